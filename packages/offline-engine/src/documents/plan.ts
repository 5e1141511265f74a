import { inputText, MARKET_QUESTION_ID, openQuestions } from '@uc/startup-model';
import { cashChart, financialsChart, marketTable, unitEconomicsRows, UNIT_ECONOMICS_HEAD, unsizedMarketText, yearlyTable } from './charts';
import { cashClaim, fundingClaim, marginClaim, regulationsFor, tractionClaim } from './claims';
import { figurePairs, runwayText } from './figures';
import { capital, list } from './grammar';
import { assumptionLine, assumptionText, phrases, provenanceText } from './phrases';
import type { DocView, Section } from './types';
import { profileInputOf } from './view';

const s = (heading: string, body: string, bullets: string[] = [], extra: Partial<Section> = {}): Section => ({ heading, body, bullets, ...extra });

/** The business plan: a continuous read whose every figure, table and chart comes from the model. */
export function planSections(v: DocView): Section[] {
  const p = phrases(v);
  const y = v.base.years;
  const f = v.figures;
  const canvas = v.arch.canvas;
  const defaults = v.model.assumptions.filter((a) => a.provenance === 'default');
  // Figures the founder wrote; the market's own question is answered in the Market section.
  const asked = openQuestions(v.model, inputText(profileInputOf(v.profile))).filter((q) => q.id !== MARKET_QUESTION_ID);
  const regs = regulationsFor(v);
  const funds = v.model.funding.use_of_funds;
  return [
    s(
      'Executive summary',
      `${p.name}: ${p.idea}. It serves ${p.who}${p.where} as ${p.aModel} business and is ${p.stage}.\n\n${capital(p.income)} is forecast at ${v.money(y[0].revenue)} in year 1, ${v.money(y[1].revenue)} in year 2 and ${v.money(y[2].revenue)} in year 3, with a team growing from ${p.teamStart} to ${f.headcount_by_year[2]}. ${fundingClaim(v, p)}`,
      [],
      { figures: figurePairs(v) },
    ),
    s('The company', `${p.name} operates in ${p.sector}${p.where}. ${tractionClaim(v, p)} Its ${p.income} comes from ${list(p.streams)}.`, canvas.key_resources.map(capital)),
    s('Problem and opportunity', `${p.Who} are the ${p.customers} ${p.name} serves. ${capital(list(canvas.value_propositions.slice(0, 3).map((x) => x.toLowerCase())))}: that is what they lack today and what ${p.name} offers.`),
    s('Solution', `${p.Idea}. Delivering it means ${list(canvas.key_activities.slice(0, 3).map((x) => x.toLowerCase()))}, with ${list(canvas.key_partners.slice(0, 2).map((x) => x.toLowerCase()))} as key partners.`),
    s(
      'Market',
      `The market is sized bottom-up: how many ${p.customers} ${p.name} could reach, times what each pays, times how often. ${v.sizing.sized
        ? `Total addressable market ${v.money(v.sizing.tam.value)}, serviceable market ${v.money(v.sizing.sam.value)}, and a share of ${v.money(v.sizing.som.value)} a year that the plan aims for.`
        : unsizedMarketText(v)}`,
      p.marketAssumptions.map((a) => assumptionLine(v, a)),
      { table: marketTable(v) },
    ),
    s('Competition', `${p.Who} compare ${p.name} with doing the job by hand, with generic tools and with other ${p.modelWords} offers; ${p.name} competes on ${list(canvas.value_propositions.slice(0, 2).map((x) => x.toLowerCase()))}.`),
    s(
      'Business model and unit economics',
      `${capital(p.mechanics)}. ${marginClaim(v)}`,
      p.revenueAssumptions.concat(p.costAssumptions).map((a) => assumptionLine(v, a)),
      { table: { head: UNIT_ECONOMICS_HEAD, rows: unitEconomicsRows(v) } },
    ),
    s('Go-to-market', `${p.name} reaches ${p.who} through ${list(canvas.channels.map((c) => c.toLowerCase()))}, and keeps them through ${list(canvas.customer_relationships.map((c) => c.toLowerCase()))}.${p.sides ? ` As a marketplace it acquires ${p.sides.supply} and ${p.sides.demand} separately, supply first.` : ''}`, p.growthAssumptions.map((a) => assumptionLine(v, a))),
    s('Operations', `Running ${p.aModel} business means carrying ${list(v.arch.costStructure.map((c) => c.toLowerCase()))}. The KPIs reviewed every month: ${list(v.arch.kpis.map((k) => k.label.toLowerCase()))}.`),
    s(
      'Team and hiring plan',
      `${p.name} starts with ${p.teamStart} ${p.teamStart === 1 ? 'person' : 'people'} at ${v.exact(v.model.team.monthly_cost_per_person)} a month each, fully loaded (${provenanceText({ provenance: v.model.team.monthly_cost_provenance })}). Headcount reaches ${f.headcount_by_year[0]} by the end of year 1 and ${f.headcount_by_year[2]} by the end of year 3.`,
      [],
      p.hires.length ? { table: { head: ['Month', 'Role', 'Monthly cost'], rows: p.hires.map((h) => [String(h.month), h.role, v.exact(h.monthly_cost)]) } } : {},
    ),
    s('Financial plan', `The forecast runs 36 months from the assumptions above. EBITDA is ${v.money(y[0].ebitda)} in year 1 and ${v.money(y[2].ebitda)} in year 3; average monthly burn in year 1 is ${v.money(Math.max(0, f.avg_monthly_burn_y1))}. ${cashClaim(v)}`, [], { table: yearlyTable(v), chart: financialsChart(v) }),
    s(
      'Scenarios',
      `A bear case and a bull case move the growth and price assumptions against the base case. Year 3 ${p.income}: bear ${v.money(v.bear.years[2].revenue)}, base ${v.money(y[2].revenue)}, bull ${v.money(v.bull.years[2].revenue)}. Runway in the bear case is ${runwayText(v.bear.runway_months)}.`,
      [],
      { chart: cashChart(v) },
    ),
    s(
      p.nonprofit ? 'Funding' : 'Funding and use of funds',
      fundingClaim(v, p),
      [],
      funds.length ? { table: { head: ['Use of funds', 'Amount'], rows: [...funds.map((u) => [u.label, v.money(u.amount)]), ['Total', v.money(funds.reduce((a, u) => a + u.amount, 0))]] } } : {},
    ),
    s(
      'Risks and assumptions to verify',
      (defaults.length
        ? `${defaults.length} of the model's ${v.model.assumptions.length} assumptions are defaults for ${p.aModel} business, not yet the founder's own figures; each is a risk until checked.`
        : `Every assumption of the model is the founder's own figure; the risk is in whether ${p.customers} behave as assumed.`) +
        (asked.length ? ` ${asked.length === 1 ? 'One figure' : `${asked.length} figures`} the founder wrote ${asked.length === 1 ? 'is' : 'are'} not yet placed in the model, so the defaults stand in for ${asked.length === 1 ? 'it' : 'them'}.` : ''),
      [...asked.map((q) => `"${q.quote}" (the founder's words): not yet placed in the model, to confirm on the Startup screen`),
        ...defaults.slice(0, 6).map((a) => `${a.label}: ${assumptionText(v, a)} (${a.basis})`)],
    ),
    s(
      'Legal and compliance',
      regs.length
        ? `Rules that apply to ${p.sector}${p.where}: ${list(regs.map((r) => r.name))}. Each is confirmed with a lawyer${p.country ? ` in ${p.country}` : ''} ${v.model.pre_revenue ? `before launch in month ${v.model.launch_month}` : 'as the company sells'}.`
        : `${p.name} is registered as ${p.nonprofit ? 'a non-profit organisation' : 'a company'}${p.where}; sector-specific rules for ${p.sector} are checked with a local adviser ${v.model.pre_revenue ? `before launch in month ${v.model.launch_month}` : 'as the company sells'}.`,
      regs.map((r) => `${r.name}: ${r.note}`),
    ),
  ];
}
