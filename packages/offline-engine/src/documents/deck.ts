import { marketTable, financialsChart, unitEconomicsRows, UNIT_ECONOMICS_HEAD, unsizedMarketText } from './charts';
import { cashClaim, fundingClaim, marginClaim, tractionClaim, tractionStated } from './claims';
import { figurePairs } from './figures';
import { capital, list } from './grammar';
import { assumptionLine, phrases } from './phrases';
import type { DocView, Section } from './types';

const s = (heading: string, body: string, bullets: string[] = [], extra: Partial<Section> = {}): Section => ({ heading, body, bullets, ...extra });

/** The investor sequence, one slide each: every figure from the model, traction as it really is. */
export function deckSections(v: DocView): Section[] {
  const p = phrases(v);
  const y = v.base.years;
  const f = v.figures;
  const canvas = v.arch.canvas;
  const hires = p.hires.slice(0, 4);
  const funds = v.model.funding.use_of_funds;
  const firstYearWithRevenue = y.findIndex((r) => r.revenue > 0);
  const prove = [
    `Month ${v.model.launch_month}: first ${p.income} from ${p.customers}`,
    `Month ${Math.min(36, v.model.launch_month + 6)}: ${v.arch.kpis[0]?.label.toLowerCase() ?? p.customers} on the plan's curve (${v.arch.kpis[0]?.description ?? 'the model tracks it monthly'})`,
    `Year ${firstYearWithRevenue >= 0 ? firstYearWithRevenue + 1 : 3}: ${p.income} of ${v.money(y[Math.max(0, firstYearWithRevenue)].revenue)}`,
  ];
  return [
    s('Problem', `${p.Who}${p.where} have a problem ${p.name} is built to solve: ${p.idea}.`, [
      `Who feels it: ${p.who}, the ${p.customers} of ${p.aModel} business`,
      ...canvas.value_propositions.slice(0, 2).map((x) => `What they lack today: ${x.toLowerCase()}`),
    ]),
    s('Solution', `${p.Idea}. ${p.name} works as ${p.aModel}: ${p.mechanics}.`, canvas.key_activities.slice(0, 3).map(capital)),
    s('Why now', `${capital(p.sector)}${p.where} is where ${p.name} starts, ${p.stage}; the ${p.launch}.`, [
      v.sizing.sized ? `Reachable today: ${v.sizing.som.formula}` : 'Reachable today: market to be sized',
      ...canvas.channels.slice(0, 2).map((c) => `A channel that reaches ${p.customers} cheaply now: ${c.toLowerCase()}`),
    ]),
    s('Market', v.sizing.sized
      ? `Sized bottom-up from ${p.customers} and what each pays: the serviceable market is ${v.money(v.sizing.sam.value)} a year, of which ${p.name} aims for ${v.money(v.sizing.som.value)}.`
      : `Sized bottom-up from ${p.customers} and what each pays, once they are counted. ${unsizedMarketText(v)}`, [], { table: marketTable(v) }),
    s('Business model', `${p.name} earns from ${list(p.streams)}: ${p.mechanics}. ${marginClaim(v)}`, p.revenueAssumptions.slice(0, 4).map((a) => assumptionLine(v, a)), {
      table: { head: UNIT_ECONOMICS_HEAD, rows: unitEconomicsRows(v, { named: false }) },
    }),
    v.model.pre_revenue
      ? s(tractionStated(v).length ? 'Traction so far, and what we will prove' : 'Pre-launch: what we will prove, by when', tractionClaim(v, p), prove)
      : s('Traction', tractionClaim(v, p), [`Year 1 ${p.income}: ${v.money(y[0].revenue)}`, ...prove.slice(1)]),
    s('Competition', `${p.Who} compare ${p.name} with what they use today and with other ${p.modelWords} offers.`, [
      `Doing nothing or by hand: no cost up front, but none of ${list(canvas.value_propositions.slice(0, 2).map((x) => x.toLowerCase()))}`,
      `Generic tools: not built around ${p.aCustomer}'s ${p.unit}`,
      `${p.name}: ${canvas.value_propositions[0]?.toLowerCase() ?? p.idea}`,
    ]),
    s('Go-to-market', `${p.name} reaches ${p.who} through ${list(canvas.channels.slice(0, 3).map((c) => c.toLowerCase()))}.`, [
      ...p.growthAssumptions.slice(0, 3).map((a) => assumptionLine(v, a)),
      ...(p.sides ? [`Both sides: ${p.sides.supply} and ${p.sides.demand} are acquired separately`] : []),
    ]),
    s('Team', `${p.name} starts with ${p.teamStart} ${p.teamStart === 1 ? 'person' : 'people'} and grows to ${f.headcount_by_year[2]} by the end of year 3.`, hires.length ? hires.map((h) => `Month ${h.month}: ${h.role}`) : ['No hires planned in the model: the founding team carries the plan'], {
      figures: [['Headcount Y1', String(f.headcount_by_year[0])], ['Headcount Y2', String(f.headcount_by_year[1])], ['Headcount Y3', String(f.headcount_by_year[2])]],
    }),
    s('Financials', `${capital(p.income)} grows from ${v.money(y[0].revenue)} in year 1 to ${v.money(y[2].revenue)} in year 3. ${cashClaim(v)}`, [], { chart: financialsChart(v), figures: figurePairs(v) }),
    s(p.nonprofit ? 'The funding we seek' : 'The ask', fundingClaim(v, p), funds.map((u) => `${u.label}: ${v.money(u.amount)}`), {
      table: funds.length ? { head: ['Use of funds', 'Amount'], rows: [...funds.map((u) => [u.label, v.money(u.amount)]), ['Total', v.money(funds.reduce((a, u) => a + u.amount, 0))]] } : undefined,
    }),
  ];
}
