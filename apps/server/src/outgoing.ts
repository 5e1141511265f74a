import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import os from 'node:os';
import type { Agent, RequestInit as UndiciRequestInit, Response as UndiciResponse } from 'undici';

/**
 * Every request this server makes to an address a user (or a misconfiguration) could choose:
 * chat webhooks, outgoing webhooks, GitHub, Composio, Tavus, Apollo, research tools. In
 * production the target must be a public address: the name is resolved once, checked, and the
 * connection goes to that checked address (no second lookup an attacker's DNS could answer
 * differently); redirects are not followed.
 */

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  // ::/96 holds ::, ::1 and the deprecated IPv4-compatible form ([::127.0.0.1] is ::7f00:1).
  ['::', 96],
  // (IPv4-mapped ::ffff:0:0/96 is not listed: BlockList matches IPv4 addresses against it, so
  // every address would be refused. embeddedIpv4 checks the IPv4 address inside instead.)
  // NAT64 (well-known and local-use prefixes) reaches whatever IPv4 address it embeds.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  // Teredo and 6to4 embed IPv4 addresses too; nobody's webhook lives there.
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** This host's own addresses (a listener on the public interface is as internal as loopback). */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(os.networkInterfaces())) for (const a of list ?? []) own.add(a.address.toLowerCase().replace(/%.*$/, ''));
  return own;
}

/** The IPv4 address inside an IPv4-mapped IPv6 literal in either notation (::ffff:7f00:1 or ::ffff:127.0.0.1). */
function embeddedIpv4(address: string): string | null {
  const dotted = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (dotted) return dotted[1];
  const hex = address.match(/^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i);
  if (!hex) return null;
  const [hi, lo] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** True for every address a production server must not call: see the lists above, plus this host's own. */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase().replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return true;
  const mapped = family === 6 ? embeddedIpv4(bare) : null;
  if (mapped && blocked.check(mapped, 'ipv4')) return true;
  if (blocked.check(bare, family === 4 ? 'ipv4' : 'ipv6')) return true;
  const own = ownAddresses();
  return own.has(bare) || (mapped !== null && own.has(mapped));
}

export class OutgoingRequestError extends Error {}

export const FORBIDDEN_TARGET = 'Private, loopback, link-local and this server’s own addresses are not allowed';

/** A DNS lookup that refuses the whole name when any of its addresses is forbidden, and hands net.connect only checked ones. */
const checkingLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    if (addresses.length === 0 || addresses.some((a) => isForbiddenAddress(a.address))) {
      return callback(Object.assign(new OutgoingRequestError(FORBIDDEN_TARGET), { code: 'EFORBIDDENTARGET' }), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

/** undici (~25 MB once loaded) and its two agents come with the first outgoing call, not at start (issue 42). */
let undici: Promise<{ fetch: typeof import('undici').fetch; pinned: Agent; open: Agent }> | undefined;
const loadUndici = () => (undici ??= import('undici').then(({ Agent, fetch }) => ({
  fetch,
  pinned: new Agent({ connect: { lookup: checkingLookup } }),
  open: new Agent(),
})));

export type OutgoingOptions = { allowPrivate: boolean };

/**
 * `allowPrivate` for a service URL the operator configured (`*_API_URL`, provider base URLs): trusted
 * as configured, a self-hosted proxy on a private network included (issue 38 §7). URLs that a model,
 * a page or a user supplies (pages to read, webhooks) keep the guard.
 */
export const OPERATOR_URL = true;

/** Throws OutgoingRequestError when the URL is not http(s), carries credentials, or names a forbidden address literally. */
export function assertOutgoingUrl(raw: string | URL, { allowPrivate }: OutgoingOptions): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutgoingRequestError('Enter a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutgoingRequestError('Only http and https URLs are allowed');
  if (url.username || url.password) throw new OutgoingRequestError('URLs with credentials are not allowed');
  // A literal address is connected to without any lookup, so it is checked here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) && isForbiddenAddress(host)) throw new OutgoingRequestError(FORBIDDEN_TARGET);
  return url;
}

/**
 * fetch for outgoing calls: in production (allowPrivate false) only to public addresses, pinned to
 * the address that was checked; never follows a redirect (a 3xx comes back as it is). Network
 * failures become an OutgoingRequestError whose message names the cause, never a response body.
 */
export async function outgoingFetch(raw: string | URL, init: Omit<UndiciRequestInit, 'dispatcher' | 'redirect'>, opts: OutgoingOptions): Promise<UndiciResponse> {
  const url = assertOutgoingUrl(raw, opts);
  const { fetch, pinned, open } = await loadUndici();
  try {
    return await fetch(url, { ...init, redirect: 'manual', dispatcher: opts.allowPrivate ? open : pinned });
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause;
    if (cause instanceof OutgoingRequestError) throw cause;
    if ((err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError') throw new OutgoingRequestError('Timed out');
    const code = (cause as { code?: string } | undefined)?.code;
    throw new OutgoingRequestError(code ? `Connection failed (${code})` : 'Connection failed');
  }
}

/** "HTTP 403": what an error may say about a refused call. The body is not read: it may be an internal page. */
export async function statusOnly(res: UndiciResponse): Promise<string> {
  await res.body?.cancel().catch(() => {});
  return `HTTP ${res.status}`;
}
