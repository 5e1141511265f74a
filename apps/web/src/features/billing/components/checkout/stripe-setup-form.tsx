import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { ADD_PAYMENT_METHOD_ERROR, createSetupIntent } from '../../api/add-payment-method';
import { billingQueryKeys } from '../../api/query-keys';
import { CARD_ELEMENT_OPTIONS, stripePromise } from './load-stripe';

function SetupForm({ onDone }: { onDone: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const qc = useQueryClient();
  const [cardReady, setCardReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) {
      setError('Card element not found');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { client_secret } = await createSetupIntent();
      const result = await stripe.confirmCardSetup(client_secret, { payment_method: { card } });
      if (result.error) {
        setError(result.error.message ?? ADD_PAYMENT_METHOD_ERROR);
        return;
      }
      await qc.invalidateQueries({ queryKey: billingQueryKeys.paymentMethods() });
      toast.success('Payment method added');
      onDone();
    } catch {
      setError(ADD_PAYMENT_METHOD_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <Label>Card details</Label>
        <div className="rounded-lg border border-white/10 bg-slate-900/70 px-3.5 py-3.5">
          <CardElement options={CARD_ELEMENT_OPTIONS} onReady={() => setCardReady(true)} />
        </div>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" disabled={!stripe || !cardReady} isLoading={busy}>
        Save Card
      </Button>
    </form>
  );
}

/** Adds a card through a Stripe SetupIntent; lazy-loaded with Stripe.js. */
export default function StripeSetupForm({ publishableKey, onDone }: { publishableKey: string; onDone: () => void }) {
  return (
    <Elements stripe={stripePromise(publishableKey)}>
      <SetupForm onDone={onDone} />
    </Elements>
  );
}
