import type { LlmProvider, StreamResult, TextRequest } from '@uc/offline-engine';

/** A model that answers "Stand-in answer." and keeps every request, so tests can read the prompts it was sent. */
export function recordingModel(): { llm: LlmProvider; seen: TextRequest[] } {
  const seen: TextRequest[] = [];
  const text = 'Stand-in answer.';
  const result = { text, tokensUsed: 3, model: 'stand-in', finishReason: 'stop' as const };
  const llm: LlmProvider = {
    kind: 'openai-compatible',
    model: 'stand-in',
    async generateText(req) {
      seen.push(req);
      return result;
    },
    streamText(req): StreamResult {
      seen.push(req);
      return { textStream: (async function* () { yield text; })(), result: Promise.resolve(result) };
    },
  };
  return { llm, seen };
}
