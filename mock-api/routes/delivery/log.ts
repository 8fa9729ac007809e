/**
 * The delivery log of an endpoint (pages, filters), resending, recovering and the test event,
 * and what was delivered for one call.
 */
import type { MessageRow, MessageStatus, WebhookEvent } from '../../delivery/records.ts';
import { ownEndpointOf } from './endpoints.ts';
import { LOG_PAGE, type DeliveryKit } from './kit.ts';

export function registerLog(kit: DeliveryKit) {
  const { ctx, store, sender, calls, signedIn, fail, messageAnswer, statusOf } = kit;
  const ownEndpoint = ownEndpointOf(kit);
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
    const [id] = sender.emit({ userId, event, data: exampleData(event, ctx.config.portalUrl), endpointId: endpoint.id, test: true });
    res.status(202).json(messageAnswer(store.message(id as string) as MessageRow));
  });

  signedIn('get', '/api/delivery/calls/:id', (req, res, userId) => {
    const callId = String(req.params.id);
    if (!calls.find(userId, callId)) return fail(req, res, 404, 'notFound');
    const emails = ctx.db.data.outbox
      .filter((mail) => (mail as { callId?: string; userId?: number }).callId === callId && (mail as { userId?: number }).userId === userId)
      .map((mail) => ({ kind: mail.kind === 'delivery-message' ? 'message' : 'email', to: mail.to, at: mail.createdAt }));
    const webhooks = store
      .messagesOfCall(userId, callId)
      .map((m) => ({ messageId: m.id, endpointId: m.endpointId, event: m.event, status: statusOf(m) }));
    res.json({ sent: emails, webhooks });
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
      return {
        ...call,
        outcome: 'appointment_booked',
        summary: 'Books a check-up for Tuesday at 10:00.',
        sentiment: 'positive',
        extracted: [{ field: 'reason', value: 'Check-up' }],
      };
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
