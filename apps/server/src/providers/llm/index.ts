import type { Config } from '../../config';
import { createOfflineProvider } from '@uc/offline-engine';
import type { LlmProvider } from './types';

export type { LlmProvider, TextRequest, TextResult, StreamResult, ChatTurn, OfflinePurpose } from './types';

/**
 * The model chosen by LLM_PROVIDER; unset → the built-in offline engine. The Chat Completions wire
 * format (openai, openai-compatible) goes through a small direct client; Anthropic through the AI
 * SDK, imported only then, so the offline default does not pay for it at start-up.
 */
export async function createLlmProvider(config: Pick<Config, 'llm'>): Promise<LlmProvider> {
  const { provider } = config.llm;
  if (!provider) return createOfflineProvider();
  if (provider === 'anthropic') {
    const { createAiSdkProvider } = await import('./ai-sdk');
    return createAiSdkProvider({ ...config.llm, provider });
  }
  const { createChatCompletionsProvider } = await import('./chat-completions');
  return createChatCompletionsProvider({ ...config.llm, provider });
}
