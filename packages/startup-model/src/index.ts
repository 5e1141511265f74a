/**
 * @uc/startup-model — the numbers of a startup, in pure TypeScript (no I/O, no Node-only APIs):
 * archetypes, classification, currencies, assumptions with provenance, the 36-month forecast,
 * scenarios, market sizing and the key figures every document quotes.
 *
 * The public interface (other packages and apps import only from here):
 *
 *   classifyStartup(input)                → Classification (archetype + why; ambiguous → ask)
 *   detectCurrency(text, country?)        → Currency | null   (₦ ₹ € £ ¥ R KSh R$ … and ISO codes)
 *   currencyOf(code)                      → Currency          (unknown code → throws)
 *   detectCountry(text)                   → ISO alpha-2 | null
 *   classifySector(text)                  → SectorId
 *   normaliseStage(text)                  → StageId
 *   whoPays(text)                         → { payer: 'org' | 'person' | null } (the customers the words name first)
 *   buildStartupModel(input, opts?)       → StartupModel      (opts.archetype overrides the classification)
 *   setAssumption(model, key, value)      → StartupModel      (provenance becomes 'founder'; bounds checked)
 *   assumptionBounds(key, currency?)      → AssumptionBounds | null (finite min/max from the meaning; money in minor units)
 *   checkAssumptionValue(key, v, currency?) → { ok, value } | { ok: false, detail } (every write path checks here)
 *   setArchetype(model, id)               → StartupModel      (rebuilds defaults, keeps the founder's values that still apply)
 *   forecast(model, scenario = 'base')    → Forecast          (36 months; < 5 ms)
 *   scenarioValues(model, scenario)       → Record<key, number> (the assumption values a scenario runs on)
 *   marketSizing(model)                   → MarketSizing      (bottom-up TAM/SAM/SOM with formulas; sized false → "market to be sized")
 *   POPULATIONS                           → official customer counts by country (data/populations.json, source and year)
 *   keyFigures(model, forecast?, sizing?) → KeyFigures        (what every document quotes)
 *   formatMoney(minor, currency, opts?)   → string            ("₦500", "$1.2M" with opts.compact)
 *   readFigures(text, country?)           → { figures, unread } (value, high, currency, unit, period, kind, quote, index)
 *   restateFigure(text, model, change)   → { text, replaced, ask } (the profile's words restated after a confirmed change)
 *   agreeWithModel(text, model)           → string            (prompts: figures the founder changed since, restated)
 *   checkModelFigures(model, text, figs) → { questions, refused } (a language model's figures, checked against the words)
 *   statedTraction(text, country?)       → StatedTraction[]  (paying, MRR, ARR, revenue to date; unpaid: beta, waitlist, pilots)
 *   ARCHETYPES: Record<ArchetypeId, ArchetypeDefinition>
 *   CURRENCIES: Record<string, Currency>
 */
export * from './types';
export { ARCHETYPES, archetypeAsSold } from './archetypes';
export { CURRENCIES, currencyOf, detectCurrency, formatMoney, toMinor, toMajor } from './currency';
export { classifyStartup, classifySector, detectCountry, inputText, normaliseStage, whoPays } from './classify';
export { ASSUMPTION_VALUE_LIMIT, MAX_MINOR_UNITS, assumptionBounds, checkAssumptionValue, describeBounds, type AssumptionBounds, type AssumptionCheck } from './bounds';
export { buildStartupModel, setAssumption, setArchetype, assumptionValue, repairAssumptions, refreshMarket } from './model';
export { forecast, scenarioValues, scenarioRoles, SCENARIOS } from './forecast';
export type { ScenarioRole } from './mechanics/types';
export { marketSizing } from './market';
export { MARKET_UNSIZED, POPULATIONS, validatePopulation, type PopulationRecord } from './populations';
export { keyFigures } from './key-figures';
export { COUNTRIES, countryName } from './countries';
export { unitEconomicsDefaults, type UnitEconomicsBasis } from './figure-basis';
export {
  CAPACITY_QUESTION_ID, MARKET_QUESTION_ID, MEMBER_COST_QUESTION_ID, openQuestions, type StartupQuestion,
} from './questions';
export { consumerChannel, type ConsumerChannel } from './consumer-channel';
export { CAPACITY_PER_ACCOUNT, countsDevices } from './capacity';
export { readFigures } from './reader';
export { statedTraction, type StatedTraction, type TractionKind } from './traction';
export { checkModelFigures, type ModelFigure, type RefusedFigure } from './model-figures';
export { agreeWithModel, restateFigure, type Rewording } from './restate';
export type { FiguresRead, ReadFigure, ReadFigureKind, ReadFigurePeriod, UnreadFigure } from './reader';
