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
