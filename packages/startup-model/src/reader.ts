import { inputText } from './classify';
import { currencyMentions, toMinor } from './currency';
import { readFigures as scanFigures, type Figure, type FigureKind } from './figures';
import type { StartupInput, StartupModel } from './types';

/**
 * The reader's public face: every figure the founder wrote, with what it prices (unit, period) and
 * what kind of figure it is, plus the ones it saw and could not read (never dropped), and the
 * questions the model must ask about stated figures it could not place.
 */
export type ReadFigureKind = 'price' | 'average' | 'percent' | 'traction' | 'funding' | 'team' | 'cash' | 'amount';
export type ReadFigurePeriod = 'month' | 'year' | 'hour' | 'once' | null;

export type ReadFigure = {
  value: number;
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

export type QuestionOption = { label: string; key: string; value: number };
export type StartupQuestion = { id: string; key: string | null; quote: string; question: string; options: QuestionOption[] };

const PERIOD: Partial<Record<FigureKind, ReadFigurePeriod>> = { monthly: 'month', yearly: 'year', hourly: 'hour', one_off: 'once' };
const KIND: Partial<Record<FigureKind, ReadFigureKind>> = {
  raise: 'funding', grant: 'funding', cash: 'cash', customers_now: 'traction', team: 'team', amount: 'amount',
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

/** The price driver a money figure could set, best first, for the options of a question. */
const PRICE_KEYS = ['price_per_month', 'price_per_unit', 'average_order_value', 'price_per_1000_calls', 'price_per_hour'];

/**
 * Questions for the stated money figures that no founder-provenance assumption quotes, and for
 * the figures the reader could not read: the model never replaces them silently.
 */
export const modelQuestions = (model: StartupModel, input: StartupInput): StartupQuestion[] => {
  const text = inputText(input);
  const { figures, unread } = readFigures(text, model.country);
  const founderWords = model.assumptions.filter((a) => a.provenance === 'founder').map((a) => a.basis).join(' \n ');
  const keys = new Set(model.assumptions.map((a) => a.key));
  const out: StartupQuestion[] = [];
  for (const f of figures) {
    if (!f.currency || f.kind === 'funding' || f.kind === 'cash') continue;
    if (founderWords.includes(f.quote)) continue;
    const options = PRICE_KEYS.filter((k) => keys.has(k)).map((k) => {
      const a = model.assumptions.find((x) => x.key === k)!;
      return { label: `${a.label}: ${f.quote}`, key: k, value: toMinor(f.value, model.currency) };
    });
    out.push({
      id: `figure-${f.index}`,
      key: options[0]?.key ?? null,
      quote: f.quote,
      question: `You wrote '${f.quote}'. Which of your numbers is that?`,
      options,
    });
  }
  for (const u of unread) {
    out.push({ id: `unread-${u.index}`, key: null, quote: u.quote, question: `You wrote '${u.quote}'. What figure is that?`, options: [] });
  }
  return out;
};
