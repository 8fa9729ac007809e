/**
 * Confirming a new account's e-mail on the mock API: POST /verify with the mailed token (never
 * a GET, which mail scanners send), its expiry, and new links on request, within a daily limit.
 */
import { describe, expect, it } from 'vitest';
import { MockUnverifiedUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';
import { signupFields } from './requests.ts';
import { accountCalls, errorOf, signupBody, tokenOf } from './signupForms.ts';

const api = useTestApi();
const { signup, outbox } = accountCalls(api);

describe('POST /verify { token } (e-mail verification)', () => {
  const verify = (token: unknown) => api.request('POST', '/verify', { json: token === undefined ? {} : { token } });
  const loginStatus = async (email: string) =>
    (await api.request('POST', '/api/login', { json: { email, password: 'longenough' } })).status;

  it('a GET or HEAD of the link, as a mail scanner sends, confirms nothing: 405, and the link still works once', async () => {
    expect((await signup(signupBody(signupFields(22)))).status).toBe(201);
    const [mail] = await outbox('signup22@example.com');
    const token = tokenOf(mail?.link ?? '');
    for (const method of ['GET', 'HEAD']) {
      const opened = await api.request(method, `/verify?token=${encodeURIComponent(token)}`);
      expect(opened.status, method).toBe(405);
      expect(opened.headers.get('allow'), method).toBe('POST');
    }
    expect((await errorOf(await api.request('GET', `/verify?token=${encodeURIComponent(token)}`))).error).toMatch(/press "Confirm"/);
    expect(await loginStatus('signup22@example.com')).toBe(403);
    expect(api.ctx.db.data.users.find((user) => user.email === 'signup22@example.com')?.verified).toBe(false);
    expect((await verify(token)).status).toBe(200);
    expect(await loginStatus('signup22@example.com')).toBe(200);
  });

  it('verifies once: 200 with a message, then the account can log in; the same link again is refused', async () => {
    expect((await signup(signupBody(signupFields(20)))).status).toBe(201);
    const [mail] = await outbox('signup20@example.com');
    const token = tokenOf(mail?.link ?? '');
    const first = await verify(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: 'Account verified successfully' });
    const login = await api.request('POST', '/api/login', { json: { email: 'signup20@example.com', password: 'longenough' } });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { verified: boolean } }).user.verified).toBe(true);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect((await errorOf(again)).error).toMatch(/already been used/);
  });

  it('answers 400 for no token, an unknown token and an expired token', async () => {
    const none = await verify(undefined);
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ error: 'No verification token provided', field: 'token' });
    expect((await errorOf(await verify('   '))).error).toBe('No verification token provided');
    const unknown = await verify('made-up-token');
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).error).toMatch(/not valid/);

    expect((await signup(signupBody(signupFields(21)))).status).toBe(201);
    const [mail] = await outbox('signup21@example.com');
    api.advance(24 * 60 * 60 * 1000 + 1000);
    const expired = await verify(tokenOf(mail?.link ?? ''));
    expect(expired.status).toBe(400);
    expect((await errorOf(expired)).error).toMatch(/expired/);
    expect(await loginStatus('signup21@example.com')).toBe(403);
  });

  it('a new link can be asked for: it works and the old one stops working; the answer never reveals the account', async () => {
    const [old] = await outbox('signup21@example.com');
    const resend = await api.request('POST', '/api/verification/resend', { json: { email: 'SIGNUP21@example.com' } });
    expect(resend.status).toBe(200);
    const unknown = await api.request('POST', '/api/verification/resend', { json: { email: 'nobody-at-all@example.com' } });
    expect(await unknown.json()).toEqual(await resend.json());
    expect(await outbox('nobody-at-all@example.com')).toEqual([]);
    const [fresh] = await outbox('signup21@example.com');
    expect(fresh?.link).not.toBe(old?.link);
    expect((await verify(tokenOf(old?.link ?? ''))).status).toBe(400);
    expect((await verify(tokenOf(fresh?.link ?? ''))).status).toBe(200);
    // A verified account gets no new link.
    await api.request('POST', '/api/verification/resend', { json: { email: MockUser.email } });
    expect(await outbox(MockUser.email)).toEqual([]);
  });

  it("sends an address at most 5 confirmation e-mails in 24 hours (the sign-up's included), then 429 with when to try again", async () => {
    const email = 'signup23@example.com';
    expect((await signup(signupBody(signupFields(23)))).status).toBe(201);
    const resend = (address: string, lang = 'en') =>
      api.request('POST', '/api/verification/resend', { json: { email: address }, headers: { 'accept-language': lang } });
    // Spaced out, so that the 15-minute limit (3 per address) is not what answers.
    for (let n = 0; n < 4; n++) {
      expect((await resend(email)).status).toBe(200);
      api.advance(20 * 60 * 1000);
    }
    expect(await outbox(email)).toHaveLength(5);
    const refused = await resend(email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).error).toBe(
      'This address has already been sent 5 confirmation e-mails in the last 24 hours, the most we send in a day. Try again in 23 hours, or use the newest e-mail you received.',
    );
    expect((await errorOf(await resend(email, 'es'))).error).toMatch(/^Ya hemos enviado 5 correos de confirmación/);
    expect(await outbox(email)).toHaveLength(5);
    // An address without an account is refused the same way: the limit reveals nothing.
    for (let n = 0; n < 5; n++) {
      expect((await resend('nobody-here@example.com')).status).toBe(200);
      api.advance(20 * 60 * 1000);
    }
    expect((await resend('nobody-here@example.com')).status).toBe(429);
    // A day after the first mail, one more may go.
    api.advance(24 * 60 * 60 * 1000 - 4 * 20 * 60 * 1000);
    expect((await resend(email)).status).toBe(200);
    expect(await outbox(email)).toHaveLength(6);
  });

  it('the resend answer is the same for any address', async () => {
    const a = await api.request('POST', '/api/verification/resend', { json: { email: MockUnverifiedUser.email } });
    const b = await api.request('POST', '/api/verification/resend', { json: { email: 'ghost@example.com' } });
    expect(a.status).toBe(200);
    expect(await a.json()).toEqual(await b.json());
  });
});
