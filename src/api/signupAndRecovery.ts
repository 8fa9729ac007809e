/**
 * Account calls: signup with KYC documents, its step-1 availability check, KYC
 * resubmission, a new verification link, and the forgotten-password flow.
 */
import type { Schema } from '@/lib/contract';
import type { Company } from '@/lib/types';
import { api, rootApi } from './client';

/** Uploads of up to 2 × 10 MB get more time than the client's default. */
const UPLOAD_TIMEOUT_MS = 120_000;

export type MessageResponse = Schema<'MessageAnswer'>;

export interface SignupInput {
  name: string;
  phone: string;
  email: string;
  password: string;
  prompt: string;
  company: Company;
  idDocument: File;
  companyDocument: File;
}

/** POST /auth/signup (multipart): creates the unverified account; the server e-mails a link. */
export async function signup(input: SignupInput): Promise<MessageResponse> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('phone', input.phone);
  form.append('email', input.email);
  form.append('password', input.password);
  form.append('prompt', input.prompt);
  form.append('company', JSON.stringify(input.company));
  form.append('idDocument', input.idDocument, input.idDocument.name);
  form.append('companyDocument', input.companyDocument, input.companyDocument.name);
  return rootApi.post('auth/signup', { body: form, timeout: UPLOAD_TIMEOUT_MS }).json<MessageResponse>();
}

/**
 * POST /auth/signup/check: whether the e-mail and phone of step 1 are still free, so a duplicate
 * is reported on the step where it can be fixed (400 with code 400_001 or 400_002 otherwise).
 */
export async function checkSignupAvailability(values: Schema<'SignupCheckRequest'>): Promise<void> {
  await rootApi.post('auth/signup/check', { json: values });
}

/** The message and the account with its KYC status back to pending. */
export type ResubmitResponse = Schema<'UserWithMessage'>;

/** POST /kyc/resubmit-kyc (multipart, bearer token): the two documents again. */
export async function resubmitKyc(files: { idDocument: File; companyDocument: File }): Promise<ResubmitResponse> {
  const form = new FormData();
  form.append('idDocument', files.idDocument, files.idDocument.name);
  form.append('companyDocument', files.companyDocument, files.companyDocument.name);
  return rootApi.post('kyc/resubmit-kyc', { body: form, timeout: UPLOAD_TIMEOUT_MS }).json<ResubmitResponse>();
}

/** POST /api/verification/resend: a new confirmation link (the answer never says whether the account exists). */
export async function resendVerification(email: string): Promise<MessageResponse> {
  return api.post('verification/resend', { json: { email } satisfies Schema<'EmailRequest'> }).json<MessageResponse>();
}

/** POST /api/password/forgot: e-mails a reset link (the answer never says whether the account exists). */
export async function forgotPassword(email: string): Promise<MessageResponse> {
  return api.post('password/forgot', { json: { email } satisfies Schema<'EmailRequest'> }).json<MessageResponse>();
}

/** POST /api/password/reset: sets the new password of the link's account and ends its sessions. */
export async function resetPassword(token: string, password: string): Promise<MessageResponse> {
  return api.post('password/reset', { json: { token, password } satisfies Schema<'ResetPasswordRequest'> }).json<MessageResponse>();
}
