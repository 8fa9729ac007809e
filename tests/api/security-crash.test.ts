import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMockApi, type RunningMockApi } from '../../mock-api/server.ts';
import { buildLeadPayload, INITIAL_LEAD_VALUES } from '../../src/lib/lead.ts';
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users.ts';
import { freePort, startScript, stopScript, type Child } from './helpers.ts';

/**
 * A `kill -9` during writes never leaves db.json cut, a file the server cannot start from:
 * writes are atomic (temporary file, fsync, rename), and a start on a damaged file says so and
 * goes on from the last good copy.
 */

const folders: string[] = [];
const newFolder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vozly-crash-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const lead = (email: string) =>
  buildLeadPayload(
    {
      ...INITIAL_LEAD_VALUES,
      firstName: 'Kai',
      lastName: 'Crash',
      email,
      companyName: 'Crash Test SL',
      companySize: 'pyme',
      industry: 'Healthcare',
      url: '',
      telefono: '+34600223344',
    },
    'en',
  );

interface Db {
  users: { id: number }[];
  leads: { id: number; email: string }[];
}
const readDb = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'db.json'), 'utf8')) as Db;

describe('kill -9 in the middle of writes', () => {
  it('the real server, killed again and again during concurrent writes, starts each time with every acknowledged write', async () => {
    const dataDir = newFolder();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { MOCK_API_DATA: dataDir, MOCK_API_PORT: String(port), MOCK_API_QUIET: '1', MOCK_API_DEV_ROUTES: '1' };
    const start = () => startScript('mock-api/main.ts', env, /listening on/);

    // A large database (about 2 MB), so that a write takes long enough to be cut.
    await stopScript(await start());
    const db = readDb(dataDir);
    db.leads = Array.from({ length: 3000 }, (_, id) => ({
      id: id + 1,
      ...lead(`old-${id}@example.com`),
      createdAt: '2026-01-01T00:00:00.000Z',
    }));
    writeFileSync(path.join(dataDir, 'db.json'), JSON.stringify(db, null, 2));

    const dbFile = path.join(dataDir, 'db.json');
    let longest = 0;
    const midWrite = () => {
      try {
        if (readdirSync(dataDir).some((name) => name.endsWith('.tmp'))) return true;
        const size = statSync(dbFile).size;
        longest = Math.max(longest, size);
        return size < longest;
      } catch {
        return true;
      }
    };
    let killedMidWrite = 0;
    const acknowledged: string[] = [];
    let child: Child | undefined;
    for (let round = 0; round < 5; round++) {
      child = await start();
      const stored = new Set(((await (await fetch(`${url}/api/dev/leads`)).json()) as { email: string }[]).map((row) => row.email));
      expect(
        acknowledged.filter((email) => !stored.has(email)),
        `round ${round}: acknowledged writes lost`,
      ).toEqual([]);

      let stopped = false;
      let n = 0;
      const writer = async () => {
        while (!stopped) {
          const email = `crash-${round}-${n++}@example.com`;
          try {
            const response = await fetch(`${url}/api/leads`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(lead(email)),
            });
            if (response.status === 201) acknowledged.push(email);
          } catch {
            return;
          }
        }
      };
      const writers = Array.from({ length: 6 }, writer);
      const before = acknowledged.length;
      while (acknowledged.length < before + 3) await new Promise((resolve) => setTimeout(resolve, 5));
      // Then in the middle of a write: as soon as a temporary file is being written, or db.json
      // is shorter than it was (being rewritten in place); at the latest after two seconds.
      const deadline = Date.now() + 2000;
      while (Date.now() < deadline && !midWrite()) await new Promise((resolve) => setImmediate(resolve));
      if (Date.now() < deadline) killedMidWrite += 1;
      child.process.kill('SIGKILL');
      stopped = true;
      await Promise.all(writers);
      await child.exited;
    }

    child = await start();
    try {
      const stored = ((await (await fetch(`${url}/api/dev/leads`)).json()) as { id: number; email: string }[]).map((row) => row.email);
      expect(acknowledged.filter((email) => !stored.includes(email))).toEqual([]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(15);
      expect(killedMidWrite).toBeGreaterThanOrEqual(3);
      const state = readDb(dataDir);
      expect(new Set(state.leads.map((row) => row.id)).size).toBe(state.leads.length);
      expect(
        (
          await fetch(`${url}/api/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: MockUser.email, password: DEMO_PASSWORD }),
          })
        ).status,
      ).toBe(200);
      // No temporary file is left behind by the killed writes.
      expect(readdirSync(dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    } finally {
      await stopScript(child);
    }
  }, 120_000);
});

describe('a start on a damaged database', () => {
  const start = (dataDir: string) => startMockApi({ dataDir, quiet: true, devRoutes: true });
  const addLead = (api: RunningMockApi, email: string) =>
    fetch(`${api.url}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead(email)) });
  const leadsOf = (api: RunningMockApi) => (api.ctx.db.data.leads as { email: string }[]).map((row) => row.email);

  it('says what is wrong, keeps the damaged file aside and goes on from the last good copy', async () => {
    const dataDir = newFolder();
    const first = await start(dataDir);
    expect((await addLead(first, 'kept@example.com')).status).toBe(201);
    expect((await addLead(first, 'last@example.com')).status).toBe(201);
    await first.close();
    const dbFile = path.join(dataDir, 'db.json');
    // Cut in the middle, as a non-atomic write killed half-way leaves it.
    truncateSync(dbFile, Math.floor(readFileSync(dbFile).length / 2));
    const damaged = readFileSync(dbFile, 'utf8');

    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let second: RunningMockApi | undefined;
    try {
      second = await start(dataDir);
      const lines = report.mock.calls.map((call) => String(call[0])).join('\n');
      expect(lines).toMatch(/The database .*db\.json cannot be used: it is not valid JSON/);
      expect(lines).toMatch(/The damaged file is kept as .*db\.json\.damaged-/);
      expect(lines).toMatch(/Recovered from the last good copy, .*db\.json\.bak .*changes after it are lost/);
      // The backup is the state before the last write: the first lead is there, the last is lost (and said so).
      expect(leadsOf(second)).toEqual(['kept@example.com']);
      const aside = readdirSync(dataDir).find((name) => name.startsWith('db.json.damaged-')) ?? '';
      expect(readFileSync(path.join(dataDir, aside), 'utf8')).toBe(damaged);
      expect(JSON.parse(readFileSync(dbFile, 'utf8'))).toMatchObject({ leads: [expect.objectContaining({ email: 'kept@example.com' })] });
      expect(
        (
          await fetch(`${second.url}/api/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: MockUser.email, password: DEMO_PASSWORD }),
          })
        ).status,
      ).toBe(200);
    } finally {
      report.mockRestore();
      await second?.close();
    }
  });

  it('with no usable copy at all, says so and starts from the seed', async () => {
    const dataDir = newFolder();
    await (await start(dataDir)).close();
    writeFileSync(path.join(dataDir, 'db.json'), '{"users": [{"id": 1,');
    writeFileSync(path.join(dataDir, 'db.json.bak'), '{"users": "nobody"}');
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let api: RunningMockApi | undefined;
    try {
      api = await start(dataDir);
      const lines = report.mock.calls.map((call) => String(call[0])).join('\n');
      expect(lines).toMatch(/db\.json cannot be used: it is not valid JSON/);
      expect(lines).toMatch(
        /The backup .*db\.json\.bak cannot be used either \(these collections are not lists: users\): starting from the seed data/,
      );
      expect(api.ctx.db.data.users.map((user) => user.email)).toContain(MockUser.email);
      expect(existsSync(path.join(dataDir, 'db.json'))).toBe(true);
    } finally {
      report.mockRestore();
      await api?.close();
    }
  });
});
