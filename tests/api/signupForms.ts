/**
 * The multipart bodies of the sign-up and the KYC resubmission (the text fields and the two
 * documents of tests/fixtures/files), and the calls the account tests read their answers with.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestApi } from './helpers.ts';
import type { SignupFields } from './requests.ts';

export const FILES = path.resolve(import.meta.dirname, '../fixtures/files');
export const file = (name: string, type: string) => new File([new Uint8Array(readFileSync(path.join(FILES, name)))], name, { type });
export const pdf = () => file('id-document.pdf', 'application/pdf');
export const png = () => file('company-document.png', 'image/png');
export const jpg = () => file('company-document.jpg', 'image/jpeg');

export interface Documents {
  idDocument?: File | null;
  companyDocument?: File | null;
}

/** The form: `values` as text fields, and the documents (a PDF and a PNG unless told; `null` leaves one out). */
export function signupBody(values: Partial<SignupFields>, files: Documents = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form.append(key, value);
  const idDocument = files.idDocument === undefined ? pdf() : files.idDocument;
  const companyDocument = files.companyDocument === undefined ? png() : files.companyDocument;
  if (idDocument) form.append('idDocument', idDocument);
  if (companyDocument) form.append('companyDocument', companyDocument);
  return form;
}

export const errorOf = async (response: Response) => (await response.json()) as { error: string; code?: string };
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** The calls on the running test API: a sign-up, the mails sent to an address (newest first), the stored uploads. */
export function accountCalls(api: TestApi) {
  return {
    signup: (body: FormData, headers?: Record<string, string>) =>
      api.request('POST', '/auth/signup', { body, ...(headers ? { headers } : {}) }),
    outbox: async (to: string) =>
      (await (await api.request('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
        kind: string;
        link: string;
        text: string;
      }[],
    uploadedFiles: () => readdirSync(api.ctx.uploadsDir),
  };
}
