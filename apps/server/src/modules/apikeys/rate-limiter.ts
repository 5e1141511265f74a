/**
 * Fixed one-minute windows per key, in memory: enough for one process, and the window is short
 * enough that a restart forgets little. Stale windows are pruned as new ones open.
 */
export class ApiKeyRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly maxPerWindow: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one request; returns the seconds to wait when the key is over its limit. */
  hit(keyId: string, now = Date.now()): { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number } {
    let window = this.windows.get(keyId);
    if (!window || now - window.start >= this.windowMs) {
      if (!window) this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(keyId, window);
    }
    if (window.count >= this.maxPerWindow) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) };
    }
    window.count += 1;
    return { allowed: true, remaining: this.maxPerWindow - window.count };
  }

  get limit(): number {
    return this.maxPerWindow;
  }

  private prune(now: number): void {
    if (this.windows.size < 1000) return;
    for (const [id, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(id);
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
