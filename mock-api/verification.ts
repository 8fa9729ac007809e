import type { Request } from 'express';
import type { ApiContext } from './context.ts';
import { portalLink } from './mail.ts';
import { requestLang } from './messages.ts';
import { newToken, sha256 } from './security.ts';
import { nextId, type OneTimeTokenRecord, type UserRecord } from './store.ts';

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

/**
 * Issues a one-time token for a user in a token collection (stored hashed, expiring after
 * `ttlMs`). With `supersede`, the user's earlier unused tokens of that collection stop working.
 */
export function issueOneTimeToken(ctx: ApiContext, tokens: OneTimeTokenRecord[], userId: number, ttlMs: number, supersede = false): string {
  const token = newToken();
  const now = ctx.now();
  ctx.db.mutate(() => {
    if (supersede) {
      for (const record of tokens) {
        if (record.userId === userId && !record.usedAt && Date.parse(record.expiresAt) > now) record.expiresAt = new Date(now).toISOString();
      }
    }
    tokens.push({
      id: nextId(tokens),
      tokenHash: sha256(token),
      userId,
      expiresAt: new Date(now + ttlMs).toISOString(),
      usedAt: null,
    });
  });
  return token;
}

export type TokenLookup =
  | { ok: true; record: OneTimeTokenRecord; user: UserRecord }
  | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** Finds a one-time token by its value, telling an unknown, a used and an expired one apart. */
export function lookupOneTimeToken(ctx: ApiContext, tokens: readonly OneTimeTokenRecord[], token: string): TokenLookup {
  const hash = sha256(token);
  const record = tokens.find((candidate) => candidate.tokenHash === hash);
  const user = record ? ctx.db.data.users.find((candidate) => candidate.id === record.userId) : undefined;
  if (!record || !user) return { ok: false, reason: 'unknown' };
  if (record.usedAt) return { ok: false, reason: 'used' };
  if (Date.parse(record.expiresAt) <= ctx.now()) return { ok: false, reason: 'expired' };
  return { ok: true, record, user };
}

/** Creates a one-time verification token for the user and e-mails its link to the outbox. */
export function sendVerificationMail(ctx: ApiContext, req: Request, user: UserRecord, supersede = false): string {
  return ctx.db.mutate((data) => {
    const token = issueOneTimeToken(ctx, data.verificationTokens, user.id, VERIFICATION_TTL_MS, supersede);
    const link = `${portalLink(ctx, req, VERIFY_SCREEN_PATH)}?token=${encodeURIComponent(token)}`;
    const lang = requestLang(req);
    ctx.sendMail({ kind: 'verification', to: user.email, subject: SUBJECT[lang], text: BODY[lang](user.name, link), link });
    return token;
  });
}
