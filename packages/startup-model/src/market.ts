import { ARCHETYPES } from './archetypes';
import { capacityUnit, countsDevices, devicesPerAccount } from './capacity';
import { formatMoney } from './currency';
import { forecast } from './forecast';
import { fmtCount } from './mechanics/common';
import { MECHANICS } from './mechanics';
import { countedMarket, MARKET_UNSIZED, marketQuestion } from './populations';
import type { Assumption, Forecast, MarketSizing, StartupModel } from './types';

const pick = (model: StartupModel, keys: string[]): Assumption[] => model.assumptions.filter((a) => keys.includes(a.key));

/** What the count counts, from its label ("Potential customers in the whole market (care homes)"). */
const nounOf = (model: StartupModel, a: Assumption | undefined): string =>
  (a && /\(([^()]+)\)$/.exec(a.label)?.[1]) || ARCHETYPES[model.archetype].vocabulary.customers;

/**
 * A market whose customers are not counted yet: no figure, only the question (documents print
 * "market to be sized" instead of a number).
 */
const unsized = (model: StartupModel, tamInput: Assumption[]): MarketSizing => {
  const q = tamInput[0] ? marketQuestion(tamInput[0].basis) : null;
  const question = q?.question ?? 'How many potential customers are in your market?';
  const formula = `${MARKET_UNSIZED}: ${question}`;
  const share = (key: string) => `${fmtCount(model.assumptions.find((a) => a.key === key)?.value ?? 0)}%`;
  return {
    currency: model.currency,
    sized: false,
    question,
    tam: { value: 0, formula, inputs: tamInput },
    sam: { value: 0, formula: `${MARKET_UNSIZED}: ${share('sam_pct')} of the whole market, once its customers are counted`, inputs: pick(model, ['sam_pct']) },
    som: {
      value: 0,
      formula: `${MARKET_UNSIZED}: ${share('som_pct')} of the serviceable market, once its customers are counted`,
      inputs: pick(model, ['som_pct']),
      note: 'no obtainable market yet: count the customers in your market first',
    },
  };
};

/** A device business's value per device, times the devices one customer has ("× 18 trucks"): a customer's value. */
const perAccount = (model: StartupModel, unit: { annual_value: number; formula: string }) => {
  if (!countsDevices(model.assumptions, model.archetype)) return unit;
  const devices = devicesPerAccount(model.assumptions, model.archetype);
  const name = capacityUnit(model.assumptions) ?? 'device';
  return { annual_value: Math.round(unit.annual_value * devices),
    formula: `× ${fmtCount(devices)} ${name}s ${unit.formula}` };
};

/**
 * Bottom-up market size: reachable customers × what one customer pays a year (the archetype's
 * own mechanics, so a marketplace's market is its take of GMV, not the GMV). SAM and SOM are
 * shares of it, and the SOM is compared with the forecast's year-3 revenue.
 */
export const marketSizing = (model: StartupModel, base?: Forecast): MarketSizing => {
  const values: Record<string, number> = Object.fromEntries(model.assumptions.map((a) => [a.key, a.value]));
  const fmt = (minor: number) => formatMoney(minor, model.currency);
  const money = (minor: number) => formatMoney(minor, model.currency, { compact: true });
  const unit = perAccount(model, MECHANICS[model.archetype].market(values, fmt));
  const tamInput = pick(model, ['tam_customers']);
  const noun = nounOf(model, tamInput[0]);
  const tamCount = values.tam_customers ?? 0;
  if (!countedMarket(tamInput[0])) return unsized(model, tamInput);
  const samCount = (tamCount * (values.sam_pct ?? 0)) / 100;
  const somCount = (samCount * (values.som_pct ?? 0)) / 100;
  const tam = Math.round(tamCount * unit.annual_value);
  const sam = Math.round(samCount * unit.annual_value);
  const som = Math.round(somCount * unit.annual_value);
  const revenueInputs = pick(model, MECHANICS[model.archetype].drivers.filter((d) => d.group === 'revenue').map((d) => d.key));
  const year3 = (base ?? forecast(model, 'base')).years[2].revenue;
  const share = som > 0 ? (year3 / som) * 100 : null;
  const pct = (x: number) => (x >= 10 ? `${Math.round(x)}%` : x >= 1 ? `${x.toFixed(1)}%` : 'less than 1%');
  return {
    currency: model.currency,
    sized: true,
    tam: { value: tam, formula: `${fmtCount(tamCount)} ${noun} ${unit.formula} = ${money(tam)} a year`, inputs: [...tamInput, ...revenueInputs] },
    sam: {
      value: sam,
      formula: `${fmtCount(Math.round(samCount))} ${noun} you can serve (${fmtCount(values.sam_pct ?? 0)}% of ${fmtCount(tamCount)}) ${unit.formula} = ${money(sam)} a year`,
      inputs: pick(model, ['sam_pct']),
    },
    som: {
      value: som,
      formula: `${fmtCount(Math.round(somCount))} ${noun} won (${fmtCount(values.som_pct ?? 0)}% of the serviceable market) ${unit.formula} = ${money(som)} a year`,
      inputs: pick(model, ['som_pct']),
      note: share === null
        ? 'no obtainable market yet: set the customer count and shares'
        : share > 100
          ? `Year-3 revenue in the base case (${money(year3)}) is ${pct(share)} of this SOM: raise the shares or lower the forecast`
          : `Year-3 revenue in the base case (${money(year3)}) is ${pct(share)} of this SOM`,
    },
  };
};
