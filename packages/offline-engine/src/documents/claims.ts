import { statedTraction, type StatedTraction } from '@uc/startup-model';
import { list } from './grammar';
import type { Phrases } from './phrases';
import type { DocView } from './types';
import { breakEvenText, pct, runwayText } from './figures';
import { regulationsFor as knowledgeRegulations } from '../knowledge';

/**
 * Claims a document may make, each derived from the model: the stage and traction as they are,
 * the margin the forecast computes (never an archetype's wishful figure), the funding the plan
 * really seeks (grants for a non-profit, never an equity round), the funding gap when cash would
 * run out, and no regulation unless the sector and country name it.
 */

/**
 * The traction the founder wrote (paying customers, MRR, sales to date, and beta sign-ups, waiting lists, pilots),
 * then the sign-ups they confirmed from a deployed app (never sales).
 */
export const tractionStated = (v: DocView): StatedTraction[] => {
  const f = v.profile;
  const written = statedTraction([f.idea, f.industry, f.targetMarket, f.businessModel, f.context].filter(Boolean).join('\n'), v.model.country);
  const confirmed = (v.model.traction ?? []).map((t, i): StatedTraction =>
    ({ kind: 'unpaid', paying: false, value: t.value, currency: null, quote: t.quote, index: Number.MAX_SAFE_INTEGER - i }));
  return [...written, ...confirmed].slice(0, 4);
};
const quoted = (t: StatedTraction[]) => list(t.map((x) => `“${x.quote}”`));

/**
 * Traction, truthfully: what the founder stated, as they stated it (sign-ups are not sales); before
 * launch the company promises what it will prove, and "nothing is sold yet" only when nothing is stated.
 */
export function tractionClaim(v: DocView, p: Phrases): string {
  const stated = tractionStated(v);
  if (v.model.pre_revenue) {
    if (!stated.length) return `${p.name} is pre-launch: nothing is sold yet, and the ${p.launch}.`;
    const unpaid = stated.every((t) => !t.paying);
    return `${p.name}'s traction so far, in the founder's words: ${quoted(stated)}${unpaid ? ' (not sales yet)' : ''}; the ${p.launch}.`;
  }
  const last = v.base.months[0];
  const drivers = Object.entries(last.drivers).filter(([, n]) => n > 0);
  const first = drivers.length ? ` The model starts from ${list(drivers.slice(0, 2).map(([k, n]) => `${Math.round(n).toLocaleString('en-US')} ${k.replace(/_/g, ' ')}`))} in month 1.` : '';
  const said = stated.length ? ` Stated so far: ${quoted(stated)}.` : '';
  return `${p.name} is ${p.stage}, with ${p.income} in month 1 of ${v.money(last.revenue_total)}.${first}${said}`;
}

/** The gross margin as computed for year 3 (or the first year with revenue); no adjective the numbers do not support. */
export function marginClaim(v: DocView): string {
  const [m1, m2, m3] = v.figures.gross_margin_pct_by_year;
  if (m3 === null) return 'There is no gross margin to report yet: the model has no revenue within three years.';
  const trend = m1 !== null && m3 > m1 + 2 ? ` rising from ${pct(m1)} in year 1` : m1 !== null && m3 < m1 - 2 ? ` down from ${pct(m1)} in year 1` : '';
  return `Gross margin reaches ${pct(m3)} in year 3${trend}${m2 !== null ? ` (year 2: ${pct(m2)})` : ''}, as the forecast computes it from the cost assumptions.`;
}

/** What the company raises and why; a non-profit seeks grants, never equity. */
export function fundingClaim(v: DocView, p: Phrases): string {
  const f = v.model.funding;
  if (f.kind === 'none' || f.amount === 0) return `${p.name} plans no outside funding: the model runs on its starting cash of ${v.money(v.model.starting_cash)} and its own ${p.income}.`;
  const what = f.kind === 'grant' ? 'grant funding' : f.kind === 'safe' ? 'a SAFE' : f.kind === 'debt' ? 'a loan' : 'an equity round';
  return `${p.name} seeks ${v.money(f.amount)} of ${what}, arriving in month ${f.month} of the plan.`;
}

/** Cash: when the plan runs dry, it says so and names the gap; otherwise the lowest point. */
export function cashClaim(v: DocView): string {
  const b = v.base;
  if (b.funding_gap > 0)
    return `Funding gap: on these assumptions cash falls to ${v.money(b.lowest_cash.value)} in month ${b.lowest_cash.month}, so the plan needs a further ${v.money(b.funding_gap)} on top of the funding above; closing that gap comes before any hire it pays for.`;
  return `Cash stays positive for all 36 months: its lowest point is ${v.money(b.lowest_cash.value)} in month ${b.lowest_cash.month}. Runway is ${runwayText(b.runway_months)}; break-even is ${breakEvenText(b.break_even_month)}.`;
}

/**
 * Rules that apply to this sector in this country (and to the archetype's mechanics), from the
 * advisor's knowledge tables: the one source, so a fact is corrected in one place. An unknown
 * country gets the global rules only; nothing is named that the tables do not hold.
 */
export const regulationsFor = (v: DocView) =>
  knowledgeRegulations(v.model.sector, v.model.country, { archetype: v.model.archetype }).map((r) => ({
    name: r.name,
    note: `${r.summary} (${r.source}${r.year ? `, ${r.year}` : ''})`,
  }));
