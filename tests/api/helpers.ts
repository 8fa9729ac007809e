import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { startMockApi, type MockApiOptions, type RunningMockApi } from '../../mock-api/server.ts';

/** An e-mail (or message) the mock API sent, as its outbox lists it. */
export interface Mail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  html?: string;
  channel?: string;
}

export interface TestApi extends RunningMockApi {
  /** Moves the mock API's clock forward. */
  advance: (ms: number) => void;
  request: (
    method: string,
    url: string,
    init?: { json?: unknown; body?: BodyInit; token?: string; headers?: Record<string, string> },
  ) => Promise<Response>;
  /** Logs in and returns the token. */
  login: (email: string, password: string) => Promise<string>;
  stop: () => Promise<void>;
}

/**
 * A fresh data folder for a test API: a copy of the data seeded once for the run
 * (global-setup.ts). An API with its own clock or modules seeds its own (the call history is
 * made relative to the clock, the collections by the modules), as does a run without the global
 * set-up (a file run by another runner).
 */
function dataFolder(options: Partial<MockApiOptions>): string {
  if (options.dataDir) return options.dataDir;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vozly-api-test-'));
  const seeded = inject('seededApiData');
  if (seeded && !options.now && !options.modules) cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}

/**
 * One request on a connection of its own, read whole, as a fetch `Response`. Not Node's fetch: a
 * reset (ctx.reset) regenerates the call history synchronously in the API's process, and a
 * kept-alive connection its idle timer closes right after could be reused by the next request
 * (ECONNRESET); and undici fails an assertion (Parser.finish) when a server closes a connection
 * whose answer it has paused reading.
 */
function send(url: string, method: string, headers: Record<string, string>, payload: Buffer | undefined, hops = 0): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (Array.isArray(value)) for (const one of value) answer.append(name, one);
          else if (value !== undefined) answer.set(name, value);
        }
        const status = incoming.statusCode ?? 500;
        // Redirects followed, as fetch does (a 303, or a 301/302 after a POST, goes on as a GET).
        const location = incoming.headers.location;
        if (location && [301, 302, 303, 307, 308].includes(status) && hops < 20) {
          const asGet = status === 303 || ((status === 301 || status === 302) && method === 'POST');
          const next = new URL(location, url).href;
          resolve(send(next, asGet ? 'GET' : method, headers, asGet ? undefined : payload, hops + 1));
          return;
        }
        const empty = method === 'HEAD' || [101, 204, 205, 304].includes(status);
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, statusText: incoming.statusMessage, headers: answer }));
      });
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/**
 * A mock API on a free 127.0.0.1 port, with its own data folder holding the seed and the
 * development routes on (outbox, reset, leads, payments); `options` override the defaults.
 */
export async function startTestApi(options: Partial<MockApiOptions> = {}): Promise<TestApi> {
  const dataDir = dataFolder(options);
  let offset = 0;
  const api = await startMockApi({ quiet: true, devRoutes: true, now: () => Date.now() + offset, ...options, dataDir });
  const request: TestApi['request'] = async (method, url, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    // Any body serialised as fetch would (a form's boundary in its content type).
    let payload: Buffer | undefined;
    if (body !== undefined) {
      const serialised = new Request(`${api.url}${url}`, { method, body, headers });
      payload = Buffer.from(await serialised.arrayBuffer());
      const type = serialised.headers.get('content-type');
      if (type) headers['content-type'] = type;
    }
    return send(`${api.url}${url}`, method, headers, payload);
  };
  return {
    ...api,
    advance: (ms) => {
      offset += ms;
    },
    request,
    login: async (email, password) => {
      const response = await request('POST', '/api/login', { json: { email, password } });
      if (!response.ok) throw new Error(`login failed: ${response.status}`);
      return ((await response.json()) as { token: string }).token;
    },
    stop: async () => {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The mock API of a test file: started before its tests and stopped after them; with `reset`,
 * its data goes back to the seed before each test. The object is filled once the API runs, so
 * use it inside tests and hooks.
 */
export function useTestApi({ reset = false, ...options }: { reset?: boolean } & Partial<MockApiOptions> = {}): TestApi {
  const api = {} as TestApi;
  beforeAll(async () => {
    Object.assign(api, await startTestApi(options));
  });
  afterAll(() => api.stop());
  if (reset) beforeEach(() => api.ctx.reset());
  return api;
}

/** Runs `tasks` with at most `limit` of them in flight at once; the results in order. */
export async function inParallel<T>(limit: number, tasks: readonly (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/**
 * A request with headers fetch() will not send as given (Host), over node:http: the status,
 * headers and body text.
 */
export function rawRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'GET', headers: init.headers ?? {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

/** A free port on 127.0.0.1 (for a server started in another process). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Child {
  process: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves when it has exited. */
  exited: Promise<number | null>;
}

/**
 * Runs a repository script with Node (`node <script>`) and `env` added, and waits until it
 * prints `ready` (rejects with its output if it exits first or takes over `timeoutMs`).
 */
export async function startScript(script: string, env: Record<string, string>, ready: RegExp, timeoutMs = 30_000): Promise<Child> {
  const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../..', script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const check = () => {
      if (!ready.test(output)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) before it was ready:\n${output}`));
    });
  });
  return { process: child, output: () => output, exited };
}

/** Stops a child started by startScript (SIGTERM, then SIGKILL after 5 s) and waits for it. */
export async function stopScript(child: Child, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill(signal);
  const timer = setTimeout(() => child.process.kill('SIGKILL'), 5000);
  await child.exited;
  clearTimeout(timer);
}

/** The inline scripts of the fake built portal (`fakePortal`), page by page. */
export const FAKE_PORTAL_SCRIPTS = {
  '/': "(function(){var s=document.createElement('script');s.type='module';s.src='/assets/app-Bx3k9_aZ.js';document.head.appendChild(s)})()",
  '/login': "document.documentElement.dataset.page='login'",
} as const;

/**
 * A small built portal in a temporary folder, shaped like dist/: pre-rendered pages with an
 * inline loader, the SPA shell, a content-hashed asset and unhashed public files.
 */
export function fakePortal(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vozly-dist-'));
  const page = (script: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vozly</title><script type="application/ld+json">{"@type":"Organization"}</script></head><body><div id="root"><h1>Vozly</h1></div><script>${script}</script></body></html>`;
  const files: Record<string, string> = {
    'index.html': page(FAKE_PORTAL_SCRIPTS['/']),
    'login/index.html': page(FAKE_PORTAL_SCRIPTS['/login']),
    'spa.html':
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vozly</title><script type="module" crossorigin src="/assets/app-Bx3k9_aZ.js"></script></head><body><div id="root"></div></body></html>',
    'assets/app-Bx3k9_aZ.js': "document.getElementById('root').dataset.hydrated='yes';",
    'assets/readme.txt': 'not hashed',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
