/**
 * Webhook delivery: events become messages in the queue (one per matching endpoint), and a
 * background job (`ctx.jobs`, which logs a failure and keeps the server up) sends what is due.
 *
 * - Signed per Standard Webhooks with the `standardwebhooks` package: `webhook-id` (the message's
 *   id, the same on every retry), `webhook-timestamp` (seconds) and `webhook-signature`
 *   (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`); during the 24 h after a rotation, signed
 *   with both secrets (two space-separated signatures).
 * - A 10 s timeout; any 2xx is success; redirects are not followed (a 3xx is a failure); the
 *   answer is read up to 2 KB. Retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the
 *   message has failed. A 410 disables the endpoint at once. An endpoint failing for 24 h e-mails
 *   its owner, again after 4 days, and it is disabled after 5 days.
 * - The address is checked again before every attempt, after DNS resolution, and the request goes
 *   to the address that was checked.
 * - The clock can run faster (`MOCK_API_CLOCK_SPEED`, or `POST /api/dev/clock` in development and
 *   tests): every wait of the ladder and of the failure notices is divided by the speed.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { ApiContext } from '../context.ts';
import { newId } from '../ids.ts';
import { endpointNotice, type MailLang } from './mail.ts';
import type { Condition, EndpointRow, MessageRow, WebhookEvent } from './records.ts';
import type { DeliveryStore } from './store.ts';
import { resolveWebhookUrl } from './urls.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The waits before each retry (7 retries, 8 attempts in all). */
export const RETRY_LADDER_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR] as const;
export const DELIVERY_TIMEOUT_MS = 10 * SECOND;
export const RESPONSE_MAX_BYTES = 2048;
export const FAILING_NOTICE_AFTER = DAY;
export const DISABLE_WARNING_AFTER = 4 * DAY;
export const DISABLE_AFTER = 5 * DAY;
/** How long the previous secret still signs after a rotation. */
export const ROTATION_OVERLAP = DAY;
/** The queue is looked at this often (real time); a new event is sent at once. */
const TICK_MS = 200;
const MAX_IN_FLIGHT = 16;
/**
 * Attempts at once to one endpoint: a slow receiver with a long queue takes at most these, and
 * the other endpoints' messages still start at once (scripts/bench-delivery.ts measures it).
 */
const MAX_IN_FLIGHT_PER_ENDPOINT = 4;
/**
 * Attempts at once for one account: its endpoints share these, so an account whose receivers
 * hang holds at most this many of the sending slots. An account with nothing in flight may always
 * start one, even when every other slot is taken: another account's hanging receivers never
 * delay its deliveries (tests/api/tenant-delivery.test.ts).
 */
const MAX_IN_FLIGHT_PER_ACCOUNT = 4;

export interface AttemptResult {
  httpStatus: number | null;
  latencyMs: number;
  error: string | null;
  response: string;
}

/** One POST to the checked address: no redirect followed, the answer read up to 2 KB, a timeout. */
function post(
  url: URL,
  address: string,
  family: 4 | 6,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  running: Set<() => void>,
): Promise<AttemptResult> {
  const started = performance.now();
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let done = false;
    const finish = (result: Omit<AttemptResult, 'latencyMs'>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      running.delete(cancel);
      resolve({ ...result, latencyMs: Math.round(performance.now() - started) });
    };
    const request = client.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const end = () => {
          const text = Buffer.concat(chunks).subarray(0, RESPONSE_MAX_BYTES).toString('utf8');
          finish({ httpStatus: response.statusCode ?? null, error: null, response: text });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_MAX_BYTES) end();
        });
        response.on('end', end);
        response.on('error', end);
      },
    );
    const timer = setTimeout(() => {
      finish({ httpStatus: null, error: 'timeout', response: '' });
      request.destroy();
    }, timeoutMs);
    // The server closing stops the attempt (nothing is recorded: the message stays queued).
    const cancel = () => {
      finish({ httpStatus: null, error: 'stopped', response: '' });
      request.destroy();
    };
    running.add(cancel);
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ httpStatus: null, error: error.code === 'ECONNREFUSED' ? 'connection refused' : 'network error', response: '' }),
    );
    request.end(body);
  });
}

/** One attempt fewer running under `key`. */
function release<K>(counts: Map<K, number>, key: K): void {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

export interface EventInput {
  userId: number;
  event: WebhookEvent;
  data: Record<string, unknown>;
  callId?: string | null;
  /** The call's extracted fields, for the endpoints' conditions. */
  extracted?: readonly { field: string; value: string }[];
  /** Only to this endpoint (a test event). */
  endpointId?: string;
  test?: boolean;
}

export const conditionMatches = (
  condition: Condition | null,
  extracted: readonly { field: string; value: string }[] | undefined,
): boolean =>
  !condition ||
  Boolean(extracted?.some((item) => item.field === condition.field && item.value.toLowerCase().includes(condition.contains.toLowerCase())));

export class DeliverySender {
  speed: number;
  timeoutMs = DELIVERY_TIMEOUT_MS;
  /** The ports the mock API listens on: a development loopback endpoint may not call them. */
  readonly ownPorts = new Set<number>();
  private readonly inFlight = new Set<string>();
  /** Attempts running, by endpoint. */
  private readonly perEndpoint = new Map<string, number>();
  /** Attempts running, by account. */
  private readonly perAccount = new Map<number, number>();

  private readonly ctx: ApiContext;
  private readonly store: DeliveryStore;
  private readonly ownerLang: (userId: number) => MailLang;
  private readonly logLink: (userId: number, endpointId: string) => string;

  constructor(
    ctx: ApiContext,
    store: DeliveryStore,
    ownerLang: (userId: number) => MailLang,
    logLink: (userId: number, endpointId: string) => string,
  ) {
    this.ctx = ctx;
    this.speed = ctx.config.clockSpeed;
    this.store = store;
    this.ownerLang = ownerLang;
    this.logLink = logLink;
  }

  /** A wait of the schedule on the (possibly faster) clock. */
  scaled(ms: number): number {
    return ms / this.speed;
  }

  private closed = false;
  /** Cancels the requests in flight. */
  private readonly running = new Set<() => void>();
  private stopTimer: (() => void) | null = null;

  start(): void {
    this.stopTimer = this.ctx.jobs.every('webhookDelivery', TICK_MS, () => this.tick());
  }

  /** The server closes: nothing more is started, and attempts still in flight record nothing (the message stays queued). */
  close(): void {
    this.closed = true;
    this.stopTimer?.();
    for (const cancel of [...this.running]) cancel();
  }

  /** Queues the event for every enabled endpoint of the account that wants it; answers the message ids. */
  emit(input: EventInput): string[] {
    const now = this.ctx.now();
    const endpoints = input.endpointId
      ? this.store.endpoints(input.userId).filter((e) => e.id === input.endpointId)
      : this.store.endpoints(input.userId);
    const ids: string[] = [];
    this.store.transaction(() => {
      for (const endpoint of endpoints) {
        if (
          !input.endpointId &&
          (!endpoint.enabled ||
            (endpoint.events.length && !endpoint.events.includes(input.event)) ||
            !conditionMatches(endpoint.condition, input.extracted))
        )
          continue;
        const id = newId('msg_');
        const body = JSON.stringify({
          type: input.event,
          timestamp: new Date(now).toISOString(),
          ...(input.test ? { test: true } : {}),
          data: input.data,
        });
        this.store.addMessage({
          id,
          endpointId: endpoint.id,
          userId: input.userId,
          event: input.event,
          callId: input.callId ?? null,
          body,
          nextAttemptAt: now,
          createdAt: now,
        });
        ids.push(id);
      }
    });
    if (ids.length) this.kick();
    return ids;
  }

  /** Looks at the queue now (a new or resent message starts within the second). */
  kick(): void {
    this.ctx.jobs.run('webhookDelivery', () => this.tick());
  }

  tick(): void {
    if (this.closed) return;
    const now = this.ctx.now();
    this.watchFailing(now);
    // Due messages in round robin across accounts (each account's oldest first, then each one's
    // second...), at most a few per endpoint and per account; the running ones are skipped.
    for (const message of this.store.due(now, MAX_IN_FLIGHT * 4, MAX_IN_FLIGHT_PER_ENDPOINT, MAX_IN_FLIGHT_PER_ACCOUNT * 2)) {
      const running = this.perEndpoint.get(message.endpointId) ?? 0;
      const accountRunning = this.perAccount.get(message.userId) ?? 0;
      if (this.inFlight.has(message.id) || running >= MAX_IN_FLIGHT_PER_ENDPOINT || accountRunning >= MAX_IN_FLIGHT_PER_ACCOUNT) continue;
      // Over the global slots, only an account with nothing in flight still starts (its guaranteed one).
      if (this.inFlight.size >= MAX_IN_FLIGHT && accountRunning > 0) continue;
      this.inFlight.add(message.id);
      this.perEndpoint.set(message.endpointId, running + 1);
      this.perAccount.set(message.userId, accountRunning + 1);
      this.ctx.jobs.run('webhookDelivery', () =>
        this.attempt(message).finally(() => {
          this.inFlight.delete(message.id);
          release(this.perEndpoint, message.endpointId);
          release(this.perAccount, message.userId);
        }),
      );
    }
  }

  /** The signature header: the current secret, and the previous one while the rotation lasts. */
  signature(endpoint: EndpointRow, id: string, at: Date, body: string): string {
    const secrets = [endpoint.secret];
    if (endpoint.previousSecret && endpoint.previousUntil !== null && endpoint.previousUntil > at.getTime())
      secrets.push(endpoint.previousSecret);
    return secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' ');
  }

  private async attempt(message: MessageRow): Promise<void> {
    const endpoint = this.store.endpointById(message.endpointId);
    if (!endpoint?.enabled) return;
    const at = new Date(this.ctx.now());
    const checked = await resolveWebhookUrl(endpoint.url, this.ctx.config.allowLocalWebhooks, undefined, this.ownPorts);
    if (this.closed) return;
    let result: AttemptResult;
    if (!checked.ok) {
      result = {
        httpStatus: null,
        latencyMs: 0,
        error: checked.problem === 'webhookUrlUnresolved' ? 'address not found' : 'address refused (private, loopback or not https)',
        response: '',
      };
    } else {
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'Vozly-Webhooks/1.0',
        'webhook-id': message.id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': this.signature(endpoint, message.id, at, message.body),
      };
      result = await post(checked.url, checked.address, checked.family, headers, message.body, this.timeoutMs, this.running);
    }
    this.record(message, endpoint, at.getTime(), result);
  }

  private record(message: MessageRow, endpoint: EndpointRow, at: number, result: AttemptResult): void {
    if (this.closed) return;
    const current = this.store.message(message.id);
    // Deleted meanwhile (endpoint removed) or already settled: nothing to record.
    if (!current || (current.status !== 'pending' && current.status !== 'retrying')) return;
    const success = result.httpStatus !== null && result.httpStatus >= 200 && result.httpStatus < 300;
    const now = this.ctx.now();
    this.store.transaction(() => {
      this.store.addAttempt({ messageId: message.id, at, ...result });
      const fresh = this.store.endpointById(endpoint.id);
      if (!fresh) return;
      if (success) {
        this.store.setMessage(message.id, 'delivered', current.tries + 1, null);
        if (fresh.failingSince !== null || fresh.noticesSent) this.store.saveEndpoint({ ...fresh, failingSince: null, noticesSent: 0 });
        return;
      }
      const tries = current.tries + 1;
      if (result.httpStatus === 410) {
        this.store.setMessage(message.id, 'failed', tries, null);
        this.disable(fresh, 'gone');
        return;
      }
      const wait = RETRY_LADDER_MS[tries - 1];
      if (wait === undefined) this.store.setMessage(message.id, 'failed', tries, null);
      else this.store.setMessage(message.id, 'retrying', tries, now + this.scaled(wait));
      if (fresh.failingSince === null) this.store.saveEndpoint({ ...fresh, failingSince: at });
    });
  }

  private disable(endpoint: EndpointRow, reason: 'gone' | 'failing'): void {
    this.store.transaction(() => {
      this.store.saveEndpoint({ ...endpoint, enabled: false, disabledReason: reason });
      this.store.failWaiting(endpoint.id);
    });
  }

  /** The owner is told after 24 h of failure, warned after 4 days, and the endpoint is disabled after 5. */
  private watchFailing(now: number): void {
    for (const endpoint of this.store.failingEndpoints()) {
      const failing = now - (endpoint.failingSince ?? now);
      if (failing >= this.scaled(DISABLE_AFTER)) {
        this.disable(endpoint, 'failing');
        continue;
      }
      const due = failing >= this.scaled(DISABLE_WARNING_AFTER) ? 2 : failing >= this.scaled(FAILING_NOTICE_AFTER) ? 1 : 0;
      if (due > endpoint.noticesSent) {
        this.store.saveEndpoint({ ...endpoint, noticesSent: due });
        this.notifyOwner(endpoint, due === 1 ? 'failing' : 'disabling');
      }
    }
  }

  private notifyOwner(endpoint: EndpointRow, kind: 'failing' | 'disabling'): void {
    const user = this.ctx.db.data.users.find((u) => u.id === endpoint.userId);
    if (!user) return;
    const link = this.logLink(user.id, endpoint.id);
    const mail = endpointNotice(this.ownerLang(user.id), kind, endpoint.url, link);
    this.ctx.sendMail({
      kind: kind === 'failing' ? 'webhook-failing' : 'webhook-disabling',
      to: user.email,
      subject: mail.subject,
      text: mail.text,
      link,
      ...{ html: mail.html },
    });
  }
}
