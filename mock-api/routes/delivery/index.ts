/**
 * Results delivered (docs/delivery.md): post-call e-mail rules, the daily digest, webhook
 * endpoints with their delivery log, and the messaging app, per account. Every route but the two
 * e-mailed links needs a session and reads only the session's account: another account's rule,
 * endpoint, secret or message answers 404, exactly as an unknown one. What a plan includes comes
 * from the plan table (`planHasFeature`, src/lib/plans.ts): Essential gets 403 with a clear
 * message on every change; Advanced has e-mail rules, the digest and one endpoint; Custom adds
 * conditions on extracted fields, event filters, up to 10 endpoints and the messaging app.
 *
 * - GET    /api/delivery: what the plan includes, the rules, the digest and the endpoints.
 * - POST   /api/delivery/rules, PUT/DELETE /api/delivery/rules/{id}: post-call e-mail rules (rules.ts).
 * - GET    /api/delivery/confirm?token=, GET|POST /api/delivery/unsubscribe?token=: the links of
 *          the e-mails, without a login (links.ts).
 * - PUT    /api/delivery/digest: the daily digest, on or off, at an hour of the account's time zone.
 * - POST   /api/delivery/webhooks, GET/PUT/DELETE /api/delivery/webhooks/{id}: endpoints (endpoints.ts).
 * - GET    /api/delivery/webhooks/{id}/secret (the owner only), POST .../secret (rotation).
 * - GET    /api/delivery/webhooks/{id}/messages: the log (filters status, event; pages) (log.ts).
 * - POST   .../messages/{messageId}/resend, .../recover {since}, .../test {event}.
 * - GET    /api/delivery/calls/{id}: what was delivered for one call.
 * Development (MOCK_API_DEV_ROUTES=1, dev.ts): POST /api/dev/simulate-call, POST
 * /api/dev/delivery/digest, POST /api/dev/clock {speed, webhookTimeoutMs}.
 */
import type { Express } from 'express';
import type { ApiContext, ApiModule } from '../../context.ts';
import { registerDeliveryDev } from './dev.ts';
import { registerEndpoints } from './endpoints.ts';
import { registerEvents } from './events.ts';
import { deliveryKit } from './kit.ts';
import { registerLinks } from './links.ts';
import { registerLog } from './log.ts';
import { registerRules } from './rules.ts';

export { callEvents } from './events.ts';
export { deliveryFeatures, MAX_RECIPIENTS, MAX_RULES } from './kit.ts';
export { exampleData } from './log.ts';

function register(app: Express, ctx: ApiContext) {
  const kit = deliveryKit(app, ctx);
  registerRules(kit);
  registerLinks(kit);
  registerEndpoints(kit);
  registerLog(kit);
  const events = registerEvents(kit);
  if (ctx.config.devRoutes) registerDeliveryDev(kit, events);
}

export const deliveryModule: ApiModule = { name: 'delivery', register };
