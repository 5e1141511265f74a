import { CAPACITY_PER_ACCOUNT, perCapacityChange } from './capacity';
import { toMajor, toMinor } from './currency';
import { readFigures, type Figure } from './figures';
import { figureKey, figureValue } from './model';
import { NUMBER_PATTERN, parseNumber } from './numbers';
import type { StartupModel } from './types';

/**
 * One truth (issue 35 §6): once the founder confirms a new value, the profile's words that state
 * the old one are restated with the new figure, in the founder's own notation ("8,90 €" → "10,00 €",
 * "£96 a year" → "£120 a year" for £10 a month). A figure the reader cannot place exactly (a range,
 * or the same amount written for something it cannot map) is not rewritten: it is returned to ask.
 */
export type Rewording = {
  text: string;
  replaced: { before: string; after: string }[];
  /** The founder's words that may still state the old value: ask before changing them. */
  ask: { quote: string }[];
};

/** `from` null: whatever one amount the words state for the key (prompts, where the old value is not known). */
type Change = { key: string; from: number | null; to: number };

/** The digits of the figure at `f.index`, through the upper end of a range. */
const numberSpan = (text: string, f: Figure): { start: number; end: number; raw: string } | null => {
  const at = new RegExp(NUMBER_PATTERN.source, 'iuy');
  at.lastIndex = f.index;
  const hit = at.exec(text);
  if (!hit) return null;
  let end = f.index + hit[0].length;
  if (f.high !== undefined) {
    const next = new RegExp(NUMBER_PATTERN.source, 'giu');
    next.lastIndex = end;
    const high = next.exec(text);
    if (!high || high.index > end + 8) return null;
    end = high.index + high[0].length;
  }
  return { start: f.index, end, raw: hit[0] };
};

/** `value` written the way `raw` was: its decimal mark, grouping, decimals and multiplier word ("750k"). */
const formatLike = (raw: string, value: number, currency: string | undefined): string => {
  const word = /\s?\p{L}+$/u.exec(raw)?.[0] ?? '';
  const digits = raw.slice(0, raw.length - word.length);
  const multiplier = word ? parseNumber(raw, currency) / parseNumber(digits, currency) : 1;
  const n = value / multiplier;
  const seps = digits.match(/[.,'’\u00a0\u202f ]/g) ?? [];
  const last = seps[seps.length - 1];
  const tail = last ? digits.slice(digits.lastIndexOf(last) + 1) : '';
  const decimalMark = last && /[.,]/.test(last) && !Number.isInteger(parseNumber(digits, currency)) ? last
    : last && /[.,]/.test(last) && tail.length !== 3 ? last : undefined;
  const group = seps.find((s) => s !== decimalMark);
  const mark = decimalMark ?? (group === '.' || group === ' ' || group === '\u00a0' || group === '\u202f' ? ',' : '.');
  const oldDecimals = decimalMark ? tail.length : 0;
  const decimals = Number.isInteger(n) && !oldDecimals ? 0 : Math.max(oldDecimals, Math.min(4, fractionDigits(n)));
  const [whole, fraction] = n.toFixed(decimals).split('.');
  const grouped = group ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
  return `${grouped}${fraction ? `${mark}${fraction}` : ''}${word}`;
};
const fractionDigits = (n: number) => (Number.isInteger(n) ? 0 : Math.max(2, (String(+n.toFixed(4)).split('.')[1] ?? '').length));

/** The figure's value on the assumption's scale (minor units for money). */
const onScale = (model: StartupModel, f: Figure, money: boolean) => {
  const v = figureValue(model.archetype, f);
  return money ? toMinor(v, model.currency) : v;
};

/**
 * The text with the figures that state `change.key` restated at `change.to` (the assumption's
 * scale: minor units for money). `ranges` also collapses a range to the new value (prompts only:
 * the founder's own range is asked about, never rewritten for them).
 */
export const restateFigure = (text: string, model: StartupModel, change: Change, opts: { ranges?: boolean } = {}): Rewording => {
  // A price per account computed from a price per bed and the founder's bed count is written per bed.
  const via = perCapacityChange(model.assumptions, model.archetype, change.key, change.to);
  if (via) {
    const from = change.from === null ? null : perCapacityChange(model.assumptions, model.archetype, change.key, change.from)!.value;
    return restateFigure(text, model, { key: via.key, from, to: via.value! }, opts);
  }
  if (change.key === CAPACITY_PER_ACCOUNT) return restateCount(text, model, change);
  const out: Rewording = { text, replaced: [], ask: [] };
  const a = model.assumptions.find((x) => x.key === change.key);
  if (!text || !a) return out;
  const money = a.unit === 'money';
  const figures = readFigures(text, model.country);
  const mapped = figures.filter((f) => figureKey(model.archetype, f) === change.key && (!money || f.currency === model.currency));
  // Only the amount the model held is this figure; two amounts for one key ("£8 solo, £20 teams") are not guessed.
  const distinct = new Set(mapped.map((f) => onScale(model, f, money)));
  const targets = change.from === null ? (distinct.size === 1 ? mapped : []) : mapped.filter((f) => onScale(model, f, money) === change.from);
  // The words state another amount for it than the model held (it was set since): asked, not rewritten.
  if (change.from !== null && !targets.length) out.ask.push(...mapped.filter((f) => onScale(model, f, money) !== change.to).map((f) => ({ quote: f.quote })));
  const edits: { start: number; end: number; after: string; quote: string }[] = [];
  for (const f of targets) {
    if (onScale(model, f, money) === change.to && f.high === undefined) continue;
    const span = numberSpan(text, f);
    const ratio = f.value / figureValue(model.archetype, f);
    if (!span || !Number.isFinite(ratio) || (f.high !== undefined && !opts.ranges)) {
      out.ask.push({ quote: f.quote });
      continue;
    }
    const written = (money ? toMajor(change.to, model.currency) : change.to) * ratio;
    const after = formatLike(span.raw, written, f.currency);
    // Read back: the new words must give exactly the new value, or the founder is asked instead.
    const check = readFigures(text.slice(0, span.start) + after + text.slice(span.end), model.country).find((g) => g.index === span.start);
    if (!check || Math.abs(check.value - written) > 1e-9 * Math.max(1, written)) {
      out.ask.push({ quote: f.quote });
      continue;
    }
    edits.push({ ...span, after, quote: f.quote });
  }
  // The old amount written for something the reader cannot map ("£8 per bed") may be the same figure: asked.
  if (money) {
    const scaled = /per_1000/.test(change.key) ? 1000 : 1;
    for (const f of figures) {
      if (f.currency !== model.currency || figureKey(model.archetype, f) || targets.includes(f)) continue;
      const v = toMinor(f.value, model.currency);
      if (v === change.from || (scaled > 1 && toMinor(f.value * scaled, model.currency) === change.from)) out.ask.push({ quote: f.quote });
    }
  }
  let next = text;
  for (const e of [...edits].sort((x, y) => y.start - x.start)) {
    next = next.slice(0, e.start) + e.after + next.slice(e.end);
    out.replaced.push({ before: e.quote, after: e.quote.replace(text.slice(e.start, e.end), e.after) });
  }
  out.text = next;
  out.replaced.reverse();
  return out;
};

/**
 * The text as the model now reads: every figure that states an assumption the founder set since
 * (basis not their words) restated at its current value, ranges included. For prompts and
 * documents, so they never carry the old figure beside the new one.
 */
export const agreeWithModel = (text: string, model: StartupModel): string => {
  let next = text;
  for (const a of model.assumptions) {
    if (a.provenance !== 'founder' || a.basis.startsWith('your words')) continue;
    next = restateFigure(next, model, { key: a.key, from: null, to: a.value }, { ranges: true }).text;
  }
  return next;
};

/** "homes average 40 beds" restated at the new count (the count the founder wrote next to a per-bed price). */
const restateCount = (text: string, model: StartupModel, change: Change): Rewording => {
  const out: Rewording = { text, replaced: [], ask: [] };
  const stated = readFigures(text, model.country).filter((f) => f.per_account).map((f) => f.per_account!);
  const distinct = new Set(stated.map((c) => c.count));
  const targets = stated.filter((c) => (change.from === null ? distinct.size === 1 : c.count === change.from) && c.count !== change.to);
  for (const c of targets.slice(0, 1)) {
    const at = text.indexOf(c.quote);
    const after = c.quote.replace(String(c.count), String(Math.round(change.to)));
    if (at < 0 || after === c.quote) {
      out.ask.push({ quote: c.quote });
      continue;
    }
    out.text = text.slice(0, at) + after + text.slice(at + c.quote.length);
    out.replaced.push({ before: c.quote, after });
  }
  return out;
};
