/**
 * Results delivered: the shapes of the delivery API (from the contract), the event
 * payload examples of its `webhooks` section (tests/unit/delivery.test.ts checks they match), and
 * the verification snippets the portal shows.
 */
import { CALL_OUTCOMES } from './calls.ts';
import type { Schema } from './contract.ts';

export type DeliveryOverview = Schema<'DeliveryOverview'>;
export type DeliveryFeatures = Schema<'DeliveryFeatures'>;
export type DeliveryRule = Schema<'DeliveryRule'>;
export type DeliveryRuleInput = Schema<'DeliveryRuleInput'>;
export type DeliveryDigest = Schema<'DeliveryDigest'>;
export type DeliveryCondition = NonNullable<Schema<'DeliveryCondition'>>;
export type WebhookEndpoint = Schema<'WebhookEndpoint'>;
export type WebhookEndpointInput = Schema<'WebhookEndpointInput'>;
export type WebhookSecret = Schema<'WebhookSecret'>;
export type WebhookMessage = Schema<'WebhookMessage'>;
export type WebhookMessagePage = Schema<'WebhookMessagePage'>;
export type WebhookAttempt = Schema<'WebhookAttempt'>;
export type WebhookEventType = Schema<'WebhookEventType'>;
export type WebhookMessageStatus = Schema<'WebhookMessageStatus'>;
export type CallDeliveries = Schema<'CallDeliveries'>;
export type DeliveryOutcome = DeliveryRuleInput['outcomes'][number];
export type ConditionField = DeliveryCondition['field'];

export const WEBHOOK_EVENTS = [
  'call.ended',
  'call.analyzed',
  'appointment.booked',
  'lead.qualified',
  'message.taken',
  'balance.low',
] as const satisfies readonly WebhookEventType[];
export const MESSAGE_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const satisfies readonly WebhookMessageStatus[];
/** A rule's outcomes are the call history's, in the same order. */
export const DELIVERY_OUTCOMES = CALL_OUTCOMES satisfies readonly DeliveryOutcome[];
export const CONDITION_FIELDS = [
  'name',
  'reason',
  'requestedDate',
  'phone',
  'email',
  'company',
] as const satisfies readonly ConditionField[];
export const MAX_RECIPIENTS = 5;

/** The health shown for an endpoint: the server's `failing` is said as "retrying". */
export type EndpointHealth = 'healthy' | 'retrying' | 'disabled';
export function endpointHealth(endpoint: Pick<WebhookEndpoint, 'status'>): EndpointHealth {
  return endpoint.status === 'failing' ? 'retrying' : endpoint.status;
}

/** An attempt's kind, for its label: delivered (2xx), refused by the receiver (an HTTP status), or no answer (timeout, refused connection...). */
export type AttemptKind = 'success' | 'httpError' | 'noAnswer';
export function attemptKind(attempt: Pick<WebhookAttempt, 'httpStatus'>): AttemptKind {
  if (attempt.httpStatus === null) return 'noAnswer';
  return attempt.httpStatus >= 200 && attempt.httpStatus < 300 ? 'success' : 'httpError';
}

/** The examples of the contract's `webhooks` section, one per event (as the receiver gets them). */
export const WEBHOOK_EXAMPLES: Record<WebhookEventType, unknown> = {
  'call.ended': {
    type: 'call.ended',
    timestamp: '2026-11-27T10:16:40.000Z',
    data: {
      callId: 'c_example',
      callerNumber: '+34600111222',
      callerName: 'Lucía Fernández',
      link: 'https://portal.example/dashboard/calls/c_example',
      startedAt: '2026-11-27T10:15:00.000Z',
      direction: 'inbound',
      durationSec: 94,
    },
  },
  'call.analyzed': {
    type: 'call.analyzed',
    timestamp: '2026-11-27T10:16:41.000Z',
    data: {
      callId: 'c_example',
      callerNumber: '+34600111222',
      callerName: 'Lucía Fernández',
      link: 'https://portal.example/dashboard/calls/c_example',
      outcome: 'appointment_booked',
      summary: 'Books a check-up for Tuesday at 10:00.',
      sentiment: 'positive',
      extracted: [{ field: 'reason', value: 'Check-up' }],
    },
  },
  'appointment.booked': {
    type: 'appointment.booked',
    timestamp: '2026-11-27T10:16:41.000Z',
    data: {
      callId: 'c_example',
      callerNumber: '+34600111222',
      callerName: 'Lucía Fernández',
      link: 'https://portal.example/dashboard/calls/c_example',
      requestedDate: 'Tuesday 10:00',
      reason: 'Check-up',
    },
  },
  'lead.qualified': {
    type: 'lead.qualified',
    timestamp: '2026-11-27T10:16:41.000Z',
    data: {
      callId: 'c_example',
      callerNumber: '+34600111222',
      callerName: 'Lucía Fernández',
      link: 'https://portal.example/dashboard/calls/c_example',
      email: 'lucia@example.com',
      company: 'Fernández Abogados',
      reason: 'Whitening for a team of 12',
    },
  },
  'message.taken': {
    type: 'message.taken',
    timestamp: '2026-11-27T10:16:41.000Z',
    data: {
      callId: 'c_example',
      callerNumber: '+34600111222',
      callerName: 'Lucía Fernández',
      link: 'https://portal.example/dashboard/calls/c_example',
      message: 'Asks to be called back about an invoice.',
    },
  },
  'balance.low': {
    type: 'balance.low',
    timestamp: '2026-11-27T10:16:41.000Z',
    data: { level: 'low', balanceMinutes: 42, link: 'https://portal.example/dashboard/usage' },
  },
};

/** How a receiver verifies a delivery (Standard Webhooks), in Node. */
export const VERIFY_NODE = `import { Webhook } from 'standardwebhooks';

const hook = new Webhook(process.env.VOZLY_WEBHOOK_SECRET); // whsec_...

// body: the raw request body (a string); headers: the request's headers
const event = hook.verify(body, headers); // throws on a bad signature
console.log(headers['webhook-id'], event.type, event.data);`;

/** The same in Python. */
export const VERIFY_PYTHON = `from standardwebhooks.webhooks import Webhook

hook = Webhook(os.environ["VOZLY_WEBHOOK_SECRET"])  # whsec_...

# body: the raw request body; headers: the request's headers
event = hook.verify(body, headers)  # raises on a bad signature
print(headers["webhook-id"], event["type"], event["data"])`;
