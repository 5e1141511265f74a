import type { Redis } from 'ioredis';
import type { SharedRedis } from '../providers/redis';

/**
 * Where fixed-window counters live: in memory for one process, in Redis (REDIS_URL) when several
 * instances must share one budget. Used by the per-user limits and the API-key limit.
 */
export interface RateLimitStore {
  /** Counts one hit of `key` in the fixed window of `windowMs`; returns the count so far and when the window ends. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { start: number; count: number }>();

  async hit(key: string, windowMs: number, now: number) {
    let w = this.windows.get(key);
    if (!w || now - w.start >= windowMs) {
      if (this.windows.size > 10_000) for (const [k, old] of this.windows) if (now - old.start >= windowMs) this.windows.delete(k);
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, resetAt: w.start + windowMs };
  }
}

// One round trip, atomic: the first hit of a window sets its expiry, so every instance sees one
// window. A key left without expiry (cannot happen inside a script, but costs nothing) gets one.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

type WithHit = Redis & { ucRateLimitHit(key: string, windowMs: number): Promise<[number, number]> };

/** The same windows in Redis, under `<REDIS_PREFIX>limit:<name>:`; the window ends when the key expires. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly client: WithHit;
  private readonly keyPrefix: string;

  constructor(redis: Pick<SharedRedis, 'client' | 'prefix'>, name: string) {
    this.client = redis.client as WithHit;
    // EVALSHA with a fallback to EVAL, defined once per connection.
    if (!this.client.ucRateLimitHit) this.client.defineCommand('ucRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.keyPrefix = `${redis.prefix}limit:${name}:`;
  }

  async hit(key: string, windowMs: number, now: number) {
    const [count, ttl] = await this.client.ucRateLimitHit(this.keyPrefix + key, windowMs);
    return { count, resetAt: now + ttl };
  }
}
