import { randomUUID } from 'node:crypto';
import type { LiveStreamEvent } from '@uc/contract';
import type { SharedRedis } from '../../providers/redis';

type Listener = (event: LiveStreamEvent) => void;

/** In-process fan-out of a session's events to its open event streams (local mode, the embedded default). */
export class SessionHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  subscribe(sessionId: string, listener: Listener): () => void {
    let set = this.listeners.get(sessionId);
    if (!set) this.listeners.set(sessionId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(sessionId);
    };
  }

  publish(sessionId: string, event: LiveStreamEvent): void {
    this.deliver(sessionId, event);
  }

  protected deliver(sessionId: string, event: LiveStreamEvent): void {
    for (const listener of this.listeners.get(sessionId) ?? []) listener(event);
  }
}

/**
 * With REDIS_URL: a message posted through one instance reaches the event stream open on another.
 * Events are delivered here at once and published on one channel for every instance; each skips
 * its own (one channel, so subscriptions do not grow with the number of sessions).
 */
export class RedisSessionHub extends SessionHub {
  private readonly origin = randomUUID();
  private readonly channel: string;

  private constructor(private readonly redis: SharedRedis) {
    super();
    this.channel = `${redis.prefix}live-events`;
  }

  static async connect(redis: SharedRedis, log: { warn: (obj: object, msg: string) => void }): Promise<RedisSessionHub> {
    const hub = new RedisSessionHub(redis);
    await redis.subscribe(hub.channel, {
      onMessage: (raw) => {
        try {
          const { origin, sessionId, event } = JSON.parse(raw) as { origin: string; sessionId: string; event: LiveStreamEvent };
          if (origin !== hub.origin) hub.deliver(sessionId, event);
        } catch (err) {
          log.warn({ err }, 'live: unreadable event from another instance');
        }
      },
    });
    return hub;
  }

  override publish(sessionId: string, event: LiveStreamEvent): void {
    this.deliver(sessionId, event);
    this.redis.client.publish(this.channel, JSON.stringify({ origin: this.origin, sessionId, event })).catch(() => undefined);
  }
}
