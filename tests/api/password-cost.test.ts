/**
 * The password hashes of the server as it runs outside the tests: the test set-up makes hashing
 * cheap (tests/api/setup.ts), so this file starts the real `npm run api` in its own process and
 * reads what it stores.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_SCRYPT } from '../../mock-api/security.ts';
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users.ts';
import { freePort, startScript, stopScript, type Child } from './helpers.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'vozly-hash-cost-'));
let server: Child | undefined;
let url: string;

// The real start: five hashes at the production cost and the whole call history made afresh.
beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = await startScript(
    'mock-api/main.ts',
    { MOCK_API_DATA: dataDir, MOCK_API_PORT: String(port), MOCK_API_QUIET: '1' },
    /listening on/,
    90_000,
  );
}, 100_000);

afterAll(async () => {
  if (server) await stopScript(server);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('password hashing on the running server', () => {
  it('stores every seeded password with scrypt at N=16384, r=8, p=1', () => {
    const db = JSON.parse(readFileSync(path.join(dataDir, 'db.json'), 'utf8')) as { users: { passwordHash: string }[] };
    expect(db.users.length).toBeGreaterThan(0);
    expect(PRODUCTION_SCRYPT).toMatchObject({ N: 16384, r: 8, p: 1 });
    for (const user of db.users) expect(user.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[\w+/=]{20,}\$[\w+/=]{80,}$/);
  });

  it('logs the demo account in with its password, and not with another', async () => {
    const login = (password: string) =>
      fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: MockUser.email, password }),
      });
    expect((await login(DEMO_PASSWORD)).status).toBe(200);
    expect((await login(`${DEMO_PASSWORD}x`)).status).toBe(401);
  });
});
