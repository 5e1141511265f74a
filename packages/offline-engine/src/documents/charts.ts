import { MARKET_UNSIZED, toMajor, unitEconomicsDefaults, type UnitEconomics } from '@uc/startup-model';
import { withArticle } from './grammar';
import type { Chart, DocView } from './types';

/** Revenue, EBITDA and year-end cash by year, in major units of the startup's currency. */
export function financialsChart(v: DocView): Chart {
  const m = (n: number) => Math.round(toMajor(n, v.model.currency));
  return {
    title: `Revenue, EBITDA and cash by year (${v.model.currency})`,
    kind: 'bar',
    categories: ['Year 1', 'Year 2', 'Year 3'],
    series: [
      { name: 'Revenue', values: v.base.years.map((y) => m(y.revenue)) },
      { name: 'EBITDA', values: v.base.years.map((y) => m(y.ebitda)) },
      { name: 'Cash at year end', values: v.base.years.map((y) => m(y.cash_end)) },
    ],
  };
}

/** Monthly cash over 36 months, for the plan's cash figure. */
export function cashChart(v: DocView): Chart {
  return {
    title: `Cash at month end (${v.model.currency})`,
    kind: 'line',
    categories: v.base.months.map((r) => `M${r.month}`),
    series: [{ name: 'Cash', values: v.base.months.map((r) => Math.round(toMajor(r.cash_end, v.model.currency))) }],
  };
}

/** Yearly P&L rows for tables. */
export function yearlyTable(v: DocView): { head: string[]; rows: string[][] } {
  const y = v.base.years;
  const row = (label: string, f: (i: 0 | 1 | 2) => string) => [label, f(0), f(1), f(2)];
  return {
    head: ['', 'Year 1', 'Year 2', 'Year 3'],
    rows: [
      row(v.arch.vocabulary.revenue_word === 'income' ? 'Income' : 'Revenue', (i) => v.money(y[i].revenue)),
      row('Cost of revenue', (i) => v.money(y[i].cogs)),
      row('Gross profit', (i) => v.money(y[i].gross_profit)),
      row('Operating costs', (i) => v.money(y[i].opex)),
      row('EBITDA', (i) => v.money(y[i].ebitda)),
      row('Headcount (year end)', (i) => String(y[i].headcount_end)),
      row('Cash (year end)', (i) => v.money(y[i].cash_end)),
    ],
  };
}

/** What a document says instead of market figures while the founder's customers are not counted. */
export const unsizedMarketText = (v: DocView): string =>
  `The market is not sized yet (${MARKET_UNSIZED}): ${v.sizing.question ?? 'how many potential customers are in the market?'}`;

export function marketTable(v: DocView): { head: string[]; rows: string[][] } {
  const s = v.sizing;
  // An unsized market prints no figure, only what is missing.
  const value = (minor: number) => (s.sized ? v.money(minor) : MARKET_UNSIZED);
  return {
    head: ['Tier', 'Annual value', 'How it is computed'],
    rows: [
      ['TAM', value(s.tam.value), s.tam.formula],
      ['SAM', value(s.sam.value), s.sam.formula],
      ['SOM', value(s.som.value), s.som.formula],
    ],
  };
}

/**
 * The unit economics with what each rests on: "your figures", or the defaults to verify that move it
 * (a default price, a stand-in seat count), so a default never reads as the founder's figure. A slide
 * has room for the verdict only (`named: false`); the plan names the defaults.
 */
export function unitEconomicsRows(v: DocView, { named = true } = {}): string[][] {
  const u = v.figures.unit_economics;
  const defaults = unitEconomicsDefaults(v.model);
  const basis = (k: keyof UnitEconomics) => {
    const labels = [...new Set(defaults[k].map((a) => a.label.toLowerCase()))];
    if (!labels.length) return 'your figures';
    if (!named) return 'default to verify';
    return `default to verify: ${labels.slice(0, 2).join(', ')}${labels.length > 2 ? ' and more' : ''}`;
  };
  const rows: string[][] = [];
  const add = (k: keyof UnitEconomics, label: string, value: string) => rows.push([label, value, basis(k)]);
  const voc = v.arch.vocabulary;
  const per = `Monthly ${voc.revenue_word} per ${voc.arpu_per ?? voc.customer}`;
  if (u.arpu_monthly !== null) add('arpu_monthly', per, v.exact(u.arpu_monthly));
  if (u.gross_margin_pct !== null) add('gross_margin_pct', 'Gross margin', `${u.gross_margin_pct}%`);
  if (u.cac !== null) add('cac', `Cost to acquire ${withArticle(v.arch.vocabulary.customer)}`, v.exact(u.cac));
  if (u.cac_payback_months !== null) add('cac_payback_months', 'CAC payback', `${u.cac_payback_months} months`);
  if (u.ltv !== null) add('ltv', 'Lifetime value', v.exact(u.ltv));
  if (u.ltv_to_cac !== null) add('ltv_to_cac', 'LTV / CAC', `${u.ltv_to_cac}×`);
  return rows;
}

/** The unit economics table's head (the rows above). */
export const UNIT_ECONOMICS_HEAD = ['Unit economics', 'Value', 'Basis'];
