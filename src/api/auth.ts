import type { Schema } from '@/lib/contract';
import type { SessionMember } from '@/lib/roles';
import { readToken, SESSION_MARKER } from '@/lib/tokenStorage';
import type { LoginResponse, User } from '@/lib/types';
import { api, rootApi } from './client';
import { InvalidResponseError } from './errors';

/** `POST /api/login`'s body (`remember` keeps the session after the browser closes). */
export type Credentials = Schema<'LoginRequest'>;

/** The session: the user and its token (the session marker when the answer had none). */
export type Session = Schema<'Session'>;

/** POST /api/login. A missing user is an error; a missing token becomes the session marker. */
export async function login(credentials: Credentials): Promise<Session> {
  const data = await api.post('login', { json: credentials }).json<LoginResponse>();
  if (!data || typeof data !== 'object' || !data.user) throw new InvalidResponseError();
  return { user: data.user, token: data.token || SESSION_MARKER, ...memberOf(data) };
}

/** The person and role a session answer names, when it names one (a team's member, or the owner). */
function memberOf(data: LoginResponse): { member?: SessionMember } {
  const member = data.member;
  return member && typeof member === 'object' && typeof member.role === 'string' ? { member } : {};
}

export interface CurrentSession {
  user: User;
  /** The bearer token current-user returned (it authorises the password change), null without one. */
  token: string | null;
  /** Who signed in and their role, when the answer says (absent: the account's owner). */
  member?: SessionMember;
}

/** GET /api/current-user: the user of the session (bearer token or cookie), its token and who signed in. */
export async function fetchCurrentSession(): Promise<CurrentSession> {
  const data = await api.get('current-user').json<LoginResponse>();
  if (!data?.user || typeof data.user !== 'object') throw new InvalidResponseError();
  return { user: data.user, token: typeof data.token === 'string' && data.token ? data.token : null, ...memberOf(data) };
}

/** The session check started by the entry (prefetchCurrentSession), until the guard takes it. */
let early: Promise<CurrentSession> | null = null;

/**
 * Starts GET /api/current-user from the entry when a protected page loads with a token, beside the
 * page's code, instead of after it has loaded and rendered: the guard's first check
 * (fetchCurrentUser) takes this answer.
 */
export function prefetchCurrentSession(): void {
  if (early || !readToken()) return;
  early = fetchCurrentSession();
  early.catch(() => undefined);
}

/** GET /api/current-user: the session (the prefetched answer, the first time). */
export async function fetchCurrentUser(): Promise<CurrentSession> {
  const pending = early;
  early = null;
  return pending ?? fetchCurrentSession();
}

/** POST /api/logout: ends the session on the server. */
export async function logout(): Promise<void> {
  await api.post('logout');
}

export type VerifyResult = Schema<'MessageAnswer'>;

/**
 * POST /verify `{ token }`: confirms the account of an e-mail link, sent only when the person
 * presses "Confirm" (opening a link must not confirm it: mail scanners open links). 200
 * `{ message }` when verified; 400 `{ error }` for a missing, unknown, expired or used token.
 */
export async function verifyEmail(token: string): Promise<VerifyResult> {
  return rootApi.post('verify', { json: { token } }).json<VerifyResult>();
}
