/**
 * The call history: the agent's calls of the logged-in account, from the SQLite store of
 * mock-api/calls/. Every route needs a session and answers 404 for another account's call, exactly
 * as for an unknown one.
 *
 * - GET  /api/calls: a page of the history, filtered, sorted and paged on the server (cursor).
 * - GET  /api/calls/export: the filtered history as CSV, streamed, formula cells neutralised.
 * - GET  /api/calls/updates?since=: how many calls arrived after a time (the page polls it).
 * - GET  /api/calls/{id}: one call with its transcript, extracted fields and a signed recording URL.
 * - GET  /api/calls/{id}/recording: the MP3, with range requests; for the owner's session, or with
 *   the signed URL's `expires` and `sig` (an `<audio>` element sends no bearer token).
 * - POST /api/calls/{id}/spam: reports it; its minutes are credited back once.
 * - PUT  /api/calls/{id}/rating: thumbs up or down with an optional note (null clears it).
 * - POST /api/calls/{id}/callback: the agent calls the number back (plans with outbound calls).
 * - GET  /api/balance: this month's minutes (allowance, used, credited back, remaining).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Express, Request, Response } from 'express';
import {
  CALL_OUTCOMES,
  CALL_RATING_NOTE_MAX,
  CALLS_MAX_PAGE_SIZE,
  CALLS_MAX_QUERY_LENGTH,
  CALLS_PAGE_SIZE,
  planAllowsOutbound,
  type CallDetail,
  type CallListQuery,
  type CallRating,
  type CallSortKey,
  type SortOrder,
} from '../../src/lib/calls.ts';
import { MockUser } from '../fixtures/users.ts';
import { decodeCursor, encodeCursor } from '../calls/listing.ts';
import { toDetail, toSummary, type StoredRow } from '../calls/rows.ts';
import { madridDay } from '../calls/time.ts';
import { RECORDINGS_DIR } from '../calls/timings.ts';
import type { ApiContext, ApiModule } from '../context.ts';
import { csvLine, streamChunks } from '../csv.ts';
import { jsonBody, route, sendError } from '../http.ts';
import { ROLE_DENIAL_MESSAGE } from '../roles.ts';
import type { SessionRecord } from '../store.ts';
import { sessionPerson } from '../team.ts';
import { roleAllows } from '../../src/lib/roles.ts';
import { addMessages, msg } from '../messages.ts';
import { authOf, requireAuth } from '../sessions.ts';

/**
 * How long a signed recording URL works: a few minutes (the page asks for a new one when it
 * loads the call again), and only while the session that asked for it lives.
 */
export const RECORDING_URL_TTL = 10 * 60 * 1000;
/** Minutes until a "have the agent call back" call is made. */
const CALLBACK_DELAY = 2 * 60_000;

addMessages({
  en: {
    callsInvalidOutcome: `Unknown outcome: use one of ${CALL_OUTCOMES.join(', ')}.`,
    callsInvalidDirection: 'Unknown direction: use inbound or outbound.',
    callsInvalidDate: 'Dates are written YYYY-MM-DD.',
    callsInvertedDates: 'The start date must be on or before the end date.',
    callsSearchTooLong: `The search is too long (at most ${CALLS_MAX_QUERY_LENGTH} characters).`,
    callsInvalidCursor: 'This page of results has expired. Load the list again.',
    callsInvalidSort: 'The list cannot be sorted that way.',
    callsInvalidLimit: `The page size must be between 1 and ${CALLS_MAX_PAGE_SIZE}.`,
    callsInvalidRating: 'The rating is up, down or null.',
    callsRatingNoteTooLong: `The note is too long (at most ${CALL_RATING_NOTE_MAX} characters).`,
    callsOutboundNotInPlan: 'Your plan does not include outbound calls.',
    callsCallerErased: "This caller's data was erased at their request: the agent cannot call them back.",
  },
  es: {
    callsInvalidOutcome: `Resultado desconocido: usa uno de ${CALL_OUTCOMES.join(', ')}.`,
    callsInvalidDirection: 'Dirección desconocida: usa inbound u outbound.',
    callsInvalidDate: 'Las fechas se escriben AAAA-MM-DD.',
    callsInvertedDates: 'La fecha de inicio debe ser anterior o igual a la de fin.',
    callsSearchTooLong: `La búsqueda es demasiado larga (como máximo ${CALLS_MAX_QUERY_LENGTH} caracteres).`,
    callsInvalidCursor: 'Esta página de resultados ha caducado. Vuelve a cargar la lista.',
    callsInvalidSort: 'La lista no se puede ordenar así.',
    callsInvalidLimit: `El tamaño de página debe estar entre 1 y ${CALLS_MAX_PAGE_SIZE}.`,
    callsInvalidRating: 'La valoración es up, down o null.',
    callsRatingNoteTooLong: `La nota es demasiado larga (como máximo ${CALL_RATING_NOTE_MAX} caracteres).`,
    callsOutboundNotInPlan: 'Tu plan no incluye llamadas salientes.',
    callsCallerErased: 'Los datos de esta persona se borraron a petición suya: el agente no puede devolverle la llamada.',
  },
  ar: {
    callsInvalidOutcome: `نتيجة غير معروفة: استخدم إحدى القيم ${CALL_OUTCOMES.join(', ')}.`,
    callsInvalidDirection: 'اتجاه غير معروف: استخدم inbound أو outbound.',
    callsInvalidDate: 'تُكتب التواريخ بالشكل YYYY-MM-DD.',
    callsInvertedDates: 'يجب أن يكون تاريخ البداية قبل تاريخ النهاية أو مساويًا له.',
    callsSearchTooLong: `البحث طويل جدًا (بحد أقصى ${CALLS_MAX_QUERY_LENGTH} حرفًا).`,
    callsInvalidCursor: 'انتهت صلاحية صفحة النتائج هذه. أعد تحميل القائمة.',
    callsInvalidSort: 'لا يمكن ترتيب القائمة بهذه الطريقة.',
    callsInvalidLimit: `يجب أن يكون حجم الصفحة بين 1 و${CALLS_MAX_PAGE_SIZE}.`,
    callsInvalidRating: 'التقييم هو up أو down أو null.',
    callsRatingNoteTooLong: `الملاحظة طويلة جدًا (بحد أقصى ${CALL_RATING_NOTE_MAX} حرفًا).`,
    callsOutboundNotInPlan: 'خطتك لا تشمل المكالمات الصادرة.',
    callsCallerErased: 'مُحيت بيانات هذا المتصل بناءً على طلبه: لا يمكن للوكيل معاودة الاتصال به.',
  },
});

type Parsed = { query: CallListQuery; limit: number; cursor: ReturnType<typeof decodeCursor> };

/**
 * The filters of a request. The contract has checked every field already (mock-api/contractValidation.ts:
 * real dates, direction, outcome, search length, sort, order, page size); what is left is what a
 * schema cannot say: the dates' order, and a cursor of this sort. Answers 400 and returns null then.
 */
function parseQuery(req: Request, res: Response, { paged }: { paged: boolean }): Parsed | null {
  const text = (name: string): string | undefined => {
    const value = req.query[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const fail = (key: string) => {
    sendError(res, 400, msg(req, key));
    return null;
  };
  const query: CallListQuery = {};
  const from = text('from');
  const to = text('to');
  if (from && to && from > to) return fail('callsInvertedDates');
  if (from) query.from = from;
  if (to) query.to = to;
  const direction = text('direction') as CallListQuery['direction'];
  if (direction) query.direction = direction;
  const outcome = text('outcome') as CallListQuery['outcome'];
  if (outcome) query.outcome = outcome;
  const q = text('q')?.trim();
  if (q) query.q = q;
  query.sort = (text('sort') ?? 'startedAt') as CallSortKey;
  query.order = (text('order') ?? 'desc') as SortOrder;
  let limit = CALLS_PAGE_SIZE;
  let cursor: Parsed['cursor'] = null;
  if (paged) {
    const limitText = text('limit');
    if (limitText !== undefined) limit = Number(limitText);
    const cursorText = text('cursor');
    if (cursorText !== undefined) {
      cursor = decodeCursor(cursorText, query.sort, query.order);
      if (!cursor) return fail('callsInvalidCursor');
    }
  }
  return { query, limit, cursor };
}

/**
 * The CSV export works at most this long (ms) before it yields to the event loop; ten exports at
 * once then delay another request by about ten slices (scripts/bench-export.ts measures it).
 */
const EXPORT_SLICE_MS = 2;
/** Rows read from SQLite per query of the export (each query is read whole, no statement stays open). */
const EXPORT_PAGE_ROWS = 250;

const CSV_COLUMNS = [
  'id',
  'startedAt',
  'direction',
  'callerNumber',
  'callerName',
  'durationSec',
  'outcome',
  'summary',
  'sentiment',
  'reportedSpam',
  'rating',
  'billedMinutes',
] as const;

export const callsModule: ApiModule = {
  name: 'calls',
  register(app: Express, ctx: ApiContext) {
    const store = ctx.services.calls;
    const secret = randomBytes(32);
    /** A recording link is bound to the session that asked for it: logout or a password change (which ends the sessions) ends it too. */
    const sign = (sessionId: string, userId: number, id: string, expires: number) =>
      createHmac('sha256', secret).update(`${sessionId}:${userId}:${id}:${expires}`).digest('hex');
    const recordingUrl = (row: StoredRow, res: Response) => {
      const expires = ctx.now() + RECORDING_URL_TTL;
      return `/api/calls/${encodeURIComponent(row.id)}/recording?expires=${expires}&sig=${sign(authOf(res).session.id, row.user_id, row.id, expires)}`;
    };
    /** The live session of the call's account that signed `sig` for this call and expiry, if any. */
    const signedByLiveSession = (row: StoredRow, expires: number, sig: string): SessionRecord | undefined => {
      const given = Buffer.from(sig, 'hex');
      const now = ctx.now();
      return ctx.db.data.sessions.find(
        (session) =>
          session.userId === row.user_id &&
          Date.parse(session.expiresAt) > now &&
          timingSafeEqual(Buffer.from(sign(session.id, row.user_id, row.id, expires), 'hex'), given),
      );
    };
    /** A call as the detail page shows it: with its signed recording link and its pending call-back, if any. */
    const detailOf = (row: StoredRow, res: Response): CallDetail => {
      const pending = store.pendingCallback(row);
      return {
        ...toDetail(row, recordingUrl(row, res)),
        pendingCallback: pending ? { scheduledAt: new Date(pending.started_at).toISOString(), callId: pending.id } : null,
      };
    };
    const auth = requireAuth(ctx);
    /** A route of the signed-in session (401 without one); its handler's errors answer 500. */
    const signedIn = (method: 'get' | 'put' | 'post', path: string, handler: Parameters<typeof route>[0]) =>
      app[method](path, auth, route(handler));
    const own = (req: Request, res: Response): StoredRow | null => {
      const row = store.find(authOf(res).user.id, String(req.params.id));
      if (!row) sendError(res, 404, msg(req, 'notFound'));
      return row;
    };

    if (ctx.config.liveCalls) {
      // A background job (jobs.ts): a failure is logged, the server keeps running.
      let n = 0;
      ctx.onClose(
        ctx.jobs.every('liveCalls', ctx.config.liveCallEveryMs, () => {
          // Not for an account deleted meanwhile.
          if (ctx.db.data.users.some((user) => user.id === MockUser.id)) store.simulateCall(MockUser.id, ctx.now() + n++);
        }),
      );
    }

    signedIn('get', '/api/calls', (req, res) => {
      const parsed = parseQuery(req, res, { paged: true });
      if (!parsed) return;
      const { query, limit, cursor } = parsed;
      const result = store.list(authOf(res).user.id, query, limit, cursor);
      res.json({
        items: result.rows.map(toSummary),
        nextCursor: result.next ? encodeCursor(result.next, query.sort ?? 'startedAt', query.order ?? 'desc') : null,
        total: result.total,
      });
    });

    signedIn('get', '/api/calls/export', async (req, res) => {
      const parsed = parseQuery(req, res, { paged: false });
      if (!parsed) return;
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="calls-${madridDay(ctx.now())}.csv"`);
      // Streamed in chunks of rows, yielding to the event loop between them (csv.ts): ten large
      // exports at once do not hold every other request back.
      const userId = authOf(res).user.id;
      // Time-sliced: a chunk is what was written in EXPORT_SLICE_MS, then the export yields.
      const chunks = (function* () {
        let lines: string[] = [csvLine(CSV_COLUMNS)];
        let sliceStart = performance.now();
        for (const page of store.pages(userId, parsed.query, EXPORT_PAGE_ROWS)) {
          for (const row of page) {
            const call = toSummary(row);
            lines.push(csvLine(CSV_COLUMNS.map((column) => call[column])));
            if (performance.now() - sliceStart >= EXPORT_SLICE_MS) {
              yield lines.join('');
              lines = [];
              sliceStart = performance.now();
            }
          }
        }
        if (lines.length > 0) yield lines.join('');
      })();
      await streamChunks(res, chunks);
    });

    signedIn('get', '/api/calls/updates', (req, res) => {
      // A date-time (the contract checked it).
      const since = Date.parse(String(req.query.since));
      const { count, latest } = store.updates(authOf(res).user.id, since);
      res.json({ count, latest: latest === null ? null : new Date(latest).toISOString() });
    });

    app.get('/api/balance', auth, (_req, res) => {
      res.json(store.balance(authOf(res).user.id));
    });

    signedIn('get', '/api/calls/:id', (req, res) => {
      const row = own(req, res);
      if (row) res.json(detailOf(row, res));
    });

    /**
     * A download (`download=1`: saved as a file, not played): an export, so not for staff; the
     * audit log records who took it. Answers false with the refusal sent.
     */
    const downloaded = (req: Request, res: Response, row: StoredRow, session: SessionRecord): boolean => {
      const user = ctx.db.data.users.find((entry) => entry.id === row.user_id);
      const person = user && sessionPerson(ctx.db, session, user);
      if (!person) {
        sendError(res, 404, msg(req, 'notFound'));
        return false;
      }
      if (!roleAllows(person.role, 'exports')) {
        sendError(res, 403, msg(req, ROLE_DENIAL_MESSAGE.exports));
        return false;
      }
      res.setHeader('Content-Disposition', `attachment; filename="call-${row.id}.mp3"`);
      // A range request is the same download going on: recorded once, at its first byte.
      const range = req.headers.range;
      if (!range || /^bytes=0-/.test(range))
        ctx.jobs.run('auditRecord', () =>
          ctx.services.audit.record(row.user_id, { id: person.id, name: person.name }, 'recording.downloaded', ctx.now(), row.id),
        );
      return true;
    };

    app.get(
      '/api/calls/:id/recording',
      route((req, res) => {
        const id = String(req.params.id);
        const { expires, sig } = req.query;
        let row: StoredRow | null = null;
        let signer: SessionRecord | undefined;
        if (sig !== undefined || expires !== undefined) {
          // A signed URL: valid for its call only, until it expires (nothing else is tried).
          const valid =
            typeof expires === 'string' &&
            typeof sig === 'string' &&
            /^\d+$/.test(expires) &&
            /^[0-9a-f]{64}$/.test(sig) &&
            Number(expires) > ctx.now();
          const candidate =
            valid && Number(expires) <= ctx.now() + RECORDING_URL_TTL
              ? (store.db.prepare('SELECT * FROM calls WHERE id = ?').get(id) as unknown as StoredRow | undefined)
              : undefined;
          signer = candidate && signedByLiveSession(candidate, Number(expires), sig as string);
          if (signer) row = candidate as StoredRow;
        } else {
          // No signature: the owner's session (bearer token or cookie).
          let userId: number | null = null;
          auth(req, res, () => {
            userId = authOf(res).user.id;
            signer = authOf(res).session;
          });
          if (res.headersSent) return;
          row = userId === null ? null : store.find(userId, id);
        }
        if (!row?.script || row.recording_deleted === 1 || !signer) return sendError(res, 404, msg(req, 'notFound'));
        if (req.query.download === '1' && !downloaded(req, res, row, signer)) return;
        res.setHeader('Cache-Control', 'private, no-store');
        res.sendFile(`${row.script}.mp3`, { root: RECORDINGS_DIR, acceptRanges: true, headers: { 'Content-Type': 'audio/mpeg' } });
      }),
    );

    signedIn('post', '/api/calls/:id/spam', (req, res) => {
      const row = own(req, res);
      if (!row) return;
      const credited = store.reportSpam(row);
      const fresh = store.find(row.user_id, row.id) as StoredRow;
      res.json({ call: toSummary(fresh), creditedMinutes: credited, balance: store.balance(row.user_id) });
    });

    signedIn('put', '/api/calls/:id/rating', (req, res) => {
      const body = jsonBody(req);
      const row = own(req, res);
      if (!row) return;
      // Up, down or null, and a note of at most 500 characters: the contract checked them.
      const { rating, note } = body;
      const text = typeof note === 'string' ? note.trim() : '';
      store.rate(row, rating as CallRating | null, text || null);
      res.json(detailOf(store.find(row.user_id, row.id) as StoredRow, res));
    });

    signedIn('post', '/api/calls/:id/callback', (req, res) => {
      const row = own(req, res);
      if (!row) return;
      if (row.caller_erased === 1) return sendError(res, 403, msg(req, 'callsCallerErased'));
      if (!planAllowsOutbound(store.account(row.user_id)?.plan)) return sendError(res, 403, msg(req, 'callsOutboundNotInPlan'));
      // Idempotent per call while one is pending: a second press (or twenty at once) gets the pending call-back, 200 instead of 202.
      const { row: scheduled, created } = store.scheduleCallback(row, ctx.now() + CALLBACK_DELAY);
      res.status(created ? 202 : 200).json({ scheduledAt: new Date(scheduled.startedAt).toISOString(), callId: scheduled.id });
    });
  },
};
