import type { StartupQuestion } from '@uc/contract';
import type { StartupModel } from '@uc/startup-model';
import { formatMoney, toMajor, toMinor } from '@uc/startup-model';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useAnswerQuestion } from '../api/answer-question';

/** Each assumption's unit: a question may set money (minor units on the wire), a percent or a count. */
type Props = {
  questions: StartupQuestion[]; currency: string; units: Record<string, string>; labels?: Record<string, string>;
  baseVersion: number; disabled: boolean;
};

export const unitsOf = (model: StartupModel): Record<string, string> => Object.fromEntries(model.assumptions.map((a) => [a.key, a.unit]));
export const labelsOf = (model: StartupModel): Record<string, string> => Object.fromEntries(model.assumptions.map((a) => [a.key, a.label]));

/** Figures the founder wrote that the model did not take: each asks where it belongs instead of a silent default. */
export function QuestionCards({ questions, currency, units, labels = {}, baseVersion, disabled }: Props) {
  // A question that names its assumption ("how many beds?", "how many care homes?") is answered in its own field.
  const answerable = questions.filter((q) => q.options.length > 0 || (q.key && units[q.key]));
  const other = questions.filter((q) => !answerable.includes(q));
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby="open-questions" className="space-y-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4">
      <h2 id="open-questions" className="font-semibold">Figures from your profile to place</h2>
      <p className="text-sm text-muted-foreground">
        Until you answer, the model uses its defaults for these. {disabled && 'Save or discard your edits first.'}
      </p>
      {answerable.map((q) => (
        <QuestionCard key={q.id} q={q} currency={currency} units={units} labels={labels} baseVersion={baseVersion} disabled={disabled} />
      ))}
      {other.map((q) => (
        <p key={q.id} className="text-sm">{q.question} Set the matching assumption below.</p>
      ))}
    </section>
  );
}

function QuestionCard({ q, currency, units, labels = {}, baseVersion, disabled }: { q: StartupQuestion } & Omit<Props, 'questions'>) {
  const [key, setKey] = useState(q.key ?? q.options[0].key);
  const chosen = q.options.find((o) => o.key === key);
  const money = (k: string) => (units[k] ?? 'money') === 'money';
  const shown = (k: string, v: number) => (money(k) ? formatMoney(v, currency) : units[k] === 'percent' ? `${v}%` : v.toLocaleString('en-US'));
  // With options the field starts at the chosen reading; a count the founder is asked for starts empty.
  const [amount, setAmount] = useState(chosen ? String(money(chosen.key) ? toMajor(chosen.value, currency) : chosen.value) : '');
  const unitText = money(key) ? currency : units[key] === 'percent' ? '%' : 'number';
  const fieldLabel = q.options.length > 0 ? `Value (${unitText})` : `${labels[key] ?? 'Value'} (${unitText})`;
  const answer = useAnswerQuestion();
  const value = Number(amount.replace(',', '.'));
  const valid = amount.trim() !== '' && Number.isFinite(value) && value >= 0;
  const submit = () =>
    answer.mutate(
      { key, value: money(key) ? toMinor(value, currency) : value, base_version: baseVersion },
      { onSuccess: () => toast.success('Saved as your figure'), onError: (err) => toast.error(errorMessage(err, 'Could not save your answer')) },
    );
  return (
    <form
      className="space-y-2 rounded-md border bg-background p-3"
      aria-label={q.quote ? `Question about “${q.quote}”` : `Question: ${q.question.slice(0, 80)}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) submit();
      }}
    >
      <p className="text-sm">{q.question}</p>
      {q.options.length > 0 && <fieldset className="space-y-1">
        <legend className="sr-only">Which figure is it?</legend>
        {q.options.map((o) => (
          <label key={o.key} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={`q-${q.id}`}
              value={o.key}
              checked={key === o.key}
              onChange={() => {
                setKey(o.key);
                setAmount(String(money(o.key) ? toMajor(o.value, currency) : o.value));
              }}
            />
            <span className="min-w-0 break-words">{o.label}: {shown(o.key, o.value)}</span>
          </label>
        ))}
      </fieldset>}
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          {fieldLabel}
          <input
            className="ml-2 w-32 rounded border px-2 py-1"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={!valid}
          />
        </label>
        <Button type="submit" size="sm" disabled={disabled || !valid || answer.isPending}>
          {answer.isPending ? 'Saving…' : 'Use this figure'}
        </Button>
      </div>
    </form>
  );
}
