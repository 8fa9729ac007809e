/**
 * The API contract (src/api/contract) repeats the input rules the portal and the mock API share
 * (src/lib): these tests keep the two from drifting apart. Change a limit in src/lib and this
 * fails until the YAML says the same (then `npm run contract`). The mock API's own limits and the
 * contract's message keys are checked in tests/api/contract-validation.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
} from '@/lib/dashboard';
import { buildLeadPayload, INITIAL_LEAD_VALUES, LEAD_INDUSTRIES, LEAD_LIMITS, LEAD_SIZE_LABELS, PLACE_ID_PATTERN } from '@/lib/lead';
import { LOCALES } from '@/lib/locale';
import { dereference } from '@/lib/openapi';
import { CARD_BRANDS, PURCHASE_AMOUNTS, TEST_PAYMENT_OUTCOMES } from '@/lib/payments';
import { PHONE_MAX_INPUT_LENGTH } from '@/lib/phone';
import { PRODUCT_AMOUNTS } from '@/lib/plans';
import { SIGNUP_ERROR_CODES } from '@/lib/serverMessages';
import { COMPANY_SIZES, CUSTOMER_ROLE_ID, INDUSTRIES, KYC_STATUSES } from '@/lib/types';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_RULES } from '@/lib/validation';

type Schema = Record<string, unknown>;
type Document = { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, Schema> } };

const document = JSON.parse(readFileSync(path.resolve(__dirname, '../../src/api/contract/openapi.bundle.json'), 'utf8')) as Document;
const schemas = dereference(document, document.components.schemas);
const paths = dereference(document, document.paths);

/** A schema of the contract by its path: `schema('LeadRequest', 'properties', 'url')`. */
function schema(name: string, ...steps: string[]): Schema {
  let node: unknown = schemas[name];
  for (const step of steps) node = (node as Record<string, unknown> | undefined)?.[step];
  if (!node || typeof node !== 'object') throw new Error(`No schema ${[name, ...steps].join('.')}`);
  return node as Schema;
}

const property = (name: string, field: string) => schema(name, 'properties', field);

/** The JSON request body schema of an operation. */
function requestBody(path: string, method: string): Schema {
  const operation = paths[path]?.[method] as { requestBody: { content: Record<string, { schema: Schema }> } };
  const content = operation.requestBody.content;
  const media = content['application/json'] ?? content['multipart/form-data'];
  if (!media) throw new Error(`${method} ${path} has no body`);
  return media.schema;
}

describe('the contract states the shared input rules of src/lib', () => {
  it('e-mail: the pattern and length of src/lib/validation.ts', () => {
    expect(schema('Email').pattern).toBe(EMAIL_PATTERN.source);
    expect(schema('Email').maxLength).toBe(EMAIL_MAX_LENGTH);
    expect(property('LoginRequest', 'email').maxLength).toBe(EMAIL_MAX_LENGTH);
  });

  it('passwords: the length rules of src/lib/validation.ts, wherever one is chosen or sent', () => {
    expect(schema('NewPassword')).toMatchObject({ minLength: PASSWORD_RULES.min, maxLength: PASSWORD_RULES.max });
    for (const [name, field] of [
      ['RegisterRequest', 'password'],
      ['SignupForm', 'password'],
      ['ResetPasswordRequest', 'password'],
    ] as const) {
      expect(property(name, field), `${name}.${field}`).toMatchObject({ minLength: PASSWORD_RULES.min, maxLength: PASSWORD_RULES.max });
    }
    const change = requestBody('/api/users/newPassword/{email}', 'put');
    expect(change.properties).toMatchObject({ newPassword: { minLength: PASSWORD_RULES.min, maxLength: PASSWORD_RULES.max }, currentPassword: { maxLength: PASSWORD_RULES.max } });
    expect(property('LoginRequest', 'password').maxLength).toBe(PASSWORD_RULES.max);
  });

  it('phone: the input length of src/lib/phone.ts, checked by the `phone` format', () => {
    expect(schema('Phone')).toMatchObject({ format: 'phone', maxLength: PHONE_MAX_INPUT_LENGTH });
  });

  it('the domain lists of src/lib/types.ts and src/lib/locale.ts', () => {
    expect(schema('Locale').enum).toEqual(LOCALES);
    expect(schema('Industry').enum).toEqual(INDUSTRIES);
    expect(schema('CompanySize').enum).toEqual(COMPANY_SIZES);
    expect(schema('KycStatus').enum).toEqual(KYC_STATUSES);
    expect(property('RegisterRequest', 'role_id').const).toBe(CUSTOMER_ROLE_ID);
    expect(property('Error', 'code').enum).toEqual(Object.values(SIGNUP_ERROR_CODES));
  });

  it('lead: the payload, limits and options of src/lib/lead.ts', () => {
    const lead = schema('LeadRequest');
    const payload = buildLeadPayload({ ...INITIAL_LEAD_VALUES, industry: 'Other' }, 'en', 1_767_225_600_000);
    expect(Object.keys(lead.properties as object).sort()).toEqual(Object.keys(payload).sort());
    expect(property('LeadRequest', 'place_id').pattern).toBe(PLACE_ID_PATTERN.source);
    expect(property('LeadRequest', 'company_name').maxLength).toBe(LEAD_LIMITS.companyName);
    expect(property('LeadRequest', 'contact_name').maxLength).toBe(LEAD_LIMITS.contactName);
    expect(property('LeadRequest', 'url').maxLength).toBe(LEAD_LIMITS.url);
    expect(property('LeadRequest', 'company_size').enum).toEqual(LEAD_SIZE_LABELS);
    expect(property('LeadRequest', 'industry').enum).toEqual(LEAD_INDUSTRIES);
  });

  it('dashboard: the prompt, profile, settings, voices and packages of src/lib/dashboard.ts', () => {
    expect(schema('Prompt').maxLength).toBe(PROMPT_MAX_LENGTH);
    expect(property('RegisterRequest', 'iaprompt').maxLength).toBe(PROMPT_MAX_LENGTH);
    expect(property('SignupForm', 'prompt').maxLength).toBe(PROMPT_MAX_LENGTH);
    expect(property('ProfileRequest', 'name').maxLength).toBe(PROFILE_LIMITS.name);
    expect(property('ProfileRequest', 'website').maxLength).toBe(PROFILE_LIMITS.website);
    expect(property('ProfileRequest', 'address').maxLength).toBe(PROFILE_LIMITS.address);
    expect(property('ProfileCompany', 'name').maxLength).toBe(PROFILE_LIMITS.companyName);
    expect(property('ProfileCompany', 'cifNif').pattern).toBe(CIF_NIF_PATTERN.source);
    expect(property('Settings', 'language').enum).toEqual(SETTINGS_LANGUAGES);
    expect(property('Settings', 'timezone').enum).toEqual(TIMEZONES);
    expect(Object.keys(property('Settings', 'notifications').properties as object)).toEqual(NOTIFICATION_PREFERENCES);
    expect(property('Settings', 'notifications').required).toEqual(NOTIFICATION_PREFERENCES);
    expect(schema('VoiceId').enum).toEqual(VOICE_IDS);
    expect(property('Voice', 'gender').enum).toEqual(VOICE_GENDERS);
    expect(property('Voice', 'variant').enum).toEqual(VOICE_VARIANTS);
    expect(schema('CallPackageId').enum).toEqual(CALL_PACKAGE_IDS);
  });

  it('payments: the amounts, outcomes, brands and products of src/lib/payments.ts and plans.ts', () => {
    const noOrder = (schema('PaymentIntentRequest', 'else', 'properties', 'amount').enum ?? []) as number[];
    expect(noOrder).toEqual(PURCHASE_AMOUNTS);
    expect(schema('TestPaymentOutcome').enum).toEqual(TEST_PAYMENT_OUTCOMES);
    expect(schema('CardBrand').enum).toEqual(CARD_BRANDS);
    const plan = (schema('Order', 'properties', 'item').oneOf as Schema[])[0] as Schema;
    expect((plan.properties as Record<string, Schema>).product?.enum).toEqual(Object.keys(PRODUCT_AMOUNTS).map(Number));
  });
});
