import { FlaskConical } from 'lucide-react';
import { useBillingConfig } from '../api/get-billing-config';

/** Shown on every billing screen while the built-in test-payments provider is in use: no real money moves. */
export function TestModeBadge() {
  const { data } = useBillingConfig();
  if (!data?.test_mode) return null;
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full bg-amber-400/10 px-2.5 py-0.5 text-xs font-medium text-amber-300 ring-1 ring-amber-400/30"
      title="Payments use the built-in test provider: no real money moves"
    >
      <FlaskConical className="h-3.5 w-3.5" aria-hidden="true" />
      Test mode
    </span>
  );
}
