import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/lib/dashboard.ts';
import type { VOICES } from '../../src/lib/dashboard.ts';
import { CALL_PACKAGES } from '../../src/lib/plans.ts';
import { MockProfile } from '../../mock-api/fixtures/dashboard.ts';
import { DEMO_PASSWORD, MockRejectedUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';
import { PROFILE } from './requests.ts';

// Every test starts from the seed.
const api = useTestApi({ reset: true });

const demoToken = () => api.login(MockUser.email, DEMO_PASSWORD);
const otherToken = () => api.login(MockRejectedUser.email, DEMO_PASSWORD);
const path = (kind: string, email: string) => `/api/users/new${kind}/${encodeURIComponent(email)}`;

interface UpdateAnswer {
  user: Record<string, unknown>;
  message: string;
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function currentUser(token: string) {
  const response = await api.request('GET', '/api/current-user', { token });
  return response.ok ? (await json<{ user: Record<string, unknown> }>(response)).user : null;
}

/** An update of the demo account refused: its status and message, and the account as it was. */
async function expectRefused(kind: string, body: unknown, status: number, message: RegExp, unchanged: Record<string, unknown>) {
  const token = await demoToken();
  const response = await api.request('PUT', path(kind, MockUser.email), { token, json: body });
  expect(response.status).toBe(status);
  expect((await json<{ error: string }>(response)).error).toMatch(message);
  expect(await currentUser(token)).toMatchObject(unchanged);
}

describe('PUT /api/users/newEmail/{currentEmail}', () => {
  it('changes the e-mail of the token owner and answers { user, message } without the hash', async () => {
    const token = await demoToken();
    const response = await api.request('PUT', path('Email', MockUser.email), { token, json: { newEmail: 'Lucia.New@Example.com' } });
    expect(response.status).toBe(200);
    const body = await json<UpdateAnswer>(response);
    expect(body.user).toMatchObject({ id: MockUser.id, email: 'lucia.new@example.com' });
    expect(body.message).toBe('Your e-mail has been updated.');
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt/);
    expect(await currentUser(token)).toMatchObject({ email: 'lucia.new@example.com' });
    // The new e-mail logs in; the old one no longer exists.
    await expect(api.login('lucia.new@example.com', DEMO_PASSWORD)).resolves.toBeTruthy();
    await expect(api.login(MockUser.email, DEMO_PASSWORD)).rejects.toThrow(/404/);
  });

  it('answers 403 and changes nothing when the token belongs to another account', async () => {
    const token = await otherToken();
    const response = await api.request('PUT', path('Email', MockUser.email), { token, json: { newEmail: 'stolen@example.com' } });
    expect(response.status).toBe(403);
    expect(await json<{ error: string }>(response)).toEqual({ error: 'You cannot act on another account.' });
    expect(await currentUser(await demoToken())).toMatchObject({ email: MockUser.email });
  });

  it('answers 401 without a session', async () => {
    const response = await api.request('PUT', path('Email', MockUser.email), { json: { newEmail: 'x@example.com' } });
    expect(response.status).toBe(401);
  });

  it.each([
    ['a missing value', {}, 400, /newEmail/],
    ['an invalid e-mail', { newEmail: 'not-an-email' }, 400, /valid e-mail/],
    ['the same e-mail', { newEmail: 'DEMO@example.com' }, 400, /same as the current/],
    ['an e-mail another account has', { newEmail: MockRejectedUser.email }, 409, /already exists/],
  ])('refuses %s with a clear message', (_case, body, status, pattern) =>
    expectRefused('Email', body, status, pattern, { email: MockUser.email }),
  );

  it('answers in Spanish when asked', async () => {
    const token = await demoToken();
    const response = await api.request('PUT', path('Email', MockUser.email), {
      token,
      json: { newEmail: 'bad' },
      headers: { 'accept-language': 'es' },
    });
    expect((await json<{ error: string }>(response)).error).toBe('Introduce un correo electrónico válido.');
  });
});

describe('PUT /api/users/newPhone/{userEmail}', () => {
  it('changes the phone, normalised to + and digits', async () => {
    const token = await demoToken();
    const response = await api.request('PUT', path('Phone', MockUser.email), { token, json: { newPhone: '+34 611 222 333' } });
    expect(response.status).toBe(200);
    expect((await json<UpdateAnswer>(response)).user).toMatchObject({ phone: '+34611222333' });
    expect(await currentUser(token)).toMatchObject({ phone: '+34611222333' });
  });

  it('answers 403 for another account, nothing changed', async () => {
    const token = await otherToken();
    const response = await api.request('PUT', path('Phone', MockUser.email), { token, json: { newPhone: '+34611222333' } });
    expect(response.status).toBe(403);
    expect(await currentUser(await demoToken())).toMatchObject({ phone: MockUser.phone });
  });

  it.each([
    ['an invalid phone', { newPhone: '+34 12' }, 400, /valid phone/],
    ['a phone without country code', { newPhone: '611222333' }, 400, /valid phone/],
    ['the same phone', { newPhone: MockUser.phone }, 400, /same as the current/],
    ['a phone another account has', { newPhone: MockRejectedUser.phone }, 409, /already exists/],
    ['a number instead of a string', { newPhone: 34611222333 }, 400, /newPhone/],
  ])('refuses %s', (_case, body, status, pattern) => expectRefused('Phone', body, status, pattern, { phone: MockUser.phone }));
});

describe('PUT /api/users/newPassword/{userEmail}', () => {
  it('changes the password and ends every session of the account', async () => {
    const token = await demoToken();
    const second = await demoToken();
    const response = await api.request('PUT', path('Password', MockUser.email), {
      token,
      json: { currentPassword: DEMO_PASSWORD, newPassword: 'a-new-secret' },
    });
    expect(response.status).toBe(200);
    const body = await json<UpdateAnswer>(response);
    expect(body.message).toMatch(/password has been changed/);
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt|a-new-secret/);
    expect(await currentUser(token)).toBeNull();
    expect(await currentUser(second)).toBeNull();
    await expect(api.login(MockUser.email, 'a-new-secret')).resolves.toBeTruthy();
    await expect(api.login(MockUser.email, DEMO_PASSWORD)).rejects.toThrow(/401/);
  });

  it('answers 403 for another account, and the password stays', async () => {
    const token = await otherToken();
    const response = await api.request('PUT', path('Password', MockUser.email), {
      token,
      json: { currentPassword: DEMO_PASSWORD, newPassword: 'hijacked-pass' },
    });
    expect(response.status).toBe(403);
    await expect(api.login(MockUser.email, DEMO_PASSWORD)).resolves.toBeTruthy();
  });

  it.each([
    ['a wrong current password', { currentPassword: 'wrong-one', newPassword: 'long-enough' }, /current password is incorrect/],
    ['a short new password', { currentPassword: DEMO_PASSWORD, newPassword: 'short' }, /at least 8 characters/],
    ['the same password', { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }, /different/],
    ['missing fields', { newPassword: 'long-enough' }, /currentPassword/],
  ])('refuses %s and keeps the session', async (_case, body, pattern) => {
    const token = await demoToken();
    const response = await api.request('PUT', path('Password', MockUser.email), { token, json: body });
    expect(response.status).toBe(400);
    expect((await json<{ error: string }>(response)).error).toMatch(pattern);
    expect(await currentUser(token)).not.toBeNull();
    await expect(api.login(MockUser.email, DEMO_PASSWORD)).resolves.toBeTruthy();
  });
});

describe('PUT /api/users/newIaprompt/{userEmail}', () => {
  it('changes the prompt, with the locale it was written in', async () => {
    const token = await demoToken();
    const response = await api.request('PUT', path('Iaprompt', MockUser.email), {
      token,
      json: { newIaprompt: '  Answer in Spanish.  ', locale: 'es' },
    });
    expect(response.status).toBe(200);
    expect((await json<UpdateAnswer>(response)).user).toMatchObject({ iaprompt: 'Answer in Spanish.' });
    const bot = await json<{ prompt: string }>(await api.request('GET', '/api/bot-config', { token }));
    expect(bot.prompt).toBe('Answer in Spanish.');
  });

  it('answers 403 for another account', async () => {
    const token = await otherToken();
    const response = await api.request('PUT', path('Iaprompt', MockUser.email), {
      token,
      json: { newIaprompt: 'Take over', locale: 'en' },
    });
    expect(response.status).toBe(403);
    expect(await currentUser(await demoToken())).toMatchObject({ iaprompt: MockUser.iaprompt });
  });

  it.each([
    ['an empty prompt', { newIaprompt: '   ', locale: 'en' }, /instructions/],
    ['an unknown locale', { newIaprompt: 'Hello', locale: 'fr' }, /Unknown language/],
    ['a prompt that is too long', { newIaprompt: 'x'.repeat(20_001), locale: 'en' }, /too long/],
  ])('refuses %s', async (_case, body, pattern) => {
    const token = await demoToken();
    const response = await api.request('PUT', path('Iaprompt', MockUser.email), { token, json: body });
    expect(response.status).toBe(400);
    expect((await json<{ error: string }>(response)).error).toMatch(pattern);
  });
});

describe('catalogues', () => {
  it('serves the call packages, read-only and without a session', async () => {
    const response = await api.request('GET', '/api/callPackages');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(CALL_PACKAGES);
    expect((await api.request('POST', '/api/callPackages', { json: { id: 'free', calls: 1e9, price: 0 } })).status).toBe(404);
    expect((await api.request('DELETE', '/api/callPackages/basic')).status).toBe(404);
  });

  it('serves the six voices with a gender, a variant and a sample', async () => {
    const voices = await json<typeof VOICES>(await api.request('GET', '/api/voices'));
    expect(voices.map((v) => v.id)).toEqual(['es-f1', 'es-f2', 'es-m1', 'es-m2', 'es-f3', 'es-m3']);
    for (const voice of voices) {
      expect(voice.name).toBeTruthy();
      expect(['female', 'male']).toContain(voice.gender);
      expect(voice.variant).toMatch(/^es-[A-Z]{2}$/);
      expect(voice.sample).toBe(`/audio/voices/${voice.id}.mp3`);
    }
  });

  it('never serves the per-user collections through the generic routes', async () => {
    for (const name of ['botConfigs', 'profiles', 'accountSettings', 'users', 'outbox']) {
      expect((await api.request('GET', `/api/${name}`)).status, name).toBe(404);
    }
  });
});

describe('GET and PUT /api/bot-config', () => {
  it('needs a session', async () => {
    expect((await api.request('GET', '/api/bot-config')).status).toBe(401);
    expect((await api.request('PUT', '/api/bot-config', { json: { voiceId: 'es-m1', prompt: 'x' } })).status).toBe(401);
  });

  it('starts with the default voice and the account prompt, and keeps a change', async () => {
    const token = await demoToken();
    expect(await json(await api.request('GET', '/api/bot-config', { token }))).toEqual({ voiceId: 'es-f1', prompt: MockUser.iaprompt });
    const put = await api.request('PUT', '/api/bot-config', {
      token,
      json: { voiceId: 'es-m2', prompt: 'New instructions', locale: 'en' },
    });
    expect(put.status).toBe(200);
    expect(await json(put)).toEqual({ voiceId: 'es-m2', prompt: 'New instructions' });
    expect(await json(await api.request('GET', '/api/bot-config', { token }))).toEqual({ voiceId: 'es-m2', prompt: 'New instructions' });
    expect(await currentUser(token)).toMatchObject({ iaprompt: 'New instructions' });
  });

  it('keeps each account to its own configuration', async () => {
    await api.request('PUT', '/api/bot-config', { token: await demoToken(), json: { voiceId: 'es-m3', prompt: 'Mine' } });
    const other = await json<{ voiceId: string; prompt: string }>(
      await api.request('GET', '/api/bot-config', { token: await otherToken() }),
    );
    expect(other).toEqual({ voiceId: 'es-f1', prompt: MockRejectedUser.iaprompt });
  });

  it.each([
    ['an unknown voice', { voiceId: 'en-x1', prompt: 'Hi' }, /voices/],
    ['an empty prompt', { voiceId: 'es-f2', prompt: '' }, /instructions/],
    ['a body that is not an object', [1, 2], /JSON object/],
  ])('refuses %s and changes nothing', async (_case, body, pattern) => {
    const token = await demoToken();
    const response = await api.request('PUT', '/api/bot-config', { token, json: body });
    expect(response.status).toBe(400);
    expect((await json<{ error: string }>(response)).error).toMatch(pattern);
    expect(await json(await api.request('GET', '/api/bot-config', { token }))).toEqual({ voiceId: 'es-f1', prompt: MockUser.iaprompt });
  });
});

describe('GET and PUT /api/profile', () => {
  it('needs a session', async () => {
    expect((await api.request('GET', '/api/profile')).status).toBe(401);
  });

  it('returns the seeded profile of the caller', async () => {
    expect(await json(await api.request('GET', '/api/profile', { token: await demoToken() }))).toEqual(MockProfile);
  });

  it('saves a profile, normalised, and updates the account (name, phone, company)', async () => {
    const token = await demoToken();
    const response = await api.request('PUT', '/api/profile', { token, json: PROFILE });
    expect(response.status).toBe(200);
    const saved = {
      name: 'Lucía F. Ruiz',
      phone: '+34622333444',
      company: { name: 'Sonrisa Dental SL', cifNif: 'B12345678', industry: 'salud', size: 'pyme' },
      website: 'https://sonrisa-dental.example.es/',
      address: 'Gran Vía 1, Madrid',
    };
    const body = await json<{ profile: unknown; user: Record<string, unknown> }>(response);
    expect(body.profile).toEqual(saved);
    expect(JSON.stringify(body)).not.toMatch(/passwordHash/);
    expect(await json(await api.request('GET', '/api/profile', { token }))).toEqual(saved);
    expect(await currentUser(token)).toMatchObject({ name: 'Lucía F. Ruiz', phone: '+34622333444' });
  });

  it.each([
    ['an empty name', { ...PROFILE, name: ' ' }, 400, /name/],
    ['an invalid phone', { ...PROFILE, phone: '+34 1' }, 400, /phone/],
    ['a phone another account has', { ...PROFILE, phone: MockRejectedUser.phone }, 409, /already exists/],
    ['no company name', { ...PROFILE, company: { ...PROFILE.company, name: '' } }, 400, /Company name is required/],
    ['an unknown industry', { ...PROFILE, company: { ...PROFILE.company, industry: 'mining' } }, 400, /industry/],
    ['an unknown size', { ...PROFILE, company: { ...PROFILE.company, size: 'huge' } }, 400, /size/],
    ['a bad website', { ...PROFILE, website: 'not a site' }, 400, /website/],
    ['a bad tax id', { ...PROFILE, company: { ...PROFILE.company, cifNif: 'B1 2345' } }, 400, /tax ID/],
  ])('refuses %s and changes nothing', async (_case, body, status, pattern) => {
    const token = await demoToken();
    const response = await api.request('PUT', '/api/profile', { token, json: body });
    expect(response.status).toBe(status);
    expect((await json<{ error: string }>(response)).error).toMatch(pattern);
    expect(await json(await api.request('GET', '/api/profile', { token }))).toEqual(MockProfile);
  });
});

describe('GET and PUT /api/settings', () => {
  const settings = {
    language: 'fr',
    timezone: 'America/Bogota',
    notifications: { callSummaries: false, weeklyReport: true, lowBalance: true, productNews: true },
  };

  it('needs a session', async () => {
    expect((await api.request('PUT', '/api/settings', { json: settings })).status).toBe(401);
  });

  it('starts from the defaults and keeps a change for its own account only', async () => {
    const token = await demoToken();
    expect(await json(await api.request('GET', '/api/settings', { token }))).toEqual(DEFAULT_SETTINGS);
    const put = await api.request('PUT', '/api/settings', { token, json: { ...settings, extra: 'ignored' } });
    expect(put.status).toBe(200);
    expect(await json(put)).toEqual(settings);
    expect(await json(await api.request('GET', '/api/settings', { token }))).toEqual(settings);
    expect(await json(await api.request('GET', '/api/settings', { token: await otherToken() }))).toEqual(DEFAULT_SETTINGS);
  });

  it.each([
    ['an unknown language', { ...settings, language: 'ar' }, /languages/],
    ['an unknown time zone', { ...settings, timezone: 'Europe/Paris' }, /time zones/],
    [
      'a preference that is not a boolean',
      { ...settings, notifications: { ...settings.notifications, weeklyReport: 'yes' } },
      /true or false/,
    ],
    ['missing preferences', { language: 'en', timezone: 'Europe/Madrid' }, /true or false/],
  ])('refuses %s', async (_case, body, pattern) => {
    const token = await demoToken();
    const response = await api.request('PUT', '/api/settings', { token, json: body });
    expect(response.status).toBe(400);
    expect((await json<{ error: string }>(response)).error).toMatch(pattern);
    expect(await json(await api.request('GET', '/api/settings', { token }))).toEqual(DEFAULT_SETTINGS);
  });
});
