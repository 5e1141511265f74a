import { EventEmitter } from 'node:events';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatThreads } from '../../db/schema';
import type { SharedRedis } from '../../providers/redis';

/**
 * The answers being generated on this instance, so their founder can cancel them (issue 37: the
 * local model answers one request at a time and a founder waiting in its queue may give up).
 * Cancelling aborts the turn's signal: a queued request leaves the queue at once, a running one
 * stops at its next token; the answers end incomplete and, like every cut answer, are not charged.
 */
export class AnswerCancelled extends Error {
  constructor() {
    super('The founder cancelled the answer');
    this.name = 'AnswerCancelled';
  }
}

export const CANCELLED_TEXT = 'You cancelled this answer — no credit charged for it.';

/** True when `signal` was aborted by a cancellation (not a deadline or a drain). */
export const wasCancelled = (signal: AbortSignal | undefined) => Boolean(signal?.aborted && signal.reason instanceof AnswerCancelled);

export class RunningAnswers {
  private readonly byMessage = new Map<string, { userId: string; abort: AbortController }>();

  /** Registers a turn's answers under its owner; the returned function forgets them (the turn ended). */
  add(userId: string, messageIds: string[], abort: AbortController): () => void {
    const entry = { userId, abort };
    for (const id of messageIds) this.byMessage.set(id, entry);
    return () => {
      for (const id of messageIds) if (this.byMessage.get(id) === entry) this.byMessage.delete(id);
    };
  }

  /** Cancels the running turn holding `messageId` when `userId` owns it; false otherwise (nothing to say to others). */
  cancel(userId: string, messageId: string): boolean {
    const entry = this.byMessage.get(messageId);
    if (!entry || entry.userId !== userId) return false;
    if (!entry.abort.signal.aborted) entry.abort.abort(new AnswerCancelled());
    return true;
  }
}

/**
 * Several instances (REDIS_URL) behind a round-robin proxy: a cancel may reach another instance than
 * the one generating the answer. It is announced on `${prefix}chat-cancel`; each instance cancels it
 * if it runs it (ownership is checked again there).
 */
export type CancelChannel = {
  publish(userId: string, messageId: string): void;
  subscribe(onCancel: (userId: string, messageId: string) => void): Promise<void>;
};

type Log = { error: (obj: object, msg: string) => void };

export function redisCancelChannel(redis: Pick<SharedRedis, 'client' | 'prefix' | 'subscribe'>, log: Log): CancelChannel {
  const channel = `${redis.prefix}chat-cancel`;
  return {
    publish(userId, messageId) {
      const message = JSON.stringify({ userId, messageId });
      redis.client.publish(channel, message).catch((err: unknown) => log.error({ err }, 'redis: could not announce a chat cancel'));
    },
    subscribe: (onCancel) =>
      redis.subscribe(channel, {
        onMessage(message) {
          try {
            const m = JSON.parse(message) as { userId?: unknown; messageId?: unknown };
            if (typeof m.userId === 'string' && typeof m.messageId === 'string') onCancel(m.userId, m.messageId);
          } catch {
            // not ours
          }
        },
      }),
  };
}

/** Several apps in one process on one database (tests): each hears the others' cancels. */
export function inProcessCancelChannel(): () => CancelChannel {
  const bus = new EventEmitter();
  return () => ({
    publish: (userId, messageId) => void bus.emit('cancel', userId, messageId),
    async subscribe(onCancel) {
      bus.on('cancel', onCancel);
    },
  });
}

/** Whether `messageId` is an answer of `userId` still being generated (on some instance). */
export async function isRunningAnswerOf(db: Db, userId: string, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .where(
      and(eq(chatMessages.id, messageId), eq(chatThreads.userId, userId), eq(chatMessages.role, 'assistant'), eq(chatMessages.status, 'streaming')),
    )
    .limit(1);
  return Boolean(row);
}
