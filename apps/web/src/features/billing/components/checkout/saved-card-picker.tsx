import type { PaymentMethod } from '@uc/contract';
import { CreditCard } from 'lucide-react';
import { useEffect } from 'react';
import { cn } from '@/lib/cn';
import { usePaymentMethods } from '../../api/get-payment-methods';

export const NEW_CARD = 'new';

const label = (m: PaymentMethod) => `${m.brand.charAt(0).toUpperCase()}${m.brand.slice(1)} •••• ${m.last4}`;

/**
 * The saved cards offered at checkout, the default one preselected, plus "Use a new card".
 * Renders nothing (and leaves "new" selected) when the user has no saved card.
 */
export function SavedCardPicker({ value, onChange, disabled }: { value: string | null; onChange: (id: string) => void; disabled?: boolean }) {
  const methods = usePaymentMethods();
  const saved = methods.data?.payment_methods;

  useEffect(() => {
    if (value !== null || methods.isPending) return;
    onChange((saved?.find((c) => c.is_default) ?? saved?.[0])?.id ?? NEW_CARD);
  }, [value, methods.isPending, saved, onChange]);

  const cards = saved ?? [];
  if (cards.length === 0) return null;
  const options = [...cards.map((c) => ({ id: c.id, text: label(c), hint: `${String(c.exp_month).padStart(2, '0')}/${String(c.exp_year).slice(-2)}` })), { id: NEW_CARD, text: 'Use a new card', hint: '' }];
  return (
    <div role="radiogroup" aria-label="Pay with" className="space-y-2">
      {options.map((o) => (
        <label
          key={o.id}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm text-white',
            value === o.id ? 'border-violet-400 bg-violet-500/10' : 'border-white/10 hover:border-white/25',
          )}
        >
          <input type="radio" name="pay-with" value={o.id} checked={value === o.id} onChange={() => onChange(o.id)} disabled={disabled} className="accent-violet-500" />
          <CreditCard className="h-4 w-4 text-violet-300" aria-hidden="true" />
          <span className="flex-1">{o.text}</span>
          {o.hint && <span className="text-xs text-slate-400">{o.hint}</span>}
        </label>
      ))}
    </div>
  );
}
