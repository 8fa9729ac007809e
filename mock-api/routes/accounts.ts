import type { Request, Response } from 'express';
import { SIGNUP_ERROR_CODES } from '../../src/lib/serverMessages.ts';
import type { Company } from '../../src/lib/types.ts';
import type { ApiContext, ApiModule } from '../context.ts';
import { checkFormFields } from '../contractValidation.ts';
import { normalizeEmail, normalizePhone, route, sendError } from '../http.ts';
import { portalLink } from '../mail.ts';
import { addMessages, msg, requestLang } from '../messages.ts';
import { mailText } from '../mailTexts.ts';
import { hashPassword } from '../security.ts';
import { authOf, endMemberSessions, endUserSessions, requireAuth } from '../sessions.ts';
import { collection, findUserByEmail, findUserByPhone, publicUser, type OneTimeTokenRecord } from '../store.ts';
import {
  checkedDocuments,
  clearUploads,
  discardDocuments,
  documentUpload,
  KYC_DOCUMENTS,
  moveDocuments,
  recordDocuments,
} from '../uploads.ts';
import {
  issueOneTimeToken,
  lookupOneTimeToken,
  PASSWORD_RESET_TOKENS,
  sendVerificationMail,
  takeDailyVerificationMail,
} from '../verification.ts';
import { findMemberByEmail, members } from '../team.ts';
import { createUser, sendConflict, newUserInput } from '../users.ts';

/**
 * Accounts: signup with KYC documents, e-mail verification (and a
 * new link when the first one expired), KYC resubmission, and the forgotten-password flow.
 *
 * - POST /auth/signup/check      `{ email, phone }`: 200 when both are free, else 400_001 / 400_002
 * - POST /auth/signup            multipart: name, phone, email, password, prompt, company (JSON
 *                                text), idDocument, companyDocument; 201 `{ message, user }`
 * - POST /verify `{ token }`      200 `{ message }`; 400 `{ error }` (no, unknown, used, expired token);
 *                                any other method 405 (opening the link must not confirm it)
 * - POST /api/verification/resend `{ email }`: a new link for an unconfirmed account (also 429 past
 *                                `VERIFICATION_MAILS_PER_DAY`)
 * - POST /kyc/resubmit-kyc       multipart idDocument, companyDocument (bearer): `{ message, user }`
 * - POST /api/password/forgot    `{ email }`: a reset link by e-mail; the same answer for any address
 * - POST /api/password/reset     `{ token, password }`: new password, every session ended
 */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_PASSWORD_PATH = '/reset-password';
/** Mails on request (reset, new verification link): at most 3 per e-mail address in 15 minutes. */
export const MAIL_THROTTLE = { max: 3, windowMs: 15 * 60 * 1000 } as const;

addMessages({
  en: {
    available: 'This e-mail and phone number are available.',
    companyInvalid: 'The company details are not valid.',
    companyNameRequired: 'Company name is required.',
    signedUp: 'Account created. We have sent you an e-mail to confirm it.',
    verified: 'Account verified successfully',
    verifyNoToken: 'No verification token provided',
    verifyUnknown: 'This verification link is not valid. Check that you opened the whole link from the e-mail.',
    verifyUsed: 'This verification link has already been used. If your account is confirmed, just log in.',
    verifyExpired: 'This verification link has expired. Ask for a new one.',
    verificationResent: 'If this e-mail belongs to an account waiting for confirmation, we have sent a new link to it.',
    kycResubmitted: 'We have received your documents. We will review them shortly.',
    kycAlreadyApproved: 'Your documents are already approved: there is nothing to resubmit.',
    resetRequested: 'If an account exists for this e-mail, we have sent it a link to choose a new password. The link is valid for 1 hour.',
    resetInvalid: 'This password reset link is not valid or has already been used. Ask for a new one.',
    resetExpired: 'This password reset link has expired. Ask for a new one.',
    passwordReset: 'Your password has been changed. Log in with your new password.',
    tooManyRequests: 'Too many requests for this e-mail. Try again in {minutes} minutes.',
  },
  es: {
    available: 'Este correo electrónico y este teléfono están disponibles.',
    companyInvalid: 'Los datos de la empresa no son válidos.',
    companyNameRequired: 'El nombre de la empresa es obligatorio.',
    signedUp: 'Cuenta creada. Te hemos enviado un correo para confirmarla.',
    verified: 'Cuenta verificada correctamente',
    verifyNoToken: 'No se ha proporcionado ningún token de verificación',
    verifyUnknown: 'Este enlace de verificación no es válido. Comprueba que has abierto el enlace completo del correo.',
    verifyUsed: 'Este enlace de verificación ya se ha usado. Si tu cuenta está confirmada, inicia sesión.',
    verifyExpired: 'Este enlace de verificación ha caducado. Pide uno nuevo.',
    verificationResent: 'Si este correo pertenece a una cuenta pendiente de confirmar, le hemos enviado un enlace nuevo.',
    kycResubmitted: 'Hemos recibido tus documentos. Los revisaremos en breve.',
    kycAlreadyApproved: 'Tus documentos ya están aprobados: no hay nada que volver a enviar.',
    resetRequested:
      'Si existe una cuenta con este correo, le hemos enviado un enlace para elegir una contraseña nueva. El enlace es válido durante 1 hora.',
    resetInvalid: 'Este enlace para restablecer la contraseña no es válido o ya se ha usado. Pide uno nuevo.',
    resetExpired: 'Este enlace para restablecer la contraseña ha caducado. Pide uno nuevo.',
    passwordReset: 'Tu contraseña se ha cambiado. Inicia sesión con tu contraseña nueva.',
    tooManyRequests: 'Demasiadas solicitudes para este correo. Vuelve a intentarlo dentro de {minutes} minutos.',
  },
  ar: {
    available: 'هذا البريد الإلكتروني ورقم الهاتف متاحان.',
    companyInvalid: 'بيانات الشركة غير صالحة.',
    companyNameRequired: 'اسم الشركة مطلوب.',
    signedUp: 'تم إنشاء الحساب. أرسلنا إليك رسالة لتأكيده.',
    verified: 'تم التحقق من الحساب بنجاح',
    verifyNoToken: 'لم يتم تقديم رمز التحقق',
    verifyUnknown: 'رابط التحقق هذا غير صالح. تأكد من أنك فتحت الرابط كاملًا من الرسالة.',
    verifyUsed: 'تم استخدام رابط التحقق هذا من قبل. إذا كان حسابك مؤكدًا، فسجّل الدخول فقط.',
    verifyExpired: 'انتهت صلاحية رابط التحقق هذا. اطلب رابطًا جديدًا.',
    verificationResent: 'إذا كان هذا البريد الإلكتروني يخص حسابًا بانتظار التأكيد، فقد أرسلنا إليه رابطًا جديدًا.',
    kycResubmitted: 'استلمنا مستنداتك. سنراجعها قريبًا.',
    kycAlreadyApproved: 'مستنداتك معتمدة بالفعل: لا يوجد ما يُعاد إرساله.',
    resetRequested: 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة. الرابط صالح لمدة ساعة واحدة.',
    resetInvalid: 'رابط إعادة تعيين كلمة المرور هذا غير صالح أو تم استخدامه من قبل. اطلب رابطًا جديدًا.',
    resetExpired: 'انتهت صلاحية رابط إعادة تعيين كلمة المرور هذا. اطلب رابطًا جديدًا.',
    passwordReset: 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
    tooManyRequests: 'طلبات كثيرة جدًا لهذا البريد الإلكتروني. حاول مرة أخرى بعد {minutes} دقيقة.',
  },
});

/** The company of a sign-up, from its JSON text (the contract checked it: `SignupCompany`), normalised. */
function companyFrom(text: string): Company {
  const raw = JSON.parse(text) as Partial<Record<keyof Company, string | null>>;
  return {
    name: (raw.name ?? '').trim(),
    cifNif: (raw.cifNif ?? '').trim().toUpperCase(),
    industry: (raw.industry ?? '') as Company['industry'],
    size: (raw.size ?? '') as Company['size'],
  };
}

function register(app: Parameters<ApiModule['register']>[0], ctx: ApiContext) {
  const mailRequests = new Map<string, number[]>();
  /** E-mails whose signup is being processed (two quick submits must not create two accounts). */
  const signingUp = new Set<string>();
  ctx.onReset(() => {
    mailRequests.clear();
    signingUp.clear();
    clearUploads(ctx);
  });

  /** Counts a mail request for an address; answers 429 (for any address, existing or not) past the limit. */
  const throttled = (req: Request, res: Response, email: string): boolean => {
    const since = ctx.now() - MAIL_THROTTLE.windowMs;
    const recent = (mailRequests.get(email) ?? []).filter((time) => time > since);
    if (recent.length >= MAIL_THROTTLE.max) {
      const retryMs = (recent[0] ?? ctx.now()) + MAIL_THROTTLE.windowMs - ctx.now();
      res.set('Retry-After', String(Math.ceil(retryMs / 1000)));
      sendError(res, 429, msg(req, 'tooManyRequests', { minutes: Math.max(1, Math.ceil(retryMs / 60_000)) }));
      mailRequests.set(email, recent);
      return true;
    }
    recent.push(ctx.now());
    mailRequests.set(email, recent);
    return false;
  };

  const resetTokens = () => collection<OneTimeTokenRecord>(ctx.db, PASSWORD_RESET_TOKENS);

  app.post('/auth/signup/check', (req, res) => {
    const body = req.body as { email: string; phone: string };
    const email = normalizeEmail(body.email);
    const phone = normalizePhone(body.phone);
    if (findUserByEmail(ctx.db, email) || signingUp.has(email)) {
      return sendError(res, 400, msg(req, 'emailExists'), SIGNUP_ERROR_CODES.emailExists);
    }
    if (findUserByPhone(ctx.db, phone)) return sendError(res, 400, msg(req, 'phoneExists'), SIGNUP_ERROR_CODES.phoneExists);
    res.json({ available: true, message: msg(req, 'available') });
  });

  app.post(
    '/auth/signup',
    documentUpload(ctx),
    route(async (req, res) => {
      if (!checkFormFields(req, res)) return;
      const body = req.body as Record<'name' | 'phone' | 'email' | 'password' | 'prompt' | 'company', string>;
      const company = companyFrom(body.company);
      const documents = checkedDocuments(req, res);
      if (!documents) return;
      const input = newUserInput(ctx, req, res, {
        name: body.name,
        email: body.email,
        phone: body.phone,
        password: body.password,
        iaprompt: body.prompt,
      });
      if (!input) return;
      if (signingUp.has(input.email)) return sendError(res, 400, msg(req, 'emailExists'), SIGNUP_ERROR_CODES.emailExists);
      signingUp.add(input.email);
      try {
        const moved = await moveDocuments(ctx, documents);
        const created = await createUser(ctx, input, { kyc_status: 'pending', company }, (user) => {
          recordDocuments(ctx, user.id, moved);
          sendVerificationMail(ctx, req, user);
        });
        if (!created.ok) {
          await discardDocuments(ctx, moved);
          return sendConflict(req, res, created.conflict);
        }
        res.status(201).json({ message: msg(req, 'signedUp'), user: publicUser(created.user) });
      } finally {
        signingUp.delete(input.email);
      }
    }),
  );

  // Only a deliberate press on the page's "Confirm" button confirms: a mail scanner or a link
  // preview opens the link (GET or HEAD) and must not use it up or prove the address.
  app.post('/verify', (req, res) => {
    const token = (req.body as { token: string }).token.trim();
    const found = lookupOneTimeToken(ctx, ctx.db.data.verificationTokens, token);
    if (!found.ok) {
      const key = found.reason === 'used' ? 'verifyUsed' : found.reason === 'expired' ? 'verifyExpired' : 'verifyUnknown';
      return sendError(res, 400, msg(req, key));
    }
    ctx.db.mutate(() => {
      found.record.usedAt = new Date(ctx.now()).toISOString();
      found.user.verified = true;
      // The link reached the address: it is proven.
      delete found.user.emailConfirmed;
    });
    res.json({ message: msg(req, 'verified') });
  });
  // Any other method (a middleware, not a route: the contract describes only the POST).
  app.use('/verify', (req, res, next) => {
    if (req.path !== '/') return next();
    res.set('Allow', 'POST');
    sendError(res, 405, msg(req, 'verifyGetRefused'));
  });

  app.post('/api/verification/resend', (req, res) => {
    const email = normalizeEmail((req.body as { email: string }).email);
    if (throttled(req, res, `verify:${email}`)) return;
    const daily = takeDailyVerificationMail(ctx, email);
    if (daily) {
      res.set('Retry-After', String(Math.ceil(daily.retryMs / 1000)));
      return sendError(res, 429, msg(req, 'verificationDailyLimit', { hours: Math.max(1, Math.ceil(daily.retryMs / 3_600_000)) }));
    }
    const user = findUserByEmail(ctx.db, email);
    if (user && !user.verified) sendVerificationMail(ctx, req, user, true);
    res.json({ message: msg(req, 'verificationResent') });
  });

  app.post(
    '/kyc/resubmit-kyc',
    requireAuth(ctx),
    documentUpload(ctx),
    route(async (req, res) => {
      const { user } = authOf(res);
      if (user.kyc_status === 'approved') return sendError(res, 409, msg(req, 'kycAlreadyApproved'));
      const documents = checkedDocuments(req, res);
      if (!documents) return;
      const moved = await moveDocuments(ctx, documents);
      ctx.db.mutate(() => {
        recordDocuments(ctx, user.id, moved);
        user.kyc_status = 'pending';
      });
      res.json({ message: msg(req, 'kycResubmitted'), user: publicUser(user) });
    }),
  );

  app.post('/api/password/forgot', (req, res) => {
    const email = normalizeEmail((req.body as { email: string }).email);
    if (throttled(req, res, `reset:${email}`)) return;
    // The account's owner, or a member of a team: each has their own password.
    const user = findUserByEmail(ctx.db, email);
    const member = user ? undefined : findMemberByEmail(ctx.db, email);
    const person = user
      ? { accountId: user.id, memberId: undefined, name: user.name, email: user.email }
      : member && { accountId: member.accountId, memberId: member.id, name: member.name, email: member.email };
    if (person) {
      ctx.db.mutate(() => {
        const token = issueOneTimeToken(ctx, resetTokens(), person.accountId, PASSWORD_RESET_TTL_MS, true, person.memberId);
        const link = `${portalLink(ctx, req, RESET_PASSWORD_PATH)}?token=${encodeURIComponent(token)}`;
        const lang = requestLang(req);
        ctx.sendMail({
          kind: 'password-reset',
          to: person.email,
          subject: mailText(lang, 'passwordReset.subject'),
          text: mailText(lang, 'passwordReset.text', { name: person.name, link }),
          link,
        });
      });
    }
    res.json({ message: msg(req, 'resetRequested') });
  });

  app.post(
    '/api/password/reset',
    route(async (req, res) => {
      const body = req.body as { token: string; password: string };
      const token = body.token.trim();
      const password = body.password;
      const found = lookupOneTimeToken(ctx, resetTokens(), token);
      if (!found.ok) return sendError(res, 400, msg(req, found.reason === 'expired' ? 'resetExpired' : 'resetInvalid'));
      // Taken before the slow hash, so the same link cannot be used twice in parallel.
      ctx.db.mutate(() => {
        found.record.usedAt = new Date(ctx.now()).toISOString();
      });
      const passwordHash = await hashPassword(password);
      ctx.db.mutate((data) => {
        const user = data.users.find((candidate) => candidate.id === found.user.id);
        if (!user) return;
        if (found.record.memberId !== undefined) {
          // A member's link: their own password and sessions, nothing of the owner's.
          const member = members(ctx.db).find((m) => m.id === found.record.memberId && m.accountId === user.id);
          if (!member) return;
          member.passwordHash = passwordHash;
          endMemberSessions(ctx, user.id, member.id);
          return;
        }
        user.passwordHash = passwordHash;
        // The link reached the account's mailbox: that confirms the e-mail address too.
        user.verified = true;
        delete user.emailConfirmed;
        endUserSessions(ctx, user.id);
      });
      res.json({ message: msg(req, 'passwordReset') });
    }),
  );
}

export const accountsModule: ApiModule = {
  name: 'accounts',
  register,
  seed: () => ({ [KYC_DOCUMENTS]: [], [PASSWORD_RESET_TOKENS]: [] }),
};
