/**
 * The account's own data, as one file (the GDPR's right of access and portability, for the
 * business itself): GET /api/account/export answers a ZIP, for the session's account only.
 *
 * - `account.json`: the account holder (never a password hash), the profile and company, settings,
 *   the agent's configuration, billing details, and the live sessions (device and place, never a
 *   token or an address);
 * - `calls.json`: every call with its outcome, duration, caller, summary and rating (recordings
 *   are left out: a caller's own export, on the privacy page, carries theirs);
 * - `ledger.json`: the minutes statement; `invoices.json` and `invoices/<number>.pdf` (in the
 *   page's language, `?lang=en|es|ar`, else the request's);
 * - `audit.json`: the audit log (a year).
 *
 * Made as it is sent: the long lists (calls, statement, audit log) are written a page of rows at a
 * time, yielding to the other requests between pages, so the busy account's 10,000 calls hold
 * neither the memory nor the event loop.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Express } from 'express';
import { toSummary } from '../calls/rows.ts';
import { madridDay } from '../calls/time.ts';
import { invoicePdf } from '../billing/pdf.ts';
import { botConfigOf, profileOf, settingsOf } from '../dashboard/records.ts';
import type { ApiContext, ApiModule } from '../context.ts';
import { route } from '../http.ts';
import { requestLang, type Lang } from '../messages.ts';
import { authOf, deviceOf, placeOf, requireAuth } from '../sessions.ts';
import { publicUser } from '../store.ts';
import { ZipWriter } from '../zip.ts';

/** Rows read per page of calls and of the audit log. */
const PAGE_ROWS = 1000;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/**
 * A JSON array written a page of rows at a time (one item a line), yielding to the other requests
 * between pages: neither the whole array nor its text is ever in memory.
 */
async function* jsonArray<Row>(pages: Iterable<Row[]>, item: (row: Row) => unknown): AsyncGenerator<Buffer> {
  let first = true;
  yield Buffer.from('[');
  for (const page of pages) {
    const lines = page.map((row) => {
      const line = `${first ? '' : ','}\n  ${JSON.stringify(item(row))}`;
      first = false;
      return line;
    });
    yield Buffer.from(lines.join(''), 'utf8');
    await nextTurn();
  }
  yield Buffer.from('\n]\n');
}

function register(app: Express, ctx: ApiContext) {
  const calls = ctx.services.calls;
  const ledger = calls.ledger;
  const audit = ctx.services.audit;

  app.get(
    '/api/account/export',
    requireAuth(ctx),
    route(async (req, res) => {
      const { user } = authOf(res);
      const now = ctx.now();
      const account = {
        exportedAt: new Date(now).toISOString(),
        user: publicUser(user),
        profile: profileOf(ctx, user),
        settings: settingsOf(ctx, user.id),
        agent: botConfigOf(ctx, user),
        billingDetails: ledger.billingDetails(user.id),
        sessions: ctx.db.data.sessions
          .filter((session) => session.userId === user.id && Date.parse(session.expiresAt) > now)
          .map((session) => ({ ...deviceOf(session.userAgent ?? ''), place: placeOf(session.ip ?? ''), signedInAt: session.createdAt })),
      };

      res.status(200);
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Disposition', `attachment; filename="vozly-account-${madridDay(now)}.zip"`);
      res.setHeader('Cache-Control', 'private, no-store');
      const zip = new ZipWriter(res, new Date(now));
      await zip.add('account.json', json(account));

      await zip.addChunks('calls.json', jsonArray(calls.pages(user.id, {}, PAGE_ROWS), toSummary));
      // The statement, newest first, a page at a time.
      const statement = function* () {
        for (let before: number | null = null; ;) {
          const page = ledger.statement(user.id, PAGE_ROWS, before);
          yield page.items;
          if (page.next === null) return;
          before = page.next;
        }
      };
      await zip.addChunks(
        'ledger.json',
        jsonArray(statement(), (entry) => entry),
      );

      const invoices = ledger.invoices(user.id);
      await zip.add('invoices.json', json(invoices));
      // A plain link sends the browser's languages, not the page's: the page names its own.
      const asked = String(req.query.lang ?? '');
      const lang: Lang = asked === 'en' || asked === 'es' || asked === 'ar' ? asked : requestLang(req);
      for (const invoice of invoices) await zip.add(`invoices/${invoice.number}.pdf`, await invoicePdf(invoice, lang));

      const everyEntry = { personId: null, action: null, from: null, to: null };
      await zip.addChunks(
        'audit.json',
        jsonArray(audit.pages(user.id, everyEntry, PAGE_ROWS), (entry) => entry),
      );
      await zip.finish();
    }),
  );
}

export const accountExportModule: ApiModule = { name: 'accountExport', register };
