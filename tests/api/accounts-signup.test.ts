/**
 * The sign-up on the mock API: POST /auth/signup (the text fields and the two KYC documents,
 * checked for what they really are before anything is stored) and its step-1 availability check.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGIN_SERVER_MESSAGES } from '../../src/lib/serverMessages.ts';
import { MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';
import { signupFields } from './requests.ts';
import { accountCalls, errorOf, file, FILES, jpg, png, signupBody } from './signupForms.ts';

const api = useTestApi();
const { signup, outbox, uploadedFiles } = accountCalls(api);
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
