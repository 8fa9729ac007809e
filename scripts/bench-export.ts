/**
 * The CSV export's cost to everyone else: the mock API is started on its own
 * (`node mock-api/main.ts`, a process of its own so the client's work is not counted),
 * ten exports of the busy account's whole history (over 10,000 calls) run at once, and meanwhile
 * a cheap request (GET /api/voices) is sent one after another; its latency is reported (median
 * and max; target < 50 ms). Before the export was streamed in chunks that yield to the event
 * loop, one export held the loop about 0.4 s and ten at once delayed every request about a second.
 *
 * `npm run bench` calls `benchExport()` near its end; alone: `node scripts/bench-export.ts`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { DEMO_PASSWORD, MockBusyUser } from '../mock-api/fixtures/users.ts';
import { ROOT } from './lib.ts';

export interface ExportBench {
  /** Exports run at once. */
  exports: number;
  /** Rows of one export (the header line excluded). */
  rows: number;
  /** Wall time until the last export finished, ms. */
  exportsMs: number;
  /** Latency of the cheap requests sent meanwhile, ms. */
  samples: number;
  median: number;
  max: number;
}

const TARGET_MS = 50;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0
    ? Number.NaN
    : sorted.length % 2
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export async function benchExport({ exports = 10, quiet = false }: { exports?: number; quiet?: boolean } = {}): Promise<ExportBench> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vozly-bench-export-'));
  const api = await startApi(dataDir);
  try {
    const token = await tokenFor(api.url, MockBusyUser.email);
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
    // Warm up: one export and one cheap request (first-use costs are not the point).
    await (await fetch(`${api.url}/api/calls/export`, { headers })).text();
    await (await fetch(`${api.url}/api/voices`)).text();

    const latencies: number[] = [];
    let running = true;
    const start = performance.now();
    const all = Promise.all(
      Array.from({ length: exports }, async () => (await fetch(`${api.url}/api/calls/export`, { headers })).text()),
    ).finally(() => {
      running = false;
    });
    const probe = (async () => {
      while (running) {
        const sent = performance.now();
        await (await fetch(`${api.url}/api/voices`)).text();
        latencies.push(performance.now() - sent);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const texts = await all;
    const exportsMs = performance.now() - start;
    await probe;
    const result: ExportBench = {
      exports,
      rows: (texts[0] ?? '').split('\r\n').filter(Boolean).length - 1,
      exportsMs: Math.round(exportsMs),
      samples: latencies.length,
      median: Math.round(median(latencies) * 10) / 10,
      max: Math.round(Math.max(...latencies) * 10) / 10,
    };
    if (!quiet) {
      console.log(`\nCSV export under load (mock API alone, ${MockBusyUser.email}, ${result.rows} rows each)\n`);
      console.log(`    ${exports} exports at once   : all done in ${result.exportsMs} ms`);
      console.log(
        `    GET /api/voices meanwhile: median ${result.median} ms, max ${result.max} ms over ${result.samples} requests (target < ${TARGET_MS} ms)`,
      );
    }
    return result;
  } finally {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** `node mock-api/main.ts` on a free port with its own data folder, once it listens (`env` adds to or overrides its environment; the other benches use it too). */
/** Logs in to a bench's API as a demo account and answers its token. */
export async function tokenFor(url: string, email: string): Promise<string> {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { token: string }).token;
}

export async function startApi(dataDir: string, env: Record<string, string> = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'mock-api/main.ts')], {
    env: {
      ...process.env,
      MOCK_API_PORT: String(port),
      MOCK_API_DATA: dataDir,
      MOCK_API_QUIET: '1',
      MOCK_API_LIVE_CALLS: '0',
      MOCK_API_DEV_ROUTES: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the mock API did not start in 60 s:\n${output}`)), 60_000);
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    void exited.then(() => reject(new Error(`the mock API exited before it listened:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchExport();
  process.exit(0);
}
