import { createAnthropic } from '@ai-sdk/anthropic';
import { generateText, streamText } from 'ai';
import type { LlmConfig } from '../../config';
import { fetchRequiringFinish } from './finish-guard';
import type { LlmProvider, StreamResult, TextRequest, TextResult } from './types';

const DEFAULT_MODEL = 'claude-3-5-haiku-latest';
const DEFAULT_MAX_OUTPUT_TOKENS = 2048;

function finishReason(reason: string | undefined): TextResult['finishReason'] {
  return reason === 'stop' || reason === 'length' || reason === 'error' ? reason : 'other';
}

const tokens = (u: { inputTokens?: number; outputTokens?: number; totalTokens?: number } | undefined) =>
  u?.totalTokens ?? (u?.inputTokens ?? 0) + (u?.outputTokens ?? 0);

/** Anthropic through the Vercel AI SDK (the Chat Completions providers use ./chat-completions). */
export function createAiSdkProvider(cfg: LlmConfig & { provider: 'anthropic' }): LlmProvider {
  const kind = cfg.provider;
  const model = cfg.model ?? DEFAULT_MODEL;
  // A stream closed before message_stop is a cut answer, not a complete one.
  const lm = createAnthropic({ apiKey: cfg.apiKey, baseURL: cfg.baseUrl, fetch: fetchRequiringFinish('message_stop') })(model);
  const common = (req: TextRequest) => ({
    model: lm,
    system: req.system,
    messages: req.messages,
    maxOutputTokens: req.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
    abortSignal: req.signal,
    // The caller decides about retries (a failed answer releases its credit instead).
    maxRetries: 0,
  });

  return {
    kind,
    model,
    async generateText(req) {
      const res = await generateText(common(req));
      return { text: res.text, tokensUsed: tokens(res.totalUsage), model, finishReason: finishReason(res.finishReason) };
    },
    streamText(req): StreamResult {
      let failure: unknown;
      const res = streamText({
        ...common(req),
        onError: ({ error }) => {
          failure = error;
        },
      });
      const textStream = (async function* () {
        for await (const delta of res.textStream) yield delta;
        // The SDK reports provider errors through onError and ends the stream; surface them.
        if (failure) throw failure;
      })();
      const result = (async (): Promise<TextResult> => {
        const [text, usage, reason] = await Promise.all([res.text, res.totalUsage, res.finishReason]);
        if (failure) throw failure;
        return { text, tokensUsed: tokens(usage), model, finishReason: finishReason(reason) };
      })();
      // Consumers may await only one of the two; never leave the other rejection unhandled.
      result.catch(() => undefined);
      return { textStream, result };
    },
  };
}
