import type {
  CallDeliveries,
  DeliveryDigest,
  DeliveryOverview,
  DeliveryRule,
  DeliveryRuleInput,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEventType,
  WebhookMessage,
  WebhookMessagePage,
  WebhookMessageStatus,
  WebhookSecret,
} from '@/lib/delivery';
import { api } from './client';
import { expectObject, InvalidResponseError } from './errors';

const id = (value: string) => encodeURIComponent(value);

/** GET /api/delivery: what the plan includes, the rules, the digest and the endpoints. */
export async function fetchDelivery(): Promise<DeliveryOverview> {
  return expectObject<DeliveryOverview>(await api.get('delivery').json(), 'features');
}

/** POST /api/delivery/rules */
export async function createRule(input: DeliveryRuleInput): Promise<DeliveryRule> {
  return expectObject<DeliveryRule>(await api.post('delivery/rules', { json: input, retry: 0 }).json(), 'id');
}

/** DELETE /api/delivery/rules/{id} */
export async function deleteRule(ruleId: string): Promise<void> {
  await api.delete(`delivery/rules/${id(ruleId)}`, { retry: 0 });
}

/** PUT /api/delivery/digest */
export async function saveDigest(input: { enabled: boolean; hour: number }): Promise<DeliveryDigest> {
  return expectObject<DeliveryDigest>(await api.put('delivery/digest', { json: input, retry: 0 }).json(), 'hour');
}

/** POST /api/delivery/webhooks */
export async function createEndpoint(input: WebhookEndpointInput): Promise<WebhookEndpoint> {
  return expectObject<WebhookEndpoint>(await api.post('delivery/webhooks', { json: input, retry: 0 }).json(), 'id');
}

/** GET /api/delivery/webhooks/{id} */
export async function fetchEndpoint(endpointId: string): Promise<WebhookEndpoint> {
  return expectObject<WebhookEndpoint>(await api.get(`delivery/webhooks/${id(endpointId)}`).json(), 'id');
}

/** PUT /api/delivery/webhooks/{id}: its address, description, event filter and condition (every field named: one left out is emptied). */
export async function updateEndpoint(endpointId: string, input: WebhookEndpointInput): Promise<WebhookEndpoint> {
  return expectObject<WebhookEndpoint>(await api.put(`delivery/webhooks/${id(endpointId)}`, { json: input, retry: 0 }).json(), 'id');
}

/** PUT /api/delivery/webhooks/{id}: turn it on or off, its other fields as they are. */
export async function setEndpointEnabled(endpoint: WebhookEndpoint, enabled: boolean): Promise<WebhookEndpoint> {
  const { url, description, events, condition } = endpoint;
  const filters = events.length > 0 || condition ? { events, condition } : {};
  return updateEndpoint(endpoint.id, { url, description, ...filters, enabled });
}

/** DELETE /api/delivery/webhooks/{id} */
export async function deleteEndpoint(endpointId: string): Promise<void> {
  await api.delete(`delivery/webhooks/${id(endpointId)}`, { retry: 0 });
}

/** GET /api/delivery/webhooks/{id}/secret (the owner only, on request). */
export async function fetchSecret(endpointId: string): Promise<WebhookSecret> {
  return expectObject<WebhookSecret>(await api.get(`delivery/webhooks/${id(endpointId)}/secret`, { retry: 0 }).json(), 'secret');
}

/** POST /api/delivery/webhooks/{id}/secret: a new secret; the previous one signs too for 24 h. */
export async function rotateSecret(endpointId: string): Promise<WebhookSecret> {
  return expectObject<WebhookSecret>(await api.post(`delivery/webhooks/${id(endpointId)}/secret`, { retry: 0 }).json(), 'secret');
}

export interface MessageFilters {
  status: WebhookMessageStatus | null;
  event: WebhookEventType | null;
}

/** GET /api/delivery/webhooks/{id}/messages: a page of the log, newest first. */
export async function fetchMessages(
  endpointId: string,
  filters: MessageFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<WebhookMessagePage> {
  const searchParams: Record<string, string> = {};
  if (filters.status) searchParams.status = filters.status;
  if (filters.event) searchParams.event = filters.event;
  if (cursor) searchParams.cursor = cursor;
  const page = expectObject<WebhookMessagePage>(
    await api.get(`delivery/webhooks/${id(endpointId)}/messages`, { searchParams, ...(signal ? { signal } : {}) }).json(),
    'items',
  );
  if (!Array.isArray(page.items)) throw new InvalidResponseError();
  return page;
}

/** POST .../messages/{messageId}/resend */
export async function resendMessage(endpointId: string, messageId: string): Promise<WebhookMessage> {
  return expectObject<WebhookMessage>(
    await api.post(`delivery/webhooks/${id(endpointId)}/messages/${id(messageId)}/resend`, { retry: 0 }).json(),
    'id',
  );
}

/** POST .../recover: every message that failed since then, queued again. */
export async function recoverMessages(endpointId: string, since: string): Promise<{ recovered: number }> {
  return expectObject<{ recovered: number }>(
    await api.post(`delivery/webhooks/${id(endpointId)}/recover`, { json: { since }, retry: 0 }).json(),
    'recovered',
  );
}

/** POST .../test: the event's example, marked as a test. */
export async function sendTestEvent(endpointId: string, event?: WebhookEventType): Promise<WebhookMessage> {
  return expectObject<WebhookMessage>(
    await api.post(`delivery/webhooks/${id(endpointId)}/test`, { json: event ? { event } : {}, retry: 0 }).json(),
    'id',
  );
}

/** GET /api/delivery/calls/{id}: what was delivered for one call. */
export async function fetchCallDeliveries(callId: string): Promise<CallDeliveries> {
  return expectObject<CallDeliveries>(await api.get(`delivery/calls/${id(callId)}`).json(), 'sent');
}
