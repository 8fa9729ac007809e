import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_TEMP_FOLDER } from '../../mock-api/uploads.ts';
import { DOCUMENT_MAX_BYTES } from '../../src/lib/documents.ts';
import { DEMO_PASSWORD, MockRejectedUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';

/**
 * Uploads: a PDF must start with `%PDF-` (the signature anywhere in the first KB is not enough),
 * and sign-up uploads are never buffered whole in memory before any check: they are streamed to
 * a private temporary folder with the limits applied while they arrive; refused, partial and
 * aborted uploads leave nothing behind.
 */

const api = useTestApi({ reset: true });

const FILES = path.resolve(import.meta.dirname, '../fixtures/files');
const fixture = (name: string) => readFileSync(path.join(FILES, name));
const PNG = fixture('company-document.png');
const PDF = fixture('id-document.pdf');

const tempDir = () => path.join(api.ctx.dataDir, UPLOAD_TEMP_FOLDER);
const tempFiles = () => readdirSync(tempDir());
const stored = () => readdirSync(api.ctx.uploadsDir);

const FIELDS = {
  name: 'Ulla Loader',
  phone: '+34622440011',
  email: 'ulla@example.com',
  password: 'longenough',
  prompt: 'Answer the phone.',
  company: JSON.stringify({ name: 'Uploads SL' }),
};

function signupForm(idDocument: { bytes: Uint8Array; name: string; type: string }, fields: Record<string, string> = FIELDS): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('idDocument', new File([new Uint8Array(idDocument.bytes)], idDocument.name, { type: idDocument.type }));
  form.append('companyDocument', new File([new Uint8Array(PNG)], 'company.png', { type: 'image/png' }));
  return form;
}

async function until(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the PDF check', () => {
  it('requires %PDF- at the very start of the file, at sign-up and at KYC resubmission', async () => {
    const late = Buffer.concat([Buffer.from('<html>junk</html>\n'), PDF]);
    const response = await api.request('POST', '/auth/signup', {
      body: signupForm({ bytes: late, name: 'id.pdf', type: 'application/pdf' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'The file “id.pdf” is not a real PDF file: its contents do not match its type.',
      field: 'idDocument',
    });
    expect(api.ctx.db.data.users.some((user) => user.email === FIELDS.email)).toBe(false);

    const token = await api.login(MockRejectedUser.email, DEMO_PASSWORD);
    const form = new FormData();
    form.append('idDocument', new File([new Uint8Array(late)], 'id.pdf', { type: 'application/pdf' }));
    form.append('companyDocument', new File([new Uint8Array(PNG)], 'company.png', { type: 'image/png' }));
    expect((await api.request('POST', '/kyc/resubmit-kyc', { body: form, token })).status).toBe(400);
    expect(stored()).toEqual([]);
    await until(() => tempFiles().length === 0, 'the temporary folder is empty');
  });
});

describe('uploads arrive on disk, never whole in memory', () => {
  it('are streamed into the private temporary folder as they arrive; an aborted upload leaves nothing', async () => {
    expect(statSync(tempDir()).mode & 0o777).toBe(0o700);
    const boundary = 'vozly-test-boundary';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head =
      Object.entries(FIELDS)
        .map(([name, value]) => part(name, value))
        .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="idDocument"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
    const request = http.request(`${api.url}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(8 * 1024 * 1024) },
    });
    request.on('error', () => undefined);
    request.write(head);
    request.write(Buffer.alloc(1024 * 1024, 0x20));
    // The first megabyte is on disk while the rest has not even been sent.
    const partial = () => tempFiles().filter((name) => statSync(path.join(tempDir(), name)).size > 512 * 1024);
    await until(() => partial().length === 1, 'a partial file is in the temporary folder');
    request.destroy();
    await until(() => tempFiles().length === 0, 'the aborted upload is deleted');
    expect(stored()).toEqual([]);
    expect(api.ctx.db.data.users.some((user) => user.email === FIELDS.email)).toBe(false);
  });

  it('a file over 10 MB is stopped while it arrives, and refused or oversize files leave nothing', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20)]);
    const tooBig = await api.request('POST', '/auth/signup', {
      body: signupForm({ bytes: big, name: 'big.pdf', type: 'application/pdf' }),
    });
    expect(tooBig.status).toBe(400);
    expect(await tooBig.json()).toEqual({ error: 'The file “big.pdf” is larger than 10 MB.' });
    const text = await api.request('POST', '/auth/signup', {
      body: signupForm({ bytes: fixture('notes.txt'), name: 'notes.pdf', type: 'application/pdf' }),
    });
    expect(text.status).toBe(400);
    const taken = await api.request('POST', '/auth/signup', {
      body: signupForm({ bytes: PDF, name: 'id.pdf', type: 'application/pdf' }, { ...FIELDS, email: 'demo@example.com' }),
    });
    expect(taken.status).toBe(400);
    await until(() => tempFiles().length === 0, 'the temporary folder is empty');
    expect(stored()).toEqual([]);
  });

  it('accepted documents are moved under generated names, whole, with their hash; the temporary folder is left empty', async () => {
    const response = await api.request('POST', '/auth/signup', {
      body: signupForm({ bytes: PDF, name: '../../etc/id.pdf', type: 'application/pdf' }),
    });
    expect(response.status).toBe(201);
    await until(() => tempFiles().length === 0, 'the temporary folder is empty');
    const records = api.ctx.db.data.kycDocuments as { storedName: string; sha256: string; size: number; originalName: string }[];
    expect(records.map((record) => record.originalName).sort()).toEqual(['company.png', 'id.pdf']);
    expect(stored().sort()).toEqual(records.map((record) => record.storedName).sort());
    for (const record of records) {
      expect(record.storedName).toMatch(/^[0-9a-f-]{36}\.(pdf|png)$/);
      const bytes = readFileSync(path.join(api.ctx.uploadsDir, record.storedName));
      expect(bytes.equals(record.originalName === 'id.pdf' ? PDF : PNG)).toBe(true);
      expect(record.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(record.size).toBe(bytes.length);
    }
    expect(existsSync(path.join(api.ctx.uploadsDir, '..', 'etc'))).toBe(false);
  });
});
