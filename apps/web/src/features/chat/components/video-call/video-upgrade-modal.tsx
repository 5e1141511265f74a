import type { PlanId } from '@uc/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { usePlans } from '../../api/video-call';

/**
 * The upgrade modal as the video call opens it (spec 001 §2.4): plan cards, 'Most Popular',
 * the first plan preselected; 'Upgrade Now' continues to the billing checkout with that plan.
 */
export function VideoUpgradeModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const plans = usePlans(open);
  const [selected, setSelected] = useState<PlanId | null>(null);
  const navigate = useNavigate();
  const list = plans.data?.plans;
  useEffect(() => {
    if (open && !selected && list?.length) setSelected(list[0].id);
  }, [open, selected, list]);

  const upgrade = () => {
    if (!selected) {
      toast.error('Please select a plan');
      return;
    }
    onOpenChange(false);
    void navigate(`${paths.dashboard.billing.getHref()}?tab=plans&upgrade=1&plan=${selected}`);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle className="text-lg font-semibold text-white">Upgrade for Video Calls</DialogTitle>
        <DialogDescription className="text-sm text-slate-400">Video calls with your co-founders come with every paid plan.</DialogDescription>
        {plans.isPending ? (
          <Spinner label="Loading plans" />
        ) : plans.isError ? (
          <p role="alert" className="text-sm text-rose-300">
            Plans could not be loaded.
          </p>
        ) : (
          <div className="mt-4 grid gap-3 sm:grid-cols-3" role="radiogroup" aria-label="Plans">
            {(list ?? []).map((p) => (
              <button
                key={p.id}
                type="button"
                role="radio"
                aria-checked={selected === p.id}
                onClick={() => setSelected(p.id)}
                className={cn('space-y-1 rounded-xl p-3 text-left ring-1 ring-white/10', selected === p.id && 'bg-violet-500/15 ring-2 ring-violet-400')}
              >
                {p.popular && <span className="rounded-full bg-violet-500 px-2 py-0.5 text-[10px] font-semibold text-white">Most Popular</span>}
                <span className="block font-semibold text-white">{p.name}</span>
                <span className="block text-sm text-slate-300">${p.price.toFixed(2)} / month</span>
                <span className="block text-xs text-slate-400">{p.credits.toLocaleString()} credits · video calls</span>
              </button>
            ))}
          </div>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Maybe Later
          </Button>
          <Button onClick={upgrade}>Upgrade Now</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
