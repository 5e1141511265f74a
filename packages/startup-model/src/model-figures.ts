import { checkAssumptionValue } from './bounds';
import { formatMoney, toMinor } from './currency';
import { NUMBER_PATTERN, parseNumber } from './numbers';
import type { StartupQuestion } from './questions';
import type { StartupModel } from './types';

/**
 * Figures a language model extracted from the founder's words (issue 35 §7), checked by the
 * reader before the founder sees them: the quote must be the founder's own words and the number
 * must occur in it as written; an invented or converted number is refused. What passes is a
 * question to confirm, never a founder value by itself (the founder's click sets it).
 */
export type ModelFigure = {
  /** The assumption the model says it sets. */
  key: string;
  /** As written (major units for money; 15 for 15%). */
  value: number;
  currency?: string | null;
  quote: string;
};
export type RefusedFigure = ModelFigure & { reason: string };

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Every number written in the words, in each of its readings (the decimal-comma or the thousands one). */
const numbersIn = (words: string, currency: string): number[] => {
  const re = new RegExp(NUMBER_PATTERN.source, NUMBER_PATTERN.flags);
  return [...words.matchAll(re)].flatMap((m) => [parseNumber(m[0], currency), parseNumber(m[0])]);
};
const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));

const describeValue = (model: StartupModel, unit: string, value: number) =>
  unit === 'money' ? formatMoney(value, model.currency) : unit === 'percent' ? `${value}%` : value.toLocaleString('en-US');

/** The model's figures as questions to confirm, and the ones refused with why. Pure; `text` is the profile's words. */
export const checkModelFigures = (model: StartupModel, text: string, figures: ModelFigure[]): { questions: StartupQuestion[]; refused: RefusedFigure[] } => {
  const questions: StartupQuestion[] = [];
  const refused: RefusedFigure[] = [];
  const words = squash(text);
  for (const f of figures) {
    const a = model.assumptions.find((x) => x.key === f.key);
    const quote = f.quote.trim();
    const refuse = (reason: string) => refused.push({ ...f, reason });
    if (!a) { refuse('not an assumption of this model'); continue; }
    if (!quote || !words.includes(squash(quote))) { refuse('the quote is not in the founder’s words'); continue; }
    if (!Number.isFinite(f.value) || !numbersIn(quote, model.currency).some((n) => same(n, f.value))) {
      refuse('the number does not occur in the founder’s words'); continue;
    }
    if (a.unit === 'money' && f.currency && f.currency.toUpperCase() !== model.currency) { refuse(`written in ${f.currency}, the model is in ${model.currency}`); continue; }
    const value = a.unit === 'money' ? toMinor(f.value, model.currency) : f.value;
    const check = checkAssumptionValue(a.key, value, model.currency);
    if (!check.ok) { refuse(check.detail); continue; }
    // Already the founder's value, or already asked: nothing to confirm.
    if ((a.provenance === 'founder' && a.value === check.value) || questions.some((q) => q.options[0].key === a.key && q.options[0].value === check.value)) continue;
    questions.push({
      id: `model-${a.key}-${check.value}`.slice(0, 80),
      key: a.key,
      quote: quote.slice(0, 500),
      question: `You wrote "${quote.slice(0, 300)}". The assistant reads it as your ${a.label.toLowerCase()}: ${describeValue(model, a.unit, check.value)}. Use it?`,
      options: [{ key: a.key, label: a.label, value: check.value }],
    });
  }
  return { questions, refused };
};
