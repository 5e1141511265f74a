import type { Config } from '../../config';
import { testConfig } from '../../../test/helpers';

/** Integration settings for tests: stand-in URLs and millisecond retry waits. */
export function integrationsTestConfig(overrides: Partial<Config['integrations']> = {}): Config['integrations'] {
  return { ...testConfig().integrations, allowPrivateUrls: true, webhookRetryDelaysMs: [20, 20, 20], ...overrides };
}

/** Polls until `check` returns a value (the deliveries and notifications run after the response). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, tries = 200): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const v = await check();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not reached');
}
