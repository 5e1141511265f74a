import type { Config } from '../../config';
import { createOfflineProvider } from '@uc/offline-engine';
import type { LlmProvider } from './types';

export type { LlmProvider, TextRequest, TextResult, StreamResult, ChatTurn, OfflinePurpose, ToolStep, StepUsage } from './types';

/**
 * The model chosen by LLM_PROVIDER; unset → the built-in offline engine. Every provider (openai,
 * anthropic, openai-compatible) goes through the AI SDK, imported only then, so the offline
 * default does not pay for it at start-up.
 */
export async function createLlmProvider(config: Pick<Config, 'llm'>): Promise<LlmProvider> {
  const { provider } = config.llm;
  if (!provider) return createOfflineProvider();
  const { createAiSdkProvider } = await import('./ai-sdk');
  return createAiSdkProvider({ ...config.llm, provider });
}
