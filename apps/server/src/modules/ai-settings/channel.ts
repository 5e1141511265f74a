import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { SharedRedis } from '../../providers/redis';

/**
 * "The AI settings changed: reload them" between instances. On Redis (REDIS_URL) the message goes
 * on `${prefix}ai-settings`, next to the revocation broadcasts; without Redis there is one
 * instance and nothing to tell, except in tests that share an in-process channel between two apps.
 */
export type AiSettingsChannel = {
  publish(): void;
  /** `onChange` runs for changes made by the other instances (and after a lost connection came back). */
  subscribe(onChange: () => void): Promise<void>;
};

type Log = { error: (obj: object, msg: string) => void };

export function redisAiSettingsChannel(redis: Pick<SharedRedis, 'client' | 'prefix' | 'subscribe'>, log: Log): AiSettingsChannel {
  const channel = `${redis.prefix}ai-settings`;
  const origin = randomUUID(); // this instance already reloaded what it saved
  return {
    publish() {
      redis.client.publish(channel, origin).catch((err: unknown) => log.error({ err }, 'redis: could not announce the new AI settings (other instances keep the old engine until restarted)'));
    },
    subscribe: (onChange) => redis.subscribe(channel, { onMessage: (from) => from !== origin && onChange(), onMissed: onChange }),
  };
}

/** Several apps in one process sharing one database (tests on PGlite): each hears the others' saves. */
export function inProcessAiSettingsChannel(): () => AiSettingsChannel {
  const bus = new EventEmitter();
  return () => {
    const origin = randomUUID();
    return {
      publish: () => void bus.emit('change', origin),
      async subscribe(onChange) {
        bus.on('change', (from: string) => from !== origin && onChange());
      },
    };
  };
}

export const NO_CHANNEL: AiSettingsChannel = { publish: () => undefined, subscribe: async () => undefined };
