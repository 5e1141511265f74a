import { WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '@/lib/auth';
import { useServerReachable } from '@/lib/connection';

export const RECONNECTING_TEXT = "Can't reach the server — retrying…";

/**
 * Shown while the server does not answer. A signed-in user keeps their screen (nothing is
 * swapped for sample data) while the client retries with backoff; a visitor is offered the demo.
 */
export function ConnectionBanner() {
  const reachable = useServerReachable();
  const { user } = useAuth();
  if (reachable) return null;
  return (
    // In the page's flow above the header (not fixed over it): the logo and the user's name stay visible.
    <div role="status" aria-live="polite" className="relative z-[60] flex flex-wrap items-center justify-center gap-2 bg-amber-500/95 px-4 py-2 text-sm font-medium text-slate-950 shadow-lg">
      <WifiOff className="h-4 w-4" aria-hidden="true" />
      <span>{RECONNECTING_TEXT}</span>
      {!user && (
        <Link to="/demo" className="underline underline-offset-2">
          Try the demo meanwhile
        </Link>
      )}
    </div>
  );
}
