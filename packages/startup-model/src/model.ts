import { assumptionBounds, checkAssumptionValue } from './bounds';
import { classifySector, classifyStartup, detectCountry, inputText, normaliseStage, payerOf } from './classify';
import { commonDrivers } from './common-drivers';
import { countryLevels } from './countries';
import { currencyMentions, currencyOf, detectCurrency, soleCountryOf, toMinor, usdRate } from './currency';
import { isOwnWork, isUsageUnit, readFigures, type Figure, type FigureKind } from './figures';
import { sizeDefaultAsk } from './ask';
import { isPerPersonPrice, keepCapacity, perCapacityChange, PRICE_PER_CAPACITY, withCapacity } from './capacity';
import { marketAssumptionFields, marketCount } from './populations';
import { MECHANICS } from './mechanics';
import { RETAINER_HOURS } from './mechanics/other';
import { MEMBER_COST } from './mechanics/subscription';
import type { DefaultContext, DriverSpec } from './mechanics/types';
import { derive } from './plan';
import { statedTraction } from './traction';
import type { ArchetypeId, Assumption, SectorId, StageId, StartupInput, StartupModel } from './types';

/** A money default that reads as a chosen number: two significant figures above 100, cents below 10. */
const niceMajor = (x: number): number => {
  if (x <= 0) return 0;
  if (x < 10) return Math.round(x * 100) / 100;
  if (x < 100) return Math.round(x);
  const p = 10 ** (Math.floor(Math.log10(x)) - 1);
  return Math.round(x / p) * p;
};

const specValue = (spec: DriverSpec, ctx: DefaultContext): number => (typeof spec.value === 'function' ? spec.value(ctx) : spec.value);

const defaultAssumption = (spec: DriverSpec, ctx: DefaultContext): Assumption => {
  let value = specValue(spec, ctx);
  let basis = typeof spec.basis === 'function' ? spec.basis(ctx) : spec.basis;
  if (spec.unit === 'money') {
    const level = spec.scale === 'labour' ? ctx.labour : spec.scale === 'none' ? 1 : ctx.price;
    const major = niceMajor(value * level * usdRate(ctx.currency));
    if (ctx.currency !== 'USD' || level !== 1) {
      basis += `; US$${niceMajor(value).toLocaleString('en-US', { maximumFractionDigits: 2 })}${level !== 1 ? ` scaled to local ${spec.scale === 'labour' ? 'pay' : 'prices'}` : ''}${ctx.currency !== 'USD' ? ` at about ${usdRate(ctx.currency).toLocaleString('en-US')} ${ctx.currency} per US$ (2025)` : ''}`;
    }
    value = toMinor(major, ctx.currency);
  }
  const bounds = assumptionBounds(spec.key, ctx.currency)!;
  return { key: spec.key, label: spec.label, value, unit: spec.unit, provenance: 'default', basis, min: bounds.min, max: bounds.max, group: spec.group };
};

export const driverSpecs = (archetype: ArchetypeId): DriverSpec[] => [...MECHANICS[archetype].drivers, ...commonDrivers(archetype)];

const defaults = (archetype: ArchetypeId, ctx: DefaultContext): Assumption[] => driverSpecs(archetype).map((spec) => defaultAssumption(spec, ctx));

/** Which assumption a figure of the founder's sets, per archetype (and how to convert it). */
type Mapping = { key: string; convert?: (f: Figure) => number; note?: (f: Figure) => string };
const perMonth = (f: Figure) => f.value / 12;
const COMMON_FIGURES: Partial<Record<FigureKind, Mapping>> = {
  raise: { key: 'funding_amount' }, cash: { key: 'starting_cash' }, team: { key: 'starting_headcount' },
  pay: {
    key: 'monthly_cost_per_person', note: () => 'what one person is paid a month; add taxes and benefits if not in it',
  },
};
const OWN_WORK_RATE: Mapping = {
  key: 'hourly_rate',
  convert: (f) => (f.unit_word === 'day' ? f.value / 8 : f.value),
  note: (f) => (f.unit_word === 'day' ? 'a day counted as 8 billed hours'
    : `one ${(f.unit_word ?? 'visit').toLowerCase()} counted as one billed hour, to verify`),
};
/** A month's retainer per client, billed as the hours a retainer client buys (the services default). */
const RETAINER_RATE: Mapping = {
  key: 'hourly_rate',
  convert: (f) => f.value / RETAINER_HOURS,
  note: () => `a month's fee per client counted as ${RETAINER_HOURS} billed hours, to verify`,
};
/** "US$0.02 per document": a document read (a page, a verification…) is billed as one call. */
const PER_USE: Mapping = {
  key: 'price_per_1000_calls',
  convert: (f) => (isUsageUnit(f) ? f.value * 1000 : Number.NaN),
  note: (f) => `one ${f.unit_word ?? 'unit'} counted as one call`,
};
const FIGURES: Record<ArchetypeId, Partial<Record<FigureKind, Mapping>>> = {
  b2b_saas: {
    monthly: { key: 'price_per_month' }, per_capacity_month: { key: PRICE_PER_CAPACITY },
    per_capacity_year: { key: PRICE_PER_CAPACITY, convert: perMonth },
    yearly: { key: 'price_per_month', convert: perMonth },
    churn_pct: { key: 'monthly_churn' }, customers_now: { key: 'starting_customers' },
  },
  consumer_subscription: {
    monthly: { key: 'price_per_month' }, per_capacity_month: { key: PRICE_PER_CAPACITY },
    per_capacity_year: { key: PRICE_PER_CAPACITY, convert: perMonth },
    yearly: { key: 'price_per_month', convert: perMonth }, conversion_pct: { key: 'conversion_pct' },
    churn_pct: { key: 'monthly_churn' }, customers_now: { key: 'starting_users' },
  },
  marketplace: {
    commission_pct: { key: 'take_rate' }, fee_pct: { key: 'take_rate' }, per_order: { key: 'avg_order_value' },
    // A fixed fee per booking is a share of a value the founder has not given: asked (questions.ts), never a value.
    fee_per_order: { key: 'take_rate', convert: () => Number.NaN }, customers_now: { key: 'starting_buyers' },
  },
  ecommerce: { per_unit: { key: 'unit_price' }, one_off: { key: 'unit_price' }, per_order: { key: 'unit_price' }, return_pct: { key: 'return_rate' }, customers_now: { key: 'starting_customers' } },
  hardware_subscription: { per_unit: { key: 'unit_price' }, one_off: { key: 'unit_price' }, monthly: { key: 'monthly_fee' },
    per_capacity_month: { key: 'monthly_fee', note: (f) => `one device per ${f.unit_word ?? 'unit'}, to verify` },
    per_capacity_year: { key: 'monthly_fee', convert: perMonth,
      note: (f) => `a year's fee ÷ 12, one device per ${f.unit_word ?? 'unit'}, to verify` },
    yearly: { key: 'monthly_fee', convert: perMonth }, churn_pct: { key: 'monthly_churn' },
    customers_now: { key: 'starting_installed_base' },
  },
  fintech_transactions: { fee_pct: { key: 'fee_pct' }, commission_pct: { key: 'fee_pct' }, per_transaction: { key: 'fee_fixed' }, monthly: { key: 'plan_fee' }, yearly: { key: 'plan_fee', convert: perMonth }, churn_pct: { key: 'monthly_churn' }, customers_now: { key: 'starting_users' } },
  usage_api: {
    per_call: { key: 'price_per_1000_calls', convert: (f) => f.value * 1000 },
    per_1000_calls: { key: 'price_per_1000_calls' },
    per_unit: PER_USE, churn_pct: { key: 'monthly_churn' }, customers_now: { key: 'starting_customers' },
  },
  services: {
    hourly: { key: 'hourly_rate' }, utilisation_pct: { key: 'target_utilisation' },
    // The model bills hours: a day is 8 of them; a visit, lesson or repair is counted as one, and that is said.
    per_order: OWN_WORK_RATE, per_unit: OWN_WORK_RATE, monthly: RETAINER_RATE,
  },
  nonprofit: { hourly: { key: 'contract_rate_per_hour' }, grant: { key: 'grant_income_year1' }, monthly: { key: 'avg_donation' } },
};

/**
 * How a figure maps in this archetype. A price per user or member per month is the subscription's own price
 * outside B2B software (the user is the customer); per bed, desk… it has a count per account (capacity.ts) in the
 * subscriptions, and is asked in the other archetypes.
 */
const mappingOf = (archetype: ArchetypeId, f: Figure): Mapping | undefined => {
  if (f.kind === 'weekly') return weeklyOf(mappingOf(archetype, { ...f, kind: 'monthly' }));
  const perPerson = isPerPersonPrice(archetype, f);
  const kind: FigureKind = perPerson ? (f.kind === 'per_capacity_year' ? 'yearly' : 'monthly') : f.kind;
  // A service business bills a visit or a repair as an hour; "$5,000 per project" is no hour: it is asked.
  if (archetype === 'services' && OWN_WORK_RATE === FIGURES.services[kind] && !isOwnWork(f)) return undefined;
  return FIGURES[archetype][kind] ?? COMMON_FIGURES[kind];
};

/** "€25 a week" sets what "€108.33 a month" would: 52 weeks (26 fortnights) a year ÷ 12 months. */
const weeklyOf = (monthly: Mapping | undefined): Mapping | undefined => {
  if (!monthly) return undefined;
  const per = (f: Figure) => (/fortnight|two weeks/i.test(f.unit_word ?? f.quote) ? 26 : 52);
  return {
    key: monthly.key,
    convert: (f) => {
      const month = (f.value * per(f)) / 12;
      return monthly.convert ? monthly.convert({ ...f, value: month }) : month;
    },
    note: (f) => `${per(f) === 26 ? 'a fortnight' : 'a week'}'s price × ${per(f)} ÷ 12 months`,
  };
};

/** The assumption a figure of this kind sets in this archetype, if any. */
export const figureKey = (archetype: ArchetypeId, f: Figure): string | undefined => mappingOf(archetype, f)?.key;

/** The value (major units for money) a figure gives its assumption: "£96 a year" is £8 a month. */
export const figureValue = (archetype: ArchetypeId, f: Figure): number => {
  const map = mappingOf(archetype, f);
  return map?.convert ? map.convert(f) : f.value;
};

/** The founder's figures become assumptions with provenance 'founder' and their words as the basis. */
const applyFigures = (assumptions: Assumption[], archetype: ArchetypeId, figures: Figure[], currency: string): Assumption[] => {
  const out = assumptions.map((a) => ({ ...a }));
  const taken = new Set<string>();
  // A service's own rate ("£20 per fitting") wins over a monthly amount, which may be a cost ("£400 a month for
  // the van").
  const ordered = archetype === 'services'
    ? [...figures].sort((a, b) => Number(a.kind === 'monthly') - Number(b.kind === 'monthly')) : figures;
  for (const f of ordered) {
    const map = mappingOf(archetype, f);
    if (!map || taken.has(map.key)) continue;
    const target = out.find((a) => a.key === map.key);
    if (!target) continue;
    // An amount in another currency than the model's is not silently converted.
    if (target.unit === 'money' && f.currency !== currency) continue;
    const raw = map.convert ? map.convert(f) : f.value;
    if (!Number.isFinite(raw)) continue; // a conversion that needs a count the founder did not give: asked instead
    const value = target.unit === 'money' ? toMinor(raw, currency) : raw;
    if ((target.min !== undefined && value < target.min) || (target.max !== undefined && value > target.max)) continue;
    const quote = f.quote.length > 200 ? `${f.quote.slice(0, 197)}…` : f.quote;
    const basis = `your words: "${quote}"${map.note ? `; ${map.note(f)}` : ''}`;
    Object.assign(target, { value, provenance: 'founder', basis });
    taken.add(map.key);
  }
  // A fintech whose founder names only a monthly plan charges no fee on volume until told so.
  if (archetype === 'fintech_transactions' && taken.has('plan_fee') && !taken.has('fee_pct') && !taken.has('fee_fixed')) {
    Object.assign(out.find((a) => a.key === 'fee_pct')!, { value: 0, basis: '0: your words name a monthly plan, not a fee on volume; set it if you charge one' });
  }
  // A device whose founder names only a one-off price sells no subscription until told so.
  if (archetype === 'hardware_subscription' && taken.has('unit_price') && !taken.has('monthly_fee')) {
    const basis = '0: your words name a one-off price, no subscription; set it if you sell one';
    Object.assign(out.find((a) => a.key === 'attach_rate')!, { value: 0, basis });
  }
  return out;
};

/** The market counted on the founder's own customers in their country (populations.ts), or left to be sized. */
const applyMarket = (assumptions: Assumption[], input: StartupInput, country: string | null): Assumption[] => {
  const m = marketAssumptionFields(marketCount(input, country));
  return assumptions.map((a) => (a.key === 'tam_customers' && a.provenance !== 'founder'
    ? { ...a, value: m.value, provenance: m.provenance, basis: m.basis, ...(m.noun && { label: `${a.label} (${m.noun.slice(0, 70)})` }) }
    : a));
};

/** Default costs set as a share of the price follow the founder's price (₹42 for a ₹120 meal, not a sector's ₹240). */
const costsFollowPrice = (assumptions: Assumption[], archetype: ArchetypeId): Assumption[] => {
  const shares = driverSpecs(archetype).filter((s) => s.shareOfPrice);
  return assumptions.map((a) => {
    const spec = shares.find((s) => s.key === a.key);
    const share = spec?.shareOfPrice;
    const price = share && assumptions.find((p) => p.key === share.price);
    if (!spec || !share || !price || a.provenance !== 'default' || price.provenance !== 'founder') return a;
    const why = typeof spec.basis === 'string' ? `: ${spec.basis}` : ', to verify';
    return { ...a, value: Math.round(price.value * share.share), basis: `${Math.round(share.share * 100)}% of your price${why}` };
  });
};

/** What delivery staff cost of the fees they bill: service firms keep 35–55% gross margin after them. */
const SERVICE_PAY_SHARE = 0.55;

/**
 * A service business's pay follows the founder's rate: a mechanic billed at €25 a visit is not paid a software
 * engineer's salary. The default cost per person becomes 55% of what one billable person brings in at that rate.
 */
const payFollowsRate = (assumptions: Assumption[], archetype: ArchetypeId): Assumption[] => {
  const get = (key: string) => assumptions.find((a) => a.key === key);
  const rate = get('hourly_rate');
  const pay = get('monthly_cost_per_person');
  if (archetype !== 'services' || !rate || !pay) return assumptions;
  if (rate.provenance !== 'founder' || pay.provenance !== 'default') return assumptions;
  const perPerson = (get('hours_per_person')!.value * get('target_utilisation')!.value * rate.value) / 100;
  const basis = `${Math.round(SERVICE_PAY_SHARE * 100)}% of what one billable person bills at your rate (service `
    + 'firms keep 35–55% gross margin after delivery staff, agency and consultancy benchmarks 2023), to verify';
  return assumptions.map((a) => (a === pay ? { ...a, value: Math.round(perPerson * SERVICE_PAY_SHARE), basis } : a));
};

const contextOf = (sector: SectorId, stage: StageId, country: string | null, currency: string, words = ''): DefaultContext => {
  const levels = countryLevels(country, currency);
  return { sector, stage, country, currency, labour: levels.labour, price: levels.price, levelsKnown: levels.known,
    words: words.toLowerCase() };
};

/**
 * A SaaS founder who states MRR (or ARR) but not the number of accounts starts from MRR ÷ price
 * per account: computed, its basis saying how, so the forecast does not start from zero customers.
 */
const startFromRecurringRevenue = (assumptions: Assumption[], earned: ReturnType<typeof statedTraction>, currency: string): Assumption[] => {
  const recurring = earned.find((t) => t.kind === 'mrr' || t.kind === 'arr');
  const customers = assumptions.find((a) => a.key === 'starting_customers');
  const price = assumptions.find((a) => a.key === 'price_per_month');
  if (!recurring || !customers || !price || customers.provenance === 'founder' || price.value <= 0) return assumptions;
  const monthly = toMinor(recurring.kind === 'arr' ? recurring.value / 12 : recurring.value, currency);
  const count = Math.round(monthly / price.value);
  if (count < 1 || (customers.max !== undefined && count > customers.max)) return assumptions;
  const priceWords = price.provenance === 'founder' ? 'your price' : 'the default price (to verify)';
  const basis = `about ${count}: your ${recurring.kind.toUpperCase()} ("${recurring.quote.slice(0, 80)}")${recurring.kind === 'arr' ? ' ÷ 12' : ''} ÷ ${priceWords} per account; set the real count`;
  return assumptions.map((a) => (a === customers ? { ...a, value: count, provenance: 'computed' as const, basis } : a));
};

export const buildStartupModel = (input: StartupInput, opts?: { archetype?: ArchetypeId; currency?: string }): StartupModel => {
  const text = inputText(input);
  // No place named: a currency only one country uses names it ("1.50 birr per page" is Ethiopia).
  const named = currencyMentions(text).find((m) => m.named);
  const country = input.country ? input.country.toUpperCase()
    : detectCountry(text) ?? (named ? soleCountryOf(named.code) : null);
  const currency = opts?.currency ? currencyOf(opts.currency).code : detectCurrency(text, country)?.code ?? 'USD';
  const sector = classifySector(text);
  const stage = normaliseStage(input.stage);
  const classification = classifyStartup(input);
  const archetype = opts?.archetype ?? classification.archetype;
  const ctx = contextOf(sector, stage, country, currency, text);
  const figures = readFigures(text, country);
  // A price per bed (seat, room…) brings its own price and count rows; the price per account is computed from them.
  const rows = withCapacity(defaults(archetype, ctx), archetype, figures, currency, payerOf(input) === 'person');
  let assumptions = costsFollowPrice(applyMarket(applyFigures(rows, archetype, figures, currency), input, country), archetype);
  assumptions = payFollowsRate(assumptions, archetype);
  if (input.team_size && input.team_size > 0) {
    assumptions = assumptions.map((a) => (a.key === 'starting_headcount'
      ? { ...a, value: Math.round(input.team_size!), provenance: 'founder', basis: `team size in your profile: ${input.team_size}` } : a));
  }
  // Revenue the founder states (MRR, ARR, sales to date) in the model's currency means they sell already.
  const earned = statedTraction(text, country, figures).filter((t) => t.paying && t.currency === currency);
  assumptions = startFromRecurringRevenue(assumptions, earned, currency);
  // Paying customers in the founder's own words outrank a stage that says nothing is sold yet.
  const selling = earned.length > 0 || assumptions.some((a) => a.provenance === 'founder' && /^starting_(?:customers|users|buyers|installed_base)$/.test(a.key) && a.value > 0);
  if (selling) {
    assumptions = assumptions.map((a) => (a.key === 'launch_month' ? { ...a, value: 1, basis: 'selling already, in your words' } : a));
  }
  const model = derive({
    schema_version: 1,
    name: input.startup_name?.trim() || 'Your startup',
    archetype,
    archetype_source: opts?.archetype ? 'founder' : 'classified',
    classification,
    sector,
    stage,
    country,
    currency,
    starting_cash: 0,
    starting_cash_provenance: 'default',
    pre_revenue: !selling && (stage === 'idea' || stage === 'mvp'),
    launch_month: 1,
    assumptions,
    team: { starting_headcount: 1, starting_headcount_provenance: 'default', monthly_cost_per_person: 0, monthly_cost_provenance: 'default', hires: [] },
    funding: { kind: 'none', amount: 0, month: 1, provenance: 'default', use_of_funds: [] },
  });
  return sizeDefaultAsk(model);
};

export const assumptionValue = (model: StartupModel, key: string): number | undefined => model.assumptions.find((a) => a.key === key)?.value;

/** The founder's value for one assumption: bounds checked, money rounded to the minor unit. */
export const setAssumption = (model: StartupModel, key: string, value: number): StartupModel => {
  const current = model.assumptions.find((a) => a.key === key);
  if (!current) throw new RangeError(`startup-model: no assumption '${key}' in a ${model.archetype} model`);
  // The bounds are the key's, never the stored model's (an old model may carry none).
  const check = checkAssumptionValue(key, value, model.currency);
  if (!check.ok) throw new RangeError(`startup-model: ${check.detail}`);
  // A price per account computed from the founder's price per bed and bed count moves the price per bed.
  const via = perCapacityChange(model.assumptions, model.archetype, key, check.value);
  const target = via?.key ?? key;
  const v = via?.value ?? check.value;
  const assumptions = model.assumptions.map((a) => (a.key === target ? { ...a, value: v, provenance: 'founder' as const, basis: 'set by you' } : a));
  return derive({ ...model, assumptions });
};

/** Another archetype, chosen by the founder: its defaults, keeping the founder's values whose keys still apply. */
export const setArchetype = (model: StartupModel, id: ArchetypeId): StartupModel => {
  const ctx = contextOf(model.sector, model.stage, model.country, model.currency);
  // The market's count counts customers, not a business model: it is kept whoever set it.
  const kept = new Map(model.assumptions.filter((a) => a.provenance === 'founder' || a.key === 'tam_customers').map((a) => [a.key, a]));
  const assumptions = keepCapacity(defaults(id, ctx).map((a) => kept.get(a.key) ?? a), model.assumptions, id);
  return sizeDefaultAsk(derive({ ...model, archetype: id, archetype_source: 'founder', assumptions }));
};

/**
 * A stored model whose values left their bounds (saved before the bounds existed) reads again:
 * each such value goes back to its default, and its basis says so; a driver its archetype gained
 * since it was saved is added with its default (read from the founder's `words`). The same object
 * comes back when there is nothing to repair (callers cache per model object).
 */
export const repairAssumptions = (model: StartupModel, words = ''): { model: StartupModel; repaired: string[] } => {
  const bad = model.assumptions.filter((a) => !checkAssumptionValue(a.key, a.value, model.currency).ok);
  const have = new Set(model.assumptions.map((a) => a.key));
  // A driver the archetype gained after the model was saved: its default, labelled like any other.
  const added = driverSpecs(model.archetype).filter((s) => !have.has(s.key));
  const ctx = contextOf(model.sector, model.stage, model.country, model.currency, words);
  const stale = words.trim() ? staleChannelDefaults(model, ctx) : [];
  if (bad.length === 0 && added.length === 0 && stale.length === 0) return { model, repaired: [] };
  const reference = new Map(defaults(model.archetype, ctx).map((a) => [a.key, a]));
  const assumptions = model.assumptions.flatMap((a) => {
    if (stale.includes(a)) return [reference.get(a.key)!];
    if (!bad.includes(a)) return [a];
    const d = reference.get(a.key);
    return d ? [{ ...d, basis: `${d.basis} (your saved value was outside its bounds and was reset)`.slice(0, 500) }] : [];
  }).concat(added.map((s) => reference.get(s.key)!));
  return { model: derive({ ...model, assumptions }), repaired: [...bad, ...added, ...stale].map((a) => a.key) };
};

/** Defaults that follow the channel the founder's words describe (a consumer subscription's store share and costs). */
const CHANNEL_KEYS: Partial<Record<ArchetypeId, string[]>> = {
  consumer_subscription: [
    'store_fee_pct', 'conversion_pct', 'monthly_churn', 'cac_per_signup', 'serving_cost_per_user', MEMBER_COST,
  ],
};

/**
 * A saved default of those that today's words give otherwise: an app store's 15% saved for a gym before the channel
 * was read. The founder's own values are kept.
 */
const staleChannelDefaults = (model: StartupModel, ctx: DefaultContext): Assumption[] => {
  const keys = CHANNEL_KEYS[model.archetype] ?? [];
  const specs = driverSpecs(model.archetype).filter((s) => keys.includes(s.key));
  return specs.flatMap((spec) => {
    const saved = model.assumptions.find((a) => a.key === spec.key);
    if (!saved || saved.provenance !== 'default') return [];
    const today = defaultAssumption(spec, ctx);
    return today.value !== saved.value || today.basis !== saved.basis ? [saved] : [];
  });
};

/**
 * A stored model's market count as the populations data gives it today (issue 35): a default count saved
 * before a record was corrected, added or removed is recomputed from the founder's words, so a founder never
 * reads a count the current data would not give. The founder's own count is kept. The same object comes
 * back when the count is current (callers cache per model object).
 */
export const refreshMarket = (model: StartupModel, input: StartupInput): { model: StartupModel; refreshed: boolean } => {
  const tam = model.assumptions.find((a) => a.key === 'tam_customers');
  if (!tam || tam.provenance === 'founder') return { model, refreshed: false };
  const m = marketAssumptionFields(marketCount(input, model.country));
  const base = tam.label.replace(/\s\([^()]*\)$/, '');
  const label = m.noun ? `${base} (${m.noun.slice(0, 70)})` : base;
  if (tam.value === m.value && tam.basis === m.basis && tam.provenance === m.provenance && tam.label === label) return { model, refreshed: false };
  const fresh = { ...tam, value: m.value, provenance: m.provenance, basis: m.basis, label };
  return { model: derive({ ...model, assumptions: model.assumptions.map((a) => (a === tam ? fresh : a)) }), refreshed: true };
};
