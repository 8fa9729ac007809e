/**
 * Deleting the account, with a grace period (docs/privacy.md, "Deleting the account").
 *
 * - POST /api/account/deletion `{ password }` (the owner): schedules the deletion in
 *   ACCOUNT_DELETION_GRACE_DAYS days; every other session of the account ends, the members' too,
 *   the invitations waiting go, and members cannot sign in until it is cancelled; meanwhile nobody
 *   is invited nor handed the account (409). The owner can still log in: the portal
 *   then offers to cancel (the user carries `deletionScheduledFor`).
 * - DELETE /api/account/deletion (the owner): cancels it.
 * The day it is due, a job on the mock API's clock deletes everything but the invoices
 * (accountPurge.ts), journalled so that a crash halfway is finished at the next start.
 */
import type { Express } from 'express';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../src/lib/privacy.ts';
import { finishInterruptedPurges, purgeAccount } from '../accountPurge.ts';
import type { ApiContext, ApiModule } from '../context.ts';
import { route, sendError } from '../http.ts';
import { addMessages, msg } from '../messages.ts';
import { verifyPassword } from '../security.ts';
import { authOf, endSessionsWhere, requireAuth } from '../sessions.ts';
import { invitations } from '../team.ts';
import { expireAccountLinks } from '../verification.ts';

addMessages({
  en: {
    deletionWrongPassword: 'Your password is incorrect.',
    deletionCancelFirst: 'The account is scheduled for deletion: cancel the deletion first.',
    deletionUnderway: 'The account is being deleted now: it can no longer be cancelled.',
    deletionAlreadyScheduled: 'The account is already scheduled for deletion.',
    deletionNothingScheduled: 'No deletion is scheduled for this account.',
    memberAccountBeingDeleted: 'This account is being deleted: you can sign in again if its owner cancels the deletion.',
  },
  es: {
    deletionWrongPassword: 'Tu contraseña no es correcta.',
    deletionCancelFirst: 'La eliminación de la cuenta está programada: cancélala primero.',
    deletionUnderway: 'La cuenta se está eliminando ahora: ya no se puede cancelar.',
    deletionAlreadyScheduled: 'La eliminación de la cuenta ya está programada.',
    deletionNothingScheduled: 'No hay ninguna eliminación programada para esta cuenta.',
    memberAccountBeingDeleted: 'Esta cuenta se va a eliminar: podrás volver a entrar si su titular cancela la eliminación.',
  },
  ar: {
    deletionWrongPassword: 'كلمة المرور غير صحيحة.',
    deletionCancelFirst: 'حذف الحساب مجدول: ألغِ الحذف أولًا.',
    deletionUnderway: 'يجري حذف الحساب الآن: لم يعد من الممكن إلغاؤه.',
    deletionAlreadyScheduled: 'حذف الحساب مجدول بالفعل.',
    deletionNothingScheduled: 'لا يوجد حذف مجدول لهذا الحساب.',
    memberAccountBeingDeleted: 'هذا الحساب قيد الحذف: يمكنك تسجيل الدخول مجددًا إذا ألغى مالكه الحذف.',
  },
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the job looks for a deletion that is due. */
const CHECK_EVERY_MS = 60_000;

function register(app: Express, ctx: ApiContext) {
  const auth = requireAuth(ctx);
  finishInterruptedPurges(ctx);

  const due = () => {
    const now = ctx.now();
    // A purge that failed halfway (its mark still set) is tried again too.
    const ids = ctx.db.data.users
      .filter((user) => user.deletionUnderway || (user.deletionScheduledFor && Date.parse(user.deletionScheduledFor) <= now))
      .map((user) => user.id);
    for (const id of ids) purgeAccount(ctx, id);
  };
  ctx.onClose(ctx.jobs.every('accountDeletion', CHECK_EVERY_MS, due));

  app.post(
    '/api/account/deletion',
    auth,
    route(async (req, res) => {
      const { user, session } = authOf(res);
      if (user.deletionScheduledFor) return sendError(res, 409, msg(req, 'deletionAlreadyScheduled'));
      // The contract checked the body.
      const { password } = req.body as { password: string };
      if (!(await verifyPassword(password, user.passwordHash)))
        return sendError(res, 400, msg(req, 'deletionWrongPassword'), undefined, 'password');
      const scheduledFor = new Date(ctx.now() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS).toISOString();
      const scheduled = ctx.db.mutate((data) => {
        // Checked again inside the one write: the hash took a while, and another request may have
        // scheduled it (and ended this session) meanwhile.
        if (user.deletionScheduledFor || !data.sessions.some((live) => live.id === session.id)) return false;
        user.deletionScheduledFor = scheduledFor;
        expireAccountLinks(ctx, user.id);
        // Nobody joins it any more: the invitations waiting go.
        data.invitations = invitations(ctx.db).filter((invitation) => invitation.accountId !== user.id);
        endSessionsWhere(ctx, (other) => other.userId === user.id && other.id !== session.id);
        return true;
      });
      if (!scheduled) return sendError(res, 409, msg(req, 'deletionAlreadyScheduled'));
      res.json({ scheduledFor });
    }),
  );

  app.delete(
    '/api/account/deletion',
    auth,
    route((req, res) => {
      const { user } = authOf(res);
      if (user.deletionUnderway) return sendError(res, 409, msg(req, 'deletionUnderway'));
      if (!user.deletionScheduledFor) return sendError(res, 404, msg(req, 'deletionNothingScheduled'));
      ctx.db.mutate(() => {
        delete user.deletionScheduledFor;
      });
      res.json({ scheduledFor: null });
    }),
  );

  if (!ctx.config.devRoutes) return;
  /** Development: runs the deletions that are due now (the job's next tick, without waiting for it). */
  app.post('/api/dev/account/deletion/run', (_req, res) => {
    due();
    res.status(204).end();
  });
}

export const accountDeletionModule: ApiModule = { name: 'accountDeletion', register };
