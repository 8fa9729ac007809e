/**
 * Results delivered (issue 36, the API): post-call e-mail rules, the daily digest, webhook
 * endpoints with their delivery log, and the messaging app, per account. Every route but the two
 * e-mailed links needs a session and reads only the session's account: another account's rule,
 * endpoint, secret or message answers 404, exactly as an unknown one. What a plan includes comes
 * from the plan table (`planHasFeature`, src/lib/plans.ts): Essential gets 403 with a clear
 * message on every change; Advanced has e-mail rules, the digest and one endpoint; Custom adds
 * conditions on extracted fields, event filters, up to 10 endpoints and the messaging app.
 *
 * - GET    /api/delivery: what the plan includes, the rules, the digest and the endpoints.
 * - POST   /api/delivery/rules, PUT/DELETE /api/delivery/rules/{id}: post-call e-mail rules; a new
 *          address gets a confirmation link first and nothing else until it is confirmed.
 * - GET    /api/delivery/confirm?token=, GET|POST /api/delivery/unsubscribe?token=: the links of
 *          the e-mails, without a login (a small page in the reader's language; POST is one-click).
 * - PUT    /api/delivery/digest: the daily digest, on or off, at an hour of the account's time zone.
 * - POST   /api/delivery/webhooks, GET/PUT/DELETE /api/delivery/webhooks/{id}: endpoints.
 * - GET    /api/delivery/webhooks/{id}/secret (the owner only), POST .../secret (rotation).
 * - GET    /api/delivery/webhooks/{id}/messages: the log (filters status, event; pages).
 * - POST   .../messages/{messageId}/resend, .../recover {since}, .../test {event}.
 * - GET    /api/delivery/calls/{id}: what was delivered for one call.
 * Development (MOCK_API_DEV_ROUTES=1): POST /api/dev/simulate-call (a call of the session's account
 * ends now with an outcome: e-mails, messages, webhooks), POST /api/dev/delivery/digest (the
 * session's digest now), POST /api/dev/clock {speed, webhookTimeoutMs} (the faster clock).
 */
import path from 'node:path';
import type { Express, Request, Response } from 'express';
import { CALL_OUTCOMES, type CallDetail, type CallOutcome } from '../../src/lib/calls.ts';
import { planHasFeature } from '../../src/lib/plans.ts';
import { makeCall } from '../calls/generate.ts';
import { CALL_SCRIPTS } from '../calls/scripts.ts';
import { spokenSec, toDetail, type StoredRow } from '../calls/store.ts';
import type { ApiContext, ApiModule, OutgoingMail } from '../context.ts';
import { callMail, confirmMail, digestMail, LINK_PAGE, linkPage, shortMessage, type MailLang } from '../delivery/mail.ts';
import { conditionMatches, DeliverySender, clockSpeedFromEnv, DELIVERY_TIMEOUT_MS, ROTATION_OVERLAP } from '../delivery/sender.ts';
import { DeliveryStore, newSecret, WEBHOOK_EVENTS, type Condition, type EndpointRow, type MessageRow, type RuleLanguage, type RuleRow, type WebhookEvent, type MessageStatus } from '../delivery/store.ts';
import { checkWebhookUrl } from '../delivery/urls.ts';
import { route, sendError, normalizeEmail } from '../http.ts';
import { newId } from '../ids.ts';
import { addMessages, msg, requestLang } from '../messages.ts';
import { authOf, requireAuth } from '../sessions.ts';
import { seededRandom } from '../../src/lib/random.ts';
import { callStoreOf } from './calls.ts';
import { settingsOf } from './dashboard.ts';

export const MAX_RECIPIENTS = 5;
export const MAX_RULES = 20;
const ENDPOINT_LIMIT = { advanced: 1, custom: 10 } as const;
const LOG_PAGE = 50;

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
    webhookUrlPrivate: 'La dirección del endpoint debe ser accesible desde internet: se rechazan las direcciones privadas, de loopback y de enlace local.',
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
    webhookUrlPrivate: 'يجب أن يكون عنوان نقطة الاستقبال متاحًا على الإنترنت: تُرفض العناوين الخاصة وعناوين الاسترجاع والعناوين المحلية للرابط.',
    webhookUrlUnresolved: 'تعذر العثور على عنوان نقطة الاستقبال.',
    deliveryInvalidLink: 'هذا الرابط غير صالح.',
    deliveryInvalidSince: 'حدد وقت الاسترداد كتاريخ ووقت في الماضي.',
  },
});

type Lang = MailLang;
const ruleLang = (language: RuleLanguage): Lang => (language === 'ae' ? 'ar' : language);
const localePrefix = (lang: Lang) => (lang === 'es' ? '/es' : lang === 'ar' ? '/ae' : '');

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

function register(app: Express, ctx: ApiContext) {
  const store = new DeliveryStore(path.join(ctx.dataDir, 'delivery.sqlite'));
  const calls = callStoreOf(ctx);
  const ownerLang = (userId: number): Lang => (settingsOf(ctx, userId).language === 'en' ? 'en' : 'es');
  const sender = new DeliverySender(ctx, store, ownerLang, (userId, id) => `${ctx.portalUrl}${localePrefix(ownerLang(userId))}/dashboard/delivery/webhooks/${id}`);
  ctx.onReset(() => {
    store.clear();
    sender.speed = clockSpeedFromEnv();
    sender.timeoutMs = DELIVERY_TIMEOUT_MS;
  });
  ctx.onClose(() => {
    sender.close();
    store.close();
  });
  sender.start();

  const planOf = (userId: number) => calls.ledger.period(userId)?.plan ?? null;
  const auth = requireAuth(ctx);
  const userOf = (res: Response) => authOf(res).user;
  const signedIn = (method: 'get' | 'put' | 'post' | 'delete', routePath: string, handler: (req: Request, res: Response, userId: number) => unknown) =>
    app[method](
      routePath,
      auth,
      route((req, res) => handler(req, res, userOf(res).id)),
    );
  const fail = (req: Request, res: Response, status: number, key: string, vars?: Record<string, string | number>) => sendError(res, status, msg(req, key, vars));
  const apiLink = (token: string, kind: 'confirm' | 'unsubscribe') => `${ctx.portalUrl}/api/delivery/${kind}?token=${encodeURIComponent(token)}`;
  const callLink = (lang: Lang, callId: string) => `${ctx.portalUrl}${localePrefix(lang)}/dashboard/calls/${encodeURIComponent(callId)}`;
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
    nextAttemptAt: m.nextAttemptAt === null || m.status === 'delivered' || m.status === 'failed' ? null : new Date(m.nextAttemptAt).toISOString(),
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
    return { secret: e.secret, previousSecret: rotating ? e.previousSecret : null, previousExpiresAt: rotating ? new Date(e.previousUntil as number).toISOString() : null };
  };

  // Checks ----------------------------------------------------------------------------------------

  /** The plan includes `feature`, else 403 with the plan's message. */
  const allowed = (req: Request, res: Response, userId: number, feature: 'postCallEmail' | 'webhooks'): ReturnType<typeof deliveryFeatures> | null => {
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

  // Rules -----------------------------------------------------------------------------------------

  /** Validates a rule body (the contract checked its shape); null after answering an error. */
  const ruleFrom = (req: Request, res: Response, userId: number, existing: RuleRow | null): RuleRow | null => {
    const features = allowed(req, res, userId, 'postCallEmail');
    if (!features) return null;
    const body = req.body as { outcomes: CallOutcome[]; condition?: unknown; emails?: string[]; phones?: string[]; language: RuleLanguage };
    const emails = [...new Set((body.emails ?? []).map((email) => normalizeEmail(email)))];
    const phones = [...new Set((body.phones ?? []).map((phone) => phone.replace(/[^\d+]/g, '')))];
    const condition = conditionOf(body.condition);
    if ((condition || phones.length) && !features.conditions) {
      fail(req, res, 403, 'deliveryCustomOnly');
      return null;
    }
    if (emails.length > MAX_RECIPIENTS || phones.length > MAX_RECIPIENTS) {
      fail(req, res, 400, 'deliveryTooManyRecipients');
      return null;
    }
    if (!emails.length && !phones.length) {
      fail(req, res, 400, 'deliveryNoRecipient');
      return null;
    }
    return { id: existing?.id ?? newId('rule_'), userId, outcomes: [...new Set(body.outcomes)], condition, emails, phones, language: body.language, createdAt: existing?.createdAt ?? ctx.now() };
  };

  /** Saves the rule; every address the account has not seen yet gets its confirmation link. */
  const saveRule = (rule: RuleRow) => {
    const added = store.transaction(() => {
      store.saveRule(rule);
      return rule.emails.map((email) => store.addRecipient(rule.userId, email)).filter((r) => r !== null);
    });
    const lang = ruleLang(rule.language);
    for (const recipient of added) {
      const link = apiLink(store.linkToken('confirm', recipient.id), 'confirm');
      const mail = confirmMail(lang, companyOf(rule.userId), link);
      sendMail({ kind: 'delivery-confirm', to: recipient.email, subject: mail.subject, text: mail.text, link, html: mail.html });
    }
  };

  signedIn('get', '/api/delivery', (_req, res, userId) => {
    const plan = planOf(userId);
    const digest = store.digest(userId);
    res.json({
      plan,
      features: deliveryFeatures(plan),
      rules: store.rules(userId).map(ruleAnswer),
      digest: { enabled: digest.enabled, hour: digest.hour, timezone: settingsOf(ctx, userId).timezone },
      endpoints: store.endpoints(userId).map(endpointAnswer),
      events: WEBHOOK_EVENTS,
    });
  });

  signedIn('post', '/api/delivery/rules', (req, res, userId) => {
    const rule = ruleFrom(req, res, userId, null);
    if (!rule) return;
    if (store.rules(userId).length >= MAX_RULES) return fail(req, res, 409, 'deliveryTooManyRules');
    saveRule(rule);
    res.status(201).json(ruleAnswer(rule));
  });

  signedIn('put', '/api/delivery/rules/:id', (req, res, userId) => {
    const existing = store.rule(userId, String(req.params.id));
    if (!existing) return fail(req, res, 404, 'notFound');
    const rule = ruleFrom(req, res, userId, existing);
    if (!rule) return;
    saveRule(rule);
    res.json(ruleAnswer(rule));
  });

  signedIn('delete', '/api/delivery/rules/:id', (req, res, userId) => {
    if (!store.deleteRule(userId, String(req.params.id))) return fail(req, res, 404, 'notFound');
    res.status(204).end();
  });

  signedIn('put', '/api/delivery/digest', (req, res, userId) => {
    if (!allowed(req, res, userId, 'postCallEmail')) return;
    const body = req.body as { enabled: boolean; hour: number };
    store.saveDigest(userId, body.enabled, body.hour);
    const digest = store.digest(userId);
    res.json({ enabled: digest.enabled, hour: digest.hour, timezone: settingsOf(ctx, userId).timezone });
  });

  // The e-mailed links: no login, a small page in the reader's language ------------------------

  const page = (req: Request, res: Response, status: number, text: string, form?: { action: string; button: string }) => {
    res.status(status).type('html').setHeader('Content-Security-Policy', "default-src 'none'; form-action 'self'");
    res.send(linkPage(requestLang(req), text, form));
  };
  const tokenOf = (req: Request) => store.readLinkToken(typeof req.query.token === 'string' ? req.query.token : '');

  app.get(
    '/api/delivery/confirm',
    route((req, res) => {
      const t = LINK_PAGE[requestLang(req)];
      const token = tokenOf(req);
      const recipient = token?.purpose === 'confirm' ? store.recipientById(token.id) : null;
      if (!recipient) return fail(req, res, 404, 'deliveryInvalidLink');
      if (recipient.status === 'pending') store.setRecipientStatus(recipient.id, 'confirmed');
      page(req, res, 200, t.confirmed);
    }),
  );

  /** An unsubscribe token's effect: the address stops receiving, or the account's digest stops. */
  const unsubscribe = (req: Request, res: Response, apply: boolean) => {
    const t = LINK_PAGE[requestLang(req)];
    const token = tokenOf(req);
    if (token?.purpose === 'unsub') {
      const recipient = store.recipientById(token.id);
      if (!recipient) return fail(req, res, 404, 'deliveryInvalidLink');
      if (!apply) return page(req, res, 200, t.ask, { action: `/api/delivery/unsubscribe?token=${encodeURIComponent(String(req.query.token))}`, button: t.button });
      store.setRecipientStatus(recipient.id, 'unsubscribed');
      return page(req, res, 200, t.unsubscribed);
    }
    if (token?.purpose === 'digest' && ctx.db.data.users.some((u) => u.id === token.id)) {
      if (!apply) return page(req, res, 200, t.ask, { action: `/api/delivery/unsubscribe?token=${encodeURIComponent(String(req.query.token))}`, button: t.button });
      const digest = store.digest(token.id);
      store.saveDigest(token.id, false, digest.hour);
      return page(req, res, 200, t.unsubscribed);
    }
    fail(req, res, 404, 'deliveryInvalidLink');
  };
  app.get(
    '/api/delivery/unsubscribe',
    route((req, res) => unsubscribe(req, res, false)),
  );
  app.post(
    '/api/delivery/unsubscribe',
    route((req, res) => unsubscribe(req, res, true)),
  );

  // Webhook endpoints -------------------------------------------------------------------------------

  const ownEndpoint = (req: Request, res: Response, userId: number): EndpointRow | null => {
    const endpoint = store.endpoint(userId, String(req.params.id));
    if (!endpoint) fail(req, res, 404, 'notFound');
    return endpoint;
  };
  /** The body of a new or changed endpoint, checked; null after answering an error. */
  const endpointFields = (req: Request, res: Response, userId: number) => {
    const features = allowed(req, res, userId, 'webhooks');
    if (!features) return null;
    const body = req.body as { url: string; description?: string; events?: WebhookEvent[]; condition?: unknown; enabled?: boolean };
    const url = body.url.trim();
    const checked = checkWebhookUrl(url);
    if (!checked.ok) {
      fail(req, res, 400, checked.problem);
      return null;
    }
    const events = [...new Set(body.events ?? [])];
    const condition = conditionOf(body.condition);
    if ((events.length || condition) && !features.eventFilters) {
      fail(req, res, 403, 'deliveryCustomOnly');
      return null;
    }
    return { features, url: checked.url.href === `${url}/` ? url : checked.url.href, description: (body.description ?? '').trim(), events, condition, enabled: body.enabled };
  };

  signedIn('post', '/api/delivery/webhooks', (req, res, userId) => {
    const fields = endpointFields(req, res, userId);
    if (!fields) return;
    const endpoint = store.transaction(() => {
      if (store.endpoints(userId).length >= fields.features.maxEndpoints) return null;
      const created: EndpointRow = {
        id: newId('ep_'),
        userId,
        url: fields.url,
        description: fields.description,
        events: fields.events,
        condition: fields.condition,
        enabled: true,
        disabledReason: null,
        secret: newSecret(),
        previousSecret: null,
        previousUntil: null,
        failingSince: null,
        noticesSent: 0,
        createdAt: ctx.now(),
      };
      store.saveEndpoint(created);
      return created;
    });
    if (!endpoint) return fail(req, res, 403, 'deliveryEndpointLimit', { count: fields.features.maxEndpoints });
    res.status(201).json(endpointAnswer(endpoint));
  });

  signedIn('get', '/api/delivery/webhooks/:id', (req, res, userId) => {
    const endpoint = ownEndpoint(req, res, userId);
    if (endpoint) res.json(endpointAnswer(endpoint));
  });

  signedIn('put', '/api/delivery/webhooks/:id', (req, res, userId) => {
    const endpoint = ownEndpoint(req, res, userId);
    if (!endpoint) return;
    const fields = endpointFields(req, res, userId);
    if (!fields) return;
    const enabled = fields.enabled ?? endpoint.enabled;
    const reenabled = enabled && !endpoint.enabled;
    const updated: EndpointRow = {
      ...endpoint,
      url: fields.url,
      description: fields.description,
      events: fields.events,
      condition: fields.condition,
      enabled,
      disabledReason: enabled ? null : (endpoint.disabledReason ?? 'manual'),
      ...(reenabled ? { failingSince: null, noticesSent: 0 } : {}),
    };
    store.transaction(() => {
      store.saveEndpoint(updated);
      if (!enabled) store.failWaiting(endpoint.id);
    });
    res.json(endpointAnswer(updated));
  });

  signedIn('delete', '/api/delivery/webhooks/:id', (req, res, userId) => {
    if (!store.deleteEndpoint(userId, String(req.params.id))) return fail(req, res, 404, 'notFound');
    res.status(204).end();
  });

  signedIn('get', '/api/delivery/webhooks/:id/secret', (req, res, userId) => {
    const endpoint = ownEndpoint(req, res, userId);
    if (endpoint) res.json(secretAnswer(endpoint));
  });

  signedIn('post', '/api/delivery/webhooks/:id/secret', (req, res, userId) => {
    const endpoint = ownEndpoint(req, res, userId);
    if (!endpoint) return;
    if (!allowed(req, res, userId, 'webhooks')) return;
    const rotated: EndpointRow = { ...endpoint, secret: newSecret(), previousSecret: endpoint.secret, previousUntil: ctx.now() + ROTATION_OVERLAP };
    store.saveEndpoint(rotated);
    res.json(secretAnswer(rotated));
  });

  signedIn('get', '/api/delivery/webhooks/:id/messages', (req, res, userId) => {
    const endpoint = ownEndpoint(req, res, userId);
    if (!endpoint) return;
    const { status, event, cursor, limit } = req.query as Record<string, string | undefined>;
    const page = store.log(
      endpoint.id,
      { ...(status ? { status: status as MessageStatus } : {}), ...(event ? { event: event as WebhookEvent } : {}) },
      limit ? Number(limit) : LOG_PAGE,
      cursor ? Number(cursor) : null,
    );
    res.json({ items: page.items.map(messageAnswer), nextCursor: page.next === null ? null : String(page.next) });
  });

  signedIn('post', '/api/delivery/webhooks/:id/messages/:messageId/resend', (req, res, userId) => {
    const endpoint = ownEndpoint(req, res, userId);
    if (!endpoint) return;
    const message = store.message(String(req.params.messageId));
    if (!message || message.endpointId !== endpoint.id) return fail(req, res, 404, 'notFound');
    if (!endpoint.enabled) return fail(req, res, 409, 'deliveryEndpointDisabled');
    store.setMessage(message.id, 'pending', 0, ctx.now());
    sender.kick();
    res.status(202).json(messageAnswer(store.message(message.id) as MessageRow));
  });

  signedIn('post', '/api/delivery/webhooks/:id/recover', (req, res, userId) => {
    const endpoint = ownEndpoint(req, res, userId);
    if (!endpoint) return;
    const since = Date.parse((req.body as { since: string }).since);
    if (Number.isNaN(since) || since > ctx.now()) return fail(req, res, 400, 'deliveryInvalidSince');
    if (!endpoint.enabled) return fail(req, res, 409, 'deliveryEndpointDisabled');
    const recovered = store.recover(endpoint.id, since, ctx.now());
    sender.kick();
    res.status(202).json({ recovered });
  });

  signedIn('post', '/api/delivery/webhooks/:id/test', (req, res, userId) => {
    const endpoint = ownEndpoint(req, res, userId);
    if (!endpoint) return;
    if (!endpoint.enabled) return fail(req, res, 409, 'deliveryEndpointDisabled');
    const event = ((req.body as { event?: WebhookEvent } | undefined)?.event ?? 'call.ended') as WebhookEvent;
    const [id] = sender.emit({ userId, event, data: exampleData(event, ctx.portalUrl), endpointId: endpoint.id, test: true });
    res.status(202).json(messageAnswer(store.message(id as string) as MessageRow));
  });

  signedIn('get', '/api/delivery/calls/:id', (req, res, userId) => {
    const callId = String(req.params.id);
    if (!calls.find(userId, callId)) return fail(req, res, 404, 'notFound');
    const emails = ctx.db.data.outbox
      .filter((mail) => (mail as { callId?: string; userId?: number }).callId === callId && (mail as { userId?: number }).userId === userId)
      .map((mail) => ({ kind: mail.kind === 'delivery-message' ? 'message' : 'email', to: mail.to, at: mail.createdAt }));
    const webhooks = store.messagesOfCall(userId, callId).map((m) => ({ messageId: m.id, endpointId: m.endpointId, event: m.event, status: statusOf(m) }));
    res.json({ sent: emails, webhooks });
  });

  // Events of a call ---------------------------------------------------------------------------------

  /** A call has ended: the post-call e-mails and messages of matching rules, and the webhooks. */
  const afterCall = (row: StoredRow) => {
    const userId = row.user_id;
    const plan = planOf(userId);
    const features = deliveryFeatures(plan);
    const detail = toDetail(row, null);
    if (features.postCallEmail) sendRuleMails(userId, detail, features.messagingApp);
    if (features.webhooks) {
      for (const { event, data } of callEvents(detail, callLink('en', detail.id))) sender.emit({ userId, event, data, callId: detail.id, extracted: detail.extracted });
    }
  };
  const sendRuleMails = (userId: number, call: CallDetail, messaging: boolean) => {
    const recipients = new Map(store.recipients(userId).map((r) => [r.email, r]));
    const sentTo = new Set<string>();
    for (const rule of store.rules(userId)) {
      if (!rule.outcomes.includes(call.outcome) || !conditionMatches(rule.condition, call.extracted)) continue;
      const lang = ruleLang(rule.language);
      const link = callLink(lang, call.id);
      for (const email of rule.emails) {
        const recipient = recipients.get(email);
        if (recipient?.status !== 'confirmed' || sentTo.has(email)) continue;
        sentTo.add(email);
        const mail = callMail(lang, call, link, apiLink(store.linkToken('unsub', recipient.id), 'unsubscribe'));
        sendMail({ kind: 'delivery-call', to: email, subject: mail.subject, text: mail.text, link, html: mail.html, callId: call.id, userId });
      }
      if (!messaging) continue;
      for (const phone of rule.phones) {
        if (sentTo.has(phone)) continue;
        sentTo.add(phone);
        sendMail({ kind: 'delivery-message', channel: 'messaging', to: phone, subject: 'Vozly', text: shortMessage(lang, call, link), link, callId: call.id, userId });
      }
    }
  };

  // Live calls and the dev simulator go through the call store: a call it adds is delivered.
  const simulateCall = calls.simulateCall.bind(calls);
  calls.simulateCall = (userId, seed) => {
    const row = simulateCall(userId, seed);
    if (row) {
      const stored = calls.find(userId, row.id);
      if (stored) ctx.jobs.run('deliveryAfterCall', () => afterCall(stored));
    }
    return row;
  };

  // balance.low: the ledger's notice (the usage module's hook) also becomes an event.
  const previousHooks = calls.ledger.hooks;
  calls.ledger.hooks = {
    notify(userId, level, balance) {
      previousHooks?.notify(userId, level, balance);
      if (deliveryFeatures(planOf(userId)).webhooks) {
        sender.emit({ userId, event: 'balance.low', data: { level, balanceMinutes: Math.max(0, balance), link: `${ctx.portalUrl}/dashboard/usage` } });
      }
    },
  };

  // The digest: at its hour of the account's time zone, once a day ----------------------------------

  const sendDigest = (userId: number) => {
    const user = ctx.db.data.users.find((u) => u.id === userId);
    if (!user) return;
    const lang = ownerLang(userId);
    const end = ctx.now();
    const start = end - 86_400_000;
    const rows = calls.db.prepare('SELECT * FROM calls WHERE user_id = ? AND started_at >= ? AND started_at < ? ORDER BY started_at').all(userId, start, end) as unknown as StoredRow[];
    const byOutcome = new Map<string, number>();
    for (const row of rows) byOutcome.set(row.outcome, (byOutcome.get(row.outcome) ?? 0) + 1);
    const who = (row: StoredRow) => `${row.caller_name ?? row.caller_number} (${row.caller_number})`;
    const timezone = settingsOf(ctx, userId).timezone;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(end));
    const mail = digestMail(
      lang,
      {
        day,
        total: rows.length,
        byOutcome: CALL_OUTCOMES.filter((o) => byOutcome.has(o)).map((outcome) => ({ outcome, count: byOutcome.get(outcome) as number })),
        appointments: rows.filter((r) => r.outcome === 'appointment_booked').map(who),
        leads: rows.filter((r) => r.outcome === 'lead_qualified').map(who),
        toReturn: rows.filter((r) => r.outcome === 'missed' || r.outcome === 'voicemail').map(who),
        questions: ctx.unansweredQuestions?.(userId),
      },
      `${ctx.portalUrl}${localePrefix(lang)}/dashboard/calls`,
      apiLink(store.linkToken('digest', userId), 'unsubscribe'),
    );
    sendMail({ kind: 'delivery-digest', to: user.email, subject: mail.subject, text: mail.text, link: `${ctx.portalUrl}${localePrefix(lang)}/dashboard/calls`, html: mail.html, userId });
    store.digestSent(userId, day);
  };
  const digestTick = () => {
    const now = new Date(ctx.now());
    for (const digest of store.enabledDigests()) {
      if (!deliveryFeatures(planOf(digest.userId)).digest) continue;
      const timezone = settingsOf(ctx, digest.userId).timezone;
      const parts = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(now);
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      const day = `${part('year')}-${part('month')}-${part('day')}`;
      if (Number(part('hour')) === digest.hour && digest.lastSentDay !== day) sendDigest(digest.userId);
    }
  };
  ctx.onClose(ctx.jobs.every('deliveryDigest', 1000, digestTick));

  // Development routes -------------------------------------------------------------------------------

  if (!ctx.devRoutes) return;

  app.post(
    '/api/dev/clock',
    route((req, res) => {
      const body = (req.body ?? {}) as { speed?: unknown; webhookTimeoutMs?: unknown };
      if (body.speed !== undefined) {
        if (typeof body.speed !== 'number' || !(body.speed >= 1) || body.speed > 10_000_000) return fail(req, res, 400, 'invalidField', { field: 'speed' });
        sender.speed = body.speed;
      }
      if (body.webhookTimeoutMs !== undefined) {
        if (typeof body.webhookTimeoutMs !== 'number' || body.webhookTimeoutMs < 50 || body.webhookTimeoutMs > DELIVERY_TIMEOUT_MS) return fail(req, res, 400, 'invalidField', { field: 'webhookTimeoutMs' });
        sender.timeoutMs = body.webhookTimeoutMs;
      }
      res.json({ speed: sender.speed, webhookTimeoutMs: sender.timeoutMs });
    }),
  );

  app.post('/api/dev/simulate-call', auth, (req, res) => {
    const userId = userOf(res).id;
    if (!calls.account(userId)) return fail(req, res, 404, 'notFound');
    const outcome = (req.body as { outcome?: unknown } | undefined)?.outcome ?? 'appointment_booked';
    if (!(CALL_OUTCOMES as readonly unknown[]).includes(outcome)) return fail(req, res, 400, 'callsInvalidOutcome');
    const script = (req.body as { script?: unknown }).script;
    const scripts = CALL_SCRIPTS.filter((s) => s.outcome === outcome && (typeof script !== 'string' || s.id === script));
    const now = ctx.now();
    const rand = seededRandom(now);
    const base = makeCall(rand, { userId, spokenSec }, now, { number: `+346${String(now).slice(-8)}`, name: 'Lucía Fernández' }, 'inbound', true, now % 100_000);
    const chosen = scripts[Math.floor(rand() * scripts.length)];
    const row = { ...base, id: newId('c'), outcome: outcome as CallOutcome, script: outcome === 'missed' ? null : (chosen?.id ?? base.script) };
    calls.transaction(() => {
      calls.insert(row);
      calls.ledger.afterCall(userId);
    });
    const stored = calls.find(userId, row.id) as StoredRow;
    const before = ctx.db.data.outbox.length;
    afterCall(stored);
    res.status(201).json({ callId: row.id, outcome, emails: ctx.db.data.outbox.length - before, webhooks: store.messagesOfCall(userId, row.id).map((m) => m.id) });
  });

  app.post('/api/dev/delivery/digest', auth, (_req, res) => {
    sendDigest(userOf(res).id);
    res.status(204).end();
  });
}

/** The example payload of each event (the test event sends it, the contract shows it). */
export function exampleData(event: WebhookEvent, portalUrl: string): Record<string, unknown> {
  const link = `${portalUrl}/dashboard/calls/c_example`;
  const call = { callId: 'c_example', callerNumber: '+34600111222', callerName: 'Lucía Fernández', link };
  switch (event) {
    case 'call.ended':
      return { ...call, startedAt: '2026-11-27T10:15:00.000Z', direction: 'inbound', durationSec: 94 };
    case 'call.analyzed':
      return { ...call, outcome: 'appointment_booked', summary: 'Books a check-up for Tuesday at 10:00.', sentiment: 'positive', extracted: [{ field: 'reason', value: 'Check-up' }] };
    case 'appointment.booked':
      return { ...call, requestedDate: 'Tuesday 10:00', reason: 'Check-up' };
    case 'lead.qualified':
      return { ...call, email: 'lucia@example.com', company: 'Fernández Abogados', reason: 'Whitening for a team of 12' };
    case 'message.taken':
      return { ...call, message: 'Asks to be called back about an invoice.' };
    case 'balance.low':
      return { level: 'low', balanceMinutes: 42, link: `${portalUrl}/dashboard/usage` };
  }
}

/** The events a finished call gives: always ended and analyzed, then what its outcome means. */
export function callEvents(call: CallDetail, link: string): { event: WebhookEvent; data: Record<string, unknown> }[] {
  const field = (name: string) => call.extracted.find((item) => item.field === name)?.value ?? null;
  const base = { callId: call.id, callerNumber: call.callerNumber, callerName: call.callerName, link };
  const events: { event: WebhookEvent; data: Record<string, unknown> }[] = [
    { event: 'call.ended', data: { ...base, startedAt: call.startedAt, direction: call.direction, durationSec: call.durationSec } },
    { event: 'call.analyzed', data: { ...base, outcome: call.outcome, summary: call.summary, sentiment: call.sentiment, extracted: call.extracted } },
  ];
  if (call.outcome === 'appointment_booked') events.push({ event: 'appointment.booked', data: { ...base, requestedDate: field('requestedDate'), reason: field('reason') } });
  if (call.outcome === 'lead_qualified') events.push({ event: 'lead.qualified', data: { ...base, email: field('email'), company: field('company'), reason: field('reason') } });
  if (call.outcome === 'voicemail') events.push({ event: 'message.taken', data: { ...base, message: call.summary } });
  return events;
}

export const deliveryModule: ApiModule = { name: 'delivery', register };
