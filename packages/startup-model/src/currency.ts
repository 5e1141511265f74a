import type { Currency } from './types';
import { COUNTRIES } from './countries';
import { MULTIPLIER_AFTER_DIGIT } from './multipliers';
import { escapeRe, WORLD_COUNTRIES, WORLD_CURRENCIES, worldCountry } from './world';

/**
 * ISO 4217 currencies the model knows, with the symbol we print, the minor units and the name.
 * `usd` is an approximate 2025 exchange rate (units per US dollar) used ONLY to convert the
 * archetypes' US-dollar defaults into the startup's currency; every such default says "to verify".
 */
type CurrencyRow = Currency & { usd: number };
const row = (code: string, symbol: string, minorUnits: number, name: string, usd: number): CurrencyRow => ({ code, symbol, minorUnits, name, usd });

const ROWS: CurrencyRow[] = [
  row('USD', '$', 2, 'US dollar', 1),
  row('EUR', '€', 2, 'euro', 0.9),
  row('GBP', '£', 2, 'pound sterling', 0.77),
  row('NGN', '₦', 2, 'Nigerian naira', 1500),
  row('INR', '₹', 2, 'Indian rupee', 86),
  row('JPY', '¥', 0, 'Japanese yen', 150),
  row('ZAR', 'R', 2, 'South African rand', 18),
  row('KES', 'KSh', 2, 'Kenyan shilling', 129),
  row('BRL', 'R$', 2, 'Brazilian real', 5.5),
  row('CNY', 'CN¥', 2, 'Chinese yuan', 7.2),
  row('CAD', 'CA$', 2, 'Canadian dollar', 1.38),
  row('AUD', 'A$', 2, 'Australian dollar', 1.55),
  row('CHF', 'CHF', 2, 'Swiss franc', 0.85),
  row('MXN', 'MX$', 2, 'Mexican peso', 18.5),
  row('GHS', 'GH₵', 2, 'Ghanaian cedi', 12),
  row('EGP', 'E£', 2, 'Egyptian pound', 49),
  row('IDR', 'Rp', 2, 'Indonesian rupiah', 16300),
  row('PHP', '₱', 2, 'Philippine peso', 57),
  row('PKR', 'Rs', 2, 'Pakistani rupee', 282),
  row('SGD', 'S$', 2, 'Singapore dollar', 1.32),
  row('AED', 'AED', 2, 'UAE dirham', 3.6725),
  row('SEK', 'kr', 2, 'Swedish krona', 10),
  row('NOK', 'kr', 2, 'Norwegian krone', 10.5),
  row('DKK', 'kr', 2, 'Danish krone', 6.8),
  row('PLN', 'zł', 2, 'Polish złoty', 3.8),
  row('TRY', '₺', 2, 'Turkish lira', 40),
  row('KRW', '₩', 0, 'South Korean won', 1400),
  row('HKD', 'HK$', 2, 'Hong Kong dollar', 7.8),
  row('NZD', 'NZ$', 2, 'New Zealand dollar', 1.7),
  row('ILS', '₪', 2, 'Israeli new shekel', 3.6),
  row('SAR', 'SAR', 2, 'Saudi riyal', 3.75),
  row('MAD', 'MAD', 2, 'Moroccan dirham', 9.3),
  row('XOF', 'CFA', 0, 'West African CFA franc', 590),
  row('UGX', 'USh', 0, 'Ugandan shilling', 3650),
  row('TZS', 'TSh', 2, 'Tanzanian shilling', 2550),
  row('RWF', 'FRw', 0, 'Rwandan franc', 1420),
  row('ETB', 'Br', 2, 'Ethiopian birr', 140),
  row('COP', 'COL$', 2, 'Colombian peso', 4000),
  row('CLP', 'CLP$', 0, 'Chilean peso', 950),
  row('ARS', 'AR$', 2, 'Argentine peso', 1200),
  row('VND', '₫', 0, 'Vietnamese dong', 25500),
  row('THB', '฿', 2, 'Thai baht', 34),
  row('MYR', 'RM', 2, 'Malaysian ringgit', 4.4),
  row('BDT', '৳', 2, 'Bangladeshi taka', 122),
  row('CZK', 'Kč', 2, 'Czech koruna', 22),
  row('HUF', 'Ft', 2, 'Hungarian forint', 360),
  row('RON', 'lei', 2, 'Romanian leu', 4.5),
  row('PEN', 'S/', 2, 'Peruvian sol', 3.6),
  row('UYU', '$U', 2, 'Uruguayan peso', 41),
  row('UAH', '₴', 2, 'Ukrainian hryvnia', 41.5),
  row('JOD', 'JD', 3, 'Jordanian dinar', 0.709),
  row('LKR', 'Rs', 2, 'Sri Lankan rupee', 300),
  row('NPR', 'Rs', 2, 'Nepalese rupee', 138),
  row('TWD', 'NT$', 2, 'New Taiwan dollar', 31),
];

/** Every other national currency (world.ts): read and printed; the model's own only with a known rate. */
const CURATED = new Set(ROWS.map((r) => r.code));
const WORLD_ROWS = WORLD_CURRENCIES.filter((c) => !CURATED.has(c.code));

export const CURRENCIES: Record<string, Currency> = Object.fromEntries([
  ...ROWS.map(({ usd: _usd, ...c }) => [c.code, c]),
  ...WORLD_ROWS.map((c) => [c.code, { code: c.code, symbol: c.symbol, minorUnits: c.minor, name: c.name }]),
]);
const USD_RATE: Record<string, number> = Object.fromEntries([
  ...ROWS.map((r) => [r.code, r.usd]),
  ...WORLD_ROWS.filter((c) => c.usd !== null).map((c) => [c.code, c.usd]),
]);
/** Whether US defaults can be converted into the currency (else the model stays in US dollars and asks). */
export const hasUsdRate = (code: string): boolean => USD_RATE[code.toUpperCase()] !== undefined;

export const currencyOf = (code: string): Currency => {
  const c = CURRENCIES[code.toUpperCase()];
  if (!c) throw new Error(`startup-model: unknown currency ${code}`);
  return c;
};

/** Approximate units of `code` per US dollar (2025, to verify): converts US defaults only. */
export const usdRate = (code: string): number => USD_RATE[code.toUpperCase()] ?? 1;

const factor = (code: string) => 10 ** currencyOf(code).minorUnits;
export const toMinor = (major: number, currency: string): number => Math.round(major * factor(currency));
export const toMajor = (minor: number, currency: string): number => minor / factor(currency);

/** The currency a country uses: the model's countries first, then the world table. */
export const countryCurrency = (country: string | null | undefined): string | null =>
  (country && (COUNTRIES[country.toUpperCase()]?.currency ?? worldCountry(country)?.currency)) || null;

/**
 * Markers read from text, each a regex and the currency it names. A currency whose marker is
 * shared (the "$" sign, "rupees", "shillings", "kr") resolves through the country when known.
 * Order matters only for overlapping markers at the same position (longer first).
 */
/** A function code may return null: the mark is no currency in that country. */
type Marker = { re: RegExp; code: string | ((country: string | null) => string | null); named?: boolean };
/** A shared sign or word: the country's own currency when it is one of them (or its name says so), else `fallback`. */
const byCountry = (options: string[], fallback: string, kind?: RegExp) => (country: string | null) => {
  const local = countryCurrency(country);
  const fits = local && (options.includes(local) || (kind && kind.test(CURRENCIES[local]?.name ?? '')));
  return fits ? local : fallback;
};
// "$" in Jamaica is the Jamaican dollar, in the Dominican Republic the peso.
const dollar = byCountry(['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN', 'COP', 'CLP', 'ARS', 'UYU', 'TWD'], 'USD',
  /\b(?:dollar|peso)$/i);
/**
 * A world currency's marker, read only beside a number ("ALL" and "TOP" are words, "Lev" a name), except a name of
 * several words ("Jamaican dollars"), which names the currency anywhere. Names ignore case; codes and signs do not.
 */
// Letters as Latin script writes them: Unicode property classes made each pattern ~100 times slower on its first runs.
const LETTER = 'A-Za-z\\u00C0-\\u024F';
const worldMarker = (source: string): RegExp => {
  const flags = /[a-z]/.test(source) ? 'gi' : 'g';
  if (/\s/.test(source)) return new RegExp(`(?<![${LETTER}0-9])(?:${source})(?![${LETTER}])`, flags);
  return new RegExp(`(?<![${LETTER}0-9])(?:${source})(?=\\s?\\d)|(?<=\\d\\s?)(?:${source})(?![${LETTER}])`, flags);
};
/**
 * The world's markers, made on first use (a server start loads this module for the wire's currency codes). Each is
 * its own small pattern: one pattern of them all took V8 half a second to run the first time.
 */
let world: Marker[] | undefined;
const worldMarkers = () =>
  (world ??= WORLD_ROWS.flatMap((c) => c.markers.map((m) => ({ re: worldMarker(m), code: c.code }))));
/** The local sign, read only beside a number and only in its country: "P650" in Botswana, "Bs 49" in Bolivia. */
const localSign = (country: string | null): Marker | null => {
  const code = countryCurrency(country);
  const symbol = code ? CURRENCIES[code]?.symbol : undefined;
  if (!code || !symbol || /^[A-Z]{3}$/.test(symbol)) return null;
  const s = escapeRe(symbol);
  return { re: new RegExp(`(?<![\\p{L}])${s}(?=\\s?\\d)|(?<=\\d\\s?)${s}(?![\\p{L}])`, 'gu'), code };
};
const CURATED_MARKERS: Marker[] = [
  { re: /US\$|USD\b|US dollars?\b/g, code: 'USD' },
  // Before the "$" sign: "NT$300" is Taiwan's dollar, "$U 1.850" Uruguay's peso.
  { re: /NT\$|\bTWD\b|New Taiwan dollars?/g, code: 'TWD' },
  { re: /\$U(?=\s?\d)|\bUYU\b|pesos? uruguayos?|Uruguayan pesos?/gi, code: 'UYU' },
  { re: /C\$|CA\$|CAD\b|Canadian dollars?/gi, code: 'CAD' },
  { re: /A\$|AU\$|AUD\b|Australian dollars?/gi, code: 'AUD' },
  { re: /NZ\$|NZD\b/gi, code: 'NZD' },
  { re: /S\$|SGD\b|Singapore dollars?/gi, code: 'SGD' },
  { re: /HK\$|HKD\b/gi, code: 'HKD' },
  { re: /MX\$|MXN\b|Mexican pesos?/gi, code: 'MXN' },
  { re: /R\$|BRL\b|\breais\b|\bBrazilian real\b/gi, code: 'BRL' },
  { re: /₦|\bNGN\b|\bnaira\b/gi, code: 'NGN' },
  { re: /₹|\bINR\b|Indian rupees?/gi, code: 'INR' },
  { re: /\bPKR\b|Pakistani rupees?/gi, code: 'PKR' },
  { re: /\bLKR\b|Sri Lankan rupees?/gi, code: 'LKR' },
  { re: /\bNPR\b|Nep(?:ali|alese) rupees?|रु/gi, code: 'NPR' },
  { re: /\brupees?\b|\bRs\.?(?=\s?\d)/gi, code: byCountry(['INR', 'PKR', 'LKR', 'NPR'], 'INR', /\brupee$/i) },
  { re: /€|\bEUR\b|\beuros?\b/gi, code: 'EUR' },
  // "LE 5,000": Egypt's pound as Egyptians write it (livre égyptienne).
  { re: /E£|\bEGP\b|Egyptian pounds?|\bLE(?=\s?\d)|(?<=\d\s?)LE\b/g, code: 'EGP' },
  { re: /£|\bGBP\b|\bpounds? sterling\b|\bsterling\b|\bquid\b/gi, code: 'GBP' },
  { re: /CN¥|RMB|\bCNY\b|\byuan\b|\brenminbi\b|(?<=[\d万千亿]\s?)元/gi, code: 'CNY' },
  // "5,500円", "3万円": the yen written after the number.
  { re: /\bJPY\b|\byen\b|円/gi, code: 'JPY' },
  // "¥" is both the yen and the yuan: the country decides, the yen otherwise.
  { re: /¥/g, code: byCountry(['JPY', 'CNY'], 'JPY') },
  { re: /\bKSh|\bKshs?\.?|\bKES\b|Kenyan shillings?/g, code: 'KES' },
  { re: /\bUSh|\bUGX\b|Ugandan shillings?/g, code: 'UGX' },
  { re: /\bTSh|\bTZS\b|Tanzanian shillings?/g, code: 'TZS' },
  { re: /\bshillings?\b/gi, code: byCountry(['KES', 'UGX', 'TZS'], 'KES', /\bshilling$/i) },
  { re: /\bZAR\b|\brands?\b(?=\W|$)|\bR(?=\s?\d)/g, code: 'ZAR' },
  { re: /\bCHF\b|Swiss francs?/gi, code: 'CHF' },
  { re: /GH₵|₵|\bGHS\b|\bcedis?\b/gi, code: 'GHS' },
  { re: /\bIDR\b|\brupiah\b|\bRp\.?(?=\s?\d)/gi, code: 'IDR' },
  { re: /₱|\bPHP\b|Philippine pesos?/gi, code: 'PHP' },
  { re: /\bAED\b|\bUAE dirhams?\b|د\.إ/gi, code: 'AED' },
  { re: /\bMAD\b|Moroccan dirhams?|(?<=\d\s?)DH\b|\bDH(?=\s?\d)/g, code: 'MAD' },
  // "100 dh f chhar": Moroccans write it in lower case too; in Morocco only ("dh" is no mark elsewhere).
  { re: /(?<=\d\s?)dhs?\b/g, code: (country) => (countryCurrency(country) === 'MAD' ? 'MAD' : null) },
  { re: /\bdirhams?\b/gi, code: byCountry(['AED', 'MAD'], 'AED') },
  { re: /\bSEK\b|\bkronor\b|\bkrona\b/gi, code: 'SEK' },
  { re: /\bNOK\b|\bDKK\b|\bkroner\b|\bkrone\b/gi, code: byCountry(['NOK', 'DKK'], 'NOK') },
  { re: /\bkr\.?(?=\s?\d)|(?<=\d\s?)kr\b/gi, code: byCountry(['SEK', 'NOK', 'DKK'], 'SEK', /\bkr[oó]n[ae]$/i) },
  { re: /zł|\bPLN\b|\bzloty\b/gi, code: 'PLN' },
  { re: /₺|\bTRY\b|Turkish lira/gi, code: 'TRY' },
  { re: /(?<=\d\s?)TL\b/g, code: 'TRY' },
  // "40원", "5만원": the won after a number (원 alone is also a syllable of other words).
  { re: /₩|\bKRW\b|\bKorean won\b|(?<=[\d만천억]\s?)원/gi, code: 'KRW' },
  { re: /₪|\bILS\b|\bNIS\b|\bshekels?\b/gi, code: 'ILS' },
  { re: /\bSAR\b|Saudi riyals?|\briyals?\b/gi, code: 'SAR' },
  // "FCFA", "F CFA": the West African franc, or the Central African one in Cameroon, Gabon, Chad…
  { re: /\bXOF\b/g, code: 'XOF' },
  // (The two francs are pegged to the euro at one rate: the mark names the CFA franc, whichever the country uses.)
  { re: /\bF\.?\s?CFA\b|\bCFA\b/gi, code: byCountry(['XOF', 'XAF'], 'XOF'), named: true },
  { re: /\bRWF\b|\bFRw\b|Rwandan francs?/gi, code: 'RWF' },
  { re: /\bETB\b|\bbirr\b/gi, code: 'ETB' },
  { re: /\bCOP\b|Colombian pesos?/gi, code: 'COP' },
  { re: /\bCLP\b|Chilean pesos?/gi, code: 'CLP' },
  { re: /\bARS\b|Argentine pesos?/gi, code: 'ARS' },
  { re: /\bpesos?\b/gi, code: byCountry(['MXN', 'PHP', 'COP', 'CLP', 'ARS', 'UYU'], 'MXN', /\bpeso$/i) },
  { re: /₫|\bVND\b|\bdong\b(?=\s|$)/gi, code: 'VND' },
  // "15.000đ/tháng": the đồng as Vietnamese founders write it after a number.
  { re: /(?<=\d\s?)(?:VNĐ|vnđ|đồng|đ|Đ)(?![A-Za-zÀ-ỹ])/g, code: 'VND' },
  { re: /฿|\bTHB\b|\bbaht\b/gi, code: 'THB' },
  { re: /\bMYR\b|\bringgit\b|\bRM(?=\s?\d)/g, code: 'MYR' },
  { re: /৳|\bBDT\b|\btaka\b/gi, code: 'BDT' },
  // Case matters: "Ft" after a number is forints ("12 ft" is feet), "RON" and "PEN" are codes, not a name or a pen.
  { re: /Kč|\bCZK\b|\bkorun[ay]?\b|\bkorun\b/g, code: 'CZK' },
  { re: /(?<=\d\s?)Ft\b|\bHUF\b|\bforints?\b/g, code: 'HUF' },
  // "1.990 din.": Serbia's dinar, or the country's own dinar.
  { re: /(?<=\d\s?)din\.?(?![\p{L}])/gu, code: byCountry([], 'RSD', /\bdinar$/i) },
  { re: /(?<=\d\s?)lei\b|\blei(?=\s?\d)|\bRON\b/g, code: 'RON' },
  { re: /\bS\/\.?(?=\s?\d)|\bPEN\b|\bsoles\b/g, code: 'PEN' },
  { re: /₴|\bUAH\b|грн|\bhryvni?as?\b/gi, code: 'UAH' },
  // "25 JD", "JD 25", "JOD": Jordan's dinar (the word "dinar" alone names several currencies).
  { re: /(?<=\d\s?)JD\b|\bJD(?=\s?\d)|\bJOD\b|Jordanian dinars?/g, code: 'JOD' },
  // Arabic currency words several countries share ("٤٩ ريال", "٢٥٠ جنيه", "١٥ دينار"): the country's own.
  { re: /ريال|ر\.س/g, code: byCountry(['SAR', 'QAR', 'OMR', 'YER'], 'SAR', /\bri?y?al$/i) },
  { re: /جنيه|ج\.م/g, code: byCountry(['EGP', 'SDG', 'SSP'], 'EGP', /\bpound$/i) },
  { re: /دينار|د\.ك/g, code: byCountry(['KWD', 'JOD', 'BHD', 'IQD', 'LYD', 'TND', 'DZD'], 'KWD', /\bdinar$/i) },
  { re: /درهم/g, code: byCountry(['AED', 'MAD'], 'AED', /\bdirham$/i) },
  { re: /ليرة/g, code: byCountry(['LBP', 'SYP', 'TRY'], 'LBP', /\b(?:lira|pound)$/i) },
  // …and Russian words for the currencies of countries where founders write Russian.
  { re: /(?<![\p{L}])лари(?![\p{L}])/gu, code: 'GEL' },
  { re: /(?<![\p{L}])тенге(?![\p{L}])/gu, code: 'KZT' },
  { re: /(?<![\p{L}])драм(?:ов|а)?(?![\p{L}])/gu, code: 'AMD' },
  { re: /(?<![\p{L}])(?:тугрик(?:ов|а)?|төгрөг)(?![\p{L}])/gu, code: 'MNT' },
  { re: /\$|\bdollars?\b|\bbucks\b/gi, code: dollar },
];

/** Every currency the text names, in order of first mention (used by the figure reader too). */
/** `named`: the marker names one currency ("KSh", "NT$", "USD"), not a shared sign the country resolves ("$", "Rs"). */
type Mention = { code: string; index: number; match: string; named: boolean };
export const currencyMentions = (text: string, country: string | null = null): Mention[] => {
  const found: Mention[] = [];
  // "1,5 млн ₽", "5 bin TL": a mark read only after a number still follows one across its multiplier word (kept at
  // its length, so every index stays the founder's).
  text = text.replace(MULTIPLIER_AFTER_DIGIT, (w) => '0'.repeat(w.length));
  const local = localSign(country);
  const markers: Marker[] = [...worldMarkers(), ...CURATED_MARKERS];
  for (const m of local ? [local, ...markers] : markers) {
    for (const hit of text.matchAll(m.re)) {
      const code = typeof m.code === 'string' ? m.code : m.code(country);
      if (!code) continue;
      const index = hit.index ?? 0;
      // A longer marker at the same place wins ("R$" is not "R", "US$" is not "$").
      if (found.some((f) => index >= f.index && index < f.index + f.match.length)) continue;
      found.push({ code, index, match: hit[0], named: m.named ?? typeof m.code === 'string' });
    }
  }
  return found.sort((a, b) => a.index - b.index);
};

/** The one country that uses a currency ("birr": Ethiopia), or null when several do (the euro, the CFA francs). */
export const soleCountryOf = (code: string): string | null => {
  const users = new Set([...Object.values(COUNTRIES), ...WORLD_COUNTRIES]
    .filter((c) => c.currency === code).map((c) => c.code));
  return users.size === 1 ? [...users][0] : null;
};

/**
 * The currency the founder's words name (the first one mentioned), else the country's, else null.
 * Never a silent US dollar: "$" alone is USD only when no country says otherwise.
 */
export const detectCurrency = (text: string, country?: string | null): Currency | null => {
  // A currency without a known rate is read, but the model stays in US dollars (its defaults convert from them).
  const first = currencyMentions(text ?? '', country ?? null).find((m) => hasUsdRate(m.code));
  if (first) return CURRENCIES[first.code];
  const local = countryCurrency(country);
  return local && hasUsdRate(local) ? CURRENCIES[local] : null;
};

const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (digits: number, compact: boolean) => {
  const key = `${digits}:${compact}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', compact
      ? { notation: 'compact', maximumFractionDigits: 1 }
      : { minimumFractionDigits: digits, maximumFractionDigits: digits });
    numberFormats.set(key, f);
  }
  return f;
};

/**
 * "₦500", "$1,234.50", "KSh 1,200", "$1.2M" (compact). The symbol is ours, not the runtime's,
 * so the server, the browser and the PDFs print the same characters; cents show only when present.
 */
export const formatMoney = (minor: number, currency: string, opts?: { compact?: boolean }): string => {
  const c = currencyOf(currency);
  const major = toMajor(Math.abs(minor), c.code);
  const compact = Boolean(opts?.compact) && major >= 1000;
  const digits = compact || Math.abs(minor) % 10 ** c.minorUnits === 0 ? 0 : c.minorUnits;
  const body = numberFormat(digits, compact).format(major);
  const space = /[A-Za-z]$/.test(c.symbol) ? ' ' : '';
  return `${minor < 0 ? '-' : ''}${c.symbol}${space}${body}`;
};
