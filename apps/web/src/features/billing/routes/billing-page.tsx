import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CheckoutCard } from '../components/checkout/checkout-card';
import { InvoicesTab } from '../components/invoices-tab';
import { OverviewTab } from '../components/overview-tab';
import { PaymentMethodsTab } from '../components/payment-methods-tab';
import { PlansTab } from '../components/plans-tab';
import { TestModeBadge } from '../components/test-mode-badge';
import { UsageTab } from '../components/usage-tab';
import { UpgradeModal } from '../components/upgrade-modal';
import { usePurchaseFlow } from '../hooks/use-purchase-flow';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'usage', label: 'Usage' },
  { value: 'invoices', label: 'Invoices' },
  { value: 'plans', label: 'Plans' },
  { value: 'payment-methods', label: 'Payment Methods' },
] as const;
type Tab = (typeof TABS)[number]['value'];

export function BillingPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.some((t) => t.value === params.get('tab')) ? (params.get('tab') as Tab) : 'overview';
  const setTab = (value: string) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true });
  // ?upgrade=1 opens the upgrade modal (the chat's "Upgrade plan" link; features cannot import each other).
  const [upgradeOpen, setUpgradeOpen] = useState(() => params.get('upgrade') === '1');
  const flow = usePurchaseFlow({ onCompleted: () => setTab('overview') });

  if (flow.checkout) {
    return (
      <div className="py-4">
        <CheckoutCard checkout={flow.checkout} onSuccess={flow.complete} onCancel={flow.cancel} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h2 className="text-2xl font-semibold text-white">Billing</h2>
          <TestModeBadge />
        </div>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="flex-wrap" aria-label="Billing sections">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="mt-6">
          <OverviewTab onBuyMore={() => setTab('plans')} onUpgrade={() => setUpgradeOpen(true)} />
        </TabsContent>
        <TabsContent value="usage" className="mt-6">
          <UsageTab />
        </TabsContent>
        <TabsContent value="invoices" className="mt-6">
          <InvoicesTab />
        </TabsContent>
        <TabsContent value="plans" className="mt-6">
          <PlansTab onPurchase={flow.buyPackage} purchasing={flow.pendingPackage} onViewPlans={() => setUpgradeOpen(true)} />
        </TabsContent>
        <TabsContent value="payment-methods" className="mt-6">
          <PaymentMethodsTab />
        </TabsContent>
      </Tabs>
      <UpgradeModal open={upgradeOpen} onOpenChange={setUpgradeOpen} onCheckout={flow.startSubscriptionCheckout} />
    </div>
  );
}

