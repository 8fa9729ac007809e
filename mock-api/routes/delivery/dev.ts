/**
 * Development routes (MOCK_API_DEV_ROUTES=1): a simulated call of the session's account, the
 * session's digest now, and the faster clock.
 */
import { CALL_OUTCOMES, type CallOutcome } from '../../../src/lib/calls.ts';
import { seededRandom } from '../../../src/lib/random.ts';
import { makeCall } from '../../calls/generate.ts';
import { CALL_SCRIPTS } from '../../calls/scripts.ts';
import type { StoredRow } from '../../calls/rows.ts';
import { spokenSec } from '../../calls/timings.ts';
import { DELIVERY_TIMEOUT_MS } from '../../delivery/sender.ts';
import { route } from '../../http.ts';
import { newId } from '../../ids.ts';
import type { DeliveryEvents } from './events.ts';
import type { DeliveryKit } from './kit.ts';

export function registerDeliveryDev(kit: DeliveryKit, { afterCall, sendDigest }: DeliveryEvents) {
  const { app, ctx, store, sender, calls, auth, userOf, fail } = kit;

  app.post(
    '/api/dev/clock',
    route((req, res) => {
      const body = (req.body ?? {}) as { speed?: unknown; webhookTimeoutMs?: unknown };
      if (body.speed !== undefined) {
        if (typeof body.speed !== 'number' || !(body.speed >= 1) || body.speed > 10_000_000)
          return fail(req, res, 400, 'invalidField', { field: 'speed' });
        sender.speed = body.speed;
      }
      if (body.webhookTimeoutMs !== undefined) {
        if (typeof body.webhookTimeoutMs !== 'number' || body.webhookTimeoutMs < 50 || body.webhookTimeoutMs > DELIVERY_TIMEOUT_MS)
          return fail(req, res, 400, 'invalidField', { field: 'webhookTimeoutMs' });
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
    const base = makeCall(
      rand,
      { userId, spokenSec },
      now,
      { number: `+346${String(now).slice(-8)}`, name: 'Lucía Fernández' },
      'inbound',
      true,
      now % 100_000,
    );
    const chosen = scripts[Math.floor(rand() * scripts.length)];
    const row = {
      ...base,
      id: newId('c'),
      outcome: outcome as CallOutcome,
      script: outcome === 'missed' ? null : (chosen?.id ?? base.script),
    };
    calls.transaction(() => {
      calls.insert(row);
      calls.ledger.afterCall(userId);
    });
    const stored = calls.find(userId, row.id) as StoredRow;
    const before = ctx.db.data.outbox.length;
    afterCall(stored);
    res.status(201).json({
      callId: row.id,
      outcome,
      emails: ctx.db.data.outbox.length - before,
      webhooks: store.messagesOfCall(userId, row.id).map((m) => m.id),
    });
  });

  app.post('/api/dev/delivery/digest', auth, (_req, res) => {
    sendDigest(userOf(res).id);
    res.status(204).end();
  });
}
