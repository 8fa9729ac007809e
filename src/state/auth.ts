import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { clearToken, readToken, writeToken } from '@/lib/tokenStorage';
import type { User } from '@/lib/types';

/** Auth state (token, user, logged in or not). On reload the user starts empty. */
export interface AuthState {
  token: string | null;
  user: User | null;
  isAuthenticated: boolean;
}

export function initialAuthState(): AuthState {
  const token = readToken();
  return { token, user: null, isAuthenticated: token !== null };
}

export const authAtom = atomWithLazy<AuthState>(initialAuthState);
authAtom.debugLabel = 'authAtom';

export const userAtom = atom((get) => get(authAtom).user);
userAtom.debugLabel = 'userAtom';

export interface LoginSuccess {
  token: string;
  user: User;
  /** Keep the token after the browser closes ("remember me"). */
  remember: boolean;
}

/** Stores token and user, sets authenticated, saves the token. */
export const loginSuccessAtom = atom(null, (_get, set, { token, user, remember }: LoginSuccess) => {
  writeToken(token, remember);
  set(authAtom, { token, user, isAuthenticated: true });
});
loginSuccessAtom.debugLabel = 'loginSuccessAtom';

/** Clears token and user, sets unauthenticated, removes the stored token. */
export const logoutAtom = atom(null, (_get, set) => {
  clearToken();
  set(authAtom, { token: null, user: null, isAuthenticated: false });
});
logoutAtom.debugLabel = 'logoutAtom';

/** Replaces the user. */
export const setUserAtom = atom(null, (get, set, user: User) => {
  set(authAtom, { ...get(authAtom), user });
});
setUserAtom.debugLabel = 'setUserAtom';
