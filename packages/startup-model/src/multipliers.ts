/**
 * The words founders write after a number to multiply it: "30k", "Rp 75 juta", "R$ 5 mil", "2 Mio. €", "1,5 млн ₽",
 * "5 bin TL", "350 triệu", "50 tys. zł", "5만원", "3万円". Shared by the number reader and the currency marks (a
 * mark after "1,5 млн" still follows a number).
 */
export const MULTIPLIERS: Record<string, number> = {
  k: 1e3, thousand: 1e3, m: 1e6, mn: 1e6, million: 1e6, bn: 1e9, billion: 1e9,
  lakh: 1e5, lakhs: 1e5, lac: 1e5, lacs: 1e5, crore: 1e7, crores: 1e7,
  juta: 1e6, jt: 1e6, ribu: 1e3, rb: 1e3, millones: 1e6, millón: 1e6, millon: 1e6, milhão: 1e6, milhao: 1e6,
  milhões: 1e6, milhoes: 1e6, millions: 1e6, mio: 1e6, mrd: 1e9, miliony: 1e6, milionów: 1e6, milionow: 1e6,
  mln: 1e6, tys: 1e3, тыс: 1e3, тис: 1e3, млн: 1e6, млрд: 1e9, bin: 1e3, milyon: 1e6, milyar: 1e9, triệu: 1e6,
  tỷ: 1e9, nghìn: 1e3, ngàn: 1e3, 万: 1e4, 萬: 1e4, 만: 1e4, 億: 1e8, 억: 1e8, 千: 1e3, 천: 1e3,
};
/** "mil" is a thousand in Spanish and Portuguese ("R$ 5 mil"), but a million in English slang ("$2 mil"). */
export const ENGLISH_MIL = new Set(['USD', 'GBP', 'AUD', 'CAD', 'NZD']);

const MYRIADS = Object.keys(MULTIPLIERS).filter((w) => /^[万萬만億억千천]$/.test(w));
const WORDS = [...Object.keys(MULTIPLIERS).filter((w) => !MYRIADS.includes(w)), 'mil']
  .sort((a, b) => b.length - a.length);
/** A multiplier word (a whole word), or an East Asian myriad written against the next word ("5만원"). */
export const MULTIPLIER = `(?:(?:${WORDS.join('|')})(?![\\p{L}\\d])|[${MYRIADS.join('')}])`;

/** The multiplier words right after a digit (with an abbreviation's dot: "tys.", "Mio."). */
export const MULTIPLIER_AFTER_DIGIT = new RegExp(`(?<=\\d\\s?)${MULTIPLIER}\\.?`, 'giu');
