// Read and checked by hand rather than with zod: this module is on the landing page's first
// download, and zod loads only after first paint (issue 17).

/** Empty means same origin: the server serves the SPA and the API together. */
function parseApiUrl(raw: string | undefined) {
  return (raw ?? '').replace(/\/+$/, '');
}

function parseTimeoutMs(raw: string | undefined) {
  if (raw === undefined || raw === '') return 30_000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`Invalid web environment: API_TIMEOUT_MS: expected a positive integer, got "${raw}"`);
  return ms;
}

export const env = {
  API_URL: parseApiUrl(import.meta.env.VITE_API_URL || undefined),
  API_TIMEOUT_MS: parseTimeoutMs(import.meta.env.VITE_API_TIMEOUT_MS || undefined),
};
