import { MAX_MINOR_UNITS, assumptionBounds } from './bounds';
import { currencyOf, formatMoney, toMinor } from './currency';
import { forecast } from './forecast';
import { derive } from './plan';
import type { Assumption, StartupModel } from './types';

/** Months of the plan a default ask pays for after it arrives (investors' usual guidance: 18–24). */
export const RUNWAY_TARGET_MONTHS = 18;

const niceCeil = (x: number): number => {
  const p = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(x, 1))) - 1);
  return Math.ceil(x / p) * p;
};

const withValue = (model: StartupModel, key: string, change: (a: Assumption) => Partial<Assumption>): StartupModel =>
  derive({ ...model, assumptions: model.assumptions.map((a) => (a.key === key ? { ...a, ...change(a) } : a)) });

/**
 * When the founder gave no figure, the default ask is the larger of a typical round for the
 * stage and what the base case burns in the 18 months after the money arrives (plus 10%); the
 * money's default month moves before today's cash would run out. Beyond those 18 months any
 * shortfall stays visible as the forecast's funding gap (a later round), never hidden.
 */
export const sizeDefaultAsk = (input: StartupModel): StartupModel => {
  let model = input;
  const ask = model.assumptions.find((a) => a.key === 'funding_amount');
  if (!ask || ask.provenance !== 'default') return model;
  const without = () => forecast(withValue(model, 'funding_amount', () => ({ value: 0 })), 'base');
  let run = without();
  const when = model.assumptions.find((a) => a.key === 'funding_month');
  const firstShort = run.months.find((r) => r.cash_end < 0)?.month;
  if (firstShort !== undefined && when?.provenance === 'default' && firstShort < when.value) {
    const month = Math.max(1, firstShort - 1);
    model = withValue(model, 'funding_month', () => ({ value: month, basis: `month ${month}: before today's cash runs out in the base case, to verify` }));
    run = without();
  }
  const arrives = model.funding.month;
  const horizon = run.months.slice(0, Math.min(36, arrives + RUNWAY_TARGET_MONTHS - 1));
  const need = Math.max(0, -Math.min(...horizon.map((r) => r.cash_end))) * 1.1;
  if (need <= ask.value) return model;
  // Never above the ask's ceiling, however large the founder's costs.
  const ceiling = assumptionBounds('funding_amount', model.currency)?.max ?? MAX_MINOR_UNITS;
  const value = Math.min(ceiling, toMinor(niceCeil(need / 10 ** currencyOf(model.currency).minorUnits), model.currency));
  return withValue(model, 'funding_amount', (a) => ({
    value,
    basis: `${formatMoney(value, model.currency, { compact: true })}: enough for ${RUNWAY_TARGET_MONTHS} months of the plan after it arrives, more than ${a.basis.split('(')[0].trim()} (${formatMoney(a.value, model.currency, { compact: true })}); to verify`,
  }));
};
