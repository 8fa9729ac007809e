import type { Request } from 'express';
import type { ApiContext, OutgoingMail } from './context.ts';
import { requestLang } from './messages.ts';
import { nextId, type Db, type MailRecord } from './store.ts';

export function createMailer(db: Db, quiet: boolean, now: () => number): (mail: OutgoingMail) => MailRecord {
  return (mail) => {
    const record = db.mutate((data) => {
      const added: MailRecord = { id: nextId(data.outbox), ...mail, createdAt: new Date(now()).toISOString() };
      data.outbox.push(added);
      return added;
    });
    if (!quiet) console.log(`[outbox] ${record.kind} to ${record.to}: ${record.subject}${record.link ? `\n         ${record.link}` : ''}`);
    return record;
  };
}

/**
 * A portal link in the request's language (`/es/...`, `/ae/...`), on the configured portal
 * address (`ctx.config.portalUrl`, from PORTAL_URL): never on the request's Origin or Host, which anyone
 * can set (a reset link pointing at another site would hand it the token).
 */
export function portalLink(ctx: Pick<ApiContext, 'config'>, req: Request, path: string): string {
  const lang = requestLang(req);
  const prefix = lang === 'es' ? '/es' : lang === 'ar' ? '/ae' : '';
  return `${ctx.config.portalUrl}${prefix}${path}`;
}

export type { ApiContext };
