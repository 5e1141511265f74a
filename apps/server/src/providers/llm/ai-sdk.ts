import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, streamText, type LanguageModel } from 'ai';
import type { LlmConfig } from '../../config';
import type { LlmProvider, StreamResult, TextRequest, TextResult } from './types';

const DEFAULT_MODELS = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' } as const;
const DEFAULT_MAX_OUTPUT_TOKENS = 2048;

type RealKind = Exclude<LlmProvider['kind'], 'offline'>;

function languageModel(kind: RealKind, model: string, cfg: LlmConfig): LanguageModel {
  if (kind === 'openai') return createOpenAI({ apiKey: cfg.apiKey, baseURL: cfg.baseUrl })(model);
  if (kind === 'anthropic') return createAnthropic({ apiKey: cfg.apiKey, baseURL: cfg.baseUrl })(model);
  // Groq, Ollama, vLLM, LM Studio: the Chat Completions wire format at LLM_BASE_URL.
  return createOpenAICompatible({ name: 'openai-compatible', baseURL: cfg.baseUrl!, apiKey: cfg.apiKey, includeUsage: true }).chatModel(model);
}

function finishReason(reason: string | undefined): TextResult['finishReason'] {
  return reason === 'stop' || reason === 'length' || reason === 'error' ? reason : 'other';
}

const tokens = (u: { inputTokens?: number; outputTokens?: number; totalTokens?: number } | undefined) =>
  u?.totalTokens ?? (u?.inputTokens ?? 0) + (u?.outputTokens ?? 0);

/** A real model through the Vercel AI SDK (one adapter for every configured provider). */
export function createAiSdkProvider(cfg: LlmConfig & { provider: RealKind }): LlmProvider {
  const kind = cfg.provider;
  const model = cfg.model ?? DEFAULT_MODELS[kind as keyof typeof DEFAULT_MODELS];
  const lm = languageModel(kind, model, cfg);
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
