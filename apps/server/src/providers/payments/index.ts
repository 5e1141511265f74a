import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createStripePaymentsProvider } from './stripe';
import { createTestPaymentsProvider } from './test-provider';
import type { PaymentsProvider } from './types';

export type { PaymentEvent, PaymentsProvider } from './types';

/** The one place that picks the payments provider from config. */
export function createPayments(config: Config, db: Db): PaymentsProvider {
  const { secretKey, publishableKey, webhookSecret } = config.stripe;
  if (!secretKey) return createTestPaymentsProvider(db);
  return createStripePaymentsProvider({ secretKey, publishableKey: publishableKey ?? null, webhookSecret: webhookSecret ?? null });
}
