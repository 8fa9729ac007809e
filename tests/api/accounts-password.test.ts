/**
 * A forgotten password on the mock API: the mailed link (the same answer whether the account
 * exists or not), setting the new password once, the link's expiry and the mail throttle.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MockRejectedUser, MockUnverifiedUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';
import { accountCalls, errorOf, tokenOf } from './signupForms.ts';

const api = useTestApi();
const { outbox } = accountCalls(api);

describe('forgotten password: POST /api/password/forgot and /api/password/reset', () => {
  it('answers the same for a known and an unknown e-mail, and mails a link only to the account', async () => {
    const known = await api.request('POST', '/api/password/forgot', { json: { email: MockUser.email } });
    const unknown = await api.request('POST', '/api/password/forgot', { json: { email: 'stranger@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await outbox('stranger@example.com')).toEqual([]);
    const [mail] = await outbox(MockUser.email);
    expect(mail).toMatchObject({ kind: 'password-reset' });
    expect(mail?.link).toMatch(/\/reset-password\?token=[\w-]{40,}$/);
    // Stored hashed: the token is nowhere in the data.
    const stored = JSON.stringify(api.ctx.db.data.passwordResetTokens);
    expect(stored).toContain(`"userId":${MockUser.id}`);
    expect(stored).not.toContain(tokenOf(mail?.link ?? ''));
  });

  it('refuses an invalid e-mail', async () => {
    const response = await api.request('POST', '/api/password/forgot', { json: { email: 'nope' } });
    expect(response.status).toBe(400);
  });

  it('sets a new password once, ends every session of the user, and the old password stops working', async () => {
    const session = await api.login(MockUser.email, DEMO_PASSWORD);
    const [mail] = await outbox(MockUser.email);
    const token = tokenOf(mail?.link ?? '');
    const short = await api.request('POST', '/api/password/reset', { json: { token, password: 'short' } });
    expect(short.status).toBe(400);
    expect((await errorOf(short)).error).toMatch(/8 characters/);
    const reset = await api.request('POST', '/api/password/reset', { json: { token, password: 'brand-new-pass' } });
    expect(reset.status).toBe(200);
    expect(((await reset.json()) as { message: string }).message).toMatch(/password has been changed/);
    expect((await api.request('GET', '/auth/me', { token: session })).status).toBe(401);
    expect((await api.request('POST', '/api/login', { json: { email: MockUser.email, password: DEMO_PASSWORD } })).status).toBe(401);
    expect((await api.request('POST', '/api/login', { json: { email: MockUser.email, password: 'brand-new-pass' } })).status).toBe(200);
    const again = await api.request('POST', '/api/password/reset', { json: { token, password: 'another-pass' } });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).error).toMatch(/not valid or has already been used/);
  });

  it('a reset link expires after an hour, and a newer link replaces an older one', async () => {
    await api.request('POST', '/api/password/forgot', { json: { email: MockRejectedUser.email } });
    const [first] = await outbox(MockRejectedUser.email);
    await api.request('POST', '/api/password/forgot', { json: { email: MockRejectedUser.email } });
    const [second] = await outbox(MockRejectedUser.email);
    const replaced = await api.request('POST', '/api/password/reset', {
      json: { token: tokenOf(first?.link ?? ''), password: 'longenough' },
    });
    expect(replaced.status).toBe(400);
    api.advance(60 * 60 * 1000 + 1000);
    const expired = await api.request('POST', '/api/password/reset', {
      json: { token: tokenOf(second?.link ?? ''), password: 'longenough' },
    });
    expect(expired.status).toBe(400);
    expect((await errorOf(expired)).error).toMatch(/expired/);
    expect((await api.request('POST', '/api/password/reset', { json: { password: 'longenough' } })).status).toBe(400);
  });

  it('throttles mail requests for one address (429), whether or not it has an account', async () => {
    for (const email of ['throttle@example.com', MockUnverifiedUser.email]) {
      for (let i = 0; i < 3; i++) expect((await api.request('POST', '/api/password/forgot', { json: { email } })).status).toBe(200);
      const blocked = await api.request('POST', '/api/password/forgot', { json: { email } });
      expect(blocked.status).toBe(429);
      expect((await errorOf(blocked)).error).toMatch(/Too many requests/);
    }
  });
});
