import type { UserRow } from '../../db/schema';

/** What a request knows about its caller. No balance or password hash: those are always read fresh. */
export type SessionIdentity = Pick<UserRow, 'id' | 'email' | 'name' | 'isActive' | 'isSuperuser' | 'emailVerifiedAt' | 'createdAt'> & {
  sessionId: string;
  sessionExpiresAt: Date;
  /** Set when the caller authenticated with an API key instead of an access token. */
  apiKeyId?: string;
  /** The key's scopes on the MCP endpoint ('read', 'propose'); set with apiKeyId. */
  apiKeyScopes?: string[];
};

/**
 * The map key of a token: its last characters (a JWT's signature, an API key's random part). A
 * request's token is a fresh string, and V8 hashes a whole string key on every lookup (~250
 * characters for a JWT); the entry keeps the full token, and only an exact match is a hit.
 */
const KEY_LENGTH = 32;
const keyOf = (token: string) => (token.length > KEY_LENGTH ? token.slice(-KEY_LENGTH) : token);

/** How long after an invalidation the identity is not cached again (longer than any validation in flight takes). */
const RACE_GUARD_MS = 5_000;

/** What invalidateSession/invalidateUser tell the other instances. */
export type Revocation = { sessionId: string } | { userId: string };

/**
 * Remembers validated bearer tokens for a few seconds, so an authenticated request costs neither
 * a signature check nor a database round trip (PGlite runs on the event-loop thread). Keyed by
 * the exact token string: a hit is a token already verified. Every change to a session or to the
 * fields above must call invalidateSession/invalidateUser. With several instances (REDIS_URL) every
 * invalidation is also broadcast, and each instance drops what it heard (revocation-broadcast.ts);
 * the TTL bounds staleness when a broadcast is missed.
 */
export class SessionCache {
  private readonly entries = new Map<string, { token: string; identity: SessionIdentity; until: number }>();
  private broadcast?: (revocation: Revocation) => void;
  /** Sessions ('s:') and users ('u:') invalidated moments ago → until when set() refuses them. */
  private readonly recent = new Map<string, number>();

  constructor(
    private readonly ttlMs = 15_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string): SessionIdentity | undefined {
    const key = keyOf(token);
    const entry = this.entries.get(key);
    if (!entry || entry.token !== token) return undefined;
    const now = Date.now();
    if (entry.until <= now || entry.identity.sessionExpiresAt.getTime() <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.identity;
  }

  set(token: string, identity: SessionIdentity): void {
    if (this.ttlMs <= 0) return;
    // A validation that read the database before an invalidation must not cache the old identity again.
    if (this.recent.size && (this.isRecent(`s:${identity.sessionId}`) || this.isRecent(`u:${identity.id}`))) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(keyOf(token), { token, identity, until: Date.now() + this.ttlMs });
  }

  invalidateSession(sessionId: string): void {
    this.drop({ sessionId });
    this.broadcast?.({ sessionId });
  }

  invalidateUser(userId: string): void {
    this.drop({ userId });
    this.broadcast?.({ userId });
  }

  /** Sends every later invalidation to the other instances too (this one still drops at once). */
  broadcastTo(send: (revocation: Revocation) => void): void {
    this.broadcast = send;
  }

  /** An invalidation heard from another instance: dropped here, not sent on. */
  drop(revocation: Revocation): void {
    const now = Date.now();
    if (this.recent.size >= this.maxEntries) for (const [k, until] of this.recent) if (until <= now) this.recent.delete(k);
    this.recent.set('sessionId' in revocation ? `s:${revocation.sessionId}` : `u:${revocation.userId}`, now + RACE_GUARD_MS);
    const matches = 'sessionId' in revocation ? (i: SessionIdentity) => i.sessionId === revocation.sessionId : (i: SessionIdentity) => i.id === revocation.userId;
    for (const [key, entry] of this.entries) if (matches(entry.identity)) this.entries.delete(key);
  }

  private isRecent(key: string): boolean {
    const until = this.recent.get(key);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.recent.delete(key);
    return false;
  }

  /** Forgets everything, e.g. after broadcasts may have been missed. */
  clear(): void {
    this.entries.clear();
  }
}
