/**
 * The API contract (src/api/contract) repeats the input rules the portal and the mock API share
 * (src/lib): these tests keep the two from drifting apart. Change a limit in src/lib and this
 * fails until the YAML says the same (then `npm run contract`). The mock API's own limits and the
 * contract's message keys are checked in tests/api/contract-validation.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContractAjv } from '../../mock-api/contract.ts';
import {
  CALL_DIRECTIONS,
  CALL_OUTCOMES,
  CALL_RATING_NOTE_MAX,
  CALL_RATINGS,
  CALL_SORT_KEYS,
  CALLS_MAX_PAGE_SIZE,
  CALLS_MAX_QUERY_LENGTH,
} from '../../src/lib/calls.ts';
import {
  CALL_PACKAGE_IDS,
  CIF_NIF_PATTERN,
  NOTIFICATION_PREFERENCES,
  PROFILE_LIMITS,
  PROMPT_MAX_LENGTH,
  SETTINGS_LANGUAGES,
  TIMEZONES,
  VOICE_GENDERS,
  VOICE_IDS,
  VOICE_VARIANTS,
} from '../../src/lib/dashboard.ts';
import {
  buildLeadPayload,
  INITIAL_LEAD_VALUES,
  LEAD_INDUSTRIES,
  LEAD_LIMITS,
  LEAD_SIZE_LABELS,
  PLACE_ID_PATTERN,
} from '../../src/lib/lead.ts';
import { LOCALES } from '../../src/lib/locale.ts';
import { STUDIO_LIMITS } from '../../src/lib/studio/limits.ts';
import { EXPECTATION_KINDS, SOURCE_KINDS, STUDIO_LANGUAGES } from '../../src/lib/studio/types.ts';
import { dereference } from '../../src/lib/openapi.ts';
import { CARD_BRANDS, PURCHASE_AMOUNTS, TEST_PAYMENT_OUTCOMES } from '../../src/lib/payments.ts';
import { PHONE_MAX_INPUT_LENGTH } from '../../src/lib/phone.ts';
import { PRODUCT_AMOUNTS } from '../../src/lib/plans.ts';
import { SIGNUP_ERROR_CODES } from '../../src/lib/serverMessages.ts';
import { COMPANY_SIZES, CUSTOMER_ROLE_ID, INDUSTRIES, KYC_STATUSES } from '../../src/lib/types.ts';
import { BILLING_FIELD_MAX, LEDGER_MAX_PAGE_SIZE, TOP_UP_THRESHOLD_MAX, USAGE_RANGES } from '../../src/lib/usage.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_RULES } from '../../src/lib/validation.ts';

type Schema = Record<string, unknown>;
type Document = { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, Schema> } };

const document = JSON.parse(readFileSync(path.resolve(__dirname, '../../src/api/contract/openapi.bundle.json'), 'utf8')) as Document;
const schemas = dereference(document, document.components.schemas);
const paths = dereference(document, document.paths);

/** A value of the contract's schemas by its path: `at('LeadRequest.properties.url.maxLength')`. */
function at(path: string, root: unknown = schemas): unknown {
  return path.split('.').reduce<unknown>((node, step) => (node as Record<string, unknown> | undefined)?.[step], root);
}

/** The length limits of a schema. */
const lengths = (path: string, root?: unknown) => {
  const { minLength, maxLength } = (at(path, root) ?? {}) as Schema;
  return { minLength, maxLength };
};

const PASSWORD = { minLength: PASSWORD_RULES.min, maxLength: PASSWORD_RULES.max };
const passwordChange = at('/api/users/newPassword/{email}', paths) as Record<string, unknown>;
const passwordChangeBody = at('put.requestBody.content', passwordChange) as Record<string, { schema: Schema }>;
/** The schema of an operation's query parameter: `param('/api/calls', 'q')`. */
function param(route: string, name: string, method = 'get'): Schema {
  const parameters = at(`${route}.${method}.parameters`, paths) as { name: string; in: string; schema: Schema }[];
  const found = parameters.find((parameter) => parameter.in === 'query' && parameter.name === name);
  if (!found) throw new Error(`${method} ${route} has no query parameter ${name}`);
  return found.schema;
}
/** The JSON body schema of an operation. */
const body = (route: string, method: string) => at(`${route}.${method}.requestBody.content.application/json.schema`, paths) as Schema;
const rating = body('/api/calls/{id}/rating', 'put');

const lead = buildLeadPayload({ ...INITIAL_LEAD_VALUES, industry: 'Other' }, 'en', 1_767_225_600_000);

/** Where the contract states a rule of src/lib, what it says there, and what src/lib says. */
const RULES: readonly (readonly [string, unknown, unknown])[] = [
  // validation.ts
  ['Email.pattern', at('Email.pattern'), EMAIL_PATTERN.source],
  ['Email.maxLength', at('Email.maxLength'), EMAIL_MAX_LENGTH],
  ['LoginRequest email maxLength', at('LoginRequest.properties.email.maxLength'), EMAIL_MAX_LENGTH],
  ['NewPassword lengths', lengths('NewPassword'), PASSWORD],
  ['RegisterRequest password lengths', lengths('RegisterRequest.properties.password'), PASSWORD],
  ['SignupForm password lengths', lengths('SignupForm.properties.password'), PASSWORD],
  ['ResetPasswordRequest password lengths', lengths('ResetPasswordRequest.properties.password'), PASSWORD],
  ['the password change: newPassword lengths', lengths('application/json.schema.properties.newPassword', passwordChangeBody), PASSWORD],
  [
    'the password change: currentPassword maxLength',
    at('application/json.schema.properties.currentPassword.maxLength', passwordChangeBody),
    PASSWORD_RULES.max,
  ],
  ['LoginRequest password maxLength', at('LoginRequest.properties.password.maxLength'), PASSWORD_RULES.max],
  // phone.ts
  ['Phone.maxLength', at('Phone.maxLength'), PHONE_MAX_INPUT_LENGTH],
  // types.ts, locale.ts, serverMessages.ts
  ['Locale.enum', at('Locale.enum'), LOCALES],
  ['Industry.enum', at('Industry.enum'), INDUSTRIES],
  ['CompanySize.enum', at('CompanySize.enum'), COMPANY_SIZES],
  ['KycStatus.enum', at('KycStatus.enum'), KYC_STATUSES],
  ['RegisterRequest role_id', at('RegisterRequest.properties.role_id.const'), CUSTOMER_ROLE_ID],
  ['Error code enum', at('Error.properties.code.enum'), Object.values(SIGNUP_ERROR_CODES)],
  // lead.ts
  ['LeadRequest fields', Object.keys(at('LeadRequest.properties') as object).sort(), Object.keys(lead).sort()],
  ['LeadRequest place_id pattern', at('LeadRequest.properties.place_id.pattern'), PLACE_ID_PATTERN.source],
  ['LeadRequest company_name maxLength', at('LeadRequest.properties.company_name.maxLength'), LEAD_LIMITS.companyName],
  ['LeadRequest contact_name maxLength', at('LeadRequest.properties.contact_name.maxLength'), LEAD_LIMITS.contactName],
  ['LeadRequest url maxLength', at('LeadRequest.properties.url.maxLength'), LEAD_LIMITS.url],
  ['LeadRequest company_size enum', at('LeadRequest.properties.company_size.enum'), LEAD_SIZE_LABELS],
  ['LeadRequest industry enum', at('LeadRequest.properties.industry.enum'), LEAD_INDUSTRIES],
  // dashboard.ts
  ['Prompt.maxLength', at('Prompt.maxLength'), PROMPT_MAX_LENGTH],
  ['RegisterRequest iaprompt maxLength', at('RegisterRequest.properties.iaprompt.maxLength'), PROMPT_MAX_LENGTH],
  ['SignupForm prompt maxLength', at('SignupForm.properties.prompt.maxLength'), PROMPT_MAX_LENGTH],
  ['ProfileRequest name maxLength', at('ProfileRequest.properties.name.maxLength'), PROFILE_LIMITS.name],
  ['ProfileRequest website maxLength', at('ProfileRequest.properties.website.maxLength'), PROFILE_LIMITS.website],
  ['ProfileRequest address maxLength', at('ProfileRequest.properties.address.maxLength'), PROFILE_LIMITS.address],
  ['ProfileCompany name maxLength', at('ProfileCompany.properties.name.maxLength'), PROFILE_LIMITS.companyName],
  ['ProfileCompany cifNif pattern', at('ProfileCompany.properties.cifNif.pattern'), CIF_NIF_PATTERN.source],
  ['Settings language enum', at('Settings.properties.language.enum'), SETTINGS_LANGUAGES],
  ['Settings timezone enum', at('Settings.properties.timezone.enum'), TIMEZONES],
  ['Settings notifications', Object.keys(at('Settings.properties.notifications.properties') as object), NOTIFICATION_PREFERENCES],
  ['Settings notifications required', at('Settings.properties.notifications.required'), NOTIFICATION_PREFERENCES],
  ['VoiceId.enum', at('VoiceId.enum'), VOICE_IDS],
  ['Voice gender enum', at('Voice.properties.gender.enum'), VOICE_GENDERS],
  ['Voice variant enum', at('Voice.properties.variant.enum'), VOICE_VARIANTS],
  ['CallPackageId.enum', at('CallPackageId.enum'), CALL_PACKAGE_IDS],
  // payments.ts, plans.ts
  ['the amounts without an order', at('PaymentIntentRequest.else.properties.amount.enum'), PURCHASE_AMOUNTS],
  ['TestPaymentOutcome.enum', at('TestPaymentOutcome.enum'), TEST_PAYMENT_OUTCOMES],
  ['CardBrand.enum', at('CardBrand.enum'), CARD_BRANDS],
  ['Order plan products', at('Order.properties.item.oneOf.0.properties.product.enum'), Object.keys(PRODUCT_AMOUNTS).map(Number)],
  // calls.ts: the history's filters (list and export), the rating
  ...(['/api/calls', '/api/calls/export'] as const).flatMap(
    (route) =>
      [
        [`${route} q maxLength`, param(route, 'q').maxLength, CALLS_MAX_QUERY_LENGTH],
        [`${route} sort enum`, param(route, 'sort').enum, CALL_SORT_KEYS],
        [`${route} order enum`, param(route, 'order').enum, ['asc', 'desc']],
        [`${route} direction enum (empty: any)`, param(route, 'direction').enum, ['', ...CALL_DIRECTIONS]],
        [`${route} outcome enum (empty: any)`, param(route, 'outcome').enum, ['', ...CALL_OUTCOMES]],
      ] as const,
  ),
  ['the rating enum', at('properties.rating.enum', rating), [...CALL_RATINGS, null]],
  ['the rating note maxLength', at('properties.note.maxLength', rating), CALL_RATING_NOTE_MAX],
  // usage.ts
  ['/api/usage range enum', param('/api/usage', 'range').enum, USAGE_RANGES.map(String)],
  ['BillingDetails companyName maxLength', at('BillingDetails.properties.companyName.maxLength'), BILLING_FIELD_MAX],
  ['BillingDetails taxId maxLength', at('BillingDetails.properties.taxId.maxLength'), BILLING_FIELD_MAX],
  ['BillingDetails address maxLength', at('BillingDetails.properties.address.maxLength'), BILLING_FIELD_MAX],
  ['AutoTopUpInput threshold minimum', at('AutoTopUpInput.properties.thresholdMinutes.minimum'), 1],
  ['AutoTopUpInput threshold maximum', at('AutoTopUpInput.properties.thresholdMinutes.maximum'), TOP_UP_THRESHOLD_MAX],
  ['AutoTopUpInput packageId enum', at('AutoTopUpInput.properties.packageId.enum'), [...CALL_PACKAGE_IDS, null]],
  // studio/limits.ts, studio/types.ts (the agent studio)
  ['StudioAnswerInput answer maxLength', at('StudioAnswerInput.properties.answer.maxLength'), STUDIO_LIMITS.answerLength],
  ['StudioAnswerInput question maxLength', at('StudioAnswerInput.properties.question.maxLength'), STUDIO_LIMITS.questionLength],
  ['StudioAnswerInput phrasings maxItems', at('StudioAnswerInput.properties.phrasings.maxItems'), STUDIO_LIMITS.phrasings],
  ['StudioAnswerInput phrasing maxLength', at('StudioAnswerInput.properties.phrasings.items.maxLength'), STUDIO_LIMITS.phrasingLength],
  [
    'the studio chat message maxLength',
    at('/api/studio/chat.post.requestBody.content.application/json.schema.properties.message.maxLength', paths),
    STUDIO_LIMITS.chatMessageLength,
  ],
  [
    'StudioActions booking length',
    [
      at('StudioActions.properties.booking.properties.lengthMinutes.minimum'),
      at('StudioActions.properties.booking.properties.lengthMinutes.maximum'),
    ],
    [STUDIO_LIMITS.bookingLengthMinutes.min, STUDIO_LIMITS.bookingLengthMinutes.max],
  ],
  [
    'StudioActions booking ahead',
    [
      at('StudioActions.properties.booking.properties.aheadDays.minimum'),
      at('StudioActions.properties.booking.properties.aheadDays.maximum'),
    ],
    [STUDIO_LIMITS.bookingAheadDays.min, STUDIO_LIMITS.bookingAheadDays.max],
  ],
  ['StudioLanguage.enum', at('StudioLanguage.enum'), STUDIO_LANGUAGES],
  ['StudioExpectation kind enum', at('StudioExpectation.properties.kind.enum'), EXPECTATION_KINDS],
  ['StudioLineSource kind enum', at('StudioLineSource.properties.kind.enum'), SOURCE_KINDS],
  ['StudioHours exceptions maxItems', at('StudioHours.properties.exceptions.maxItems'), STUDIO_LIMITS.exceptions],
];

describe('the contract states the shared input rules of src/lib', () => {
  it.each(RULES)("%s is src/lib's", (_where, stated, rule) => {
    expect(stated).toEqual(rule);
  });
});

/**
 * What a schema accepts, tried with the mock API's own validator (the routes do not check these
 * fields: the contract is their only check).
 */
const ajv = createContractAjv();
const accepts = (schema: Schema, value: unknown) => ajv.validate(schema, value);
const counting = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

describe('the calls and usage routes accept what src/lib says, through the contract alone', () => {
  it.each([
    ['/api/calls', 'from'],
    ['/api/calls', 'to'],
    ['/api/calls/export', 'from'],
    ['/api/calls/export', 'to'],
  ])('%s %s: an empty value or a real day, YYYY-MM-DD', (route, name) => {
    const schema = param(route, name);
    for (const day of ['', '2026-11-27', '2028-02-29']) expect(accepts(schema, day), day).toBe(true);
    for (const day of ['2026-02-31', '2027-02-29', '2026-13-01', '27/11/2026', '2026-11-27T10:00:00Z', ' 2026-11-27'])
      expect(accepts(schema, day), day).toBe(false);
  });

  it(`/api/calls limit: a whole number from 1 to ${CALLS_MAX_PAGE_SIZE}`, () => {
    const schema = param('/api/calls', 'limit');
    expect(counting(0, 999).filter((value) => accepts(schema, value))).toEqual(counting(1, CALLS_MAX_PAGE_SIZE));
    for (const value of ['', '01', '1.5', '-1', '2e2']) expect(accepts(schema, value), value).toBe(false);
  });

  it(`/api/usage/ledger limit: a whole number from 1 to ${LEDGER_MAX_PAGE_SIZE}`, () => {
    const schema = param('/api/usage/ledger', 'limit');
    expect(counting(0, 999).filter((value) => accepts(schema, value))).toEqual(counting(1, LEDGER_MAX_PAGE_SIZE));
  });

  it(`the search: at most ${CALLS_MAX_QUERY_LENGTH} characters`, () => {
    expect(accepts(param('/api/calls', 'q'), 'x'.repeat(CALLS_MAX_QUERY_LENGTH))).toBe(true);
    expect(accepts(param('/api/calls', 'q'), 'x'.repeat(CALLS_MAX_QUERY_LENGTH + 1))).toBe(false);
  });

  it(`the rating: up, down or null, with a note of at most ${CALL_RATING_NOTE_MAX} characters`, () => {
    expect(accepts(rating, { rating: 'up', note: 'x'.repeat(CALL_RATING_NOTE_MAX) })).toBe(true);
    expect(accepts(rating, { rating: null, note: null })).toBe(true);
    expect(accepts(rating, { rating: 'up', note: 'x'.repeat(CALL_RATING_NOTE_MAX + 1) })).toBe(false);
    expect(accepts(rating, { rating: 'sideways' })).toBe(false);
    expect(accepts(rating, { note: 'no rating' })).toBe(false);
  });

  it('the billing details saved: a company name that is not blank, every text within the limit', () => {
    const schema = body('/api/billing-details', 'put');
    const details = { companyName: 'Sonrisa Group SL', taxId: '', address: '' };
    expect(accepts(schema, details)).toBe(true);
    expect(accepts(schema, { ...details, companyName: '   ' })).toBe(false);
    expect(accepts(schema, { ...details, address: 'x'.repeat(BILLING_FIELD_MAX + 1) })).toBe(false);
    expect(accepts(schema, { ...details, iban: 'ES00' })).toBe(false);
  });

  it(`the auto top-up: a package or null, a threshold of 1 to ${TOP_UP_THRESHOLD_MAX} whole minutes or null`, () => {
    const schema = body('/api/auto-top-up', 'put');
    expect(accepts(schema, { enabled: true, packageId: 'basic', thresholdMinutes: TOP_UP_THRESHOLD_MAX })).toBe(true);
    expect(accepts(schema, { enabled: false, packageId: null, thresholdMinutes: null })).toBe(true);
    for (const thresholdMinutes of [0, 12.5, TOP_UP_THRESHOLD_MAX + 1, '60'])
      expect(accepts(schema, { enabled: true, packageId: 'basic', thresholdMinutes }), String(thresholdMinutes)).toBe(false);
    expect(accepts(schema, { enabled: true, packageId: 'platinum', thresholdMinutes: 60 })).toBe(false);
  });
});
