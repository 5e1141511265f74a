import type { KeyFigures } from '@uc/startup-model';
import type { DocView } from './types';

/**
 * The key figures every suite document prints, as label/value pairs, formatted once. The deck,
 * the plan, the canvas and the spreadsheet's Key figures sheet all print these exact pairs, and
 * the consistency check looks for them in the files.
 */
export type FigureLine = { key: FigureKey; label: string; value: string };
export const FIGURE_KEYS = ['rev1', 'rev2', 'rev3', 'head1', 'head2', 'head3', 'gm1', 'gm2', 'gm3', 'burn', 'runway', 'breakeven', 'ask'] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

export const FIGURE_LABELS: Record<FigureKey, string> = {
  rev1: 'Revenue Y1',
  rev2: 'Revenue Y2',
  rev3: 'Revenue Y3',
  head1: 'Headcount Y1',
  head2: 'Headcount Y2',
  head3: 'Headcount Y3',
  gm1: 'Gross margin Y1',
  gm2: 'Gross margin Y2',
  gm3: 'Gross margin Y3',
  burn: 'Monthly burn Y1',
  runway: 'Runway',
  breakeven: 'Break-even',
  ask: 'Funding sought',
};

export const pct = (p: number | null) => (p === null ? 'no revenue yet' : `${Math.round(p * 10) / 10}%`);
export const runwayText = (m: number | null) => (m === null ? 'not burning cash' : `${m} months`);
export const breakEvenText = (m: number | null) => (m === null ? 'not within 36 months' : `month ${m}`);
export const burnText = (burn: number, money: (n: number) => string) => (burn > 0 ? money(burn) : 'none (cash positive)');

/** The figures as raw numbers (what the spreadsheet stores), keyed like the printed lines. */
export function figureValues(f: KeyFigures): Record<FigureKey, number | null> {
  return {
    rev1: f.revenue_by_year[0], rev2: f.revenue_by_year[1], rev3: f.revenue_by_year[2],
    head1: f.headcount_by_year[0], head2: f.headcount_by_year[1], head3: f.headcount_by_year[2],
    gm1: f.gross_margin_pct_by_year[0], gm2: f.gross_margin_pct_by_year[1], gm3: f.gross_margin_pct_by_year[2],
    burn: f.avg_monthly_burn_y1, runway: f.runway_months, breakeven: f.break_even_month, ask: f.ask,
  };
}

/** How each figure prints, from its raw value: the same function formats the model and the values read back from a file. */
export function printFigure(key: FigureKey, value: number | null, money: (n: number) => string): string {
  if (key.startsWith('rev')) return money(value ?? 0);
  if (key.startsWith('head')) return String(value ?? 0);
  if (key.startsWith('gm')) return pct(value);
  if (key === 'burn') return burnText(value ?? 0, money);
  if (key === 'runway') return runwayText(value);
  if (key === 'breakeven') return breakEvenText(value);
  return value ? money(value) : 'none';
}

export function figureLines(v: DocView): FigureLine[] {
  const values = figureValues(v.figures);
  return FIGURE_KEYS.map((key) => ({ key, label: FIGURE_LABELS[key], value: printFigure(key, values[key], v.money) }));
}
export const figurePairs = (v: DocView): [string, string][] => figureLines(v).map((l) => [l.label, l.value]);

const squash = (s: string) => s.replace(/\s+/g, '');
const escapeChar = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The label then the value, tolerant of how extraction splits words (any whitespace, or none, between characters; an optional colon). */
const figurePattern = (label: string, value: string) =>
  new RegExp(`${[...squash(label)].map(escapeChar).join('\\s*')}\\s*:?\\s*${[...squash(value)].map(escapeChar).join('\\s*')}(?![\\d.,]?\\d)`, 'u');

export type Disagreement = { document: string; label: string; expected: string; found: string | null };

/**
 * Which expected figures a document's extracted text does not print next to their label. A value
 * must not run on into more digits ("5" is not "58"); whitespace never decides a match.
 */
export function missingFigures(document: string, text: string, expected: FigureLine[], keys: readonly FigureKey[] = FIGURE_KEYS): Disagreement[] {
  const out: Disagreement[] = [];
  for (const line of expected.filter((l) => keys.includes(l.key))) {
    if (figurePattern(line.label, line.value).test(text)) continue;
    const at = new RegExp(`${[...squash(line.label)].map(escapeChar).join('\\s*')}\\s*:?\\s*([^·\\n|]{0,24})`, 'u').exec(text);
    out.push({ document, label: line.label, expected: line.value, found: at ? at[1].trim() : null });
  }
  return out;
}
