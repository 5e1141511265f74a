import { CREDIT_PRICES } from '@uc/contract';
import { AppWindow, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PendingOffer } from '../hooks/use-chat-session';

type Props = { pending: PendingOffer; busy: boolean; onChoose: (choice: 'make' | 'answer' | 'dismiss') => void };

/** A document or app the user seems to ask for, with its price; nothing is charged until they confirm. */
export function OfferCard({ pending, busy, onChoose }: Props) {
  const { offer, text } = pending;
  const Icon = offer.kind === 'app' ? AppWindow : FileText;
  return (
    <section aria-label="Confirm before spending credits" className="mt-4 rounded-xl border border-violet-400/30 bg-violet-500/10 p-4 text-sm text-slate-100">
      <p className="text-xs text-slate-400">You asked: “{text}”</p>
      <p className="mt-2 flex items-center gap-2 font-medium text-white">
        <Icon className="h-4 w-4 text-violet-300" aria-hidden="true" />
        {offer.label} — {offer.credits} credits
      </p>
      <p className="mt-1 text-xs text-slate-300">Nothing is charged until you choose.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => onChoose('make')}>
          {offer.kind === 'app' ? 'Build it' : 'Create it'} ({offer.credits} credits)
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => onChoose('answer')}>
          Just answer ({CREDIT_PRICES.chat_message} credit)
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => onChoose('dismiss')}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
