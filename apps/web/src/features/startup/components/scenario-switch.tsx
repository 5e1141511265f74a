import type { ScenarioId } from '@uc/startup-model';
import { cn } from '@/lib/cn';

const SCENARIOS: { id: ScenarioId; label: string; hint: string }[] = [
  { id: 'base', label: 'Base', hint: 'Your assumptions as they are' },
  { id: 'bear', label: 'Bear', hint: 'Slower growth, higher churn' },
  { id: 'bull', label: 'Bull', hint: 'Faster growth, lower churn' },
];

/** Base / Bear / Bull as native radios: arrow keys move between them, screen readers announce the group. */
export function ScenarioSwitch({ value, onChange }: { value: ScenarioId; onChange: (s: ScenarioId) => void }) {
  return (
    <fieldset className="inline-flex gap-1 rounded-lg bg-white/5 p-1">
      <legend className="sr-only">Scenario</legend>
      {SCENARIOS.map((s) => (
        <label
          key={s.id}
          title={s.hint}
          className={cn(
            'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-400',
            value === s.id ? 'bg-violet-600 text-white' : 'text-slate-300 hover:text-white',
          )}
        >
          <input type="radio" name="scenario" value={s.id} checked={value === s.id} onChange={() => onChange(s.id)} className="sr-only" />
          {s.label}
        </label>
      ))}
    </fieldset>
  );
}
