import { formatMoney } from './currency';
import { isPerCapacity, type Figure } from './figures';
import { fmtCount } from './mechanics/common';
import type { Assumption, ArchetypeId } from './types';

/**
 * A price per unit of the customer's capacity ("£4 per bed per month × 40 beds a home", issue 35):
 * the count per account is its own assumption, with the founder's words as its source, and the
 * price per account is computed from the two, so revenue follows either. Only models whose founder
 * priced per bed, room, desk, vehicle… carry these two rows.
 */
export const PRICE_PER_CAPACITY = 'price_per_capacity';
export const CAPACITY_PER_ACCOUNT = 'capacity_per_account';

/** The archetypes whose price is per account per month, so a per-capacity price multiplies into it. */
const PER_ACCOUNT_PRICE: Partial<Record<ArchetypeId, string>> = {
  b2b_saas: 'price_per_month', consumer_subscription: 'price_per_month',
};

/** A device's fee is already per device: its count row says how many devices one customer has (the fee's key). */
const PER_DEVICE_FEE: Partial<Record<ArchetypeId, string>> = { hardware_subscription: 'monthly_fee' };

/** Units of a connected device: "$8 per tracker per month" is the device's own fee, one each, no count to ask. */
export const DEVICE_UNIT =
  /^(?:device|camera|dashcam|sensor|tracker|meter|kit|lock|monitor|beacon|tag|router|charger|unit)s?$/i;

/** The monthly fee per room, truck or fridge of a device business ("K120 per truck per month"): one device each. */
const perDeviceOf = (figures: Figure[], currency: string): Figure | undefined => figures.find((x) =>
  (isPerCapacity(x) || x.kind === 'monthly') && x.currency === currency && !!x.unit_word
  && (!DEVICE_UNIT.test(x.unit_word) || !!x.per_account));

/** Outside B2B software a price per user or member is the price of one person's subscription: no count applies. */
export const isPerPersonPrice = (archetype: ArchetypeId, f: Figure): boolean =>
  isPerCapacity(f) && archetype !== 'b2b_saas' && /^(?:user|member)$/i.test(f.unit_word ?? '');

/** Specs of the two rows (bounds and labels for every path that writes a value). */
export const CAPACITY_SPECS = [
  { key: PRICE_PER_CAPACITY, label: 'Price per unit of capacity per month', unit: 'money' as const, min: 0 },
  { key: CAPACITY_PER_ACCOUNT, label: 'Units of capacity per account', unit: 'count' as const, min: 1, max: 1_000_000 },
];

/**
 * A stand-in count when the founder did not give one: not a statistic, labelled as such, and asked about
 * (questions.ts) until the founder answers.
 */
export const CAPACITY_PLACEHOLDER = 20;
const PLACEHOLDER_BASIS = (unit: string) =>
  `not stated: ${CAPACITY_PLACEHOLDER} ${unit}s per account is a stand-in, not a statistic — how many ${unit}s does one of your customers have?`;
/** Individuals (freelancers renting a desk, a family on a plan per person) take one each until they say otherwise. */
const ONE_EACH_BASIS = (unit: string) =>
  `not stated: 1 ${unit} per account, as your customers are individuals — a stand-in, not a statistic; ` +
  `how many ${unit}s does one of your customers take?`;

export const isCapacityPlaceholder = (a: Assumption | undefined): boolean => !!a && a.key === CAPACITY_PER_ACCOUNT && a.provenance === 'default';

/** The unit the founder prices per ("bed"), read back from the count's label ("Beds per account"). */
export const capacityUnit = (assumptions: Assumption[]): string | null => {
  const label = assumptions.find((a) => a.key === CAPACITY_PER_ACCOUNT)?.label;
  const m = label ? /^(\p{L}[\p{L} -]*?)s per account$/u.exec(label) : null;
  return m ? m[1].toLowerCase() : null;
};

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

/**
 * The two rows for the founder's first per-capacity price in the model's currency, inserted after the price
 * per account (the price itself is set by applyFigures from the same figure). Unchanged when there is none.
 * `individuals`: the customers are people, not organisations, so the stand-in count is one each.
 */
export const withCapacity = (
  assumptions: Assumption[], archetype: ArchetypeId, figures: Figure[], currency: string, individuals = false,
): Assumption[] => {
  if (assumptions.some((a) => a.key === CAPACITY_PER_ACCOUNT)) return assumptions;
  const feeKey = PER_DEVICE_FEE[archetype];
  // One device each for individuals, unless the founder counts more ("our owners have 25 bikes on average").
  if (feeKey) {
    const f = perDeviceOf(figures, currency);
    return individuals && !f?.per_account ? assumptions : withDeviceCount(assumptions, feeKey, f);
  }
  const priceKey = PER_ACCOUNT_PRICE[archetype];
  const f = figures.find((x) => isPerCapacity(x) && x.currency === currency && x.unit_word);
  if (!priceKey || !f || isPerPersonPrice(archetype, f)) return assumptions;
  const unit = f.unit_word!.toLowerCase();
  const at = assumptions.findIndex((a) => a.key === priceKey);
  if (at < 0) return assumptions;
  const count = countRow(f, individuals || archetype === 'consumer_subscription');
  const price: Assumption = { key: PRICE_PER_CAPACITY, label: `Price per ${unit} per month`, value: 0, unit: 'money', provenance: 'default',
    basis: 'your price per unit of capacity', min: 0, group: 'revenue' };
  return [...assumptions.slice(0, at + 1), price, count, ...assumptions.slice(at + 1)];
};

/** The count per account: the founder's, else a stand-in (one each for individuals), labelled and asked. */
const countRow = (f: Figure, oneEach: boolean): Assumption => {
  const unit = f.unit_word!.toLowerCase();
  const row = { key: CAPACITY_PER_ACCOUNT, label: `${cap(unit)}s per account`, unit: 'count' as const, min: 1,
    max: 1_000_000, group: 'revenue' as const };
  return f.per_account
    ? { ...row, value: f.per_account.count, provenance: 'founder', basis: `your words: "${f.per_account.quote}"` }
    : { ...row, value: oneEach ? 1 : CAPACITY_PLACEHOLDER, provenance: 'default',
      basis: oneEach ? ONE_EACH_BASIS(unit) : PLACEHOLDER_BASIS(unit) };
};

/** A device business's count row, after its fee: the devices one customer has (a hotel's rooms, a fleet's trucks). */
const withDeviceCount = (assumptions: Assumption[], feeKey: string, f: Figure | undefined): Assumption[] => {
  const at = assumptions.findIndex((a) => a.key === feeKey);
  if (!f || at < 0) return assumptions;
  return [...assumptions.slice(0, at + 1), countRow(f, false), ...assumptions.slice(at + 1)];
};

/** Whether a device business counts devices per customer (its market then counts customers, not devices). */
export const countsDevices = (assumptions: Assumption[], archetype: ArchetypeId): boolean =>
  !!PER_DEVICE_FEE[archetype] && assumptions.some((a) => a.key === CAPACITY_PER_ACCOUNT);
/** Devices per customer in a device business (1 when the model has no count). */
export const devicesPerAccount = (assumptions: Assumption[], archetype: ArchetypeId): number =>
  (countsDevices(assumptions, archetype) ? assumptions.find((a) => a.key === CAPACITY_PER_ACCOUNT)!.value : 1);

/**
 * The price per account computed from the price per unit and the count (after any edit of either), unless the
 * founder set the price per account themselves. The same array comes back when nothing changes.
 */
export const capacityPrice = (assumptions: Assumption[], archetype: ArchetypeId, currency: string): Assumption[] => {
  const priceKey = PER_ACCOUNT_PRICE[archetype];
  const per = assumptions.find((a) => a.key === PRICE_PER_CAPACITY);
  const count = assumptions.find((a) => a.key === CAPACITY_PER_ACCOUNT);
  const price = priceKey ? assumptions.find((a) => a.key === priceKey) : undefined;
  if (!per || !count || !price || price.provenance === 'founder' || per.provenance !== 'founder') return assumptions;
  const unit = capacityUnit(assumptions) ?? 'unit';
  const value = Math.round(per.value * count.value);
  const whose = count.provenance === 'founder' ? 'your count' : 'a stand-in count to confirm';
  const units = `${fmtCount(count.value)} ${unit}${count.value === 1 ? '' : 's'}`;
  const basis = `${formatMoney(per.value, currency)} per ${unit} × ${units} per account (${whose})`;
  if (price.value === value && price.basis === basis && price.provenance === 'computed') return assumptions;
  return assumptions.map((a) => (a === price ? { ...a, value, provenance: 'computed' as const, basis } : a));
};

/** The placeholder count a computed price per account rests on (none when the founder gave the count). */
export const capacityDefaultsBehind = (
  assumptions: Assumption[], archetype: ArchetypeId, key: string,
): Assumption[] => {
  const count = assumptions.find(isCapacityPlaceholder);
  return count && key === PER_ACCOUNT_PRICE[archetype] ? [count] : [];
};

/** Another business model keeps the two rows when its price is per account too (else they do not apply). */
export const keepCapacity = (assumptions: Assumption[], previous: Assumption[], archetype: ArchetypeId): Assumption[] => {
  const priceKey = PER_ACCOUNT_PRICE[archetype];
  const rows = previous.filter((a) => a.key === PRICE_PER_CAPACITY || a.key === CAPACITY_PER_ACCOUNT);
  const at = assumptions.findIndex((a) => a.key === priceKey);
  if (!priceKey || rows.length !== 2 || at < 0 || assumptions.some((a) => a.key === CAPACITY_PER_ACCOUNT)) return assumptions;
  return [...assumptions.slice(0, at + 1), ...rows, ...assumptions.slice(at + 1)];
};

/**
 * A price per account the founder confirms while it is computed from their price per unit and their own count
 * is a new price per unit (£200 a home with 40 beds is £5 a bed): the two rows stay the one truth. Null when
 * the count is a placeholder (a price per unit is never inferred from it) or the model has no such rows.
 */
export const perCapacityChange = (assumptions: Assumption[], archetype: ArchetypeId, key: string, value: number | null):
  { key: string; value: number | null } | null => {
  if (key !== PER_ACCOUNT_PRICE[archetype]) return null;
  const per = assumptions.find((a) => a.key === PRICE_PER_CAPACITY);
  const count = assumptions.find((a) => a.key === CAPACITY_PER_ACCOUNT);
  const price = assumptions.find((a) => a.key === key);
  if (!per || !count || count.provenance !== 'founder' || count.value <= 0 || price?.provenance !== 'computed') return null;
  return { key: PRICE_PER_CAPACITY, value: value === null ? null : Math.round(value / count.value) };
};
