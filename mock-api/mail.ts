import type { Request } from 'express';
import type { ApiContext, OutgoingMail } from './context.ts';
import { requestLang } from './messages.ts';
import { nextId, type Db, type MailRecord } from './store.ts';

export function createMailer(db: Db, quiet: boolean, now: () => number): (mail: OutgoingMail) => MailRecord {
  return (mail) => {
    const record: MailRecord = { id: nextId(db.data.outbox), ...mail, createdAt: new Date(now()).toISOString() };
    db.data.outbox.push(record);
    db.save();
    if (!quiet) console.log(`[outbox] ${record.kind} to ${record.to}: ${record.subject}${record.link ? `\n         ${record.link}` : ''}`);
    return record;
  };
}

/** The portal's origin as the request saw it (the dev server proxies with the browser's Host). */
export function portalOrigin(req: Request): string {
  const fromEnv = process.env.PORTAL_URL;
  if (fromEnv) return fromEnv.replace(/\/$/, '');
  const origin = req.get('origin');
  if (origin) return origin;
  return `${req.protocol}://${req.get('host') ?? 'localhost:5173'}`;
}

/** A portal link in the request's language (`/es/...`, `/ae/...`). */
export function portalLink(req: Request, path: string): string {
  const lang = requestLang(req);
  const prefix = lang === 'es' ? '/es' : lang === 'ar' ? '/ae' : '';
  return `${portalOrigin(req)}${prefix}${path}`;
}

export type { ApiContext };
