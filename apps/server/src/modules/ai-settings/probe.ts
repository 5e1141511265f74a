import type { AiModelList, AiProvider, AiTestResult } from '@uc/contract';
import type { LlmConfig } from '../../config';
import { HttpError } from '../../errors';
import { OPERATOR_URL, OutgoingRequestError, outgoingFetch } from '../../outgoing';

/**
 * Admin → AI's Test and model list: a real round trip to the provider, its failures in plain words.
 * Base URLs come from a superuser, so they are operator URLs (a local Ollama or vLLM is the point).
 */
const TEST_TIMEOUT_MS = 20_000;
const DEFAULT_BASE: Record<Exclude<AiProvider, 'openai-compatible'>, string> = { openai: 'https://api.openai.com/v1', anthropic: 'https://api.anthropic.com/v1' };

type Failure = { kind: NonNullable<AiTestResult['error_kind']>; text: string };

/** The HTTP status an AI SDK error (APICallError, possibly wrapped) carries, if any. */
function statusOf(e: unknown): number | null {
  for (let x = e, depth = 0; x && typeof x === 'object' && depth < 5; x = (x as { cause?: unknown }).cause, depth += 1) {
    const s = (x as { statusCode?: unknown }).statusCode;
    if (typeof s === 'number') return s;
    const errors = (x as { errors?: unknown[] }).errors; // RetryError
    if (Array.isArray(errors) && errors.length) return statusOf(errors.at(-1));
  }
  return null;
}

const hostOf = (cfg: LlmConfig & { provider: AiProvider }) => {
  try {
    return new URL(cfg.baseUrl ?? DEFAULT_BASE[cfg.provider as 'openai']).host;
  } catch {
    return 'the provider';
  }
};

export function explainFailure(e: unknown, cfg: LlmConfig & { provider: AiProvider }, model: string): Failure {
  const status = statusOf(e);
  if (status === 401 || status === 403) return { kind: 'wrong_key', text: `The provider refused the API key (HTTP ${status}): check the key and its access to this model.` };
  if (status === 404) return { kind: 'model_not_found', text: `Model not found: ${hostOf(cfg)} does not know "${model}" (HTTP 404). Pick one from the list.` };
  const name = (e as Error | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout', text: `No answer within ${TEST_TIMEOUT_MS / 1000} s from ${hostOf(cfg)}.` };
  if (status) return { kind: 'other', text: `The provider answered HTTP ${status}.` };
  if (e instanceof OutgoingRequestError || /fetch failed|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|Cannot connect|connect/i.test(String((e as Error)?.message ?? e))) {
    return { kind: 'unreachable', text: `Unreachable: could not connect to ${hostOf(cfg)}. Check the base URL and that the server runs.` };
  }
  return { kind: 'other', text: `The test failed: ${String((e as Error)?.message ?? e).slice(0, 200)}` };
}

/** One short generation through the same adapter chat uses; latency is the whole round trip. */
export async function testConnection(cfg: LlmConfig & { provider: AiProvider }): Promise<AiTestResult> {
  const { createAiSdkProvider, DEFAULT_MODEL } = await import('../../providers/llm/ai-sdk');
  const model = cfg.model ?? DEFAULT_MODEL[cfg.provider];
  const started = performance.now();
  const base = { provider: cfg.provider, model };
  const latency = () => Math.round(performance.now() - started);
  try {
    const llm = await createAiSdkProvider(cfg);
    const res = await llm.generateText({ system: 'You are being tested. Answer in one short sentence.', messages: [{ role: 'user', content: 'Say hello.' }], maxOutputTokens: 40, signal: AbortSignal.timeout(TEST_TIMEOUT_MS) });
    return { ...base, ok: true, latency_ms: latency(), reply: res.text.slice(0, 500), error: null, error_kind: null };
  } catch (e) {
    const f = explainFailure(e, cfg, model);
    return { ...base, ok: false, latency_ms: latency(), reply: null, error: f.text, error_kind: f.kind };
  }
}

/** The provider's models: OpenAI-compatible GET {base}/models, Anthropic GET /v1/models. */
export async function listModels(cfg: LlmConfig & { provider: AiProvider }): Promise<AiModelList> {
  const base = (cfg.baseUrl ?? DEFAULT_BASE[cfg.provider as 'openai']).replace(/\/+$/, '');
  const headers: Record<string, string> =
    cfg.provider === 'anthropic' ? { 'x-api-key': cfg.apiKey ?? '', 'anthropic-version': '2023-06-01' } : cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {};
  let res;
  try {
    res = await outgoingFetch(`${base}/models${cfg.provider === 'anthropic' ? '?limit=100' : ''}`, { headers, signal: AbortSignal.timeout(TEST_TIMEOUT_MS) }, { allowPrivate: OPERATOR_URL });
  } catch (e) {
    throw new HttpError(502, explainFailure(e, cfg, cfg.model ?? '').text);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new HttpError(502, explainFailure({ statusCode: res.status }, cfg, cfg.model ?? '').text.replace(/^Model not found.*$/, `No model list at ${base}/models (HTTP 404).`));
  }
  const body = (await res.json().catch(() => null)) as { data?: { id?: unknown }[] } | null;
  const models = (body?.data ?? []).map((m) => m.id).filter((id): id is string => typeof id === 'string' && id.length <= 200).slice(0, 500);
  return { provider: cfg.provider, models: [...new Set(models)].sort() };
}
