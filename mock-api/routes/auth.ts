import type { Request, Response } from 'express';
import type { SessionMember } from '../../src/lib/roles.ts';
import { LOGIN_SERVER_MESSAGES } from '../../src/lib/serverMessages.ts';
import type { ApiContext, ApiModule } from '../context.ts';
import { normalizeEmail, route, sendError } from '../http.ts';
import { msg } from '../messages.ts';
import { verifyPassword } from '../security.ts';
import {
  authOf,
  authenticate,
  clearSessionCookie,
  clientOf,
  createSession,
  endSession,
  requireAuth,
  setSessionCookie,
} from '../sessions.ts';
import { findUserByEmail, publicUser } from '../store.ts';
import { findMemberByEmail, ownerPerson, type MemberRecord } from '../team.ts';
import { createUser, newUserInput, sendConflict, type NewUserInput } from '../users.ts';
import { sendVerificationMail } from '../verification.ts';

/** Spec-derived throttle: 5 failures for one e-mail within 15 minutes answer 429. */
export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

function register(app: Parameters<ApiModule['register']>[0], ctx: ApiContext) {
  const failures = new Map<string, number[]>();
  ctx.onReset(() => failures.clear());
  const recentFailures = (email: string) => {
    const since = ctx.now() - LOGIN_THROTTLE.windowMs;
    const list = (failures.get(email) ?? []).filter((time) => time > since);
    failures.set(email, list);
    return list;
  };

  /** The login of a member (not the owner): a session on the owner's account, carrying the member. */
  const memberLogin = async (req: Request, res: Response, member: MemberRecord, body: { password: string; remember?: boolean }) => {
    const account = ctx.db.data.users.find((user) => user.id === member.accountId);
    if (!account) return sendError(res, 404, LOGIN_SERVER_MESSAGES.userNotFound);
    if (!(await verifyPassword(body.password, member.passwordHash))) return sendError(res, 401, LOGIN_SERVER_MESSAGES.incorrectPassword);
    // The owner asked to delete the account: until they cancel it, only they sign in.
    if (account.deletionScheduledFor) return sendError(res, 403, msg(req, 'memberAccountBeingDeleted'));
    failures.delete(member.email);
    const remember = body.remember !== false;
    const token = ctx.db.mutate(() => {
      ctx.loggedIn(account, { id: member.id, name: member.name });
      return createSession(ctx, account.id, remember, clientOf(req), member.id);
    });
    setSessionCookie(res, token, remember);
    const person: SessionMember = { id: member.id, name: member.name, email: member.email, role: member.role };
    res.json({ user: publicUser(account), token, member: person });
  };

  /** POST /api/users: registration (the registration payload: name, email, password, phone, iaprompt, role_id 4). */
  app.post(
    '/api/users',
    route(async (req, res) => {
      const body = req.body as NewUserInput;
      const input = newUserInput(ctx, req, res, body);
      if (!input) return;
      const created = await createUser(ctx, input, {}, (user) => sendVerificationMail(ctx, req, user));
      if (!created.ok) return sendConflict(req, res, created.conflict);
      res.status(201).json({ user: publicUser(created.user), message: msg(req, 'registered') });
    }),
  );

  /** POST /api/login: user and token; unverified accounts are refused with the Spanish message. */
  app.post(
    '/api/login',
    route(async (req, res) => {
      const body = req.body as { email: string; password: string; remember?: boolean };
      const email = normalizeEmail(body.email);
      const recent = recentFailures(email);
      if (recent.length >= LOGIN_THROTTLE.maxFailures) {
        const retryMs = (recent[0] ?? ctx.now()) + LOGIN_THROTTLE.windowMs - ctx.now();
        const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
        res.set('Retry-After', String(Math.ceil(retryMs / 1000)));
        return sendError(res, 429, msg(req, 'tooManyAttempts', { minutes }));
      }
      // Counted now, before the slow hash: attempts sent at once are each counted before any
      // of them is answered, so a burst meets the throttle too. A right password clears it.
      recent.push(ctx.now());
      const user = findUserByEmail(ctx.db, email);
      if (!user) {
        const member = findMemberByEmail(ctx.db, email);
        if (!member) return sendError(res, 404, LOGIN_SERVER_MESSAGES.userNotFound);
        return memberLogin(req, res, member, body);
      }
      if (!(await verifyPassword(body.password, user.passwordHash))) return sendError(res, 401, LOGIN_SERVER_MESSAGES.incorrectPassword);
      failures.delete(email);
      if (!user.verified) return sendError(res, 403, LOGIN_SERVER_MESSAGES.accountNotActive);
      const remember = body.remember !== false;
      const token = ctx.db.mutate(() => {
        ctx.loggedIn(user);
        return createSession(ctx, user.id, remember, clientOf(req));
      });
      setSessionCookie(res, token, remember);
      res.json({ user: publicUser(user), token, member: ownerPerson(user) });
    }),
  );

  /** GET /api/current-user: the session's account, its token (bearer or cookie) and who signed in with their role. */
  app.get('/api/current-user', requireAuth(ctx), (_req, res) => {
    const { user, token, member } = authOf(res);
    res.json({ user: publicUser(user), token, member });
  });

  /** GET /auth/me: the bearer token's user. */
  app.get('/auth/me', requireAuth(ctx), (_req, res) => {
    res.json(publicUser(authOf(res).user));
  });

  /** POST /api/logout: ends the session (a request without one still succeeds). */
  app.post('/api/logout', (req, res) => {
    const auth = authenticate(ctx, req);
    if (auth) endSession(ctx, auth.session);
    clearSessionCookie(res);
    res.json({ message: msg(req, 'loggedOut') });
  });
}

export const authModule: ApiModule = { name: 'auth', register };
