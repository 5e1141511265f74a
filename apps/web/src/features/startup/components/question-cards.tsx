import type { StartupQuestion } from '@uc/contract';
import { formatMoney, toMajor, toMinor } from '@uc/startup-model';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useAnswerQuestion } from '../api/answer-question';

type Props = { questions: StartupQuestion[]; currency: string; baseVersion: number; disabled: boolean };

/** Figures the founder wrote that the model did not take: each asks where it belongs instead of a silent default. */
export function QuestionCards({ questions, currency, baseVersion, disabled }: Props) {
  const answerable = questions.filter((q) => q.options.length > 0);
  const other = questions.filter((q) => q.options.length === 0);
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby="open-questions" className="space-y-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4">
      <h2 id="open-questions" className="font-semibold">Figures from your profile to place</h2>
      <p className="text-sm text-muted-foreground">
        Until you answer, the model uses its defaults for these. {disabled && 'Save or discard your edits first.'}
      </p>
      {answerable.map((q) => <QuestionCard key={q.id} q={q} currency={currency} baseVersion={baseVersion} disabled={disabled} />)}
      {other.map((q) => (
        <p key={q.id} className="text-sm">{q.question} Set the matching assumption below.</p>
      ))}
    </section>
  );
}

function QuestionCard({ q, currency, baseVersion, disabled }: { q: StartupQuestion } & Omit<Props, 'questions'>) {
  const [key, setKey] = useState(q.key ?? q.options[0].key);
  const chosen = q.options.find((o) => o.key === key) ?? q.options[0];
  const [amount, setAmount] = useState(String(toMajor(chosen.value, currency)));
  const answer = useAnswerQuestion();
  const value = Number(amount.replace(',', '.'));
  const valid = amount.trim() !== '' && Number.isFinite(value) && value >= 0;
  const submit = () =>
    answer.mutate(
      { key, value: toMinor(value, currency), base_version: baseVersion },
      { onSuccess: () => toast.success('Saved as your figure'), onError: (err) => toast.error(errorMessage(err, 'Could not save your answer')) },
    );
  return (
    <form
      className="space-y-2 rounded-md border bg-background p-3"
      aria-label={`Question about “${q.quote}”`}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) submit();
      }}
    >
      <p className="text-sm">{q.question}</p>
      <fieldset className="space-y-1">
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
                setAmount(String(toMajor(o.value, currency)));
              }}
            />
            <span className="min-w-0 break-words">{o.label}: {formatMoney(o.value, currency)}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          Value ({currency})
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
