import { CREDIT_PRICES, type CreditFeature } from '@uc/contract';
import { Coins, CreditCard, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ComingSoon } from '@/components/ui/coming-soon';
import { Spinner } from '@/components/ui/spinner';
import { useBalance } from '../api/get-balance';

const FEATURE_LABELS: Record<CreditFeature, string> = {
  chat_message: 'Chat message',
  agent_session: 'Agent session',
  video_call: 'Video call',
  document: 'Document generation',
  data_analysis: 'Data analysis',
  video_creation: 'Video creation',
  app_generation: 'App generation',
};

export function BillingPage() {
  const balance = useBalance();
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
        <Card className="bg-gradient-to-br from-violet-600/20 via-slate-900/60 to-indigo-600/10">
          <CardHeader>
            <CardDescription className="flex items-center gap-2 text-violet-200">
              <Coins className="h-4 w-4" aria-hidden="true" /> Available credits
            </CardDescription>
          </CardHeader>
          <CardContent>
            {balance.isPending ? (
              <Spinner label="Loading balance" />
            ) : balance.isError ? (
              <div className="space-y-3">
                <p className="text-sm text-rose-300">Could not load your balance.</p>
                <Button size="sm" variant="secondary" onClick={() => balance.refetch()}>
                  <RefreshCw className="h-4 w-4" aria-hidden="true" /> Try again
                </Button>
              </div>
            ) : (
              <p className="text-5xl font-bold tracking-tight text-white" data-testid="available-credits">
                {balance.data.available_credits.toLocaleString('en-US')}
                <span className="ml-2 text-base font-medium text-slate-400">credits</span>
              </p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>What credits buy</CardTitle>
            <CardDescription>Each action is charged once it succeeds; failed work costs nothing.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2 sm:grid-cols-2">
              {(Object.keys(CREDIT_PRICES) as CreditFeature[]).map((feature) => (
                <li key={feature} className="flex items-center justify-between rounded-lg bg-white/[0.03] px-3 py-2 text-sm ring-1 ring-white/5">
                  <span className="text-slate-300">{FEATURE_LABELS[feature]}</span>
                  <span className="font-medium text-white">
                    {CREDIT_PRICES[feature]} {CREDIT_PRICES[feature] === 1 ? 'credit' : 'credits'}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
      <ComingSoon
        icon={CreditCard}
        title="Plans and credit packs"
        description="Buying credits and subscribing to a plan will be available here."
        features={['Buy credit packs', 'Subscribe to a monthly plan', 'See every credit movement in your history', 'Download invoices']}
      />
    </div>
  );
}
