import { readFigures, type Figure } from './figures';
import { NUMBER_PATTERN, parseNumber } from './numbers';

/**
 * Traction as the founder states it (issue 35 §5): paying customers, revenue to date and MRR are
 * sales (the forecast starts from them); beta sign-ups, waiting lists, pilots, pre-orders and free
 * users are traction of another kind, shown as such and never counted as sales.
 */
export type TractionKind = 'paying' | 'mrr' | 'arr' | 'revenue_to_date' | 'unpaid';
export type StatedTraction = {
  kind: TractionKind;
  /** Whether it is money already earned or customers who pay. */
  paying: boolean;
  /** Major units for money, the count otherwise. */
  value: number;
  currency: string | null;
  quote: string;
  index: number;
};

const MRR = /\b(?:MRR|monthly recurring revenue)\b/i;
const ARR = /\b(?:ARR|annual recurring revenue)\b/i;
/** Money earned so far: "we sold ₹3.5 lakh of kits so far", "revenue to date of $40k", "€120k in sales last year". */
const EARNED_BEFORE = /\b(?:sold|revenue|sales|turnover|earned|made|GMV|billed|invoiced)\b[^.;]{0,25}$/i;
const EARNED_AFTER = /^[^.;]{0,30}\b(?:so far|to date|since (?:launch|we launched)|last year|this year|in (?:revenue|sales))\b/i;
/** A count of people or organisations who do not (yet) pay: "320 beta households signed", "1,200 on our waitlist". */
const UNPAID = /^\s+(?:[\p{L}-]+\s+){0,3}?(?:beta\b|pilots?\b|waitlist|waiting list|sign-?ups?\b|signed\b|pre-?orders?\b|letters of intent|LOIs?\b|downloads\b|free users\b|trial users\b|testers\b|installs\b)(?:\s+(?:up|on|with|for)\b(?:\s+[\p{L}-]+){0,2})?/iu;

/** Every stated traction figure in the text, in reading order. */
export const statedTraction = (text: string, country: string | null = null, read?: Figure[]): StatedTraction[] => {
  if (!text) return [];
  const out: StatedTraction[] = [];
  // The model builder passes the figures it already read (one read per build).
  const figures = read ?? readFigures(text, country);
  for (const f of figures) {
    if (f.kind === 'customers_now') out.push({ kind: 'paying', paying: true, value: f.value, currency: null, quote: f.quote, index: f.index });
    // A price ("$250 per clinic per month") is not revenue; only a plain amount can be.
    if (!f.currency || f.kind !== 'amount') continue;
    // Within its own sentence: "… per month. Our MRR is $10k." ties the MRR to $10k only.
    const before = text.slice(Math.max(0, f.index - 30), f.index).split(/[.;!?]\s/).pop()!;
    const after = text.slice(f.index, f.index + 40).split(/[.;!?](?:\s|$)/)[0];
    const sentence = `${before}${after}`;
    const kind: TractionKind | null = MRR.test(sentence) ? 'mrr' : ARR.test(sentence) ? 'arr'
      : EARNED_BEFORE.test(before) || EARNED_AFTER.test(after) ? 'revenue_to_date' : null;
    if (!kind) continue;
    out.push({ kind, paying: true, value: f.value, currency: f.currency, quote: sentence.trim(), index: f.index });
  }
  const taken = new Set(figures.map((f) => f.index));
  const numbers = new RegExp(NUMBER_PATTERN.source, NUMBER_PATTERN.flags);
  for (let m = numbers.exec(text); m; m = numbers.exec(text)) {
    if (taken.has(m.index) || /(?:\p{L}|[$€£¥₹₦]\s?)$/u.test(text.slice(Math.max(0, m.index - 2), m.index))) continue;
    const end = m.index + m[0].length;
    if (/^\s?(?:%|percent)/i.test(text.slice(end, end + 9))) continue;
    const hit = UNPAID.exec(text.slice(end, end + 80));
    if (!hit) continue;
    // Quoted through the end of its clause ("320 beta households signed up"), at most 80 characters.
    const clause = /^[^.;,!?\n]*/.exec(text.slice(m.index, m.index + 80))![0];
    const quote = clause.length >= m[0].length + hit[0].length ? clause : text.slice(m.index, end + hit[0].length);
    out.push({ kind: 'unpaid', paying: false, value: parseNumber(m[0]), currency: null, quote: quote.trim(), index: m.index });
  }
  return out.sort((a, b) => a.index - b.index);
};
