import { existsSync, readdirSync } from 'node:fs';
import fc from 'fast-check';
import { expect } from 'vitest';
import { isEmail, isPhone, normalizeEmail, normalizePhone } from '../../mock-api/http.ts';
import { contract, type Schema } from '../../mock-api/contract.ts';
import { leadFrom } from '../../mock-api/routes/leads.ts';
import type { DbShape } from '../../mock-api/store.ts';
import {
  isSettingsLanguage,
  isTimezone,
  isVoiceId,
  NOTIFICATION_PREFERENCES,
  normalizeWebsite,
  PROFILE_LIMITS,
  PROMPT_MAX_LENGTH,
} from '../../src/lib/dashboard.ts';
import { LOCALES } from '../../src/lib/locale.ts';
import { CARD_BRANDS } from '../../src/lib/payments.ts';
import { COMPANY_SIZES, CUSTOMER_ROLE_ID, INDUSTRIES, KYC_STATUSES } from '../../src/lib/types.ts';
import type { TestApi } from './helpers.ts';

/**
 * The shared parts of the property-based tests of the mock API: hostile JSON (as text, so keys
 * such as `__proto__` really reach the server), the rules every stored record must keep, and
 * the checks run after every generated request.
 */

// Hostile JSON --------------------------------------------------------------------------------

/** A JSON value as a tree, so objects can carry any key (`__proto__`, duplicates) on the wire. */
export type Tree = string | number | boolean | null | Tree[] | { entries: [string, Tree][] };

export function toJson(tree: Tree): string {
  if (Array.isArray(tree)) return `[${tree.map(toJson).join(',')}]`;
  if (tree && typeof tree === 'object')
    return `{${tree.entries.map(([key, value]) => `${JSON.stringify(key)}:${toJson(value)}`).join(',')}}`;
  return JSON.stringify(tree) ?? 'null';
}

export const object = (entries: [string, Tree][]): Tree => ({ entries });

const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'isAdmin',
  'role_id',
  'verified',
  'passwordHash',
  'userId',
  'id',
];

/** Strings an attacker tries: empty, blank, injections, control and bidi characters, other people's e-mails, huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\u202e\u0645\u0631\u062d\u0628\u0627',
      '😀👩‍👩‍👧',
      '__proto__',
      'constructor',
      'null',
      'true',
      '1e309',
      '-0',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '../../../etc/passwd',
      'https://evil.example/',
      'javascript:alert(1)',
      'demo@example.com',
      ' DEMO@Example.COM ',
      'rejected@example.com',
      '+34 600 111 444',
      '+34600111222',
      'scrypt$16384$8$1$AAAA$BBBB',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(300), 'y'.repeat(25_000), 'z'.repeat(300_000), '\u0645'.repeat(5000)) },
);

const hostileKey: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 }));

/** Any JSON value, hostile strings and keys included, a few levels deep. */
export const hostileValue: fc.Arbitrary<Tree> = fc.letrec<{ value: Tree }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 3 }).map((entries) => object(entries)),
  ),
})).value;

/** A prototype-pollution attempt: `{"__proto__": {...}}` or `{"constructor": {"prototype": {...}}}`. */
const pollution: fc.Arbitrary<[string, Tree]> = fc.constantFrom<[string, Tree]>(
  [
    '__proto__',
    object([
      ['polluted', 'yes'],
      ['role_id', 1],
      ['verified', true],
      ['isAdmin', true],
    ]),
  ],
  ['constructor', object([['prototype', object([['polluted', 'yes']])]])],
  ['__proto__', object([['toString', 'broken']])],
);

/**
 * An object of the known fields: each absent, plausible (`valid`) or hostile on its own; or all
 * plausible but one (so the checks after the first are reached too); or all plausible. Extra
 * hostile entries (prototype pollution, odd keys) are added now and then.
 */
export function treeOf(fields: Record<string, fc.Arbitrary<Tree>>): fc.Arbitrary<Tree> {
  const keys = Object.keys(fields);
  const valid = fc.tuple(...keys.map((key) => (fields[key] as fc.Arbitrary<Tree>).map((value) => [[key, value]] as [string, Tree][])));
  const spoilt = fc.option(hostileValue, { nil: undefined, freq: 4 });
  const independent = fc.tuple(
    ...keys.map((key) =>
      fc
        .tuple(fields[key] as fc.Arbitrary<Tree>, spoilt, fc.nat(3))
        .map(([good, bad, roll]) => (roll === 0 ? [] : [[key, bad === undefined || roll > 1 ? good : bad]]) as [string, Tree][]),
    ),
  );
  const oneOff = fc
    .tuple(valid, fc.nat(Math.max(0, keys.length - 1)), spoilt)
    .map(([entries, index, bad]) =>
      entries.map((entry, at) => (at !== index ? entry : bad === undefined ? [] : [[keys[at] ?? '', bad]]) as [string, Tree][]),
    );
  const extras = fc.oneof(
    { weight: 3, arbitrary: fc.constant([] as [string, Tree][]) },
    { weight: 1, arbitrary: fc.array(fc.oneof(pollution, fc.tuple(hostileKey, hostileValue)), { minLength: 1, maxLength: 2 }) },
  );
  const known = fc.oneof({ weight: 2, arbitrary: independent }, { weight: 2, arbitrary: oneOff }, { weight: 2, arbitrary: valid });
  return fc.tuple(known, extras).map(([entries, extra]) => object([...entries.flat(), ...extra]));
}

/** A request body as JSON text: mostly `treeOf(fields)`, now and then not an object or not JSON at all. */
export function bodyOf(fields: Record<string, fc.Arbitrary<Tree>>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: treeOf(fields).map(toJson) },
    { weight: 1, arbitrary: hostileValue.map(toJson) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":1,}', 'nul', '[1,2', '"\\ud800"') },
  );
}

// Plausible values (so requests also reach the deep paths, not only the first check) --------

export const plausible = {
  email: fc.oneof(
    fc.integer({ min: 0, max: 9999 }).map((n) => `prop${n}@example.com`),
    fc.constantFrom('demo@example.com', 'pending@example.com', 'someone@example.org'),
  ),
  phone: fc.oneof(
    fc.integer({ min: 0, max: 9999 }).map((n) => `+34 622 66 ${String(n).padStart(4, '0')}`),
    fc.constantFrom('+34600111222', '+14155550123'),
  ),
  name: fc.constantFrom('Ana Ruiz', 'Zoë Ñúñez', 'عمر حداد', '  Padded  '),
  password: fc.constantFrom('longenough', 'Demo1234!', 'another-password'),
  text: fc.constantFrom('Answer the phone politely.', '  Take orders.  ', 'ملاحظات'),
  locale: fc.constantFrom(...LOCALES),
};

// The rules every stored record keeps -----------------------------------------------------------

const isId = (value: unknown) => Number.isInteger(value) && (value as number) > 0;
const isIso = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isTrimmed = (value: unknown, max: number, allowEmpty = false) =>
  typeof value === 'string' && value === value.trim() && value.length <= max && (allowEmpty || value.length > 0);
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Row = Record<string, unknown>;
const rows = (data: DbShape, name: string) => ((data as Record<string, unknown[]>)[name] ?? []) as Row[];

function keysDeep(value: unknown, found: string[] = []): string[] {
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      found.push(key);
      keysDeep((value as Row)[key], found);
    }
    if (
      Object.getPrototypeOf(value) !== Object.prototype &&
      Object.getPrototypeOf(value) !== Array.prototype &&
      Object.getPrototypeOf(value) !== null
    )
      found.push('<prototype changed>');
  }
  return found;
}

function checkCompany(company: unknown): boolean {
  if (company === null) return true;
  if (!company || typeof company !== 'object') return false;
  const { name, cifNif, industry, size, ...rest } = company as Row;
  return (
    Object.keys(rest).length === 0 &&
    isTrimmed(name, 160) &&
    // The sign-up accepts up to 32 characters (upper case); the profile, CIF_NIF_PATTERN (20).
    typeof cifNif === 'string' &&
    cifNif.length <= 32 &&
    cifNif === cifNif.trim().toUpperCase() &&
    (industry === '' || (INDUSTRIES as readonly unknown[]).includes(industry)) &&
    (size === '' || (COMPANY_SIZES as readonly unknown[]).includes(size))
  );
}

/** Every problem of the stored data: empty when each record keeps the rules its routes apply. */
export function storeProblems(data: DbShape, uploadsDir: string): string[] {
  const problems: string[] = [];
  const bad = (collection: string, row: unknown, why: string) =>
    problems.push(`${collection}: ${why}: ${JSON.stringify(row).slice(0, 300)}`);
  for (const key of keysDeep(data))
    if (FORBIDDEN_KEYS.has(key) || key === '<prototype changed>') problems.push(`forbidden key ${key} in the store`);
  for (const [name, list] of Object.entries(data)) {
    const ids = (list as Row[]).map((row) => row.id);
    if (new Set(ids).size !== ids.length) problems.push(`${name}: duplicate ids`);
  }

  const users = rows(data, 'users');
  const userIds = new Set(users.map((user) => user.id));
  const emails = users.map((user) => String(user.email));
  if (new Set(emails).size !== emails.length) problems.push('users: two accounts share an e-mail');
  const phones = users.map((user) => normalizePhone(String(user.phone)));
  if (new Set(phones).size !== phones.length) problems.push('users: two accounts share a phone');
  for (const user of users) {
    const { id, name, email, phone, iaprompt, kyc_status, role_id, verified, company, passwordHash, createdAt, emailConfirmed, ...rest } =
      user;
    if (Object.keys(rest).length) bad('users', user, `unexpected fields ${Object.keys(rest).join(', ')}`);
    if (!isId(id)) bad('users', user, 'id');
    if (!isTrimmed(name, 120)) bad('users', user, 'name');
    if (typeof email !== 'string' || !isEmail(email) || normalizeEmail(email) !== email) bad('users', user, 'email');
    if (typeof phone !== 'string' || !isPhone(normalizePhone(phone))) bad('users', user, 'phone');
    if (!isTrimmed(iaprompt, PROMPT_MAX_LENGTH)) bad('users', user, 'iaprompt');
    if (!(KYC_STATUSES as readonly unknown[]).includes(kyc_status)) bad('users', user, 'kyc_status');
    if (role_id !== CUSTOMER_ROLE_ID) bad('users', user, 'role_id');
    if (typeof verified !== 'boolean') bad('users', user, 'verified');
    if (!checkCompany(company)) bad('users', user, 'company');
    if (typeof passwordHash !== 'string' || !/^scrypt\$\d+\$\d+\$\d+\$[\w+/=]+\$[\w+/=]+$/.test(passwordHash))
      bad('users', user, 'passwordHash');
    if (!isIso(createdAt)) bad('users', user, 'createdAt');
    if (emailConfirmed !== undefined && emailConfirmed !== false) bad('users', user, 'emailConfirmed');
  }

  for (const session of rows(data, 'sessions')) {
    if (
      !userIds.has(session.userId) ||
      typeof session.tokenHash !== 'string' ||
      !/^[0-9a-f]{64}$/.test(session.tokenHash) ||
      !isIso(session.expiresAt)
    )
      bad('sessions', session, 'session');
  }
  for (const name of ['verificationTokens', 'passwordResetTokens']) {
    for (const token of rows(data, name))
      if (!userIds.has(token.userId) || !/^[0-9a-f]{64}$/.test(String(token.tokenHash))) bad(name, token, 'token');
  }
  for (const mail of rows(data, 'outbox'))
    if (typeof mail.to !== 'string' || !isEmail(mail.to) || typeof mail.text !== 'string') bad('outbox', mail, 'mail');

  const leadSchema = contract().find('POST', '/api/leads')?.operation.operation.requestBody?.content['application/json']?.schema as Schema;
  for (const lead of rows(data, 'leads')) {
    const { id: _id, createdAt: _created, ...payload } = lead;
    const problem = contract().check(leadSchema)(payload);
    if (problem || JSON.stringify(leadFrom(payload)) !== JSON.stringify(payload))
      bad('leads', lead, problem ? problem.key : 'not normalised');
  }

  for (const profile of rows(data, 'profiles')) {
    const website = profile.website;
    if (
      !userIds.has(profile.userId) ||
      typeof website !== 'string' ||
      normalizeWebsite(website) !== website ||
      !isTrimmed(profile.address, PROFILE_LIMITS.address, true)
    )
      bad('profiles', profile, 'profile');
  }
  for (const settings of rows(data, 'accountSettings')) {
    const notifications = settings.notifications as Row | undefined;
    const ok =
      userIds.has(settings.userId) &&
      isSettingsLanguage(settings.language) &&
      isTimezone(settings.timezone) &&
      !!notifications &&
      Object.keys(notifications).sort().join() === [...NOTIFICATION_PREFERENCES].sort().join() &&
      Object.values(notifications).every((value) => typeof value === 'boolean');
    if (!ok) bad('accountSettings', settings, 'settings');
  }
  for (const bot of rows(data, 'botConfigs')) {
    if (
      !userIds.has(bot.userId) ||
      !isVoiceId(bot.voiceId) ||
      !(bot.promptLocale === null || (LOCALES as readonly unknown[]).includes(bot.promptLocale))
    )
      bad('botConfigs', bot, 'bot config');
  }

  const intents = rows(data, 'paymentIntents');
  for (const intent of intents) {
    const card = intent.card as Row | null;
    const ok =
      typeof intent.intentId === 'string' &&
      /^pi_[0-9a-f]{24}$/.test(intent.intentId) &&
      String(intent.clientSecret).startsWith(`${intent.intentId}_secret_`) &&
      typeof intent.amount === 'number' &&
      Number.isFinite(intent.amount) &&
      intent.amount > 0 &&
      ['requires_payment_method', 'succeeded'].includes(String(intent.status)) &&
      (card === null || (/^\d{4}$/.test(String(card.last4)) && (CARD_BRANDS as readonly unknown[]).includes(card.brand))) &&
      (intent.idempotencyKey === null || /^[\w-]{8,255}$/.test(String(intent.idempotencyKey)));
    if (!ok) bad('paymentIntents', intent, 'intent');
  }
  const customers = rows(data, 'customers');
  for (const customer of customers) {
    const ok =
      isTrimmed(customer.name, 120) &&
      typeof customer.email === 'string' &&
      isEmail(customer.email) &&
      normalizeEmail(customer.email) === customer.email &&
      (customer.phone === null || (typeof customer.phone === 'string' && isPhone(customer.phone))) &&
      (customer.userId === null || userIds.has(customer.userId)) &&
      ['firstName', 'lastName', 'companyName'].every((field) => customer[field] === undefined || isTrimmed(customer[field], 120)) &&
      (customer.companySize === undefined || (COMPANY_SIZES as readonly unknown[]).includes(customer.companySize)) &&
      (customer.country === undefined || (typeof customer.country === 'string' && /^[A-Z]{2}$/.test(customer.country)));
    if (!ok) bad('customers', customer, 'customer');
  }
  for (const sub of rows(data, 'subscriptions')) {
    const intent = intents.find((candidate) => candidate.intentId === sub.paymentIntentId);
    if (
      !intent ||
      intent.status !== 'succeeded' ||
      sub.amount !== intent.amount ||
      !customers.some((c) => c.id === sub.customerId) ||
      !(sub.userId === null || userIds.has(sub.userId))
    ) {
      bad('subscriptions', sub, 'subscription');
    }
  }

  const documents = rows(data, 'kycDocuments');
  const files = existsSync(uploadsDir) ? readdirSync(uploadsDir) : [];
  for (const document of documents) {
    if (!userIds.has(document.userId) || !files.includes(String(document.storedName)) || !/^[0-9a-f]{64}$/.test(String(document.sha256)))
      bad('kycDocuments', document, 'document');
  }
  const recorded = new Set(documents.map((document) => document.storedName));
  for (const name of files) if (!recorded.has(name)) problems.push(`uploads: ${name} is not recorded`);
  return problems;
}

// The checks after each request ---------------------------------------------------------------

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort().join();

/** Another account as it stands: its record, what belongs to it, and what it sees of itself. */
export async function accountSnapshot(api: TestApi, userId: number, token: string): Promise<string> {
  const data = api.ctx.db.data as Record<string, unknown[]>;
  const owned = Object.fromEntries(
    Object.entries(data)
      .filter(([name]) => !['outbox', 'verificationTokens', 'passwordResetTokens'].includes(name))
      .map(([name, list]) => [name, (list as Row[]).filter((row) => row.userId === userId)]),
  );
  const me = await api.request('GET', '/auth/me', { token });
  const profile = await api.request('GET', '/api/profile', { token });
  return JSON.stringify({
    user: data.users?.find((user) => (user as Row).id === userId),
    owned,
    me: await me.text(),
    profile: await profile.text(),
  });
}

/** What every answer to a generated request keeps: no 500, JSON errors, no secret. */
export async function checkAnswer(response: Response, what: string): Promise<void> {
  const text = await response.text();
  expect(response.status, `${what} → ${text.slice(0, 300)}`).toBeLessThan(500);
  // A password hash (the store's shape: a 16-byte salt and the hash in base64; a short look-alike
  // the client sent, such as `scrypt$16384$8$1$AAAA$BBBB` as a name, may be echoed back), a stack
  // trace or a path (field names the client sent may be echoed back too).
  expect(text, what).not.toMatch(/scrypt\$\d+\$\d+\$\d+\$[\w+/=-]{16,}\$[\w+/=-]{16,}|\n\s+at |node_modules|\/work\//);
  if (response.status >= 400) {
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(typeof body.error, `${what} → ${text.slice(0, 300)}`).toBe('string');
  }
  expect(Object.getOwnPropertyNames(Object.prototype).sort().join(), 'Object.prototype unchanged').toBe(PROTOTYPE_KEYS);
  expect(({} as Row).polluted, 'no polluted object').toBeUndefined();
}

/** The store keeps every rule (see storeProblems). */
export function checkStore(api: TestApi, what: string): void {
  expect(storeProblems(api.ctx.db.data, api.ctx.uploadsDir), what).toEqual([]);
}

/** Parameter names json-server's generic router understood (filters, search, paging, embedding, JSONP). */
const JSON_SERVER_PARAMS = [
  'q',
  '_like',
  'name_like',
  'sample_like',
  'id_like',
  'name',
  'gender',
  'id_ne',
  'price_gte',
  'price_lte',
  '_sort',
  '_order',
  '_page',
  '_limit',
  '_start',
  '_end',
  '_embed',
  '_expand',
  'callback',
  '_',
];
/** Patterns that backtrack exponentially (or worse) in a regular-expression engine. */
const CATASTROPHIC_PATTERNS = [
  '^(([\\w./-])*)*!$',
  '(a+)+$',
  '(.*a){20}',
  '^(\\w+\\s?)*$',
  '(x+x+)+y',
  '(.*){1,32000}[bc]',
  '((a|a)+)+b',
  '([\\s\\S]*)*\\1',
];

/**
 * Any query string a client could send, up to a couple of thousand characters: random text
 * (unicode, binary, broken percent escapes), and `key=value` pairs with json-server's parameter
 * names, nested forms (`q[a]`, `q[]`) and catastrophic regular-expression patterns as values.
 */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 100 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map((text) => encodeURIComponent(text)) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%zz', '&&&', '=', '?', '#x', 'a=1&a=2', 'x'.repeat(2000)) },
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.record({
          key: fc.oneof(
            fc.constantFrom(...JSON_SERVER_PARAMS),
            fc.constantFrom(...JSON_SERVER_PARAMS).map((key) => `${key}[${key === '_' ? '' : 'a'}]`),
            fc.string({ maxLength: 12 }),
          ),
          value: fc.oneof(fc.constantFrom(...CATASTROPHIC_PATTERNS, 'a'.repeat(1000), ''), fc.string({ maxLength: 60 })),
          raw: fc.boolean(),
        }),
        { minLength: 1, maxLength: 5 },
      )
      .map((pairs) =>
        pairs.map(({ key, value, raw }) => (raw ? `${key}=${value}` : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)).join('&'),
      ),
  },
);
