import { currencyMentions } from './currency';

/**
 * Figures the founder wrote, read before any archetype is chosen: "15% commission",
 * "$249 per sensor plus $12 per month", "₦500 per month", "$40 an hour", "$2 per 1,000 calls",
 * "raising $500k". Each keeps the founder's own words (`quote`) so the assumption built from it
 * can say where it came from.
 */
export type FigureKind =
  | 'monthly' | 'yearly' | 'hourly' | 'per_unit' | 'per_order' | 'per_call' | 'per_1000_calls' | 'per_transaction' | 'one_off'
  | 'raise' | 'grant' | 'cash' | 'amount'
  | 'commission_pct' | 'fee_pct' | 'churn_pct' | 'conversion_pct' | 'utilisation_pct' | 'return_pct' | 'percent'
  | 'customers_now' | 'team';

export type Figure = {
  kind: FigureKind;
  /** Major units for money ("$249" → 249), the plain number otherwise (15 for 15%). */
  value: number;
  quote: string;
  /** Currency the amount is written in, when it is money. */
  currency?: string;
  /** For per_unit / per_order: the word after "per" ("sensor", "booking"). */
  unit_word?: string;
  index: number;
};

const NUMBER = /(\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3}){2,}|\d+)(?:\.(\d+))?(?:\s?(k|K|m|M|bn|million|thousand|billion)\b)?/g;
/** Currencies whose amounts are usually written with dots for thousands ("Rp 50.000", "₫1.200.000"). */
const DOT_THOUSANDS = new Set(['IDR', 'VND', 'COP', 'CLP', 'ARS', 'BRL', 'TRY']);
const MULT: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, bn: 1e9, billion: 1e9 };

const parseNumber = (m: RegExpMatchArray, currency?: string): number => {
  const whole = Number(m[1].replace(/[,.]/g, ''));
  if (m[2]?.length === 3 && currency && DOT_THOUSANDS.has(currency)) return (whole * 1000 + Number(m[2])) * (m[3] ? MULT[m[3].toLowerCase()] : 1);
  const frac = m[2] ? Number(`0.${m[2]}`) : 0;
  return (whole + frac) * (m[3] ? MULT[m[3].toLowerCase()] : 1);
};

type Rule = { re: RegExp; kind: FigureKind };
/** What follows a money amount decides what it prices. First match wins. */
const AFTER_MONEY: Rule[] = [
  { re: /^\s*(?:per|for every|for each|\/)\s*(?:1,?000|thousand|1k|k)\s*(?:api\s*)?(?:calls?|requests?|queries)/i, kind: 'per_1000_calls' },
  { re: /^\s*(?:per|a|an|each|\/)\s*(?:api\s*)?(?:call|request|query|api call)\b/i, kind: 'per_call' },
  { re: /^\s*(?:per|a|an|each|\/)\s*(?:[\w-]+\s)?(?:hour|hr)\b|^\s*hourly\b|^\s*an hour\b/i, kind: 'hourly' },
  { re: /^\s*(?:per|a|an|\/|each)\s*(?:seat\s*(?:per|a|\/)\s*)?(?:user\s*(?:per|a|\/)\s*)?(?:month|mo)\b|^\s*(?:a|per)\s*month\b|^\s*monthly\b|^\s*pm\b|^\s*p\/m\b|^\s*(?:per|por|par|pro|al|\/)\s*(?:bulan|mes|mês|mois|monat)\b|^\s*(?:ao|au) m[eê]s\b/i, kind: 'monthly' },
  { re: /^\s*(?:per|a|an|\/)\s*(?:year|yr|annum)\b|^\s*(?:annually|yearly)\b/i, kind: 'yearly' },
  { re: /^\s*(?:per|a|\/|each)\s*(?:transaction|transfer|payment|withdrawal|swipe)\b/i, kind: 'per_transaction' },
  { re: /^\s*(?:per|a|an|\/|each)\s*(sensor|device|unit|kit|tracker|monitor|camera|charger|robot|item|bottle|box|pack|bag|jar|piece|pair|product|meter|router|headset|watch)\b/i, kind: 'per_unit' },
  { re: /^\s*(?:per|a|an|\/|each)\s*(booking|night|rental|order|ride|trip|job|session|lesson|class|delivery|stay|appointment|visit|ticket|day)\b/i, kind: 'per_order' },
  { re: /^\s*(?:one-off|one off|one-time|one time|upfront|up front|once)\b/i, kind: 'one_off' },
  // "each $60 rental", "a $45 booking".
  { re: /^\s*(booking|night|rental|order|ride|trip|job|session|lesson|class|delivery|stay|appointment|visit|ticket)s?\b/i, kind: 'per_order' },
  // "per user", "per clinic": a price per customer whose period is not said (no assumption is set from it).
  { re: /^\s*(?:per|a|an|\/|each)\s*(user|seat|person|student|member|clinic|account|location|employee|head|customer|client|school|household|family|patient)\b/i, kind: 'amount' },
  // Any other "per <thing>" prices a unit of product ("$28 per candle").
  { re: /^\s*(?:per|a|an|\/|each)\s*([a-z]{3,})\b/i, kind: 'per_unit' },
  { re: /^\s*(?:in the bank|in cash|of savings|saved|in savings)/i, kind: 'cash' },
  { re: /^\s*(?:grants?|in grants?|grant funding)\b/i, kind: 'grant' },
];
const BEFORE_MONEY: Rule[] = [
  { re: /(?:rais(?:e|ing)|seeking|looking for|round of|ask(?:ing)? for|need|investment of|pre-seed of|seed of)\s*(?:about|around|roughly|a|an|of)?\s*$/i, kind: 'raise' },
  { re: /(?:grant of|grants? (?:worth|totalling|totaling|of)|awarded|won a grant of)\s*$/i, kind: 'grant' },
  { re: /(?:we have|have saved|savings of|cash of|bank balance of)\s*(?:about|around)?\s*$/i, kind: 'cash' },
  { re: /(?:one-off|one off|one-time|one time|upfront|up front|once)\s*(?:for|at|of|price of)?\s*$/i, kind: 'one_off' },
];
const AROUND_PERCENT: { re: RegExp; kind: FigureKind }[] = [
  { re: /commission|take rate|take-rate|\bcut\b|of (?:each|every) (?:booking|sale|order|rental|ride|job|transaction value)|from (?:hosts|sellers|vendors|providers|drivers)/i, kind: 'commission_pct' },
  { re: /fee|per (?:transaction|transfer|payment)|of (?:each|every|the) (?:transfer|transaction|payment|amount)|on (?:each|every) (?:transfer|transaction|payment)|processing|interchange|of volume/i, kind: 'fee_pct' },
  { re: /churn|cancel/i, kind: 'churn_pct' },
  { re: /conver(?:t|sion)|upgrade to paid|pay for premium/i, kind: 'conversion_pct' },
  { re: /utili[sz]ation|billable/i, kind: 'utilisation_pct' },
  { re: /returns?\b|returned/i, kind: 'return_pct' },
];

/** The words after a percentage that say what it is ("15% commission", "1% on each transfer"). */
const PERCENT_PHRASE = /^\s*(?:[\w-]+\s+){0,3}?(?:commission|take rate|fee|churn|conversion|utili[sz]ation|returns?|cut)\b(?:\s+(?:on|of|from)\s+(?:each|every|the)\s+[\w-]+)?|^\s*(?:on|of|from)\s+(?:each|every|the|all)\s+[\w-]+/i;

/** Every figure in the text, in reading order. */
export const readFigures = (text: string, country: string | null = null): Figure[] => {
  const out: Figure[] = [];
  if (!text) return out;
  const mentions = currencyMentions(text, country);
  for (const m of text.matchAll(NUMBER)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    // A digit glued to letters ("B2B", "H1") is not an amount.
    if (/[A-Za-z]$/.test(text.slice(Math.max(0, start - 1), start)) && !mentions.some((c) => c.index + c.match.length === start)) continue;
    const prefix = mentions.find((c) => c.index + c.match.length >= start - 1 && c.index + c.match.length <= start);
    const suffix = prefix ? undefined : mentions.find((c) => c.index >= end && c.index <= end + 1);
    const value = parseNumber(m, (prefix ?? suffix)?.code);
    const after = text.slice(end, end + 60);
    if (prefix || suffix) {
      const money = { value, currency: (prefix ?? suffix)!.code, index: start };
      const from = prefix ? prefix.index : start;
      const tail = suffix ? text.slice(end, suffix.index + suffix.match.length) : '';
      const rest = text.slice(end + tail.length, end + tail.length + 60);
      const hit = AFTER_MONEY.map((r) => ({ r, x: r.re.exec(rest) })).find((h) => h.x);
      const windowStart = Math.max(0, from - 40);
      const before = BEFORE_MONEY.map((r) => ({ r, x: r.re.exec(text.slice(windowStart, from)) })).find((h) => h.x);
      const kind: FigureKind = hit ? hit.r.kind : before ? before.r.kind : 'amount';
      const quoteEnd = end + tail.length + (hit?.x ? hit.x[0].length : 0);
      const quoteStart = before?.x && !hit ? windowStart + before.x.index : from;
      out.push({ ...money, kind, quote: text.slice(quoteStart, quoteEnd).trim(), unit_word: hit?.x?.[1]?.toLowerCase() });
      continue;
    }
    const pct = /^\s?(?:%|percent\b|per cent\b)/i.exec(after);
    if (pct) {
      const pctEnd = end + pct[0].length;
      const window = `${text.slice(Math.max(0, start - 30), start)} ${text.slice(pctEnd, pctEnd + 40)}`;
      const rule = AROUND_PERCENT.find((r) => r.re.test(window));
      const phrase = PERCENT_PHRASE.exec(text.slice(pctEnd, pctEnd + 40));
      const verb = /\b(?:keep|keeps|take|takes|taking|charge|charges|charging|earn|earns)\s+(?:a\s+|an\s+)?$/i.exec(text.slice(Math.max(0, start - 20), start));
      const quoteStart = verb ? start - verb[0].length : start;
      out.push({ kind: rule?.kind ?? 'percent', value, quote: text.slice(quoteStart, pctEnd + (phrase?.[0].length ?? 0)).trim(), index: start });
      continue;
    }
    const customers = /^\s+(?:paying\s+|active\s+|monthly\s+)?(customers|clients|users|subscribers|clinics|schools|accounts|members|donors)\b|^\s+(?:paying|active)\s+[a-z-]+s\b/i.exec(after);
    if (customers && /(?:we have|already|with|serving|served|have)\s+(?:about|around|over)?\s*$/i.test(text.slice(Math.max(0, start - 25), start))) {
      out.push({ kind: 'customers_now', value, quote: text.slice(start, end + customers[0].length).trim(), index: start });
      continue;
    }
    const team = /^\s+(?:people|founders|co-founders|engineers|employees|staff)\b/i.exec(after);
    if (team && /(?:team of|we are|we're|there are)\s*$/i.test(text.slice(Math.max(0, start - 15), start))) {
      out.push({ kind: 'team', value, quote: text.slice(Math.max(0, start - 12), end + team[0].length).trim(), index: start });
    }
  }
  return out.sort((a, b) => a.index - b.index);
};
