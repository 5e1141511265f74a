import type { ChatProposal } from '@uc/contract';
import { formatMoney } from '@uc/startup-model';
import { useQueryClient } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { announceWording } from '@/lib/profile-wording';
import { confirmAssumption } from '../api/confirm-assumption';
import { dismissProposal } from '../api/thread-proposals';

/** `onDone`: the card was settled on the server (confirmed or dismissed); the thread's proposals are read again. */
type Props = { proposal: ChatProposal; onDone: () => void };

/** A value as the Startup screen means it: money is stored in minor units (14900 is $149), a percent is 15 for 15%. */
export function formatProposedValue(value: number, unit: string, currency: string): string {
  switch (unit) {
    case 'money':
      return formatMoney(value, currency);
    case 'percent':
      return `${value}%`;
    case 'months':
      return `${value} month${value === 1 ? '' : 's'}`;
    case 'month':
      return `month ${value}`;
    case 'hours':
      return `${value} hour${value === 1 ? '' : 's'}`;
    case 'ratio':
      return `${value}×`;
    default:
      return value.toLocaleString('en-US');
  }
}

/** An agent's proposed change of one assumption: nothing is saved until the founder confirms. */
export function AssumptionProposalCard({ proposal, onDone }: Props) {
  const qc = useQueryClient();
  const [saving, setSaving] = useState(false);
  const settle = async (confirmed: boolean) => {
    setSaving(true);
    try {
      if (confirmed) {
        const saved = await confirmAssumption({ key: proposal.key, value: proposal.to, base_version: proposal.base_version });
        toast.success(`${proposal.label} saved`);
        announceWording(qc, saved.wording);
        // The Startup screen's queries (features/startup query keys start with 'startup') read the new version.
        void qc.invalidateQueries({ queryKey: ['startup'] });
      } else await dismissProposal(proposal.id);
      onDone();
    } catch (e) {
      if (!(e instanceof ApiError && e.handled)) toast.error(e instanceof ApiError ? e.detail : 'Could not save the change');
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-label="Confirm an assumption change" className="mt-4 rounded-xl border border-violet-400/30 bg-violet-500/10 p-4 text-sm text-slate-100">
      <p className="flex items-center gap-2 font-medium text-white">
        <SlidersHorizontal className="h-4 w-4 text-violet-300" aria-hidden="true" />
        Change {proposal.label}: {formatProposedValue(proposal.from, proposal.unit, proposal.currency)} → {formatProposedValue(proposal.to, proposal.unit, proposal.currency)}
      </p>
      <p className="mt-1 text-xs text-slate-300">{proposal.reason}</p>
      <p className="mt-1 text-xs text-slate-400">Your startup model changes only if you confirm.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={saving} onClick={() => void settle(true)}>
          Confirm change
        </Button>
        <Button size="sm" variant="ghost" disabled={saving} onClick={() => void settle(false)}>
          Keep the current value
        </Button>
      </div>
    </section>
  );
}
