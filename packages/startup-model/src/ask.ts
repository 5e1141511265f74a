import { MAX_MINOR_UNITS, assumptionBounds } from './bounds';
import { currencyOf, formatMoney, toMinor } from './currency';
import { forecast } from './forecast';
import { derive } from './plan';
import type { Assumption, Forecast, StartupModel } from './types';

/** Months of the plan a default ask pays for after it arrives (investors' usual guidance: 18–24). */
export const RUNWAY_TARGET_MONTHS = 18;

const niceCeil = (x: number): number => {
  const p = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(x, 1))) - 1);
  return Math.ceil(x / p) * p;
};

const withValue = (model: StartupModel, key: string, change: (a: Assumption) => Partial<Assumption>): StartupModel =>
  derive({ ...model, assumptions: model.assumptions.map((a) => (a.key === key ? { ...a, ...change(a) } : a)) });

/**
 * A lean plan asks for what keeps its cash above zero over the 36 months (plus 10%), not a typical round it
 * would never spend; nothing when its cash never runs out.
 */
const askNoMoreThanNeeded = (model: StartupModel, run: Forecast, ask: Assumption, typical: string): StartupModel => {
  const need = Math.max(0, -Math.min(...run.months.map((r) => r.cash_end))) * 1.1;
  const value = need > 0 ? toMinor(niceCeil(need / 10 ** currencyOf(model.currency).minorUnits), model.currency) : 0;
  if (value >= ask.value) return model;
  const amount = formatMoney(value, model.currency, { compact: true });
  const basis = value > 0
    ? `${amount}: what keeps the base case's cash above zero over the 36 months; ${typical} is more than the plan `
      + 'needs; to verify'
    : `0: cash never runs out in the base case's 36 months, so the plan raises nothing; ${typical} if you choose `
      + 'to raise';
  return withValue(model, 'funding_amount', () => ({ value, basis }));
};

/**
 * When the founder gave no figure, the default ask is the larger of a typical round for the stage and what the
 * base case burns in the 18 months after the money arrives (plus 10%); the money's default month moves before
 * today's cash would run out. Beyond those 18 months any shortfall stays visible as the forecast's funding gap (a
 * later round), never hidden. A lean plan that needs less than a typical round over all 36 months asks only for
 * that, or nothing (a typical round there would print idle millions and a use of funds the plan never spends);
 * a non-profit's grant keeps its typical size.
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
  const typical = `${ask.basis.split('(')[0].trim()} (${formatMoney(ask.value, model.currency, { compact: true })})`;
  if (need <= ask.value) return model.funding.kind === 'grant' ? model : askNoMoreThanNeeded(model, run, ask, typical);
  // Never above the ask's ceiling, however large the founder's costs.
  const ceiling = assumptionBounds('funding_amount', model.currency)?.max ?? MAX_MINOR_UNITS;
  const value = Math.min(ceiling, toMinor(niceCeil(need / 10 ** currencyOf(model.currency).minorUnits), model.currency));
  return withValue(model, 'funding_amount', () => ({
    value,
    basis: `${formatMoney(value, model.currency, { compact: true })}: enough for ${RUNWAY_TARGET_MONTHS} months of `
      + `the plan after it arrives, more than ${typical}; to verify`,
  }));
};
