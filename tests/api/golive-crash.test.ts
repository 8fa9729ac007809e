import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startMockApi } from '../../mock-api/server.ts';
import { FRESH_PASSWORD, freshAccounts } from './goliveAccounts.ts';
import { freePort, startScript, stopScript, type Child } from './helpers.ts';

/**
 * An agent number is on disk before any answer names it, and taken in the same write that checks
 * the others: a `kill -9` of the mock API in the middle of many assignments loses no number it
 * gave and gives none twice.
 */
const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('agent numbers and kill -9', () => {
  it('keeps every number it answered, and never gives one twice, across a kill in the middle of assignments', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vozly-golive-crash-'));
    folders.push(dataDir);
    const setup = await startMockApi({ dataDir, quiet: true, devRoutes: true });
    const accounts = await freshAccounts(setup, 40);
    await setup.close();

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { MOCK_API_DATA: dataDir, MOCK_API_PORT: String(port), MOCK_API_QUIET: '1', MOCK_API_DEV_ROUTES: '1' };
    const start = () => startScript('mock-api/main.ts', env, /listening on/);
    const numberOf = async (email: string): Promise<string | null> => {
      const login = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: FRESH_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      const answer = await fetch(`${url}/api/golive`, { headers: { authorization: `Bearer ${token}` } });
      return ((await answer.json()) as { agentNumber: string | null }).agentNumber;
    };

    let child: Child = await start();
    const answered = new Map<string, string>();
    const asking = accounts.map(async (user) => {
      try {
        const number = await numberOf(user.email);
        if (number) answered.set(user.email, number);
      } catch {
        // Killed before it answered: this account's number was never named.
      }
    });
    while (answered.size < 3) await new Promise((resolve) => setTimeout(resolve, 2));
    child.process.kill('SIGKILL');
    await Promise.all(asking);
    await child.exited;
    expect(answered.size).toBeLessThan(accounts.length);

    child = await start();
    try {
      const after = new Map<string, string | null>();
      for (const user of accounts) after.set(user.email, await numberOf(user.email));
      for (const [email, number] of answered) expect(after.get(email), email).toBe(number);
      const numbers = [...after.values()];
      expect(numbers.every((number) => typeof number === 'string')).toBe(true);
      expect(new Set(numbers).size).toBe(numbers.length);
    } finally {
      await stopScript(child);
    }
  }, 120_000);
});
