import type { Config } from '../../config';
import { createAiSdkProvider } from './ai-sdk';
import { createOfflineProvider } from './offline';
import type { LlmProvider } from './types';

export type { LlmProvider, TextRequest, TextResult, StreamResult, ChatTurn, OfflinePurpose } from './types';

/** The model chosen by LLM_PROVIDER; unset → the built-in offline engine. */
export function createLlmProvider(config: Pick<Config, 'llm'>): LlmProvider {
  const { provider } = config.llm;
  if (!provider) return createOfflineProvider();
  return createAiSdkProvider({ ...config.llm, provider });
}
