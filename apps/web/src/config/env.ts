import { z } from 'zod';

const EnvSchema = z.object({
  /** Empty means same origin: the server serves the SPA and the API together. */
  API_URL: z
    .string()
    .default('')
    .transform((url) => url.replace(/\/+$/, '')),
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
});

const parsed = EnvSchema.safeParse({
  API_URL: import.meta.env.VITE_API_URL || undefined,
  API_TIMEOUT_MS: import.meta.env.VITE_API_TIMEOUT_MS || undefined,
});

if (!parsed.success) {
  throw new Error(`Invalid web environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
}

export const env = parsed.data;
