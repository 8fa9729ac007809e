import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startScript, stopScript, type Child } from './helpers.ts';

/**
 * A background job that throws (the timer that adds the live line's calls, say) never takes the
 * API down, though an exception thrown in a timer ends the Node process: every background job
 * runs through one helper (mock-api/jobs.ts) that logs the failure and keeps the server up. The
 * failure is injected with MOCK_API_FAIL_JOBS (a test-only switch), in the
 * real server started as `npm run api` starts it.
 */

const children: Child[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) await stopScript(child);
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function startApi(env: Record<string, string>): Promise<{ url: string; child: Child }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vozly-jobs-'));
  folders.push(dataDir);
  const port = await freePort();
  const child = await startScript(
    'mock-api/main.ts',
    { MOCK_API_DATA: dataDir, MOCK_API_PORT: String(port), MOCK_API_LIVE_CALLS: '1', MOCK_API_LIVE_CALL_EVERY_MS: '25', ...env },
    /listening on/,
  );
  children.push(child);
  return { url: `http://127.0.0.1:${port}`, child };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a failing background job', () => {
  it('is logged, and the real server keeps answering (the live line made to throw on every tick)', async () => {
    const { url, child } = await startApi({ MOCK_API_FAIL_JOBS: 'liveCalls' });
    await wait(400);
    expect(child.process.exitCode).toBeNull();
    expect(child.output()).toMatch(/background job "liveCalls" failed \(the server keeps running\)/);
    const failures = child.output().match(/background job "liveCalls" failed/g) ?? [];
    expect(failures.length).toBeGreaterThan(3);
    const response = await fetch(`${url}/api/voices`);
    expect(response.status).toBe(200);
    await wait(100);
    expect(child.process.exitCode).toBeNull();
  });

  it('without the injected failure the live line adds calls and logs nothing of the kind', async () => {
    const { url, child } = await startApi({});
    await wait(300);
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'Demo1234!' }),
    });
    const { token } = (await login.json()) as { token: string };
    const since = new Date(Date.now() - 60_000).toISOString();
    const updates = (await (
      await fetch(`${url}/api/calls/updates?since=${since}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { count: number };
    expect(updates.count).toBeGreaterThan(0);
    expect(child.output()).not.toMatch(/background job/);
  });
});
