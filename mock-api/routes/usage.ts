/**
 * Usage and billing, on the minutes ledger of mock-api/billing/. Every route needs a session and
 * only ever reads the session's own account: another account's invoice answers 404, exactly as an
 * unknown one.
 *
 * - GET  /api/usage?range=30|90: the balance, this period's use, charts' data, the forecast,
 *   low-balance notices and the auto top-up.
 * - GET  /api/usage/ledger?cursor=&limit=: the statement, newest first, with the running balance.
 * - GET  /api/invoices, GET /api/invoices/{id}/pdf: the invoices, and one as a PDF in the request's
 *   language.
 * - GET/PUT /api/billing-details: what future invoices print (company, tax id, address).
 * - GET/PUT /api/auto-top-up: the package bought automatically under a threshold.
 * - GET /api/guarantee, POST /api/guarantee/refund: the results guarantee and its refund request.
 * - Development routes: POST /api/dev/calls/simulate (calls arrive now for an account, through the
 *   same billing as the live line) and PUT /api/dev/billing/card (the saved card's next outcome).
 */
import type { Express, Request, Response } from 'express';
import type { CallPackageId } from '../../src/lib/dashboard.ts';
import {
  BILLING_FIELD_MAX,
  LEDGER_MAX_PAGE_SIZE,
  LOW_BALANCE_SHARE,
  LEDGER_PAGE_SIZE,
  runOutDay,
  type Invoice,
  type UsageRange,
  type UsageSummary,
} from '../../src/lib/usage.ts';
import { CARD_BEHAVIOURS, type CardBehaviour, type StoredLine } from '../billing/ledger.ts';
import { invoicePdf, lineDescription } from '../billing/pdf.ts';
import { usageStats } from '../billing/usage.ts';
import type { ApiContext, ApiModule } from '../context.ts';
import { normalizeEmail, jsonBody, route, sendError } from '../http.ts';
import { mailText } from '../mailTexts.ts';
import { addMessages, msg, requestLang, type Lang } from '../messages.ts';
import { authOf, requireAuth } from '../sessions.ts';
import { settingsOf } from '../dashboard/records.ts';

addMessages({
  en: {
    usageInvalidRange: 'The range is 30 or 90 days.',
    ledgerInvalidCursor: 'This page of the statement has expired. Load it again.',
    ledgerInvalidLimit: `The page size must be between 1 and ${LEDGER_MAX_PAGE_SIZE}.`,
    noBillingAccount: 'This account has no plan yet.',
    topUpInvalidThreshold: 'The threshold must be a positive whole number of minutes.',
    topUpInvalidPackage: 'Choose one of the packages: basic, pro or enterprise.',
    topUpNoCard: 'There is no saved card to charge. Buy a package with a card first.',
    billingCompanyRequired: 'Enter the company name to print on invoices.',
    billingFieldTooLong: `Each field has at most ${BILLING_FIELD_MAX} characters.`,
    refundTooEarly: 'The refund can be requested once the first quarter has ended.',
    refundMet: 'The expected calls arrived in the first quarter, so the guarantee does not apply.',
    refundTwice: 'The refund has already been requested.',
  },
  es: {
    usageInvalidRange: 'El periodo es de 30 o 90 días.',
    ledgerInvalidCursor: 'Esta página del extracto ha caducado. Vuelve a cargarla.',
    ledgerInvalidLimit: `El tamaño de página debe estar entre 1 y ${LEDGER_MAX_PAGE_SIZE}.`,
    noBillingAccount: 'Esta cuenta aún no tiene plan.',
    topUpInvalidThreshold: 'El umbral debe ser un número entero positivo de minutos.',
    topUpInvalidPackage: 'Elige uno de los paquetes: basic, pro o enterprise.',
    topUpNoCard: 'No hay ninguna tarjeta guardada para cobrar. Compra antes un paquete con tarjeta.',
    billingCompanyRequired: 'Escribe el nombre de la empresa que aparecerá en las facturas.',
    billingFieldTooLong: `Cada campo admite como máximo ${BILLING_FIELD_MAX} caracteres.`,
    refundTooEarly: 'El reembolso se puede solicitar cuando haya terminado el primer trimestre.',
    refundMet: 'Las llamadas esperadas llegaron en el primer trimestre, así que la garantía no se aplica.',
    refundTwice: 'El reembolso ya se ha solicitado.',
  },
  ar: {
    usageInvalidRange: 'الفترة 30 أو 90 يومًا.',
    ledgerInvalidCursor: 'انتهت صلاحية صفحة كشف الحساب هذه. أعد تحميلها.',
    ledgerInvalidLimit: `يجب أن يكون حجم الصفحة بين 1 و${LEDGER_MAX_PAGE_SIZE}.`,
    noBillingAccount: 'لا توجد خطة لهذا الحساب بعد.',
    topUpInvalidThreshold: 'يجب أن يكون الحد عددًا صحيحًا موجبًا من الدقائق.',
    topUpInvalidPackage: 'اختر إحدى الباقات: basic أو pro أو enterprise.',
    topUpNoCard: 'لا توجد بطاقة محفوظة للدفع. اشترِ باقة ببطاقة أولًا.',
    billingCompanyRequired: 'أدخل اسم الشركة الذي سيظهر على الفواتير.',
    billingFieldTooLong: `لكل حقل ${BILLING_FIELD_MAX} حرفًا كحد أقصى.`,
    refundTooEarly: 'يمكن طلب الاسترداد بعد انتهاء الربع الأول.',
    refundMet: 'وصلت المكالمات المتوقعة في الربع الأول، لذا لا ينطبق الضمان.',
    refundTwice: 'تم طلب الاسترداد بالفعل.',
  },
});

const invoiceAnswer = (invoice: Omit<Invoice, 'lines'> & { lines: StoredLine[] }, lang: Lang): Invoice => ({
  ...invoice,
  lines: invoice.lines.map((line) => ({
    description: lineDescription(line, lang),
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    amount: line.quantity * line.unitPrice,
  })),
});

function register(app: Express, ctx: ApiContext) {
  const store = ctx.services.calls;
  const ledger = store.ledger;
  const auth = requireAuth(ctx);
  const userOf = (res: Response) => authOf(res).user.id;

  ledger.hooks = {
    notify(userId, level, balance) {
      const user = ctx.db.data.users.find((u) => u.id === userId);
      if (!user) return;
      const settings = settingsOf(ctx, userId);
      if (!settings.notifications.lowBalance) return;
      const lang: Lang = settings.language === 'en' ? 'en' : 'es';
      const link = `${ctx.config.portalUrl}${lang === 'es' ? '/es' : ''}/dashboard/usage`;
      ctx.sendMail({
        kind: level === 'low' ? 'balance-low' : 'balance-empty',
        to: user.email,
        subject: mailText(lang, `balance.${level}.subject`),
        text: mailText(lang, `balance.${level}.text`, { name: user.name, count: Math.max(0, balance), link }),
        link,
      });
    },
  };

  /** A route of the signed-in session's billing account: 404 for an account without a plan (it has no ledger). */
  const accountRoute = (method: 'get' | 'put' | 'post', path: string, handler: (req: Request, res: Response, userId: number) => unknown) =>
    app[method](
      path,
      auth,
      route((req, res) => {
        const userId = userOf(res);
        if (!ledger.hasAccount(userId)) return sendError(res, 404, msg(req, 'noBillingAccount'));
        return handler(req, res, userId);
      }),
    );

  app.get(
    '/api/usage',
    auth,
    route((req, res) => {
      const userId = userOf(res);
      // 30 or 90 (the contract checked it).
      const range = Number(req.query.range ?? 30) as UsageRange;
      const period = ledger.period(userId);
      const balance = period ? ledger.balance(userId) : 0;
      const stats = usageStats(store.db, userId, range, ctx.now());
      const answer: UsageSummary = {
        plan: period?.plan ?? null,
        balanceMinutes: balance,
        allowanceMinutes: period?.allowance ?? 0,
        periodStart: period ? new Date(period.start).toISOString() : null,
        periodEnd: period ? new Date(period.end).toISOString() : null,
        usedMinutes: period?.used ?? 0,
        creditedMinutes: period?.credited ?? 0,
        lowThresholdMinutes: period ? Math.ceil(period.allowance * LOW_BALANCE_SHARE) : 0,
        minutesPerDay: stats.minutesPerDay,
        runsOutOn: period ? runOutDay(balance, stats.minutesPerDay, stats.today) : null,
        range,
        days: stats.days,
        hours: stats.hours,
        notices: ledger.notices(userId),
        autoTopUp: ledger.autoTopUp(userId),
      };
      res.json(answer);
    }),
  );

  accountRoute('get', '/api/usage/ledger', (req, res, userId) => {
    // The page size (1 to 100) and the cursor's form were checked by the contract; whose line the cursor is, here.
    const limit = typeof req.query.limit === 'string' ? Number(req.query.limit) : LEDGER_PAGE_SIZE;
    const cursor = typeof req.query.cursor === 'string' && req.query.cursor !== '' ? Number(req.query.cursor) : null;
    if (cursor !== null && !ledger.ownsEntry(userId, cursor)) return sendError(res, 400, msg(req, 'ledgerInvalidCursor'));
    const page = ledger.statement(userId, limit, cursor);
    res.json({ items: page.items, nextCursor: page.next === null ? null : String(page.next) });
  });

  app.get(
    '/api/invoices',
    auth,
    route((req, res) => {
      const lang = requestLang(req);
      res.json(ledger.invoices(userOf(res)).map((invoice) => invoiceAnswer(invoice, lang)));
    }),
  );

  app.get(
    '/api/invoices/:id/pdf',
    auth,
    route(async (req, res) => {
      const id = Number(req.params.id);
      const invoice = Number.isInteger(id) && id > 0 ? ledger.invoice(userOf(res), id) : null;
      if (!invoice) return sendError(res, 404, msg(req, 'notFound'));
      const pdf = await invoicePdf(invoice, requestLang(req));
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.end(pdf);
    }),
  );

  accountRoute('get', '/api/billing-details', (_req, res, userId) => res.json(ledger.billingDetails(userId)));

  accountRoute('put', '/api/billing-details', (req, res, userId) => {
    const body = jsonBody(req);
    // Three texts of at most 200 characters, a company name that is not blank: the contract checked them.
    const text = (field: string) => String(body[field]).trim();
    const details = { companyName: text('companyName'), taxId: text('taxId'), address: text('address') };
    ledger.setBillingDetails(userId, details);
    res.json(ledger.billingDetails(userId));
  });

  accountRoute('get', '/api/auto-top-up', (_req, res, userId) => res.json(ledger.autoTopUp(userId)));

  accountRoute('put', '/api/auto-top-up', (req, res, userId) => {
    const body = jsonBody(req);
    const enabled = body.enabled === true;
    const packageId = (body.packageId ?? null) as CallPackageId | null;
    const threshold = (body.thresholdMinutes ?? null) as number | null;
    if (enabled) {
      if (packageId === null) return sendError(res, 400, msg(req, 'topUpInvalidPackage'));
      if (threshold === null) return sendError(res, 400, msg(req, 'topUpInvalidThreshold'));
      if (!ledger.autoTopUp(userId).card) return sendError(res, 400, msg(req, 'topUpNoCard'));
    }
    ledger.setAutoTopUp(userId, enabled, packageId, threshold);
    res.json(ledger.autoTopUp(userId));
  });

  accountRoute('get', '/api/guarantee', (_req, res, userId) => res.json(ledger.guarantee(userId)));

  accountRoute('post', '/api/guarantee/refund', (req, res, userId) => {
    const result = ledger.requestRefund(userId);
    if (result.ok) return res.status(201).json(result.guarantee);
    const key =
      result.reason === 'twice'
        ? 'refundTwice'
        : result.reason === 'met'
          ? 'refundMet'
          : result.reason === 'none'
            ? 'noBillingAccount'
            : 'refundTooEarly';
    sendError(res, result.reason === 'twice' ? 409 : 400, msg(req, key));
  });

  if (ctx.config.devRoutes) {
    const userByEmail = (value: unknown) =>
      typeof value === 'string' ? ctx.db.data.users.find((u) => u.email === normalizeEmail(value)) : undefined;
    app.post('/api/dev/calls/simulate', (req, res) => {
      const body = (req.body ?? {}) as { email?: unknown; count?: unknown };
      const user = userByEmail(body.email);
      const count = typeof body.count === 'number' && Number.isInteger(body.count) && body.count > 0 && body.count <= 500 ? body.count : 1;
      if (!user || !store.account(user.id)) return sendError(res, 404, msg(req, 'notFound'));
      const calls = Array.from({ length: count }, (_, i) => store.simulateCall(user.id, ctx.now() + i * 7919));
      res.json({
        calls: calls.length,
        fallback: calls.filter((call) => call?.fallback).length,
        balance: ledger.balance(user.id),
        autoTopUp: ledger.autoTopUp(user.id),
      });
    });
    app.put('/api/dev/billing/card', (req, res) => {
      const body = (req.body ?? {}) as { email?: unknown; behaviour?: unknown };
      const user = userByEmail(body.email);
      if (!user || !(CARD_BEHAVIOURS as readonly unknown[]).includes(body.behaviour))
        return sendError(res, 400, msg(req, 'invalidField', { field: 'behaviour' }));
      if (!ledger.setCardBehaviour(user.id, body.behaviour as CardBehaviour)) return sendError(res, 404, msg(req, 'notFound'));
      res.status(204).end();
    });
  }
}

export const usageModule: ApiModule = { name: 'usage', register };
