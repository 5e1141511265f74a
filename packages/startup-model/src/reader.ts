import { currencyMentions } from './currency';
import { readFigures as scanFigures, type Figure, type FigureKind } from './figures';

/**
 * The reader's public face: every figure the founder wrote, with what it prices (unit, period) and
 * what kind of figure it is, plus the ones it saw and could not read (never dropped). The questions
 * about stated figures no assumption took are `openQuestions` (questions.ts).
 */
export type ReadFigureKind = 'price' | 'average' | 'percent' | 'traction' | 'funding' | 'team' | 'cash' | 'amount';
export type ReadFigurePeriod = 'month' | 'year' | 'hour' | 'once' | null;

export type ReadFigure = {
  value: number;
  /** The upper end of a range ("£8–10"), else null. */
  high: number | null;
  /** ISO 4217 code when the figure is money. */
  currency: string | null;
  /** The noun it is priced per ("bed", "booking", "1000 calls"), null when none was written. */
  unit: string | null;
  period: ReadFigurePeriod;
  kind: ReadFigureKind;
  /** The reader's finer reading (e.g. 'per_call', 'commission_pct'). */
  detail: FigureKind;
  quote: string;
  /** Offset of the number in the text. */
  index: number;
};
export type UnreadFigure = { quote: string; index: number };
export type FiguresRead = { figures: ReadFigure[]; unread: UnreadFigure[] };


const PERIOD: Partial<Record<FigureKind, ReadFigurePeriod>> = {
  monthly: 'month', yearly: 'year', hourly: 'hour', one_off: 'once',
  per_capacity_month: 'month', per_capacity_year: 'year',
};
const KIND: Partial<Record<FigureKind, ReadFigureKind>> = {
  raise: 'funding', raised: 'funding', grant: 'funding', cash: 'cash', customers_now: 'traction', team: 'team', amount: 'amount',
};
const UNIT: Partial<Record<FigureKind, string>> = { per_call: 'call', per_1000_calls: '1000 calls', per_transaction: 'transaction' };

const kindOf = (f: Figure): ReadFigureKind => {
  if (KIND[f.kind]) return KIND[f.kind]!;
  if (f.kind.endsWith('_pct') || f.kind === 'percent') return 'percent';
  if (f.kind === 'amount' && /\baverage\b|\bavg\b/i.test(f.quote)) return 'average';
  return 'price';
};

const toRead = (text: string, f: Figure): ReadFigure => {
  const average = f.currency && /\b(?:average|avg|typical)\b[^.]{0,30}$/i.test(text.slice(Math.max(0, f.index - 40), f.index));
  return {
    value: f.value,
    high: f.high ?? null,
    currency: f.currency ?? null,
    unit: f.unit_word ?? UNIT[f.kind] ?? null,
    period: PERIOD[f.kind] ?? null,
    kind: average ? 'average' : kindOf(f),
    detail: f.kind,
    quote: f.quote,
    index: f.index,
  };
};

/** Every figure in the text, in reading order, and every currency mention with no number it could read. */
export const readFigures = (text: string, country: string | null = null): FiguresRead => {
  const found = scanFigures(text, country);
  const figures = found.map((f) => toRead(text, f));
  const unread: UnreadFigure[] = [];
  for (const c of currencyMentions(text, country)) {
    const end = c.index + c.match.length;
    const near = found.some((f) => f.currency && f.index >= c.index - 30 && f.index <= end + 2);
    if (near) continue;
    // A currency mark next to digits the reader could not place ("₹1,49,999" is read; "CHF ~1200?" may not be).
    const around = text.slice(Math.max(0, c.index - 15), end + 15);
    if (/\d/.test(around)) unread.push({ quote: around.trim(), index: c.index });
  }
  return { figures, unread };
};
