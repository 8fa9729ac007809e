/**
 * Domain types shared by the views, the API client, the fixtures and the mock API. The API's
 * request and answer shapes are the contract's (`Schema<...>`, src/api/contract/*.yaml).
 */
import type { Assert, Same, Schema } from './contract.ts';

export const INDUSTRIES = ['tecnologia', 'salud', 'finanzas', 'educacion', 'manufactura', 'otro'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const COMPANY_SIZES = ['autonomo', 'pyme', 'gran_empresa'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const KYC_STATUSES = ['not_submitted', 'pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** Registration always sends this role (a customer). */
export const CUSTOMER_ROLE_ID = 4;

export type Company = Schema<'Company'>;

/**
 * `tsc` fails when the lists above drift from the contract's enums. Exported only so that
 * `noUnusedLocals` lets it stand; nothing imports it.
 * @public
 */
export type DomainListsMatchContract = [
  Assert<Same<Industry, Schema<'Industry'>>>,
  Assert<Same<CompanySize, Schema<'CompanySize'>>>,
  Assert<Same<KycStatus, Schema<'KycStatus'>>>,
];

/**
 * The person who manages the account, as typed in signup step 1 (and step 0 of /buy) and kept in
 * the signup draft.
 */
export interface PersonalDetails {
  name: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  prompt: string;
}

export const EMPTY_PERSONAL_DETAILS: PersonalDetails = { name: '', phone: '', email: '', password: '', confirmPassword: '', prompt: '' };

/** The current user as the API returns it: never a password hash. */
export type User = Schema<'User'>;

/** The answer of login and current-user as the client reads it: each field checked before use. */
export type LoginResponse = Partial<Schema<'Session'>>;
