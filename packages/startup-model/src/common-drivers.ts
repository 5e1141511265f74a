import { countryName } from './countries';
import type { DefaultContext, DriverSpec } from './mechanics/types';
import { MARKET_UNSIZED } from './populations';
import type { ArchetypeId, StageId } from './types';

/**
 * Drivers every archetype shares: timing, team, overheads, funding and the market's size.
 * Money in US dollars, converted by the model (see DriverSpec).
 */

export const LAUNCH_BY_STAGE: Record<StageId, number> = { idea: 7, mvp: 4, early: 1, growth: 1, scale: 1 };
/** Before the first sale: a service can bill within weeks; hardware needs tooling, certification and a first batch. */
const LAUNCH_BY_ARCHETYPE: Partial<Record<ArchetypeId, Partial<Record<StageId, number>>>> = {
  services: { idea: 2, mvp: 1 },
  nonprofit: { idea: 4, mvp: 2 },
  hardware_subscription: { idea: 10, mvp: 6 },
};
export const launchDefault = (archetype: ArchetypeId, stage: StageId): number => LAUNCH_BY_ARCHETYPE[archetype]?.[stage] ?? LAUNCH_BY_STAGE[stage];
const HEADCOUNT: Record<StageId, number> = { idea: 2, mvp: 3, early: 5, growth: 15, scale: 40 };
const HIRES: Record<StageId, [number, number, number]> = {
  idea: [1, 2, 3], mvp: [2, 3, 4], early: [3, 4, 6], growth: [8, 12, 15], scale: [20, 25, 30],
};
/** Services sell people's time: revenue grows only with hires. Non-profits hire more slowly. */
const HIRE_FACTOR: Partial<Record<ArchetypeId, number>> = { services: 1.5, nonprofit: 0.7, hardware_subscription: 1.2 };
const CASH: Record<StageId, number> = { idea: 25000, mvp: 50000, early: 200000, growth: 1500000, scale: 6000000 };
/** Typical round sizes (US medians reported by Carta, 2024, rounded): to verify. */
const ROUND: Record<StageId, number> = { idea: 500000, mvp: 750000, early: 3000000, growth: 10000000, scale: 25000000 };
const GRANT: Record<StageId, number> = { idea: 100000, mvp: 150000, early: 300000, growth: 1000000, scale: 3000000 };
const ROUND_NAME: Record<StageId, string> = { idea: 'pre-seed', mvp: 'pre-seed', early: 'seed', growth: 'Series A', scale: 'Series B' };

export const hiresDefault = (archetype: ArchetypeId, stage: StageId, year: 0 | 1 | 2): number =>
  Math.max(0, Math.round(HIRES[stage][year] * (HIRE_FACTOR[archetype] ?? 1)));

/** Rounds and grants shrink with local costs, but less than salaries do (square root of the labour level). */
const fundingScale = (ctx: DefaultContext) => Math.sqrt(ctx.labour);

export const commonDrivers = (archetype: ArchetypeId): DriverSpec[] => {
  const nonprofit = archetype === 'nonprofit';
  return [
    { key: 'launch_month', label: 'Month the first revenue arrives', unit: 'month', group: 'growth', min: 1, max: 36, value: (ctx) => launchDefault(archetype, ctx.stage),
      basis: (ctx) => (launchDefault(archetype, ctx.stage) === 1 ? 'selling from the first month at this stage' : `time to build and launch from the ${ctx.stage} stage, to verify`) },
    { key: 'starting_headcount', label: 'Team today (people)', unit: 'count', group: 'team', min: 1, max: 10000, value: (ctx) => HEADCOUNT[ctx.stage],
      basis: 'typical team for the stage (the profile gives no team size), to verify' },
    { key: 'monthly_cost_per_person', label: 'Monthly cost per person (fully loaded)', unit: 'money', group: 'team', min: 0, scale: 'labour',
      value: nonprofit ? 6000 : 9000,
      basis: (ctx) => (ctx.country && ctx.levelsKnown === false
        ? `salary plus about 20–25% taxes and benefits at US early-stage pay: the model holds no pay level for `
          + `${countryName(ctx.country)}, so set your own, to verify`
        : 'salary plus about 20–25% taxes and benefits at early-stage pay'
          + `${ctx.country ? ` in ${countryName(ctx.country)}` : ''}`
          + ' (US level scaled by local labour costs, estimate), to verify') },
    ...([0, 1, 2] as const).map((y): DriverSpec => ({
      key: `hires_year${y + 1}`, label: `Hires in year ${y + 1}`, unit: 'count', group: 'team', min: 0, max: 60,
      value: (ctx) => hiresDefault(archetype, ctx.stage, y), basis: 'paced for the stage and business model, to verify',
    })),
    { key: 'other_opex_per_person', label: 'Software, equipment and workspace per person per month', unit: 'money', group: 'costs', min: 0, value: 700,
      basis: 'co-working desk, laptop amortisation and tools, to verify' },
    { key: 'fixed_costs_monthly', label: 'Legal, accounting and insurance per month', unit: 'money', group: 'costs', min: 0, value: 1500, basis: 'to verify' },
    { key: 'starting_cash', label: 'Cash in the bank today', unit: 'money', group: 'funding', min: 0, scale: 'labour', value: (ctx) => CASH[ctx.stage],
      basis: 'typical for the stage (founders’ savings, friends and family), to verify' },
    { key: 'funding_amount', label: nonprofit ? 'Grant funding sought' : 'Amount raised (the ask)', unit: 'money', group: 'funding', min: 0, scale: 'none',
      value: (ctx) => (nonprofit ? GRANT : ROUND)[ctx.stage] * fundingScale(ctx),
      basis: (ctx) => (nonprofit
        ? 'a typical first multi-year grant for the stage, to verify'
        : `a typical ${ROUND_NAME[ctx.stage]} round (US medians reported by Carta, 2024: pre-seed about $0.5–1M, seed about $3M, Series A about $10M; scaled to local costs), to verify`) },
    { key: 'funding_month', label: nonprofit ? 'Month the grant arrives' : 'Month the money arrives', unit: 'month', group: 'funding', min: 1, max: 36, value: 3,
      basis: 'a raise usually takes about three months to close, to verify' },
    { key: 'tam_customers', label: 'Potential customers in the whole market', unit: 'count', group: 'market', min: 0, value: 0,
      basis: UNSIZED_BASIS },
    { key: 'sam_pct', label: 'Share you can serve (segment and region)', unit: 'percent', group: 'market', min: 0, max: 100, value: 20,
      basis: 'the part of the market your product, channel and language reach in the first years — estimate, verify' },
    { key: 'som_pct', label: 'Share you can win in 3–5 years', unit: 'percent', group: 'market', min: 0, max: 100, value: 5,
      basis: 'a few percent of the serviceable market is a common, defensible target — estimate, verify' },
  ];
};

/** Until the founder's customers are counted (model.ts reads them), the market is not sized: asked, never borrowed. */
const UNSIZED_BASIS = `${MARKET_UNSIZED}. Who are your customers, and how many are in your market? The market is not sized until you say.`;

/** Two significant figures: a market count is never known to the unit. */
export const roundCount = (n: number): number => {
  if (n < 100) return Math.round(n);
  const p = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / p) * p;
};
