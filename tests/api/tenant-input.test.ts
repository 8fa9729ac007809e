/**
 * Bad input answers 400 naming the field, never 500: the values a JSON Schema type cannot
 * refuse on its own (a time zone, a calendar date, an instant, a phone number, a language) are
 * checked by the contract's formats and enumerations before a route formats a date with them.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';

const api = useTestApi({ reset: true });

interface Overview {
  revision: number;
  draft: {
    hours: { timeZone: string; exceptions: unknown[] };
    facts: Record<string, unknown>;
    actions: { transfer: Record<string, unknown> } & Record<string, unknown>;
  };
}

const studio = async (token: string) => (await (await api.request('GET', '/api/studio', { token })).json()) as Overview;

async function expect400(response: Response, field: string) {
  expect(response.status).toBe(400);
  expect(((await response.json()) as { error: string }).error).toContain(field);
}

describe('bad formats answer 400 with the field named', () => {
  it.each(['Invalid/Zone', 'Etc/GMT+14', 'America/Nowhere', 'europe/nowhere', ''])(
    'opening hours in the time zone "%s"',
    async (timeZone) => {
      const token = await api.login(MockUser.email, DEMO_PASSWORD);
      const { revision, draft } = await studio(token);
      await expect400(
        await api.request('PUT', '/api/studio/draft/hours', { token, json: { revision, hours: { ...draft.hours, timeZone } } }),
        'hours.timeZone',
      );
      expect((await studio(token)).draft.hours.timeZone).toBe(draft.hours.timeZone);
    },
  );

  it.each(['2026-02-30', '2099-13-01', '2099-1-1', 'tomorrow!!'])('a holiday on the date "%s"', async (date) => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const { revision, draft } = await studio(token);
    const exceptions = [{ date, kind: 'closed', label: 'Inventario', ranges: [] }];
    await expect400(
      await api.request('PUT', '/api/studio/draft/hours', { token, json: { revision, hours: { ...draft.hours, exceptions } } }),
      'hours.exceptions.0.date',
    );
  });

  it.each(['9999-12-31T23:59:60Z', '2026-02-30T10:00:00Z', '2026-11-29T25:00:00Z'])(
    'the instant "%s" in a chat, a scenario and the calls poll',
    async (at) => {
      const token = await api.login(MockUser.email, DEMO_PASSWORD);
      await expect400(await api.request('POST', '/api/studio/chat', { token, json: { message: 'Hola', language: 'es', at } }), 'at');
      await expect400(
        await api.request('POST', '/api/studio/scenarios', {
          token,
          json: { name: 'Reloj', language: 'es', at, turns: ['Hola'], expectations: [{ kind: 'books' }] },
        }),
        'at',
      );
      await expect400(await api.request('GET', `/api/calls/updates?since=${encodeURIComponent(at)}`, { token }), 'since');
    },
  );

  it.each(['2026-02-30', '31/12/2026'])('the calls filtered from "%s"', async (from) => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const response = await api.request('GET', `/api/calls?from=${encodeURIComponent(from)}`, { token });
    expect(response.status).toBe(400);
  });

  it.each(['+34 12', 'call me', '+99 999 999 999'])('the business phone "%s"', async (phone) => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const { revision, draft } = await studio(token);
    const response = await api.request('PUT', '/api/studio/draft/facts', { token, json: { revision, facts: { ...draft.facts, phone } } });
    expect(response.status).toBe(400);
  });

  it.each(['pt', 'es-ES', 'ES', ''])('an answer in the language "%s"', async (language) => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    await expect400(
      await api.request('POST', '/api/studio/answers', { token, json: { language, question: '¿Parking?', answer: 'Sí.' } }),
      'language',
    );
  });

  it.each(['Mars/Olympus', 'UTC'])('the account settings in the time zone "%s"', async (timezone) => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const response = await api.request('PUT', '/api/settings', {
      token,
      json: { language: 'es', timezone, notifications: { callSummaries: true, weeklyReport: true, lowBalance: true, productNews: false } },
    });
    expect(response.status).toBe(400);
  });
});
