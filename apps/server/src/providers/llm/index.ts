import type { Config } from '../../config';
import { createOfflineProvider } from './offline';
import type { LocalModel } from './local/local-model';
import type { LlmProvider } from './types';

export type { LlmProvider, TextRequest, TextResult, StreamResult, ChatTurn, OfflinePurpose, ToolStep, StepUsage } from './types';

/**
 * The model chosen by LLM_PROVIDER; unset → the built-in offline engine. Every provider (openai,
 * anthropic, openai-compatible) goes through the AI SDK, imported only then, so the offline
 * default does not pay for it at start-up.
 */
export async function createLlmProvider(config: Pick<Config, 'llm'>, deps: { localModel?: LocalModel } = {}): Promise<LlmProvider> {
  const { provider } = config.llm;
  if (!provider) return createOfflineProvider();
  if (provider === 'local') {
    if (!deps.localModel) throw new Error('LLM_PROVIDER=local needs the local model manager');
    // The child process and node-llama-cpp load only when the first answer needs the model.
    const { createLocalProvider } = await import('./local/local-provider');
    return createLocalProvider({ model: deps.localModel, fallback: createOfflineProvider(), tools: config.llm.tools !== false });
  }
  const { createAiSdkProvider } = await import('./ai-sdk');
  return createAiSdkProvider({ ...config.llm, provider });
}
