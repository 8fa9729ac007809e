/**
 * What a finished call and a low balance send (e-mails, messages, webhooks), and the daily
 * digest at its hour of the account's time zone.
 */
import type { CallDetail } from '../../../src/lib/calls.ts';
import { CALL_OUTCOMES } from '../../../src/lib/calls.ts';
import { toDetail, type StoredRow } from '../../calls/rows.ts';
import { callMail, digestMail, shortMessage } from '../../delivery/mail.ts';
import { conditionMatches } from '../../delivery/sender.ts';
import type { WebhookEvent } from '../../delivery/records.ts';
import { settingsOf } from '../../dashboard/records.ts';
import { deliveryFeatures, localePrefix, ruleLang, type DeliveryKit } from './kit.ts';

export function registerEvents(kit: DeliveryKit) {
  const { ctx, store, sender, calls, ownerLang, planOf, apiLink, callLink, sendMail } = kit;
  // Events of a call ---------------------------------------------------------------------------------

  /** A call has ended: the post-call e-mails and messages of matching rules, and the webhooks. */
  const afterCall = (row: StoredRow) => {
    const userId = row.user_id;
    const plan = planOf(userId);
    const features = deliveryFeatures(plan);
    const detail = toDetail(row, null);
    if (features.postCallEmail) sendRuleMails(userId, detail, features.messagingApp);
    if (features.webhooks) {
      for (const { event, data } of callEvents(detail, callLink('en', detail.id)))
        sender.emit({ userId, event, data, callId: detail.id, extracted: detail.extracted });
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
        sendMail({
          kind: 'delivery-call',
          to: email,
          subject: mail.subject,
          text: mail.text,
          link,
          html: mail.html,
          callId: call.id,
          userId,
        });
      }
      if (!messaging) continue;
      for (const phone of rule.phones) {
        if (sentTo.has(phone)) continue;
        sentTo.add(phone);
        sendMail({
          kind: 'delivery-message',
          channel: 'messaging',
          to: phone,
          ...shortMessage(lang, call, link),
          link,
          callId: call.id,
          userId,
        });
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
        sender.emit({
          userId,
          event: 'balance.low',
          data: { level, balanceMinutes: Math.max(0, balance), link: `${ctx.config.portalUrl}/dashboard/usage` },
        });
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
    const rows = calls.db
      .prepare('SELECT * FROM calls WHERE user_id = ? AND started_at >= ? AND started_at < ? ORDER BY started_at')
      .all(userId, start, end) as unknown as StoredRow[];
    const byOutcome = new Map<string, number>();
    for (const row of rows) byOutcome.set(row.outcome, (byOutcome.get(row.outcome) ?? 0) + 1);
    const who = (row: StoredRow) => `${row.caller_name ?? row.caller_number} (${row.caller_number})`;
    const timezone = settingsOf(ctx, userId).timezone;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(end),
    );
    const mail = digestMail(
      lang,
      {
        day,
        total: rows.length,
        byOutcome: CALL_OUTCOMES.filter((o) => byOutcome.has(o)).map((outcome) => ({ outcome, count: byOutcome.get(outcome) as number })),
        appointments: rows.filter((r) => r.outcome === 'appointment_booked').map(who),
        leads: rows.filter((r) => r.outcome === 'lead_qualified').map(who),
        toReturn: rows.filter((r) => r.outcome === 'missed' || r.outcome === 'voicemail').map(who),
        questions: ctx.services.studio.openQuestions(userId),
      },
      `${ctx.config.portalUrl}${localePrefix(lang)}/dashboard/calls`,
      apiLink(store.linkToken('digest', userId), 'unsubscribe'),
    );
    sendMail({
      kind: 'delivery-digest',
      to: user.email,
      subject: mail.subject,
      text: mail.text,
      link: `${ctx.config.portalUrl}${localePrefix(lang)}/dashboard/calls`,
      html: mail.html,
      userId,
    });
    store.digestSent(userId, day);
  };
  const digestTick = () => {
    const now = new Date(ctx.now());
    for (const digest of store.enabledDigests()) {
      if (!deliveryFeatures(planOf(digest.userId)).digest) continue;
      const timezone = settingsOf(ctx, digest.userId).timezone;
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone: timezone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(now);
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      const day = `${part('year')}-${part('month')}-${part('day')}`;
      if (Number(part('hour')) === digest.hour && digest.lastSentDay !== day) sendDigest(digest.userId);
    }
  };
  ctx.onClose(ctx.jobs.every('deliveryDigest', 1000, digestTick));
  return { afterCall, sendDigest };
}

/** The events a finished call gives: always ended and analyzed, then what its outcome means. */
export function callEvents(call: CallDetail, link: string): { event: WebhookEvent; data: Record<string, unknown> }[] {
  const field = (name: string) => call.extracted.find((item) => item.field === name)?.value ?? null;
  const base = { callId: call.id, callerNumber: call.callerNumber, callerName: call.callerName, link };
  const events: { event: WebhookEvent; data: Record<string, unknown> }[] = [
    { event: 'call.ended', data: { ...base, startedAt: call.startedAt, direction: call.direction, durationSec: call.durationSec } },
    {
      event: 'call.analyzed',
      data: { ...base, outcome: call.outcome, summary: call.summary, sentiment: call.sentiment, extracted: call.extracted },
    },
  ];
  if (call.outcome === 'appointment_booked')
    events.push({ event: 'appointment.booked', data: { ...base, requestedDate: field('requestedDate'), reason: field('reason') } });
  if (call.outcome === 'lead_qualified')
    events.push({ event: 'lead.qualified', data: { ...base, email: field('email'), company: field('company'), reason: field('reason') } });
  if (call.outcome === 'voicemail') events.push({ event: 'message.taken', data: { ...base, message: call.summary } });
  return events;
}

export type DeliveryEvents = ReturnType<typeof registerEvents>;
