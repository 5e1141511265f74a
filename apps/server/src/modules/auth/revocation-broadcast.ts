import { randomUUID } from 'node:crypto';
import type { SharedRedis } from '../../providers/redis';
import type { Revocation, SessionCache } from './session-cache';

type Log = { error: (obj: object, msg: string) => void };

/**
 * Several instances (REDIS_URL): a logout, a password change, a revoked API key or a deactivated
 * account on one instance drops the cached identity on every instance at once, over one Redis
 * channel. If the subscriber connection was lost, messages may have been missed: the whole cache
 * goes, so every token is checked against the database again.
 */
export async function shareRevocations(cache: SessionCache, redis: Pick<SharedRedis, 'client' | 'prefix' | 'subscribe'>, log: Log): Promise<void> {
  const channel = `${redis.prefix}revocations`;
  const origin = randomUUID(); // this instance already dropped what it sends
  await redis.subscribe(channel, {
    onMessage: (message) => {
      const heard = parse(message);
      if (heard && heard.origin !== origin) cache.drop(heard.revocation);
    },
    onMissed: () => cache.clear(),
  });
  cache.broadcastTo((revocation) => {
    redis.client.publish(channel, JSON.stringify({ origin, ...revocation })).catch((err: unknown) => log.error({ err }, 'redis: could not broadcast a revocation (other instances forget it within SESSION_CACHE_TTL_MS)'));
  });
}

function parse(message: string): { origin: string; revocation: Revocation } | null {
  try {
    const m = JSON.parse(message) as { origin?: unknown; sessionId?: unknown; userId?: unknown };
    if (typeof m.origin !== 'string') return null;
    if (typeof m.sessionId === 'string') return { origin: m.origin, revocation: { sessionId: m.sessionId } };
    if (typeof m.userId === 'string') return { origin: m.origin, revocation: { userId: m.userId } };
  } catch {
    // not ours
  }
  return null;
}
