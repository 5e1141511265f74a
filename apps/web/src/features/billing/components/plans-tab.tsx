import type { CreditPackage } from '@uc/contract';
import { Coins, Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useCreditPackages } from '../api/get-credit-packages';
import { formatCredits, formatUsd } from '../format';

/** Credit packages with 'Purchase Credits'; subscriptions are one click away. */
export function PlansTab({ onPurchase, purchasing, onViewPlans }: { onPurchase: (pack: CreditPackage) => void; purchasing: string | null; onViewPlans: () => void }) {
  const packages = useCreditPackages();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-white">Credit packages</h2>
          <p className="text-sm text-slate-400">One-off purchases. Credits never expire.</p>
        </div>
        <Button variant="secondary" onClick={onViewPlans}>
          View Subscription Plans
        </Button>
      </div>
      {packages.isPending ? (
        <Spinner label="Loading credit packages" />
      ) : packages.isError ? (
        <p className="text-sm text-rose-300">Could not load the credit packages.</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          {packages.data.packages.map((pack) => (
            <Card key={pack.id} className={cn('relative', pack.popular && 'border-violet-500/60')}>
              {pack.popular && (
                <span className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-violet-600 px-3 py-1 text-xs font-semibold text-white">
                  <Star className="h-3 w-3" aria-hidden="true" /> Most Popular
                </span>
              )}
              <CardHeader>
                <CardTitle>{pack.name}</CardTitle>
                <CardDescription>{pack.description}</CardDescription>
              </CardHeader>
              <CardContent className="space-y-4">
                <p className="flex items-center gap-2 text-3xl font-bold text-white">
                  <Coins className="h-6 w-6 text-violet-300" aria-hidden="true" /> {formatCredits(pack.credits)}
                  <span className="text-sm font-normal text-slate-400">credits</span>
                </p>
                <p className="text-xl font-semibold text-white">{formatUsd(pack.price)}</p>
                <Button className="w-full" onClick={() => onPurchase(pack)} isLoading={purchasing === pack.id} disabled={purchasing !== null} aria-label={`Purchase Credits: ${pack.name}`}>
                  Purchase Credits
                </Button>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
