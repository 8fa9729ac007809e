import type { NextFunction, Request, Response } from 'express';
import type { ApiContext } from './context.ts';
import { cookies, sendError } from './http.ts';
import { newId } from './ids.ts';
import { msg } from './messages.ts';
import { newToken, sha256 } from './security.ts';
import type { SessionMember } from '../src/lib/roles.ts';
import type { SessionRecord, UserRecord } from './store.ts';
import { sessionPerson } from './team.ts';

export const SESSION_COOKIE = 'sid';
const DAY = 24 * 60 * 60 * 1000;
/** A remembered session lasts 30 days; the others a day (and their cookie ends with the browser). */
export const SESSION_TTL = { persistent: 30 * DAY, browser: DAY };

export interface Auth {
  token: string;
  session: SessionRecord;
  /** The account: its owner's record, whoever signed in. */
  user: UserRecord;
  /** The person who signed in, and their role in the account. */
  member: SessionMember;
}

/** Where a session was started from: shown in the member's sessions list. */
export interface SessionClient {
  userAgent: string;
  ip: string;
}

export function clientOf(req: Request): SessionClient {
  return { userAgent: (req.get('user-agent') ?? '').slice(0, 300), ip: req.socket.remoteAddress ?? '' };
}

/** A new session of the account `userId`; `memberId` when a member (not the owner) signed in. */
export function createSession(ctx: ApiContext, userId: number, persistent: boolean, client?: SessionClient, memberId?: number): string {
  const token = newToken();
  const now = ctx.now();
  ctx.db.mutate((data) => {
    data.sessions.push({
      id: newId(),
      tokenHash: sha256(token),
      userId,
      persistent,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + (persistent ? SESSION_TTL.persistent : SESSION_TTL.browser)).toISOString(),
      ...(client ? { userAgent: client.userAgent, ip: client.ip, lastSeenAt: new Date(now).toISOString() } : {}),
      ...(memberId === undefined ? {} : { memberId }),
    });
  });
  return token;
}

/**
 * "Last seen" without a db write per request (each write rewrites db.json): the exact time lives in
 * memory, and the record takes it when it is older than this, so a restart loses at most that much.
 */
const LAST_SEEN_WRITE_MS = 5 * 60 * 1000;
const lastSeen = new WeakMap<ApiContext, Map<string, number>>();

function seen(ctx: ApiContext, session: SessionRecord): void {
  const now = ctx.now();
  let times = lastSeen.get(ctx);
  if (!times) lastSeen.set(ctx, (times = new Map()));
  times.set(session.id, now);
  if (now - Date.parse(session.lastSeenAt ?? session.createdAt) < LAST_SEEN_WRITE_MS) return;
  ctx.db.mutate(() => {
    session.lastSeenAt = new Date(now).toISOString();
  });
}

/** Drops the in-memory "last seen" of sessions that ended, so the map never outgrows the live sessions. */
function forgetSeen(ctx: ApiContext, ids: Iterable<string>): void {
  const times = lastSeen.get(ctx);
  if (times) for (const id of ids) times.delete(id);
}

/** Ends the sessions `ended` picks (at most one user's, e.g. one session or all but one); answers how many live ones ended. */
export function endSessionsWhere(ctx: ApiContext, ended: (session: SessionRecord) => boolean): number {
  const now = ctx.now();
  const gone = ctx.db.mutate((data) => {
    const out = data.sessions.filter(ended);
    data.sessions = data.sessions.filter((session) => !ended(session));
    return out;
  });
  forgetSeen(
    ctx,
    gone.map((session) => session.id),
  );
  return gone.filter((session) => Date.parse(session.expiresAt) > now).length;
}

/** When a session last made a signed-in request, as far as this server knows. */
export function lastSeenOf(ctx: ApiContext, session: SessionRecord): number {
  return Math.max(lastSeen.get(ctx)?.get(session.id) ?? 0, Date.parse(session.lastSeenAt ?? session.createdAt));
}

/** The token a request presents: the bearer header first, else the session cookie. */
export function requestToken(req: Request): string | null {
  const header = req.get('authorization');
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || null;
  return cookies(req)[SESSION_COOKIE] ?? null;
}

/** One lookup per request: the role gate, the contract's validation and the route all ask. */
const authOfRequest = new WeakMap<Request, Auth | null>();

export function authenticate(ctx: ApiContext, req: Request): Auth | null {
  if (authOfRequest.has(req)) return authOfRequest.get(req) ?? null;
  const auth = lookUp(ctx, req);
  authOfRequest.set(req, auth);
  return auth;
}

function lookUp(ctx: ApiContext, req: Request): Auth | null {
  const token = requestToken(req);
  if (!token) return null;
  const hash = sha256(token);
  const session = ctx.db.data.sessions.find((s) => s.tokenHash === hash);
  if (!session || Date.parse(session.expiresAt) <= ctx.now()) return null;
  const user = ctx.db.data.users.find((u) => u.id === session.userId);
  if (!user) return null;
  // A removed member's sessions are ended with them; one left behind finds no member and is refused.
  const member = sessionPerson(ctx.db, session, user);
  return member ? { token, session, user, member } : null;
}

/** 401 unless the request carries a live session; the session is in `res.locals.auth`. */
export function requireAuth(ctx: ApiContext) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const auth = authenticate(ctx, req);
    if (!auth) return sendError(res, 401, msg(req, 'unauthorized'));
    seen(ctx, auth.session);
    res.locals.auth = auth;
    next();
  };
}

export function authOf(res: Response): Auth {
  return res.locals.auth as Auth;
}

export function endSession(ctx: ApiContext, session: SessionRecord): void {
  endSessionsWhere(ctx, (s) => s.id === session.id);
}

/** Ends every session of an account's owner (after a password change); its members' stay. */
export function endUserSessions(ctx: ApiContext, userId: number): void {
  endSessionsWhere(ctx, (s) => s.userId === userId && s.memberId === undefined);
}

/** Ends every session of one member of an account (removed, or a new password). */
export function endMemberSessions(ctx: ApiContext, accountId: number, memberId: number): number {
  return endSessionsWhere(ctx, (s) => s.userId === accountId && s.memberId === memberId);
}

/** Whether a session is the same person's as `auth` (the owner's, or one member's). */
export function samePerson(session: SessionRecord, auth: Auth): boolean {
  return session.userId === auth.user.id && session.memberId === (auth.member.role === 'owner' ? undefined : auth.member.id);
}

export function setSessionCookie(res: Response, token: string, persistent: boolean): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    ...(persistent ? { maxAge: SESSION_TTL.persistent } : {}),
  });
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { path: '/' });
}

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** The browser and the system a User-Agent names, each null when it names none we know. */
export function deviceOf(userAgent: string): { browser: string | null; system: string | null } {
  const first = (table: typeof BROWSERS) => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser: first(BROWSERS), system: first(SYSTEMS) };
}

/** Address prefixes the mock knows the place of (public ranges of Spanish and Emirati networks). */
const PLACES: readonly (readonly [string, { city: string; country: string }])[] = [
  ['83.45.', { city: 'Madrid', country: 'ES' }],
  ['88.26.', { city: 'Barcelona', country: 'ES' }],
  ['90.167.', { city: 'Valencia', country: 'ES' }],
  ['94.200.', { city: 'Dubai', country: 'AE' }],
];

export function placeOf(ip: string): { city: string; country: string } | null {
  const address = ip.replace(/^::ffff:/, '');
  return PLACES.find(([prefix]) => address.startsWith(prefix))?.[1] ?? null;
}
