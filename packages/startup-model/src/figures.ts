import {
  ANY_UNIT_THEN_MONTH, capacityKindOf, capacityUnitOf, MONTH_AFTER, MONTH_THEN_UNIT, MONTHLY_BEFORE, UNIT_THEN_MONTH,
  UNIT_THEN_YEAR, unitFormsSource, YEAR_AFTER,
} from './capacity-words';
import { currencyMentions } from './currency';
import { groupsWithPlainSpace, NUMBER_PATTERN, numberDigits, parseNumber } from './numbers';
import { escapeRe } from './world';

/**
 * Figures the founder wrote, read before any archetype is chosen: "15% commission",
 * "$249 per sensor plus $12 per month", "₦500 per month", "$40 an hour", "$2 per 1,000 calls",
 * "raising $500k". Each keeps the founder's own words (`quote`) so the assumption built from it
 * can say where it came from.
 */
export type FigureKind =
  | 'monthly' | 'weekly' | 'yearly' | 'hourly' | 'per_unit' | 'per_order' | 'per_call' | 'per_1000_calls' | 'per_transaction' | 'one_off'
  /** A fixed fee the company keeps on each booking or order ("clinics pay us EGP 50 per booking"), not its value. */
  | 'fee_per_order'
  | 'raise' | 'raised' | 'grant' | 'cash' | 'amount'
  | 'commission_pct' | 'fee_pct' | 'churn_pct' | 'conversion_pct' | 'utilisation_pct' | 'return_pct' | 'percent'
  | 'customers_now' | 'team'
  /** What one person of the team is paid or costs a month ("two creators at about S$3,800 a month each"). */
  | 'pay'
  /** A monthly price per unit of the account's capacity ("£4 per bed per month"). */
  | 'per_capacity_month'
  /** The same priced by the year ("OMR 4.500 per student per year"): a twelfth of it a month. */
  | 'per_capacity_year';

/** A price per unit of the account's capacity, by the month or the year. */
export const isPerCapacity = (f: Figure): boolean => f.kind === 'per_capacity_month' || f.kind === 'per_capacity_year';

export type Figure = {
  kind: FigureKind;
  /** Major units for money ("$249" → 249), the plain number otherwise (15 for 15%). */
  value: number;
  quote: string;
  /** Currency the amount is written in, when it is money. */
  currency?: string;
  /** For per_unit / per_order: the word after "per" ("sensor", "booking"). */
  unit_word?: string;
  /** The upper end when the founder wrote a range ("£8–10": value 8, high 10). */
  high?: number;
  /** For a per-capacity price: the count per account the founder states ("40 beds a home"), when they do. */
  per_account?: { count: number; quote: string };
  index: number;
};

/**
 * A price for a piece of the company's own work: "€25 per visit", "£40 a lesson", "€30 per haircut", "£85 per
 * service". A service business's price, billed as an hour of work (a day as eight); not a product's unit price.
 */
const OWN_WORK_ORDERS = /^(?:visit|session|lesson|class|appointment|job|day)$/i;
const OWN_WORK_NOUNS = new RegExp('^(?:repair|fix|service|servicing|treatment|massage|haircut|cut|trim|groom|clean|' +
  'cleaning|wash|valet|inspection|installation|install|fitting|consultation|check-?up|tune-?up|manicure|pedicure|' +
  'facial|wax|tattoo|shoot|walk|move|call-?out)s?$', 'i');
export const isOwnWork = (f: Figure): boolean =>
  (f.kind === 'per_order' && OWN_WORK_ORDERS.test(f.unit_word ?? '')) ||
  (f.kind === 'per_unit' && OWN_WORK_NOUNS.test(f.unit_word ?? ''));

/** "€2,500 per website", "$5,000 per project", "S$0.25 per word": made-to-order work priced by the piece (no hour). */
const PROJECT_WORK = new RegExp('^(?:project|website|site|logo|campaign|audit|engagement|assignment|workshop|brief|mvp|'
  + 'word|progetto|proyecto|projeto|projet)s?$', 'i');
export const isProjectWork = (f: Figure): boolean => f.kind === 'per_unit' && PROJECT_WORK.test(f.unit_word ?? '');

/** "US$0.02 per document", "€0.05 per verification": a unit of an API's use, billed like a call. */
const USAGE_UNITS = new RegExp('^(?:document|page|image|verification|check|lookup|message|sms|email|transcription|' +
  'scan|invoice|receipt|screening|signature|search|prediction|inference|record|minute|token|character|' +
  // …in Spanish, Portuguese and French: "₲ 180 por documento", "R$ 0,09 por consulta".
  'documento|p[áa]gina|imagen|imagem|verificaci[óo]n|verifica[çc][ãa]o|consulta|factura|fatura|facture|mensaje|' +
  'mensagem|minuto|label)s?$', 'iu');
export const isUsageUnit = (f: Figure): boolean => f.kind === 'per_unit' && USAGE_UNITS.test(f.unit_word ?? '');

/** Nouns that name the paying account itself: "$149 per clinic per month" is the price per account per month. */
const ACCOUNT = '(?:user|clinic|account|customer|client|practice|shop|store|school|location|company|business|team|' +
  'household|family|member|subscriber|restaurant|salon|gym|studio|office|firm|site|pharmacy|farm|fleet)s?';

/** Tax words between an amount and what it prices ("29 € HT par mois", "£40 + VAT a month"): skipped, kept in the quote. */
const TAX_TAG = /^\s*(?:HT|H\.T\.|TTC|hors taxes?|netto|brutto|zzgl\.?\s*MwSt\.?|\+\s?MwSt\.?|(?:ex|excl|plus|\+)\.?\s?(?:VAT|GST|IVA)|sin IVA)(?![\p{L}])/iu;

/** Numbers founders write in words, up to ninety-nine ("forty beds", "three engineers"). */
const UNITS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen',
  'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const WORD_VALUE: Record<string, number> = Object.fromEntries([
  ...UNITS.map((w, i) => [w, i + 2]),
  ...TENS.flatMap((t, i) => [[t, (i + 2) * 10], ...UNITS.slice(0, 8).map((u, j) => [`${t}-${u}`, (i + 2) * 10 + j + 2]),
    [`${t}-one`, (i + 2) * 10 + 1]]),
]);
const WORD_NUMBERS = Object.keys(WORD_VALUE).sort((a, b) => b.length - a.length).join('|');
const WORD_NUMBER = new RegExp(`(?<![\\p{L}-])(?:${WORD_NUMBERS})(?![\\p{L}-])`, 'giu');

/** Units that are people's places: a count of the customer's people counts them. */
const PEOPLE_SEATS = /^(?:seat|user|licence|license|agent|member|staff|employee|worker)$/;
/**
 * "40 beds a home", "homes average 40 beds", "an average of 40 beds": the count per account, not in the price itself.
 * The end of a range ("30 to 200 beds", "between 100 and 900") or a ceiling ("up to 80 vans") is no average.
 */
const capacityCount = (text: string, unit: string, priceAt: number): { count: number; quote: string } | undefined => {
  const notARange = '(?<![\\d.,–—-]\\s?)(?<!\\d\\s*(?:to|and|or)\\s+)(?<!up to\\s+)';
  // "30 vehículos", "20 de lockere": the unit in any of its forms (capacity-words.ts), "de" between in Romance tongues.
  // "GH₵ 45 per motorbike … runs 40 bikes": the end of a compound unit names it too ("chairs" of a wheelchair).
  const ends = [...unit].map((_, i) => unit.slice(i)).filter((w) => w.length >= 4 && w.length < unit.length);
  const forms = `(?:${unitFormsSource(unit)}|(?:${[unit, ...ends].map(escapeRe).join('|')})(?:e?s)?)(?![\\p{L}\\p{M}])`;
  // "3 000 ha", "1.200 camas": a count grouped in thousands.
  const number = `(\\d{1,3}(?:[ \\u00a0\\u202f.]\\d{3})+(?![\\d,.])|\\d{1,5}|${WORD_NUMBERS})`;
  const counted = `(?:average(?:s| of)?\\s+|with\\s+|of\\s+)?${number}\\s+(?:de\\s+)?${forms}`;
  // "wanafunzi kama 450", "vehículos: unos 30": the unit first, then about so many (never an amount: no currency
  // after).
  const nounFirst = `${forms}\\s*:?\\s*(?:kama|about|around|roughly|approximately|cerca de|unos|unas|alrededor de|`
    + 'environ|около|приблизно|близько|sekitar|khoảng|yaklaşık|circa|ca\\.)\\s+(\\d{1,3}(?:[ .]\\d{3})+|\\d{1,5})'
    + '(?![\\d,.]?\\d)(?!\\s*(?:\\p{Sc}|%|[a-z]{2,3}\\b))';
  // A price per seat or user: "a typical customer has around 25 foremen and site managers" counts its people.
  const people = PEOPLE_SEATS.test(unit) ? `|(?:typical|average|each|a|an)\\s+(?:customer|client|company|firm|account|`
    + 'contractor|practice|agency|team)\\s+(?:has|have|with|runs|employs)\\s+(?:around|about|roughly|some|on average)?'
    + '\\s*(\\d{1,5})\\s+[\\p{L}-]+' : '';
  const re = new RegExp(`${notARange}(?:${counted}`
    + `(?:\\s+(?:a|per|each|in each|on average)\\s+[\\p{L}-]+(?:\\s+[\\p{L}-]+)?)?|${nounFirst}${people})`, 'giu');
  for (const m of text.matchAll(re)) {
    if (Math.abs((m.index ?? 0) - priceAt) < 3) continue;
    const said = m[1] ?? m[2] ?? m[3];
    const count = WORD_VALUE[said.toLowerCase()] ?? Number(said.replace(/[ \u00a0\u202f.]/g, ''));
    if (count >= 2) return { count, quote: m[0].trim() };
  }
  return undefined;
};

/** A price paid once, in English (the classifier adds other languages). */
export const ONE_OFF_WORDS = 'one-off|one off|one-time|one time|upfront|up front|once';

type Rule = { re: { exec: (s: string) => RegExpExecArray | null }; kind: FigureKind };
/** What follows a money amount decides what it prices. First match wins. */
const AFTER_MONEY: Rule[] = [
  // "€4 per bed per month", "$12.000 por puesto al mes", "59 zł miesięcznie za stanowisko" (capacity-words.ts).
  { re: UNIT_THEN_MONTH, kind: 'per_capacity_month' },
  { re: MONTH_THEN_UNIT, kind: 'per_capacity_month' },
  { re: UNIT_THEN_YEAR, kind: 'per_capacity_year' },
  { re: /^\s*(?:per|for every|for each|\/)\s*(?:1,?000|thousand|1k|k)\s*(?:api\s*)?(?:calls?|requests?|queries)/i, kind: 'per_1000_calls' },
  { re: /^\s*(?:per|a|an|each|\/)\s*(?:api\s*)?(?:call|request|query|api call)\b/i, kind: 'per_call' },
  { re: /^\s*(?:per|a|an|each|\/)\s*(?:[\w-]+\s)?(?:hour|hr)\b|^\s*hourly\b|^\s*an hour\b/i, kind: 'hourly' },
  { re: new RegExp(`^\\s*(?:per|a|an|\\/|each)\\s*${ACCOUNT}\\s*(?:per|a|\\/)\\s*(?:month|mo)\\b`, 'i'), kind: 'monthly' },
  { re: new RegExp(`^\\s*(?:per|a|an|\\/|each)\\s*${ACCOUNT}\\s*(?:per|a|\\/)\\s*(?:year|yr|annum)\\b`, 'i'), kind: 'yearly' },
  // "€79 per bike per month": any other thing paid for monthly is a monthly fee for it.
  { re: /^\s*(?:per|a|an|\/|each)\s*([a-z-]{3,})\s*(?:per|a|\/)\s*(?:month|mo)\b/i, kind: 'monthly' },
  // "USD 1,50 por oveja por mes": any other thing paid for monthly, in the founder's language.
  { re: ANY_UNIT_THEN_MONTH, kind: 'monthly' },
  // "im Monat", "om måneden", "per maand", "miesięcznie": the month in the founder's language.
  { re: /^\.?\s*(?:im|pro|je|om|i|w|na|per)\s+(?:monat|måned(?:en)?|månad(?:en)?|maand|miesiąc)(?![\p{L}])|^\s*(?:miesięcznie|månedlig|månatlig|maandelijks|mensilmente)(?![\p{L}])/iu,
    kind: 'monthly' },
  // "9,90 €/kk", "kr 99/mnd", "49 kr./md.", "kuukaudessa": the month abbreviated (Finnish, Norwegian, Danish, Swedish).
  // …and in Swahili ("45,000 TSh kwa mwezi"), Estonian ("9,99 € kuus") and Serbo-Croatian ("mesečno").
  { re: new RegExp('^\\s*\\/\\s*(?:kk|mnd|md|mån|kuukausi)(?![\\p{L}])|'
    + '^\\s*(?:kuukaudessa|kuussa|kuukausittain|kwa mwezi|kuus|kuu kohta|mese[čc]no|mjese[čc]no)(?!\\p{L})', 'iu'),
    kind: 'monthly' },
  { re: /^\s*(?:im|pro|je|om|i|w|na|per)\s+(?:jahr|år(?:et)?|jaar|rok)(?![\p{L}])|^\s*(?:rocznie|årlig|jaarlijks)(?![\p{L}])/iu,
    kind: 'yearly' },
  { re: new RegExp('^\\s*\\/\\s*(?:vuosi|år|jahr|jaar|rok)(?![\\p{L}])|'
    + '^\\s*(?:vuodessa|vuosittain|kwa mwaka|aastas|godi[šs]nje)(?![\\p{L}])', 'iu'),
    kind: 'yearly' },
  // "na mesec", "sebulan", "в месяц", "yıllık": the month or the year in any language of capacity-words.ts.
  { re: MONTH_AFTER, kind: 'monthly' },
  { re: YEAR_AFTER, kind: 'yearly' },
  // "€25 a week", "$22 a fortnight", "every two weeks": a recurring price, placed as a month's (model.ts).
  { re: /^\s*(?:per|a|an|\/|every)\s*(week|wk|fortnight)\b|^\s*(weekly|fortnightly)\b|^\s*every (two weeks)\b/i,
    kind: 'weekly' },
  { re: /^\s*(?:per|a|an|\/|each)\s*(?:user\s*(?:per|a|\/)\s*)?(?:month|mo)\b|^\s*(?:a|per)\s*month\b|^\s*monthly\b|^\s*pm\b|^\s*p\/m\b|^\s*(?:per|por|par|pro|al|\/)\s*(?:bulan|mes|mese|mês|mois|monat)\b|^\s*(?:ao|au) m[eê]s\b|^\s*(?:monatlich|mensuel(?:lement)?|mensal(?:mente)?|mensual(?:es|mente)?|mensile)(?![\p{L}])/iu, kind: 'monthly' },
  { re: /^\s*(?:per|a|an|\/)\s*(?:year|yr|annum)\b|^\s*(?:annually|yearly)\b|^\s*(?:por|par|pro|al|\/)\s*(?:año|ano|an|jahr|anno)(?![\p{L}])|^\s*(?:jährlich|annuel(?:lement)?|anual(?:mente)?|annuale)(?![\p{L}])/iu, kind: 'yearly' },
  { re: /^\s*(?:per|a|\/|each)\s*(?:transaction|transfer|payment|withdrawal|swipe)\b/i, kind: 'per_transaction' },
  // "€18 for a 500ml tin", "£9 for a 250 ml bottle": the price of one container of the product.
  // "Rs 1,800 per 250g tin" too.
  { re: new RegExp('^\\s*(?:for (?:a|an|one)|per|a|each)\\s+(?:[\\d.,]+\\s?(?:ml|cl|l|g|kg|oz|lb)\\s+)?'
    + '(tin|jar|bottle|bag|box|pack|bar|can|candle|loaf|tub|pot|pair|piece|kit|bouquet|set)\\b', 'i'),
    kind: 'per_unit' },
  { re: /^\s*(?:per|a|an|\/|each)\s*(sensor|device|unit|kit|tracker|monitor|camera|charger|robot|item|bottle|box|pack|bag|jar|piece|pair|product|meter|router|headset|watch)\b/i, kind: 'per_unit' },
  // "€450 per developer day", "per consultant day", "per man-day": a day of someone's work.
  { re: new RegExp('^\\s*(?:per|a|an|\\/|each)\\s*(?:developer|engineer|consultant|designer|person|man|trainer|' +
    'specialist|expert|analyst|tester|crew|team)[\\s-](day)s?\\b', 'i'), kind: 'per_order' },
  { re: /^\s*(?:per|a|an|\/|each)\s*(booking|night|rental|order|ride|trip|job|session|lesson|class|delivery|stay|appointment|visit|ticket|day)\b/i, kind: 'per_order' },
  { re: new RegExp(`^\\s*(?:${ONE_OFF_WORDS})\\b`, 'i'), kind: 'one_off' },
  // "a J$1,200 booking fee per job": the company's fee on an order, not the order's value.
  { re: /^\s*(?:booking|service|platform|convenience|listing|call-?out) fees?\b/i, kind: 'fee_per_order' },
  // "each $60 rental", "a $45 booking".
  { re: /^\s*(booking|night|rental|order|ride|trip|job|session|lesson|class|delivery|stay|appointment|visit|ticket)s?\b/i, kind: 'per_order' },
  // "per user", "per clinic", "per bed": a price per customer or per unit of its capacity whose period or count is
  // not said (no assumption is set from it: the founder is asked).
  // People are never a product: "€60 per participant" prices a place, its period or count asked.
  { re: new RegExp('^\\s*(?:per|a|an|\\/|each)\\s*(user|seat|person|student|member|clinic|account|location|' +
    'employee|head|customer|client|school|household|family|patient|bed|room|depot|desk|vehicle|truck|resident|driver|' +
    'site|home|participant|attendee|trainee|delegate|guest|child|children|kid|learner|pupil|adult|passenger|visitor|' +
    'people|villa|house|property|flat)s?\\b', 'i'),
  kind: 'amount' },
  // The same in the founder's language: "R$ 0,09 por endereço validado", "2 € pro Flasche".
  { re: /^\s*(?:por|par|pro|pour|je)\s+(?:(?:um|uma|une|un|el|la|le|cada|chaque)\s+)?([\p{L}-]{2,}(?:\s+[\p{L}-]{3,})?)/iu, kind: 'per_unit' },
  // "0.25 EGP per audio minute", "per scanned page": a usage unit after one describing word.
  { re: new RegExp(`^\\s*(?:(?:per|a|an|each)\\s+|\\/\\s*)[a-z-]+\\s+(${USAGE_UNITS.source.slice(4, -4)})s?\\b`, 'i'),
    kind: 'per_unit' },
  // Any other "per <thing>" prices a unit of product ("$28 per candle"; "₲ 90 above 50k" is no "a bove").
  { re: /^\s*(?:(?:per|a|an|each)\s+|\/\s*)([a-z]{3,})\b/i, kind: 'per_unit' },
  { re: /^\s*(?:in the bank|in cash|of savings|saved|in savings)/i, kind: 'cash' },
  { re: /^\s*(?:grants?|in grants?|grant funding)\b/i, kind: 'grant' },
];
/** The side of a marketplace that pays the platform a fee ("we charge organisers…"). */
const SUPPLY_SIDE = '(?:organi[sz]ers|sellers|hosts|vendors|merchants|providers|suppliers|venues|artists|clinics|'
  + 'restaurants|shops|stores)';
/** Kinds that price something, when the words before an amount name them. */
const PRICE_KINDS: FigureKind[] = ['monthly', 'per_order', 'one_off', 'per_call'];
/** The people a startup pays, named before their monthly pay ("teachers cost us about Rs 35,000 p/m each"). */
const PAID_PEOPLE = '(?:creators?|staff|teachers?|tutors?|developers?|engineers?|employees|designers?|drivers?|nurses?|'
  + 'workers?|cleaners?|walkers?|accountants?|agents?|hires?|coaches|trainers?|therapists?|riders?|cooks?|chefs?)';
/** The average order in the founder's language, before its amount. */
const AVERAGE_ORDER = ['prosječna narudžba', 'prosečna porudžbina', 'povprečno naročilo', 'średnie zamówienie',
  'średnia wartość zamówienia', 'průměrná objednávka', 'priemerná objednávka', 'средний чек', 'средний заказ',
  'середній чек', 'ortalama sipariş', 'ortalama sepet', 'vidutinis užsakymas', 'vidējais pasūtījums',
  'keskmine tellimus', 'átlagos rendelés', 'comanda medie', 'coș mediu', 'durchschnittliche bestellung',
  'durchschnittlicher warenkorb', 'gemiddelde bestelling', 'ordine medio', 'scontrino medio', 'rata-rata pesanan',
  'purata pesanan', 'genomsnittlig order', 'gennemsnitlig ordre', 'gjennomsnittlig ordre', 'đơn trung bình',
  'đơn hàng trung bình', 'giá trị đơn trung bình', 'rata-rata transaksi', 'panier moyen', 'ticket moyen',
  'ticket médio', 'ticket promedio',
  // "средний рейс", "середній платіж": average and any noun in Russian or Ukrainian.
  'средн(?:ий|яя|ее) \\p{L}+', 'середн(?:ій|я|є) \\p{L}+'].join('|');
const BEFORE_MONEY: Rule[] = [
  { re: new RegExp('(?:salar(?:y|ies)(?:\\s+(?:of|is|are))?|wages?(?:\\s+(?:of|is|are))?|we pay (?:[\\w-]+\\s){0,3}|'
    + `${PAID_PEOPLE}\\s+(?:at|on|earning|cost(?:s)? us|paid)|(?:each|per) (?:person|hire) costs? us)`
    + '\\s*(?:about|around|roughly|approximately)?\\s*$', 'i'), kind: 'pay' },
  { re: /(?:each|every|per|one|an?)\s+(?:api\s+)?(?:call|request|lookup|query)\s+(?:costs?|is|at)\s*$/i, kind: 'per_call' },
  { re: /(?:rais(?:e|ing)|seeking|looking for|round of|ask(?:ing)? for|need|investment of|pre-seed of|seed of)\s*(?:about|around|roughly|a|an|of)?\s*$/i, kind: 'raise' },
  { re: /(?:grant of|grants? (?:worth|totalling|totaling|of)|awarded|won a grant of)\s*$/i, kind: 'grant' },
  // Money raised already: part of the cash, or of a round, the founder says which (asked, never assumed).
  { re: /(?:we(?:'ve| have)? raised|already raised|have raised|closed|secured)\s*(?:about|around|roughly|a|an)?\s*$/i, kind: 'raised' },
  { re: /(?:we have|have saved|savings of|cash of|bank balance of)\s*(?:about|around)?\s*$/i, kind: 'cash' },
  { re: new RegExp(`(?:${ONE_OFF_WORDS})\\s*(?:for|at|of|price of)?\\s*$`, 'i'), kind: 'one_off' },
  // "pays a deposit of TSh 150,000 then …": paid once, before the instalments.
  { re: /\b(?:deposit|down ?payment)\s*(?:of|is|:)?\s*(?:about|around|only|just)?\s*$/i, kind: 'one_off' },
  // "clinics pay us EGP 50 per booking", "we charge organisers 5% plus R5 per ticket": the fee kept on an order.
  // ("Tutors charge £30 per lesson", "we charge €25 per visit" price the order itself.)
  { re: new RegExp(`(?:pays?\\s+us|charges?\\s+${SUPPLY_SIDE}|(?:booking|service|platform)\\s+fee\\s+of|(?<=%\\s*)(?:plus|\\+))`
    + '\\s*(?:a\\s+)?(?:flat|fixed)?\\s*$', 'iu'),
    kind: 'fee_per_order' },
  // "Monthly retainer of KSh 60,000 per client": a month's fee, whatever account word follows.
  { re: /(?:monthly|month's|a month)\s+(?:retainers?|fees?)\s*(?:of|at|is|:)?\s*(?:about|around|roughly)?\s*$/i,
    kind: 'monthly' },
  // "Mjesečna pretplata 9 €", "Monthly plan: $12", "Ամսական 80 000 ֏": a monthly word just before the amount.
  { re: MONTHLY_BEFORE, kind: 'monthly' },
  // "most people spend around ৳3,800", "customers spend about €40": what one order is worth.
  { re: /\b(?:people|customers|buyers|shoppers|clients|guests)\s+(?:usually\s+|typically\s+)?spends?\s+(?:on average\s+)?(?:about|around|roughly)?\s*$/i,
    kind: 'per_order' },
  // "ticket promedio $U 1.850", "panier moyen de 45 €", "ticket médio R$ 120": the average order in Spanish, French
  // and Portuguese.
  { re: new RegExp('\\b(?:(?:ticket|pedido|compra|carrito) (?:promedio|medio|médio)|(?:panier|ticket) moyen)'
    + '\\s*(?:de|:|=|est|es|é)?\\s*(?:de\\s+)?(?:unos|cerca de|environ)?\\s*$', 'iu'),
    kind: 'per_order' },
  // …in Slavic, Baltic, Turkish and other tongues ("prosječna narudžba", "średnie zamówienie", "средний чек").
  { re: new RegExp(`(?<![\\p{L}])(?:${AVERAGE_ORDER})\\s*`
    + '(?:je|jest|je oko|oko|około|около|:|=|-|là|est de|de|é de)?\\s*'
    + '(?:about|around|oko|około|около|cca\\.?|ok\\.|khoảng|tầm|sekitar|environ|d\'environ)?\\s*$', 'iu'),
  kind: 'per_order' },
  // "le trajet moyen tourne autour de 250 000 FCFA": the same in French, an order word, "moyen", then its value.
  { re: new RegExp('(?<![\\p{L}])(?:trajet|course|commande|livraison|réservation|séjour|devis|chantier|contrat)s? '
    + 'moyen(?:ne)?s?(?![\\p{L}])[^\\d.;]{0,30}?(?:tourne autour de|est de|est d\'environ|coûte|de|:)\\s*'
    + '(?:environ|autour de)?\\s*$', 'iu'), kind: 'per_order' },
  // "un flete promedio Tegucigalpa–San Pedro Sula anda en L 12,000": an order word, "promedio", then its value.
  { re: new RegExp('\\b(?:flete|env[ií]o|viaje|pedido|servicio|trabajo|reserva|frete|corrida)s? (?:promedio|m[ée]dio)'
    + '\\b[^\\d.;]{0,45}?(?:anda en|ronda|cuesta|sale|es de|de|:)\\s*(?:unos|cerca de)?\\s*$', 'iu'),
    kind: 'per_order' },
  // "average order €35", "an average booking of A$120", "average part about AED 350": the value of one thing sold
  // (not an average salary, rent or cost, which are the company's).
  { re: new RegExp('\\b(?:average|avg\\.?|typical)\\s+(?!(?:salar(?:y|ies)|wages?|pay|costs?|rent|income|revenue|'
    + 'budget|burn|spend|margin|churn|loan|debt|valuation|round|cac|ltv)\\b)([\\p{L}-]{3,})'
    + '(?:\\s+(?:value|size|price))?\\s*(?:is|of|at|:|around|about|=)?\\s*(?:about|around|roughly)?\\s*$', 'iu'),
  kind: 'per_order' },
];
/** Money moved from one party to another: a fee on it is a payment company's ("commission sur transferts"). */
export const MONEY_MOVED = '(?:transfers?|transferts?|transferencias?|transfer[êe]ncias?|remittances?|remesas?|'
  + 'envíos? de dinero|payments?|paiements?|pagos?|pagamentos?|par transaction|transacci[oó]n(?:es)?|'
  + 'transa[çc][ãõ]o(?:es)?|transazion[ei]|plat[ăa]|plăți|plăţi|pagamenti|płatno[śs]ci|płatno[śs][ćc]|przelew\\w*|'
  + 'платеж\\w*|платіж\\w*|переказ\\w*|перевод\\w*|ödeme\\w*|transaksi|giao dịch)';
const AROUND_PERCENT: { re: RegExp; kind: FigureKind }[] = [
  // "15% de frais de service en plus", "berём 7% с каждой перевозки": a platform's fee on each job, its cut.
  { re: new RegExp('frais de service|\\bservice fee|tarifa de servicio|taxa de servi[çc]o|'
    + '(?<![\\p{L}])(?:берём|берем|беремо|с каждой|з кожної)(?![\\p{L}])', 'iu'),
    kind: 'commission_pct' },
  // "комиссия 0,8% от суммы", "ganamos 0,9% de cada cobro": a fee on the money moved.
  { re: /(?<![\p{L}])(?:от суммы|від суми|от платежа|від платежу)(?![\p{L}])|\bde cada cobro\b/iu, kind: 'fee_pct' },
  // "1,5 % par transaction", "3% del monto de cada factura": a payment company's or a lender's fee.
  { re: new RegExp('\\b(?:par|por|per|pro)\\s+(?:transaction|transacci[oó]n|transa[çc][ãa]o|transazione|transfert|'
    + 'transferencia)|\\bdel monto\\b|\\bde la factura\\b|\\bda fatura\\b|\\bde la facture\\b|\\bof the invoice\\b|'
    + '\\bof (?:the )?invoice value\\b', 'iu'),
    kind: 'fee_pct' },
  // "comisión de 2% por transferencia", "frais de 1% par transfert": a fee on money moved, not a marketplace's cut.
  { re: new RegExp('(?:commission|comisi[oó]n|comiss[aã]o|prowizj\\p{L}*|komisyon\\p{L}*|комисси\\p{L}*|комісі\\p{L}*|'
    + `frais|tarifa|taxa|geb[üu]hr|fee)[^.]{0,30}${MONEY_MOVED}`,
    'iu'),
    kind: 'fee_pct' },
  { re: new RegExp(`\\bcharges?\\s+${SUPPLY_SIDE}\\b`, 'i'), kind: 'commission_pct' },
  { re: /commission|comisi[oó]n|comiss[aã]o|provision|take rate|take-rate|\bcut\b|\bwe (?:keep|take)\b|of (?:each|every) (?:booking|sale|order|rental|ride|job|transaction value)|from (?:hosts|sellers|vendors|providers|drivers)/i, kind: 'commission_pct' },
  { re: new RegExp('fee|\\bfrais\\b|per (?:transaction|transfer|payment)|of (?:each|every|the) (?:transfer|transaction|'
    + 'payment|amount)|on (?:each|every) (?:transfer|transaction|payment)|processing|interchange|of volume', 'i'),
  kind: 'fee_pct' },
  // "on prend 10% sur chaque location", "nos quedamos con el 12%": a platform's cut in French, Spanish, Portuguese.
  { re: /\b(?:on prend|nous prenons|nos quedamos con|ficamos com)\b/i, kind: 'commission_pct' },
  // "her ödemeden %2 komisyon": Turkish names the payment first.
  { re: /(?<![\p{L}])her (?:ödemeden|işlemden|transferden)(?![\p{L}])/iu, kind: 'fee_pct' },
  // "cobramos 1,2% de lo recaudado", "de cada pago": a fee on the money collected, in Spanish and Portuguese.
  { re: /\bde lo recaudado\b|\bdo (?:valor )?arrecadado\b|\bde cada (?:pago|transacci[oó]n)\b|\bpor transacci[oó]n\b/i,
    kind: 'fee_pct' },
  { re: /churn|cancel/i, kind: 'churn_pct' },
  { re: /conver(?:t|sion)|upgrade to paid|pay for premium/i, kind: 'conversion_pct' },
  { re: /utili[sz]ation|billable/i, kind: 'utilisation_pct' },
  { re: /returns?\b|returned/i, kind: 'return_pct' },
];

/**
 * The noun priced before the amount: "each kettle for €80", "one lamp sells for £45". Time words, plans and
 * the account itself are not products ("a month is €5", "each clinic pays €200" are read by the other rules).
 */
const NOUN_BEFORE = /(?:each|every|per|one|an?)\s+([\p{L}-]{3,})\s+(?:costs?|is|are|for|at|sells?\s+(?:for|at)|retails?\s+(?:for|at)|goes\s+for|(?:is\s+)?priced\s+at)\s*$/iu;
const NOT_A_PRODUCT = /^(?:month|year|week|day|hour|minute|time|plan|subscription|membership|licen[cs]e|tier|seat|user|account|customer|client|call|request|query|lookup|transaction|transfer|payment)s?$/i;
const ORDER_NOUN = /^(?:booking|night|rental|order|ride|trip|job|session|lesson|class|delivery|stay|appointment|visit|ticket|walk|repair|haircut|treatment|consultation)s?$/i;
/** "Dog walks at A$25 each", "Tickets are ₦3,500 each": the plural noun before, "each" after. */
const PLURAL_BEFORE = /([\p{L}-]{3,}?)s\s+(?:are|at|cost|sell\s+(?:for|at)|go\s+for|(?:are\s+)?priced\s+at|for)\s*$/iu;
const EACH_AFTER = /^\s*(?:each|apiece|a piece)\b/i;
/** "Kit is C$149", "The sensor costs $39": a device named at the start of a clause, with no "each" or "one". */
const DEVICE_BEFORE = new RegExp('(?:^|[.;:!?(]\\s*|\\b(?:the|our)\\s+)(kit|device|sensor|tracker|meter|camera|lock|'
  + 'monitor|router|charger|pump|collar|unit)\\s+(?:is|costs?|sells?\\s+(?:for|at)|retails?\\s+(?:for|at)|'
  + '(?:is\\s+)?priced\\s+at)\\s*(?:about|around|only|just)?\\s*$', 'iu');
/** "recauda como $9.000.000 al mes", "processes $2M a month": money that passes through, not a price. */
const VOLUME_BEFORE = new RegExp('\\b(?:recaudan?|arrecada[mn]?|collects?|collected|process(?:es|ed)?|moves|transacts|'
  + 'gmv|volume|turnover)\\s*(?:of|is|:|como|cerca de|unos|about|around|roughly)?\\s*$', 'i');
const nounBefore = (before: string, after: string): { kind: FigureKind; unit: string; at: number } | undefined => {
  const m = NOUN_BEFORE.exec(before) ?? DEVICE_BEFORE.exec(before)
    ?? (EACH_AFTER.test(after) ? PLURAL_BEFORE.exec(before) : null);
  if (!m || NOT_A_PRODUCT.test(m[1])) return undefined;
  // The quote starts at the article or the noun, never at the punctuation before it.
  const at = m.index + m[0].search(/\p{L}/u);
  return { kind: ORDER_NOUN.test(m[1]) ? 'per_order' : 'per_unit', unit: m[1].toLowerCase(), at };
};

const LOCAL_ORDER = /^(?:servicio|serviço|reserva|pedido|encomenda|clase|aula|sesi[oó]n|sessão|viaje|viagem|commande|réservation|séance|cours|course|buchung|bestellung|fahrt|prenotazione|ordine|lezione)$/iu;

/** English names of the founder's units, so a label reads "Users per account" ("utilizador", "rom": user, room). */
const unitName = (unit: string | undefined) => capacityUnitOf(unit) ?? unit;

/** "$199 plus $4.99/mo", "R1,200 per meter plus R45 a month": an amount before a recurring fee is paid once. */
const ONE_OFF_BEFORE_RECURRING = /^\s*,?\s*(?:plus|\+|then|and then)\s*$/i;
const oneOffBeforeRecurring = (text: string, out: (Figure & { end: number })[]) => {
  for (let i = 0; i < out.length - 1; i += 1) {
    const [a, b] = [out[i], out[i + 1]];
    if (a.kind !== 'amount' || !a.currency || b.currency !== a.currency || !['monthly', 'yearly'].includes(b.kind)) continue;
    const between = text.slice(a.end, b.index).replace(/[^\s\p{L},+]+$/u, '').replace(/\p{Lu}{1,3}\$?\s?$|\b[A-Z]{3}\s?$/u, '');
    if (ONE_OFF_BEFORE_RECURRING.test(between)) a.kind = 'one_off';
  }
};

/** The words after a percentage that say what it is ("15% commission", "1% on each transfer"). */
const PERCENT_PHRASE = /^\s*(?:[\w-]+\s+){0,3}?(?:commission|comisi[oó]n|comiss[aã]o|provision|take rate|fee|churn|conversion|utili[sz]ation|returns?|cut)(?![\p{L}])(?:\s+(?:on|of|from)\s+(?:each|every|the)\s+[\w-]+)?|^\s*(?:on|of|from)\s+(?:each|every|the|all)\s+[\w-]+/iu;

/** The upper end of a range that starts with a money amount ("£8–10", "S$60 – 80", "€8 to €10"). */
const rangeEnd = (text: string, from: number, currency: string, mentions: { code: string; index: number; match: string }[]) => {
  const dash = /^\s?(?:–|—|-|to)\s?/.exec(text.slice(from, from + 6));
  if (!dash) return undefined;
  let at = from + dash[0].length;
  const marker = mentions.find((c) => c.index === at);
  if (marker && marker.code !== currency) return undefined;
  if (marker) at += marker.match.length + (text[at + marker.match.length] === ' ' ? 1 : 0);
  const next = new RegExp(NUMBER_PATTERN.source, 'iuy');
  next.lastIndex = at;
  const hit = next.exec(text);
  if (!hit || groupsWithPlainSpace(hit[0])) return undefined;
  return { high: parseNumber(hit[0], currency), end: at + hit[0].length };
};

/** "٤٩ ريال", "۱۵۰": Arabic-Indic and Persian digits as 0–9, one character for one, so every index stays. */
const westernDigits = (text: string) => text.replace(/[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/g, (c) => {
  const code = c.charCodeAt(0);
  if (code === 0x066b) return '.';
  if (code === 0x066c) return ',';
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
});

/** Every figure in the text, in reading order. */
export const readFigures = (written: string, country: string | null = null): Figure[] => {
  const out: (Figure & { end?: number })[] = [];
  if (!written) return out;
  const text = westernDigits(written);
  const mentions = currencyMentions(text, country);
  const numbers = new RegExp(NUMBER_PATTERN.source, NUMBER_PATTERN.flags);
  for (let m = numbers.exec(text); m; m = numbers.exec(text)) {
    const start = m.index;
    let end = start + m[0].length;
    // A digit glued to letters ("B2B", "H1") is not an amount.
    if (/[A-Za-z]$/.test(text.slice(Math.max(0, start - 1), start)) && !mentions.some((c) => c.index + c.match.length === start)) continue;
    const prefix = mentions.find((c) => c.index + c.match.length >= start - 1 && c.index + c.match.length <= start);
    // "50 tys. zł", "2 Mio. €": a multiplier's abbreviation dot belongs to the number.
    if (/\p{L}$/u.test(m[0]) && text[end] === '.' && /^\.\s?\S/.test(text.slice(end, end + 3))) end += 1;
    let suffix = prefix ? undefined : mentions.find((c) => c.index >= end && c.index <= end + 1);
    let raw = m[0];
    if (!prefix && !suffix && groupsWithPlainSpace(raw)) {
      // "3 100" is two numbers unless a currency confirms the grouping ("1 200 €"): read the first alone.
      raw = numberDigits(raw).split(' ')[0];
      end = start + raw.length;
      numbers.lastIndex = end;
      suffix = mentions.find((c) => c.index >= end && c.index <= end + 1);
    }
    // "$99 MXN": a sign several currencies share, named by the code written after it.
    const named = prefix && /^(?:\$|kr\.?)$/i.test(prefix.match)
      ? mentions.find((c) => c.index >= end && c.index <= end + 1 && /^[A-Z]{3}$/.test(c.match)) : undefined;
    const currency = (named ?? prefix ?? suffix)?.code;
    const value = parseNumber(raw, currency);
    const range = currency ? rangeEnd(text, end, currency, mentions) : undefined;
    if (range) {
      end = range.end;
      numbers.lastIndex = end;
      if (!suffix) suffix = mentions.find((c) => c.index >= end && c.index <= end + 1);
    }
    const after = text.slice(end, end + 60);
    if (prefix || suffix) {
      const money = { value, currency: currency!, index: start, ...(range && { high: range.high }) };
      const from = prefix ? prefix.index : start;
      // "24.900 kr. per vessel", "1.990 din. mesečno": an abbreviated currency's own dot belongs to it.
      const marked = suffix ? text.slice(end, suffix.index + suffix.match.length) : '';
      const tail = suffix && /\p{L}$/u.test(suffix.match) && /^\.(?=\s)/.test(text.slice(end + marked.length))
        ? `${marked}.` : marked;
      // "$450 MXN por servicio": the code after a symbol is the same currency, skipped like a tax word.
      const after0 = text.slice(end + tail.length, end + tail.length + 30);
      const code = prefix && new RegExp(`^\\s?${currency}(?![\\p{L}])`, 'u').exec(after0)?.[0];
      const taxTag = code || (TAX_TAG.exec(after0)?.[0] ?? '');
      const rest = text.slice(end + tail.length + taxTag.length, end + tail.length + taxTag.length + 60);
      const hit = AFTER_MONEY.map((r) => ({ r, x: r.re.exec(rest) })).find((h) => h.x);
      const windowStart = Math.max(0, from - 40);
      const before0 = BEFORE_MONEY.map((r) => ({ r, x: r.re.exec(text.slice(windowStart, from)) })).find((h) => h.x);
      // Fee words before an amount say only that a price per booking or order is the company's fee.
      const fee = before0?.r.kind === 'fee_per_order' && hit?.r.kind === 'per_order';
      // "Teachers cost us about Rs 35,000 p/m": a person's pay a month, not a monthly price (a year's is asked).
      const pay = before0?.r.kind === 'pay' && hit?.r.kind === 'monthly';
      const before = (before0?.r.kind === 'fee_per_order' && !fee) || (before0?.r.kind === 'pay' && !pay)
        ? undefined : before0;
      const noun = hit || before ? undefined : nounBefore(text.slice(windowStart, from), rest);
      // A price named before ("monthly retainer of") says what an amount "per client" after leaves open.
      const after1 = hit?.r.kind === 'amount' && before && PRICE_KINDS.includes(before.r.kind) ? undefined : hit;
      const volume = VOLUME_BEFORE.test(text.slice(windowStart, from));
      const found: FigureKind = volume ? 'amount' : pay ? 'pay' : fee ? 'fee_per_order'
        : after1 ? after1.r.kind : before ? before.r.kind : noun ? noun.kind : 'amount';
      // "por servicio", "par réservation": an order in the founder's language.
      const kind: FigureKind = found === 'per_unit' && LOCAL_ORDER.test(hit?.x?.[1] ?? '') ? 'per_order' : found;
      const quoteEnd = end + tail.length + (hit?.x ? taxTag.length + hit.x[0].length : 0);
      const quoteStart = before?.x && (!after1 || fee || pay) ? windowStart + before.x.index
        : noun ? windowStart + noun.at : from;
      const unit = unitName(hit?.x?.[1]?.toLowerCase() ?? before?.x?.[1]?.toLowerCase() ?? noun?.unit);
      const perAccount = ['per_capacity_month', 'per_capacity_year', 'monthly'].includes(kind) && unit
        ? capacityCount(text, unit, start) : undefined;
      // "MXN 350 al mes por sucursal": a branch the founder does not count is the account itself, priced by the month.
      const flat = (kind === 'per_capacity_month' || kind === 'per_capacity_year')
        && capacityKindOf(unit) === 'account' && !perAccount;
      out.push({ ...money, kind: flat ? (kind === 'per_capacity_year' ? 'yearly' : 'monthly') : kind,
        quote: text.slice(quoteStart, quoteEnd).trim(), unit_word: unit, end: end + tail.length,
        ...(perAccount && { per_account: perAccount }) });
      continue;
    }
    // "%2 komisyon": Turkish writes the sign first.
    const signFirst = /(?<!\d\s?)[%٪]$/.test(text.slice(Math.max(0, start - 3), start));
    const pct = /^\s?(?:%|٪|percent\b|per cent\b)/i.exec(after) ?? (signFirst ? [''] : null);
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
    const count = countFigure(text, start, end, value);
    if (count) out.push(count);
  }
  // Small counts written in words ("twelve paying clinics", "a team of three engineers").
  for (const m of text.matchAll(WORD_NUMBER)) {
    const count = countFigure(text, m.index!, m.index! + m[0].length, WORD_VALUE[m[0].toLowerCase()]);
    if (count) out.push(count);
  }
  out.sort((a, b) => a.index - b.index);
  oneOffBeforeRecurring(text, out.filter((f): f is Figure & { end: number } => f.end !== undefined));
  return out.map(({ end: _end, ...f }) => f);
};

/** Paying customers or the team, from a count at [start, end) and the words around it; undefined when it is neither. */
const countFigure = (text: string, start: number, end: number, value: number): Figure | undefined => {
  const after = text.slice(end, end + 60);
  {
    const customers = /^\s+(?:paying\s+|active\s+|monthly\s+)?(customers|clients|users|subscribers|clinics|schools|accounts|members|donors|households|families|practices|shops|stores|restaurants|care homes|pharmacies|farms|merchants|businesses|companies)\b|^\s+(?:paying|active)\s+[a-z-]+s\b/i.exec(after);
    // "we have 40 clinics", or the count says they pay ("320 paying households", "40 clinics pay us").
    const paying = customers && (/^\s+paying\b/i.test(after) || /^\s+[\p{L}-]+\s+(?:pay|paying|subscribe)\b/iu.test(after));
    if (customers && (paying || /(?:we have|already|with|serving|served|have)\s+(?:about|around|over)?\s*$/i.test(text.slice(Math.max(0, start - 25), start)))) {
      return { kind: 'customers_now', value, quote: text.slice(start, end + customers[0].length).trim(), index: start };
    }
    const team = /^\s+(?:people|founders|co-founders|engineers|employees|staff)\b/i.exec(after);
    if (team && /(?:team of|we are|we're|there are)\s*$/i.test(text.slice(Math.max(0, start - 15), start))) {
      return { kind: 'team', value, quote: text.slice(Math.max(0, start - 12), end + team[0].length).trim(), index: start };
    }
  }
  return undefined;
};
