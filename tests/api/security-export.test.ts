import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MockBusyUser } from '../../mock-api/fixtures/users.ts';
import { startTestApi, type TestApi } from './helpers.ts';

/**
 * The CSV export of the busy account (over 10,000 calls) is streamed in time slices that yield
 * to the event loop: written in one synchronous loop it would block the event loop for about
 * 0.4 s per export, and ten at once would delay every other request by about a second. The
 * figure under load is scripts/bench-export.ts's; here the server runs in this process
 * and the longest stretch of CPU work between two turns of the event loop is measured (CPU time,
 * not wall time, so a busy machine does not make it fail).
 */

let api: TestApi;
let token = '';
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login(MockBusyUser.email, DEMO_PASSWORD);
});
afterAll(() => api.stop());

const exportCsv = async () => (await api.request('GET', '/api/calls/export', { token, headers: { 'accept-encoding': 'identity' } })).text();

/** Runs `work` while a 1 ms ticker watches the event loop; the most CPU time (ms) this process spent between two ticks. */
async function longestBlock<T>(work: () => Promise<T>): Promise<{ result: T; blockMs: number }> {
  let last = process.cpuUsage();
  let blockMs = 0;
  const ticker = setInterval(() => {
    const used = process.cpuUsage(last);
    last = process.cpuUsage();
    blockMs = Math.max(blockMs, (used.user + used.system) / 1000);
  }, 1);
  try {
    return { result: await work(), blockMs };
  } finally {
    clearInterval(ticker);
  }
}

describe('the CSV export', () => {
  it('ten exports of over 10,000 calls at once never hold the event loop long, and each is whole', async () => {
    await exportCsv(); // warm up (statements prepared, code compiled)
    const { result: texts, blockMs } = await longestBlock(() => Promise.all(Array.from({ length: 10 }, exportCsv)));
    // One export written in one go takes about 300 ms of CPU; time-sliced, a turn of the loop holds
    // one slice of each export (about 40 ms here, up to 130 ms on a loaded 2-core CI machine, the
    // process's garbage collection included).
    expect(blockMs, `${blockMs.toFixed(1)} ms of CPU between two turns`).toBeLessThan(200);
    const lines = (texts[0] as string).split('\r\n');
    expect(lines[0]).toBe(
      'id,startedAt,direction,callerNumber,callerName,durationSec,outcome,summary,sentiment,reportedSpam,rating,billedMinutes',
    );
    expect(lines.at(-1)).toBe('');
    expect(lines.length - 2).toBeGreaterThan(10_000);
    expect(new Set(lines.slice(1, -1).map((line) => line.split(',')[0])).size).toBe(lines.length - 2);
    for (const text of texts) expect(text).toBe(texts[0]);
  });

  it('a client that goes away mid-export stops it; the server keeps answering', async () => {
    const controller = new AbortController();
    const response = await fetch(`${api.url}/api/calls/export`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    await reader?.read();
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await api.request('GET', '/api/voices')).status).toBe(200);
  });
});
