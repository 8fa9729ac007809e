/**
 * What delivery keeps, as the code reads it: the rows of its tables (e-mail rules and recipients,
 * the digest, webhook endpoints, the queue's messages and attempts), turned from SQLite's columns
 * (JSON lists, 0/1 flags, sealed secrets) into records, and a new endpoint secret.
 */
import { randomBytes } from 'node:crypto';
import type { WebhookEventType, WebhookMessageStatus } from '../../src/lib/delivery.ts';
import type { Locale } from '../../src/lib/locale.ts';
import { unseal } from '../secrets.ts';

// The events, statuses and languages are the portal's (src/lib, held to the contract).
export { WEBHOOK_EVENTS } from '../../src/lib/delivery.ts';
export type WebhookEvent = WebhookEventType;
export type RuleLanguage = Locale;
export type MessageStatus = WebhookMessageStatus;

export interface Condition {
  field: string;
  contains: string;
}

export interface RuleRow {
  id: string;
  userId: number;
  outcomes: string[];
  condition: Condition | null;
  emails: string[];
  phones: string[];
  language: RuleLanguage;
  createdAt: number;
}

export type RecipientStatus = 'pending' | 'confirmed' | 'unsubscribed';
export interface RecipientRow {
  id: number;
  userId: number;
  email: string;
  status: RecipientStatus;
}

export interface DigestRow {
  enabled: boolean;
  hour: number;
  lastSentDay: string | null;
}

export interface EndpointRow {
  id: string;
  userId: number;
  url: string;
  description: string;
  events: WebhookEvent[];
  condition: Condition | null;
  enabled: boolean;
  disabledReason: 'manual' | 'gone' | 'failing' | null;
  secret: string;
  previousSecret: string | null;
  previousUntil: number | null;
  failingSince: number | null;
  noticesSent: number;
  createdAt: number;
}

export interface MessageRow {
  seq: number;
  id: string;
  endpointId: string;
  userId: number;
  event: WebhookEvent;
  callId: string | null;
  body: string;
  status: MessageStatus;
  tries: number;
  nextAttemptAt: number | null;
  createdAt: number;
}

export interface AttemptRow {
  id: number;
  messageId: string;
  at: number;
  httpStatus: number | null;
  latencyMs: number;
  error: string | null;
  response: string;
}

/** A row as node:sqlite reads it. */
export type Raw = Record<string, string | number | null>;
const json = <T>(text: unknown, fallback: T): T => {
  try {
    return typeof text === 'string' ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

export const toRule = (r: Raw): RuleRow => ({
  id: String(r.id),
  userId: Number(r.user_id),
  outcomes: json<string[]>(r.outcomes, []),
  condition: json<Condition | null>(r.condition, null),
  emails: json<string[]>(r.emails, []),
  phones: json<string[]>(r.phones, []),
  language: r.language as RuleLanguage,
  createdAt: Number(r.created_at),
});
export const toEndpoint = (r: Raw, key: Buffer): EndpointRow => ({
  id: String(r.id),
  userId: Number(r.user_id),
  url: String(r.url),
  description: String(r.description ?? ''),
  events: json<WebhookEvent[]>(r.events, []),
  condition: json<Condition | null>(r.condition, null),
  enabled: r.enabled === 1,
  disabledReason: (r.disabled_reason as EndpointRow['disabledReason']) ?? null,
  secret: unseal(key, String(r.secret)),
  previousSecret: r.previous_secret === null || r.previous_secret === undefined ? null : unseal(key, String(r.previous_secret)),
  previousUntil: r.previous_until === null ? null : Number(r.previous_until),
  failingSince: r.failing_since === null ? null : Number(r.failing_since),
  noticesSent: Number(r.notices_sent),
  createdAt: Number(r.created_at),
});
export const toMessage = (r: Raw): MessageRow => ({
  seq: Number(r.seq),
  id: String(r.id),
  endpointId: String(r.endpoint_id),
  userId: Number(r.user_id),
  event: r.event as WebhookEvent,
  callId: (r.call_id as string | null) ?? null,
  body: String(r.body),
  status: r.status as MessageStatus,
  tries: Number(r.tries),
  nextAttemptAt: r.next_attempt_at === null ? null : Number(r.next_attempt_at),
  createdAt: Number(r.created_at),
});
export const toAttempt = (r: Raw): AttemptRow => ({
  id: Number(r.id),
  messageId: String(r.message_id),
  at: Number(r.at),
  httpStatus: r.http_status === null ? null : Number(r.http_status),
  latencyMs: Number(r.latency_ms),
  error: (r.error as string | null) ?? null,
  response: String(r.response ?? ''),
});

/** A new endpoint secret: `whsec_` and 32 random bytes in base64 (Standard Webhooks). */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
