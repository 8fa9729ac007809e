/**
 * The rules every record the mock API stores keeps (the rules its routes apply), as the
 * property-based tests check them after every generated request.
 */
import { existsSync, readdirSync } from 'node:fs';
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
