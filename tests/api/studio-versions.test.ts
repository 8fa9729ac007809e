/**
 * Publishing the agent studio's draft on the mock API: one version for two publishes at once,
 * compare and restore, and the questions the agent couldn't answer in the seeded calls, answered
 * once a published answer covers them.
 */
import { describe, expect, it } from 'vitest';
import type { StudioSetup } from '../../src/lib/studio/types.ts';
import { MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';
import { json, studioClient, type Overview } from './studioClient.ts';

const api = useTestApi({ reset: true });
const { demo, studio, chat } = studioClient(api);

describe('versions', () => {
  it('publishes the draft as version 2 with its summary; a second publish makes nothing', async () => {
    const token = await demo();
    const { revision } = await studio(token);
    const [first, second] = await Promise.all([0, 1].map(() => api.request('POST', '/api/studio/publish', { token, json: { revision } })));
    expect([first?.status, second?.status].sort()).toEqual([200, 201]);
    const list = await json<{ live: number; versions: { number: number; summary: string[]; publishedBy: { name: string } }[] }>(
      await api.request('GET', '/api/studio/versions', { token }),
    );
    expect(list.live).toBe(2);
    expect(list.versions.map((v) => v.number)).toEqual([2, 1]);
    expect(list.versions[0]?.summary).toEqual(['Saturday: closed → 10:00–14:00', 'Answer added: ¿Aceptan seguros?']);
    expect(list.versions[0]?.publishedBy.name).toBe(MockUser.name);
    expect((await studio(token)).unpublished).toBe(false);
  });

  it('refuses a publish with a stale revision', async () => {
    const token = await demo();
    const { revision } = await studio(token);
    expect((await api.request('POST', '/api/studio/publish', { token, json: { revision: revision - 1 } })).status).toBe(409);
    expect((await json<{ live: number }>(await api.request('GET', '/api/studio/versions', { token }))).live).toBe(1);
  });

  it('compares two versions, and restores an old one as the draft without rewriting history', async () => {
    const token = await demo();
    await api.request('POST', '/api/studio/publish', { token, json: { revision: (await studio(token)).revision } });
    const compared = await json<{ from: { number: number }; to: { number: number; setup: StudioSetup }; summary: string[] }>(
      await api.request('GET', '/api/studio/compare?from=1&to=2', { token }),
    );
    expect(compared.summary).toEqual(['Saturday: closed → 10:00–14:00', 'Answer added: ¿Aceptan seguros?']);
    expect(compared.to.setup.hours.week.sat).toEqual([{ start: '10:00', end: '14:00' }]);
    const restored = await api.request('POST', '/api/studio/versions/1/restore', {
      token,
      json: { revision: (await studio(token)).revision },
    });
    expect(restored.status).toBe(200);
    const draft = await json<Overview>(restored);
    expect(draft.draft.hours.week.sat).toEqual([]);
    expect(draft.unpublished).toBe(true);
    expect(draft.summary).toEqual(['Saturday: 10:00–14:00 → closed', 'Answer removed: ¿Aceptan seguros?']);
    const published = await json<{ version: { number: number } }>(
      await api.request('POST', '/api/studio/publish', { token, json: { revision: draft.revision } }),
    );
    expect(published.version.number).toBe(3);
    expect((await json<{ versions: unknown[] }>(await api.request('GET', '/api/studio/versions', { token }))).versions).toHaveLength(3);
    expect((await api.request('GET', '/api/studio/compare?from=1&to=9', { token })).status).toBe(404);
  });
});

describe("questions the agent couldn't answer", () => {
  interface Groups {
    open: number;
    groups: {
      question: string;
      count: number;
      status: string;
      answerId: string | null;
      language: string;
      occurrences: { callId: string; atSec: number }[];
    }[];
  }

  it("groups the seeded calls' unanswered questions, linked to the call and the moment", async () => {
    const token = await demo();
    const body = await json<Groups>(await api.request('GET', '/api/studio/questions', { token }));
    expect(body.open).toBeGreaterThanOrEqual(2);
    const insurance = body.groups.find((g) => g.question.includes('seguros'));
    expect(insurance).toMatchObject({ status: 'open', language: 'es', answerId: null });
    expect(insurance?.count).toBeGreaterThan(5);
    const occurrence = insurance?.occurrences[0];
    expect(occurrence?.atSec).toBeGreaterThan(0);
    expect((await api.request('GET', `/api/calls/${occurrence?.callId}`, { token })).status).toBe(200);
  });

  it('moves a group to answered once a published answer covers it', async () => {
    const token = await demo();
    const before = await json<Groups>(await api.request('GET', '/api/studio/questions', { token }));
    await api.request('POST', '/api/studio/publish', { token, json: { revision: (await studio(token)).revision } });
    const after = await json<Groups>(await api.request('GET', '/api/studio/questions', { token }));
    expect(after.open).toBe(before.open - 1);
    expect(after.groups.find((g) => g.question.includes('seguros'))).toMatchObject({ status: 'answered', answerId: 'a-insurance' });
    expect(
      (await json<Groups>(await api.request('GET', '/api/studio/questions?status=open', { token }))).groups.every(
        (g) => g.status === 'open',
      ),
    ).toBe(true);
  });

  it('turns a group into an answer: add it with the question filled in, publish, the group is answered', async () => {
    const token = await demo();
    const before = await json<Groups>(await api.request('GET', '/api/studio/questions', { token }));
    const implants = before.groups.find((g) => g.question.includes('implantes'));
    expect(implants?.status).toBe('open');
    const added = await json<Overview>(
      await api.request('POST', '/api/studio/answers', {
        token,
        json: {
          language: implants?.language,
          question: implants?.question,
          answer: 'Desde 900 € por implante; la primera consulta es gratuita.',
        },
      }),
    );
    const lines = await chat(token, ['', implants?.question as string]);
    expect(lines[1]?.source?.kind).toBe('answer');
    expect((await api.request('POST', '/api/studio/publish', { token, json: { revision: added.revision } })).status).toBe(201);
    const after = await json<Groups>(await api.request('GET', '/api/studio/questions', { token }));
    expect(after.groups.find((g) => g.question === implants?.question)).toMatchObject({
      status: 'answered',
      answerId: lines[1]?.source?.answerId,
    });
    expect(after.open).toBe(before.open - 2);
  });
});
