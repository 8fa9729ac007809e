import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockApi } from '../../mock-api/server.ts';
import { buildLeadPayload, INITIAL_LEAD_VALUES } from '../../src/lib/lead.ts';
import { DEMO_PASSWORD, MockUnverifiedUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { rawRequest, startTestApi, type Mail, type TestApi } from './helpers.ts';

/**
 * E-mailed links come from configuration (PORTAL_URL, default http://localhost:5173), never from
 * Origin or Host: else a forgot-password request with `Host: evil.example` would mail the victim
 * a link to the attacker's site (the token with it). An e-mail change tells the old address, in
 * the request's language.
 */

const HOSTILE = {
  host: 'evil.example',
  origin: 'https://evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'content-type': 'application/json',
};

let saved: string | undefined;
let api: TestApi;
beforeAll(async () => {
  saved = process.env.PORTAL_URL;
  delete process.env.PORTAL_URL;
  api = await startTestApi();
});
afterAll(async () => {
  await api.stop();
  if (saved !== undefined) process.env.PORTAL_URL = saved;
});
beforeEach(() => api.ctx.reset());

const post = (target: TestApi, url: string, body: unknown, headers: Record<string, string> = {}) =>
  rawRequest(`${target.url}${url}`, { method: 'POST', headers: { ...HOSTILE, ...headers }, body: JSON.stringify(body) });

async function mails(target: TestApi, to: string): Promise<Mail[]> {
  return (await (await target.request('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as Mail[];
}

/** Every link an e-mail carries: its `link` and any address in its text. */
const linksOf = (mail: Mail) => [mail.link, ...(mail.text.match(/https?:\/\/\S+/g) ?? [])].filter((link): link is string => Boolean(link));

describe('e-mailed links', () => {
  it('open the configured portal, whatever Host, Origin or X-Forwarded-Host the request carries', async () => {
    expect((await post(api, '/api/password/forgot', { email: MockUser.email })).status).toBe(200);
    expect(
      (
        await post(api, '/api/users', {
          name: 'Eve Target',
          email: 'target@example.com',
          password: 'longenough',
          phone: '+34622110099',
          iaprompt: 'x',
        })
      ).status,
    ).toBe(201);
    expect((await post(api, '/api/verification/resend', { email: MockUnverifiedUser.email })).status).toBe(200);
    const lead = buildLeadPayload(
      {
        ...INITIAL_LEAD_VALUES,
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: 'lead-links@example.com',
        companyName: 'Norte',
        companySize: 'pyme',
        industry: 'Healthcare',
        url: '',
        telefono: '+34600220011',
      },
      'en',
    );
    expect((await post(api, '/api/leads', lead)).status).toBe(201);

    const sent = [
      ...(await mails(api, MockUser.email)),
      ...(await mails(api, 'target@example.com')),
      ...(await mails(api, MockUnverifiedUser.email)),
      ...(await mails(api, 'lead-links@example.com')),
    ];
    expect(sent.map((mail) => mail.kind).sort()).toEqual(['lead', 'password-reset', 'verification', 'verification']);
    for (const mail of sent) {
      expect(JSON.stringify(mail), mail.kind).not.toContain('evil.example');
      for (const link of linksOf(mail)) expect(link, mail.kind).toMatch(/^http:\/\/localhost:5173\//);
    }
    const reset = sent.find((mail) => mail.kind === 'password-reset');
    expect(reset?.link).toMatch(/^http:\/\/localhost:5173\/reset-password\?token=[\w-]{40,}$/);
  });

  it('keep the language prefix, and follow PORTAL_URL (or the portalUrl option) when it is set', async () => {
    process.env.PORTAL_URL = 'https://portal.vozly.test/';
    const configured = await startTestApi();
    const byOption = await startTestApi({ portalUrl: 'https://app.vozly.test' });
    delete process.env.PORTAL_URL;
    try {
      await post(configured, '/api/password/forgot', { email: MockUser.email }, { 'accept-language': 'es' });
      expect((await mails(configured, MockUser.email))[0]?.link).toMatch(/^https:\/\/portal\.vozly\.test\/es\/reset-password\?token=/);
      await post(byOption, '/api/password/forgot', { email: MockUser.email }, { 'accept-language': 'ar' });
      expect((await mails(byOption, MockUser.email))[0]?.link).toMatch(/^https:\/\/app\.vozly\.test\/ae\/reset-password\?token=/);
    } finally {
      await configured.stop();
      await byOption.stop();
    }
  });

  it('a PORTAL_URL that is not an http(s) address stops the start with a clear message', async () => {
    const dataDir = path.join(api.ctx.dataDir, 'never');
    await expect(startMockApi({ dataDir, quiet: true, portalUrl: 'javascript:alert(1)' })).rejects.toThrow(
      /PORTAL_URL must start with http:\/\/ or https:\/\//,
    );
    await expect(startMockApi({ dataDir, quiet: true, portalUrl: 'evil' })).rejects.toThrow(
      /PORTAL_URL must be an absolute http\(s\) address/,
    );
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('an e-mail change', () => {
  const change = async (lang: string, newEmail: string) => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const response = await api.request('PUT', `/api/users/newEmail/${encodeURIComponent(MockUser.email)}`, {
      token,
      json: { newEmail },
      headers: { 'accept-language': lang },
    });
    expect(response.status).toBe(200);
  };

  it.each([
    [
      'en',
      'The e-mail address of your Vozly account was changed',
      /was changed on \d{4}-\d\d-\d\d \d\d:\d\d \(UTC\), from demo@example\.com to moved-en@example\.com[\s\S]*If it was not you[\s\S]*support@vozly\.com/,
    ],
    [
      'es',
      'Se ha cambiado el correo electrónico de tu cuenta de Vozly',
      /se cambió el \d{4}-\d\d-\d\d \d\d:\d\d \(UTC\), de demo@example\.com a moved-es@example\.com[\s\S]*Si no has sido tú[\s\S]*support@vozly\.com/,
    ],
    [
      'ar',
      'تم تغيير البريد الإلكتروني لحسابك في Vozly',
      /بتاريخ \d{4}-\d\d-\d\d \d\d:\d\d[\s\S]*demo@example\.com[\s\S]*moved-ar@example\.com[\s\S]*إذا لم تكن أنت[\s\S]*support@vozly\.com/,
    ],
  ])('sends the old address a notice (%s): what changed, when, and what to do if it was not them', async (lang, subject, text) => {
    const before = Date.now();
    await change(lang, `moved-${lang}@example.com`);
    const [notice] = (await mails(api, MockUser.email)).filter((mail) => mail.kind === 'email-changed');
    expect(notice).toMatchObject({ to: MockUser.email, subject, link: null });
    expect(notice?.text).toMatch(text);
    const when = /(\d{4}-\d\d-\d\d \d\d:\d\d)/.exec(notice?.text ?? '')?.[1] ?? '';
    expect(Date.parse(`${when.replace(' ', 'T')}:00Z`)).toBeGreaterThanOrEqual(Math.floor(before / 60_000) * 60_000);
    // Nothing goes to the new address, which may be the intruder's.
    expect(await mails(api, `moved-${lang}@example.com`)).toEqual([]);
  });

  it('a refused change sends nothing', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const taken = await api.request('PUT', `/api/users/newEmail/${encodeURIComponent(MockUser.email)}`, {
      token,
      json: { newEmail: 'rejected@example.com' },
    });
    expect(taken.status).toBe(409);
    expect((await mails(api, MockUser.email)).filter((mail) => mail.kind === 'email-changed')).toEqual([]);
    expect(readFileSync(path.join(api.ctx.dataDir, 'db.json'), 'utf8')).not.toContain('email-changed');
  });
});
