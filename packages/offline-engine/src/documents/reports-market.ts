import { cashChart, financialsChart, marketTable, unitEconomicsRows, unsizedMarketText, yearlyTable } from './charts';
import { cashClaim, fundingClaim, marginClaim } from './claims';
import { breakEvenText, runwayText } from './figures';
import { capital, list } from './grammar';
import { assumptionLine, phrases } from './phrases';
import type { DocView, Section } from './types';

const s = (heading: string, body: string, bullets: string[] = [], extra: Partial<Section> = {}): Section => ({ heading, body, bullets, ...extra });
const driverAt = (v: DocView, month: number) => Object.entries(v.base.months[month - 1]?.drivers ?? {}).filter(([, n]) => n > 0);
export const driverText = ([k, n]: [string, number]) => `${Math.round(n).toLocaleString('en-US')} ${k.replace(/_/g, ' ')}`;

export function marketAnalysis(v: DocView): Section[] {
  const p = phrases(v);
  const sz = v.sizing;
  return [
    s('Market definition', `The market for ${p.name} is ${p.who}${p.where} buying ${p.aUnit} from ${p.aModel} business in ${p.sector}.`, v.arch.canvas.customer_segments.map(capital)),
    s('Sizing method and inputs', `Every tier is bottom-up: reachable ${p.customers} × ${p.income} per ${p.customer} × frequency. Inputs marked "default to verify" are estimates for ${p.aModel} business until field data replaces them.`, sz.tam.inputs.concat(sz.sam.inputs, sz.som.inputs).filter((a, i, all) => all.findIndex((b) => b.key === a.key) === i).map((a) => assumptionLine(v, a))),
    s('TAM, SAM and SOM', sz.sized
      ? `Serviceable market ${v.money(sz.sam.value)} a year; the obtainable share of ${v.money(sz.som.value)} compares with year 3 ${p.income} of ${v.money(v.base.years[2].revenue)} in the forecast.`
      : `${unsizedMarketText(v)} Year 3 ${p.income} in the forecast is ${v.money(v.base.years[2].revenue)}.`, [], { table: marketTable(v) }),
    s('Customer segments and buying behaviour', `${p.Who} buy ${p.aUnit} ${p.sides ? `through a marketplace that also needs ${p.sides.supply}` : `directly from ${p.name}`}; what makes them choose: ${list(v.arch.canvas.value_propositions.slice(0, 2).map((x) => x.toLowerCase()))}.`, v.arch.kpis.slice(0, 3).map((k) => `${k.label}: ${k.description}`)),
    s('Demand drivers', `Demand in the model grows with ${list(p.growthAssumptions.map((a) => a.label.toLowerCase()))}.`, p.growthAssumptions.map((a) => assumptionLine(v, a))),
    s('Assumptions to validate in the field', `Before month ${v.model.launch_month}, each market input below is checked with interviews of ${p.customers} and public counts of ${p.customers}${p.where}.`, p.marketAssumptions.filter((a) => a.provenance !== 'founder').map((a) => `${a.label}: ${a.basis}`)),
  ];
}

export function competitiveAnalysis(v: DocView): Section[] {
  const p = phrases(v);
  const vp = v.arch.canvas.value_propositions.map((x) => x.toLowerCase());
  return [
    s('Competitive frame', `${p.name} competes for the budget ${p.who} spend on ${p.aUnit}, against everything else that gets the same job done.`),
    s('Alternatives customers use today', `Three kinds of alternative, compared on what matters to ${p.customers}.`, [], {
      table: {
        head: ['Alternative', 'What it does well', `Where ${p.name} is different`],
        rows: [
          ['Doing it by hand', 'No cost up front', capital(vp[0] ?? p.idea)],
          ['Generic tools', 'Familiar and flexible', `Built around ${p.aCustomer}'s ${p.unit}`],
          [`Other ${p.modelWords} offers`, 'Established brands', capital(vp[1] ?? vp[0] ?? p.idea)],
        ],
      },
    }),
    s('Positioning map', `Two axes: how specialised the offer is for ${p.customers}, and what ${p.aUnit} costs them. ${p.name} sits at specialised, with the price in the model: ${list(p.revenueAssumptions.slice(0, 2).map((a) => assumptionLine(v, a)))}.`),
    s('Advantages that last', `What a competitor cannot copy quickly in ${p.aModel} business:`, v.arch.canvas.key_resources.map(capital)),
    s('Competitive risks and responses', `If a larger player copies ${p.name}, the response is the unit economics below (${marginClaim(v)}).`, unitEconomicsRows(v, { named: false }).map(([a, b, on]) => `${a}: ${b} (${on})`)),
  ];
}

export function financialProjections(v: DocView): Section[] {
  const p = phrases(v);
  const y = v.base.years;
  const months = v.base.months;
  const q = [3, 6, 12, 18, 24, 36].map((m) => months[m - 1]);
  return [
    s('Projection summary', `${capital(p.income)} of ${v.money(y[0].revenue)}, ${v.money(y[1].revenue)} and ${v.money(y[2].revenue)} over three years; break-even ${breakEvenText(v.base.break_even_month)}; runway ${runwayText(v.base.runway_months)}.`, [], { chart: financialsChart(v) }),
    s('Monthly revenue build', `${capital(p.mechanics)}. Selected months of the 36:`, [], {
      table: { head: ['Month', capital(p.income), 'Drivers'], rows: q.map((r) => [String(r.month), v.money(r.revenue_total), Object.entries(r.drivers).filter(([, n]) => n > 0).slice(0, 2).map(driverText).join(', ') || '—']) },
    }),
    s('Profit and loss by year', marginClaim(v), [], { table: yearlyTable(v) }),
    s('Cash and funding', `${fundingClaim(v, p)} ${cashClaim(v)}`, [], { chart: cashChart(v) }),
    s('Scenario comparison', `Bear and bull cases move growth and pricing around the base case.`, [], {
      table: {
        head: ['', 'Bear', 'Base', 'Bull'],
        rows: [
          [`Year 3 ${p.income}`, v.money(v.bear.years[2].revenue), v.money(y[2].revenue), v.money(v.bull.years[2].revenue)],
          ['Year 3 EBITDA', v.money(v.bear.years[2].ebitda), v.money(y[2].ebitda), v.money(v.bull.years[2].ebitda)],
          ['Break-even', breakEvenText(v.bear.break_even_month), breakEvenText(v.base.break_even_month), breakEvenText(v.bull.break_even_month)],
          ['Lowest cash', v.money(v.bear.lowest_cash.value), v.money(v.base.lowest_cash.value), v.money(v.bull.lowest_cash.value)],
        ],
      },
    }),
    s('Sensitivities', `The assumptions that move the result most for ${p.aModel} business, as the model holds them:`, p.revenueAssumptions.concat(p.growthAssumptions).slice(0, 6).map((a) => assumptionLine(v, a))),
  ];
}

export function marketingPlan(v: DocView): Section[] {
  const p = phrases(v);
  const mkt = v.base.years.map((yr, i) => v.base.months.slice(i * 12, i * 12 + 12).reduce((a, r) => a + r.marketing, 0));
  const first = driverAt(v, 12);
  return [
    s('Marketing objectives', `By month 12 the model expects ${first.length ? list(first.slice(0, 2).map(driverText)) : `first ${p.customers}`}; marketing exists to get there at or below the acquisition cost in the model.`, v.figures.unit_economics.cac !== null ? [`Cost to acquire ${p.aCustomer}: ${v.exact(v.figures.unit_economics.cac)}`] : []),
    s('Target audience', `${p.Who}${p.where}: ${list(v.arch.canvas.customer_segments.map((c) => c.toLowerCase()))}.`, p.sides ? [`Supply: ${p.sides.supply}`, `Demand: ${p.sides.demand}`] : []),
    s('Channel plan and budget', `Channels in order: ${list(v.arch.canvas.channels.map((c) => c.toLowerCase()))}. Marketing spend in the model: ${v.money(mkt[0])} in year 1, ${v.money(mkt[1])} in year 2, ${v.money(mkt[2])} in year 3.`, p.growthAssumptions.map((a) => assumptionLine(v, a))),
    s('Acquisition funnel', `From first contact to ${p.aCustomer} buying ${p.aUnit}: reach, trial or demo, first ${p.unit}, repeat.`, v.arch.kpis.map((k) => `${k.label}: ${k.description}`)),
    s('Launch calendar', v.model.pre_revenue ? `Pre-launch until month ${v.model.launch_month}: build the waiting list, then launch.` : `${p.name} already sells; campaigns follow the hiring plan.`, p.hires.slice(0, 4).map((h) => `Month ${h.month}: ${h.role} joins`)),
    s('Marketing metrics', `Reviewed monthly against the forecast of ${p.name}.`, unitEconomicsRows(v, { named: false }).map(([a, b, on]) => `${a}: ${b} (${on})`)),
  ];
}

export function brandStrategy(v: DocView): Section[] {
  const p = phrases(v);
  const vp = v.arch.canvas.value_propositions;
  return [
    s('Brand purpose', `${p.name} exists so that ${p.who} get ${vp[0]?.toLowerCase() ?? p.idea}.`),
    s('Brand promise', `To every ${p.customer}: ${list(vp.slice(0, 3).map((x) => x.toLowerCase()))}.`),
    s('Personality and voice', `${p.nonprofit ? 'Warm, accountable and plain-spoken, as a mission-led organisation' : 'Direct, competent and plain-spoken'}, in the words ${p.customers} use for ${p.aUnit}.`, ['Say what it costs and what it does', 'Show numbers, never superlatives', `Write for ${p.who}, not for investors`]),
    s('Messaging pillars', `Each pillar is proven by something ${p.name} can show a ${p.customer}.`, vp.map((x) => `${capital(x)} — shown with ${v.arch.kpis[0]?.label.toLowerCase() ?? 'a customer story'}`)),
    s('Visual direction', `Clear and calm for ${p.sector}: one accent colour, real photos of ${p.customers}, charts drawn from real figures.`),
    s('Brand in practice', `Where ${p.customers} meet the brand first: ${list(v.arch.canvas.channels.map((c) => c.toLowerCase()))}.`, v.arch.canvas.customer_relationships.map(capital)),
  ];
}
