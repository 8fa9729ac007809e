import http, { type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMockApi, type MockApiOptions, type RunningMockApi } from '../../mock-api/server.ts';

export interface TestApi extends RunningMockApi {
  /** Moves the mock API's clock forward. */
  advance: (ms: number) => void;
  request: (method: string, url: string, init?: { json?: unknown; body?: BodyInit; token?: string; headers?: Record<string, string> }) => Promise<Response>;
  /** Logs in and returns the token. */
  login: (email: string, password: string) => Promise<string>;
  stop: () => Promise<void>;
}

/**
 * A mock API on a free 127.0.0.1 port, with its own data folder seeded afresh and the
 * development routes on (outbox, reset, leads, payments); `options` override the defaults.
 */
export async function startTestApi(options: Partial<MockApiOptions> = {}): Promise<TestApi> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'vozly-api-test-'));
  let offset = 0;
  const api = await startMockApi({ quiet: true, devRoutes: true, now: () => Date.now() + offset, ...options, dataDir });
  const request: TestApi['request'] = (method, url, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    return fetch(`${api.url}${url}`, { method, headers, ...(body !== undefined ? { body } : {}) });
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
export function rawRequest(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'GET', headers: init.headers ?? {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(init.body);
  });
}
