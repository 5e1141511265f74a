/**
 * The startup model's public types: one set of assumptions per business-model archetype, and the
 * 36-month forecast, market sizing and key figures derived from them. Pure data: the same values
 * drive the Startup screen (recomputed in the browser), the documents, the advisor and the demo.
 *
 * Money: every amount is an integer in the currency's MINOR units (cents, kobo, paise; yen have
 * none), always paired with the model's ISO 4217 `currency`. Format only at the edge
 * (`formatMoney`). Percentages are plain numbers of percent (15 = 15%).
 */

export const ARCHETYPE_IDS = [
  'b2b_saas',
  'consumer_subscription',
  'marketplace',
  'ecommerce',
  'hardware_subscription',
  'fintech_transactions',
  'usage_api',
  'services',
  'nonprofit',
] as const;
export type ArchetypeId = (typeof ARCHETYPE_IDS)[number];

export const SECTOR_IDS = [
  'health',
  'education',
  'finance',
  'retail',
  'food',
  'agriculture',
  'real_estate',
  'transport',
  'energy',
  'media',
  'hr',
  'legal',
  'travel',
  'developer_tools',
  'industrial',
  'social_impact',
  'general',
] as const;
export type SectorId = (typeof SECTOR_IDS)[number];

export const STAGE_IDS = ['idea', 'mvp', 'early', 'growth', 'scale'] as const;
export type StageId = (typeof STAGE_IDS)[number];

export const SCENARIO_IDS = ['base', 'bear', 'bull'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

/** Where a number came from: the founder said it, a default for this archetype/sector (to verify), or it is derived. */
export type Provenance = 'founder' | 'default' | 'computed';

export type AssumptionUnit =
  | 'money' //        integer minor units of the model's currency
  | 'percent' //      15 = 15%
  | 'count' //        people, customers, units
  | 'months' //       a duration
  | 'month' //        a month index 1..36 (e.g. when funding arrives)
  | 'hours'
  | 'ratio'; //       a plain multiplier

export type Assumption = {
  /** Stable key the forecast reads, e.g. 'price_per_month', 'take_rate', 'monthly_churn'. */
  key: string;
  label: string;
  value: number;
  unit: AssumptionUnit;
  provenance: Provenance;
  /** Why this value: the founder's words it was read from ("15% commission"), or the default's basis ("median B2B SaaS logo churn, to verify"). */
  basis: string;
  /** Sensible bounds for the editor; values outside are refused by `setAssumption`. */
  min?: number;
  max?: number;
  /** Grouping for the table: 'revenue' | 'costs' | 'growth' | 'team' | 'funding' | 'market'. */
  group: AssumptionGroup;
};
export type AssumptionGroup = 'revenue' | 'costs' | 'growth' | 'team' | 'funding' | 'market';

export type Currency = {
  code: string; //      ISO 4217, e.g. 'NGN'
  symbol: string; //    '₦'
  /** Digits after the decimal point (2 for USD, 0 for JPY). */
  minorUnits: number;
  name: string; //      'Nigerian naira'
};

export type Classification = {
  archetype: ArchetypeId;
  /** high: the founder's words name the mechanics ("15% commission"); low: a guess the screen must ask about. */
  confidence: 'high' | 'medium' | 'low';
  /** True when two archetypes fit about equally: the Startup screen asks the founder, it never guesses silently. */
  ambiguous: boolean;
  /** Human-readable reasons, quoting the words that decided ("'15% commission' → marketplace take rate"). */
  reasons: string[];
  /** Other archetypes that also fit, best first. */
  alternatives: ArchetypeId[];
};

/** What the model is built from: the startup profile plus any extra words of the founder's. */
export type StartupInput = {
  startup_name?: string | null;
  idea?: string | null;
  stage?: string | null;
  industry?: string | null;
  target_customers?: string | null;
  business_model?: string | null;
  team_size?: number | null;
  /** ISO 3166-1 alpha-2 when known ('NG'); otherwise read from the text, else null. */
  country?: string | null;
  /** Further words of the founder's (the chat message, the generator's context field). */
  text?: string | null;
};

export type Hire = { month: number; role: string; monthly_cost: number; provenance: Provenance };

export type TeamPlan = {
  /** Headcount at month 1 (the profile's team size, or a default to verify). */
  starting_headcount: number;
  starting_headcount_provenance: Provenance;
  /** Fully loaded monthly cost of one person (minor units). */
  monthly_cost_per_person: number;
  monthly_cost_provenance: Provenance;
  hires: Hire[];
};

export type FundingKind = 'equity' | 'safe' | 'grant' | 'debt' | 'none';

export type FundingPlan = {
  kind: FundingKind;
  /** The ask (minor units); 0 when none. A non-profit's kind is 'grant', never an equity round. */
  amount: number;
  /** Month index (1..36) the money arrives. */
  month: number;
  provenance: Provenance;
  /** Use of funds; the amounts sum to `amount` exactly. */
  use_of_funds: { label: string; amount: number }[];
};

/** The persisted startup model (JSON), one per user, versioned by the server. */
export type StartupModel = {
  schema_version: 1;
  name: string;
  archetype: ArchetypeId;
  /** 'founder' when the founder picked the archetype on the Startup screen (overrides classification). */
  archetype_source: 'classified' | 'founder';
  classification: Classification;
  sector: SectorId;
  stage: StageId;
  /** ISO 3166-1 alpha-2 or null when unknown. */
  country: string | null;
  currency: string;
  /** Cash in the bank at month 1 (minor units). */
  starting_cash: number;
  starting_cash_provenance: Provenance;
  /** True while nothing is sold yet (idea / pre-launch): documents must not claim paying customers. */
  pre_revenue: boolean;
  /** Month index (1..36) the first revenue arrives. */
  launch_month: number;
  assumptions: Assumption[];
  team: TeamPlan;
  funding: FundingPlan;
  /** Traction the founder confirmed from evidence the product holds (issue 39); absent on older models. */
  traction?: TractionEvidence[];
};

/**
 * One traction figure the founder confirmed, e.g. the distinct e-mail addresses a deployed
 * waitlist collected: shown on the Startup screen as theirs, never counted as sales or customers.
 */
export type TractionEvidence = {
  kind: 'signups';
  value: number;
  provenance: 'founder';
  /** How the screen and documents may state it: "142 sign-ups from Acme waitlist". */
  quote: string;
  /** Where it was counted, one figure per source: "app:{project id}". */
  source: string;
  /** When it was counted (ISO date-time). */
  as_of: string;
};

/** One month of the forecast. Money in minor units. */
export type MonthRow = {
  month: number; // 1..36
  /** Revenue by stream key (see `ArchetypeDefinition.revenueStreams`). */
  revenue: Record<string, number>;
  revenue_total: number;
  cogs: number;
  gross_profit: number;
  /** Team cost outside cost of sales (a services firm's delivery staff are in `cogs`, not here). */
  payroll: number;
  /** Acquisition spend: new customers × CAC (both sides of a marketplace; fundraising for a non-profit). */
  marketing: number;
  /** Tools and workspace per person plus fixed legal, accounting and insurance. */
  other_opex: number;
  /** gross_profit − payroll − marketing − other_opex. */
  ebitda: number;
  /** Money raised this month (the funding plan's ask lands in its month). */
  funding: number;
  /** Inventory or other working-capital cash movements (negative = cash out), e.g. hardware stock. */
  working_capital: number;
  net_cash_flow: number;
  cash_end: number;
  headcount: number;
  /**
   * Archetype drivers at month end, by KPI key: customers, gmv, units_sold, installed_base, volume, api_calls, billable_hours, donors …
   * Counts are expected values with two decimals (0.37 of a customer is an average); money drivers (gmv, volume) are minor units.
   */
  drivers: Record<string, number>;
};

export type YearSummary = {
  year: 1 | 2 | 3;
  revenue: number;
  revenue_by_stream: Record<string, number>;
  cogs: number;
  gross_profit: number;
  /** Percent, one decimal; null when there is no revenue. */
  gross_margin_pct: number | null;
  opex: number;
  ebitda: number;
  /** Headcount at the end of the year. */
  headcount_end: number;
  cash_end: number;
};

export type Forecast = {
  scenario: ScenarioId;
  currency: string;
  months: MonthRow[]; // 36
  years: [YearSummary, YearSummary, YearSummary];
  /** First month with EBITDA ≥ 0 that stays so; null = "not within 36 months". */
  break_even_month: number | null;
  /**
   * Months from the point cash peaks until it runs out (inside the 36 months when it does; else extrapolated at the
   * average burn of the last 3 months); null when not burning by month 36 (or cash would last beyond ten years).
   */
  runway_months: number | null;
  /** Average monthly operating burn over months 1–12, funding excluded (positive = burning; 0 when not burning). */
  avg_monthly_burn_y1: number;
  lowest_cash: { month: number; value: number };
  /** How much more money the plan needs so cash never goes below zero (0 when none); documents must name it when > 0. */
  funding_gap: number;
  unit_economics: UnitEconomics;
};

export type UnitEconomics = {
  /** Per customer/unit as the archetype defines it; null where it does not apply. */
  arpu_monthly: number | null;
  gross_margin_pct: number | null;
  cac: number | null;
  /** Months to recover CAC from gross profit; null where not applicable. */
  cac_payback_months: number | null;
  ltv: number | null;
  ltv_to_cac: number | null;
};

export type MarketTier = {
  /** Annual value in minor units. */
  value: number;
  /** The formula in words with the numbers, e.g. "12,000 clinics × $149 × 12 months". */
  formula: string;
  inputs: Assumption[];
  /** Optional remark, e.g. how the forecast's year-3 revenue compares with the SOM. */
  note?: string;
};

/**
 * `sized` is false while the founder's customers are not counted (no official count matched them and they
 * gave none): the tiers are then 0 with "market to be sized" formulas, and documents print no figure.
 */
export type MarketSizing = {
  currency: string;
  sized: boolean;
  /** While unsized: what to ask the founder ("How many care homes are in your market in Switzerland?"). */
  question?: string;
  tam: MarketTier;
  sam: MarketTier;
  som: MarketTier;
};

/** The figures every document quotes; documents print these, never their own. */
export type KeyFigures = {
  currency: string;
  revenue_by_year: [number, number, number];
  gross_margin_pct_by_year: [number | null, number | null, number | null];
  ebitda_by_year: [number, number, number];
  headcount_by_year: [number, number, number];
  starting_headcount: number;
  avg_monthly_burn_y1: number;
  runway_months: number | null;
  break_even_month: number | null;
  funding_kind: FundingKind;
  ask: number;
  ask_month: number;
  use_of_funds: { label: string; amount: number }[];
  funding_gap: number;
  /** False while the market is not sized: tam, sam and som are then 0 and must not be printed as figures. */
  market_sized: boolean;
  tam: number;
  sam: number;
  som: number;
  unit_economics: UnitEconomics;
};

export type RevenueStream = {
  key: string;
  label: string;
  description: string;
  /**
   * When the stream is exactly driver × rate each month (within one minor unit of rounding):
   * the MonthRow.drivers key and the assumption key (a percent rate counts as rate ÷ 100).
   * Absent when the stream is computed otherwise (e.g. grants spread over the year).
   */
  driver?: string;
  rate?: string;
};
export type Kpi = { key: string; label: string; description: string };

/** Words the prose uses for this archetype: "a subscriber", "hosts and renters", "donors". */
export type Vocabulary = {
  customer: string; //   'clinic' / 'subscriber' / 'renter'
  customers: string; //  plural
  unit: string; //       what is sold: 'subscription', 'booking', 'sensor', 'transaction', 'API call', 'billable hour', 'programme'
  /** Marketplaces: the two sides. */
  supply_side?: string;
  demand_side?: string;
  revenue_word: string; // 'revenue' | 'income' (non-profit)
  /** What the monthly revenue of the unit economics is counted per, when not a customer ('billable person'). */
  arpu_per?: string;
};

export type Benchmark = {
  key: string;
  label: string;
  low: number;
  high: number;
  unit: AssumptionUnit;
  /** Where the range comes from and its year; always "to verify" for the founder's market. */
  source: string;
};

export type ArchetypeDefinition = {
  id: ArchetypeId;
  label: string; //        'B2B SaaS subscription'
  description: string;
  revenueStreams: RevenueStream[];
  /** The cost lines that matter for this archetype, in words (the canvas's cost structure). */
  costStructure: string[];
  kpis: Kpi[];
  vocabulary: Vocabulary;
  benchmarks: Benchmark[];
  /** Business model canvas defaults for this archetype (nine blocks, short phrases). */
  canvas: Record<CanvasBlock, string[]>;
  /** Revenue mechanics in one sentence with formula words ("take rate × GMV"). */
  mechanics: string;
};

export type CanvasBlock =
  | 'key_partners'
  | 'key_activities'
  | 'key_resources'
  | 'value_propositions'
  | 'customer_relationships'
  | 'channels'
  | 'customer_segments'
  | 'cost_structure'
  | 'revenue_streams';
