import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { clearToken, readToken, writeToken } from '@/lib/tokenStorage';
import type { Role, SessionMember } from '@/lib/roles';
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

/**
 * The person signed in to the account and their role (the owner, or a member of the team): from
 * the login's answer and from current-user. Null until known (after a reload, until the session
 * is checked) and from a backend that names no member.
 */
export const memberAtom = atom<SessionMember | null>(null);
memberAtom.debugLabel = 'memberAtom';

/**
 * The signed-in person's role; null until known. A session that names no member is the account's
 * own (the owner), as every session was before accounts had teams.
 */
export const roleAtom = atom<Role | null>((get) => {
  const member = get(memberAtom);
  if (member) return member.role;
  return get(authAtom).user ? 'owner' : null;
});
roleAtom.debugLabel = 'roleAtom';

/** Clears token, user and member, sets unauthenticated, removes the stored token. */
export const logoutAtom = atom(null, (_get, set) => {
  clearToken();
  set(authAtom, { token: null, user: null, isAuthenticated: false });
  set(memberAtom, null);
});
logoutAtom.debugLabel = 'logoutAtom';

/** Replaces the user. */
export const setUserAtom = atom(null, (get, set, user: User) => {
  set(authAtom, { ...get(authAtom), user });
});
setUserAtom.debugLabel = 'setUserAtom';

/** Notes the account's scheduled deletion on the signed-in user (null: nothing scheduled), as the server answered it. */
export const setDeletionAtom = atom(null, (get, set, scheduledFor: string | null) => {
  const { user } = get(authAtom);
  if (!user) return;
  const { deletionScheduledFor: _was, ...rest } = user;
  set(authAtom, { ...get(authAtom), user: scheduledFor ? { ...rest, deletionScheduledFor: scheduledFor } : rest });
});
setDeletionAtom.debugLabel = 'setDeletionAtom';
