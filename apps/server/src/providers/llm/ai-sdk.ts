import type { LanguageModel, ModelMessage, StepResult, ToolSet } from 'ai';
import {
  generateText,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  stepCountIs,
  streamText,
  zodSchema,
} from 'ai';
import type { z } from 'zod';
import type { LlmConfig } from '../../config';
import { fetchRequiringFinish, FINISH_MARKERS } from './finish-guard';
import type { LlmProvider, StepUsage, StreamResult, TextRequest, TextResult, ToolStep } from './types';

const DEFAULT_MAX_OUTPUT_TOKENS = 2048;
/** Model calls per answer when tools are offered: a few tool rounds, then the answer. */
export const MAX_STEPS = 5;

/**
 * Each tool's zod input wrapped once per schema (the agents' schemas are module constants): the SDK
 * converts a wrapped schema to JSON Schema on first use and keeps it, not again for every answer.
 */
const wrapped = new WeakMap<object, ReturnType<typeof zodSchema>>();
function asToolSet(tools: Record<string, unknown>): ToolSet {
  return Object.fromEntries(Object.entries(tools).map(([name, t]) => {
    const { inputSchema } = t as { inputSchema: Parameters<typeof zodSchema>[0] };
    let schema = wrapped.get(inputSchema);
    if (!schema) wrapped.set(inputSchema, (schema = zodSchema(inputSchema)));
    return [name, { ...(t as object), inputSchema: schema }];
  })) as ToolSet;
}

type Kind = Exclude<NonNullable<LlmConfig['provider']>, 'local'>;
export const DEFAULT_MODEL: Record<Kind, string> = { anthropic: 'claude-3-5-haiku-latest', openai: 'gpt-4o-mini', 'openai-compatible': '' };

/**
 * The language model of a provider, through the AI SDK. Every stream goes through the finish
 * guard: one closed before the provider's finish event is a cut answer, not a complete one.
 * OpenAI speaks Chat Completions (`.chat`) like the compatible servers (Groq, Ollama, vLLM…).
 */
async function languageModel(cfg: LlmConfig & { provider: Kind }, model: string): Promise<LanguageModel> {
  if (cfg.provider === 'anthropic') {
    const { createAnthropic } = await import('@ai-sdk/anthropic');
    return createAnthropic({ apiKey: cfg.apiKey, baseURL: cfg.baseUrl, fetch: fetchRequiringFinish(FINISH_MARKERS.anthropic) })(model);
  }
  const fetch = fetchRequiringFinish(FINISH_MARKERS.chatCompletions);
  if (cfg.provider === 'openai') {
    const { createOpenAI } = await import('@ai-sdk/openai');
    return createOpenAI({ apiKey: cfg.apiKey, baseURL: cfg.baseUrl, fetch }).chat(model);
  }
  const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
  return createOpenAICompatible({ name: 'openai-compatible', apiKey: cfg.apiKey, baseURL: cfg.baseUrl!, fetch, includeUsage: true })(model);
}

function finishReason(reason: string | undefined): TextResult['finishReason'] {
  return reason === 'stop' || reason === 'length' || reason === 'error' ? reason : 'other';
}

type Usage = { inputTokens?: number; outputTokens?: number; totalTokens?: number } | undefined;
const usageOf = (u: Usage) => ({ inputTokens: u?.inputTokens ?? 0, outputTokens: u?.outputTokens ?? 0 });
const tokens = (u: Usage) => u?.totalTokens ?? (u?.inputTokens ?? 0) + (u?.outputTokens ?? 0);
const stepUsage = (steps: StepResult<ToolSet>[]): StepUsage[] => steps.map((s) => ({ ...usageOf(s.usage), toolNames: s.toolCalls.map((c) => c.toolName) }));
/** The signal's reason as fetch rejects with it (AbortError / TimeoutError). */
function abortReason(signal: AbortSignal): Error {
  if (signal.reason instanceof Error) return signal.reason;
  return new DOMException('This operation was aborted', 'AbortError');
}
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

function resultOf(model: string, r: { text: string; totalUsage: Usage; finishReason: string; steps: StepResult<ToolSet>[] }): TextResult {
  // A tool-using answer's text is its last step's (earlier steps only called tools).
  return { text: r.text, tokensUsed: tokens(r.totalUsage), model, finishReason: finishReason(r.finishReason), usage: usageOf(r.totalUsage), steps: stepUsage(r.steps) };
}

/** openai, anthropic or openai-compatible (LLM_BASE_URL and LLM_MODEL required by config for the latter). */
export async function createAiSdkProvider(cfg: LlmConfig & { provider: Kind }): Promise<LlmProvider> {
  const kind = cfg.provider;
  const model = cfg.model ?? DEFAULT_MODEL[kind];
  const lm = await languageModel(cfg, model);
  const common = (req: TextRequest) => ({
    model: lm,
    system: req.system,
    messages: req.messages as ModelMessage[],
    maxOutputTokens: req.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
    abortSignal: req.signal,
    // The caller decides about retries (a failed answer releases its credit instead).
    maxRetries: 0,
    ...(req.tools ? { tools: asToolSet(req.tools), stopWhen: stepCountIs(MAX_STEPS) } : {}),
  });

  return {
    kind,
    model,
    tools: cfg.tools !== false,
    async generateText(req) {
      if (!req.schema) return resultOf(model, await generateText(common(req)));
      try {
        const res = await generateText({ ...common(req), output: Output.object({ schema: req.schema as z.ZodType }) });
        return { ...resultOf(model, res), object: res.output };
      } catch (e) {
        // An answer that does not match: its text and usage still count; the caller falls back.
        if (!NoObjectGeneratedError.isInstance(e)) throw e;
        const usage = usageOf(e.usage);
        return { text: e.text ?? '', tokensUsed: tokens(e.usage), model, finishReason: finishReason(e.finishReason), usage, steps: [{ ...usage, toolNames: [] }] };
      }
    },
    streamText(req): StreamResult {
      let failure: unknown;
      const res = streamText({
        ...common(req),
        onError: ({ error }) => {
          failure = error;
        },
      });
      const calls = new Map<string, ToolStep>();
      const report = (id: string, change: Partial<ToolStep>) => {
        const step = { ...calls.get(id)!, ...change };
        calls.set(id, step);
        req.onToolStep?.(step);
      };
      // The SDK ends an aborted stream quietly and reports provider errors through onError: surface both.
      const failed = () => (req.signal?.aborted ? abortReason(req.signal) : failure);
      // The result is gathered from the one stream read here: each of the SDK's own result promises
      // (text, steps, totalUsage, finishReason) would read the whole stream again through a tee of its own.
      const steps: StepUsage[] = [];
      let stepText = '';
      let stepTools: string[] = [];
      let finish: { finishReason: string; totalUsage: Usage } | undefined;
      let settle!: { resolve: (r: TextResult) => void; reject: (e: unknown) => void };
      const result = new Promise<TextResult>((resolve, reject) => (settle = { resolve, reject }));
      const textStream = (async function* () {
        try {
          for await (const part of res.fullStream) {
            if (part.type === 'text-delta') {
              stepText += part.text;
              yield part.text;
            } else if (part.type === 'start-step') {
              // A tool-using answer's text is its last step's (earlier steps only called tools).
              stepText = '';
              stepTools = [];
            } else if (part.type === 'finish-step') steps.push({ ...usageOf(part.usage), toolNames: stepTools });
            else if (part.type === 'finish') finish = part;
            else if (part.type === 'tool-call') {
              stepTools.push(part.toolName);
              calls.set(part.toolCallId, { toolCallId: part.toolCallId, toolName: part.toolName, input: part.input, state: 'running' });
              report(part.toolCallId, {});
            } else if (part.type === 'tool-result' && calls.has(part.toolCallId)) report(part.toolCallId, { state: 'done', output: part.output });
            else if (part.type === 'tool-error' && calls.has(part.toolCallId)) report(part.toolCallId, { state: 'error', errorText: errorText(part.error) });
          }
          if (failed()) throw failed();
          if (!steps.length) throw new NoOutputGeneratedError({ message: 'No output generated. Check the stream for errors.' });
          const total = finish?.totalUsage;
          settle.resolve({ text: stepText, tokensUsed: tokens(total), model, finishReason: finishReason(finish?.finishReason), usage: usageOf(total), steps });
        } catch (e) {
          settle.reject(failed() ?? e);
          throw failed() ?? e;
        } finally {
          // A reader that stops early gets no result (a no-op once settled).
          settle.reject(failed() ?? new Error('The model stream was not read to its end'));
        }
      })();
      // Consumers may await only one of the two; never leave the other rejection unhandled.
      result.catch(() => undefined);
      return { textStream, result, finishedSteps: () => steps };
    },
  };
}
