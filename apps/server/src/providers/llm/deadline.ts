import type { LlmProvider, StreamResult, TextRequest, TextResult } from './types';

export type Deadline = { signal: AbortSignal; dispose(): void };

/**
 * A signal that aborts after `ms` or when `parent` aborts. The timer is our own and stays
 * referenced until dispose(): `AbortSignal.any([AbortSignal.timeout(ms), …])` on Node 20 can
 * lose its timeout once the garbage collector runs, and then a stalled model never stops.
 */
export function ownedDeadline(ms: number, parent?: AbortSignal): Deadline {
  const controller = new AbortController();
  const onParent = () => controller.abort(parent?.reason);
  const seconds = Math.max(1, Math.round(ms / 1000));
  const timer = setTimeout(() => controller.abort(Object.assign(new DOMException(`The model did not finish within ${seconds} s`, 'TimeoutError'), { seconds })), ms);
  if (parent?.aborted) onParent();
  else parent?.addEventListener('abort', onParent, { once: true });
  return {
    signal: controller.signal,
    dispose() {
      clearTimeout(timer);
      parent?.removeEventListener('abort', onParent);
    },
  };
}

/** The generation deadline's seconds when `error` (or an error it wraps) is that deadline firing; null otherwise. */
export function deadlineSeconds(error: unknown): number | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { name, seconds } = e as { name?: unknown; seconds?: unknown };
    if (name === 'TimeoutError' && typeof seconds === 'number') return seconds;
  }
  return null;
}

/** Rejects when the signal aborts; never resolves otherwise. */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
  const p = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  p.catch(() => undefined);
  return p;
}

/** A stream that ended without the provider's finish event: stored as incomplete, not charged. */
export class CutStreamError extends Error {
  constructor() {
    super('The model stream ended before it was complete');
    this.name = 'CutStreamError';
  }
}

/** A result the provider itself marked as failed or aborted is a cut answer, whatever the client. */
function checkFinished(result: TextResult): TextResult {
  if (result.finishReason === 'error' || result.finishReason === 'aborted') throw new CutStreamError();
  return result;
}

/**
 * Every generation, for every provider (and the test stand-ins), ends by `timeoutMs`: the signal
 * handed to the provider aborts then, and the wait itself is raced against it, so even a client
 * that ignores the signal (or a stream kept alive by pings) cannot hold a generation longer.
 */
export function withDeadline(llm: LlmProvider, timeoutMs: number): LlmProvider {
  const start = (req: TextRequest) => {
    const deadline = ownedDeadline(timeoutMs, req.signal);
    return { deadline, aborted: rejectOnAbort(deadline.signal), req: { ...req, signal: deadline.signal } };
  };
  return {
    // Read at call time: the wrapped provider may be switched (Admin → AI) or still answer offline (local model not ready).
    get kind() {
      return llm.kind;
    },
    get model() {
      return llm.model;
    },
    get tools() {
      return llm.tools;
    },
    async generateText(request) {
      const { deadline, aborted, req } = start(request);
      try {
        return checkFinished(await Promise.race([llm.generateText(req), aborted]));
      } finally {
        deadline.dispose();
      }
    },
    streamText(request): StreamResult {
      const { deadline, aborted, req } = start(request);
      let inner: StreamResult;
      try {
        inner = llm.streamText(req);
      } catch (e) {
        deadline.dispose();
        throw e;
      }
      const result = Promise.race([inner.result, aborted])
        .then(checkFinished)
        .finally(() => deadline.dispose());
      result.catch(() => undefined);
      const textStream = (async function* () {
        const it = inner.textStream[Symbol.asyncIterator]();
        // Each wait is raced against the deadline without Promise.race: that adds a reaction to
        // `aborted` per chunk, kept until the stream ends (hundreds an answer, all garbage).
        let fail: ((reason: unknown) => void) | null = null;
        const onAbort = () => fail?.(deadline.signal.reason);
        deadline.signal.addEventListener('abort', onAbort, { once: true });
        try {
          for (;;) {
            if (deadline.signal.aborted) throw deadline.signal.reason;
            const next = await new Promise<IteratorResult<string>>((resolve, reject) => {
              fail = reject;
              it.next().then(resolve, reject);
            });
            if (next.done) return;
            yield next.value;
          }
        } finally {
          deadline.signal.removeEventListener('abort', onAbort);
          // Not awaited: a provider stuck in next() would hold the caller past the deadline.
          void it.return?.()?.catch(() => undefined);
        }
      })();
      return { textStream, result, finishedSteps: inner.finishedSteps };
    },
  };
}
