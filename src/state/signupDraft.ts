import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { EMPTY_PERSONAL_DETAILS, type Company, type PersonalDetails } from '@/lib/types';

/**
 * The signup draft (personal and company data), filled step by step. It survives a page reload
 * (session storage) except the passwords, which are only ever kept in memory.
 */
export interface SignupDraft {
  user: PersonalDetails;
  company: Company;
}

export const EMPTY_COMPANY: Company = { name: '', cifNif: '', industry: '', size: '' };
export const SIGNUP_DRAFT_STORAGE_KEY = 'signupDraft';

type StoredDraft = { user: Omit<PersonalDetails, 'password' | 'confirmPassword'>; company: Company };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readDraft(): SignupDraft {
  const raw = storage()?.getItem(SIGNUP_DRAFT_STORAGE_KEY);
  if (!raw) return { user: { ...EMPTY_PERSONAL_DETAILS }, company: { ...EMPTY_COMPANY } };
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    return {
      user: { ...EMPTY_PERSONAL_DETAILS, ...parsed.user, password: '', confirmPassword: '' },
      company: { ...EMPTY_COMPANY, ...parsed.company },
    };
  } catch {
    return { user: { ...EMPTY_PERSONAL_DETAILS }, company: { ...EMPTY_COMPANY } };
  }
}

function writeDraft(draft: SignupDraft): void {
  const { password: _password, confirmPassword: _confirm, ...user } = draft.user;
  const stored: StoredDraft = { user, company: draft.company };
  storage()?.setItem(SIGNUP_DRAFT_STORAGE_KEY, JSON.stringify(stored));
}

export const signupDraftAtom = atomWithLazy<SignupDraft>(readDraft);
signupDraftAtom.debugLabel = 'signupDraftAtom';

export const setUserDataAtom = atom(null, (get, set, user: PersonalDetails) => {
  const next = { ...get(signupDraftAtom), user };
  writeDraft(next);
  set(signupDraftAtom, next);
});
setUserDataAtom.debugLabel = 'setUserDataAtom';

export const setCompanyDataAtom = atom(null, (get, set, company: Company) => {
  const next = { ...get(signupDraftAtom), company };
  writeDraft(next);
  set(signupDraftAtom, next);
});
setCompanyDataAtom.debugLabel = 'setCompanyDataAtom';

/** Empties both parts of the draft. */
export const clearSignupDataAtom = atom(null, (_get, set) => {
  storage()?.removeItem(SIGNUP_DRAFT_STORAGE_KEY);
  set(signupDraftAtom, { user: { ...EMPTY_PERSONAL_DETAILS }, company: { ...EMPTY_COMPANY } });
});
clearSignupDataAtom.debugLabel = 'clearSignupDataAtom';

/** Whether step 1 has been filled (the company step needs it). Passwords are checked apart. */
export function hasUserData(user: PersonalDetails): boolean {
  return Boolean(user.name && user.email && user.phone && user.prompt);
}

export function hasCompanyData(company: Company): boolean {
  return Boolean(company.name);
}
