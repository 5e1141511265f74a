import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { HttpError } from '../../errors';
import { assertOutgoingUrl, FORBIDDEN_TARGET, isForbiddenAddress, OutgoingRequestError } from '../../outgoing';

/**
 * Only http(s); when private targets are not allowed, every address the host resolves to must be
 * public. Checked on save for a clear message; each request is checked again, pinned to the
 * address it checked (outgoingFetch).
 */
export async function assertDeliverableUrl(raw: string, allowPrivate: boolean): Promise<URL> {
  let url: URL;
  try {
    url = assertOutgoingUrl(raw, { allowPrivate });
  } catch (err) {
    if (err instanceof OutgoingRequestError) throw new HttpError(422, err.message);
    throw err;
  }
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await lookup(host, { all: true }).then((r) => r.map((a) => a.address)).catch(() => []);
  if (addresses.length === 0) throw new HttpError(422, `Could not resolve ${host}`);
  if (addresses.some(isForbiddenAddress)) throw new HttpError(422, FORBIDDEN_TARGET);
  return url;
}
