import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGIN_SERVER_MESSAGES } from '../../src/lib/serverMessages.ts';
import { DEMO_PASSWORD, MockRejectedUser, MockUnverifiedUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';
import { signupFields, type SignupFields } from './requests.ts';

const FILES = path.resolve(import.meta.dirname, '../fixtures/files');
const file = (name: string, type: string) => new File([new Uint8Array(readFileSync(path.join(FILES, name)))], name, { type });
const pdf = () => file('id-document.pdf', 'application/pdf');
const png = () => file('company-document.png', 'image/png');
const jpg = () => file('company-document.jpg', 'image/jpeg');

const api = useTestApi();

function signupBody(values: Partial<SignupFields>, files: { idDocument?: File | null; companyDocument?: File | null } = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form.append(key, value);
  const idDocument = files.idDocument === undefined ? pdf() : files.idDocument;
  const companyDocument = files.companyDocument === undefined ? png() : files.companyDocument;
  if (idDocument) form.append('idDocument', idDocument);
  if (companyDocument) form.append('companyDocument', companyDocument);
  return form;
}

const signup = (body: FormData, headers?: Record<string, string>) =>
  api.request('POST', '/auth/signup', { body, ...(headers ? { headers } : {}) });
const errorOf = async (response: Response) => (await response.json()) as { error: string; code?: string };
const outbox = async (to: string) =>
  (await (await api.request('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
    kind: string;
    link: string;
    text: string;
  }[];
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const uploadedFiles = () => readdirSync(api.ctx.uploadsDir);
let nextCase = 60;

describe('POST /auth/signup (multipart, with the two KYC documents)', () => {
  it('creates an unverified user with KYC pending and the company, stores both files and e-mails a link', async () => {
    const before = uploadedFiles().length;
    const response = await signup(signupBody(signupFields(1)));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; user: Record<string, unknown> };
    expect(body.message).toMatch(/Account created/);
    expect(body.user).toMatchObject({
      email: 'signup1@example.com',
      phone: '+34622330001',
      iaprompt: 'Answer the calls of my bakery and take orders.',
      verified: false,
      kyc_status: 'pending',
      role_id: 4,
      company: { name: 'Company 1', cifNif: 'B1234567X', industry: 'tecnologia', size: 'pyme' },
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt/);

    const stored = uploadedFiles();
    expect(stored.length).toBe(before + 2);
    // Generated names, never the client's.
    expect(stored.every((name) => /^[0-9a-f-]{36}\.(pdf|png|jpg)$/.test(name))).toBe(true);
    expect(stored.some((name) => name.includes('id-document'))).toBe(false);
    const pdfName = stored.find((name) => name.endsWith('.pdf')) ?? '';
    expect(readFileSync(path.join(api.ctx.uploadsDir, pdfName))).toEqual(readFileSync(path.join(FILES, 'id-document.pdf')));

    const mails = await outbox('signup1@example.com');
    expect(mails[0]).toMatchObject({ kind: 'verification' });
    expect(mails[0]?.link).toMatch(/\/verify-email\?token=[\w-]{40,}$/);
  });

  it('accepts a JPG and an optional-only company (empty industry and size)', async () => {
    const response = await signup(signupBody(signupFields(2, { company: JSON.stringify({ name: 'Solo' }) }), { companyDocument: jpg() }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { user: { company: unknown } };
    expect(body.user.company).toEqual({ name: 'Solo', cifNif: '', industry: '', size: '' });
  });

  it('the new account cannot log in before it is verified (the Spanish not-active message)', async () => {
    const login = await api.request('POST', '/api/login', { json: { email: 'signup1@example.com', password: 'longenough' } });
    expect(login.status).toBe(403);
    expect(await login.json()).toEqual({ error: LOGIN_SERVER_MESSAGES.accountNotActive });
  });

  it('answers 400_001 for an e-mail already taken and 400_002 for a phone already taken', async () => {
    const email = await signup(signupBody(signupFields(3, { email: MockUser.email.toUpperCase() })));
    expect(email.status).toBe(400);
    expect(await errorOf(email)).toEqual({ error: 'A user with this e-mail already exists.', code: '400_001' });
    const phone = await signup(signupBody(signupFields(4, { phone: MockUser.phone })));
    expect(phone.status).toBe(400);
    expect(await errorOf(phone)).toEqual({ error: 'A user with this phone number already exists.', code: '400_002' });
  });

  it('refuses a missing document, in the portal’s language', async () => {
    const before = uploadedFiles().length;
    const noId = await signup(signupBody(signupFields(5), { idDocument: null }));
    expect(noId.status).toBe(400);
    expect(await errorOf(noId)).toEqual({ error: 'Both documents are required.' });
    const none = await signup(signupBody(signupFields(5), { idDocument: null, companyDocument: null }), { 'accept-language': 'es' });
    expect((await errorOf(none)).error).toBe('Los dos documentos son obligatorios.');
    expect(uploadedFiles().length).toBe(before);
  });

  it.each([
    ['a text file', file('notes.txt', 'text/plain'), /“notes.txt” is not accepted: use a PDF, JPG or PNG file/],
    ['a renamed non-image', file('not-an-image.png', 'image/png'), /“not-an-image.png” is not a real PNG file/],
    ['a PNG sent as a PDF', file('company-document.png', 'application/pdf'), /is not accepted/],
    [
      'a PDF renamed .jpg',
      new File([new Uint8Array(readFileSync(path.join(FILES, 'id-document.pdf')))], 'scan.jpg', { type: 'image/jpeg' }),
      /“scan.jpg” is not a real JPG file/,
    ],
    ['an empty file', new File([], 'empty.pdf', { type: 'application/pdf' }), /“empty.pdf” is empty/],
    [
      'an executable renamed .pdf',
      new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], 'setup.pdf', { type: 'application/pdf' }),
      /not a real PDF file/,
    ],
  ])('refuses %s with a clear message and stores nothing', async (_case, bad, pattern) => {
    const before = uploadedFiles().length;
    const n = nextCase++;
    const response = await signup(signupBody(signupFields(n), { companyDocument: bad }));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error).toMatch(pattern);
    expect(uploadedFiles().length).toBe(before);
    // No account was created.
    expect(
      (await api.request('POST', '/auth/signup/check', { json: { email: `signup${n}@example.com`, phone: signupFields(n).phone } })).status,
    ).toBe(200);
  });

  it('refuses a file over 10 MB', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const response = await signup(signupBody(signupFields(7), { idDocument: new File([big], 'big.pdf', { type: 'application/pdf' }) }));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error).toBe('The file “big.pdf” is larger than 10 MB.');
  });

  it('accepts a file of exactly 10 MB', async () => {
    const max = new Uint8Array(10 * 1024 * 1024);
    max.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const response = await signup(signupBody(signupFields(8), { idDocument: new File([max], 'max.pdf', { type: 'application/pdf' }) }));
    expect(response.status).toBe(201);
  });

  it.each([
    ['missing fields', { email: 'x@example.com' }, /Missing required fields: name, phone, password, prompt, company/],
    ['an invalid e-mail', signupFields(9, { email: 'nope' }), /valid e-mail/],
    ['an invalid phone', signupFields(9, { phone: '+34 12' }), /phone/],
    ['a short password', signupFields(9, { password: 'short' }), /8 characters/],
    ['a company that is not JSON', signupFields(9, { company: '{name' }), /company details are not valid/],
    [
      'a company without a name',
      signupFields(9, { company: JSON.stringify({ name: '  ', industry: 'salud' }) }),
      /^Company name is required\.$/,
    ],
    [
      'an unknown industry',
      signupFields(9, { company: JSON.stringify({ name: 'X', industry: 'mining' }) }),
      /company details are not valid/,
    ],
    ['an unknown size', signupFields(9, { company: JSON.stringify({ name: 'X', size: 'huge' }) }), /company details are not valid/],
  ])('answers 400 for %s', async (_case, values, pattern) => {
    const response = await signup(signupBody(values));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error).toMatch(pattern);
  });

  it('refuses an unexpected file field and a JSON body', async () => {
    const body = signupBody(signupFields(10));
    body.append('avatar', png());
    expect((await signup(body)).status).toBe(400);
    const json = await api.request('POST', '/auth/signup', { json: signupFields(10) });
    expect(json.status).toBe(400);
  });

  it('two simultaneous signups with one e-mail create one account', async () => {
    const [a, b] = await Promise.all([
      signup(signupBody(signupFields(11))),
      signup(signupBody(signupFields(11, { phone: '+34622339999' }))),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
  });
});

describe('POST /auth/signup/check (step 1 availability)', () => {
  it('answers 200 for a free e-mail and phone, 400_001 / 400_002 for taken ones', async () => {
    expect((await api.request('POST', '/auth/signup/check', { json: { email: 'free@example.com', phone: '+34622331234' } })).status).toBe(
      200,
    );
    const email = await api.request('POST', '/auth/signup/check', { json: { email: MockUser.email, phone: '+34622331234' } });
    expect(await errorOf(email)).toMatchObject({ code: '400_001' });
    const phone = await api.request('POST', '/auth/signup/check', { json: { email: 'free@example.com', phone: '+34 600 111 222' } });
    expect(await errorOf(phone)).toMatchObject({ code: '400_002' });
    const bad = await api.request('POST', '/auth/signup/check', { json: { email: 'free@example.com' } });
    expect(bad.status).toBe(400);
  });
});

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

describe('POST /kyc/resubmit-kyc', () => {
  const resubmit = (token: string | undefined, files: { idDocument?: File | null; companyDocument?: File | null } = {}) => {
    const form = signupBody({}, files);
    return api.request('POST', '/kyc/resubmit-kyc', { body: form, ...(token ? { token } : {}) });
  };

  it('needs a session', async () => {
    expect((await resubmit(undefined)).status).toBe(401);
    expect((await resubmit('forged')).status).toBe(401);
  });

  it('refuses bad files and keeps the status rejected', async () => {
    const token = await api.login(MockRejectedUser.email, DEMO_PASSWORD);
    const missing = await resubmit(token, { companyDocument: null });
    expect((await errorOf(missing)).error).toBe('Both documents are required.');
    const renamed = await resubmit(token, { idDocument: file('not-an-image.png', 'image/png') });
    expect(renamed.status).toBe(400);
    const me = (await (await api.request('GET', '/auth/me', { token })).json()) as { kyc_status: string };
    expect(me.kyc_status).toBe('rejected');
  });

  it('stores both files and puts the status back to pending, for the token’s own account only', async () => {
    const token = await api.login(MockRejectedUser.email, DEMO_PASSWORD);
    const before = uploadedFiles().length;
    const response = await resubmit(token, { companyDocument: jpg() });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; user: { email: string; kyc_status: string } };
    expect(body.message).toBe('We have received your documents. We will review them shortly.');
    expect(body.user).toMatchObject({ email: MockRejectedUser.email, kyc_status: 'pending' });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash/);
    expect(uploadedFiles().length).toBe(before + 2);
    expect(((await (await api.request('GET', '/auth/me', { token })).json()) as { kyc_status: string }).kyc_status).toBe('pending');
    const demo = await api.login(MockUser.email, DEMO_PASSWORD);
    expect(((await (await api.request('GET', '/auth/me', { token: demo })).json()) as { kyc_status: string }).kyc_status).toBe('approved');
  });

  it('an approved account has nothing to resubmit', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const response = await resubmit(token);
    expect(response.status).toBe(409);
    expect((await errorOf(response)).error).toMatch(/already approved/);
  });
});

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

describe('nothing private through the generic routes', () => {
  it.each(['/api/kycDocuments', '/api/passwordResetTokens', '/api/uploads'])('GET %s is 404', async (url) => {
    expect((await api.request('GET', url)).status).toBe(404);
  });

  it('uploaded files are not served', async () => {
    const [name] = uploadedFiles();
    expect(name).toBeTruthy();
    for (const url of [`/uploads/${name}`, `/api/uploads/${name}`, `/data/uploads/${name}`]) {
      expect((await api.request('GET', url)).status).toBe(404);
    }
  });

  it('a data reset removes the uploaded files', async () => {
    expect((await api.request('POST', '/api/dev/reset')).status).toBe(204);
    expect(uploadedFiles()).toEqual([]);
  });
});
