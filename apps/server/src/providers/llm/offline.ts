import { offlineEngine } from '../../lazy-packages';
import type { LlmProvider, StreamResult } from './types';

/**
 * The built-in offline engine, loaded when it first answers rather than at start (issue 42).
 * Answers exactly as the engine's own provider does: its stream and result once the engine is in.
 */
export function createOfflineProvider(): LlmProvider {
  // Not before the first answer: creating the provider at start must not load the engine.
  let loaded: Promise<LlmProvider> | undefined;
  // Once in, its stream is handed on as it is: no wrapping generator on every word (issue 42).
  let ready: LlmProvider | undefined;
  const engine = () => (loaded ??= offlineEngine().then((m) => (ready = m.createOfflineProvider())));
  return {
    kind: 'offline',
    model: 'offline-engine', // the engine's OFFLINE_MODEL
    async generateText(req) {
      return (await engine()).generateText(req);
    },
    streamText(req): StreamResult {
      if (ready) return ready.streamText(req);
      const inner = engine().then((p) => p.streamText(req));
      const result = inner.then((s) => s.result);
      result.catch(() => undefined); // as the engine's: rejects for whoever awaits it
      const textStream = (async function* () {
        yield* (await inner).textStream;
      })();
      return { textStream, result };
    },
  };
}
