import type { Request } from 'express';
import type { ApiContext } from './context.ts';
import { portalLink } from './mail.ts';
import { requestLang } from './messages.ts';
import { newToken, sha256 } from './security.ts';
import { nextId, type UserRecord } from './store.ts';

/** A verification link works once, for 24 hours. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Where the e-mail link opens: the verification result screen of the portal. */
export const VERIFY_SCREEN_PATH = '/verify-email';

const SUBJECT = {
  en: 'Confirm your Vozly account',
  es: 'Confirma tu cuenta de Vozly',
  ar: 'أكّد حسابك في Vozly',
} as const;

const BODY = {
  en: (name: string, link: string) => `Hello ${name},\n\nOpen this link to confirm your e-mail and activate your account (valid for 24 hours):\n${link}\n`,
  es: (name: string, link: string) => `Hola ${name}:\n\nAbre este enlace para confirmar tu correo y activar tu cuenta (válido durante 24 horas):\n${link}\n`,
  ar: (name: string, link: string) => `مرحبًا ${name}،\n\nافتح هذا الرابط لتأكيد بريدك الإلكتروني وتفعيل حسابك (صالح لمدة 24 ساعة):\n${link}\n`,
} as const;

/** Creates a one-time verification token for the user and e-mails its link to the outbox. */
export function sendVerificationMail(ctx: ApiContext, req: Request, user: UserRecord): string {
  const token = newToken();
  const tokens = ctx.db.data.verificationTokens;
  tokens.push({
    id: nextId(tokens),
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(ctx.now() + VERIFICATION_TTL_MS).toISOString(),
    usedAt: null,
  });
  ctx.db.save();
  const link = `${portalLink(req, VERIFY_SCREEN_PATH)}?token=${encodeURIComponent(token)}`;
  const lang = requestLang(req);
  ctx.sendMail({ kind: 'verification', to: user.email, subject: SUBJECT[lang], text: BODY[lang](user.name, link), link });
  return token;
}
