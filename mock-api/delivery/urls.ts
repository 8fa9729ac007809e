/**
 * Where a webhook may be sent: `https` only, at most 2,000 characters once normalised (the URL as
 * stored and sent, so percent-encoding cannot multiply it), no user or password, never a private,
 * loopback, link-local or otherwise special address (ipaddr.js decides what is a public unicast
 * address, and an IPv6 address that carries an IPv4 one is judged by the IPv4 it carries, see
 * `embeddedIpv4`). The name is checked when the endpoint is saved and resolved again before each
 * delivery; the request then connects to the address that was checked (no second lookup a DNS
 * rebinding could change). In development and tests `MOCK_API_ALLOW_LOCAL_WEBHOOKS=1` (`ctx.config.allowLocalWebhooks`) lets
 * `http://127.0.0.1:<port>` through, so anyone can watch deliveries with a local receiver, but
 * never to a port the mock API itself listens on (an endpoint would call the API's own routes).
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export const WEBHOOK_URL_MAX = 2000;

export type UrlProblem = 'webhookUrlTooLong' | 'webhookUrlInvalid' | 'webhookUrlNotHttps' | 'webhookUrlPrivate' | 'webhookUrlUnresolved';

const ipv4Of = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/**
 * The IPv4 address an IPv6 address carries, in every form a network can route it by:
 * IPv4-compatible `::a.b.c.d` (the URL parser writes `[::127.0.0.1]` as `::7f00:1`, which
 * ipaddr.js would call unicast), IPv4-mapped `::ffff:a.b.c.d`, IPv4-translated
 * `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::/96` and `64:ff9b:1::/48`, 6to4 `2002:AABB:CCDD::`, Teredo
 * (the client's address, inverted) and an ISATAP interface identifier (`…:0:5efe:a.b.c.d`).
 * Null when it carries none.
 */
export function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const [a, b, c, d, e, f, g, h] = address.parts as [number, number, number, number, number, number, number, number];
  const zeroPrefix = a === 0 && b === 0 && c === 0 && d === 0;
  if (zeroPrefix && e === 0 && (f === 0 || f === 0xffff)) return ipv4Of(g, h);
  if (zeroPrefix && e === 0xffff && f === 0) return ipv4Of(g, h);
  if (a === 0x64 && b === 0xff9b) return ipv4Of(g, h);
  if (a === 0x2002) return ipv4Of(b, c);
  if (a === 0x2001 && b === 0) return ipv4Of(g ^ 0xffff, h ^ 0xffff);
  if ((e === 0 || e === 0x200) && f === 0x5efe) return ipv4Of(g, h);
  return null;
}

/**
 * Whether an IP address is public unicast. An IPv6 address that carries an IPv4 one is public only
 * when that IPv4 address is, and the IPv4-compatible and translated forms (deprecated, or only
 * meaningful behind a translator) never are.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    const carried = embeddedIpv4(v6);
    if (carried) {
      if (!v6.isIPv4MappedAddress() && (v6.parts[0] === 0 || v6.parts[0] === 0x64)) return false;
      if (carried.range() !== 'unicast') return false;
    }
  }
  return ipaddr.process(address).range() === 'unicast';
}

const isLocalDevUrl = (url: URL, allowLocal: boolean) => allowLocal && url.protocol === 'http:' && url.hostname === '127.0.0.1';

/** The port a URL connects to (its default when none is written). */
const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/**
 * The checks a URL can pass without the network (on save, and first at delivery). `ownPorts` are
 * the ports the mock API listens on: a development loopback endpoint may not target them.
 */
export function checkWebhookUrl(
  text: string,
  allowLocal: boolean,
  ownPorts: ReadonlySet<number> = new Set(),
): { ok: true; url: URL } | { ok: false; problem: UrlProblem } {
  if (text.length > WEBHOOK_URL_MAX) return { ok: false, problem: 'webhookUrlTooLong' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: 'webhookUrlInvalid' };
  }
  if (url.href.length > WEBHOOK_URL_MAX) return { ok: false, problem: 'webhookUrlTooLong' };
  if (url.username || url.password) return { ok: false, problem: 'webhookUrlInvalid' };
  if (isLocalDevUrl(url, allowLocal)) return ownPorts.has(portOf(url)) ? { ok: false, problem: 'webhookUrlPrivate' } : { ok: true, url };
  if (url.protocol !== 'https:') return { ok: false, problem: 'webhookUrlNotHttps' };
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (!host) return { ok: false, problem: 'webhookUrlInvalid' };
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? { ok: true, url } : { ok: false, problem: 'webhookUrlPrivate' };
  // Names that only mean something inside a network.
  if (host === 'localhost' || /\.(localhost|local|internal|lan|home\.arpa)$/.test(host) || !host.includes('.'))
    return { ok: false, problem: 'webhookUrlPrivate' };
  return { ok: true, url };
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * At delivery time: the URL checked again and its name resolved; every address it resolves to
 * must be public (one private answer is enough to refuse). Answers the address to connect to.
 */
export async function resolveWebhookUrl(
  text: string,
  allowLocal: boolean,
  resolve: Resolver = systemResolver,
  ownPorts: ReadonlySet<number> = new Set(),
): Promise<{ ok: true; url: URL; address: string; family: 4 | 6 } | { ok: false; problem: UrlProblem }> {
  const checked = checkWebhookUrl(text, allowLocal, ownPorts);
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
