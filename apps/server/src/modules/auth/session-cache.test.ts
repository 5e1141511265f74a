import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionCache, type SessionIdentity } from './session-cache';

const identity = (sessionId: string, userId = 'u1', expiresInMs = 3_600_000): SessionIdentity => ({
  id: userId,
  email: `${userId}@example.com`,
  name: 'U',
  isActive: true,
  isSuperuser: false,
  emailVerifiedAt: new Date(),
  createdAt: new Date(),
  sessionId,
  sessionExpiresAt: new Date(Date.now() + expiresInMs),
});

afterEach(() => vi.useRealTimers());

describe('SessionCache', () => {
  it('forgets entries after its TTL and after the session itself expires', () => {
    vi.useFakeTimers();
    const cache = new SessionCache(1000);
    cache.set('t1', identity('s1'));
    cache.set('t2', identity('s2', 'u2', 500));
    expect(cache.get('t1')?.sessionId).toBe('s1');
    vi.advanceTimersByTime(600);
    expect(cache.get('t2')).toBeUndefined();
    expect(cache.get('t1')).toBeDefined();
    vi.advanceTimersByTime(500);
    expect(cache.get('t1')).toBeUndefined();
  });

  it('answers only for the exact token, also when two tokens end alike', () => {
    const cache = new SessionCache();
    const tail = 'x'.repeat(40);
    cache.set(`first.${tail}`, identity('s1'));
    expect(cache.get(`first.${tail}`)?.sessionId).toBe('s1');
    expect(cache.get(`other.${tail}`)).toBeUndefined();
    expect(cache.get(tail)).toBeUndefined();
    cache.set(`second.${tail}`, identity('s2'));
    expect(cache.get(`second.${tail}`)?.sessionId).toBe('s2');
    expect(cache.get(`first.${tail}`)).toBeUndefined(); // the same slot: verified again, never another's identity
  });

  it('invalidates one session or every session of a user', () => {
    const cache = new SessionCache();
    cache.set('a', identity('s1', 'u1'));
    cache.set('b', identity('s2', 'u1'));
    cache.set('c', identity('s3', 'u2'));
    cache.invalidateSession('s1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.invalidateUser('u1');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('does not cache again, for a few seconds, an identity invalidated while its validation was in flight', () => {
    vi.useFakeTimers();
    const cache = new SessionCache(60_000);
    const validatedBefore = identity('s1', 'u1'); // read from the database before the logout committed
    cache.invalidateSession('s1');
    cache.set('a', validatedBefore);
    expect(cache.get('a')).toBeUndefined();
    cache.drop({ userId: 'u2' }); // heard from another instance
    cache.set('b', identity('s2', 'u2'));
    expect(cache.get('b')).toBeUndefined();
    cache.set('c', identity('s3', 'u3'));
    expect(cache.get('c')).toBeDefined();
    vi.advanceTimersByTime(5_001);
    cache.set('b', identity('s2', 'u2'));
    expect(cache.get('b')).toBeDefined();
  });

  it('stays bounded and caches nothing with a zero TTL', () => {
    const cache = new SessionCache(60_000, 2);
    cache.set('a', identity('s1'));
    cache.set('b', identity('s2'));
    cache.set('c', identity('s3'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    const off = new SessionCache(0);
    off.set('a', identity('s1'));
    expect(off.get('a')).toBeUndefined();
  });
});
