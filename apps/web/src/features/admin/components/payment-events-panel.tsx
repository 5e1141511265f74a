import { PAYMENT_EVENT_ISSUES, type AdminPaymentEvent, type PaymentEventIssue } from '@uc/contract';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useTimeZone } from '@/lib/format-date';
import { PAYMENT_EVENTS_PAGE_SIZE, useAdminPaymentEvents } from '../api/get-payment-events';
import { FilteredListPanel } from './filtered-list-panel';
import { formatDateTime } from './format';

const OUTCOME_LABELS: Record<PaymentEventIssue, string> = { shortfall: 'Refund shortfall', unappliable: 'Not applied' };
const OUTCOME_TONES: Record<PaymentEventIssue, string> = { shortfall: 'bg-amber-500/15 text-amber-300', unappliable: 'bg-rose-500/15 text-rose-300' };
const EMPTY: Record<PaymentEventIssue, string> = { shortfall: 'No refund shortfalls.', unappliable: 'No unapplied events.' };

function EventRows({ items }: { items: AdminPaymentEvent[] }) {
  useTimeZone(); // re-render in the preferred zone once it is known
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-slate-400 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">Received</th>
            <th scope="col" className="py-2 pr-4 font-medium">Event</th>
            <th scope="col" className="py-2 pr-4 font-medium">Outcome</th>
            <th scope="col" className="py-2 font-medium">Detail</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {items.map((e) => (
            <tr key={e.id} className="align-top">
              <td className="py-2.5 pr-4 whitespace-nowrap text-slate-400">{formatDateTime(e.received_at)}</td>
              <td className="py-2.5 pr-4">
                <div className="font-mono text-xs break-all text-slate-300">{e.id}</div>
                <div className="text-xs text-slate-500">{e.type}</div>
              </td>
              <td className="py-2.5 pr-4">
                <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', OUTCOME_TONES[e.outcome])}>{OUTCOME_LABELS[e.outcome]}</span>
              </td>
              <td className="py-2.5 text-slate-300">
                <p className="break-words">{e.detail ?? <span className="text-slate-500">—</span>}</p>
                {e.payload && (
                  <details className="mt-1">
                    <summary className="cursor-pointer text-xs text-violet-300">Show body</summary>
                    <pre className="mt-1 max-h-64 max-w-xl overflow-auto rounded bg-black/30 p-2 text-xs whitespace-pre-wrap text-slate-300">{e.payload}</pre>
                  </details>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Stripe events acknowledged but not fully applied: refunds that could not take back spent credits, and
 * validly signed events of a shape the server cannot act on (kept with their body to handle by hand).
 */
export function PaymentEventsPanel() {
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<PaymentEventIssue | ''>('');
  const events = useAdminPaymentEvents({ page, outcome: outcome || undefined });
  return (
    <FilteredListPanel
      id="payment-events"
      title="Stripe events needing attention"
      description="Each was acknowledged to Stripe; what it could not do is for you to settle by hand."
      filter={{
        label: 'Filter by outcome',
        allLabel: 'All outcomes',
        options: PAYMENT_EVENT_ISSUES,
        labels: OUTCOME_LABELS,
        value: outcome,
        onChange: (v) => {
          setOutcome(v);
          setPage(1);
        },
      }}
      query={events}
      texts={{ loading: 'Loading payment events', error: 'Failed to load payment events', empty: outcome ? EMPTY[outcome] : 'No Stripe events need attention.' }}
      rows={(items) => <EventRows items={items} />}
      pager={{ label: 'Payment events', page, pageSize: PAYMENT_EVENTS_PAGE_SIZE, onPage: setPage }}
    />
  );
}
