import { env } from '@/config/env';

/** An absolute API URL with its query; light enough for the first paint (health check, reconnect probe). */
export function buildUrl(path: string, query?: Record<string, string | number | boolean | undefined>) {
  const url = new URL(`${env.API_URL || window.location.origin}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}
