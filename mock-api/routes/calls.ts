/**
 * The call history (issue "Calls"): the agent's calls of the logged-in account, from the SQLite
 * store of mock-api/calls/. Every route needs a session and answers 404 for another account's
 * call, exactly as for an unknown one.
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
import path from 'node:path';
import type { Express, Request, Response } from 'express';
import {
  CALL_DIRECTIONS,
  CALL_OUTCOMES,
  CALL_RATING_NOTE_MAX,
  CALL_RATINGS,
  CALL_SORT_KEYS,
  CALLS_MAX_PAGE_SIZE,
  CALLS_MAX_QUERY_LENGTH,
  CALLS_PAGE_SIZE,
  csvCell,
  planAllowsOutbound,
  type CallListQuery,
  type CallRating,
  type CallSortKey,
  type SortOrder,
} from '../../src/lib/calls.ts';
import { MockBusyUser, MockQuietUser, MockUser } from '../../stories/fixtures/users.ts';
import { EXPECTED_CALLS, PLAN_ALLOWANCE } from '../../src/lib/usage.ts';
import { CallStore, decodeCursor, encodeCursor, madridDay, RECORDINGS_DIR, toDetail, toSummary, type CallAccount, type StoredRow } from '../calls/store.ts';
import type { ApiContext, ApiModule } from '../context.ts';
import { objectBody, route, sendError } from '../http.ts';
import { addMessages, msg } from '../messages.ts';
import { authOf, requireAuth } from '../sessions.ts';

const billTo = (user: typeof MockUser, address: string) => ({ companyName: user.company?.name ?? user.name, taxId: user.company?.cifNif ?? '', address });

/**
 * The accounts with a history and a ledger: the demo clinic (Advanced, ~1,000 calls, a package of
 * 1,000 calls bought after its first month), the busy group (Custom, >10,000 calls) and the quiet
 * clinic whose guarantee quarter ended short (Essential).
 */
export const CALL_ACCOUNTS: readonly CallAccount[] = [
  {
    userId: MockUser.id,
    seed: 20261120,
    perWeekday: 14,
    plan: 'advanced',
    allowanceMinutes: PLAN_ALLOWANCE.advanced,
    startedDaysAgo: 90,
    expectedCalls: EXPECTED_CALLS.advanced,
    packages: [{ id: 'basic', daysAgo: 60 }],
    billTo: billTo(MockUser, 'Calle de Alcalá 120, 28009 Madrid'),
    card: { brand: 'visa', last4: '4242' },
  },
  {
    userId: MockBusyUser.id,
    seed: 20261121,
    perWeekday: 150,
    plan: 'custom',
    allowanceMinutes: 30000,
    startedDaysAgo: 90,
    expectedCalls: EXPECTED_CALLS.custom,
    packages: [],
    billTo: billTo(MockBusyUser, 'Paseo de la Castellana 200, 28046 Madrid'),
    card: { brand: 'mastercard', last4: '4444' },
  },
  {
    userId: MockQuietUser.id,
    seed: 20261122,
    perWeekday: 1,
    plan: 'essential',
    allowanceMinutes: PLAN_ALLOWANCE.essential,
    startedDaysAgo: 94,
    expectedCalls: EXPECTED_CALLS.essential,
    packages: [],
    billTo: billTo(MockQuietUser, 'Gran Vía 45, 48011 Bilbao'),
    card: { brand: 'visa', last4: '4242' },
  },
];

/** How long a signed recording URL works. */
const RECORDING_URL_TTL = 60 * 60 * 1000;
/** The simulated line of `npm start`: a new call for the demo account about every minute. */
const LIVE_CALL_EVERY = 60_000;
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
  },
});

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

type Parsed = { query: CallListQuery; limit: number; cursor: ReturnType<typeof decodeCursor> };

/** The filters of a request, checked; answers 400 with a clear message and returns null when one is wrong. */
function parseQuery(req: Request, res: Response, { paged }: { paged: boolean }): Parsed | null {
  const raw = req.query;
  const text = (name: string): string | undefined => {
    const value = raw[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== 'string') {
      sendError(res, 400, msg(req, 'invalidField', { field: name }));
      return null;
    }
  }
  const fail = (key: string, values?: Record<string, string | number>) => {
    sendError(res, 400, msg(req, key, values));
    return null;
  };
  const query: CallListQuery = {};
  const from = text('from');
  const to = text('to');
  if ((from && !isDay(from)) || (to && !isDay(to))) return fail('callsInvalidDate');
  if (from && to && from > to) return fail('callsInvertedDates');
  if (from) query.from = from;
  if (to) query.to = to;
  const direction = text('direction');
  if (direction !== undefined) {
    if (!(CALL_DIRECTIONS as readonly string[]).includes(direction)) return fail('callsInvalidDirection');
    query.direction = direction as CallListQuery['direction'];
  }
  const outcome = text('outcome');
  if (outcome !== undefined) {
    if (!(CALL_OUTCOMES as readonly string[]).includes(outcome)) return fail('callsInvalidOutcome');
    query.outcome = outcome as CallListQuery['outcome'];
  }
  const q = typeof raw.q === 'string' ? raw.q : '';
  if (q.length > CALLS_MAX_QUERY_LENGTH) return fail('callsSearchTooLong');
  if (q.trim()) query.q = q.trim();
  const sort = text('sort') ?? 'startedAt';
  const order = text('order') ?? 'desc';
  if (!(CALL_SORT_KEYS as readonly string[]).includes(sort) || (order !== 'asc' && order !== 'desc')) return fail('callsInvalidSort');
  query.sort = sort as CallSortKey;
  query.order = order as SortOrder;
  let limit = CALLS_PAGE_SIZE;
  let cursor: Parsed['cursor'] = null;
  if (paged) {
    const limitText = text('limit');
    if (limitText !== undefined) {
      limit = Number(limitText);
      if (!/^\d+$/.test(limitText) || limit < 1 || limit > CALLS_MAX_PAGE_SIZE) return fail('callsInvalidLimit');
    }
    const cursorText = text('cursor');
    if (cursorText !== undefined) {
      cursor = decodeCursor(cursorText, query.sort, query.order);
      if (!cursor) return fail('callsInvalidCursor');
    }
  }
  return { query, limit, cursor };
}

const CSV_COLUMNS = ['id', 'startedAt', 'direction', 'callerNumber', 'callerName', 'durationSec', 'outcome', 'summary', 'sentiment', 'reportedSpam', 'rating', 'billedMinutes'] as const;

const stores = new WeakMap<ApiContext, CallStore>();

/** The server's call store (one per server; the usage module shares it for the ledger). */
export function callStoreOf(ctx: ApiContext): CallStore {
  let store = stores.get(ctx);
  if (!store) {
    const created = new CallStore(path.join(ctx.dataDir, 'calls.sqlite'), CALL_ACCOUNTS, ctx.now);
    ctx.onReset(() => created.reset());
    ctx.onClose(() => created.close());
    stores.set(ctx, created);
    store = created;
  }
  return store;
}

export const callsModule: ApiModule = {
  name: 'calls',
  register(app: Express, ctx: ApiContext) {
    const store = callStoreOf(ctx);
    const secret = randomBytes(32);
    const sign = (userId: number, id: string, expires: number) => createHmac('sha256', secret).update(`${userId}:${id}:${expires}`).digest('hex');
    const recordingUrl = (row: StoredRow) => {
      const expires = ctx.now() + RECORDING_URL_TTL;
      return `/api/calls/${encodeURIComponent(row.id)}/recording?expires=${expires}&sig=${sign(row.user_id, row.id, expires)}`;
    };
    const auth = requireAuth(ctx);
    /** A route of the signed-in session (401 without one); its handler's errors answer 500. */
    const signedIn = (method: 'get' | 'put' | 'post', path: string, handler: Parameters<typeof route>[0]) => app[method](path, auth, route(handler));
    const own = (req: Request, res: Response): StoredRow | null => {
      const row = store.find(authOf(res).user.id, String(req.params.id));
      if (!row) sendError(res, 404, msg(req, 'notFound'));
      return row;
    };

    if (ctx.liveCalls) {
      let n = 0;
      const timer = setInterval(() => store.simulateCall(MockUser.id, ctx.now() + n++), LIVE_CALL_EVERY);
      timer.unref();
      ctx.onClose(() => clearInterval(timer));
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

    signedIn('get', '/api/calls/export', (req, res) => {
      const parsed = parseQuery(req, res, { paged: false });
      if (!parsed) return;
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="calls-${madridDay(ctx.now())}.csv"`);
      res.write(`${CSV_COLUMNS.join(',')}\r\n`);
      for (const row of store.iterate(authOf(res).user.id, parsed.query)) {
        const call = toSummary(row);
        res.write(`${CSV_COLUMNS.map((column) => csvCell(typeof call[column] === 'boolean' ? String(call[column]) : (call[column] as string | number | null))).join(',')}\r\n`);
      }
      res.end();
    });

    signedIn('get', '/api/calls/updates', (req, res) => {
      const since = typeof req.query.since === 'string' ? Date.parse(req.query.since) : Number.NaN;
      if (Number.isNaN(since)) return sendError(res, 400, msg(req, 'invalidField', { field: 'since' }));
      const { count, latest } = store.updates(authOf(res).user.id, since);
      res.json({ count, latest: latest === null ? null : new Date(latest).toISOString() });
    });

    app.get('/api/balance', auth, (_req, res) => {
      res.json(store.balance(authOf(res).user.id));
    });

    signedIn('get', '/api/calls/:id', (req, res) => {
      const row = own(req, res);
      if (row) res.json(toDetail(row, recordingUrl(row)));
    });

    app.get(
      '/api/calls/:id/recording',
      route((req, res) => {
        const id = String(req.params.id);
        const { expires, sig } = req.query;
        let row: StoredRow | null = null;
        if (sig !== undefined || expires !== undefined) {
          // A signed URL: valid for its call only, until it expires (nothing else is tried).
          const valid = typeof expires === 'string' && typeof sig === 'string' && /^\d+$/.test(expires) && /^[0-9a-f]{64}$/.test(sig) && Number(expires) > ctx.now();
          const candidate = valid ? (store.db.prepare('SELECT * FROM calls WHERE id = ?').get(id) as unknown as StoredRow | undefined) : undefined;
          if (candidate && timingSafeEqual(Buffer.from(sign(candidate.user_id, id, Number(expires)), 'hex'), Buffer.from(sig as string, 'hex'))) row = candidate;
        } else {
          // No signature: the owner's session (bearer token or cookie).
          let userId: number | null = null;
          auth(req, res, () => {
            userId = authOf(res).user.id;
          });
          if (res.headersSent) return;
          row = userId === null ? null : store.find(userId, id);
        }
        if (!row?.script) return sendError(res, 404, msg(req, 'notFound'));
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
      const body = objectBody(req, res);
      if (!body) return;
      const row = own(req, res);
      if (!row) return;
      const { rating, note } = body;
      if (rating !== null && !(CALL_RATINGS as readonly unknown[]).includes(rating)) return sendError(res, 400, msg(req, 'callsInvalidRating'));
      if (note !== undefined && note !== null && typeof note !== 'string') return sendError(res, 400, msg(req, 'invalidField', { field: 'note' }));
      const text = typeof note === 'string' ? note.trim() : '';
      if (text.length > CALL_RATING_NOTE_MAX) return sendError(res, 400, msg(req, 'callsRatingNoteTooLong'));
      store.rate(row, rating as CallRating | null, text || null);
      res.json(toDetail(store.find(row.user_id, row.id) as StoredRow, recordingUrl(row)));
    });

    signedIn('post', '/api/calls/:id/callback', (req, res) => {
      const row = own(req, res);
      if (!row) return;
      if (!planAllowsOutbound(store.account(row.user_id)?.plan)) return sendError(res, 403, msg(req, 'callsOutboundNotInPlan'));
      const scheduled = store.scheduleCallback(row, ctx.now() + CALLBACK_DELAY);
      res.status(202).json({ scheduledAt: new Date(scheduled.startedAt).toISOString(), callId: scheduled.id });
    });
  },
};
