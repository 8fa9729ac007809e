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
import { PRODUCT_AMOUNTS } from '@/lib/pricingPlans';
import { SIGNUP_ERROR_CODES } from '@/lib/serverMessages';
import { COMPANY_SIZES, CUSTOMER_ROLE_ID, INDUSTRIES, KYC_STATUSES } from '@/lib/types';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_RULES } from '@/lib/validation';

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
  ['the password change: currentPassword maxLength', at('application/json.schema.properties.currentPassword.maxLength', passwordChangeBody), PASSWORD_RULES.max],
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
];

describe('the contract states the shared input rules of src/lib', () => {
  it.each(RULES)("%s is src/lib's", (_where, stated, rule) => {
    expect(stated).toEqual(rule);
  });
});
