import { loadStripe, type Stripe } from '@stripe/stripe-js';

const cache = new Map<string, Promise<Stripe | null>>();

/** Stripe.js is loaded once per key, and only by the card forms that need it. */
export function stripePromise(publishableKey: string) {
  let p = cache.get(publishableKey);
  if (!p) {
    p = loadStripe(publishableKey);
    cache.set(publishableKey, p);
  }
  return p;
}

export const CARD_ELEMENT_OPTIONS = {
  hidePostalCode: true,
  style: { base: { color: '#f1f5f9', fontSize: '15px', '::placeholder': { color: '#64748b' } }, invalid: { color: '#fda4af' } },
} as const;
