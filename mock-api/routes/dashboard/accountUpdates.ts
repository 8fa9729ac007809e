/**
 * The four account updates (`PUT /api/users/new{Email,Phone,Password,Iaprompt}/{email}`), each
 * for the session's own account only, and their messages: the e-mail change also writes to the
 * old address, so its owner hears of it; a new password ends every session of the account.
 */
import type { Express, Request, Response } from 'express';
import type { AccountUpdateKind } from '../../../src/lib/dashboard.ts';
import { LEGAL_CONTACT } from '../../../src/lib/legal.ts';
import type { Locale } from '../../../src/lib/locale.ts';
import type { ApiContext } from '../../context.ts';
import { normalizeEmail, normalizePhone, jsonBody, route, sendError, type Body } from '../../http.ts';
import { mailText } from '../../mailTexts.ts';
import { addMessages, msg, requestLang } from '../../messages.ts';
import { hashPassword, verifyPassword } from '../../security.ts';
import { authOf, clearSessionCookie, endMemberSessions, endUserSessions, requireAuth } from '../../sessions.ts';
import { members } from '../../team.ts';
import { changeVoice } from '../../studio/store.ts';
import { findUserByEmail, findUserByPhone, publicUser, type UserRecord } from '../../store.ts';
import { botRecord } from '../../dashboard/records.ts';

addMessages({
  en: {
    emailUpdated: 'Your e-mail has been updated.',
    phoneUpdated: 'Your phone number has been updated.',
    passwordUpdated: 'Your password has been changed. Log in again with the new one.',
    iapromptUpdated: 'The instructions of your assistant have been updated.',
    sameEmail: 'The new e-mail is the same as the current one.',
    samePhone: 'The new phone number is the same as the current one.',
    samePassword: 'The new password must be different from the current one.',
    wrongCurrentPassword: 'The current password is incorrect.',
  },
  es: {
    emailUpdated: 'Tu correo electrónico se ha actualizado.',
    phoneUpdated: 'Tu número de teléfono se ha actualizado.',
    passwordUpdated: 'Tu contraseña se ha cambiado. Vuelve a iniciar sesión con la nueva.',
    iapromptUpdated: 'Las instrucciones de tu asistente se han actualizado.',
    sameEmail: 'El nuevo correo electrónico es igual al actual.',
    samePhone: 'El nuevo número de teléfono es igual al actual.',
    samePassword: 'La nueva contraseña debe ser distinta de la actual.',
    wrongCurrentPassword: 'La contraseña actual no es correcta.',
  },
  ar: {
    emailUpdated: 'تم تحديث بريدك الإلكتروني.',
    phoneUpdated: 'تم تحديث رقم هاتفك.',
    passwordUpdated: 'تم تغيير كلمة المرور. سجّل الدخول مرة أخرى باستخدام الجديدة.',
    iapromptUpdated: 'تم تحديث تعليمات مساعدك.',
    sameEmail: 'البريد الإلكتروني الجديد مطابق للحالي.',
    samePhone: 'رقم الهاتف الجديد مطابق للحالي.',
    samePassword: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية.',
    wrongCurrentPassword: 'كلمة المرور الحالية غير صحيحة.',
  },
});

/**
 * The account updates (`PUT /api/users/new{Kind}/{email}`). The bearer token must own the e-mail in the path:
 * 401 without a session, 403 for another account's e-mail (nothing changes), 400 for a bad value,
 * 409 for an e-mail or phone another account has. Each answers `{ user, message }`.
 */
export function registerAccountUpdates(app: Express, ctx: ApiContext) {
  const owner = (req: Request, res: Response): UserRecord | null => {
    const { user, member } = authOf(res);
    const pathEmail = normalizeEmail(String(req.params.email ?? ''));
    // A member names the account's address (as the portal knows it) or their own.
    if (pathEmail !== user.email.toLowerCase() && pathEmail !== member.email.toLowerCase()) {
      sendError(res, 403, msg(req, 'forbidden'));
      return null;
    }
    return user;
  };
  /**
   * `PUT /api/users/new<kind>/:email` for the session's own account, with a JSON object body:
   * `apply` answers a refusal itself, or makes the change and names its success message.
   */
  const update = (
    kind: AccountUpdateKind,
    apply: (req: Request, res: Response, user: UserRecord, body: Body) => string | void | Promise<string | void>,
  ) =>
    app.put(
      `/api/users/new${kind}/:email`,
      requireAuth(ctx),
      route(async (req, res) => {
        const user = owner(req, res);
        if (!user) return;
        const body = jsonBody(req);
        const message = await apply(req, res, user, body);
        if (message) res.json({ user: publicUser(user), message: msg(req, message) });
      }),
    );

  update('Email', (req, res, user, body) => {
    // The contract checked the shape (an e-mail address); what is left is the account's rules.
    const newEmail = normalizeEmail(body.newEmail as string);
    if (newEmail === user.email.toLowerCase()) return sendError(res, 400, msg(req, 'sameEmail'));
    if (findUserByEmail(ctx.db, newEmail)) return sendError(res, 409, msg(req, 'emailExists'));
    ctx.db.mutate(() => {
      const old = user.email;
      user.email = newEmail;
      // Not proven until a link mailed to it is opened (payments.ts reads it).
      user.emailConfirmed = false;
      // The old address hears of it: if it was not its owner, they can act.
      const when = new Date(ctx.now()).toISOString().slice(0, 16).replace('T', ' ');
      const lang = requestLang(req);
      ctx.sendMail({
        kind: 'email-changed',
        to: old,
        subject: mailText(lang, 'emailChanged.subject'),
        text: mailText(lang, 'emailChanged.text', { name: user.name, when, old, new: newEmail, support: LEGAL_CONTACT.supportEmail }),
        link: null,
      });
    });
    return 'emailUpdated';
  });

  update('Phone', (req, res, user, body) => {
    const newPhone = normalizePhone(body.newPhone as string);
    if (newPhone === normalizePhone(user.phone)) return sendError(res, 400, msg(req, 'samePhone'));
    const holder = findUserByPhone(ctx.db, newPhone);
    if (holder && holder.id !== user.id) return sendError(res, 409, msg(req, 'phoneExists'));
    ctx.db.mutate(() => {
      user.phone = newPhone;
    });
    return 'phoneUpdated';
  });

  update('Password', async (req, res, user, body) => {
    const currentPassword = body.currentPassword as string;
    const newPassword = body.newPassword as string;
    const { member } = authOf(res);
    const record = member.role === 'owner' ? null : members(ctx.db).find((m) => m.id === member.id && m.accountId === user.id);
    if (record) {
      // A member's own password: their sessions end, the owner's and the others' stay.
      if (!(await verifyPassword(currentPassword, record.passwordHash))) return sendError(res, 400, msg(req, 'wrongCurrentPassword'));
      if (newPassword === currentPassword) return sendError(res, 400, msg(req, 'samePassword'));
      const memberHash = await hashPassword(newPassword);
      ctx.db.mutate(() => {
        record.passwordHash = memberHash;
        endMemberSessions(ctx, user.id, record.id);
      });
      clearSessionCookie(res);
      return 'passwordUpdated';
    }
    if (!(await verifyPassword(currentPassword, user.passwordHash))) return sendError(res, 400, msg(req, 'wrongCurrentPassword'));
    if (newPassword === currentPassword) return sendError(res, 400, msg(req, 'samePassword'));
    const passwordHash = await hashPassword(newPassword);
    ctx.db.mutate(() => {
      user.passwordHash = passwordHash;
      // A new password ends every session of the account, this one included.
      endUserSessions(ctx, user.id);
    });
    clearSessionCookie(res);
    return 'passwordUpdated';
  });

  update('Iaprompt', (_req, _res, user, body) => {
    const prompt = (body.newIaprompt as string).trim();
    const locale = body.locale as Locale | undefined;
    ctx.db.mutate(() =>
      changeVoice(ctx, user, () => {
        user.iaprompt = prompt;
        if (typeof locale === 'string') botRecord(ctx, user.id).promptLocale = locale;
      }),
    );
    return 'iapromptUpdated';
  });
}
