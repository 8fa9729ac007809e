/**
 * Privacy, the API: how long the account keeps its calls' recordings and transcripts, and the
 * nightly run that deletes what is older (the call stays in the history with its outcome and
 * duration, marked `recordingDeleted`). Every route needs a session and reads only the session's
 * account; there is no id in any path.
 *
 * - GET /api/privacy: the period, how many recordings it deleted, when it last ran.
 * - PUT /api/privacy/retention {retentionDays}: 30, 90, 365 or null (until deleted).
 * The run: once per calendar day (UTC) for every account with a period, on the mock API's clock
 * (`ctx.now`), through the job runner; the first tick of a day runs it, so a server that was down
 * at midnight catches up when it starts. A period set for the first time waits for the next day.
 * One account's run is one indexed UPDATE of its own rows.
 *
 * A caller's rights (an access or an erasure request), by the number in the body (never in a URL,
 * which servers and proxies log):
 * - POST /api/privacy/callers/lookup {number}: what the account holds about the number.
 * - POST /api/privacy/callers/export {number}: a download link, single-use, for ten minutes, for
 *   the session that asked only (logging out ends it); GET /api/privacy/exports/{token} with that
 *   session (its cookie, which a plain link sends, or its token): the ZIP (caller.json and each
 *   recording), made when it is downloaded.
 * - POST /api/privacy/callers/erase {number}: every call with the number loses what the caller
 *   said and who they are (recording, transcript, name, summary, extracted fields), the number
 *   becomes a pseudonym, call-backs not yet made are cancelled, webhook messages about the calls
 *   are deleted. The calls' part is one transaction journalled with the call ids; the delivery
 *   log's part follows and the journal entry is closed, so an erasure a crash interrupted is
 *   finished when the server starts again: after a restart all of it has happened, or none.
 *
 * Development (MOCK_API_DEV_ROUTES=1): POST /api/dev/privacy/retention/run runs the session's
 * account's retention now and answers the privacy state.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Express, Request, Response } from 'express';
import type { RetentionDays } from '../../src/lib/privacy.ts';
import { normalizePhone } from '../../src/lib/validation.ts';
import type { StoredRow } from '../calls/rows.ts';
import { toDetail } from '../calls/rows.ts';
import { RECORDINGS_DIR } from '../calls/timings.ts';
import type { ApiContext, ApiModule } from '../context.ts';
import { route, sendError } from '../http.ts';
import { newId } from '../ids.ts';
import { addMessages, msg } from '../messages.ts';
import { authenticate, authOf, requireAuth } from '../sessions.ts';
import { collection, nextId, type Db } from '../store.ts';
import { ZipWriter } from '../zip.ts';

addMessages({
  en: {
    privacyRetentionChoice: 'Choose how long recordings are kept: 30, 90 or 365 days, or until you delete them (retentionDays).',
    privacyCallerNumber: "Enter the caller's number with its country code, e.g. +34 600 111 222 (number).",
    privacyCallerNotFound: 'No call in your history has this number.',
    privacyExportGone: 'This download link has been used or has expired: ask for a new export.',
  },
  es: {
    privacyRetentionChoice: 'Elige cuánto tiempo se guardan las grabaciones: 30, 90 o 365 días, o hasta que las borres (retentionDays).',
    privacyCallerNumber: 'Introduce el número de quien llamó con su prefijo de país, p. ej. +34 600 111 222 (number).',
    privacyCallerNotFound: 'Ninguna llamada de tu historial tiene este número.',
    privacyExportGone: 'Este enlace de descarga ya se usó o ha caducado: pide una nueva exportación.',
  },
  ar: {
    privacyRetentionChoice: 'اختر مدة الاحتفاظ بالتسجيلات: 30 أو 90 أو 365 يومًا، أو حتى تحذفها بنفسك (retentionDays).',
    privacyCallerNumber: 'أدخل رقم المتصل مع رمز البلد، مثل ‎+34 600 111 222 (number).',
    privacyCallerNotFound: 'لا توجد مكالمة في سجلك بهذا الرقم.',
    privacyExportGone: 'استُخدم رابط التنزيل هذا أو انتهت صلاحيته: اطلب تصديرًا جديدًا.',
  },
});

/** How long an export link works, and how many an account may hold at once (the oldest gives way). */
const EXPORT_TTL_MS = 10 * 60 * 1000;
const EXPORTS_PER_ACCOUNT = 5;

interface ExportLink {
  userId: number;
  sessionId: string;
  number: string;
  expires: number;
}

export const PRIVACY_COLLECTION = 'privacySettings';
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the job looks for an account whose daily run is due: a cheap scan of a small collection. */
const RUN_CHECK_EVERY_MS = 60_000;

interface PrivacyRecord {
  id: number;
  userId: number;
  retentionDays: RetentionDays;
  /** The UTC day (YYYY-MM-DD) the run last ran for the account. */
  lastRunDay: string | null;
  lastRunAt: number | null;
}

const recordsOf = (db: Db) => collection<PrivacyRecord>(db, PRIVACY_COLLECTION);
const recordOf = (db: Db, userId: number) => recordsOf(db).find((record) => record.userId === userId);
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function register(app: Express, ctx: ApiContext) {
  const calls = ctx.services.calls;
  const auth = requireAuth(ctx);

  const answer = (userId: number) => {
    const record = recordOf(ctx.db, userId);
    return {
      retentionDays: record?.retentionDays ?? null,
      deletedRecordings: calls.deletedRecordings(userId),
      lastRunAt: record?.lastRunAt ? new Date(record.lastRunAt).toISOString() : null,
    };
  };

  /** Deletes the account's recordings older than its period, and notes the run (inside one write). */
  const runFor = (record: PrivacyRecord) => {
    const now = ctx.now();
    if (record.retentionDays !== null) calls.deleteRecordingsBefore(record.userId, now - record.retentionDays * DAY_MS);
    ctx.db.mutate(() => {
      record.lastRunDay = utcDay(now);
      record.lastRunAt = now;
    });
  };

  const tick = () => {
    const today = utcDay(ctx.now());
    for (const record of recordsOf(ctx.db)) {
      if (record.retentionDays !== null && record.lastRunDay !== today) runFor(record);
    }
  };
  ctx.onClose(ctx.jobs.every('privacyRetention', RUN_CHECK_EVERY_MS, tick));

  // A caller's rights ------------------------------------------------------------------------

  const delivery = ctx.services.delivery;
  const exportLinks = new Map<string, ExportLink>();
  ctx.onReset(() => exportLinks.clear());

  /** The account's calls with the number in the body (normalized), or a 400 already sent. */
  const callerOf = (req: Request, res: Response, userId: number): { number: string; rows: StoredRow[] } | null => {
    const number = normalizePhone((req.body as { number: string }).number);
    if (!/^\+\d{8,15}$/.test(number)) {
      sendError(res, 400, msg(req, 'privacyCallerNumber'), undefined, 'number');
      return null;
    }
    return { number, rows: calls.callsWith(userId, number) };
  };
  const summaryOf = (userId: number, number: string, rows: readonly StoredRow[]) => {
    const kept = rows.filter((row) => row.script && row.recording_deleted !== 1);
    return {
      number,
      calls: rows.length,
      recordings: kept.length,
      transcripts: kept.length,
      messagesTaken: rows.filter((row) => row.outcome === 'voicemail').length,
      deliveries: delivery.messagesOfCalls(
        userId,
        rows.map((row) => row.id),
      ).length,
      firstCallAt: rows[0] ? new Date(rows[0].started_at).toISOString() : null,
      lastCallAt: rows.at(-1) ? new Date((rows.at(-1) as StoredRow).started_at).toISOString() : null,
    };
  };

  /** The delivery log's part of an erasure, then the journal entry closed (again after a crash: idempotent). */
  const finishErasure = (erasure: { id: string; userId: number; callIds: string[] }) => {
    const deliveries = delivery.eraseMessagesOfCalls(erasure.userId, erasure.callIds);
    calls.erasureDone(erasure.id);
    return deliveries;
  };
  for (const pending of calls.pendingErasures()) finishErasure(pending);

  const signedIn = (method: 'get' | 'put' | 'post', path: string, handler: (req: Request, res: Response, userId: number) => unknown) =>
    app[method](
      path,
      auth,
      route((req, res) => handler(req, res, authOf(res).user.id)),
    );

  signedIn('get', '/api/privacy', (_req, res, userId) => {
    res.json(answer(userId));
  });

  signedIn('put', '/api/privacy/retention', (req, res, userId) => {
    // The contract checked the body: 30, 90, 365 or null.
    const { retentionDays } = req.body as { retentionDays: RetentionDays };
    ctx.db.mutate((data) => {
      const records = (data[PRIVACY_COLLECTION] ??= []) as PrivacyRecord[];
      const record = records.find((entry) => entry.userId === userId);
      if (record) record.retentionDays = retentionDays;
      // The first run is the next day's (the page says "tonight"): a period just chosen can still be
      // changed back before anything is deleted.
      else records.push({ id: nextId(records), userId, retentionDays, lastRunDay: utcDay(ctx.now()), lastRunAt: null });
    });
    res.json(answer(userId));
  });

  signedIn('post', '/api/privacy/callers/lookup', (req, res, userId) => {
    const caller = callerOf(req, res, userId);
    if (caller) res.json(summaryOf(userId, caller.number, caller.rows));
  });

  signedIn('post', '/api/privacy/callers/export', (req, res, userId) => {
    const caller = callerOf(req, res, userId);
    if (!caller) return;
    if (!caller.rows.length) return sendError(res, 404, msg(req, 'privacyCallerNotFound'));
    const now = ctx.now();
    const mine = [...exportLinks].filter(([, link]) => link.userId === userId || link.expires <= now);
    for (const [token, link] of mine) if (link.expires <= now) exportLinks.delete(token);
    const live = mine.filter(([, link]) => link.expires > now && link.userId === userId);
    for (const [token] of live.slice(0, Math.max(0, live.length - EXPORTS_PER_ACCOUNT + 1))) exportLinks.delete(token);
    const token = randomBytes(32).toString('hex');
    const expires = now + EXPORT_TTL_MS;
    exportLinks.set(token, { userId, sessionId: authOf(res).session.id, number: caller.number, expires });
    res.status(201).json({ url: `/api/privacy/exports/${token}`, expiresAt: new Date(expires).toISOString() });
  });

  app.get(
    '/api/privacy/exports/:token',
    route(async (req, res) => {
      const token = String(req.params.token);
      const link = exportLinks.get(token);
      // Single use: gone from the first request on, whatever comes of it.
      exportLinks.delete(token);
      const now = ctx.now();
      // Only the session that asked downloads it (its cookie goes with a plain link), while it lives.
      const asker = authenticate(ctx, req);
      if (!link || link.expires <= now || asker?.session.id !== link.sessionId || asker.user.id !== link.userId)
        return sendError(res, 404, msg(req, 'privacyExportGone'));
      const rows = calls.callsWith(link.userId, link.number);
      const ids = rows.map((row) => row.id);
      const messages = delivery.messagesOfCalls(link.userId, ids);
      const withRecording = rows.filter((row) => row.script && row.recording_deleted !== 1);
      const data = {
        exportedAt: new Date(now).toISOString(),
        ...summaryOf(link.userId, link.number, rows),
        callsDetail: rows.map((row) => {
          const { recordingUrl: _url, ...detail } = toDetail(row, null);
          return { ...detail, recordingFile: row.script && row.recording_deleted !== 1 ? `recordings/${row.id}.mp3` : null };
        }),
        webhookMessages: messages,
      };
      res.status(200);
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Disposition', `attachment; filename="caller-${link.number.slice(1)}.zip"`);
      res.setHeader('Cache-Control', 'private, no-store');
      const zip = new ZipWriter(res, new Date(now));
      await zip.add('caller.json', Buffer.from(`${JSON.stringify(data, null, 2)}\n`, 'utf8'));
      for (const row of withRecording)
        await zip.add(`recordings/${row.id}.mp3`, await readFile(path.join(RECORDINGS_DIR, `${row.script}.mp3`)));
      await zip.finish();
    }),
  );

  signedIn('post', '/api/privacy/callers/erase', (req, res, userId) => {
    const caller = callerOf(req, res, userId);
    if (!caller) return;
    if (!caller.rows.length) return sendError(res, 404, msg(req, 'privacyCallerNotFound'));
    const pseudonym = `anon-${randomBytes(4).toString('hex')}`;
    const erasure = { id: newId('er_'), userId, callIds: [] as string[] };
    erasure.callIds = calls.eraseCaller(userId, caller.number, pseudonym, erasure.id);
    const deliveries = finishErasure(erasure);
    for (const [token, link] of exportLinks) if (link.userId === userId && link.number === caller.number) exportLinks.delete(token);
    res.json({ erasedCalls: erasure.callIds.length, deletedDeliveries: deliveries, pseudonym });
  });

  if (!ctx.config.devRoutes) return;
  signedIn('post', '/api/dev/privacy/retention/run', (_req, res, userId) => {
    const record = recordOf(ctx.db, userId);
    if (record) runFor(record);
    res.json(answer(userId));
  });
}

export const privacyModule: ApiModule = {
  name: 'privacy',
  register,
  seed: () => ({ [PRIVACY_COLLECTION]: [] }),
};
