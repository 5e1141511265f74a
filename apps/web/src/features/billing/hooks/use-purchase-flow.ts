import type { CreateSubscriptionResponse, CreditPackage, PlanId } from '@uc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { PAYMENT_INTENT_ERROR, useCreatePaymentIntent } from '../api/create-payment-intent';
import { SUBSCRIPTION_ERROR, useCreateSubscription } from '../api/create-subscription';
import { billingQueryKeys } from '../api/query-keys';
import type { Checkout } from '../components/checkout/types';

export const PURCHASE_SUCCESS = 'Credits purchased successfully!';
export const SUBSCRIPTION_SUCCESS = 'Subscription created successfully!';

/**
 * Buying a package or a plan: the server creates the payment, the card form confirms it,
 * and on success every billing figure is reloaded.
 */
export function usePurchaseFlow({ onCompleted }: { onCompleted?: (kind: Checkout['kind']) => void } = {}) {
  const qc = useQueryClient();
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const createIntent = useCreatePaymentIntent();
  const createSub = useCreateSubscription();

  const buyPackage = (pack: Pick<CreditPackage, 'id'>) =>
    createIntent.mutate(pack.id, {
      onSuccess: (pi) => setCheckout({ clientSecret: pi.client_secret, amount: pi.amount, credits: pi.credits, packageName: pi.package_name, kind: 'package' }),
      onError: (err) => toast.error(errorMessage(err, PAYMENT_INTENT_ERROR)),
    });

  const startSubscriptionCheckout = (sub: CreateSubscriptionResponse) => {
    if (!sub.client_secret) {
      toast.error(SUBSCRIPTION_ERROR);
      return;
    }
    setCheckout({ clientSecret: sub.client_secret, amount: sub.amount, credits: sub.credits, packageName: `${sub.plan_name} plan`, kind: 'subscription' });
  };

  const subscribe = (planId: PlanId) =>
    createSub.mutate(planId, { onSuccess: startSubscriptionCheckout, onError: (err) => toast.error(errorMessage(err, SUBSCRIPTION_ERROR)) });

  const complete = useCallback(() => {
    const kind = checkout?.kind ?? 'package';
    setCheckout(null);
    toast.success(kind === 'subscription' ? SUBSCRIPTION_SUCCESS : PURCHASE_SUCCESS);
    void qc.invalidateQueries({ queryKey: billingQueryKeys.all });
    onCompleted?.(kind);
  }, [checkout, qc, onCompleted]);

  return {
    checkout,
    buyPackage,
    subscribe,
    startSubscriptionCheckout,
    complete,
    cancel: () => setCheckout(null),
    pendingPackage: createIntent.isPending ? createIntent.variables : null,
    pendingPlan: createSub.isPending ? createSub.variables : null,
  };
}
