/**
 * The agent studio never lets one account reach another's drafts, versions, scenarios, chats or
 * questions: every route answers 401 without a session, and 404 (as for an unknown id) for
 * another account's answer, version or scenario; a chat and the inbox only ever use the
 * session's own setup and calls.
 */
import { describe, expect, it } from 'vitest';
import type { ChatLine, StudioSetup } from '../../src/lib/studio/types.ts';
import { DEMO_PASSWORD, MockBusyUser, MockQuietUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';

const api = useTestApi({ reset: true });
const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const login = (email: string) => api.login(email, DEMO_PASSWORD);

const ROUTES: readonly [string, string, unknown?][] = [
  ['GET', '/api/studio'],
  ['PUT', '/api/studio/draft/voice', { revision: 1, voiceId: 'es-f1', instructions: 'x' }],
  ['PUT', '/api/studio/draft/facts', {}],
  ['PUT', '/api/studio/draft/hours', {}],
  ['PUT', '/api/studio/draft/actions', {}],
  ['GET', '/api/studio/answers'],
  ['POST', '/api/studio/answers', { language: 'es', question: 'q', answer: 'a' }],
  ['PUT', '/api/studio/answers/a-parking', { language: 'es', question: 'q', answer: 'a' }],
  ['DELETE', '/api/studio/answers/a-parking'],
  ['GET', '/api/studio/holidays'],
  ['POST', '/api/studio/publish', { revision: 3 }],
  ['GET', '/api/studio/versions'],
  ['GET', '/api/studio/compare?from=1&to=draft'],
  ['POST', '/api/studio/versions/1/restore', { revision: 3 }],
  ['POST', '/api/studio/chat', { message: 'hola', language: 'es' }],
  ['GET', '/api/studio/scenarios'],
  ['POST', '/api/studio/scenarios', { name: 'x', language: 'es', turns: ['hola'], expectations: [{ kind: 'books' }] }],
  ['DELETE', '/api/studio/scenarios/sc-booking'],
  ['POST', '/api/studio/scenarios/run'],
  ['GET', '/api/studio/questions'],
];

describe('the studio and other accounts', () => {
  it.each(ROUTES)('%s %s answers 401 without a session', async (method, url, body) => {
    const response = await api.request(method, url, body === undefined ? {} : { json: body });
    expect(response.status).toBe(401);
  });

  it("another account's answer: 404 to edit or delete it, as for an unknown one, and it stays", async () => {
    const token = await login(MockBusyUser.email);
    const edit = await api.request('PUT', '/api/studio/answers/a-parking', {
      token,
      json: { language: 'es', question: 'Hacked?', answer: 'Yes.' },
    });
    expect(edit.status).toBe(404);
    expect((await api.request('DELETE', '/api/studio/answers/a-parking', { token })).status).toBe(404);
    expect(
      (await api.request('PUT', '/api/studio/answers/a-unknown', { token, json: { language: 'es', question: 'q', answer: 'a' } })).status,
    ).toBe(404);
    const mine = await json<{ answers: { id: string; question: string }[] }>(
      await api.request('GET', '/api/studio/answers', { token: await login(MockUser.email) }),
    );
    expect(mine.answers.find((a) => a.id === 'a-parking')?.question).toBe('¿Dónde se puede aparcar?');
    const theirs = await json<{ answers: { id: string }[] }>(await api.request('GET', '/api/studio/answers?q=aparcar', { token }));
    expect(theirs.answers).toEqual([]);
  });

  it("another account's versions: not listed, not comparable, not restorable (404)", async () => {
    const demo = await login(MockUser.email);
    const { revision } = await json<{ revision: number }>(await api.request('GET', '/api/studio', { token: demo }));
    expect((await api.request('POST', '/api/studio/publish', { token: demo, json: { revision } })).status).toBe(201);
    const quiet = await login(MockQuietUser.email);
    expect(await json(await api.request('GET', '/api/studio/versions', { token: quiet }))).toEqual({ live: null, versions: [] });
    expect((await api.request('GET', '/api/studio/compare?from=1&to=2', { token: quiet })).status).toBe(404);
    const quietRevision = (await json<{ revision: number }>(await api.request('GET', '/api/studio', { token: quiet }))).revision;
    expect((await api.request('POST', '/api/studio/versions/2/restore', { token: quiet, json: { revision: quietRevision } })).status).toBe(
      404,
    );
    const busy = await login(MockBusyUser.email);
    const busyRevision = (await json<{ revision: number }>(await api.request('GET', '/api/studio', { token: busy }))).revision;
    expect((await api.request('POST', '/api/studio/versions/2/restore', { token: busy, json: { revision: busyRevision } })).status).toBe(
      404,
    );
    const draft = await json<{ draft: StudioSetup }>(await api.request('GET', '/api/studio', { token: busy }));
    expect(draft.draft.facts.name.es).not.toBe('Clínica Dental Sonrisa');
  });

  it("another account's scenarios: not listed, not deletable (404), not run", async () => {
    const busy = await login(MockBusyUser.email);
    expect(await json(await api.request('GET', '/api/studio/scenarios', { token: busy }))).toEqual({ scenarios: [] });
    expect((await api.request('DELETE', '/api/studio/scenarios/sc-booking', { token: busy })).status).toBe(404);
    expect((await json<{ results: unknown[] }>(await api.request('POST', '/api/studio/scenarios/run', { token: busy }))).results).toEqual(
      [],
    );
    const demo = await login(MockUser.email);
    expect(
      (await json<{ scenarios: { id: string }[] }>(await api.request('GET', '/api/studio/scenarios', { token: demo }))).scenarios.map(
        (s) => s.id,
      ),
    ).toContain('sc-booking');
  });

  it('deleting a scenario: the owner only, once; an unknown id is 404; the list no longer has it', async () => {
    const demo = await login(MockUser.email);
    const ids = async () =>
      (await json<{ scenarios: { id: string }[] }>(await api.request('GET', '/api/studio/scenarios', { token: demo }))).scenarios.map(
        (s) => s.id,
      );
    expect((await api.request('DELETE', '/api/studio/scenarios/sc-insurance')).status).toBe(401);
    expect((await api.request('DELETE', '/api/studio/scenarios/sc-insurance', { token: await login(MockQuietUser.email) })).status).toBe(
      404,
    );
    expect(await ids()).toContain('sc-insurance');
    expect((await api.request('DELETE', '/api/studio/scenarios/sc-unknown', { token: demo })).status).toBe(404);
    expect((await api.request('DELETE', '/api/studio/scenarios/sc-insurance', { token: demo })).status).toBe(204);
    expect(await ids()).not.toContain('sc-insurance');
    expect((await api.request('DELETE', '/api/studio/scenarios/sc-insurance', { token: demo })).status).toBe(404);
  });

  it("a chat answers from the session's own draft only", async () => {
    const response = await api.request('POST', '/api/studio/chat', {
      token: await login(MockQuietUser.email),
      json: { message: '¿Dónde se puede aparcar?', language: 'es' },
    });
    const { lines } = await json<{ lines: ChatLine[] }>(response);
    expect(lines.map((l) => l.source?.kind)).not.toContain('answer');
    expect(lines.map((l) => l.text).join(' ')).not.toContain('Alcalá 118');
  });

  it("the questions inbox lists only the session's own calls", async () => {
    const demo = await json<{ groups: { occurrences: { callId: string }[] }[] }>(
      await api.request('GET', '/api/studio/questions', { token: await login(MockUser.email) }),
    );
    const quietToken = await login(MockQuietUser.email);
    const quiet = await json<{ groups: { occurrences: { callId: string }[] }[] }>(
      await api.request('GET', '/api/studio/questions', { token: quietToken }),
    );
    const demoCalls = new Set(demo.groups.flatMap((g) => g.occurrences.map((o) => o.callId)));
    expect(demoCalls.size).toBeGreaterThan(0);
    expect(quiet.groups.length).toBeGreaterThan(0);
    expect(quiet.groups.flatMap((g) => g.occurrences.map((o) => o.callId)).filter((id) => demoCalls.has(id))).toEqual([]);
    const [someDemoCall] = demoCalls;
    expect((await api.request('GET', `/api/calls/${someDemoCall}`, { token: quietToken })).status).toBe(404);
  });
});
