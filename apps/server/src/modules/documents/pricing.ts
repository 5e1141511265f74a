/** A price the founder wrote ("79 EUR per location", "€29/month", "$49 per seat per month"). */
export type FounderPrice = { amount: number; currency: string; unit: string };

const CURRENCY_WORDS: Record<string, string> = { eur: 'EUR', euro: 'EUR', euros: 'EUR', '€': 'EUR', usd: 'USD', dollars: 'USD', $: 'USD', gbp: 'GBP', '£': 'GBP', pounds: 'GBP', chf: 'CHF' };
const CUR = '(eur|euros?|usd|dollars|gbp|pounds|chf|€|\\$|£)';
const NUM = '(\\d{1,6}(?:[.,]\\d{1,2})?)';
const UNIT = '(?:\\s*(?:(?:per|a|an|each)\\s+|/\\s*)([a-z][a-z -]{1,30}?))?(?=[,.;)]|\\s+(?:and|with|for|to|or|plus)\\b|$)';
const AFTER = new RegExp(`${NUM}\\s*${CUR}${UNIT}`, 'i'); // 79 EUR per location
const BEFORE = new RegExp(`${CUR}\\s*${NUM}${UNIT}`, 'i'); // €79 per location

/** The first price in the founder's own words, or null. */
export function parseFounderPrice(...texts: (string | null | undefined)[]): FounderPrice | null {
  for (const text of texts) {
    if (!text) continue;
    const a = AFTER.exec(text);
    const b = BEFORE.exec(text);
    const hit = a && (!b || a.index <= b.index) ? { amount: a[1], cur: a[2], unit: a[3] } : b ? { amount: b[2], cur: b[1], unit: b[3] } : null;
    if (!hit) continue;
    const amount = Number(hit.amount.replace(',', '.'));
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const unit = (hit.unit ?? 'customer').trim().replace(/\s+per\s+/g, ' per ').replace(/^(month|mo)$/, 'customer per month');
    return { amount, currency: CURRENCY_WORDS[hit.cur.toLowerCase()] ?? 'USD', unit };
  }
  return null;
}

export const formatPrice = (p: FounderPrice) => `${Number.isInteger(p.amount) ? p.amount : p.amount.toFixed(2)} ${p.currency}`;

/** An Excel number format for amounts in the founder's currency. */
export function moneyFormat(currency: string, negativesRed = false): string {
  const symbol = currency === 'USD' ? '$' : currency === 'EUR' ? '€' : currency === 'GBP' ? '£' : `${currency} `;
  const fmt = `"${symbol}"#,##0`;
  return negativesRed ? `${fmt};[Red]-${fmt}` : fmt;
}
