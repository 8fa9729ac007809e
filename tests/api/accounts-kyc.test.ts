/**
 * The KYC documents on the mock API: a rejected account resubmits them (POST /kyc/resubmit-kyc),
 * and neither the stored files nor the private collections are reachable through other routes.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MockRejectedUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';
import { accountCalls, errorOf, file, jpg, signupBody, type Documents } from './signupForms.ts';

const api = useTestApi();
const { uploadedFiles } = accountCalls(api);

describe('POST /kyc/resubmit-kyc', () => {
  const resubmit = (token: string | undefined, files: Documents = {}) => {
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
