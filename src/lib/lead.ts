/**
 * The landing page's lead form (its fields, validation and options): its values, the options of its
 * selects, its field rules and the payload it sends. Pure, shared by the view, the page, the
 * mock API (which checks the same rules) and the tests.
 */
import type { Assert, Same, Schema } from './contract.ts';
import { COMPANY_SIZES, type CompanySize } from './types.ts';
import { LOCALES, type Locale } from './locale.ts';

/** Lead form state. `telefono` is the phone in international (E.164) format. */
export interface LeadFormValues {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  companySize: CompanySize | '';
  /** One of LEAD_INDUSTRIES; empty until the visitor picks one (the empty option must change). */
  industry: LeadIndustry | '';
  url: string;
  telefono: string;
}

export const LEAD_COMPANY_SIZES = COMPANY_SIZES;
export const DEFAULT_COMPANY_SIZE: CompanySize = 'autonomo';

/** Industry options of the lead form, sent as they are. */
export const LEAD_INDUSTRIES = ['Technology', 'Healthcare', 'Finance', 'Education', 'Manufacturing', 'Other'] as const;
export type LeadIndustry = (typeof LEAD_INDUSTRIES)[number];

export const INITIAL_LEAD_VALUES: LeadFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  companySize: DEFAULT_COMPANY_SIZE,
  industry: '',
  url: '',
  telefono: '',
};

/** The company sizes the lead payload carries. */
export const LEAD_SIZE_LABELS = ['freelancer', 'SME', 'Large Company'] as const;
export type LeadSizeLabel = (typeof LEAD_SIZE_LABELS)[number];

/**
 * The company sizes' labels: autonomo to freelancer, pyme to SME, gran empresa to Large Company, anything
 * else to freelancer. The spec writes "gran empresa"; the form's value is `gran_empresa`: both map.
 */
export function companySizeLabel(size: string): LeadSizeLabel {
  switch (
    size
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_')
  ) {
    case 'autonomo':
      return 'freelancer';
    case 'pyme':
      return 'SME';
    case 'gran_empresa':
      return 'Large Company';
    default:
      return 'freelancer';
  }
}

/** The submitted lead: the contract's `LeadRequest`, every field sent (also those the API defaults). */
export type LeadPayload = Required<Schema<'LeadRequest'>>;

/**
 * `tsc` fails when the lists above drift from the contract's enums. Exported only so that
 * `noUnusedLocals` lets it stand; nothing imports it.
 * @public
 */
export type LeadListsMatchContract = [
  Assert<Same<LeadIndustry, LeadPayload['industry']>>,
  Assert<Same<LeadSizeLabel, LeadPayload['company_size']>>,
  Assert<Same<Locale, LeadPayload['locale']>>,
];

export const LEAD_LIMITS = {
  name: 100,
  contactName: 200,
  companyName: 200,
  email: 254,
  url: 2048,
} as const;

/** `CUST-` and the current timestamp in milliseconds. */
export const PLACE_ID_PATTERN = /^CUST-\d{10,16}$/;

/**
 * A website as typed, made absolute: `example.com` becomes `https://example.com`. Null when it
 * is not an http(s) address with a dotted host name.
 */
export function normalizeUrl(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text) || text.length > LEAD_LIMITS.url) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // URL() lower-cases and punycodes the host: labels of letters, digits and hyphens, a real TLD.
  if (!/^([a-z\d]([a-z\d-]*[a-z\d])?\.)+([a-z]{2,63}|xn--[a-z\d-]{2,59})$/.test(url.hostname)) return null;
  return withScheme;
}

/**
 * The submitted lead payload: place_id `CUST-` + timestamp, contact_name joined and trimmed,
 * url null when empty, extra_info null, is_contacted false, is_active true, CEO null.
 */
export function buildLeadPayload(values: LeadFormValues, locale: Locale | string | undefined, now: number = Date.now()): LeadPayload {
  const url = values.url.trim();
  return {
    place_id: `CUST-${now}`,
    company_name: values.companyName.trim(),
    url: url ? (normalizeUrl(url) ?? url) : null,
    contact_name: `${values.firstName.trim()} ${values.lastName.trim()}`.trim(),
    phone: values.telefono,
    email: values.email.trim(),
    extra_info: null,
    is_contacted: false,
    is_active: true,
    CEO: null,
    company_size: companySizeLabel(values.companySize),
    industry: values.industry as LeadIndustry,
    locale: LOCALES.includes(locale as Locale) ? (locale as Locale) : 'en',
  };
}
