import type { StartupQuestion } from '@uc/contract';
import { currencyOf, toMajor, toMinor, type Assumption, type AssumptionGroup, type AssumptionUnit, type Provenance, type StartupModel } from '@uc/startup-model';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

const GROUPS: { id: AssumptionGroup; label: string }[] = [
  { id: 'revenue', label: 'Revenue' },
  { id: 'growth', label: 'Growth' },
  { id: 'costs', label: 'Costs' },
  { id: 'team', label: 'Team' },
  { id: 'funding', label: 'Funding' },
  { id: 'market', label: 'Market' },
];

const BADGES: Record<Provenance, { label: string; className: string; title: string }> = {
  founder: { label: 'Your figure', className: 'bg-emerald-500/15 text-emerald-200 ring-emerald-400/30', title: 'You gave this figure' },
  default: { label: 'Default — verify', className: 'bg-amber-500/15 text-amber-200 ring-amber-400/30', title: 'A default for this business model and sector: check it against your market' },
  computed: { label: 'Computed', className: 'bg-sky-500/15 text-sky-200 ring-sky-400/30', title: 'Derived from your other figures' },
};

/** `wrote`: the founder's words a default stands in for until they answer the question about them. */
export function ProvenanceBadge({ provenance, wrote }: { provenance: Provenance; wrote?: string }) {
  const badge = BADGES[provenance];
  const quote = wrote && (wrote.length > 60 ? `${wrote.slice(0, 59)}…` : wrote);
  return (
    <span title={badge.title} className={cn('inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', badge.className)}>
      {provenance === 'default' && quote ? `Default — you wrote “${quote}”: confirm` : badge.label}
    </span>
  );
}

/** The default each open question would replace, with the founder's words it stands in for. */
const wroteFor = (questions: StartupQuestion[]): Map<string, string> => {
  const out = new Map<string, string>();
  for (const q of questions) {
    const key = q.key ?? q.options[0]?.key;
    if (key && q.quote && !out.has(key)) out.set(key, q.quote);
  }
  return out;
};

function unitSuffix(unit: AssumptionUnit, currency: string) {
  switch (unit) {
    case 'money':
      return currency;
    case 'percent':
      return '%';
    case 'months':
      return 'months';
    case 'month':
      return 'month #';
    case 'hours':
      return 'hours';
    case 'ratio':
      return '×';
    default:
      return '';
  }
}

/** The value as the founder types it: money in major units (dollars, naira), the rest as is. */
const shown = (a: Assumption, currency: string) => String(a.unit === 'money' ? toMajor(a.value, currency) : a.value);

function AssumptionInput({ assumption, currency, onChange }: { assumption: Assumption; currency: string; onChange: (key: string, value: number) => void }) {
  const [text, setText] = useState(() => shown(assumption, currency));
  const [error, setError] = useState<string | null>(null);
  // A value changed from outside (discard, reload, another archetype) replaces what is typed.
  const outside = shown(assumption, currency);
  useEffect(() => {
    setText((t) => (Number(t) === Number(outside) ? t : outside));
    setError(null);
  }, [outside]);

  const id = `assumption-${assumption.key}`;
  const digits = assumption.unit === 'money' ? currencyOf(currency).minorUnits : 6;
  const change = (next: string) => {
    setText(next);
    const n = Number(next.replace(/,/g, ''));
    if (next.trim() === '' || !Number.isFinite(n)) return setError('Enter a number');
    const value = assumption.unit === 'money' ? toMinor(n, currency) : n;
    if (assumption.unit === 'money' && Math.abs(n * 10 ** digits - Math.round(n * 10 ** digits)) > 1e-6) return setError(`At most ${digits} decimals`);
    if (['count', 'month', 'months'].includes(assumption.unit) && !Number.isInteger(n)) return setError('Enter a whole number');
    if (assumption.min !== undefined && value < assumption.min) return setError(`At least ${assumption.unit === 'money' ? toMajor(assumption.min, currency) : assumption.min}`);
    if (assumption.max !== undefined && value > assumption.max) return setError(`At most ${assumption.unit === 'money' ? toMajor(assumption.max, currency) : assumption.max}`);
    setError(null);
    onChange(assumption.key, value);
  };
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          inputMode="decimal"
          value={text}
          onChange={(e) => change(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-basis${error ? ` ${id}-error` : ''}`}
          className={cn(
            'h-9 w-28 rounded-md border bg-slate-950/60 px-2 text-right text-sm text-white tabular-nums focus-visible:outline-2 focus-visible:outline-violet-400',
            error ? 'border-rose-500' : 'border-white/15',
          )}
        />
        <span className="text-xs text-slate-400">{unitSuffix(assumption.unit, currency)}</span>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-rose-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** The model's drivers by group: edit a value and the forecast beside it recomputes at once (in the browser). */
export function AssumptionsTable({ model, questions = [], onChange }: {
  model: StartupModel; questions?: StartupQuestion[]; onChange: (key: string, value: number) => void;
}) {
  const wrote = wroteFor(questions);
  return (
    <div className="space-y-6">
      {GROUPS.map((group) => {
        const rows = model.assumptions.filter((a) => a.group === group.id);
        if (rows.length === 0) return null;
        return (
          <fieldset key={group.id} className="min-w-0">
            <legend className="mb-2 text-sm font-semibold tracking-wide text-slate-300 uppercase">{group.label}</legend>
            <ul className="divide-y divide-white/5 rounded-xl border border-white/10">
              {rows.map((a) => (
                <li key={a.key} className="grid gap-2 px-3 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
                  <div className="min-w-0 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <label htmlFor={`assumption-${a.key}`} className="text-sm font-medium text-white">
                        {a.label}
                      </label>
                      <ProvenanceBadge provenance={a.provenance} wrote={wrote.get(a.key)} />
                    </div>
                    <p id={`assumption-${a.key}-basis`} className="text-xs text-slate-400">
                      {a.basis}
                    </p>
                  </div>
                  <AssumptionInput assumption={a} currency={model.currency} onChange={onChange} />
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
