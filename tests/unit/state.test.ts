import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { MockUser } from '../../mock-api/fixtures/users';
import { authAtom, loginSuccessAtom, logoutAtom, memberAtom, roleAtom, setUserAtom } from '@/state/auth';
import { clearSignupDataAtom, setCompanyDataAtom, setUserDataAtom, signupDraftAtom, SIGNUP_DRAFT_STORAGE_KEY } from '@/state/signupDraft';
import { installStorage } from './setup-storage';

let storage: ReturnType<typeof installStorage>;
beforeEach(() => {
  storage = installStorage();
});

describe('auth atoms', () => {
  it('starts unauthenticated without a stored token', () => {
    expect(createStore().get(authAtom)).toEqual({ token: null, user: null, isAuthenticated: false });
  });

  it('starts authenticated, with no user, when a token is stored', () => {
    storage.localStorage.setItem('token', 'abc');
    expect(createStore().get(authAtom)).toEqual({ token: 'abc', user: null, isAuthenticated: true });
  });

  it('loginSuccess stores token and user and keeps the token under "token"', () => {
    const store = createStore();
    store.set(loginSuccessAtom, { token: 'tok', user: MockUser, remember: true });
    expect(store.get(authAtom)).toEqual({ token: 'tok', user: MockUser, isAuthenticated: true });
    expect(storage.localStorage.getItem('token')).toBe('tok');
    expect(storage.sessionStorage.getItem('token')).toBeNull();
  });

  it('without remember me, the token lives only for the browser session', () => {
    const store = createStore();
    store.set(loginSuccessAtom, { token: 'tok', user: MockUser, remember: false });
    expect(storage.localStorage.getItem('token')).toBeNull();
    expect(storage.sessionStorage.getItem('token')).toBe('tok');
    expect(createStore().get(authAtom).isAuthenticated).toBe(true);
  });

  it('logout clears the state and removes the stored token', () => {
    const store = createStore();
    store.set(loginSuccessAtom, { token: 'tok', user: MockUser, remember: true });
    store.set(logoutAtom);
    expect(store.get(authAtom)).toEqual({ token: null, user: null, isAuthenticated: false });
    expect(storage.localStorage.getItem('token')).toBeNull();
  });

  it('setUser replaces the user', () => {
    const store = createStore();
    store.set(loginSuccessAtom, { token: 'tok', user: MockUser, remember: true });
    store.set(setUserAtom, { ...MockUser, name: 'New name' });
    expect(store.get(authAtom).user?.name).toBe('New name');
  });
});

describe('the role atoms', () => {
  it('know no role before the session is known; a session naming no member is the owner’s', () => {
    const store = createStore();
    expect(store.get(roleAtom)).toBeNull();
    store.set(loginSuccessAtom, { token: 'tok', user: MockUser, remember: true });
    expect(store.get(roleAtom)).toBe('owner');
  });

  it('take the member’s role, and forget it on logout', () => {
    const store = createStore();
    store.set(loginSuccessAtom, { token: 'tok', user: MockUser, remember: true });
    store.set(memberAtom, { id: 1002, name: 'Omar Haddad', email: 'staff@example.com', role: 'staff' });
    expect(store.get(roleAtom)).toBe('staff');
    store.set(logoutAtom);
    expect(store.get(memberAtom)).toBeNull();
    expect(store.get(roleAtom)).toBeNull();
  });
});

describe('signup draft atoms', () => {
  const user = {
    name: 'Ana',
    phone: '+34611222333',
    email: 'ana@example.com',
    password: 'secret123',
    confirmPassword: 'secret123',
    prompt: 'Hi',
  };
  const company = { name: 'Ana SL', cifNif: '', industry: 'salud' as const, size: 'pyme' as const };

  it('starts empty and fills by step', () => {
    const store = createStore();
    expect(store.get(signupDraftAtom).user.name).toBe('');
    store.set(setUserDataAtom, user);
    store.set(setCompanyDataAtom, company);
    expect(store.get(signupDraftAtom)).toEqual({ user, company });
  });

  it('survives a reload, except the passwords', () => {
    const store = createStore();
    store.set(setUserDataAtom, user);
    store.set(setCompanyDataAtom, company);
    const stored = storage.sessionStorage.getItem(SIGNUP_DRAFT_STORAGE_KEY) ?? '';
    expect(stored).not.toContain('secret123');
    const reloaded = createStore().get(signupDraftAtom);
    expect(reloaded.user).toEqual({ ...user, password: '', confirmPassword: '' });
    expect(reloaded.company).toEqual(company);
  });

  it('clearSignupData empties both parts and the storage', () => {
    const store = createStore();
    store.set(setUserDataAtom, user);
    store.set(clearSignupDataAtom);
    expect(store.get(signupDraftAtom).user.email).toBe('');
    expect(store.get(signupDraftAtom).company.name).toBe('');
    expect(storage.sessionStorage.getItem(SIGNUP_DRAFT_STORAGE_KEY)).toBeNull();
  });
});
