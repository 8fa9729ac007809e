/**
 * Where a webhook may be sent: `https` only, at most 2,000 characters, no user or password, never
 * a private, loopback, link-local or otherwise special address (ipaddr.js decides what is a public
 * unicast address). The name is checked when the endpoint is saved and resolved again before each
 * delivery; the request then connects to the address that was checked (no second lookup a DNS
 * rebinding could change). In development and tests `MOCK_API_ALLOW_LOCAL_WEBHOOKS=1` lets
 * `http://127.0.0.1:<port>` through, so anyone can watch deliveries with a local receiver.
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export const WEBHOOK_URL_MAX = 2000;

export type UrlProblem = 'webhookUrlTooLong' | 'webhookUrlInvalid' | 'webhookUrlNotHttps' | 'webhookUrlPrivate' | 'webhookUrlUnresolved';

/** The development switch: `http://127.0.0.1` endpoints allowed. */
export const allowLocalWebhooks = (): boolean => process.env.MOCK_API_ALLOW_LOCAL_WEBHOOKS === '1';

/** Whether an IP address is public unicast (IPv4-mapped IPv6 addresses are judged as IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

const isLocalDevUrl = (url: URL, allowLocal: boolean) => allowLocal && url.protocol === 'http:' && url.hostname === '127.0.0.1';

/** The checks a URL can pass without the network (on save, and first at delivery). */
export function checkWebhookUrl(text: string, allowLocal = allowLocalWebhooks()): { ok: true; url: URL } | { ok: false; problem: UrlProblem } {
  if (text.length > WEBHOOK_URL_MAX) return { ok: false, problem: 'webhookUrlTooLong' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: 'webhookUrlInvalid' };
  }
  if (url.username || url.password) return { ok: false, problem: 'webhookUrlInvalid' };
  if (isLocalDevUrl(url, allowLocal)) return { ok: true, url };
  if (url.protocol !== 'https:') return { ok: false, problem: 'webhookUrlNotHttps' };
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (!host) return { ok: false, problem: 'webhookUrlInvalid' };
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? { ok: true, url } : { ok: false, problem: 'webhookUrlPrivate' };
  // Names that only mean something inside a network.
  if (host === 'localhost' || /\.(localhost|local|internal|lan|home\.arpa)$/.test(host) || !host.includes('.')) return { ok: false, problem: 'webhookUrlPrivate' };
  return { ok: true, url };
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * At delivery time: the URL checked again and its name resolved; every address it resolves to
 * must be public (one private answer is enough to refuse). Answers the address to connect to.
 */
export async function resolveWebhookUrl(text: string, allowLocal = allowLocalWebhooks(), resolve: Resolver = systemResolver): Promise<{ ok: true; url: URL; address: string; family: 4 | 6 } | { ok: false; problem: UrlProblem }> {
  const checked = checkWebhookUrl(text, allowLocal);
  if (!checked.ok) return checked;
  const { url } = checked;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) return { ok: true, url, address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 };
  let answers: { address: string; family: number }[];
  try {
    answers = await resolve(host);
  } catch {
    return { ok: false, problem: 'webhookUrlUnresolved' };
  }
  if (!answers.length) return { ok: false, problem: 'webhookUrlUnresolved' };
  if (answers.some((answer) => !isPublicAddress(answer.address))) return { ok: false, problem: 'webhookUrlPrivate' };
  const first = answers[0] as { address: string; family: number };
  return { ok: true, url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
