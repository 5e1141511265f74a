import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { HttpError } from '../../errors';

/** Addresses a user-supplied URL must not reach in production (SSRF): loopback, private, link-local… */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Only http(s); when private targets are not allowed, every address the host resolves to must be
 * public. Checked on save and again before each request (DNS may change in between).
 */
export async function assertDeliverableUrl(raw: string, allowPrivate: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new HttpError(422, 'Enter a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new HttpError(422, 'Only http and https URLs are allowed');
  if (url.username || url.password) throw new HttpError(422, 'URLs with credentials are not allowed');
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await lookup(host, { all: true }).then((r) => r.map((a) => a.address)).catch(() => []);
  if (addresses.length === 0) throw new HttpError(422, `Could not resolve ${host}`);
  if (addresses.some(isPrivateAddress)) throw new HttpError(422, 'Private, loopback and link-local addresses are not allowed');
  return url;
}
