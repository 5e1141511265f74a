import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { formatUsd } from '../../format';
import { CARD_ELEMENT_OPTIONS, stripePromise } from './load-stripe';
import { NEW_CARD, SavedCardPicker } from './saved-card-picker';
import type { CardFormProps } from './types';

function StripeForm({ checkout, onPaid }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardReady, setCardReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [payWith, setPayWith] = useState<string | null>(null);
  const newCard = payWith === NEW_CARD || payWith === null;
  const ready = Boolean(stripe && elements && (cardReady || !newCard));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    const card = newCard ? elements.getElement(CardElement) : null;
    if (newCard && !card) {
      setError('Card element not found');
      return;
    }
    setProcessing(true);
    setError(null);
    try {
      // A saved card is confirmed by its id; its details never pass through this page.
      const result = await stripe.confirmCardPayment(checkout.clientSecret, { payment_method: card ? { card } : payWith! });
      if (result.error) setError(result.error.message ?? 'Payment failed. Please check your card details and try again.');
      else if (result.paymentIntent?.status === 'succeeded') onPaid();
      else setError('Payment failed');
    } catch {
      setError('Payment processing failed');
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-busy={!ready || undefined}>
      <SavedCardPicker value={payWith} onChange={setPayWith} disabled={processing} />
      <div className={newCard ? 'space-y-1.5' : 'hidden'}>
        <Label>Card details</Label>
        <div className="rounded-lg border border-white/10 bg-slate-900/70 px-3.5 py-3.5">
          <CardElement options={CARD_ELEMENT_OPTIONS} onReady={() => setCardReady(true)} />
        </div>
        {!ready && <p className="text-xs text-slate-400">Loading secure card form...</p>}
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={!ready} isLoading={processing}>
        <Lock className="h-4 w-4" aria-hidden="true" /> {processing ? 'Processing...' : `Pay ${formatUsd(checkout.amount)}`}
      </Button>
    </form>
  );
}

/** Stripe Elements card form (postal code hidden); lazy-loaded so Stripe.js is fetched only here. */
export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripePromise(publishableKey)}>
      <StripeForm {...props} />
    </Elements>
  );
}
