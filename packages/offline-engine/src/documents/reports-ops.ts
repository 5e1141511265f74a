import { breakEvenText } from './figures';
import { capital, list } from './grammar';
import { assumptionLine, phrases } from './phrases';
import { driverText } from './reports-market';
import type { DocView, Section } from './types';

const s = (heading: string, body: string, bullets: string[] = [], extra: Partial<Section> = {}): Section => ({ heading, body, bullets, ...extra });
const month36 = (v: DocView) => Object.entries(v.base.months[35]?.drivers ?? {}).filter(([, n]) => n > 0);
const payroll = (v: DocView, year: number) => v.base.months.slice((year - 1) * 12, year * 12).reduce((a, r) => a + r.payroll, 0);

export function productRoadmap(v: DocView): Section[] {
  const p = phrases(v);
  const launch = v.model.launch_month;
  const acts = v.arch.canvas.key_activities;
  return [
    s('Product vision', `${p.Idea}: the product ${p.who} use to get ${p.aUnit} ${v.arch.canvas.value_propositions[0]?.toLowerCase() ?? ''}.`.replace(/ \./, '.')),
    s('Roadmap by quarter', `Releases are tied to the model's months: launch in month ${launch}, then the volumes of year 2 and 3.`, [], {
      table: {
        head: ['When', 'Release', 'Why then'],
        rows: [
          [`Months 1–${Math.max(1, launch)}`, `First ${p.unit} end to end`, v.model.pre_revenue ? `First ${p.income} planned for month ${launch}` : `${capital(p.income)} already flowing`],
          [`Months ${launch + 1}–12`, capital(acts[0] ?? 'core workflow'), `Year 1 ${p.income}: ${v.money(v.base.years[0].revenue)}`],
          ['Months 13–24', capital(acts[1] ?? 'scale the core'), `Headcount ${v.figures.headcount_by_year[1]} by month 24`],
          ['Months 25–36', capital(acts[2] ?? 'next segment'), `Year 3 ${p.income}: ${v.money(v.base.years[2].revenue)}`],
        ],
      },
    }),
    s('Release milestones tied to the model', `Each milestone unlocks a driver of ${p.aModel} forecast.`, v.arch.kpis.map((k) => `${k.label}: ${k.description}`)),
    s('What we will not build yet', `Anything that does not move ${list(v.arch.kpis.slice(0, 2).map((k) => k.label.toLowerCase()))} before break-even (${breakEvenText(v.base.break_even_month)}).`),
    s('Roadmap metrics', `Scale the product must carry by month 36: ${list(month36(v).slice(0, 3).map(driverText)) || `the year 3 volume of ${p.customers}`}.`),
  ];
}

export function userStories(v: DocView): Section[] {
  const p = phrases(v);
  const vp = v.arch.canvas.value_propositions.map((x) => x.toLowerCase());
  const personas = p.sides ? [p.sides.demand, p.sides.supply] : [p.customer, `${p.name} operator`];
  return [
    s('Personas', `Who the first release is for: ${list(personas)}, drawn from ${p.who}.`, personas.map((x) => `${capital(x)}: uses ${p.name} for ${p.aUnit}`)),
    s('Epics', `The work groups into the activities ${p.aModel} business depends on.`, v.arch.canvas.key_activities.map(capital)),
    s('Stories for the first release', `Written as "As a …, I want …, so that …" and sized for the launch in month ${v.model.launch_month}.`, [], {
      table: {
        head: ['As a', 'I want', 'So that'],
        rows: [
          [personas[0], `to get ${p.aUnit} in a few steps`, vp[0] ?? 'it saves me time'],
          [personas[0], `to see what ${p.aUnit} costs before I commit`, 'I can decide on my own'],
          [personas[1], `to see every ${p.unit} and its status`, 'nothing falls through'],
          [personas[1], `to be paid or to bill for each ${p.unit}`, `${p.income} is recorded`],
        ],
      },
    }),
    s('Acceptance criteria', `A story is done when ${p.aCustomer} can complete it unaided and the event shows in the ${v.arch.kpis[0]?.label.toLowerCase() ?? 'activity'} figures.`, ['Works on a phone and a laptop', 'Errors say what to do next', 'Data is saved and visible after reload']),
    s('Story backlog order', `Ordered by what the forecast needs first: ${list(p.revenueAssumptions.slice(0, 3).map((a) => a.label.toLowerCase()))}.`),
  ];
}

export function technicalSpecs(v: DocView): Section[] {
  const p = phrases(v);
  const scale = month36(v);
  const hardware = v.model.archetype === 'hardware_subscription';
  const money = ['marketplace', 'fintech_transactions', 'ecommerce'].includes(v.model.archetype);
  return [
    s('System overview', `A web application${hardware ? ', device firmware and a device-to-cloud channel' : ''} for ${p.who}, built around ${p.aUnit}.`),
    s('Components', `What ${p.name} runs in production:`, [
      `Web app for ${p.customers}`,
      ...(p.sides ? [`Separate flows for ${p.sides.supply} and ${p.sides.demand}`] : []),
      ...(hardware ? ['Device firmware with signed over-the-air updates', 'Telemetry ingestion service'] : []),
      ...(money ? ['Payments and payouts through a licensed provider (no card data stored)'] : []),
      'API with authentication and audit log',
      'Reporting on the KPIs of the model',
    ]),
    s('Data model', `Core records: ${list([p.customer, p.unit, ...v.arch.revenueStreams.map((r) => r.label.toLowerCase())])}, each with its owner and timestamps.`),
    s('Integrations and payments', `Billing follows the model's mechanics: ${p.mechanics}.`, v.arch.revenueStreams.map((r) => `${r.label}: ${r.description}`)),
    s('Security and privacy', `Personal data of ${p.customers} is encrypted in transit and at rest, access is logged, and data stays in the region it was collected in${p.where ? ` (${p.country})` : ''}.`),
    s('Scalability targets', `Sized from the model's month 36: ${list(scale.slice(0, 3).map(driverText)) || `the year 3 volume of ${p.customers}`}, with headroom of three times that.`),
  ];
}

export function operationsPlan(v: DocView): Section[] {
  const p = phrases(v);
  return [
    s('Operating model', `How ${p.aModel} business runs day to day, from ${p.aUnit} ordered to ${p.income} collected.`, v.arch.canvas.key_activities.map(capital)),
    s('Daily and weekly rhythm', `Weekly review of ${list(v.arch.kpis.slice(0, 3).map((k) => k.label.toLowerCase()))}; monthly review of actuals against the forecast.`),
    s('Suppliers and partners', `Partners ${p.name} depends on:`, v.arch.canvas.key_partners.map(capital)),
    s('Cost control', `The cost lines of the model and who owns each.`, p.costAssumptions.map((a) => assumptionLine(v, a)).concat(v.arch.costStructure.map(capital))),
    s('Operational KPIs', `Targets come from the forecast, not from a benchmark.`, v.arch.benchmarks.slice(0, 4).map((b) => `${b.label}: ${b.low}–${b.high}${b.unit === 'percent' ? '%' : ''} (${b.source})`)),
    s('Capacity plan', `Headcount ${v.figures.headcount_by_year[0]}, ${v.figures.headcount_by_year[1]} and ${v.figures.headcount_by_year[2]} at the end of years 1–3 carries the volume of the forecast.`, p.hires.map((h) => `Month ${h.month}: ${h.role}`)),
  ];
}

export function teamStructure(v: DocView): Section[] {
  const p = phrases(v);
  const t = v.model.team;
  return [
    s('Organisation today', `${t.starting_headcount} ${t.starting_headcount === 1 ? 'person' : 'people'} at ${v.exact(t.monthly_cost_per_person)} a month each, fully loaded.`),
    s('Hiring plan', t.hires.length ? `${t.hires.length} hires over 36 months, each timed to the forecast.` : 'No hires in the model: the founding team carries the plan.', [], t.hires.length ? { table: { head: ['Month', 'Role', 'Monthly cost'], rows: t.hires.map((h) => [String(h.month), h.role, v.exact(h.monthly_cost)]) } } : {}),
    s('Roles and responsibilities', `Who owns what in ${p.aModel} business:`, [...new Set(t.hires.map((h) => h.role))].map((r) => `${r}: owns ${v.arch.kpis[0]?.label.toLowerCase() ?? 'results'} in their area`)),
    s('Payroll budget', `Payroll in the model: ${v.money(payroll(v, 1))} in year 1, ${v.money(payroll(v, 2))} in year 2, ${v.money(payroll(v, 3))} in year 3.`),
    s('Org chart by year', `Headcount at the end of each year.`, [], { table: { head: ['Year', 'Headcount', 'Payroll'], rows: [1, 2, 3].map((y) => [`Year ${y}`, String(v.figures.headcount_by_year[y - 1]), v.money(payroll(v, y))]) } }),
  ];
}

export function processDocumentation(v: DocView): Section[] {
  const p = phrases(v);
  const streams = v.arch.revenueStreams;
  return [
    s('Process map', `The processes that turn ${p.aUnit} into ${p.income} for ${p.name}:`, ['Onboarding', streams.length > 1 ? `${list(streams.map((r) => r.label.toLowerCase()))} billing` : 'Billing and collection', 'Support', 'Monthly close']),
    s(p.sides ? 'Onboarding both sides' : 'Customer onboarding process', p.sides ? `${capital(p.sides.supply)} are verified before they can list; ${p.sides.demand} sign up in one step.` : `${capital(p.aCustomer)} goes from sign-up to first ${p.unit} in one session.`, ['Sign-up and verification', `First ${p.unit}`, 'Follow-up within two days']),
    s('Order-to-cash process', `${capital(p.mechanics)}.`, streams.map((r) => `${r.label}: ${r.description}`)),
    s('Support and escalation', `Questions from ${p.customers} are answered within one business day; anything touching money or safety is escalated the same day.`),
    s('Monthly close and reporting', `Each month actuals are compared with the model's month: ${p.income}, cost of revenue, payroll and cash.`, v.arch.kpis.map((k) => k.label)),
    s('Process owners', `Every process has one owner among the ${v.figures.headcount_by_year[0]} people of year 1.`, v.model.team.hires.slice(0, 4).map((h) => `${h.role} (from month ${h.month})`)),
  ];
}
