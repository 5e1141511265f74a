import { capacityPrice } from './capacity';
import type { ArchetypeId, Assumption, FundingKind, FundingPlan, Hire, Provenance, StageId, StartupModel, TeamPlan } from './types';

/** Who a startup of this kind hires first, in order (the list repeats when more hires are planned). */
const ROLES: Record<ArchetypeId, string[]> = {
  b2b_saas: ['Software engineer', 'Account executive', 'Customer success manager', 'Software engineer', 'Product designer', 'Marketing lead'],
  consumer_subscription: ['Mobile engineer', 'Growth marketer', 'Product designer', 'Backend engineer', 'Community manager'],
  marketplace: ['Software engineer', 'Supply acquisition lead', 'Operations and trust & safety', 'Growth marketer', 'Customer support'],
  ecommerce: ['Operations and fulfilment lead', 'Performance marketer', 'Customer service', 'Product developer', 'Brand and content'],
  hardware_subscription: ['Hardware engineer', 'Firmware engineer', 'Supply chain manager', 'Software engineer', 'Sales lead', 'Customer support'],
  fintech_transactions: ['Backend engineer', 'Compliance officer', 'Mobile engineer', 'Growth marketer', 'Risk and fraud analyst', 'Customer support'],
  usage_api: ['Backend engineer', 'Developer advocate', 'Infrastructure engineer', 'Solutions engineer', 'Technical writer'],
  // The people who do the work: a consultancy's consultants, a repair service's mechanics, a school's tutors.
  services: [
    'Billable specialist', 'Billable specialist', 'Business developer', 'Senior specialist', 'Operations manager',
  ],
  nonprofit: ['Programme coordinator', 'Grants and partnerships manager', 'Programme staff', 'Monitoring and evaluation officer'],
};

const value = (assumptions: Assumption[], key: string): number => assumptions.find((a) => a.key === key)?.value ?? 0;
const provenance = (assumptions: Assumption[], key: string): Provenance => assumptions.find((a) => a.key === key)?.provenance ?? 'default';

/** The team plan the assumptions describe: today's team plus each year's hires, spread evenly over the year. */
export const teamPlan = (archetype: ArchetypeId, assumptions: Assumption[]): TeamPlan => {
  const cost = value(assumptions, 'monthly_cost_per_person');
  const hires: Hire[] = [];
  const roles = ROLES[archetype];
  for (let year = 0; year < 3; year += 1) {
    const key = `hires_year${year + 1}`;
    const n = Math.max(0, Math.round(value(assumptions, key)));
    for (let k = 0; k < n; k += 1) {
      const month = year * 12 + Math.min(12, Math.floor(((k + 1) * 12) / (n + 1)) + 1);
      hires.push({ month, role: roles[hires.length % roles.length], monthly_cost: cost, provenance: provenance(assumptions, key) });
    }
  }
  return {
    starting_headcount: Math.max(1, Math.round(value(assumptions, 'starting_headcount'))),
    starting_headcount_provenance: provenance(assumptions, 'starting_headcount'),
    monthly_cost_per_person: cost,
    monthly_cost_provenance: provenance(assumptions, 'monthly_cost_per_person'),
    hires,
  };
};

/** How the ask is spent, by archetype (percent); the amounts always add up to the ask exactly. */
const USE_OF_FUNDS: Partial<Record<ArchetypeId, [string, number][]>> & { default: [string, number][] } = {
  default: [['Product and engineering', 45], ['Sales and marketing', 30], ['Operations', 15], ['Reserve', 10]],
  marketplace: [['Product and engineering', 35], ['Demand acquisition (buyers)', 25], ['Supply acquisition (sellers)', 20], ['Operations, trust and safety', 10], ['Reserve', 10]],
  ecommerce: [['Inventory', 35], ['Marketing', 35], ['Team and operations', 20], ['Reserve', 10]],
  hardware_subscription: [['Manufacturing and inventory', 35], ['Engineering and certification', 30], ['Sales and marketing', 20], ['Operations and reserve', 15]],
  fintech_transactions: [['Product and engineering', 35], ['Licensing and compliance', 20], ['User acquisition', 30], ['Reserve', 15]],
  services: [['Hiring the delivery team', 50], ['Business development', 25], ['Operations', 15], ['Reserve', 10]],
  nonprofit: [['Programme delivery', 60], ['Staff', 20], ['Fundraising', 10], ['Monitoring and evaluation', 10]],
};

export const useOfFunds = (archetype: ArchetypeId, amount: number): { label: string; amount: number }[] => {
  if (amount <= 0) return [];
  const split = USE_OF_FUNDS[archetype] ?? USE_OF_FUNDS.default;
  const lines = split.map(([label, pct]) => ({ label, amount: Math.floor((amount * pct) / 100) }));
  // Rounding leftovers go to the first line so the lines sum to the ask to the minor unit.
  lines[0].amount += amount - lines.reduce((sum, l) => sum + l.amount, 0);
  return lines;
};

export const fundingKind = (archetype: ArchetypeId, stage: StageId, amount: number): FundingKind => {
  if (amount <= 0) return 'none';
  if (archetype === 'nonprofit') return 'grant';
  return stage === 'idea' || stage === 'mvp' ? 'safe' : 'equity';
};

export const fundingPlan = (archetype: ArchetypeId, stage: StageId, assumptions: Assumption[]): FundingPlan => {
  const amount = Math.max(0, Math.round(value(assumptions, 'funding_amount')));
  return {
    kind: fundingKind(archetype, stage, amount),
    amount,
    month: Math.min(36, Math.max(1, Math.round(value(assumptions, 'funding_month') || 1))),
    provenance: provenance(assumptions, 'funding_amount'),
    use_of_funds: useOfFunds(archetype, amount),
  };
};

/** Team, funding, cash and launch follow the assumptions (one source of truth for the editor). */
export const derive = (input: StartupModel): StartupModel => {
  // A price per bed (seat…) × the count per account is the price per account: recomputed after any edit of either.
  const assumptions = capacityPrice(input.assumptions, input.archetype, input.currency);
  const model = assumptions === input.assumptions ? input : { ...input, assumptions };
  const v = (key: string) => model.assumptions.find((a) => a.key === key);
  return {
    ...model,
    starting_cash: v('starting_cash')?.value ?? 0,
    starting_cash_provenance: v('starting_cash')?.provenance ?? 'default',
    launch_month: Math.min(36, Math.max(1, Math.round(v('launch_month')?.value ?? 1))),
    team: teamPlan(model.archetype, model.assumptions),
    funding: fundingPlan(model.archetype, model.stage, model.assumptions),
  };
};
