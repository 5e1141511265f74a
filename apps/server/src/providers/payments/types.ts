import type { CardErrorCode, PaymentMethod } from '@uc/contract';

export type Customer = { userId: string; email: string; name: string; customerId: string | null };

/** A verified provider event, reduced to what billing acts on. */
export type PaymentEvent =
  /** `ours`: the intent carries our package metadata, so its payment row must exist (or is about to). */
  | { id: string; type: 'payment_succeeded'; paymentRef: string; ours?: boolean }
  | { id: string; type: 'payment_failed'; paymentRef: string }
  | { id: string; type: 'payment_refunded'; paymentRef: string }
  | {
      id: string;
      type: 'invoice_paid';
      invoiceRef: string;
      subscriptionRef: string;
      amountCents: number;
      periodStart: Date;
      periodEnd: Date;
    }
  | { id: string; type: 'subscription_updated'; subscriptionRef: string; status: string; cancelAtPeriodEnd: boolean; periodEnd: Date | null }
  | { id: string; type: 'ignored' }
  /** Validly signed, but of a shape we cannot act on: kept with its body for the admin, acknowledged so the provider stops retrying. */
  | { id: string; type: 'unappliable'; reason: string; body: string };

/**
 * Where money moves. Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test provider,
 * which completes payments server-side with test card numbers (labelled "Test mode" in the UI).
 */
export interface PaymentsProvider {
  readonly mode: 'stripe' | 'test';
  readonly publishableKey: string | null;
  /** The provider's customer for this user, created on first use; null when the provider has none. */
  ensureCustomer(customer: Customer): Promise<string | null>;
  createPaymentIntent(args: { customerId: string | null; amountCents: number; description: string; metadata: Record<string, string> }): Promise<{
    ref: string;
    clientSecret: string;
  }>;
  /** Starts a monthly subscription whose first invoice is paid by confirming `clientSecret`. */
  createSubscription(args: { customerId: string | null; planId: string; planName: string; amountCents: number; metadata: Record<string, string> }): Promise<{
    ref: string;
    clientSecret: string;
    /** The payment to confirm (the test provider records it like a purchase). */
    paymentRef: string;
  }>;
  cancelSubscription(ref: string, atPeriodEnd: boolean): Promise<void>;
  /** Takes back a cancellation at period end. */
  resumeSubscription(ref: string): Promise<void>;
  /**
   * Moves a subscription to another plan's price. `prorate`: charge the prorated difference now
   * (an upgrade; throws CardError when the card is refused); otherwise the new price starts
   * with the next period (a downgrade). Returns what the provider charged, or null when the
   * caller computes it (the test provider).
   */
  changePlan(args: { ref: string; planId: string; planName: string; amountCents: number; prorate: boolean }): Promise<{ chargedCents: number | null }>;
  listPaymentMethods(userId: string, customerId: string | null): Promise<PaymentMethod[]>;
  createSetupIntent(userId: string, customerId: string | null): Promise<{ clientSecret: string }>;
  /** false when the method is not this customer's (the caller answers 404). */
  removePaymentMethod(userId: string, customerId: string | null, id: string): Promise<boolean>;
  setDefaultPaymentMethod(userId: string, customerId: string | null, id: string): Promise<boolean>;
  /** After a plan's invoice is paid: the card that paid it becomes the default that pays renewals (Stripe only). */
  adoptRenewalCard?(subscriptionRef: string): Promise<void>;
  /** Verifies a webhook signature; throws on a bad one. Absent when the provider sends none. */
  parseWebhook?(rawBody: Buffer, signature: string): PaymentEvent;
  /** Asks the provider who the configured key belongs to (diagnostics); absent in test mode. */
  describeAccount?(): Promise<{ id: string; livemode: boolean }>;
}

/** A card the provider refused, with the reason the user can act on. */
export class CardError extends Error {
  constructor(readonly code: CardErrorCode) {
    super(code);
    this.name = 'CardError';
  }
}
