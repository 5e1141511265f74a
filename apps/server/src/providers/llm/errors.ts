/**
 * A provider that answers 401/403 refused the configured key: a configuration problem the user
 * should hear about as such, not as a crash. The AI SDK's APICallError carries the HTTP status
 * (checked by shape, so the SDK is not loaded for the offline engine).
 */
export const isKeyRefused = (error: unknown): boolean => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return status === 401 || status === 403;
};

export const KEY_REFUSED = 'The model provider refused the configured key';
