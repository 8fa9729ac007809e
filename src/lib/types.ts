/** Domain types shared by the views, the API client, the fixtures and the mock API. */

export const INDUSTRIES = ['tecnologia', 'salud', 'finanzas', 'educacion', 'manufactura', 'otro'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const COMPANY_SIZES = ['autonomo', 'pyme', 'gran_empresa'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const KYC_STATUSES = ['not_submitted', 'pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** Registration always sends this role (spec section 3). */
export const CUSTOMER_ROLE_ID = 4;

export interface Company {
  name: string;
  cifNif: string;
  industry: Industry | '';
  size: CompanySize | '';
}

/** The current user as the API returns it: never a password hash. */
/**
 * The person who manages the account, as typed in signup step 1 (and step 0 of /buy) and kept in
 * the signup draft (spec sections 3 and 4).
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

export interface User {
  id: number;
  name: string;
  email: string;
  phone: string;
  /** The AI agent's instructions, shown as "prompt". */
  iaprompt: string;
  kyc_status: KycStatus;
  role_id: number;
  verified: boolean;
  company: Company | null;
}

export interface LoginResponse {
  user?: User;
  token?: string;
}

/** Error body of every mock API failure. */
export interface ApiErrorBody {
  error: string;
  code?: string;
}
