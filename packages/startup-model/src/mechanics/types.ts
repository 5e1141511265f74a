import type { AssumptionGroup, AssumptionUnit, SectorId, StageId, UnitEconomics } from '../types';

/** What a default depends on: the startup's sector, stage and country levels. */
export type DefaultContext = {
  sector: SectorId;
  stage: StageId;
  country: string | null;
  currency: string;
  /** Cost levels relative to the US (countries.ts), 1 when the country is unknown. */
  labour: number;
  price: number;
  /** False when the model holds no levels for the country (world.ts): US levels, said so in the bases. */
  levelsKnown?: boolean;
  /** The founder's words, lower-cased ('' when rebuilding without them): some defaults depend on what is said. */
  words: string;
};

/**
 * How a scenario moves a value: Bear sells for less, grows slower, loses more customers and pays
 * more to win them; Bull the reverse, by smaller steps (optimism is cheap).
 */
export type ScenarioRole = 'price' | 'growth' | 'churn' | 'cac' | 'volume';

/** One driver of an archetype: the spec of an Assumption plus its default. */
export type DriverSpec = {
  key: string;
  label: string;
  unit: AssumptionUnit;
  group: AssumptionGroup;
  min?: number;
  max?: number;
  /**
   * The default. Money is given in US DOLLARS (major units) and converted to the model's currency,
   * scaled by the country's price level (`scale: 'price'`, the default for money) or labour cost.
   */
  value: number | ((ctx: DefaultContext) => number);
  scale?: 'price' | 'labour' | 'none';
  basis: string | ((ctx: DefaultContext) => string);
  role?: ScenarioRole;
  /**
   * A cost defaulted as a share of the price ("35% of the price"): when the founder states the price, the
   * default follows it instead of a sector's price, so a labelled default never costs more than what is sold.
   */
  shareOfPrice?: { price: string; share: number };
};

/** Assumption values by key, money in minor units, after the scenario's adjustments. */
export type Values = Record<string, number>;

/** The team as the forecast sees it, month by month (index 0 = month 1). */
export type TeamSeries = { headcount: number[]; costPerPerson: number };

/** One month of an archetype's mechanics: what the generic P&L and cash engine adds up. */
export type MechanicsMonth = {
  revenue: Record<string, number>;
  cogs: number;
  marketing: number;
  /** Working-capital cash movement (negative = cash out, e.g. buying stock). */
  working_capital: number;
  drivers: Record<string, number>;
  /** Part of the month's payroll booked as cost of sales instead (services' delivery staff). */
  payroll_in_cogs?: number;
};

/** What market sizing needs from an archetype: the yearly value of one reachable customer. */
export type MarketUnit = {
  /** Yearly revenue to the startup from one customer, minor units. */
  annual_value: number;
  /** The per-customer part of the formula in words: "× $149 × 12 months". */
  formula: string;
};

export type Mechanics = {
  drivers: DriverSpec[];
  /** Runs months 1..36; `launch` is the month the first revenue arrives. */
  run: (v: Values, launch: number, team: TeamSeries) => MechanicsMonth[];
  unitEconomics: (v: Values) => UnitEconomics;
  market: (v: Values, fmt: (minor: number) => string) => MarketUnit;
};
