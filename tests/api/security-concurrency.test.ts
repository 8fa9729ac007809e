import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users.ts';
import { inParallel, useTestApi } from './helpers.ts';

/**
 * Requests at once: two sign-ups at once get distinct user ids, three with one e-mail make one
 * account (so no account's reset link can change another one's password), and 99 wrong passwords
 * sent at once with the right one do not get past the login throttle.
 */

const api = useTestApi({ reset: true });

const FILES = path.resolve(import.meta.dirname, '../fixtures/files');
const file = (name: string, type: string) => new File([new Uint8Array(readFileSync(path.join(FILES, name)))], name, { type });

const person = (n: number, overrides: Record<string, string> = {}) => ({
  name: `Racer ${n}`,
  email: `racer${n}@example.com`,
  password: `password-${n}`,
  phone: `+3462255${String(n).padStart(4, '0')}`,
  iaprompt: 'Answer the phone.',
  ...overrides,
});

const register = (body: Record<string, string>) => api.request('POST', '/api/users', { json: body });

function signup(body: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...body, prompt: body.iaprompt ?? '', company: JSON.stringify({ name: 'Racing SL' }) }))
    form.append(key, value);
  form.append('idDocument', file('id-document.pdf', 'application/pdf'));
  form.append('companyDocument', file('company-document.png', 'image/png'));
  return api.request('POST', '/auth/signup', { body: form });
}

const usersWith = (email: string) => api.ctx.db.data.users.filter((user) => user.email === email);
const codeOf = async (response: Response) => ((await response.json()) as { code?: string }).code;

async function outboxLink(to: string, kind: string): Promise<string> {
  const mails = (await (await api.request('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
    kind: string;
    link: string;
  }[];
  return mails.find((mail) => mail.kind === kind)?.link ?? '';
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('sign-ups at once', () => {
  it('get distinct ids, and each e-mailed link confirms its own account only', async () => {
    const people = Array.from({ length: 12 }, (_, n) => person(n));
    const answers = await inParallel(
      12,
      people.map((body, n) => () => (n % 2 ? register(body) : signup(body))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(people.map(() => 201));
    const ids = api.ctx.db.data.users.map((user) => user.id);
    expect(new Set(ids).size).toBe(ids.length);

    for (const body of people.slice(0, 4)) {
      const response = await api.request('POST', '/verify', { json: { token: tokenOf(await outboxLink(body.email, 'verification')) } });
      expect(response.status).toBe(200);
    }
    const verified = api.ctx.db.data.users.filter((user) => user.email.startsWith('racer') && user.verified).map((user) => user.email);
    expect(verified.sort()).toEqual(
      people
        .slice(0, 4)
        .map((body) => body.email)
        .sort(),
    );
  });

  it('with one e-mail make one account, by either route; the others get 400_001', async () => {
    for (const route of [register, signup]) {
      api.ctx.reset();
      const answers = await inParallel(
        3,
        [0, 1, 2].map((n) => () => route(person(n, { email: 'same@example.com' }))),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
      for (const answer of answers.filter((a) => a.status === 400)) expect(await codeOf(answer)).toBe('400_001');
      expect(usersWith('same@example.com')).toHaveLength(1);
    }
    // Both routes at once, for the same address.
    api.ctx.reset();
    const mixed = await inParallel(
      4,
      [register, signup, register, signup].map((route, n) => () => route(person(n, { email: 'same@example.com' }))),
    );
    expect(mixed.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(usersWith('same@example.com')).toHaveLength(1);
  });

  it('with one phone number make one account; the others get 400_002', async () => {
    const answers = await inParallel(
      3,
      [0, 1, 2].map((n) => () => register(person(n, { phone: '+34 622 55 99 99' }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
    for (const answer of answers.filter((a) => a.status === 400)) expect(await codeOf(answer)).toBe('400_002');
    expect(api.ctx.db.data.users.filter((user) => user.phone === '+34622559999')).toHaveLength(1);
  });

  it("an account's reset link never changes another account's password", async () => {
    const [first, second] = [person(1), person(2)];
    const answers = await inParallel(2, [() => register(first), () => register(second)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    for (const body of [first, second]) {
      await api.request('POST', '/verify', { json: { token: tokenOf(await outboxLink(body.email, 'verification')) } });
    }
    await api.request('POST', '/api/password/forgot', { json: { email: second.email } });
    const reset = await api.request('POST', '/api/password/reset', {
      json: { token: tokenOf(await outboxLink(second.email, 'password-reset')), password: 'second-new-password' },
    });
    expect(reset.status).toBe(200);
    expect((await api.request('POST', '/api/login', { json: { email: first.email, password: first.password } })).status).toBe(200);
    expect((await api.request('POST', '/api/login', { json: { email: second.email, password: 'second-new-password' } })).status).toBe(200);
  });
});

describe('the login throttle under a burst', () => {
  it('99 wrong passwords and the right one sent at once: at most 5 are heard, the rest (the right one too) get 429', async () => {
    const attempts = [...Array.from({ length: 99 }, (_, n) => `wrong-password-${n}`), DEMO_PASSWORD];
    const answers = await inParallel(
      100,
      attempts.map((password) => () => api.request('POST', '/api/login', { json: { email: MockUser.email, password } })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429);
    expect(answers.at(-1)?.headers.get('retry-after')).toMatch(/^\d+$/);
    // And the account is still throttled afterwards.
    expect((await api.request('POST', '/api/login', { json: { email: MockUser.email, password: DEMO_PASSWORD } })).status).toBe(429);
  });

  it('the right password alone, within the limit, still logs in and clears the count', async () => {
    const answers = await inParallel(
      4,
      [1, 2, 3, 4].map((n) => () => api.request('POST', '/api/login', { json: { email: MockUser.email, password: `wrong-${n}` } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    expect((await api.request('POST', '/api/login', { json: { email: MockUser.email, password: DEMO_PASSWORD } })).status).toBe(200);
    const again = await inParallel(
      4,
      [1, 2, 3, 4].map((n) => () => api.request('POST', '/api/login', { json: { email: MockUser.email, password: `wrong-${n}` } })),
    );
    expect(again.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
  });
});
