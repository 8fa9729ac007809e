import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_TEMP_FOLDER } from '../../mock-api/uploads.ts';
import { COMPANY_SIZES, INDUSTRIES } from '../../src/lib/types.ts';
import { DEMO_PASSWORD, MockRejectedUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { startTestApi, type TestApi } from './helpers.ts';
import { hostileString, plausible, toJson, treeOf } from './hostileJson.ts';
import { accountSnapshot, checkAnswer, checkStore } from './propertyChecks.ts';

/**
 * Property-based tests of the multipart bodies (sign-up with its two documents, KYC
 * resubmission): random fields (hostile values, `__proto__[x]`-style names, huge values), random
 * files (real documents, random bytes under any name and type, missing, extra, repeated) never
 * give a 500, never change another account, never store an invalid record or an unrecorded
 * file, and leave nothing in the temporary upload folder.
 */

const RUNS = Number(process.env.PROPERTY_RUNS ?? 100);
const FILES = path.resolve(import.meta.dirname, '../fixtures/files');
const FIXTURES = ['id-document.pdf', 'company-document.png', 'company-document.jpg', 'not-an-image.png', 'notes.txt'].map((name) => ({
  name,
  bytes: readFileSync(path.join(FILES, name)),
}));
const TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'text/plain', 'application/octet-stream', ''];

let api: TestApi;
let attacker = '';
let victim = '';
beforeAll(async () => {
  api = await startTestApi();
  attacker = await api.login(MockUser.email, DEMO_PASSWORD);
  victim = await api.login(MockRejectedUser.email, DEMO_PASSWORD);
});
afterAll(() => api.stop());

interface Upload {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

const file: fc.Arbitrary<Upload> = fc.record({
  field: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('idDocument', 'companyDocument') },
    fc.constantFrom('avatar', '__proto__', 'idDocument[0]'),
  ),
  name: fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        ...FIXTURES.map((fixture) => fixture.name),
        'id.PDF',
        '../../../etc/passwd.pdf',
        'C:\\evil\\x.png',
        'a.jpeg',
        'noextension',
      ),
    },
    { weight: 1, arbitrary: hostileString.map((name) => `${name.slice(0, 60)}.pdf`) },
  ),
  type: fc.constantFrom(...TYPES),
  bytes: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...FIXTURES.map((fixture) => new Uint8Array(fixture.bytes))) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
    { weight: 1, arbitrary: fc.constantFrom(new Uint8Array(0), new Uint8Array(Buffer.from('junk %PDF-1.4'))) },
  ),
});

/** Real documents for both fields, so the deep paths are reached too. */
const goodFiles: fc.Arbitrary<Upload[]> = fc.constant([
  { field: 'idDocument', name: 'id.pdf', type: 'application/pdf', bytes: new Uint8Array(FIXTURES[0]?.bytes ?? []) },
  { field: 'companyDocument', name: 'company.png', type: 'image/png', bytes: new Uint8Array(FIXTURES[1]?.bytes ?? []) },
]);

const company = treeOf({
  name: plausible.name,
  cifNif: fc.constantFrom('b1234567x', ''),
  industry: fc.constantFrom(...INDUSTRIES, ''),
  size: fc.constantFrom(...COMPANY_SIZES, ''),
}).map(toJson);
const value = (plausibleValue: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 40, arbitrary: plausibleValue },
    { weight: 10, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.constant('v'.repeat(140 * 1024)) },
  );
const fields = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      name: value(plausible.name),
      phone: value(plausible.phone),
      email: value(plausible.email),
      password: value(plausible.password),
      prompt: value(plausible.text),
      company: value(company),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        name: value(plausible.name),
        phone: value(plausible.phone),
        email: value(plausible.email),
        password: value(plausible.password),
        prompt: value(plausible.text),
        company: value(company),
      },
      { requiredKeys: [] },
    ),
  },
);
const extraFields = fc.array(
  fc.tuple(
    fc.oneof(
      fc.constantFrom(
        '__proto__[polluted]',
        'constructor[prototype][polluted]',
        'a[__proto__][polluted]',
        'company[name]',
        'role_id',
        'verified',
        'x'.repeat(300),
      ),
      fc.string({ maxLength: 10 }),
    ),
    hostileString,
  ),
  { maxLength: 3 },
);

const multipart = fc.record({
  route: fc.constantFrom('/auth/signup', '/auth/signup', '/kyc/resubmit-kyc'),
  fields,
  extra: fc.oneof({ weight: 3, arbitrary: fc.constant([] as [string, string][]) }, { weight: 1, arbitrary: extraFields }),
  files: fc.oneof({ weight: 2, arbitrary: goodFiles }, { weight: 1, arbitrary: fc.array(file, { maxLength: 3 }) }),
});

const tempFiles = () => readdirSync(path.join(api.ctx.dataDir, UPLOAD_TEMP_FOLDER));
async function tempEmptied(): Promise<void> {
  const end = Date.now() + 3000;
  while (tempFiles().length && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(tempFiles(), 'the temporary upload folder is emptied').toEqual([]);
}

describe('random and hostile multipart bodies', () => {
  it('POST /auth/signup and /kyc/resubmit-kyc', async () => {
    await fc.assert(
      fc.asyncProperty(multipart, async ({ route, fields: values, extra, files }) => {
        // KYC resubmission is for an account whose documents were refused: the attacker's, again each time.
        api.ctx.db.mutate((data) => {
          const own = data.users.find((user) => user.id === MockUser.id);
          if (own) own.kyc_status = 'rejected';
        });
        const before = await accountSnapshot(api, MockRejectedUser.id, victim);
        const form = new FormData();
        for (const [key, text] of [...Object.entries(values), ...extra]) form.append(key, text);
        for (const upload of files) form.append(upload.field, new File([new Uint8Array(upload.bytes)], upload.name, { type: upload.type }));
        const response = await api.request('POST', route, { body: form, ...(route.startsWith('/kyc') ? { token: attacker } : {}) });
        const what = `${route} ${JSON.stringify({ values, extra, files: files.map(({ field, name, type, bytes }) => ({ field, name, type, size: bytes.length })) }).slice(0, 400)}`;
        await checkAnswer(response, what);
        await tempEmptied();
        checkStore(api, what);
        expect(await accountSnapshot(api, MockRejectedUser.id, victim), `${what}: the other account changed`).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });
});
