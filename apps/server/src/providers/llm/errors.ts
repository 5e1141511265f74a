/**
 * Provider failures a founder or an operator can act on. The AI SDK's APICallError carries the
 * HTTP status and headers (checked by shape, so the SDK is not loaded for the offline engine).
 */
type ApiError = { statusCode?: unknown; responseHeaders?: Record<string, string> } | null;

/** A provider that answers 401/403 refused the configured key: a configuration problem, not a crash. */
export const isKeyRefused = (error: unknown): boolean => {
  const status = (error as ApiError)?.statusCode;
  return status === 401 || status === 403;
};

/** For the operator (logs, diagnostics): what is wrong and where to fix it. */
export const KEY_REFUSED = 'The model provider refused the configured key: LLM_API_KEY is wrong or lacks access to the model';
/** For the founder: the key is the operator's business. */
export const AI_UNAVAILABLE = 'The AI is unavailable right now';

/** Seconds a 429 asks to wait (Retry-After in seconds or as an HTTP date); null when not a 429 or unstated. */
export function retryAfterSeconds(error: unknown, now = Date.now()): number | null {
  const e = error as ApiError;
  if (e?.statusCode !== 429) return null;
  const header = Object.entries(e.responseHeaders ?? {}).find(([k]) => k.toLowerCase() === 'retry-after')?.[1]?.trim();
  if (!header) return null;
  if (/^\d+(\.\d+)?$/.test(header)) return Math.ceil(Number(header));
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(1, Math.ceil((at - now) / 1000));
}

/** What the founder reads about a provider failure; null when it is a plain failure (the caller's generic text). */
export function providerFailureText(error: unknown): string | null {
  if ((error as ApiError)?.statusCode === 429) {
    const seconds = retryAfterSeconds(error);
    return seconds === null ? 'The AI provider is busy; try again in a minute' : `The AI provider is busy; try again in ${seconds} s`;
  }
  if (isKeyRefused(error)) return AI_UNAVAILABLE;
  return null;
}

/** A provider failure as the operator's diagnostics show it (a refused key named as such). */
export const operatorError = (error: unknown): unknown => (isKeyRefused(error) ? new Error(KEY_REFUSED) : error);

/** What the logs say about a provider failure. */
export const operatorText = (error: unknown, fallback: string): string => (isKeyRefused(error) ? KEY_REFUSED : fallback);
