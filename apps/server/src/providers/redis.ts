import type { Redis, RedisOptions } from 'ioredis';
import { ConfigError } from '../config';

/**
 * One instance's connections to the Redis every instance shares (REDIS_URL): limits, revocation
 * broadcasts and resumable chat streams live there. ioredis is loaded only when REDIS_URL is set,
 * so the embedded single-process start-up does not pay for it.
 */
export type SharedRedis = {
  /** Commands: counters, stream appends, publishes. */
  client: Redis;
  /** Starts every key and channel name (REDIS_PREFIX), so deployments and tests can share one Redis. */
  prefix: string;
  /**
   * Calls `onMessage` for every message on `channel` (one subscriber connection serves every
   * channel); `onMissed` runs when that connection came back after a loss, since messages sent
   * meanwhile never arrive.
   */
  subscribe(channel: string, handlers: { onMessage: (message: string) => void; onMissed?: () => void }): Promise<void>;
  /** A connection of its own for blocking reads (XREAD BLOCK holds its connection); the caller disconnects it. */
  blockingConnection(): Redis;
  /** Whether Redis answers a PING within `timeoutMs` (readiness). */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

type Log = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

const CONNECT_TIMEOUT_MS = 5_000;
const COMMAND_TIMEOUT_MS = 800;

/** Host and port only: the URL may carry a password. */
const hostOf = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}`;
  } catch {
    return 'REDIS_URL';
  }
};

/** Connects or fails with a clear message: an instance that cannot share its state must not start. */
export async function connectRedis(config: { url: string; prefix: string }, log: Log): Promise<SharedRedis> {
  const { Redis } = await import('ioredis');
  // Commands fail at once while Redis is away (no offline queue; a command unanswered for
  // COMMAND_TIMEOUT_MS fails too): the request answers 503 "briefly unavailable" within a second
  // (plugins/errors.ts), /health/ready says 503, and the connection comes back by itself.
  const options: RedisOptions = { lazyConnect: true, connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: COMMAND_TIMEOUT_MS };
  const where = hostOf(config.url);

  let started = false; // a failure to connect at start is one clear error, not a log line per connection
  let firstError: Error | undefined;
  const watch = (conn: Redis, role: string) => {
    let down = false;
    // One line per outage, not one per reconnection attempt; an 'error' without a listener would be printed raw.
    conn.on('error', (err: Error) => {
      firstError ??= err;
      if (!down && started) log.error({ err, redis: where, role }, 'redis: connection lost, reconnecting');
      down = true;
    });
    conn.on('ready', () => {
      if (down) log.info({ redis: where, role }, 'redis: reconnected');
      down = false;
    });
    return conn;
  };

  // Named, so CLIENT LIST shows whose connection is whose.
  const connect = (role: string) => watch(new Redis(config.url, { ...options, connectionName: `${config.prefix}${role}` }), role);
  const client = connect('commands');
  const subscriber = connect('subscriber');
  const blocking = new Set<Redis>();
  try {
    await Promise.all([client.connect(), subscriber.connect()]);
  } catch (err) {
    client.disconnect();
    subscriber.disconnect();
    throw new ConfigError(`Redis at ${where} (REDIS_URL) is unreachable: ${(firstError ?? (err as Error)).message}`);
  }
  started = true;

  const channels = new Map<string, { onMessage: (message: string) => void; onMissed?: () => void }[]>();
  subscriber.on('message', (channel: string, message: string) => {
    for (const h of channels.get(channel) ?? []) h.onMessage(message);
  });
  let lost = false;
  subscriber.on('close', () => void (lost = true));
  subscriber.on('ready', () => {
    if (!lost) return;
    lost = false; // ioredis subscribes again by itself; what was published meanwhile is gone
    for (const list of channels.values()) for (const h of list) h.onMissed?.();
  });

  return {
    client,
    prefix: config.prefix,
    async subscribe(channel, handlers) {
      const list = channels.get(channel) ?? [];
      list.push(handlers);
      channels.set(channel, list);
      if (list.length === 1) await subscriber.subscribe(channel);
    },
    blockingConnection() {
      // XREAD BLOCK waits on purpose: no command timeout on this connection.
      const conn = watch(client.duplicate({ connectionName: `${config.prefix}blocking-read`, commandTimeout: undefined, enableOfflineQueue: true }), 'blocking-read');
      blocking.add(conn);
      conn.on('end', () => blocking.delete(conn));
      return conn;
    },
    async ping(timeoutMs = 1_000) {
      if (client.status !== 'ready') return false;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      try {
        return await Promise.race([client.ping().then((r) => r === 'PONG'), timeout]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      for (const conn of blocking) conn.disconnect();
      await Promise.all([client, subscriber].map((conn) => quitOrDrop(conn)));
    },
  };
}

/** QUIT lets replies in flight arrive; a connection that is down is dropped at once. */
async function quitOrDrop(conn: Redis) {
  if (conn.status !== 'ready') return conn.disconnect();
  await Promise.race([conn.quit().catch(() => undefined), new Promise((r) => setTimeout(r, 1_000).unref())]);
  conn.disconnect();
}
