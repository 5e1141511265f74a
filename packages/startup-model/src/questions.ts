import { CAPACITY_PER_ACCOUNT, capacityUnit, isCapacityPlaceholder, PRICE_PER_CAPACITY } from './capacity';
import { formatMoney, toMinor } from './currency';
import { readFigures, type Figure } from './figures';
import { MEMBER_COST, MEMBER_COST_BASIS } from './mechanics/subscription';
import { figureKey } from './model';
import { countedMarket, marketQuestion } from './populations';
import type { StartupModel } from './types';

/**
 * A money figure the founder wrote that no assumption took: the model asks instead of replacing it
 * by a default in silence. Answering sets one of the `options` (founder provenance) through the
 * same path as any confirmed change; the question then disappears because the quote is used.
 */
export type StartupQuestion = {
  id: string;
  /** The assumption it would most likely set, when the reader can tell; null when the founder must pick. */
  key: string | null;
  /** The founder's own words. */
  quote: string;
  question: string;
  /** Money assumptions the figure could be, each with the value it would set (minor units). */
  options: { key: string; label: string; value: number }[];
};

const words = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Whether the figure is settled: an assumption's basis quotes the words, the founder set that value, or the founder
 * typed their own value for the very assumption the figure would set (a price changed on purpose is not asked again).
 */
const used = (model: StartupModel, f: Figure) => {
  const key = figureKey(model.archetype, f);
  return model.assumptions.some((a) => a.provenance === 'founder' && (words(a.basis).includes(words(f.quote).slice(0, 60)) ||
    (a.key === key && !a.basis.startsWith('your words')) ||
    (a.unit === 'money' && f.currency === model.currency && a.value === optionFor(a, f, model.currency).value)));
};

const OPTION_LIMIT = 6;

/**
 * "Clinics pay us EGP 50 per booking" in a marketplace, whose income is a share of each booking's value: the
 * founder sets that share (the take rate), helped by what the fee is of the booking value in the model.
 */
const feeQuestion = (model: StartupModel, f: Figure): StartupQuestion | null => {
  const value = model.assumptions.find((a) => a.key === 'avg_order_value');
  if (f.kind !== 'fee_per_order' || model.archetype !== 'marketplace') return null;
  if (!value || f.currency !== model.currency) return null;
  const unit = f.unit_word ?? 'order';
  const fee = toMinor(f.value, model.currency);
  const share = value.value > 0 ? Math.round((1000 * fee) / value.value) / 10 : null;
  const worth = formatMoney(value.value, model.currency);
  const given = `${worth}${value.provenance === 'default' ? ', a default' : ''}`;
  const at = share !== null && share <= 100 ? ` At the ${unit} value in your model (${given}), that is ${share}%.` : '';
  const question = `You wrote "${f.quote}": your fee on each ${unit}. The model counts a marketplace's income as a `
    + `share of each ${unit}'s value: what share is ${formatMoney(fee, model.currency)} of an average ${unit}?${at}`;
  const rate = model.assumptions.find((a) => a.key === 'take_rate');
  const plus = rate?.provenance === 'founder' ? ` Add it to the ${rate.value}% you take.` : '';
  return { id: `figure-${f.index}`, key: 'take_rate', quote: f.quote, question: question + plus, options: [] };
};
/** Revenue-side keys come first: a stated figure is more often a price than a cost. */
const PRICE_LIKE = /price|fee|plan|rate|order_value|aov|arpu|commission|donation|contract/;
/** Money raised, saved or granted belongs to funding and cash first. */
const FUNDING_KEYS: Partial<Record<Figure['kind'], RegExp>> = { raise: /^funding_amount$/, raised: /^starting_cash$/, cash: /^starting_cash$/, grant: /grant|funding_amount/ };
const rank = (f: Figure, key: string) => {
  const funding = FUNDING_KEYS[f.kind];
  if (funding) return funding.test(key) ? 0 : 2;
  return PRICE_LIKE.test(key) ? 0 : 1;
};

/** A per-call figure answers a per-1,000-calls assumption at a thousand times its value, and the label says so. */
const optionFor = (a: { key: string; label: string }, f: Figure, currency: string) => {
  const scaled = /per_1000/.test(a.key) && f.kind !== 'per_1000_calls';
  const value = toMinor(f.value * (scaled ? 1000 : 1), currency);
  // "£4 per bed per month" is not the price of an account: the total needs the beds per account.
  const perUnit = f.kind === 'per_capacity_month' && f.unit_word && /price|fee/.test(a.key) ? ` (your figure per ${f.unit_word}: enter it × ${f.unit_word}s per account)` : '';
  return { key: a.key, label: scaled ? `${a.label} (1,000 × your figure)` : `${a.label}${perUnit}`, value };
};

/**
 * A market no official count matched and the founder did not size: "How many care homes are in your market?",
 * answered by setting the count (the card's field); it disappears once the count is set.
 */
/** The id of the market's own question (the others are about figures the founder wrote). */
export const MARKET_QUESTION_ID = 'market-size';

const marketQuestions = (model: StartupModel): StartupQuestion[] => {
  const tam = model.assumptions.find((a) => a.key === 'tam_customers');
  if (!tam || countedMarket(tam)) return [];
  const q = marketQuestion(tam.basis)
    ?? { quote: '', question: 'How many potential customers are in your market? The saved count was not an official count of your customers.' };
  return [{ id: MARKET_QUESTION_ID, key: 'tam_customers', quote: q.quote, question: q.question, options: [] }];
};

/** The founder's money figures that set nothing in the model, and an unsized market, as questions. Pure; `text` is the profile's words. */
export const openQuestions = (model: StartupModel, text: string): StartupQuestion[] =>
  [...figureQuestions(model, text), ...capacityQuestions(model), ...memberCostQuestions(model),
    ...marketQuestions(model)];

/** The id of the question a membership used in person raises: what one member costs (space, staff, goods). */
export const MEMBER_COST_QUESTION_ID = 'member-cost';

/** "What does one member cost you?": asked while the model's share is the stand-in (the card's field sets it). */
const memberCostQuestions = (model: StartupModel): StartupQuestion[] => {
  const row = model.assumptions.find((a) => a.key === MEMBER_COST);
  if (!row || row.provenance !== 'default' || row.basis !== MEMBER_COST_BASIS) return [];
  return [{
    id: MEMBER_COST_QUESTION_ID, key: MEMBER_COST, quote: '',
    question: 'What do the space, staff and goods one paying member uses cost you a month, as a share of your price? '
      + `Until you say, the model counts ${row.value}% (a stand-in, not a statistic).`,
    options: [],
  }];
};

/** The id of the question a per-capacity price without its count raises ("£4 per bed per month", no beds per home). */
export const CAPACITY_QUESTION_ID = 'capacity-count';

/** "How many beds does one of your customers have?": answered by setting the count (the card's field). */
const capacityQuestions = (model: StartupModel): StartupQuestion[] => {
  const count = model.assumptions.find((a) => a.key === CAPACITY_PER_ACCOUNT);
  // A device business's fee is per device: the founder's words are the fee's, and a customer pays it per device.
  const fee = model.assumptions.find((a) => a.key === 'monthly_fee' && a.provenance === 'founder');
  const per = model.assumptions.find((a) => a.key === PRICE_PER_CAPACITY) ?? fee;
  if (!count || !isCapacityPlaceholder(count)) return [];
  const unit = capacityUnit(model.assumptions) ?? 'unit';
  const quote = per && /^your words: "(.*?)"(?:;|$)/s.exec(per.basis)?.[1];
  const price = model.assumptions.find((a) => a.key === 'price_per_month');
  const stand = ` Until you say, the model counts ${count.value} (a stand-in, not a statistic), so one`;
  const now = price ? `${stand} account pays ${formatMoney(price.value, model.currency)} a month.`
    : fee ? `${stand} customer pays ${formatMoney(fee.value * count.value, model.currency)} a month.` : '';
  return [{
    id: CAPACITY_QUESTION_ID, key: CAPACITY_PER_ACCOUNT, quote: quote || '',
    question: `You price per ${unit}. How many ${unit}s does one of your customers have, on average?${now}`, options: [],
  }];
};

const figureQuestions = (model: StartupModel, text: string): StartupQuestion[] => {
  const money = model.assumptions.filter((a) => a.unit === 'money');
  return readFigures(text, model.country)
    .filter((f) => f.currency && !used(model, f))
    .map((f) => {
      const fee = feeQuestion(model, f);
      if (fee) return fee;
      const other = f.currency !== model.currency;
      const options = other ? [] : money
        .filter((a) => a.provenance !== 'founder')
        .sort((a, b) => rank(f, a.key) - rank(f, b.key))
        .slice(0, OPTION_LIMIT)
        .map((a) => optionFor(a, f, model.currency));
      const amount = formatMoney(toMinor(f.value, f.currency!), f.currency!);
      const question = other
        ? `You wrote "${f.quote}" (${amount}), but this model is in ${model.currency}. Which figure is it, in ${model.currency}?`
        : `You wrote "${f.quote}". Which figure of your model is ${amount}?`;
      return { id: `figure-${f.index}`, key: options.length === 1 ? options[0].key : null, quote: f.quote, question, options };
    });
};
