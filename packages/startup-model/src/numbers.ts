/**
 * Numbers as founders write them, in any of the common notations: decimal comma ("0,09", "8,90 €"),
 * thousands with a dot, space, narrow space or apostrophe ("1.200 €", "1 200 €", "CHF 1'200"), Indian
 * grouping ("₹1,49,999"), both separators at once ("R$ 1.490,00", "$1,299.00") and multipliers
 * (k, m, bn, lakh, crore, and the founder's own: juta, mil, млн, bin, triệu, 万, 만…: multipliers.ts). Pure: the
 * figures reader decides what the number prices.
 */
import { CURRENCIES } from './currency';
import { ENGLISH_MIL, MULTIPLIER, MULTIPLIERS } from './multipliers';

/** A number with its grouping and an optional multiplier word. Plain spaces are checked by the caller. */
export const NUMBER_PATTERN = new RegExp("(?<![\\d.,'’])(?:\\d{4,}(?:[.,]\\d+)?|"
  + "\\d{1,3}(?:[.,'’\\u00a0\\u202f ]\\d{2,3}(?!\\d))*(?:[.,]\\d+)?)(?![\\d'’])"
  + `(?:\\s?${MULTIPLIER})?`, 'giu');

/**
 * Currencies whose countries write a comma for decimals, so a dot before three digits groups thousands ("1.200 €",
 * "Rp 50.000", "$U 1.850", "1.490 din.", "₡15.000", "Bs 1.200", "1.299 Kč").
 */
const DOT_THOUSANDS = new Set(['EUR', 'IDR', 'VND', 'COP', 'CLP', 'ARS', 'BRL', 'TRY', 'DKK', 'NOK', 'ISK', 'UYU',
  'RON', 'RSD', 'MKD', 'BAM', 'ALL', 'CRC', 'BOB', 'PYG', 'VES', 'CZK', 'PLN', 'HUF', 'UAH', 'RUB', 'KZT', 'GEL', 'AZN',
  'MDL', 'BYN', 'UZS', 'MNT']);
/** A currency without minor units ("75.000 FCFA") has no decimals to write: three digits after its dot group. */
const dotGroups = (currency: string) => DOT_THOUSANDS.has(currency) || CURRENCIES[currency]?.minorUnits === 0;

const SEPARATOR = /[.,'’\u00a0\u202f ]/g;

/** The digits and separators of a matched number, without its multiplier word. */
export const numberDigits = (raw: string): string => raw.replace(/\s?[\p{L}]+$/u, '');

/** Whether the number's grouping uses a plain space ("1 200"), which only a currency beside it confirms. */
export const groupsWithPlainSpace = (raw: string): boolean => / \d/.test(numberDigits(raw));

/**
 * The value of a matched number. A lone separator followed by one or two digits is a decimal mark
 * ("0,09", "1.5"); followed by three it groups thousands, except a dot in a currency that writes
 * dots as decimals ("$0.002", "€3.49" stay decimals; "1.200 €" is twelve hundred).
 */
export const parseNumber = (raw: string, currency?: string): number => {
  const word = (/[\p{L}]+$/u.exec(raw.trim())?.[0] ?? '').toLowerCase();
  const multiplier = word === 'mil' ? (currency && ENGLISH_MIL.has(currency) ? 1e6 : 1e3) : MULTIPLIERS[word] ?? 1;
  const digits = numberDigits(raw.trim());
  const seps = [...digits.matchAll(SEPARATOR)];
  if (!seps.length) return Number(digits) * multiplier;
  const last = seps[seps.length - 1];
  const tail = digits.slice((last.index ?? 0) + 1);
  const lead = digits.slice(0, seps[0].index);
  const lastIsDecimal = (() => {
    if (!/[.,]/.test(last[0])) return false;
    // "1.490,00", "1,299.00": the last mark differs from the grouping marks before it.
    if (seps.length > 1) return seps.slice(0, -1).every((s) => s[0] !== last[0]) && tail.length !== 3;
    if (tail.length !== 3) return true;
    // "0,080 DT", "0.045": a leading zero is never a group of thousands.
    if (!/[1-9]/.test(lead)) return true;
    if (last[0] === ',') return false;
    return !(currency && dotGroups(currency));
  })();
  const whole = lastIsDecimal ? digits.slice(0, last.index) : digits;
  const value = Number(whole.replace(SEPARATOR, '')) + (lastIsDecimal ? Number(`0.${tail}`) : 0);
  return value * multiplier;
};
