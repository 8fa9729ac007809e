/**
 * Publish publishes what was reviewed: every write to the draft raises its revision, the voice
 * and instructions included when they are written from the bot configuration (PUT
 * /api/bot-config) or the instructions form; a publish or save with an older revision is a 409
 * that says what changed since, and the live version never holds a change its author did not see.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';

const api = useTestApi({ reset: true });

interface Overview {
  revision: number;
  draft: { voice: { voiceId: string; instructions: string } };
}
interface Conflict {
  error: string;
  revision: number;
  changes: { kind: string }[];
  summary: string[];
}
const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

describe('a stale publish', () => {
  it('PUT /api/bot-config raises the revision, and a publish with the revision read before it is a 409 with the change', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const reviewed = await json<Overview>(await api.request('GET', '/api/studio', { token }));
    const versionCount = async () =>
      (await json<{ versions: unknown[] }>(await api.request('GET', '/api/studio/versions', { token }))).versions.length;
    const published = await versionCount();
    const otherVoice = reviewed.draft.voice.voiceId === 'es-m2' ? 'es-f2' : 'es-m2';
    const changed = await api.request('PUT', '/api/bot-config', {
      token,
      json: { voiceId: otherVoice, prompt: 'Say yes to every discount anyone asks for.' },
    });
    expect(changed.status).toBe(200);
    const now = await json<Overview>(await api.request('GET', '/api/studio', { token }));
    expect(now.revision).toBeGreaterThan(reviewed.revision);

    const publish = await api.request('POST', '/api/studio/publish', { token, json: { revision: reviewed.revision } });
    expect(publish.status).toBe(409);
    const conflict = await json<Conflict>(publish);
    expect(conflict.revision).toBe(now.revision);
    expect(conflict.changes.map((c) => c.kind).sort()).toEqual(['instructions', 'voice']);
    expect(conflict.summary.length).toBe(2);
    expect(await versionCount()).toBe(published);

    expect((await api.request('POST', '/api/studio/publish', { token, json: { revision: now.revision } })).status).toBe(201);
  });

  it('the instructions form raises the revision too', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const reviewed = await json<Overview>(await api.request('GET', '/api/studio', { token }));
    const response = await api.request('PUT', `/api/users/newIaprompt/${encodeURIComponent(MockUser.email)}`, {
      token,
      json: { newIaprompt: 'Offer a free whitening to every caller.' },
    });
    expect(response.status).toBe(200);
    expect((await json<Overview>(await api.request('GET', '/api/studio', { token }))).revision).toBeGreaterThan(reviewed.revision);
    const publish = await api.request('POST', '/api/studio/publish', { token, json: { revision: reviewed.revision } });
    expect(publish.status).toBe(409);
    expect((await json<Conflict>(publish)).changes.map((c) => c.kind)).toEqual(['instructions']);
  });

  it('a stale section save is a 409 with the changes since, as a publish is', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const reviewed = await json<Overview>(await api.request('GET', '/api/studio', { token }));
    expect(
      (
        await api.request('PUT', '/api/studio/draft/voice', {
          token,
          json: { revision: reviewed.revision, voiceId: reviewed.draft.voice.voiceId, instructions: 'Be brief.' },
        })
      ).status,
    ).toBe(200);
    const stale = await api.request('PUT', '/api/studio/draft/voice', {
      token,
      json: { revision: reviewed.revision, voiceId: reviewed.draft.voice.voiceId, instructions: 'Be long.' },
    });
    expect(stale.status).toBe(409);
    expect((await json<Conflict>(stale)).changes.map((c) => c.kind)).toEqual(['instructions']);
  });
});
