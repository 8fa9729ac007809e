/**
 * A member's sessions: where they are signed in, and ending the ones they do not recognise. Every
 * route reads the session's own person only (the owner's, or one member's); another person's
 * session id answers 404, as an unknown one does.
 *
 * - GET /api/sessions: the user's live sessions, this one first, then by last seen.
 * - DELETE /api/sessions/{id}: ends one (its next request answers 401).
 * - POST /api/sessions/end-others: ends every one but this.
 *
 * The device is read from the User-Agent at sign-in (browser and system names only). The place
 * comes from the address through a small table standing in for a GeoIP database; loopback and
 * private addresses, and any the table does not know, have none.
 */
import type { Express } from 'express';
import type { SessionSummary } from '../../src/lib/sessions.ts';
import type { ApiContext, ApiModule } from '../context.ts';
import { route, sendError } from '../http.ts';
import { addMessages, msg } from '../messages.ts';
import { authOf, deviceOf, endSessionsWhere, lastSeenOf, placeOf, requireAuth, samePerson, type Auth } from '../sessions.ts';
import type { SessionRecord } from '../store.ts';
import { MockUser } from '../fixtures/users.ts';

addMessages({
  en: { sessionNotFound: 'This session has already ended.' },
  es: { sessionNotFound: 'Esta sesión ya ha terminado.' },
  ar: { sessionNotFound: 'انتهت هذه الجلسة بالفعل.' },
});

function summaryOf(ctx: ApiContext, session: SessionRecord, currentId: string): SessionSummary {
  const place = placeOf(session.ip ?? '');
  return {
    id: session.id,
    current: session.id === currentId,
    ...deviceOf(session.userAgent ?? ''),
    city: place?.city ?? null,
    country: place?.country ?? null,
    signedInAt: session.createdAt,
    lastSeenAt: new Date(lastSeenOf(ctx, session)).toISOString(),
  };
}

function register(app: Express, ctx: ApiContext) {
  const auth = requireAuth(ctx);
  // A person's own sessions: the owner's, or one member's of the account.
  const liveOf = (who: Auth) => ctx.db.data.sessions.filter((s) => samePerson(s, who) && Date.parse(s.expiresAt) > ctx.now());

  app.get(
    '/api/sessions',
    auth,
    route((_req, res) => {
      const who = authOf(res);
      const { session } = who;
      const items = liveOf(who)
        .map((s) => summaryOf(ctx, s, session.id))
        .sort((a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt));
      res.json({ items });
    }),
  );

  app.delete(
    '/api/sessions/:id',
    auth,
    route((req, res) => {
      const target = liveOf(authOf(res)).find((s) => s.id === req.params.id);
      if (!target) return sendError(res, 404, msg(req, 'sessionNotFound'));
      endSessionsWhere(ctx, (s) => s.id === target.id);
      res.status(204).end();
    }),
  );

  app.post(
    '/api/sessions/end-others',
    auth,
    route((_req, res) => {
      const who = authOf(res);
      res.json({ ended: endSessionsWhere(ctx, (s) => samePerson(s, who) && s.id !== who.session.id) });
    }),
  );
}

const HOUR = 60 * 60 * 1000;

export const sessionsModule: ApiModule = {
  name: 'sessions',
  register,
  // The demo owner is also signed in on a phone, so the list has one to end. Nobody holds its token.
  seed: () => {
    const now = Date.now();
    const phone: SessionRecord = {
      id: 'ses_demo_phone',
      tokenHash: '0'.repeat(64),
      userId: MockUser.id,
      persistent: true,
      createdAt: new Date(now - 50 * HOUR).toISOString(),
      expiresAt: new Date(now + 28 * 24 * HOUR).toISOString(),
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ip: '83.45.10.20',
      lastSeenAt: new Date(now - 3 * HOUR).toISOString(),
    };
    return { sessions: [phone] };
  },
};
