/**
 * The contract test's calls of the account operations: registration, sign-up, sessions, e-mail
 * verification, KYC, the password, and the account's own details and settings; a success and
 * the errors of each. `api()` is the running test API.
 */
import { DEMO_PASSWORD, MockRejectedUser, MockUnverifiedUser, MockUser } from '../../mock-api/fixtures/users.ts';
import type { Cases } from './contractConformance.ts';
import type { TestApi } from './helpers.ts';
import { newUser, PROFILE, SETTINGS, signupFields, type SignupFields } from './requests.ts';
import { pdf, png } from './signupForms.ts';

export function accountCases(api: () => TestApi): Cases {
  const demo = () => api().login(MockUser.email, DEMO_PASSWORD);
  const demoPath = (kind: string) => `/api/users/new${kind}/${encodeURIComponent(MockUser.email)}`;
  /** The two documents, added to `form` (the company's left out if told). */
  const documents = (form = new FormData(), { withCompany = true } = {}) => {
    form.append('idDocument', pdf());
    if (withCompany) form.append('companyDocument', png());
    return form;
  };
  /** The sign-up's text fields of account n. */
  const signupForm = (n: number, overrides: Partial<SignupFields> = {}) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(signupFields(n, overrides))) form.append(name, value);
    return form;
  };
  const lastLinkToken = async (to: string) => {
    const mails = (await (await api().request('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { link: string | null }[];
    return new URL(mails[0]?.link ?? 'http://x/').searchParams.get('token') ?? '';
  };

  return {
    registerUser: {
      success: [() => api().request('POST', '/api/users', { json: newUser(1) })],
      errors: [
        () => api().request('POST', '/api/users', { json: { ...newUser(2), email: MockUser.email } }),
        () => api().request('POST', '/api/users', { json: { email: 'x@example.com' } }),
      ],
    },
    login: {
      success: [() => api().request('POST', '/api/login', { json: { email: MockUser.email, password: DEMO_PASSWORD, remember: false } })],
      errors: [
        () => api().request('POST', '/api/login', { json: { email: 'nobody@example.com', password: 'x' } }),
        () => api().request('POST', '/api/login', { json: { email: MockUser.email, password: 'wrong-password' } }),
        () => api().request('POST', '/api/login', { json: { email: MockUnverifiedUser.email, password: DEMO_PASSWORD } }),
        () => api().request('POST', '/api/login', { json: { email: MockUser.email } }),
        async () => {
          for (let i = 0; i < 5; i++)
            await api().request('POST', '/api/login', { json: { email: MockRejectedUser.email, password: `wrong${i}` } });
          return api().request('POST', '/api/login', { json: { email: MockRejectedUser.email, password: DEMO_PASSWORD } });
        },
      ],
    },
    getCurrentUser: {
      success: [async () => api().request('GET', '/api/current-user', { token: await demo() })],
      errors: [() => api().request('GET', '/api/current-user')],
    },
    getMe: {
      success: [async () => api().request('GET', '/auth/me', { token: await demo() })],
      errors: [() => api().request('GET', '/auth/me', { token: 'forged-token' })],
    },
    logout: {
      success: [async () => api().request('POST', '/api/logout', { token: await demo() }), () => api().request('POST', '/api/logout')],
      errors: [],
    },
    checkSignupAvailability: {
      success: [() => api().request('POST', '/auth/signup/check', { json: { email: 'free@example.com', phone: '+34622331234' } })],
      errors: [() => api().request('POST', '/auth/signup/check', { json: { email: MockUser.email, phone: '+34622331234' } })],
    },
    signup: {
      success: [() => api().request('POST', '/auth/signup', { body: documents(signupForm(1)) })],
      errors: [
        () => api().request('POST', '/auth/signup', { body: documents(signupForm(2), { withCompany: false }) }),
        () => api().request('POST', '/auth/signup', { body: documents(signupForm(3, { email: MockUser.email })) }),
      ],
    },
    verifyEmail: {
      success: [
        async () => {
          await api().request('POST', '/api/users', { json: newUser(3) });
          return api().request('POST', '/verify', { json: { token: await lastLinkToken('user3@example.com') } });
        },
      ],
      errors: [
        () => api().request('POST', '/verify', { json: { token: 'made-up' } }),
        () => api().request('POST', '/verify', { json: {} }),
      ],
    },
    resendVerification: {
      success: [() => api().request('POST', '/api/verification/resend', { json: { email: MockUnverifiedUser.email } })],
      errors: [
        () => api().request('POST', '/api/verification/resend', { json: { email: 'nope' } }),
        async () => {
          for (let i = 0; i < 3; i++) await api().request('POST', '/api/verification/resend', { json: { email: 'ghost@example.com' } });
          return api().request('POST', '/api/verification/resend', { json: { email: 'ghost@example.com' } });
        },
      ],
    },
    resubmitKyc: {
      success: [
        async () =>
          api().request('POST', '/kyc/resubmit-kyc', {
            body: documents(),
            token: await api().login(MockRejectedUser.email, DEMO_PASSWORD),
          }),
      ],
      errors: [
        async () => api().request('POST', '/kyc/resubmit-kyc', { body: documents(), token: await demo() }),
        async () =>
          api().request('POST', '/kyc/resubmit-kyc', {
            body: documents(new FormData(), { withCompany: false }),
            token: await api().login(MockRejectedUser.email, DEMO_PASSWORD),
          }),
        () => api().request('POST', '/kyc/resubmit-kyc', { body: documents() }),
      ],
    },
    forgotPassword: {
      success: [() => api().request('POST', '/api/password/forgot', { json: { email: MockUser.email } })],
      errors: [() => api().request('POST', '/api/password/forgot', { json: { email: 'nope' } })],
    },
    resetPassword: {
      success: [
        async () => {
          await api().request('POST', '/api/password/forgot', { json: { email: MockUser.email } });
          return api().request('POST', '/api/password/reset', {
            json: { token: await lastLinkToken(MockUser.email), password: 'brand-new-pass' },
          });
        },
      ],
      errors: [() => api().request('POST', '/api/password/reset', { json: { token: 'made-up', password: 'brand-new-pass' } })],
    },
    updateEmail: {
      success: [async () => api().request('PUT', demoPath('Email'), { token: await demo(), json: { newEmail: 'lucia.new@example.com' } })],
      errors: [
        async () => api().request('PUT', demoPath('Email'), { token: await demo(), json: { newEmail: MockRejectedUser.email } }),
        async () =>
          api().request('PUT', demoPath('Email'), {
            token: await api().login(MockRejectedUser.email, DEMO_PASSWORD),
            json: { newEmail: 'x@example.com' },
          }),
        async () => api().request('PUT', demoPath('Email'), { token: await demo(), json: { newEmail: 'bad' } }),
        () => api().request('PUT', demoPath('Email'), { json: { newEmail: 'x@example.com' } }),
      ],
    },
    updatePhone: {
      success: [async () => api().request('PUT', demoPath('Phone'), { token: await demo(), json: { newPhone: '+34 611 222 333' } })],
      errors: [async () => api().request('PUT', demoPath('Phone'), { token: await demo(), json: { newPhone: MockRejectedUser.phone } })],
    },
    updatePassword: {
      success: [
        async () =>
          api().request('PUT', demoPath('Password'), {
            token: await demo(),
            json: { currentPassword: DEMO_PASSWORD, newPassword: 'a-new-secret' },
          }),
      ],
      errors: [
        async () =>
          api().request('PUT', demoPath('Password'), {
            token: await demo(),
            json: { currentPassword: 'wrong-one', newPassword: 'a-new-secret' },
          }),
        async () =>
          api().request('PUT', demoPath('Password'), {
            token: await api().login(MockRejectedUser.email, DEMO_PASSWORD),
            json: { currentPassword: DEMO_PASSWORD, newPassword: 'a-new-secret' },
          }),
      ],
    },
    updateIaprompt: {
      success: [
        async () =>
          api().request('PUT', demoPath('Iaprompt'), { token: await demo(), json: { newIaprompt: 'Answer in Spanish.', locale: 'es' } }),
      ],
      errors: [async () => api().request('PUT', demoPath('Iaprompt'), { token: await demo(), json: { newIaprompt: ' ', locale: 'es' } })],
    },
    getBotConfig: {
      success: [async () => api().request('GET', '/api/bot-config', { token: await demo() })],
      errors: [() => api().request('GET', '/api/bot-config')],
    },
    saveBotConfig: {
      success: [
        async () =>
          api().request('PUT', '/api/bot-config', {
            token: await demo(),
            json: { voiceId: 'es-m2', prompt: 'New instructions', locale: 'en' },
          }),
      ],
      errors: [
        async () => api().request('PUT', '/api/bot-config', { token: await demo(), json: { voiceId: 'en-x1', prompt: 'Hi' } }),
        () => api().request('PUT', '/api/bot-config', { json: {} }),
      ],
    },
    getProfile: {
      success: [
        async () => api().request('GET', '/api/profile', { token: await demo() }),
        async () => api().request('GET', '/api/profile', { token: await api().login(MockRejectedUser.email, DEMO_PASSWORD) }),
      ],
      errors: [() => api().request('GET', '/api/profile')],
    },
    saveProfile: {
      success: [async () => api().request('PUT', '/api/profile', { token: await demo(), json: PROFILE })],
      errors: [
        async () => api().request('PUT', '/api/profile', { token: await demo(), json: { ...PROFILE, phone: MockRejectedUser.phone } }),
        async () => api().request('PUT', '/api/profile', { token: await demo(), json: { ...PROFILE, website: 'not a site' } }),
      ],
    },
    getSettings: {
      success: [async () => api().request('GET', '/api/settings', { token: await demo() })],
      errors: [() => api().request('GET', '/api/settings')],
    },
    saveSettings: {
      success: [async () => api().request('PUT', '/api/settings', { token: await demo(), json: SETTINGS })],
      errors: [async () => api().request('PUT', '/api/settings', { token: await demo(), json: { ...SETTINGS, timezone: 'Europe/Paris' } })],
    },
  };
}
