/**
 * The audit log, the API (docs/audit.md): who did what and when in the account, recorded for every
 * successful change a session makes and every login, append-only, kept for a year.
 *
 * - GET /api/audit: a page (newest first), filtered by person, action and dates; and who appears.
 * - GET /api/audit/export: the same as CSV (streamed, formula cells neutralised).
 * What is recorded: a table below maps each audited route (method and path) to its action; a
 * change is recorded once its answer is a success, by the session's person, with the route's id
 * or number as its detail and never a caller's number or a secret. Logins come from the login
 * hook. No route edits or deletes an entry; the daily job removes those older than a year.
 */
import type { Express, Request, Response } from 'express';
import { AUDIT_KEEP_DAYS, AUDIT_PAGE_SIZE, type AuditAction } from '../../src/lib/audit.ts';
import type { AuditQuery } from '../audit/log.ts';
import type { ApiContext, ApiModule } from '../context.ts';
import { csvLine, streamChunks } from '../csv.ts';
import { route } from '../http.ts';
import { addMessages } from '../messages.ts';
import { MockUser } from '../fixtures/users.ts';
import { authOf, requireAuth, type Auth } from '../sessions.ts';
import { ownerPerson } from '../team.ts';

addMessages({
  en: {
    auditInvalidPerson: 'Unknown person (person).',
    auditInvalidAction: 'Unknown action (action).',
    auditInvalidDate: 'Enter dates as YYYY-MM-DD (from, to).',
    auditInvalidCursor: 'Unknown page (cursor).',
  },
  es: {
    auditInvalidPerson: 'Persona desconocida (person).',
    auditInvalidAction: 'Acción desconocida (action).',
    auditInvalidDate: 'Introduce las fechas como AAAA-MM-DD (from, to).',
    auditInvalidCursor: 'Página desconocida (cursor).',
  },
  ar: {
    auditInvalidPerson: 'شخص غير معروف (person).',
    auditInvalidAction: 'إجراء غير معروف (action).',
    auditInvalidDate: 'أدخل التواريخ بالصيغة YYYY-MM-DD‏ (from, to).',
    auditInvalidCursor: 'صفحة غير معروفة (cursor).',
  },
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each audited route, `METHOD path` as Express registers it, with its action and where its detail comes from. */
export const AUDITED: Record<string, { action: AuditAction; detail?: (req: Request) => string | null }> = {
  'PUT /api/profile': { action: 'account.changed', detail: () => 'profile' },
  'PUT /api/settings': { action: 'account.changed', detail: () => 'settings' },
  'PUT /api/users/newEmail/:email': { action: 'account.changed', detail: () => 'e-mail' },
  'PUT /api/users/newPhone/:email': { action: 'account.changed', detail: () => 'phone' },
  'PUT /api/users/newPassword/:email': { action: 'account.changed', detail: () => 'password' },
  'PUT /api/users/newIaprompt/:email': { action: 'agent.changed', detail: () => 'instructions' },
  'POST /api/confirm-payment': { action: 'billing.changed', detail: () => 'payment' },
  'PUT /api/auto-top-up': { action: 'billing.changed', detail: () => 'auto top-up' },
  'PUT /api/billing-details': { action: 'billing.changed', detail: () => 'billing details' },
  'POST /api/guarantee/refund': { action: 'billing.changed', detail: () => 'guarantee refund' },
  'GET /api/calls/export': { action: 'calls.exported' },
  'PUT /api/bot-config': { action: 'agent.changed', detail: () => 'voice and instructions' },
  'PUT /api/studio/draft/facts': { action: 'agent.changed', detail: () => 'facts' },
  'PUT /api/studio/draft/hours': { action: 'agent.changed', detail: () => 'opening hours' },
  'PUT /api/studio/draft/actions': { action: 'agent.changed', detail: () => 'actions' },
  'PUT /api/studio/draft/voice': { action: 'agent.changed', detail: () => 'voice' },
  'POST /api/studio/answers': { action: 'agent.changed', detail: () => 'answers' },
  'PUT /api/studio/answers/:id': { action: 'agent.changed', detail: () => 'answers' },
  'DELETE /api/studio/answers/:id': { action: 'agent.changed', detail: () => 'answers' },
  'POST /api/studio/publish': { action: 'agent.published' },
  'POST /api/studio/versions/:number/restore': { action: 'agent.restored', detail: (req) => `v${String(req.params.number)}` },
  'POST /api/delivery/rules': { action: 'delivery.changed', detail: () => 'e-mail rule' },
  'PUT /api/delivery/rules/:id': { action: 'delivery.changed', detail: () => 'e-mail rule' },
  'DELETE /api/delivery/rules/:id': { action: 'delivery.changed', detail: () => 'e-mail rule' },
  'PUT /api/delivery/digest': { action: 'delivery.changed', detail: () => 'daily digest' },
  'POST /api/delivery/webhooks': { action: 'delivery.changed', detail: () => 'webhook' },
  'PUT /api/delivery/webhooks/:id': { action: 'delivery.changed', detail: () => 'webhook' },
  'DELETE /api/delivery/webhooks/:id': { action: 'delivery.changed', detail: () => 'webhook' },
  'POST /api/delivery/webhooks/:id/secret': { action: 'delivery.changed', detail: () => 'webhook secret rotated' },
  'PUT /api/golive/line': { action: 'line.saved' },
  'POST /api/golive/test': { action: 'line.tested' },
  'POST /api/golive/pause': { action: 'line.paused' },
  'POST /api/golive/resume': { action: 'line.resumed' },
  'PUT /api/privacy/retention': {
    action: 'retention.changed',
    detail: (req) => {
      const days = (req.body as { retentionDays?: unknown } | undefined)?.retentionDays;
      return typeof days === 'number' ? `${days} days` : 'until deleted';
    },
  },
  'POST /api/privacy/callers/export': { action: 'caller.exported' },
  'POST /api/privacy/callers/erase': { action: 'caller.erased' },
  'GET /api/audit/export': { action: 'audit.exported' },
  'GET /api/account/export': { action: 'account.exported' },
  'POST /api/account/deletion': { action: 'account.deletionRequested' },
  'DELETE /api/account/deletion': { action: 'account.deletionCancelled' },
};

function register(app: Express, ctx: ApiContext) {
  const log = ctx.services.audit;
  const auth = requireAuth(ctx);
  const person = (user: { id: number; name: string }) => ({ id: user.id, name: user.name });

  ctx.onLogin((user, member) => log.record(user.id, person(member ?? ownerPerson(user)), 'login', ctx.now()));

  // Registered before every route: once an audited route has answered with a success, its entry.
  app.use((req, res, next) => {
    res.on('finish', () => {
      if (res.statusCode < 200 || res.statusCode >= 300) return;
      const path = (req.route as { path?: unknown } | undefined)?.path;
      if (typeof path !== 'string') return;
      const audited = AUDITED[`${req.method} ${path}`];
      const session = res.locals.auth as Auth | undefined;
      if (!audited || !session) return;
      ctx.jobs.run('auditRecord', () =>
        log.record(session.user.id, person(session.member), audited.action, ctx.now(), audited.detail?.(req) ?? null),
      );
    });
    next();
  });

  ctx.onClose(
    ctx.jobs.every('auditRetention', 60 * 60 * 1000, () => {
      log.prune(ctx.now() - AUDIT_KEEP_DAYS * DAY_MS);
    }),
  );

  const queryOf = (req: Request): AuditQuery => {
    // The contract checked the shapes.
    const { person: who, action, from, to } = req.query as Record<string, string | undefined>;
    return {
      personId: who ? Number(who) : null,
      action: action ? (action as AuditAction) : null,
      from: from ? Date.parse(`${from}T00:00:00Z`) : null,
      to: to ? Date.parse(`${to}T00:00:00Z`) + DAY_MS : null,
    };
  };

  app.get(
    '/api/audit',
    auth,
    route((req, res) => {
      const userId = authOf(res).user.id;
      const cursor = typeof req.query.cursor === 'string' && req.query.cursor ? req.query.cursor : null;
      res.json({ ...log.page(userId, queryOf(req), AUDIT_PAGE_SIZE, cursor), people: log.people(userId) });
    }),
  );

  app.get(
    '/api/audit/export',
    auth,
    route(async (req: Request, res: Response) => {
      const userId = authOf(res).user.id;
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="audit-${new Date(ctx.now()).toISOString().slice(0, 10)}.csv"`);
      const query = queryOf(req);
      const chunks = (function* () {
        yield csvLine(['at', 'person', 'action', 'detail']);
        for (const page of log.pages(userId, query))
          yield page.map((entry) => csvLine([entry.at, entry.person.name, entry.action, entry.detail])).join('');
      })();
      await streamChunks(res, chunks);
    }),
  );
}

/** The demo clinic's recent history, so the log has something to show and filter. */
function seedDemo(ctx: ApiContext) {
  const now = ctx.now();
  const who = { id: MockUser.id, name: MockUser.name };
  const entries: [number, AuditAction, string | null][] = [
    [40, 'login', null],
    [40, 'line.saved', null],
    [40, 'line.tested', null],
    [33, 'agent.published', null],
    [21, 'delivery.changed', 'daily digest'],
    [12, 'billing.changed', 'auto top-up'],
    [6, 'agent.changed', 'answers'],
    [2, 'calls.exported', null],
    [1, 'login', null],
  ];
  for (const [daysAgo, action, detail] of entries)
    ctx.services.audit.record(MockUser.id, who, action, now - daysAgo * DAY_MS + 9 * 60 * 60 * 1000, detail);
}

export const auditModule: ApiModule = {
  name: 'audit',
  register: (app, ctx) => {
    register(app, ctx);
    if (ctx.services.audit.page(MockUser.id, { personId: null, action: null, from: null, to: null }, 1, null).items.length === 0)
      seedDemo(ctx);
    ctx.onReset(() => seedDemo(ctx));
  },
};
