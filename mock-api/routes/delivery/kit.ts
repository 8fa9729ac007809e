/**
 * What every delivery route shares: the store and the sender, the plan's features, the answers'
 * shapes and the checks. Built once per server by the delivery module (index.ts), then handed to
 * each resource's routes (rules, links, endpoints, log, events, dev).
 */
import type { Express, Request, Response } from 'express';
import { planHasFeature } from '../../../src/lib/plans.ts';
import type { ApiContext, OutgoingMail } from '../../context.ts';
import type { MailLang } from '../../delivery/mail.ts';
import { DeliverySender, DELIVERY_TIMEOUT_MS } from '../../delivery/sender.ts';
import type { Condition, EndpointRow, MessageRow, MessageStatus, RuleLanguage, RuleRow } from '../../delivery/records.ts';
import { accessGate } from '../../access.ts';
import { route, sendError } from '../../http.ts';
import { addMessages, msg } from '../../messages.ts';
import { authOf, requireAuth } from '../../sessions.ts';
import { settingsOf } from '../../dashboard/records.ts';

export const MAX_RECIPIENTS = 5;
export const MAX_RULES = 20;
const ENDPOINT_LIMIT = { advanced: 1, custom: 10 } as const;
export const LOG_PAGE = 50;

addMessages({
  en: {
    deliveryNotInPlan: 'Your plan does not include delivering results. Upgrade to Advanced to send post-call e-mails and webhooks.',
    deliveryCustomOnly: 'Conditions, event filters and the messaging app are part of the Custom plan.',
    deliveryTooManyRecipients: `A rule sends to at most ${MAX_RECIPIENTS} addresses.`,
    deliveryTooManyRules: `An account has at most ${MAX_RULES} rules.`,
    deliveryNoRecipient: 'Add at least one e-mail address or phone number.',
    deliveryEndpointLimit: 'Your plan includes {count} webhook endpoint(s). Remove one or upgrade to add another.',
    deliveryEndpointDisabled: 'This endpoint is disabled. Enable it first.',
    webhookUrlTooLong: 'The endpoint address is too long (at most 2,000 characters).',
    webhookUrlInvalid: 'Enter a valid endpoint address, such as https://example.com/webhooks.',
    webhookUrlNotHttps: 'The endpoint address must start with https://.',
    webhookUrlPrivate: 'The endpoint address must be reachable on the internet: private, loopback and link-local addresses are refused.',
    webhookUrlUnresolved: 'The endpoint address could not be found.',
    deliveryInvalidLink: 'This link is not valid.',
    deliveryInvalidSince: 'Give the time to recover from as a date and time in the past.',
  },
  es: {
    deliveryNotInPlan: 'Tu plan no incluye el envío de resultados. Pasa a Advanced para enviar correos tras cada llamada y webhooks.',
    deliveryCustomOnly: 'Las condiciones, los filtros de eventos y la app de mensajería forman parte del plan Custom.',
    deliveryTooManyRecipients: `Una regla envía como máximo a ${MAX_RECIPIENTS} direcciones.`,
    deliveryTooManyRules: `Una cuenta tiene como máximo ${MAX_RULES} reglas.`,
    deliveryNoRecipient: 'Añade al menos una dirección de correo o un número de teléfono.',
    deliveryEndpointLimit: 'Tu plan incluye {count} endpoint(s) de webhooks. Elimina uno o mejora tu plan para añadir otro.',
    deliveryEndpointDisabled: 'Este endpoint está desactivado. Actívalo primero.',
    webhookUrlTooLong: 'La dirección del endpoint es demasiado larga (como máximo 2.000 caracteres).',
    webhookUrlInvalid: 'Introduce una dirección de endpoint válida, como https://example.com/webhooks.',
    webhookUrlNotHttps: 'La dirección del endpoint debe empezar por https://.',
    webhookUrlPrivate:
      'La dirección del endpoint debe ser accesible desde internet: se rechazan las direcciones privadas, de loopback y de enlace local.',
    webhookUrlUnresolved: 'No se ha encontrado la dirección del endpoint.',
    deliveryInvalidLink: 'Este enlace no es válido.',
    deliveryInvalidSince: 'Indica desde cuándo recuperar como una fecha y hora pasadas.',
  },
  ar: {
    deliveryNotInPlan: 'خطتك لا تشمل إرسال النتائج. قم بالترقية إلى Advanced لإرسال رسائل البريد بعد المكالمات والويب هوك.',
    deliveryCustomOnly: 'الشروط وفلاتر الأحداث وتطبيق المراسلة جزء من خطة Custom.',
    deliveryTooManyRecipients: `ترسل القاعدة إلى ${MAX_RECIPIENTS} عناوين كحد أقصى.`,
    deliveryTooManyRules: `للحساب ${MAX_RULES} قاعدة كحد أقصى.`,
    deliveryNoRecipient: 'أضف عنوان بريد إلكتروني أو رقم هاتف واحدًا على الأقل.',
    deliveryEndpointLimit: 'تشمل خطتك {count} من نقاط استقبال الويب هوك. احذف واحدة أو قم بالترقية لإضافة أخرى.',
    deliveryEndpointDisabled: 'نقطة الاستقبال هذه معطلة. فعّلها أولًا.',
    webhookUrlTooLong: 'عنوان نقطة الاستقبال طويل جدًا (2000 حرف كحد أقصى).',
    webhookUrlInvalid: 'أدخل عنوان نقطة استقبال صالحًا، مثل https://example.com/webhooks.',
    webhookUrlNotHttps: 'يجب أن يبدأ عنوان نقطة الاستقبال بـ https://.',
    webhookUrlPrivate:
      'يجب أن يكون عنوان نقطة الاستقبال متاحًا على الإنترنت: تُرفض العناوين الخاصة وعناوين الاسترجاع والعناوين المحلية للرابط.',
    webhookUrlUnresolved: 'تعذر العثور على عنوان نقطة الاستقبال.',
    deliveryInvalidLink: 'هذا الرابط غير صالح.',
    deliveryInvalidSince: 'حدد وقت الاسترداد كتاريخ ووقت في الماضي.',
  },
});

export type Lang = MailLang;
export const ruleLang = (language: RuleLanguage): Lang => (language === 'ae' ? 'ar' : language);
export const localePrefix = (lang: Lang) => (lang === 'es' ? '/es' : lang === 'ar' ? '/ae' : '');

/** What the account's plan includes (plan table of src/lib/plans.ts). */
export function deliveryFeatures(plan: string | null) {
  const email = planHasFeature(plan, 'postCallEmail');
  const crm = planHasFeature(plan, 'crm');
  const workflows = planHasFeature(plan, 'workflows');
  return {
    postCallEmail: email,
    digest: email,
    webhooks: crm,
    maxEndpoints: crm ? (workflows ? ENDPOINT_LIMIT.custom : ENDPOINT_LIMIT.advanced) : 0,
    maxRecipients: MAX_RECIPIENTS,
    conditions: workflows,
    eventFilters: workflows,
    messagingApp: workflows,
  };
}

/** The shared pieces of the delivery routes, for one server. */
export function deliveryKit(app: Express, ctx: ApiContext) {
  const store = ctx.services.delivery;
  const calls = ctx.services.calls;
  const ownerLang = (userId: number): Lang => (settingsOf(ctx, userId).language === 'en' ? 'en' : 'es');
  const sender = new DeliverySender(
    ctx,
    store,
    ownerLang,
    (userId, id) => `${ctx.config.portalUrl}${localePrefix(ownerLang(userId))}/dashboard/delivery/webhooks/${id}`,
  );
  ctx.onReset(() => {
    sender.speed = ctx.config.clockSpeed;
    sender.timeoutMs = DELIVERY_TIMEOUT_MS;
  });
  ctx.onClose(() => sender.close());
  sender.start();
  // The API's own ports, as requests reach them: a loopback webhook may not call the API itself.
  app.use((req, _res, next) => {
    if (req.socket.localPort) sender.ownPorts.add(req.socket.localPort);
    next();
  });

  const planOf = (userId: number) => calls.ledger.period(userId)?.plan ?? null;
  const auth = requireAuth(ctx);
  const userOf = (res: Response) => authOf(res).user;
  const signedIn = (
    method: 'get' | 'put' | 'post' | 'delete',
    routePath: string,
    handler: (req: Request, res: Response, userId: number) => unknown,
  ) =>
    app[method](
      routePath,
      auth,
      accessGate(method, routePath, planOf, { planLacksFeature: 'deliveryNotInPlan' }),
      route((req, res) => handler(req, res, userOf(res).id)),
    );
  const fail = (req: Request, res: Response, status: number, key: string, vars?: Record<string, string | number>) =>
    sendError(res, status, msg(req, key, vars));
  const apiLink = (token: string, kind: 'confirm' | 'unsubscribe') =>
    `${ctx.config.portalUrl}/api/delivery/${kind}?token=${encodeURIComponent(token)}`;
  const callLink = (lang: Lang, callId: string) =>
    `${ctx.config.portalUrl}${localePrefix(lang)}/dashboard/calls/${encodeURIComponent(callId)}`;
  const companyOf = (userId: number) => {
    const user = ctx.db.data.users.find((u) => u.id === userId);
    return user?.company?.name || user?.name || 'Vozly';
  };
  const sendMail = (mail: OutgoingMail & Record<string, unknown>) => ctx.sendMail(mail);

  // Answers ---------------------------------------------------------------------------------------

  const ruleAnswer = (rule: RuleRow) => {
    const statuses = new Map(store.recipients(rule.userId).map((r) => [r.email, r.status]));
    return {
      id: rule.id,
      outcomes: rule.outcomes,
      condition: rule.condition,
      recipients: rule.emails.map((email) => ({ email, status: statuses.get(email) ?? 'pending' })),
      phones: rule.phones,
      language: rule.language,
      createdAt: new Date(rule.createdAt).toISOString(),
    };
  };
  const endpointAnswer = (e: EndpointRow) => {
    const now = ctx.now();
    const rotating = e.previousSecret !== null && e.previousUntil !== null && e.previousUntil > now;
    return {
      id: e.id,
      url: e.url,
      description: e.description,
      events: e.events,
      condition: e.condition,
      enabled: e.enabled,
      status: !e.enabled ? 'disabled' : e.failingSince !== null ? 'failing' : 'healthy',
      disabledReason: e.disabledReason,
      failingSince: e.failingSince === null ? null : new Date(e.failingSince).toISOString(),
      rotationEndsAt: rotating ? new Date(e.previousUntil as number).toISOString() : null,
      createdAt: new Date(e.createdAt).toISOString(),
    };
  };
  const statusOf = (m: MessageRow): MessageStatus => m.status;
  const messageAnswer = (m: MessageRow) => ({
    id: m.id,
    endpointId: m.endpointId,
    event: m.event,
    callId: m.callId,
    status: statusOf(m),
    createdAt: new Date(m.createdAt).toISOString(),
    nextAttemptAt:
      m.nextAttemptAt === null || m.status === 'delivered' || m.status === 'failed' ? null : new Date(m.nextAttemptAt).toISOString(),
    body: m.body,
    attempts: store.attempts(m.id).map((a) => ({
      at: new Date(a.at).toISOString(),
      httpStatus: a.httpStatus,
      latencyMs: a.latencyMs,
      error: a.error,
      requestBody: m.body,
      response: a.response,
    })),
  });
  const secretAnswer = (e: EndpointRow) => {
    const rotating = e.previousSecret !== null && e.previousUntil !== null && e.previousUntil > ctx.now();
    return {
      secret: e.secret,
      previousSecret: rotating ? e.previousSecret : null,
      previousExpiresAt: rotating ? new Date(e.previousUntil as number).toISOString() : null,
    };
  };

  // Checks ----------------------------------------------------------------------------------------

  /** The plan includes `feature`, else 403 with the plan's message. */
  const allowed = (
    req: Request,
    res: Response,
    userId: number,
    feature: 'postCallEmail' | 'webhooks',
  ): ReturnType<typeof deliveryFeatures> | null => {
    const features = deliveryFeatures(planOf(userId));
    if (!features[feature]) {
      fail(req, res, 403, 'deliveryNotInPlan');
      return null;
    }
    return features;
  };
  const conditionOf = (value: unknown): Condition | null => {
    if (!value || typeof value !== 'object') return null;
    const { field, contains } = value as { field: string; contains: string };
    return { field, contains: contains.trim() };
  };

  return {
    app,
    ctx,
    store,
    sender,
    calls,
    ownerLang,
    planOf,
    auth,
    userOf,
    signedIn,
    fail,
    apiLink,
    callLink,
    companyOf,
    sendMail,
    ruleAnswer,
    endpointAnswer,
    statusOf,
    messageAnswer,
    secretAnswer,
    allowed,
    conditionOf,
  };
}

export type DeliveryKit = ReturnType<typeof deliveryKit>;
