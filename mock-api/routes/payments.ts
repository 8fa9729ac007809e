import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import { ANNUAL_PLAN } from '../../src/lib/annualPlanTerms.ts';
import {
  parseOrder,
  priceOrder,
  PRODUCT_PLAN,
  PURCHASE_AMOUNTS,
  type CardBrand,
  type Currency,
  type Order,
  type PackagePrices,
  type PaymentIntentResponse,
  type PaymentIntentStatus,
  type Subscription,
  type TestPaymentOutcome,
} from '../../src/lib/payments.ts';
import type { ApiContext, ApiModule } from '../context.ts';
import { normalizeEmail, normalizePhone, jsonBody, route, sendError, type Body } from '../http.ts';
import { addMessages, msg } from '../messages.ts';
import { authenticate, authOf, requireAuth } from '../sessions.ts';
import { refuseRolesWithout } from '../roles.ts';
import { sameSecret } from '../security.ts';
import { collection, nextId } from '../store.ts';
import type { CallPackageId } from '../../src/lib/dashboard.ts';
import { CALL_PACKAGES, PLAN_BY_ID, productForAmount } from '../../src/lib/plans.ts';

/**
 * Card payments (intent, confirmation, customers, subscriptions), the way Stripe's servers would behave:
 * - POST /api/create-payment-intent {amount[, order]} (+ optional `Idempotency-Key` header):
 *   only 199 or 399 without an order; with an order the amount must be the order's total as the
 *   server prices it. The same key returns the same intent, so a retry never charges twice.
 * - POST /api/test-payments/{id}/confirm {clientSecret, outcome, last4, brand}: the offline test
 *   provider reports the card network's answer for the intent (card numbers never come here).
 * - POST /api/confirm-payment {paymentIntentId, clientSecret, customerData {name, email, phone}}:
 *   only for an intent whose payment succeeded, and only with its client secret (the proof the
 *   caller started that payment, as in Stripe's client-side confirmation: the id alone is not
 *   enough); records the customer and the subscription once (idempotent). A repeated call
 *   answers the subscription only, never the customer's personal data. The subscription belongs
 *   to the logged-in session's account; without a session it is kept with the customer's e-mail
 *   (`userId: null`) and joins the account with that e-mail when its owner logs in (a login
 *   proves the address: only verified accounts log in, and an address changed in the dashboard
 *   counts only once a link mailed to it has been opened). Naming an e-mail never attaches
 *   anything to an account by itself.
 * - POST /customers: stores a customer (checkout contact details) and returns it; not listable.
 * - GET /api/subscriptions: the logged-in account's subscriptions.
 * - GET /api/dev/payments (development routes only): intents (without secrets), subscriptions,
 *   customers.
 */

export interface PaymentIntentRecord {
  id: number;
  intentId: string;
  clientSecret: string;
  amount: number;
  currency: Currency;
  order: Order | null;
  status: PaymentIntentStatus;
  /** The last refusal of the card network (`card_declined`, `insufficient_funds`). */
  lastError: TestPaymentOutcome | null;
  idempotencyKey: string | null;
  card: { last4: string; brand: CardBrand } | null;
  createdAt: string;
  updatedAt: string;
}

export interface CustomerRecord {
  id: number;
  name: string;
  firstName?: string;
  lastName?: string;
  email: string;
  phone: string | null;
  companyName?: string;
  companySize?: string;
  country?: string;
  userId: number | null;
  createdAt: string;
}

export interface SubscriptionRecord extends Subscription {
  userId: number | null;
  email: string;
  createdAt: string;
}

const COLLECTIONS = { intents: 'paymentIntents', customers: 'customers', subscriptions: 'subscriptions' } as const;

addMessages({
  en: {
    invalidAmount: `Invalid amount: only ${PURCHASE_AMOUNTS.join(' or ')} can be charged.`,
    amountMismatch: "The amount does not match the order's total.",
    invalidOrder: 'Invalid order.',
    idempotencyMismatch: 'This payment was started with different details. Reload the page and try again.',
    intentNotFound: 'Payment not found.',
    invalidClientSecret: 'The client secret does not match the payment.',
    invalidOutcome: 'Invalid payment outcome.',
    paymentAlreadySucceeded: 'This payment has already succeeded.',
    paymentFailed: 'Payment failed',
    invalidCustomer: 'Invalid customer data: {fields}.',
  },
  es: {
    invalidAmount: `Importe no válido: solo se pueden cobrar ${PURCHASE_AMOUNTS.join(' o ')}.`,
    amountMismatch: 'El importe no coincide con el total del pedido.',
    invalidOrder: 'Pedido no válido.',
    idempotencyMismatch: 'Este pago se inició con otros datos. Recarga la página e inténtalo de nuevo.',
    intentNotFound: 'Pago no encontrado.',
    invalidClientSecret: 'El client secret no corresponde al pago.',
    invalidOutcome: 'Resultado de pago no válido.',
    paymentAlreadySucceeded: 'Este pago ya se ha completado.',
    paymentFailed: 'Pago fallido',
    invalidCustomer: 'Datos del cliente no válidos: {fields}.',
  },
  ar: {
    invalidAmount: `مبلغ غير صالح: يمكن تحصيل ${PURCHASE_AMOUNTS.join(' أو ')} فقط.`,
    amountMismatch: 'المبلغ لا يطابق إجمالي الطلب.',
    invalidOrder: 'طلب غير صالح.',
    idempotencyMismatch: 'بدأت عملية الدفع هذه ببيانات مختلفة. أعد تحميل الصفحة وحاول مرة أخرى.',
    intentNotFound: 'لم يتم العثور على الدفعة.',
    invalidClientSecret: 'المفتاح السري للعميل لا يطابق الدفعة.',
    invalidOutcome: 'نتيجة دفع غير صالحة.',
    paymentAlreadySucceeded: 'تمت هذه الدفعة بنجاح بالفعل.',
    paymentFailed: 'فشل الدفع',
    invalidCustomer: 'بيانات العميل غير صالحة: {fields}.',
  },
});

const str = (body: Body, field: string): string => (typeof body[field] === 'string' ? (body[field] as string).trim() : '');

function packagePrices(_ctx: ApiContext): PackagePrices {
  return Object.fromEntries(CALL_PACKAGES.map((pack) => [pack.id, { price: pack.price, currency: pack.currency }]));
}

function intentAnswer(intent: PaymentIntentRecord): PaymentIntentResponse {
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.intentId,
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
  };
}

/** The intent without its secret (dev listing). */
function intentSummary({ clientSecret: _secret, idempotencyKey: _key, ...intent }: PaymentIntentRecord) {
  return intent;
}

const sameOrder = (a: Order | null, b: Order | null) => JSON.stringify(a) === JSON.stringify(b);

function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
}

/**
 * The customer record from a body the contract has already validated (`CustomerData`: a name or a
 * first or last name, an e-mail, an optional phone and company details): trimmed and normalised.
 */
function customerFields(body: Body) {
  const firstName = str(body, 'firstName');
  const lastName = str(body, 'lastName');
  const name = str(body, 'name') || `${firstName} ${lastName}`.trim();
  const phone = str(body, 'phone');
  const optional: Record<string, string> = {};
  for (const field of ['firstName', 'lastName', 'companyName', 'companySize', 'country'] as const) {
    const value = str(body, field);
    if (value) optional[field] = value;
  }
  return { name, email: normalizeEmail(str(body, 'email')), phone: phone ? normalizePhone(phone) : null, ...optional };
}

function register(app: Express, ctx: ApiContext) {
  const billingOnly = refuseRolesWithout(ctx, 'billing');
  const intents = () => collection<PaymentIntentRecord>(ctx.db, COLLECTIONS.intents);
  const customers = () => collection<CustomerRecord>(ctx.db, COLLECTIONS.customers);
  const subscriptions = () => collection<SubscriptionRecord>(ctx.db, COLLECTIONS.subscriptions);
  const nowIso = () => new Date(ctx.now()).toISOString();
  const findIntent = (intentId: unknown) =>
    typeof intentId === 'string' ? intents().find((intent) => intent.intentId === intentId) : undefined;

  app.post(
    '/api/create-payment-intent',
    billingOnly,
    route((req, res) => {
      const body = jsonBody(req);
      const amount = body.amount as number;
      let order: Order | null = null;
      let currency: Currency = 'EUR';
      if (body.order !== undefined) {
        order = parseOrder(body.order);
        const priced = order && priceOrder(order, packagePrices(ctx));
        if (!order || !priced) return sendError(res, 400, msg(req, 'invalidOrder'));
        if (priced.total !== amount) return sendError(res, 400, msg(req, 'amountMismatch'));
        currency = priced.currency;
      }
      // Without an order, the amount is one of the plans' (the contract checked it).
      const key = req.get('idempotency-key') ?? null;
      if (key) {
        const existing = intents().find((intent) => intent.idempotencyKey === key);
        if (existing) {
          if (existing.amount !== amount || !sameOrder(existing.order, order)) return sendError(res, 400, msg(req, 'idempotencyMismatch'));
          return res.json(intentAnswer(existing));
        }
      }
      const intentId = `pi_${randomBytes(12).toString('hex')}`;
      const record = ctx.db.mutate(() => {
        const added: PaymentIntentRecord = {
          id: nextId(intents()),
          intentId,
          clientSecret: `${intentId}_secret_${randomBytes(16).toString('hex')}`,
          amount,
          currency,
          order,
          status: 'requires_payment_method',
          lastError: null,
          idempotencyKey: key,
          card: null,
          createdAt: nowIso(),
          updatedAt: nowIso(),
        };
        intents().push(added);
        return added;
      });
      res.json(intentAnswer(record));
    }),
  );

  app.post(
    '/api/test-payments/:intentId/confirm',
    route((req, res) => {
      const body = jsonBody(req);
      const intent = findIntent(req.params.intentId);
      if (!intent) return sendError(res, 404, msg(req, 'intentNotFound'));
      if (!sameSecret(body.clientSecret, intent.clientSecret)) return sendError(res, 403, msg(req, 'invalidClientSecret'));
      const outcome = body.outcome as TestPaymentOutcome;
      const last4 = body.last4 as string;
      const brand = body.brand as CardBrand;
      if (intent.status === 'succeeded') {
        // Confirming a paid intent again charges nothing: the same answer, or a refusal.
        if (outcome === 'succeeded') return res.json({ paymentIntentId: intent.intentId, status: intent.status });
        return sendError(res, 400, msg(req, 'paymentAlreadySucceeded'));
      }
      ctx.db.mutate(() => {
        intent.card = { last4, brand };
        intent.status = outcome === 'succeeded' ? 'succeeded' : 'requires_payment_method';
        intent.lastError = outcome === 'succeeded' ? null : outcome;
        intent.updatedAt = nowIso();
      });
      res.json({ paymentIntentId: intent.intentId, status: intent.status, ...(intent.lastError ? { lastError: intent.lastError } : {}) });
    }),
  );

  app.post(
    '/api/confirm-payment',
    billingOnly,
    route((req, res) => {
      const body = jsonBody(req);
      const fields = customerFields(body.customerData as Body);
      const intent = findIntent(str(body, 'paymentIntentId'));
      if (!intent) return sendError(res, 404, msg(req, 'intentNotFound'));
      if (!sameSecret(body.clientSecret, intent.clientSecret)) return sendError(res, 403, msg(req, 'invalidClientSecret'));
      if (intent.status !== 'succeeded') return sendError(res, 400, msg(req, 'paymentFailed'));
      const recorded = subscriptions().find((sub) => sub.paymentIntentId === intent.intentId);
      // A repeat (a retry after a lost answer): the subscription, and nobody's personal data.
      if (recorded) return res.json({ success: true, subscription: publicSubscription(recorded) });
      const userId = authenticate(ctx, req)?.user.id ?? null;
      const start = nowIso();
      const { customer, subscription } = ctx.db.mutate(() => {
        const customer: CustomerRecord = { id: nextId(customers()), ...fields, userId, createdAt: start };
        customers().push(customer);
        const order = intent.order ?? {
          item: { kind: 'plan' as const, product: productForAmount(intent.amount) ?? (1 as const) },
          flagshipCourse: false,
        };
        const isPlan = order.item.kind === 'plan';
        const subscription: SubscriptionRecord = {
          id: nextId(subscriptions()),
          paymentIntentId: intent.intentId,
          kind: order.item.kind,
          plan: order.item.kind === 'plan' ? PRODUCT_PLAN[order.item.product] : order.item.id,
          flagshipCourse: order.flagshipCourse,
          amount: intent.amount,
          currency: intent.currency,
          status: 'active',
          startDate: start,
          minimumTermMonths: isPlan ? ANNUAL_PLAN.minimumTermMonths : null,
          minimumTermEndsAt: isPlan ? addMonths(start, ANNUAL_PLAN.minimumTermMonths) : null,
          renewal: 'monthly',
          customerId: customer.id,
          userId,
          email: customer.email,
          createdAt: start,
        };
        subscriptions().push(subscription);
        return { customer, subscription };
      });
      if (userId !== null) recordInLedger(ctx, userId, subscription, intent);
      res.status(201).json({ success: true, subscription: publicSubscription(subscription), customer: publicCustomer(customer) });
    }),
  );

  app.post(
    '/customers',
    billingOnly,
    route((req, res) => {
      const body = jsonBody(req);
      const fields = customerFields(body);
      const userId = authenticate(ctx, req)?.user.id ?? null;
      const customer = ctx.db.mutate(() => {
        const added: CustomerRecord = { id: nextId(customers()), ...fields, userId, createdAt: nowIso() };
        customers().push(added);
        return added;
      });
      res.status(201).json(publicCustomer(customer));
    }),
  );

  app.get('/api/subscriptions', requireAuth(ctx), (_req, res) => {
    const { user } = authOf(res);
    res.json(
      subscriptions()
        .filter((sub) => sub.userId === user.id)
        .map(publicSubscription),
    );
  });

  // A login proves the account's address: what was bought with it without a session joins it.
  ctx.onLogin((user, member) => {
    // A member's login proves their own address, not the account's.
    if (member || user.emailConfirmed === false) return;
    const email = user.email.toLowerCase();
    for (const sub of subscriptions()) {
      if (sub.userId !== null || sub.email !== email) continue;
      sub.userId = user.id;
      const customer = customers().find((c) => c.id === sub.customerId);
      if (customer && customer.userId === null) customer.userId = user.id;
      const intent = intents().find((candidate) => candidate.intentId === sub.paymentIntentId);
      if (intent) recordInLedger(ctx, user.id, sub, intent);
    }
  });

  if (ctx.config.devRoutes) {
    app.get('/api/dev/payments', (req, res) => {
      const email = typeof req.query.email === 'string' ? normalizeEmail(req.query.email) : null;
      const subs = subscriptions().filter((sub) => !email || sub.email === email);
      const ids = new Set(subs.map((sub) => sub.paymentIntentId));
      res.json({
        paymentIntents: intents()
          .filter((intent) => !email || ids.has(intent.intentId))
          .map(intentSummary),
        subscriptions: subs.map(publicSubscription),
        customers: customers()
          .filter((c) => !email || c.email === email)
          .map(publicCustomer),
      });
    });
  }
}

/**
 * A logged-in purchase reaches the minutes ledger: a package adds its minutes (and its invoice), a
 * plan opens the account's billing (first allowance, invoice, the guarantee's expected calls); the
 * card is kept as the provider's token for auto top-up.
 */
function recordInLedger(ctx: ApiContext, userId: number, subscription: SubscriptionRecord, intent: PaymentIntentRecord) {
  const ledger = ctx.services.calls.ledger;
  if (subscription.kind === 'plan' && !ledger.hasAccount(userId)) {
    const plan = PLAN_BY_ID[subscription.plan as 'essential' | 'advanced'] ?? PLAN_BY_ID.essential;
    const user = ctx.db.data.users.find((u) => u.id === userId);
    ledger.open(userId, {
      plan: plan.id,
      allowanceMinutes: plan.minutesPerMonth ?? 0,
      startedAt: ctx.now(),
      expectedCalls: plan.expectedCalls,
      billTo: { companyName: user?.company?.name ?? user?.name ?? '', taxId: user?.company?.cifNif ?? '', address: '' },
    });
  } else if (subscription.kind === 'callPackage') {
    ledger.buyPackage(userId, subscription.plan as CallPackageId, 'package');
  }
  if (intent.card && ledger.hasAccount(userId))
    ledger.saveCard(userId, `pm_${intent.intentId.slice(3)}`, intent.card.brand, intent.card.last4);
}

function publicSubscription({ userId: _user, email: _email, createdAt: _created, ...subscription }: SubscriptionRecord): Subscription {
  return subscription;
}

function publicCustomer({ userId: _user, ...customer }: CustomerRecord) {
  return customer;
}

export const paymentsModule: ApiModule = {
  name: 'payments',
  register,
  seed: () => ({ [COLLECTIONS.intents]: [], [COLLECTIONS.customers]: [], [COLLECTIONS.subscriptions]: [] }),
};
