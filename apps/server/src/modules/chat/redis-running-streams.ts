import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { SharedRedis } from '../../providers/redis';
import type { RunningStream, RunningStreams } from './running-streams';
import type { StreamChunk } from './stream';

/** Entries kept per generation (approximate trim, a guard against runaway streams); an answer is far below it. */
const MAX_ENTRIES = 20_000;
/** A generation's keys outlive its last write by this, so an instance that died mid-answer leaves nothing for long. */
const RUNNING_TTL_MS = 10 * 60_000;
/** After the end marker, readers still following have this long to catch up. */
const ENDED_TTL_MS = 60_000;
/** A blocking read waits this long before checking that the stream still exists. */
const BLOCK_MS = 5_000;

// The pointer goes only if it still names this generation (a later one may have replaced it).
const DELETE_IF_CURRENT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

type Log = { error: (obj: object, msg: string) => void };
type WithDelete = Redis & { ucDeleteIfCurrent(key: string, value: string): Promise<number> };

/**
 * Running generations in Redis streams, so GET /chat/stream/{id}/stream works on any instance.
 * `<prefix>chat:running:<key>` names the current generation's stream `<prefix>chat:stream:<key>:<uuid>`;
 * chunks written in the same turn of the event loop go in one entry (a JSON array); an `end`
 * entry closes it. A reader replays from the first entry and follows with XREAD BLOCK on a
 * connection of its own.
 */
export class RedisRunningStreams implements RunningStreams {
  private readonly client: WithDelete;

  constructor(
    private readonly redis: Pick<SharedRedis, 'client' | 'prefix' | 'blockingConnection'>,
    private readonly log: Log,
  ) {
    this.client = redis.client as WithDelete;
    if (!this.client.ucDeleteIfCurrent) this.client.defineCommand('ucDeleteIfCurrent', { numberOfKeys: 1, lua: DELETE_IF_CURRENT });
  }

  private pointer(key: string) {
    return `${this.redis.prefix}chat:running:${key}`;
  }

  start(key: string): RunningStream {
    const { client } = this;
    const pointer = this.pointer(key);
    const stream = `${this.redis.prefix}chat:stream:${key}:${randomUUID()}`;
    const failed = (err: unknown) => this.log.error({ err }, 'redis: could not record a chat stream (resuming it may fail)');
    // Commands on one connection run in order: the pointer is set before the first chunk lands.
    client.set(pointer, stream, 'PX', RUNNING_TTL_MS).catch(failed);
    let pending: StreamChunk[] = [];
    const flush = () => {
      if (!pending.length) return;
      const entry = JSON.stringify(pending);
      pending = [];
      client.pipeline().xadd(stream, 'MAXLEN', '~', MAX_ENTRIES, '*', 'c', entry).pexpire(stream, RUNNING_TTL_MS).pexpire(pointer, RUNNING_TTL_MS).exec().catch(failed);
    };
    return {
      push(chunk) {
        if (!pending.length) setImmediate(flush);
        pending.push(chunk);
      },
      end() {
        flush();
        client.pipeline().xadd(stream, '*', 'end', '1').pexpire(stream, ENDED_TTL_MS).exec().catch(failed);
        client.ucDeleteIfCurrent(pointer, stream).catch(failed);
      },
    };
  }

  async resume(key: string): Promise<AsyncIterable<StreamChunk> | null> {
    const stream = await this.client.get(this.pointer(key));
    if (!stream) return null;
    const { redis, log } = this;
    return (async function* () {
      const conn = redis.blockingConnection(); // opened on the first read, so an unread resume holds nothing
      try {
        let last = '0';
        for (;;) {
          const reply = await conn.xread('COUNT', 100, 'BLOCK', BLOCK_MS, 'STREAMS', stream, last);
          if (!reply) {
            if (!(await conn.exists(stream))) return; // its instance died and the keys expired
            continue;
          }
          for (const [id, fields] of reply[0][1]) {
            last = id;
            if (fields[0] === 'end') return;
            yield* JSON.parse(fields[1]) as StreamChunk[];
          }
        }
      } catch (err) {
        // The reader's answer ends here (the stored message stays readable); never an unhandled rejection.
        log.error({ err }, 'redis: reading a chat stream failed');
      } finally {
        conn.disconnect();
      }
    })();
  }
}
