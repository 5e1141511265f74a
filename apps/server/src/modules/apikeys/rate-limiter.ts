import { MemoryRateLimitStore, type RateLimitStore } from '../../plugins/rate-limit-store';

/**
 * Fixed one-minute windows per key: in memory for one process, in Redis (REDIS_URL) so that
 * every instance counts against the same budget.
 */
export class ApiKeyRateLimiter {
  constructor(
    private readonly maxPerWindow: number,
    private readonly store: RateLimitStore = new MemoryRateLimitStore(),
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one request; returns the seconds to wait when the key is over its limit. */
  async hit(keyId: string, now = Date.now()): Promise<{ allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number }> {
    const { count, resetAt } = await this.store.hit(keyId, this.windowMs, now);
    if (count > this.maxPerWindow) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
    return { allowed: true, remaining: this.maxPerWindow - count };
  }

  get limit(): number {
    return this.maxPerWindow;
  }
}

/** last_used_at is written at most once a minute per key, so using a key is not a write per request. */
export class LastUsedThrottle {
  private readonly written = new Map<string, number>();

  shouldWrite(keyId: string, now = Date.now()): boolean {
    const last = this.written.get(keyId);
    if (last !== undefined && now - last < 60_000) return false;
    if (this.written.size > 10_000) this.written.clear();
    this.written.set(keyId, now);
    return true;
  }
}
