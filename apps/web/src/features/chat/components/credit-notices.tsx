import { insufficientCreditsText } from '@uc/contract';
import { RotateCw, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Shortfall } from '../hooks/use-chat-session';

const billing = paths.dashboard.billing.getHref();

/** "This needs 8 credits; you have 3." with the two ways to get more. */
export function ShortfallNotice({ shortfall }: { shortfall: Shortfall }) {
  return (
    <div role="alert" className="mt-4 rounded-xl border border-amber-400/30 bg-amber-400/10 p-3 text-sm text-amber-100">
      <p>{insufficientCreditsText(shortfall.needed, shortfall.balance)}</p>
      <p className="mt-2 flex flex-wrap gap-3">
        <Link to={`${billing}?tab=plans`} className="font-medium text-violet-300 underline">
          Buy credits
        </Link>
        {/* The billing screen opens its upgrade modal for ?upgrade=1 (features cannot import each other). */}
        <Link to={`${billing}?upgrade=1`} className="font-medium text-violet-300 underline">
          Upgrade plan
        </Link>
      </p>
    </div>
  );
}

/** The server could not be reached: the message is back in the box, one click resends it. */
export function SendFailedNotice({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-rose-400/30 bg-rose-500/10 p-3 text-sm text-rose-100">
      <WifiOff className="h-4 w-4" aria-hidden="true" />
      <span className="flex-1">Your message was not sent: the server could not be reached. It is kept below.</span>
      <Button size="sm" variant="secondary" onClick={onRetry} disabled={busy}>
        <RotateCw className="h-3.5 w-3.5" aria-hidden="true" /> Retry
      </Button>
    </div>
  );
}
