/**
 * The account changing hands: the owner gives it to one of its admins, confirmed with their own
 * password (docs/team.md, "Handing the account over").
 *
 * - POST /api/team/owner `{ memberId, password }`: the admin becomes the owner, the owner an admin.
 */
import type { Express } from 'express';
import type { SessionMember } from '../../src/lib/roles.ts';
import type { ApiContext, ApiModule } from '../context.ts';
import { route, sendError } from '../http.ts';
import { addMessages, msg } from '../messages.ts';
import { verifyPassword } from '../security.ts';
import { authOf, requireAuth } from '../sessions.ts';
import { members, ownerPerson } from '../team.ts';
import { expireAccountLinks } from '../verification.ts';

addMessages({
  en: {
    teamOwnerNeedsAdmin: 'Only an admin can become the owner: make them an admin first.',
    teamOwnerWrongPassword: 'Your password is incorrect.',
  },
  es: {
    teamOwnerNeedsAdmin: 'Solo un administrador puede ser el titular: hazlo administrador primero.',
    teamOwnerWrongPassword: 'Tu contraseña no es correcta.',
  },
  ar: {
    teamOwnerNeedsAdmin: 'لا يمكن أن يصبح مالكًا إلا المشرف: اجعله مشرفًا أولًا.',
    teamOwnerWrongPassword: 'كلمة المرور غير صحيحة.',
  },
});

function register(app: Express, ctx: ApiContext) {
  const auth = requireAuth(ctx);
  const adminOf = (accountId: number, id: number) => members(ctx.db).find((m) => m.id === id && m.accountId === accountId);

  /**
   * The handover swaps who holds the account's sign-in (the user record's name, address and
   * password) with the admin's member record, and moves the sessions with their people: the
   * account's data stays where it is, and each person keeps their person id, password and devices.
   */
  app.post(
    '/api/team/owner',
    auth,
    route(async (req, res) => {
      const { user, member: who } = authOf(res);
      const body = req.body as { memberId: number; password: string };
      // Nobody is handed an account on its way out (routes/accountDeletion.ts).
      if (user.deletionScheduledFor) return sendError(res, 409, msg(req, 'deletionCancelFirst'));
      const before = adminOf(user.id, body.memberId);
      if (!before) return sendError(res, 404, msg(req, 'teamMemberNotFound'));
      if (before.role !== 'admin') return sendError(res, 409, msg(req, 'teamOwnerNeedsAdmin'));
      if (!(await verifyPassword(body.password, user.passwordHash)))
        return sendError(res, 400, msg(req, 'teamOwnerWrongPassword'), undefined, 'password');
      const handed = ctx.db.mutate((data) => {
        // Checked again inside the one write: the hash took a while.
        const heir = adminOf(user.id, body.memberId);
        if (!heir || heir.role !== 'admin') return null;
        const former = { ...ownerPerson(user), passwordHash: user.passwordHash, since: user.createdAt };
        const next = { id: heir.id, name: heir.name, email: heir.email, passwordHash: heir.passwordHash };
        user.name = next.name;
        user.email = next.email;
        user.passwordHash = next.passwordHash;
        user.ownerPersonId = next.id;
        // The heir's address came with their invitation's link: it is proven.
        delete user.emailConfirmed;
        Object.assign(heir, { id: former.id, name: former.name, email: former.email, passwordHash: former.passwordHash, role: 'admin' });
        heir.createdAt = former.since;
        expireAccountLinks(ctx, user.id);
        for (const session of data.sessions) {
          if (session.userId !== user.id) continue;
          if (session.memberId === next.id) delete session.memberId;
          else if (session.memberId === undefined) session.memberId = former.id;
        }
        return { former: { id: former.id, name: former.name }, heir: next };
      });
      if (!handed) return sendError(res, 409, msg(req, 'teamOwnerNeedsAdmin'));
      ctx.jobs.run('auditRecord', () =>
        ctx.services.audit.record(user.id, handed.former, 'owner.transferred', ctx.now(), handed.heir.name),
      );
      const now: SessionMember = { id: handed.former.id, name: handed.former.name, email: who.email, role: 'admin' };
      res.json({ member: now });
    }),
  );
}

export const teamOwnerModule: ApiModule = { name: 'teamOwner', register };
