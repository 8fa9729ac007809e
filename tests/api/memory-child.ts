/**
 * The child process of tenant-memory.test.ts: a mock API in this process (so its heap is this
 * process's, capped by --max-old-space-size), the demo account's draft filled to the largest
 * allowed size, then `rounds` of save + chat over HTTP. Prints one JSON line: the rounds done, the
 * largest heap seen (MB) and whether another account was still answered at the end.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STUDIO_LIMITS } from '../../src/lib/studio/limits.ts';
import { startMockApi } from '../../mock-api/server.ts';
import { draftRecord } from '../../mock-api/studio/store.ts';
import { DEMO_PASSWORD, MockBusyUser, MockUser } from '../../mock-api/fixtures/users.ts';

const rounds = Number(process.argv[2] ?? 300);
// On a memory-backed folder when there is one: each save rewrites the large draft's store file.
const dataDir = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'vozly-memory-'));
const api = await startMockApi({ quiet: true, devRoutes: false, dataDir });
const call = async (method: string, url: string, token: string, json?: unknown) => {
  const response = await fetch(`${api.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const login = async (email: string) => {
  const response = await fetch(`${api.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
};

// The largest draft the limits allow: every answer at its longest, with every phrasing.
const text = (length: number, seed: number) =>
  Array.from({ length: Math.ceil(length / 9) }, (_, i) => `w${(seed * 131 + i * 17) % 9973}`.padEnd(8, 'x'))
    .join(' ')
    .slice(0, length);
const user = api.ctx.db.data.users.find((u) => u.email === MockUser.email);
if (!user) throw new Error('no demo account');
api.ctx.db.mutate(() => {
  const draft = draftRecord(api.ctx, user);
  draft.setup.answers = Array.from({ length: STUDIO_LIMITS.answers }, (_, i) => ({
    id: `a-big-${i}`,
    language: 'es' as const,
    question: text(STUDIO_LIMITS.questionLength, i),
    answer: text(STUDIO_LIMITS.answerLength, i + 7),
    phrasings: Array.from({ length: STUDIO_LIMITS.phrasings }, (_, j) => text(STUDIO_LIMITS.phrasingLength, i * 31 + j)),
  }));
});

const token = await login(MockUser.email);
let peak = 0;
let done = 0;
for (let round = 0; round < rounds; round++) {
  const { body } = await call('GET', '/api/studio', token);
  const voice = (body.draft as { voice: { voiceId: string } }).voice;
  const saved = await call('PUT', '/api/studio/draft/voice', token, {
    revision: body.revision,
    voiceId: voice.voiceId,
    instructions: `Round ${round}: be brief.`,
  });
  const chat = await call('POST', '/api/studio/chat', token, { message: '¿Dónde se puede aparcar?', language: 'es' });
  if (saved.status !== 200 || chat.status !== 200) throw new Error(`round ${round}: ${saved.status} ${chat.status}`);
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  done++;
}
const other = await call('GET', '/api/studio', await login(MockBusyUser.email));
console.log(JSON.stringify({ rounds: done, peakHeapMb: Math.round(peak / 1e6), otherAnswered: other.status === 200 }));
await api.close();
rmSync(dataDir, { recursive: true, force: true });
