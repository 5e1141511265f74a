import type { PaymentMethod } from '@uc/contract';
import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { CardError, type PaymentEvent, type PaymentsProvider } from './types';

export type StripeOptions = {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** Tests point the SDK at a stand-in server on 127.0.0.1. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
};

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** PaymentIntents for packages, subscriptions with a first invoice to confirm, cards through SetupIntents, signed webhooks. */
export function createStripePaymentsProvider(opts: StripeOptions): PaymentsProvider {
  const stripe = new Stripe(opts.secretKey, {
    host: opts.host,
    port: opts.port,
    protocol: opts.protocol,
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
  /** Monthly prices are created once per plan and found again by their lookup key. */
  const priceIds = new Map<string, string>();

  async function priceFor(planId: string, planName: string, amountCents: number): Promise<string> {
    const lookupKey = `uc_plan_${planId}_${amountCents}`;
    const cached = priceIds.get(lookupKey);
    if (cached) return cached;
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 });
    const price =
      found.data[0] ??
      (await stripe.prices.create({
        currency: 'usd',
        unit_amount: amountCents,
        recurring: { interval: 'month' },
        lookup_key: lookupKey,
        product_data: { name: `Ultimate Co-founder ${planName}` },
      }));
    priceIds.set(lookupKey, price.id);
    return price.id;
  }

  async function ownedMethod(customerId: string | null, id: string) {
    if (!customerId) return null;
    try {
      const pm = await stripe.paymentMethods.retrieve(id);
      return idOf(pm.customer) === customerId ? pm : null;
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError) return null;
      throw err;
    }
  }

  return {
    async describeAccount() {
      const account = await stripe.accounts.retrieveCurrent();
      return { id: account.id, livemode: Boolean((account as { livemode?: boolean }).livemode) };
    },
    mode: 'stripe',
    publishableKey: opts.publishableKey,
    async ensureCustomer(c) {
      if (c.customerId) return c.customerId;
      const customer = await stripe.customers.create({ email: c.email, name: c.name, metadata: { user_id: c.userId } });
      return customer.id;
    },
    async createPaymentIntent({ customerId, amountCents, description, metadata }) {
      const pi = await stripe.paymentIntents.create({
        amount: amountCents,
        currency: 'usd',
        customer: customerId ?? undefined,
        description,
        metadata,
        allowed_payment_method_types: ['card'],
      });
      if (!pi.client_secret) throw new Error('Stripe returned a PaymentIntent without a client secret');
      return { ref: pi.id, clientSecret: pi.client_secret };
    },
    async createSubscription({ customerId, planId, planName, amountCents, metadata }) {
      if (!customerId) throw new Error('A Stripe subscription needs a customer');
      const sub = await stripe.subscriptions.create({
        customer: customerId,
        items: [{ price: await priceFor(planId, planName, amountCents) }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
        metadata,
        expand: ['latest_invoice.confirmation_secret'],
      });
      const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
      const clientSecret = invoice?.confirmation_secret?.client_secret;
      if (!clientSecret) throw new Error('Stripe returned a subscription without a payment to confirm');
      return { ref: sub.id, clientSecret, paymentRef: invoice?.id ?? sub.id };
    },
    async cancelSubscription(ref, atPeriodEnd) {
      if (atPeriodEnd) return void (await stripe.subscriptions.update(ref, { cancel_at_period_end: true }));
      // Stripe refuses to cancel twice; one already cancelled there (e.g. from its dashboard) is done.
      if ((await stripe.subscriptions.retrieve(ref)).status === 'canceled') return;
      await stripe.subscriptions.cancel(ref);
    },
    async resumeSubscription(ref) {
      await stripe.subscriptions.update(ref, { cancel_at_period_end: false });
    },
    async changePlan({ ref, planId, planName, amountCents, prorate }) {
      const current = await stripe.subscriptions.retrieve(ref);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${ref} has no item to change`);
      try {
        const updated = await stripe.subscriptions.update(ref, {
          items: [{ id: item.id, price: await priceFor(planId, planName, amountCents) }],
          cancel_at_period_end: false,
          // Upgrade: invoice the prorated difference now and fail if the card refuses it.
          // Downgrade: no credit note; the lower price starts with the next invoice.
          proration_behavior: prorate ? 'always_invoice' : 'none',
          payment_behavior: prorate ? 'error_if_incomplete' : 'allow_incomplete',
          expand: ['latest_invoice'],
        });
        const invoice = typeof updated.latest_invoice === 'object' ? updated.latest_invoice : null;
        return { chargedCents: prorate ? (invoice?.amount_paid ?? 0) : 0 };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          const code =
            err.code === 'expired_card' || err.code === 'incorrect_number' || err.code === 'incorrect_cvc'
              ? err.code
              : err.decline_code === 'insufficient_funds'
                ? 'insufficient_funds'
                : 'card_declined';
          throw new CardError(code);
        }
        throw err;
      }
    },
    async listPaymentMethods(_userId, customerId) {
      if (!customerId) return [];
      const [customer, methods] = await Promise.all([stripe.customers.retrieve(customerId), stripe.paymentMethods.list({ customer: customerId, type: 'card' })]);
      const defaultId = 'deleted' in customer && customer.deleted ? null : idOf(customer.invoice_settings?.default_payment_method);
      return methods.data.map(
        (pm): PaymentMethod => ({
          id: pm.id,
          last4: pm.card?.last4 ?? '????',
          brand: pm.card?.brand ?? 'card',
          exp_month: pm.card?.exp_month ?? 0,
          exp_year: pm.card?.exp_year ?? 0,
          is_default: pm.id === defaultId,
        }),
      );
    },
    async createSetupIntent(_userId, customerId) {
      const si = await stripe.setupIntents.create({ customer: customerId ?? undefined, allowed_payment_method_types: ['card'], usage: 'off_session' });
      if (!si.client_secret) throw new Error('Stripe returned a SetupIntent without a client secret');
      return { clientSecret: si.client_secret };
    },
    async removePaymentMethod(_userId, customerId, id) {
      if (!(await ownedMethod(customerId, id))) return false;
      await stripe.paymentMethods.detach(id);
      return true;
    },
    async setDefaultPaymentMethod(_userId, customerId, id) {
      if (!customerId || !(await ownedMethod(customerId, id))) return false;
      await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: id } });
      // A subscription's own default overrides the customer's, so the live plans are moved too.
      const live = await stripe.subscriptions.list({ customer: customerId, status: 'active', limit: 10 });
      for (const sub of live.data) await stripe.subscriptions.update(sub.id, { default_payment_method: id });
      return true;
    },
    async adoptRenewalCard(subscriptionRef) {
      // save_default_payment_method keeps the paying card on the subscription; the customer's default follows it.
      const sub = await stripe.subscriptions.retrieve(subscriptionRef);
      const card = idOf(sub.default_payment_method);
      const customerId = idOf(sub.customer);
      if (!card || !customerId) return;
      await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: card } });
    },
    parseWebhook(rawBody, signature) {
      if (!opts.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      // Only a bad signature throws; a verified body we cannot read is kept for the admin.
      const event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      try {
        return toPaymentEvent(event);
      } catch (err) {
        return unappliable(event, rawBody, err instanceof Error ? err.message : String(err));
      }
    },
  };
}

/** A signed body without a usable id (`[1]`) is named by its hash, so a redelivery is recognised. */
function unappliable(event: unknown, rawBody: Buffer, reason: string): PaymentEvent {
  const id = (event as { id?: unknown } | null)?.id;
  return {
    id: typeof id === 'string' && id ? id : `unreadable_${createHash('sha256').update(rawBody).digest('hex').slice(0, 32)}`,
    type: 'unappliable',
    reason,
    body: rawBody.toString('utf8').slice(0, 16_000),
  };
}

function idNeeded(id: unknown, what: string): string {
  if (typeof id !== 'string' || !id) throw new Error(`${what} is missing`);
  return id;
}

/** Seconds since the epoch as a Date; throws (the event is kept as unappliable) when absent. */
function dateOf(seconds: unknown, what: string): Date {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) throw new Error(`${what} is missing`);
  return new Date(seconds * 1000);
}

/**
 * Reduces the Stripe events billing acts on; everything else is acknowledged and ignored.
 * Throws on a shape it cannot read (the caller keeps the event for the admin).
 */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  if (!event || typeof event !== 'object' || typeof event.id !== 'string' || typeof event.type !== 'string') throw new Error('not a Stripe event (no id or type)');
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { id: event.id, type: 'payment_succeeded', paymentRef: idNeeded(event.data.object.id, 'the payment intent id'), ours: Boolean(event.data.object.metadata?.package_id) };
    case 'payment_intent.payment_failed':
      return { id: event.id, type: 'payment_failed', paymentRef: idNeeded(event.data.object.id, 'the payment intent id') };
    case 'charge.refunded': {
      const ref = idOf(event.data.object.payment_intent);
      return ref && event.data.object.refunded ? { id: event.id, type: 'payment_refunded', paymentRef: ref } : { id: event.id, type: 'ignored' };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      // API versions before 2025-03 put the subscription at the top level of the invoice.
      const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
      const subscriptionRef = idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
      const line = invoice.lines?.data?.[0];
      if (!subscriptionRef || !invoice.id) return { id: event.id, type: 'ignored' };
      return {
        id: event.id,
        type: 'invoice_paid',
        invoiceRef: invoice.id,
        subscriptionRef,
        amountCents: invoice.amount_paid,
        periodStart: dateOf(line?.period?.start ?? invoice.period_start, 'the invoice period start'),
        periodEnd: dateOf(line?.period?.end ?? invoice.period_end, 'the invoice period end'),
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      // API versions before 2025-03 carry the period on the subscription itself, later ones on its items.
      const legacyEnd = (sub as unknown as { current_period_end?: number }).current_period_end;
      const end = sub.items?.data?.[0]?.current_period_end ?? legacyEnd;
      return {
        id: event.id,
        type: 'subscription_updated',
        subscriptionRef: idNeeded(sub.id, 'the subscription id'),
        status: event.type === 'customer.subscription.deleted' ? 'canceled' : sub.status,
        cancelAtPeriodEnd: sub.cancel_at_period_end,
        periodEnd: end ? new Date(end * 1000) : null,
      };
    }
    default:
      return { id: event.id, type: 'ignored' };
  }
}
