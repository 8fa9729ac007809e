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
 * at midnight catches up when it starts. One account's run is one indexed UPDATE of its own rows.
 * Development (MOCK_API_DEV_ROUTES=1): POST /api/dev/privacy/retention/run runs the session's
 * account's retention now and answers the privacy state.
 */
import type { Express, Request, Response } from 'express';
import type { RetentionDays } from '../../src/lib/privacy.ts';
import type { ApiContext, ApiModule } from '../context.ts';
import { route } from '../http.ts';
import { addMessages } from '../messages.ts';
import { authOf, requireAuth } from '../sessions.ts';
import { collection, nextId, type Db } from '../store.ts';

addMessages({
  en: { privacyRetentionChoice: 'Choose how long recordings are kept: 30, 90 or 365 days, or until you delete them (retentionDays).' },
  es: {
    privacyRetentionChoice: 'Elige cuánto tiempo se guardan las grabaciones: 30, 90 o 365 días, o hasta que las borres (retentionDays).',
  },
  ar: { privacyRetentionChoice: 'اختر مدة الاحتفاظ بالتسجيلات: 30 أو 90 أو 365 يومًا، أو حتى تحذفها بنفسك (retentionDays).' },
});

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
      else records.push({ id: nextId(records), userId, retentionDays, lastRunDay: null, lastRunAt: null });
    });
    res.json(answer(userId));
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
