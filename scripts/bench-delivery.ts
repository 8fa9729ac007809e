/**
 * Webhook delivery never slows the API: the mock API runs on its own (`node
 * mock-api/main.ts`, a process of its own so this client's work is not counted, local receivers
 * allowed), the busy account (Custom) gets an endpoint on a slow receiver (it answers after
 * `slowMs`, 2 s) and 1,000 test events are queued to it. Reported:
 * - the call history's filtered page (GET /api/calls with the filters of bench-calls.ts) while the
 *   1,000 are queued and for 10 s after, as the queue drains (4 at a time to one endpoint): p50 /
 *   p95 / max over sequential requests (target p95 < 50 ms), beside the same figures with an
 *   empty queue;
 * - how long a delivery takes to start after its event (POST /api/dev/simulate-call until the
 *   receiver gets the request): with an empty queue, and for another account (the demo account,
 *   Advanced, a fast receiver) while the 1,000 slow deliveries wait (target < 1 s).
 *
 * `npm run bench` calls `benchDelivery()` (`--no-delivery` skips it); alone: `node scripts/bench-delivery.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { DEMO_PASSWORD, MockBusyUser, MockUser } from '../mock-api/fixtures/users.ts';
import { callQueries, figuresOf, percentile, type Figures } from './bench-calls.ts';
import { startApi } from './bench-export.ts';

export interface DeliveryBench {
  queued: number;
  /** The filtered call pages, ms: with an empty queue, and while the queue drains. */
  idle: Figures;
  loaded: Figures;
  /** From the event to the receiver, ms: empty queue (median of 5), another account under load (median and max of 5). */
  startIdle: number;
  startLoaded: number;
  startLoadedMax: number;
  /** Slow deliveries started while the page figures were taken. */
  deliveredMeanwhile: number;
}

const PAGE_TARGET_MS = 50;
const START_TARGET_MS = 1000;

/** A local receiver: answers 200 after `delayMs`, and tells when each request arrived. */
async function receiver(delayMs: number) {
  const arrivals: { at: number; body: string }[] = [];
  const waiting = new Set<{ match: (body: string) => boolean; resolve: (at: number) => void }>();
  const server = http.createServer((req, res) => {
    const at = performance.now();
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      arrivals.push({ at, body });
      for (const waiter of waiting) {
        if (!waiter.match(body)) continue;
        waiting.delete(waiter);
        waiter.resolve(at);
      }
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'), delayMs);
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrivals,
    /** The time the first request whose body matches arrived (or arrives). */
    arrival: (match: (body: string) => boolean) =>
      new Promise<number>((resolve) => {
        const seen = arrivals.find((a) => match(a.body));
        if (seen) resolve(seen.at);
        else waiting.add({ match, resolve });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function benchDelivery({
  queued = 1000,
  slowMs = 2000,
  loadedMs = 10_000,
  quiet = false,
}: { queued?: number; slowMs?: number; loadedMs?: number; quiet?: boolean } = {}): Promise<DeliveryBench> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vozly-bench-delivery-'));
  const api = await startApi(dataDir, { MOCK_API_DEV_ROUTES: '1', MOCK_API_ALLOW_LOCAL_WEBHOOKS: '1' });
  const slow = await receiver(slowMs);
  const fast = await receiver(0);
  try {
    const login = async (email: string) => {
      const response = await fetch(`${api.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      return { authorization: `Bearer ${((await response.json()) as { token: string }).token}`, 'content-type': 'application/json' };
    };
    const call = async (headers: Record<string, string>, method: string, url: string, body?: unknown) => {
      const response = await fetch(`${api.url}${url}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
      return text ? (JSON.parse(text) as unknown) : null;
    };
    const busy = await login(MockBusyUser.email);
    const demo = await login(MockUser.email);

    // The call history's filtered pages, those of bench-calls.ts.
    const first = (await call(busy, 'GET', '/api/calls?limit=50')) as { nextCursor: string | null };
    const queries = callQueries(first.nextCursor);
    /** The filtered pages one after another: `rounds` rounds, and on until `until()` says stop. */
    const pages = async (rounds: number, until: () => boolean = () => true) => {
      const times: number[] = [];
      for (let r = 0; r < rounds || !until(); r++) {
        for (const query of queries) {
          const start = performance.now();
          await call(busy, 'GET', `/api/calls?${query}`);
          times.push(performance.now() - start);
        }
      }
      return times;
    };
    await pages(2);
    const idle = figuresOf(await pages(10));

    // A delivery's start with an empty queue: the demo account's endpoint on the fast receiver.
    await call(demo, 'POST', '/api/delivery/webhooks', { url: fast.url });
    const startAfterEvent = async () => {
      const sent = performance.now();
      const { callId } = (await call(demo, 'POST', '/api/dev/simulate-call', { outcome: 'appointment_booked' })) as { callId: string };
      // The call's first event (call.ended) to reach the receiver.
      const at = await fast.arrival((body) => body.includes(`"callId":"${callId}"`));
      return at - sent;
    };
    const idleStarts: number[] = [];
    for (let i = 0; i < 5; i++) idleStarts.push(await startAfterEvent());

    // 1,000 deliveries queued to the slow receiver (test events, 8 requests at a time); the pages
    // are timed meanwhile and for `loadedMs` after, while the queue drains.
    const busyEndpoint = (await call(busy, 'POST', '/api/delivery/webhooks', { url: slow.url, description: 'slow receiver' })) as {
      id: string;
    };
    let next = 0;
    let queuedAt = Number.POSITIVE_INFINITY;
    const enqueue = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < queued) {
          next++;
          await call(busy, 'POST', `/api/delivery/webhooks/${busyEndpoint.id}/test`, { event: 'call.analyzed' });
        }
      }),
    ).then(() => (queuedAt = performance.now()));
    const loaded = figuresOf(await pages(10, () => performance.now() - queuedAt > loadedMs));
    await enqueue;
    const loadedStarts: number[] = [];
    for (let i = 0; i < 5; i++) loadedStarts.push(await startAfterEvent());
    const result: DeliveryBench = {
      queued,
      idle,
      loaded,
      startIdle: Math.round(percentile(idleStarts, 50)),
      startLoaded: Math.round(percentile(loadedStarts, 50)),
      startLoadedMax: Math.round(Math.max(...loadedStarts)),
      deliveredMeanwhile: slow.arrivals.length,
    };
    if (!quiet) {
      console.log(
        `\nWebhook delivery under load (mock API alone; ${queued} deliveries queued to a receiver answering in ${slowMs / 1000} s)\n`,
      );
      console.log(
        `    GET /api/calls filtered pages, empty queue : p50 ${result.idle.p50} ms, p95 ${result.idle.p95} ms, max ${result.idle.max} ms over ${result.idle.samples} requests`,
      );
      console.log(
        `    GET /api/calls filtered pages, queue full  : p50 ${result.loaded.p50} ms, p95 ${result.loaded.p95} ms, max ${result.loaded.max} ms over ${result.loaded.samples} requests while the ${queued} were queued and ${loadedMs / 1000} s after (target p95 < ${PAGE_TARGET_MS} ms; ${result.deliveredMeanwhile} slow deliveries started meanwhile)`,
      );
      console.log(`    event to delivery start, empty queue       : median ${result.startIdle} ms over 5 calls`);
      console.log(
        `    event to delivery start, another account   : median ${result.startLoaded} ms, max ${result.startLoadedMax} ms over 5 calls while the queue is full (target < ${START_TARGET_MS} ms)`,
      );
    }
    return result;
  } finally {
    await api.close();
    await slow.close();
    await fast.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchDelivery();
  process.exit(0);
}
