/**
 * Redis is away (stopped, restarting, unreachable): requests that need it answer 503 at once with
 * this text and Retry-After, instead of a 500 after the client's retries. Recognised by shape, so
 * the embedded default never loads ioredis. Sign-in limits fail closed this way: no Redis, no guess.
 */
export const REDIS_UNAVAILABLE_DETAIL = 'The service is briefly unavailable. Please try again in a few seconds.';
export const REDIS_RETRY_AFTER_SECONDS = 5;

const MESSAGES = [/enableOfflineQueue/, /^Connection is closed/, /^Command timed out/, /Reached the max retries per request limit/];

export function isRedisUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name === 'MaxRetriesPerRequestError') return true;
  return MESSAGES.some((m) => m.test(err.message));
}
