import { createHmac, timingSafeEqual } from 'node:crypto';
import { startHttpStandIn } from './http-stand-in';

/**
 * A customer's webhook endpoint: verifies the Standard Webhooks signature with the secret it is
 * given, answers 500 to the first `failFirst` deliveries of each message, 200 afterwards.
 */
export async function startWebhookReceiver(opts: { failFirst?: number } = {}) {
  let secret = '';
  const attemptsById = new Map<string, number>();
  const received: { id: string; type: string; data: unknown; verified: boolean; attempt: number }[] = [];
  const verify = (id: string, ts: string, body: string, header: string) => {
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    const expected = Buffer.from(createHmac('sha256', key).update(`${id}.${ts}.${body}`).digest('base64'));
    return header.split(' ').some((sig) => {
      const [version, value] = sig.split(',');
      const got = Buffer.from(value ?? '');
      return version === 'v1' && got.length === expected.length && timingSafeEqual(got, expected);
    });
  };
  const standIn = await startHttpStandIn({
    'POST /hook': (r) => {
      const id = String(r.headers['webhook-id']);
      const verified = verify(id, String(r.headers['webhook-timestamp']), r.body, String(r.headers['webhook-signature'] ?? ''));
      const attempt = (attemptsById.get(id) ?? 0) + 1;
      attemptsById.set(id, attempt);
      const event = r.json as { type: string; data: unknown };
      received.push({ id, type: event.type, data: event.data, verified, attempt });
      if (!verified) return { status: 401, body: { error: 'bad signature' } };
      return attempt <= (opts.failFirst ?? 0) ? { status: 500, body: { error: 'try again' } } : { body: { ok: true } };
    },
  });
  return { ...standIn, received, setSecret: (s: string) => (secret = s), hookUrl: `${standIn.url}/hook` };
}
