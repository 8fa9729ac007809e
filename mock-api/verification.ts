import type { Request } from 'express';
import type { ApiContext } from './context.ts';
import { portalLink } from './mail.ts';
import { mailText } from './mailTexts.ts';
import { addMessages, requestLang } from './messages.ts';
import { newToken, sha256 } from './security.ts';
import { collection, nextId, type OneTimeTokenRecord, type UserRecord } from './store.ts';

/** A verification link works once, for 24 hours. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Where the e-mail link opens: the verification result screen of the portal. */
export const VERIFY_SCREEN_PATH = '/verify-email';

/**
 * Confirmation e-mails one address (an unconfirmed account's: it cannot change its address
 * before it logs in) receives in any 24 hours, the sign-up's first one included. Enough for a
 * lost mail and a few retries; it keeps an account, or someone typing its address, from using
 * the service to fill a mailbox. Requests for addresses without an account count the same, so
 * the refusal reveals nothing.
 */
export const VERIFICATION_MAILS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

addMessages({
  en: {
    verifyGetRefused: 'Open the link in a browser and press "Confirm" to confirm the account.',
    verificationDailyLimit: `This address has already been sent ${VERIFICATION_MAILS_PER_DAY} confirmation e-mails in the last 24 hours, the most we send in a day. Try again in {hours} hours, or use the newest e-mail you received.`,
  },
  es: {
    verifyGetRefused: 'Abre el enlace en un navegador y pulsa «Confirmar» para confirmar la cuenta.',
    verificationDailyLimit: `Ya hemos enviado ${VERIFICATION_MAILS_PER_DAY} correos de confirmación a esta dirección en las últimas 24 horas, el máximo diario. Vuelve a intentarlo dentro de {hours} horas o usa el correo más reciente que hayas recibido.`,
  },
  ar: {
    verifyGetRefused: 'افتح الرابط في متصفح واضغط «تأكيد» لتأكيد الحساب.',
    verificationDailyLimit: `أرسلنا بالفعل ${VERIFICATION_MAILS_PER_DAY} رسائل تأكيد إلى هذا العنوان خلال آخر 24 ساعة، وهو الحد الأقصى اليومي. حاول مرة أخرى بعد {hours} ساعة، أو استخدم أحدث رسالة وصلتك.`,
  },
});

/** When each address was last sent (or asked for) a confirmation e-mail, per running API. */
const dailyMails = new WeakMap<ApiContext, Map<string, number[]>>();

function mailTimes(ctx: ApiContext): Map<string, number[]> {
  let times = dailyMails.get(ctx);
  if (!times) {
    const created = new Map<string, number[]>();
    ctx.onReset(() => created.clear());
    dailyMails.set(ctx, created);
    times = created;
  }
  return times;
}

function recentMails(ctx: ApiContext, email: string): number[] {
  const since = ctx.now() - DAY_MS;
  return (mailTimes(ctx).get(email.toLowerCase()) ?? []).filter((time) => time > since);
}

function countMail(ctx: ApiContext, email: string): void {
  mailTimes(ctx).set(email.toLowerCase(), [...recentMails(ctx, email), ctx.now()]);
}

/**
 * Takes one confirmation e-mail from the address's daily allowance: null when it may be sent,
 * else how long until the oldest of the day's mails leaves the 24-hour window.
 */
export function takeDailyVerificationMail(ctx: ApiContext, email: string): { retryMs: number } | null {
  const recent = recentMails(ctx, email);
  if (recent.length >= VERIFICATION_MAILS_PER_DAY) return { retryMs: (recent[0] ?? ctx.now()) + DAY_MS - ctx.now() };
  countMail(ctx, email);
  return null;
}

/**
 * Issues a one-time token for a user in a token collection (stored hashed, expiring after
 * `ttlMs`). With `supersede`, the user's earlier unused tokens of that collection stop working.
 */
export function issueOneTimeToken(
  ctx: ApiContext,
  tokens: OneTimeTokenRecord[],
  userId: number,
  ttlMs: number,
  supersede = false,
  memberId?: number,
): string {
  const token = newToken();
  const now = ctx.now();
  ctx.db.mutate(() => {
    // The same person's earlier links: the owner's, or this one member's.
    if (supersede) {
      for (const record of tokens) {
        if (record.userId === userId && record.memberId === memberId && !record.usedAt && Date.parse(record.expiresAt) > now)
          record.expiresAt = new Date(now).toISOString();
      }
    }
    tokens.push({
      id: nextId(tokens),
      tokenHash: sha256(token),
      userId,
      ...(memberId === undefined ? {} : { memberId }),
      expiresAt: new Date(now + ttlMs).toISOString(),
      usedAt: null,
    });
  });
  return token;
}

/** The collection of the forgotten-password links (routes/accounts.ts). */
export const PASSWORD_RESET_TOKENS = 'passwordResetTokens';

/**
 * Ends every link of an account still waiting to be opened, its members' included, when its
 * sign-in changes hands: a reset or confirmation link mailed to the former holder must not set the
 * new holder's password or confirm their address.
 */
export function expireAccountLinks(ctx: ApiContext, userId: number): void {
  const now = ctx.now();
  for (const tokens of [ctx.db.data.verificationTokens, collection<OneTimeTokenRecord>(ctx.db, PASSWORD_RESET_TOKENS)]) {
    for (const record of tokens) {
      if (record.userId === userId && !record.usedAt && Date.parse(record.expiresAt) > now) record.expiresAt = new Date(now).toISOString();
    }
  }
}

export type TokenLookup =
  { ok: true; record: OneTimeTokenRecord; user: UserRecord } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

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

/**
 * Creates a one-time verification token for the user and e-mails its link to the outbox. A
 * sign-up's mail always goes and counts towards the address's daily allowance; a request for a
 * new link takes from it first (`takeDailyVerificationMail`).
 */
export function sendVerificationMail(ctx: ApiContext, req: Request, user: UserRecord, supersede = false): string {
  if (!supersede) countMail(ctx, user.email);
  return ctx.db.mutate((data) => {
    const token = issueOneTimeToken(ctx, data.verificationTokens, user.id, VERIFICATION_TTL_MS, supersede);
    const link = `${portalLink(ctx, req, VERIFY_SCREEN_PATH)}?token=${encodeURIComponent(token)}`;
    const lang = requestLang(req);
    ctx.sendMail({
      kind: 'verification',
      to: user.email,
      subject: mailText(lang, 'verification.subject'),
      text: mailText(lang, 'verification.text', { name: user.name, link }),
      link,
    });
    return token;
  });
}
