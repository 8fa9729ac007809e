/** Valid request bodies for the contract's tests (each case changes what it needs). */
import { buildLeadPayload, INITIAL_LEAD_VALUES } from '../../src/lib/lead.ts';

/** POST /api/users: a new account (n keeps e-mail and phone unique). */
export const newUser = (n: number) => ({
  name: `Contract ${n}`,
  email: `user${n}@example.com`,
  password: 'longenough',
  phone: `+3461199${String(n).padStart(4, '0')}`,
  iaprompt: 'Answer my calls',
  role_id: 4,
});

export interface SignupFields {
  name: string;
  phone: string;
  email: string;
  password: string;
  prompt: string;
  /** The company as JSON text. */
  company: string;
}

/** POST /auth/signup: the text fields of the form (n keeps e-mail and phone unique); the documents go with them. */
export const signupFields = (n: number, overrides: Partial<SignupFields> = {}): SignupFields => ({
  name: `Signup ${n}`,
  phone: `+3462233${String(n).padStart(4, '0')}`,
  email: `signup${n}@example.com`,
  password: 'longenough',
  prompt: 'Answer the calls of my bakery and take orders.',
  company: JSON.stringify({ name: `Company ${n}`, cifNif: 'b1234567x', industry: 'tecnologia', size: 'pyme' }),
  ...overrides,
});

/** POST /api/leads: the lead form's payload, built as the page builds it. */
export const LEAD = buildLeadPayload(
  {
    ...INITIAL_LEAD_VALUES,
    firstName: 'Ana',
    lastName: 'García',
    email: 'lead@example.com',
    companyName: 'Clínica Norte',
    companySize: 'pyme',
    industry: 'Healthcare',
    telefono: '+34600220001',
  },
  'en',
  1_767_225_600_000,
);

/** PUT /api/profile */
export const PROFILE = {
  name: 'Lucía F. Ruiz',
  phone: '+34 622 333 444',
  company: { name: 'Sonrisa Dental SL', cifNif: 'b12345678', industry: 'salud', size: 'pyme' },
  website: 'sonrisa-dental.example.es',
  address: 'Gran Vía 1, Madrid',
};

/** PUT /api/settings */
export const SETTINGS = {
  language: 'fr',
  timezone: 'America/Bogota',
  notifications: { callSummaries: false, weeklyReport: true, lowBalance: true, productNews: true },
};

/** POST /customers: the checkout's contact details. */
export const CUSTOMER = {
  firstName: 'Nora',
  lastName: 'Vidal',
  name: 'Nora Vidal',
  email: 'Nora.Vidal@Example.com',
  companyName: 'Horno Vidal SL',
  companySize: 'pyme',
  country: 'ES',
};

/** customerData of POST /api/confirm-payment */
export const BUYER = { name: 'Nora Vidal', email: 'nora.vidal@example.com', phone: '+34622334455' };
