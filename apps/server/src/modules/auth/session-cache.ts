import type { UserRow } from '../../db/schema';

/** What a request knows about its caller. No balance or password hash: those are always read fresh. */
export type SessionIdentity = Pick<UserRow, 'id' | 'email' | 'name' | 'isActive' | 'isSuperuser' | 'emailVerifiedAt' | 'createdAt'> & {
  sessionId: string;
  sessionExpiresAt: Date;
  /** Set when the caller authenticated with an API key instead of an access token. */
  apiKeyId?: string;
};

/**
 * Remembers validated bearer tokens for a few seconds, so an authenticated request costs neither
 * a signature check nor a database round trip (PGlite runs on the event-loop thread). Keyed by
 * the exact token string: a hit is a token already verified. Every change to a session or to the
 * fields above must call invalidateSession/invalidateUser; the TTL bounds staleness when several
 * processes share one database.
 */
export class SessionCache {
  private readonly entries = new Map<string, { identity: SessionIdentity; until: number }>();

  constructor(
    private readonly ttlMs = 15_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string): SessionIdentity | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.until <= now || entry.identity.sessionExpiresAt.getTime() <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.identity;
  }

  set(token: string, identity: SessionIdentity): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { identity, until: Date.now() + this.ttlMs });
  }

  invalidateSession(sessionId: string): void {
    for (const [key, entry] of this.entries) if (entry.identity.sessionId === sessionId) this.entries.delete(key);
  }

  invalidateUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.identity.id === userId) this.entries.delete(key);
  }
}
