import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createTestPaymentsProvider } from './test-provider';
import type { PaymentsProvider } from './types';

export type { PaymentEvent, PaymentsProvider } from './types';

/** The one place that picks the payments provider from config; the Stripe SDK loads only with a key. */
export async function createPayments(config: Config, db: Db): Promise<PaymentsProvider> {
  const { secretKey, publishableKey, webhookSecret } = config.stripe;
  if (!secretKey) return createTestPaymentsProvider(db);
  const { createStripePaymentsProvider } = await import('./stripe');
  return createStripePaymentsProvider({ secretKey, publishableKey: publishableKey ?? null, webhookSecret: webhookSecret ?? null });
}
