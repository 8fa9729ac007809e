import ky, { type KyInstance } from 'ky';
import { describe, expect, it } from 'vitest';
import {
  errorInfo,
  genericErrorMessage,
  InvalidResponseError,
  kycErrorMessage,
  leadErrorMessage,
  loginErrorMessage,
  paymentErrorMessage,
  signupErrorMessage,
  updateErrorMessage,
  verifyErrorMessage,
} from '@/api/errors';
import { LOGIN_SERVER_MESSAGES } from '@/lib/serverMessages';

/** A ky client whose server always answers this, so the errors are real ky errors. */
function answering(status: number, body: unknown, type = 'application/json'): KyInstance {
  return ky.create({
    retry: 0,
    fetch: async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': type } }),
  });
}

async function failure(client: KyInstance): Promise<unknown> {
  try {
    await client.get('http://api.test/x');
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

const offline = ky.create({ retry: 0, fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });

describe('errorInfo', () => {
  it('reads the status, the error text and the code of a JSON error body', async () => {
    const error = await failure(answering(400, { error: 'Bad', code: '400_001' }));
    expect(errorInfo(error)).toEqual({ network: false, status: 400, serverMessage: 'Bad', code: '400_001' });
  });

  it('reads a `message` field too', async () => {
    expect(errorInfo(await failure(answering(500, { message: 'Boom' })))).toMatchObject({ serverMessage: 'Boom' });
  });

  it('ignores a body that is not JSON', async () => {
    expect(errorInfo(await failure(answering(502, '<html>Bad gateway</html>', 'text/html')))).toEqual({ network: false, status: 502 });
  });

  it('marks a refused connection as a network error', async () => {
    expect(errorInfo(await failure(offline))).toEqual({ network: true });
  });
});

describe('loginErrorMessage', () => {
  it('maps the Spanish not-active message to accountNotActive', async () => {
    const error = await failure(answering(403, { error: LOGIN_SERVER_MESSAGES.accountNotActive }));
    expect(loginErrorMessage(error)).toEqual({ kind: 'key', key: 'errors:login.accountNotActive' });
  });

  it('recognises another wording of the not-active message', async () => {
    const error = await failure(answering(403, { message: 'La cuenta no está activa, revisa tu correo.' }));
    expect(loginErrorMessage(error)).toEqual({ kind: 'key', key: 'errors:login.accountNotActive' });
  });

  it('maps "Usuario no encontrado" and "Contraseña incorrecta"', async () => {
    expect(loginErrorMessage(await failure(answering(404, { error: 'Usuario no encontrado' })))).toEqual({
      kind: 'key',
      key: 'errors:login.userNotFound',
    });
    expect(loginErrorMessage(await failure(answering(401, { error: 'Contraseña incorrecta.' })))).toEqual({
      kind: 'key',
      key: 'errors:login.incorrectPassword',
    });
  });

  it('shows any other server message as it is', async () => {
    const error = await failure(answering(429, { error: 'Too many failed login attempts. Try again in 15 minutes.' }));
    expect(loginErrorMessage(error)).toEqual({ kind: 'text', text: 'Too many failed login attempts. Try again in 15 minutes.' });
  });

  it('falls back to the generic text, and to the network text when offline', async () => {
    expect(loginErrorMessage(await failure(answering(500, {})))).toEqual({ kind: 'key', key: 'errors:login.generic' });
    expect(loginErrorMessage(await failure(offline))).toEqual({ kind: 'key', key: 'errors:network' });
  });

  it('turns a response without a user into "Invalid response from server"', () => {
    expect(loginErrorMessage(new InvalidResponseError())).toEqual({ kind: 'key', key: 'errors:login.invalidResponse' });
  });
});

describe('signupErrorMessage', () => {
  it('translates the codes 400_001 and 400_002', async () => {
    expect(signupErrorMessage(await failure(answering(400, { error: 'x', code: '400_001' })))).toEqual({
      kind: 'key',
      key: 'errors:signup.emailExists',
    });
    expect(signupErrorMessage(await failure(answering(400, { error: 'x', code: '400_002' })))).toEqual({
      kind: 'key',
      key: 'errors:signup.phoneExists',
    });
  });

  it('shows another server message, else the generic text', async () => {
    expect(signupErrorMessage(await failure(answering(400, { error: 'Enter a valid phone number' })))).toEqual({
      kind: 'text',
      text: 'Enter a valid phone number',
    });
    expect(signupErrorMessage(await failure(answering(500, {})))).toEqual({ kind: 'key', key: 'errors:signup.generic' });
  });
});

describe('the other contexts', () => {
  it('account updates: server message, else errorUpdating{Kind}', async () => {
    expect(updateErrorMessage('Email', await failure(answering(400, { error: 'Taken' })))).toEqual({ kind: 'text', text: 'Taken' });
    for (const kind of ['Email', 'Phone', 'Password', 'Iaprompt'] as const) {
      expect(updateErrorMessage(kind, await failure(answering(500, {})))).toEqual({
        kind: 'key',
        key: `errors:account.errorUpdating${kind}`,
      });
    }
  });

  it('KYC: server message, else the generic error message', async () => {
    expect(kycErrorMessage(await failure(answering(400, { error: 'Wrong type' })))).toEqual({ kind: 'text', text: 'Wrong type' });
    expect(kycErrorMessage(await failure(answering(500, '')))).toEqual({ kind: 'key', key: 'errors:kyc.errorMessage' });
  });

  it('lead form: the `error` field, else submissionError', async () => {
    expect(leadErrorMessage(await failure(answering(400, { error: 'Invalid URL' })))).toEqual({ kind: 'text', text: 'Invalid URL' });
    expect(leadErrorMessage(await failure(answering(500, {})))).toEqual({ kind: 'key', key: 'errors:lead.submissionError' });
    expect(leadErrorMessage(await failure(offline))).toEqual({ kind: 'key', key: 'errors:network' });
  });

  it('verification: "verificationError: " plus the message, else the generic text', async () => {
    expect(verifyErrorMessage(await failure(answering(400, { error: 'Token expired' })))).toEqual({
      kind: 'key',
      key: 'errors:verify.verificationError',
      values: { message: 'Token expired' },
    });
    expect(verifyErrorMessage(await failure(answering(500, {})))).toEqual({ kind: 'key', key: 'errors:verify.generic' });
  });

  it('payments: server text, else the stage fallback', async () => {
    expect(paymentErrorMessage('intent', await failure(answering(400, { error: 'Invalid amount' })))).toEqual({
      kind: 'text',
      text: 'Invalid amount',
    });
    expect(paymentErrorMessage('intent', await failure(answering(500, {})))).toEqual({ kind: 'key', key: 'errors:payment.intentError' });
    expect(paymentErrorMessage('confirm', await failure(answering(500, {})))).toEqual({ kind: 'key', key: 'errors:payment.confirmError' });
  });

  it('anything else: server text, network, or generic', async () => {
    expect(genericErrorMessage(new Error('boom'))).toEqual({ kind: 'key', key: 'errors:generic' });
    expect(genericErrorMessage(await failure(offline))).toEqual({ kind: 'key', key: 'errors:network' });
  });
});
