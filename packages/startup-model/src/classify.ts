import { ARCHETYPES } from './archetypes';
import { DEVICE_UNIT } from './capacity';
import { CONSUMER_CUE_WORDS, WORD_SIGNALS } from './business-words';
import { capacityKindOf } from './capacity-words';
import { escapeRe } from './world';
import { countryMention } from './countries';
import { RENTED_DEVICE } from './mechanics/commerce';
import { inPersonWords } from './consumer-channel';
import {
  isOwnWork, isPerCapacity, isProjectWork, isUsageUnit, MONEY_MOVED, ONE_OFF_WORDS, readFigures, type Figure,
} from './figures';
import { ARCHETYPE_IDS, type ArchetypeId, type Classification, type SectorId, type StageId, type StartupInput } from './types';


/** What individuals buy by the month when no buyer is named: an app in the stores, members, a delivery to the door. */
const CONSUMER_CUE = new RegExp('\\b(?:app store|play store|google play|android|ios|mobile app|subscribers|'
  + 'members(?:hip)?|to your door|per child|unlimited classes|cancel any ?time|pause any ?time|sans engagement|'
  + 'sin permanencia|no commitment|streams)\\b', 'i');

/** Words that say the product is software: its in-person words then describe its buyers' work, not its own. */
const SOFTWARE_WORDS = new RegExp('\\b(?:software|saas|platform|tool|system|crm|erp|dashboard|api|plugin|integration|'
  + 'inventory|tracking|analytics|automation|scheduling|rostering|invoicing|dispatch|routing)s?\\b', 'i');

/** All the founder's words, the profile fields first. */
export const inputText = (input: StartupInput): string =>
  [input.idea, input.business_model, input.target_customers, input.industry, input.text].filter((s) => s && s.trim()).join('. ');

/** Organisations as buyers: the words that make a subscription B2B. */
export const ORG_WORDS = '(?:care homes?|nursing homes?|guest ?houses?|hostels?|breweries|brewery|clinics?|schools?|'
  + 'restaurants?|firms?|businesses|companies|practices|agencies|hospitals?|pharmacies|farms?|farmers|retailers?|'
  + 'landlords?|property managers|salons?|gyms?|smes?|startups|teams|enterprises|manufacturers|distributors|hotels?|'
  + 'universities|districts?|dentists?|lawyers?|accountants?|merchants?|bakeries|bakery|shops?|stores?|caf[eé]s?|bars?|'
  + 'studios?|contractors?|plumbers?|garages?|dealerships?|nurseries|churches|charities|councils?|ngos?|warehouses?|'
  + 'fleets?|logistics companies|law firms|call centres|call centers|brands|publishers|newsrooms|banks|insurers|'
  + 'cooperatives|co-ops)\\b' +
  // "school pupils", "clinic patients", "gym members": the organisation word describes people, who are the customers.
  '(?!\\s+(?:pupils|students|children|kids|parents|patients|members|learners|leavers|goers|owners|graduates|alumni))';

/** Words that deny what follows: "no commission", "no cobramos comisión", "sans commission", "zero commission". */
const NOT_TAKEN = '(?<!\\b(?:no|not|without|zero|sin|sem|sans|pas de|ni|never)\\s(?:[\\p{L}-]+\\s){0,2})';

/** A subscription in the founder's language ("suscripción", "abonnement", "předplatné", "подписка"). */
const SUBSCRIPTION = new RegExp('(?<![\\p{L}])(?:subscriptions?|suscripci[oó]n(?:es)?|assinaturas?|abonnements?|'
  + 'abbonament[oi]|abos?|abonament(?:y|e)?|subskrypcj[aei]|p[řr]edplatn[ée]|pretplat[aeu]|naro[čc]nin[ae]|'
  + 'el[őo]fizet[ée]s|abonelik|подписк[аиу]|абонемент|абонплат[аы]|langganan|prenumeration)(?![\\p{L}])', 'iu');

type Signal = { re: RegExp; archetype: ArchetypeId; weight: number; why: string };
const s = (archetype: ArchetypeId, weight: number, why: string, re: RegExp): Signal => ({ re, archetype, weight, why });

/** Words that point at a business model; the weight says how decisive they are. */
const SIGNALS: Signal[] = [
  s('marketplace', 4, 'a marketplace', /\bmarketplace\b|\btwo-sided\b/i),
  s('marketplace', 3, 'peer-to-peer exchange', /\bpeer[- ]to[- ]peer\b|\bp2p\b/i),
  s('marketplace', 2, 'connects two sides', /\bconnect(?:s|ing)?\s+(?:\w+\s){1,4}(?:with|to)\s+\w+/i),
  // "App que conecta diaristas com famílias", "met en relation les…": the same in Portuguese, Spanish and French.
  s('marketplace', 2, 'connects two sides', new RegExp('(?<![\\p{L}])(?:conecta(?:mos)?|conectando|(?:met|mettons) en '
    + 'relation|relie|collega|verbindet|соединяет|связывает|з\'єднує|mempertemukan|menghubungkan)'
    + '\\s+(?:[\\p{L}-]+\\s){1,4}(?:com|con|avec|et|y|e|mit|with|с|з|dengan|sama)\\s+\\p{L}+', 'iu')),
  // "Commission sur transferts": a fee on money moved is a payment company's, not a marketplace's.
  // ("No cobramos comisión", "zero commission": a commission the founder says they do not take.)
  s('marketplace', 3, 'a commission or take rate', new RegExp(`${NOT_TAKEN}(?<![\\p{L}])`
    + `(?:commission|comisi[oó]n|comiss[aã]o)(?![\\p{L}])(?![^.]{0,24}${MONEY_MOVED})|\\btake rate\\b`, 'iu')),
  s('marketplace', 1, 'listings and bookings', /\blistings?\b|\bhosts?\b|\bbook(?:ing)?s?\b|\brent(?:al|s|ing)? (?:out|from)\b/i),
  // "Dog walks on demand", "cleaners on demand": a service booked when needed, from providers the company does not employ (usually).
  s('marketplace', 1, 'a service booked on demand', /\bon[- ]demand\b/i),
  s('b2b_saas', 4, 'software sold as a service', /\bsaas\b|\bsoftware[- ]as[- ]a[- ]service\b/i),
  s('b2b_saas', 2, 'software for organisations', new RegExp('\\b(?:software|platform|dashboard|tool|system|crm|erp|app|'
    + `pms|channel manager)\\s+(?:for|that helps)\\s+(?:[\\w-]+\\s){0,2}${ORG_WORDS}`, 'i')),
  s('b2b_saas', 1, 'software', /\bsoftware\b/i),
  s('b2b_saas', 2, 'a subscription', SUBSCRIPTION),
  s('consumer_subscription', 2, 'a subscription', SUBSCRIPTION),
  s('b2b_saas', 2, 'a business-to-business subscription', /\bb2b\b|\bper seat\b|\benterprise\b/i),
  s('consumer_subscription', 4, 'freemium', /\bfreemium\b/i),
  s('consumer_subscription', 2, 'a free tier with a paid plan', /\bfree (?:tier|plan|version)\b|\bpremium (?:plan|tier|version|subscription)\b|\bin-app\b/i),
  s('consumer_subscription', 1, 'a consumer app', /\b(?:mobile )?app for (?:\w+\s){0,2}(?:people|parents|students|pupils|patients|individuals|families|consumers|runners|learners|women|men|teens|kids|couples|gamers|travellers|travelers)\b/i),
  // "E-commerce platforms integrate once", "for e-commerce brands": online shops as customers, not the business model.
  s('ecommerce', 4, 'selling products online', new RegExp('(?<!\\bfor )\\be-?commerce\\b'
    + '(?!\\s+(?:platforms?|stores|shops|sites|brands|businesses|companies|merchants|sellers|clients|customers|'
    + 'teams|operators|players))|\\bd2c\\b|\\bdtc\\b|'
    + '\\bdirect[- ]to[- ]consumer\\b|\\bonline (?:store|shop|boutique)\\b', 'i')),
  // The online shop in the founder's language: Spanish, Portuguese, French, Italian, German, Nordic, Finnish, Polish.
  s('ecommerce', 4, 'an online shop', new RegExp('\\bweb ?shop(?:a|u|om|s|en)?\\b|\\be-?shop\\b|\\bonline-?shop\\b|'
    + '\\btienda (?:online|en l[ií]nea|virtual)\\b|\\bloja (?:online|virtual)\\b|\\bboutique en ligne\\b|'
    + '\\bnegozio online\\b|\\bnettbutikk\\b|\\bn[äe]tbutik\\b|\\bverkkokauppa\\b|\\bsklep internetowy\\b', 'i')),
  s('ecommerce', 4, 'an online shop', new RegExp('(?<![\\p{L}])(?:spletna trgovina|internetska trgovina|'
    + 'internet prodavnica|onlajn prodavnica|интернет-магазин|інтернет-магазин|magazin online|sklep online|'
    + 'internetov[ýy] obchod|internetin[ėe] parduotuv[ėe]|interneta veikals|veebipood|web[áa]ruh[áa]z|'
    + 'online ma[ğg]aza|toko online|kedai (?:online|dalam talian)|c[ửu]a h[àa]ng (?:online|trực tuyến))', 'iu')),
  s('ecommerce', 3, 'own goods sold online', /\bsell (?:it|them) online\b|\bunder our own brand\b/i),
  // "Selling our family's olive oil … online": one's own goods (not courses, software or services).
  s('ecommerce', 3, 'own goods sold online', /\bsell(?:s|ing)? (?:our|my|their) (?:(?!courses?|classes|lessons|software|services?|subscriptions?|tickets)[\w'’-]+\s){1,8}online\b/i),
  s('ecommerce', 2, 'physical products', /\bsell(?:s|ing)? (?:\w+\s){0,3}(?:products|clothes|clothing|apparel|shoes|cosmetics|skincare|snacks|coffee|tea|furniture|jewellery|jewelry|candles|supplements)\b|\bshopify\b|\bships? (?:nationwide|to)\b/i),
  s('hardware_subscription', 4, 'a device rented or leased', RENTED_DEVICE),
  // "Device-as-a-service", "hardware-as-a-service": a device the customer pays for monthly.
  s('hardware_subscription', 4, 'a device sold as a service',
    /\b(?:device|hardware)[- ]as[- ]a[- ]service\b|\bhaas\b|\b(?:lease|rent)[- ]to[- ]own\b/i),
  // "PAYG solar fridges": a device paid off in instalments (off-grid solar's usual terms), not an API's usage price.
  s('hardware_subscription', 4, 'a device paid in instalments',
    /\b(?:payg|pay[- ]as[- ]you[- ]go) (?:solar|hardware|devices?|pumps?|fridges?|lamps?|kits?|phones?)\b/i),
  // "Drivers use their own phone, no hardware": a device the startup does not sell.
  s('hardware_subscription', 4, 'a device', /(?<!\b(?:no|without|zero) )\bhardware\b|\bsensors?\b|\biot\b|\bdevices?\b|\bwearables?\b|\bgadgets?\b|(?<!\b(?:project|time|habit|expense|budget|issue|bug|task|job|mood|period|sleep|calorie|spending|applicant|deal|order|goal|fertility|cycle|ovulation|symptom|medication|pill|feeding|fasting|diet|water|weight|workout|reading|study|prayer)[- ])\btrackers?\b|\brobots?\b|\bdrones?\b/i),
  s('hardware_subscription', 4, 'a device', new RegExp('\\bsmart (?:[\\w-]+ )?(?:lock|meter|collar|ring|bin|plug|'
    + 'locker|thermostat|monitor|camera|doorbell|scale|speaker)s?\\b', 'i')),
  // "Sensores de humedad en comodato", "it locks remotely if unpaid": devices lent or paid off (the PAYG lock).
  s('hardware_subscription', 4, 'a device lent or locked when unpaid', new RegExp('(?<![\\p{L}])(?:sensores|capteurs|'
    + 'sensori|czujniki|датчик\\w*|dispositivos|dispositifs|equipos|equipamentos)(?![\\p{L}])[^.]{0,60}'
    + '(?:comodato|en pr[êe]t|prestados|emprestados|alquil\\w+|arrend\\w+|location)|\\blocks? remotely\\b|'
    + '\\bremote(?:ly)? (?:lock|shut-?off|cut-?off)', 'iu')),
  // "lockere inteligente", "cerraduras inteligentes", "capteurs connectés": a smart device in the founder's language.
  s('hardware_subscription', 4, 'a smart device', new RegExp('\\b(?:lockere?|lockers|cerraduras?|fechaduras?|'
    + 'serrures?|contadores|medidores|termostat[eoi]?s?|thermostats?|c[áâa]maras?|cam[ée]ras?|sensor(?:es|i)|capteurs?|'
    + 'czujniki|zamki|zámky|încuietori|brave) (?:inteligent|intelligent|conectad|connect[ée]|conness|inteligentn|'
    + 'chytr|smart)\\w*', 'iu')),
  s('fintech_transactions', 4, 'moving money', /\bmobile[- ]money\b|\bremittances?\b|\bpayments? (?:app|platform|gateway|processing)\b|\be-?wallets?\b|\bsend money\b|\bmoney transfers?\b|\bbnpl\b|\bbuy now,? pay later\b/i),
  s('fintech_transactions', 3, 'a fee on each transaction', /\bper transaction\b|\btransaction fees?\b|\bfee on (?:each|every) (?:payment|transfer|transaction)\b|\binterchange\b/i),
  s('fintech_transactions', 2, 'payments',
    // ("Takes card payments", "accepts KHQR payments": software that takes payments is not a payment company.)
    new RegExp('\\bfintech\\b|\\bpos terminals?\\b|(?<!\\b(?:takes?|taking|accepts?|accepting|collects?)\\s'
      + '(?:[\\w-]+\\s){0,2})\\bpayments?\\b|\\bwallets?\\b|\\btransfers?\\b|\\bpagos\\b|\\bpagamentos\\b|'
      + '\\bpaiements\\b', 'i')),
  s('usage_api', 4, 'an API billed by use', /\bapi\b|\bper (?:api )?call\b|\bper request\b|\bsdk\b/i),
  s('usage_api', 3, 'usage-based pricing', /\bpay[- ]as[- ]you[- ]go\b|\busage[- ]based\b|\bper (?:1,?000|thousand) (?:calls|requests|tokens)\b/i),
  s('usage_api', 1, 'developers as customers', /\bdevelopers\b/i),
  s('services', 4, 'an agency or consultancy', /\bagency\b|\bconsult(?:ing|ancy|ants?)\b|\bbillable\b|\bday rate\b/i),
  s('services', 3, 'made-to-order work for clients', new RegExp('\\b(?:(?:software )?development|design|creative|' +
    'video|production) (?:studio|agency|shop|house)\\b|\\bweb (?:studio|agency|house)\\b|\\bdev shop\\b|' +
    '\\b(?:design(?:s|ing)? and )?build(?:s|ing)? (?:mvps|websites|web ?sites|apps|mobile apps) for\\b', 'i')),
  s('services', 2, 'workshops or training delivered',
    /\bworkshops?\b|\b(?:on-?site|in-person|hands-on|classroom) training\b/i),
  // "Our 4 accountants do the work", "2 install crews", "we design and install rooftop solar", "project based": the
  // company's own people deliver the work (a tool it uses internally is not what it sells).
  // "We build websites for…", "facciamo siti ed e-commerce per…": sites and shops made for clients.
  s('services', 4, 'sites or shops made for clients', new RegExp('\\b(?:we (?:build|make|design)|facciamo|hacemos|'
    + 'fazemos|nous (?:cr[ée]ons|faisons)|on fait)\\s+(?:[\\w-]+\\s){0,2}(?:websites?|sites?|siti|sitios|e-?commerce|'
    + 'online shops?|webshops?)\\b', 'i')),
  // "Our 4 accountants do the work", "our accountants do your bookkeeping".
  s('services', 4, 'its own people deliver the work', new RegExp('\\bour '
    + '(?:(?:\\d+|two|three|four|five|six|seven|eight) )?'
    + '(?:accountants|bookkeepers|lawyers|consultants|designers|developers|engineers|technicians|installers|'
    + 'electricians|nurses|therapists|tutors|coaches|cleaners) (?:do|handle|deliver|prepare|file|run|manage|'
    + 'take care of) (?:the|your|all|their|clients[’\']?) (?:[\\w-]+ )?(?:work|bookkeeping|books|payroll|taxes|'
    + 'tax returns|filings|accounts|cleaning|installs?|repairs?|projects?)\\b|'
    + '\\b(?:own|our) tool internally\\b', 'i')),
  // "Nos 5 techniciennes comptables font la saisie", "nuestros contadores llevan…": the same in French, Spanish and
  // Portuguese, for the trades named.
  s('services', 4, 'its own people deliver the work', new RegExp('(?<![\\p{L}])(?:nos|nuestros|nuestras|nossos|nossas) '
    + '(?:\\d+ )?(?:comptables|techniciens|techniciennes|avocats|consultants|consultantes|infirmi[èe]res|ing[ée]nieurs|'
    + 'agronomes|contadores|contables|abogados|t[ée]cnicos|t[ée]cnicas|enfermeras|enfermeiras|ingenieros|engenheiros|'
    + 'advogados|agr[óô]nomos)(?: [\\p{L}-]+)? (?:font|s\'occupent|g[èe]rent|r[ée]alisent|pr[ée]parent|hacen|'
    + 'se encargan|llevan|preparan|fazem|cuidam|preparam)(?![\\p{L}])', 'iu')),
  // "Somos contadores para restaurantes… nosotros hacemos el trabajo": the founders' own trade, in Spanish,
  // Portuguese, French and English.
  s('services', 4, 'its people are the trade sold', new RegExp('\\b(?:somos|nous sommes|we are) (?:des |an? |una? )?'
    + '(?:equipo de |equipe de |[ée]quipe de |team of )?(?:contadores|contables|abogados|advogados|avocats|comptables|'
    + 'consultores|asesores|arquitectos|arquitetos|architectes|accountants|bookkeepers|lawyers|solicitors|'
    + 'architects)\\b|'
    + '\\b(?:nosotros )?hacemos (?:todo )?el trabajo\\b|\\b(?:n[óo]s )?fazemos (?:todo )?o trabalho\\b|'
    + '\\bwe do (?:all )?the work\\b', 'iu')),
  // "Nettoyage de bureaux… nos équipes passent chaque soir": cleaning done by the company's own teams.
  s('services', 3, 'cleaning done by its people', new RegExp('\\b(?:office|commercial|window|carpet) cleaning\\b|'
    + '\\bcleaning (?:company|business|crews?)\\b|\\bnettoyage (?:de |des )?(?:bureaux|locaux|vitres)\\b|'
    + '\\blimpieza de (?:oficinas|locales)\\b|\\blimpeza de escrit[oó]rios\\b|\\bpulizi[ae] (?:di |degli )?uffici\\b|'
    + '\\b(?:büro|gebäude)reinigung\\b|\\bsprzątanie biur\\b|شركة نظافة|شركة تنظيف|клининг\\w*', 'iu')),
  s('services', 2, 'its own teams on site', new RegExp('\\b(?:our|nos|nuestros|nuestras|nossos|nossas|nostri|nostre|'
    + 'unsere) (?:crews|cleaners|technicians|[ée]quipes|squadre|t[ée]cnicos|techniciens|tecnici|techniker)\\b',
  'iu')),
  s('services', 3, 'outsourced work or maintenance contracts', new RegExp('\\boutsourc(?:ed|ing)\\b|'
    + '\\b(?:annual )?maintenance contracts?\\b|\\bamcs?\\b|\\bcall-?outs?\\b|'
    + '\\bwe go (?:farm|door|house|site) to\\b', 'i')),
  s('services', 3, 'installation or project work', new RegExp('\\binstall(?:ation)? crews?\\b|'
    + '\\bwe (?:design and install|design, supply and install|supply and install)\\b|\\bproject[- ]based\\b', 'i')),
  s('services', 2, 'work billed by time', /\bper hour\b|\bhourly\b|\ban hour\b|\/hr\b|\bfreelanc\w*|\bretainers?\b|\bdone[- ]for[- ]you\b/i),
  s('nonprofit', 5, 'a non-profit', /\bnon-?profit\b|\bnot[- ]for[- ]profit\b|\bcharit(?:y|able)\b|\bngo\b|\b501\(c\)\(3\)/i),
  s('nonprofit', 5, 'a non-profit', new RegExp('\\bsin (?:fines|[áa]nimo) de lucro\\b|\\bsem fins lucrativos\\b|'
    + '\\b(?:sans but|à but non) lucratif\\b|\\bsenza scopo di lucro\\b|\\bgemeinn[üu]tzig|\\bneziskov|'
    + '\\bnon lucratif|\\bong\\b|\\bnekomerčn|\\bнекоммерческ', 'iu')),
  s('nonprofit', 3, 'funded by grants or donations', new RegExp('(?<![\\p{L}])(?:donaciones|doa[çc][õo]es|donazioni|'
    + 'spenden|darowizn\\w*|пожертвовани\\w*|subvenciones|subs[ií]dios|subventions|dotaciones)(?![\\p{L}])', 'iu')),
  s('nonprofit', 3, 'funded by grants or donations', /\bgrants?\b|\bdonations?\b|\bdonors?\b|\bphilanthrop\w*|\bfundrais\w*/i),
  s('nonprofit', 2, 'free for the people served, paid by institutions', /\bfree (?:for|to) (?:\w+\s){0,2}(?:students|families|children|kids|patients|residents|communities|learners)\b|\b(?:district|council|government|municipal|public) contracts?\b|\bvolunteers?\b/i),
  // The same signals in the founder's own language, from data/business-words.json.
  ...WORD_SIGNALS,
];

const RETAINER = /\bretainers?\b/i;

/** "Smart parcel lockers… 45 NIS per locker per month": the unit priced is the device itself. */
const smartUnit = (text: string, unit: string) => new RegExp(`\\bsmart (?:[\\w-]+ )?${escapeRe(unit)}s?\\b|`
  + `\\b(?:connected|intelligent) ${escapeRe(unit)}s?\\b`, 'i').test(text);

/** A price paid once ("pago único", "one-off", "paiement unique", "jednorazowo", "единоразово"). */
const ONE_OFF = new RegExp(`(?<![\\p{L}])(?:${ONE_OFF_WORDS}|pago [úu]nico|pagamento [úu]nico|paiement unique|`
  + 'une fois|jednorazow\\p{L}*|единоразово|одноразово|разово|tek sefer(?:lik)?|sekali bayar)(?![\\p{L}])', 'iu');

/** What the founder's figures say about the mechanics (each quotes the figure). */
type FigureSignal = { archetype: ArchetypeId; weight: number; quote: string; why: string };
const figureSignals = (
  figures: Figure[], retainer: boolean, payer: 'org' | 'person' | null, text = '',
): FigureSignal[] => {
  const out: FigureSignal[] = [];
  // "PHP 3,500 per device, then PHP 499 per vehicle per month": a device's price and its monthly fee per vehicle.
  const perDevice = figures.some((f) => f.kind === 'per_unit' && DEVICE_UNIT.test(f.unit_word ?? ''));
  // "USD 48 por collar (pago único) + USD 2,50 por vaca por mes": a device bought once, then a fee per unit it serves.
  const oneOff = figures.some((f) => f.kind === 'per_unit'
    && ONE_OFF.test(text.slice(f.index, f.index + f.quote.length + 30)));
  const monthly = figures.find((f) => f.kind === 'monthly' || f.kind === 'weekly'
    || ((perDevice || oneOff) && isPerCapacity(f)));
  const priced = figures.some((f) => isPerCapacity(f)
    || ['monthly', 'weekly', 'yearly', 'per_unit', 'per_call', 'per_1000_calls'].includes(f.kind));
  for (const f of figures) {
    if (f.kind === 'commission_pct') out.push({ archetype: 'marketplace', weight: 4, quote: f.quote, why: 'marketplace take rate' });
    if (f.kind === 'fee_pct') out.push({ archetype: 'fintech_transactions', weight: 4, quote: f.quote, why: 'fee on transaction volume' });
    if (f.kind === 'per_transaction') out.push({ archetype: 'fintech_transactions', weight: 3, quote: f.quote, why: 'fee per transaction' });
    if (f.kind === 'per_call' || f.kind === 'per_1000_calls') out.push({ archetype: 'usage_api', weight: 5, quote: f.quote, why: 'price per API call' });
    // A price per user is said of consumer apps too; per bed, seat, agent… of organisations, unless the words say
    // individuals pay (a desk rented to a freelancer, a locker to a student).
    if (isPerCapacity(f)) {
      const user = /^(?:user|member)$/i.test(f.unit_word ?? '');
      const unit = f.unit_word ?? 'unit';
      if (smartUnit(text, unit)) {
        const why = `a monthly fee per smart ${unit}`;
        out.push({ archetype: 'hardware_subscription', weight: 2, quote: f.quote, why });
      } else if (capacityKindOf(unit) === 'person') {
        // "$U 2.900 por perro por mes", "per child": a household pays for each of its children or pets.
        out.push({ archetype: 'consumer_subscription', weight: 2, quote: f.quote, why: `a monthly price per ${unit}` });
      } else if (payer === 'person' && !user) {
        out.push({ archetype: 'consumer_subscription', weight: 1, quote: f.quote, why: `a monthly price per ${unit}` });
      } else {
        out.push({ archetype: 'b2b_saas', weight: user ? 1 : 2, quote: f.quote,
          why: `a monthly price per ${unit}${user ? '' : ' of an organisation'}` });
      }
    }
    if (f.kind === 'hourly') out.push({ archetype: 'services', weight: 3, quote: f.quote, why: 'billed by the hour' });
    // A visit, lesson, haircut or repair is usually the company's own work (a marketplace says commission or
    // connects); a booking, ride or order is as often a platform's, a candle a product's. A website or a project
    // is made to order: work too.
    if (isOwnWork(f) || isProjectWork(f)) {
      const why = `a price per ${f.unit_word!.toLowerCase()} of work done`;
      out.push({ archetype: 'services', weight: 2, quote: f.quote, why });
      continue;
    }
    if (isUsageUnit(f)) {
      const why = `a price per ${f.unit_word!.toLowerCase()} processed`;
      out.push({ archetype: 'usage_api', weight: 3, quote: f.quote, why });
      continue;
    }
    if (f.kind === 'per_unit' && monthly) out.push({ archetype: 'hardware_subscription', weight: 5, quote: `${f.quote} … ${monthly.quote}`, why: 'a one-off unit price plus a monthly fee' });
    else if (f.kind === 'per_unit' && /sensor|device|tracker|monitor|camera|charger|robot|meter|router|headset|watch/.test(f.unit_word ?? '')) out.push({ archetype: 'hardware_subscription', weight: 3, quote: f.quote, why: 'a device sold per unit' });
    else if (f.kind === 'per_unit') out.push({ archetype: 'ecommerce', weight: 3, quote: f.quote, why: 'a product sold per unit' });
    if (f.kind === 'fee_per_order') {
      out.push({ archetype: 'marketplace', weight: 2, quote: f.quote, why: 'a fee on each booking or order' });
    }
    if (f.kind === 'per_order') {
      out.push({ archetype: 'marketplace', weight: 1, quote: f.quote, why: 'a price per booking or order' });
    }
    if (f.kind === 'one_off') {
      out.push({ archetype: 'ecommerce', weight: 2, quote: f.quote, why: 'a one-off sale' });
      out.push({ archetype: 'hardware_subscription', weight: 2, quote: f.quote, why: 'a one-off sale' });
    }
    // A grant beside a price is a startup's grant, not a non-profit's income.
    if (f.kind === 'grant' && !priced) out.push({ archetype: 'nonprofit', weight: 3, quote: f.quote, why: 'grant funding' });
    if (f.kind === 'conversion_pct') out.push({ archetype: 'consumer_subscription', weight: 2, quote: f.quote, why: 'free-to-paid conversion' });
  }
  // A monthly retainer is a service firm's fee, not a subscription.
  if (monthly && !figures.some((f) => f.kind === 'per_unit') && !retainer) {
    out.push({ archetype: 'b2b_saas', weight: 1, quote: monthly.quote, why: 'a monthly subscription' });
    out.push({ archetype: 'consumer_subscription', weight: 1, quote: monthly.quote, why: 'a monthly subscription' });
  }
  return out;
};

/**
 * Not a buyer: a supplier ("vegetables from farms around Utrecht"), the store an app is sold in ("on the App Store"),
 * nor the startup itself ("Sala Luz is a yoga and pilates studio", "we run a gym"; "a platform for gyms" still names
 * gyms as buyers).
 */
const NOT_A_BUYER = "(?<!\\bfrom (?:[\\w'’-]+ ){0,2})(?<!\\b(?:app|play|google play|apple|microsoft) )"
  + '(?<!\\b(?:is|are|run|runs|running|own|owns|opened|opening|operate|operates|operating|turning|converting|'
  + 'building) '
  + "an? (?:(?!for |to |with |that |of )[\\w'’-]+ (?:and |& )?){0,4})";
const ORGANISATIONS_ALL = new RegExp(`${NOT_A_BUYER}\\b${ORG_WORDS}`, 'gi');
/** "Bouldering gym in Denver…", "A dental clinic, open late": the idea opens on the startup itself, not its buyers. */
const startupItself = (before: string, after: string) =>
  /(?:^|[.!?]\s+)(?:an?\s+|the\s+|our\s+)?(?:(?!(?:for|to|with|by|of|and)\s)[\p{L}'’-]+\s+){0,3}$/iu.test(before)
  && /^\s*(?:in|near|with|where|offering|open|for (?:women|men|kids|children|families|everyone)\b|,)/i.test(after);

/** People as buyers: the words that make a subscription consumer. */
export const PEOPLE_WORDS =
  // …and in Spanish, Portuguese, French and Italian ("familias", "alunos", "lycéens", "studenti").
  '(?:familias|familles|fam[íi]lias|famiglie|estudiantes|estudantes|[ée]tudiants|studenti|alumnos|alunos|' +
  '[ée]l[èe]ves|lyc[ée]ens|padres|genitori|pacientes|mujeres|mulheres|femmes|jubilados|aposentados|retrait[ée]s|' +
  'households?|(?:pet|dog|cat|car|horse) owners|renters|patients?|people|parents|students|' +
  'individuals|families|consumers|runners|learners|women|men|teens|kids|couples|gamers|travell?ers|' +
  'patients|users|adults|shoppers|pet owners|homeowners|drivers|commuters|freelancers|creators|(?:new |' +
  'young |first-time |single |working )?(?:mothers|mums|moms|fathers|dads|parents)|seniors|retirees|' +
  'pensioners|older (?:adults|people)|elderly people|the elderly|caregivers|carers|pregnant women|' +
  'expectant mothers|athletes|cyclists|golfers|musicians|photographers|investors|savers|tenants|' +
  'jobseekers|job seekers|graduates|pupils|readers|listeners|fans|patients|smokers|diabetics|migrants|' +
  'expats|tourists|nomads|(?:office|remote|gig|shift) workers|(?:motorbike |delivery |taxi |bike )?riders|' +
  'climbers|swimmers|surfers|skiers|hikers|dancers|gym-goers)\\b';
const PEOPLE = new RegExp(`(?<![\\p{L}])${PEOPLE_WORDS}`, 'iu');
const PEOPLE_EXACTLY = new RegExp(`^${PEOPLE_WORDS}$`, 'i');
/** Each signal with a global copy of its pattern: every place the words say it, not only the first. */
const SIGNALS_ALL = SIGNALS.map((sig) => ({
  ...sig, all: new RegExp(sig.re.source, `${sig.re.flags.replace('g', '')}g`),
}));

/**
 * Who the words say pays: organisations or people, with the words that say it. Both named ("parents of primary
 * school children"): the one named first. From `ideaFrom` on, the words describe the startup and may open on it.
 */
export const whoPays = (text: string, ideaFrom = Infinity) => {
  const itself = (m: RegExpMatchArray) => m.index! >= ideaFrom
    && startupItself(text.slice(ideaFrom, m.index), text.slice(m.index! + m[0].length));
  const org = [...text.matchAll(ORGANISATIONS_ALL)].find((m) => !itself(m)) ?? null;
  const person = PEOPLE.exec(text);
  const payer: 'org' | 'person' | null = org && person ? (person.index < org.index ? 'person' : 'org')
    : org ? 'org' : person ? 'person' : null;
  return { payer, org, person };
};

/** The words that say who pays: the customers the founder names and the idea (not the prices, which name units). */
const payerWords = (input: StartupInput) => [input.target_customers, input.idea].filter(Boolean).join(' ');
/** Who pays, read from the customers the founder names, then the idea (which may open on the startup itself). */
const payerIn = (input: StartupInput) =>
  whoPays(payerWords(input), input.target_customers ? input.target_customers.length + 1 : 0);
export const payerOf = (input: StartupInput) => payerIn(input).payer;

const SECTOR_DEFAULT: Partial<Record<SectorId, ArchetypeId>> = {
  finance: 'fintech_transactions', retail: 'ecommerce', developer_tools: 'usage_api', social_impact: 'nonprofit', travel: 'marketplace',
};

/** At most 20 reasons of at most 500 characters each (what the API stores). */
const bounded = (c: Classification): Classification => ({
  ...c,
  reasons: [...new Set(c.reasons)].slice(0, 20).map((r) => (r.length > 500 ? `${r.slice(0, 497)}…` : r)),
});

/**
 * The archetype the words point at, and why. Confident only when the words name the mechanics;
 * otherwise `ambiguous` so the Startup screen asks (it never guesses silently).
 */
export const classifyStartup = (input: StartupInput): Classification => bounded(classifyWords(input));

const classifyWords = (input: StartupInput): Classification => {
  const text = inputText(input);
  const score = Object.fromEntries(ARCHETYPE_IDS.map((id) => [id, 0])) as Record<ArchetypeId, number>;
  const reasons: Record<ArchetypeId, string[]> = Object.fromEntries(ARCHETYPE_IDS.map((id) => [id, []])) as unknown as Record<ArchetypeId, string[]>;
  const { payer, org, person } = payerIn(input);
  // "Desks for freelancers": people named as the customers say who pays, not what work is sold.
  const customersWords = payerWords(input).toLowerCase();
  const aboutTheWork = (said: string) => !(PEOPLE_EXACTLY.test(said) && customersWords.includes(said.toLowerCase()));
  for (const sig of SIGNALS_ALL) {
    const first = sig.re.exec(text);
    const hit = !first || aboutTheWork(first[0].trim()) ? first
      : [...text.matchAll(sig.all)].find((m) => aboutTheWork(m[0].trim()));
    if (!hit) continue;
    score[sig.archetype] += sig.weight;
    reasons[sig.archetype].push(`'${hit[0].trim()}' → ${sig.why}`);
  }
  // A monthly fee of a firm whose words say it sells its people's work is a retainer, not a subscription.
  const serviceFirm = SIGNALS.some((sig) => sig.archetype === 'services' && sig.weight >= 3 && sig.re.test(text));
  const figures = readFigures(text, input.country ?? null);
  for (const f of figureSignals(figures, RETAINER.test(text) || serviceFirm, payer, text)) {
    score[f.archetype] += f.weight;
    reasons[f.archetype].push(`'${f.quote}' → ${f.why}`);
  }
  // Who pays tips a subscription towards B2B or consumer, but never decides a business model alone.
  const mechanics = { ...score };
  // …and only a subscription: individuals paying per visit do not make the visits a consumer app.
  const subscription = mechanics.b2b_saas > 0 || mechanics.consumer_subscription > 0
    || Math.max(...Object.values(mechanics)) === 0;
  if (payer === 'org' && subscription) {
    score.b2b_saas += 2;
    reasons.b2b_saas.push(`'${org![0]}' → organisations as customers`);
  }
  if (payer === 'person' && subscription) {
    score.consumer_subscription += 1;
    reasons.consumer_subscription.push(`'${person![0]}' → individuals as customers`);
  }
  // No buyer named: an app in the stores, a membership used in person or goods brought to members is bought by people.
  // Software about deliveries or laundries is sold to the businesses that run them, not to the people they serve.
  const consumerCue = payer === null && subscription
    ? CONSUMER_CUE.exec(text)?.[0] ?? CONSUMER_CUE_WORDS.exec(text)?.[0]
      ?? (SOFTWARE_WORDS.test(text) ? null : inPersonWords(text)) : null;
  if (consumerCue) {
    score.consumer_subscription += 2;
    reasons.consumer_subscription.push(`'${consumerCue}' → sold to individuals (no organisation named as the buyer)`);
  }

  const ranked = [...ARCHETYPE_IDS].sort((a, b) => score[b] - score[a]);
  const [top, second] = ranked;
  const lead = score[top] - score[second];
  if (Math.max(...Object.values(mechanics)) === 0) {
    const sector = classifySector(text);
    // "Cancel anytime", an app in the stores: individuals, even when no words name the price.
    const guess = SECTOR_DEFAULT[sector] ?? (payer === 'person' || consumerCue ? 'consumer_subscription' : 'b2b_saas');
    return {
      archetype: guess,
      confidence: 'low',
      ambiguous: true,
      reasons: [
        ...(text ? [] : ['the profile has no description yet']),
        `no words name how the company earns money; ${ARCHETYPES[guess].label} is a guess from the ${sector === 'general' ? 'description' : `${sector.replace('_', ' ')} sector`} — please confirm`,
        ...reasons[guess],
      ],
      alternatives: ranked.filter((id) => id !== guess && score[id] > 0).concat(ARCHETYPE_IDS.filter((id) => id !== guess && score[id] === 0)).slice(0, 3),
    };
  }
  const ambiguous = (score[second] > 0 && lead <= 1) || mechanics[top] < 2;
  return {
    archetype: top,
    confidence: ambiguous ? 'low' : score[top] >= 4 && lead >= 3 ? 'high' : 'medium',
    ambiguous,
    reasons: ambiguous
      ? [...reasons[top], ...reasons[second].map((r) => `${r} (also fits ${ARCHETYPES[second].label})`)]
      : reasons[top],
    // An ambiguous reading always offers others to pick from, even ones no word pointed at.
    alternatives: (ambiguous ? ranked.slice(1) : ranked.slice(1).filter((id) => score[id] > 0)).slice(0, 3),
  };
};

const SECTORS: [SectorId, RegExp][] = [
  ['social_impact', /\bnon-?profit\b|\bcharit|\bngo\b|\bsocial impact\b|\bunderserved\b|\blow-income\b/i],
  ['health', /\bhealth|\bclinic|\bmedic|\bpatient|\bdoctor|\bdental|\bdentist|\bhospital|\bpharm|\btherap|\bwellness|\bnurs(?:e|ing)\b|\bcare home/i],
  ['education', /\beducation|\bschool|\bstudent|\bteacher|\btutor|\blearning\b|\bcourses?\b|\bedtech|\buniversit|\bclassroom|\bhomework|\bliteracy/i],
  // Not the founder's own money: "€200,000 in the bank", "a bank account", "investors", "raising investment".
  ['finance', new RegExp('\\bfintech|\\bpayments?\\b|(?<!\\bin the )\\bbank(?!\\s+(?:account|balance|transfer))|' +
    '\\bloans?\\b|\\blending|\\binsur|\\binvest(?!ors?\\b|ment\\s+(?:of|round)|ed\\b)|\\baccounting|\\bwallet|' +
    '\\bremittance|\\bcredit\\b|\\bmobile money|\\bbookkeep', 'i')],
  ['developer_tools', /\bdevelopers?\b|\bapi\b|\bsdk\b|\bdevops|\bprogramming|\bopen[- ]source/i],
  ['food', /\bfood|\brestaurant|\bmeals?\b|\bgrocer|\bcoffee|\bkitchen|\bsnacks?\b|\bcatering|\bbakery|\bbeverage/i],
  ['agriculture', /\bfarm|\bagri|\bcrops?\b|\blivestock|\bharvest|\bsoil\b|\birrigation|\bgreenhouse/i],
  ['real_estate', /\breal estate|\bpropert(?:y|ies)\b|\blandlord|\btenant|\bapartment|\bhousing|\bmortgage/i],
  ['energy', /\benergy|\bsolar|\bbatter(?:y|ies)|\belectricity|\bgrid\b|\bev charging|\brenewable/i],
  ['transport', /\blogistic|\bdelivery|\btransport|\bfleet|\btrucks?\b|\brides?\b|\bcourier|\bmobility|\bscooter|\bbikes?\b|\bcars?\b/i],
  ['travel', /\btravel|\bhotel|\btouris|\bvacation|\bholiday|\bhostel|\bflights?\b/i],
  ['hr', /\bhiring|\brecruit|\bhr\b|\bpayroll|\bemployee|\btalent|\bstaffing|\bworkforce/i],
  ['legal', /\blegal|\blaw firm|\blawyer|\battorney|\bcontract review/i],
  ['media', /\bmedia\b|\bcontent creat|\bcreators?\b|\bvideo|\bpodcast|\bmusic|\bgaming|\bnews|\bfilm|\bstreaming/i],
  ['retail', /\bretail|\bshop|\bstore|\bfashion|\bapparel|\bclothing|\be-?commerce|\bboutique|\bcosmetic|\bskincare|\bjewel/i],
  ['industrial', /\bmanufactur|\bfactor(?:y|ies)|\bindustrial|\bmachines?\b|\bwarehouse|\bconstruction|\bequipment/i],
];

/** The sector the words name first by strength (the industry field counts double). */
export const classifySector = (text: string): SectorId => {
  if (!text) return 'general';
  let best: { id: SectorId; count: number } = { id: 'general', count: 0 };
  for (const [id, re] of SECTORS) {
    const count = (text.match(new RegExp(re.source, 'gi')) ?? []).length;
    if (count > best.count) best = { id, count };
  }
  return best.id;
};

export const detectCountry = (text: string): string | null => countryMention(text ?? '');

const STAGES: [StageId, RegExp][] = [
  ['scale', /\bscal(?:e|ing)\b|\bseries [b-z]\b|\bexpansion\b|\bmature\b|\bprofitable\b/i],
  ['growth', /\bgrowth\b|\bgrowing\b|\bseries a\b|\bproduct[- ]market fit\b/i],
  ['early', /\bearly\b|\blaunched\b|\blive\b|\bseed\b|\bfirst (?:customers|revenue|sales)\b|\brevenue\b|\btraction\b|\bpaying\b/i],
  ['mvp', /\bmvp\b|\bprototype\b|\bbeta\b|\bpilot\b|\bpre-?launch\b|\bminimum viable\b|\bbuilding\b|\bdevelopment\b/i],
  ['idea', /\bidea\b|\bconcept\b|\bpre-?seed\b|\bresearch\b|\bvalidation\b|\bplanning\b/i],
];

/** Free-text stage → one of the five stages; unknown → 'idea' (the cautious reading: no revenue claimed). */
export const normaliseStage = (text: string | null | undefined): StageId => {
  if (!text) return 'idea';
  const exact = text.trim().toLowerCase();
  if ((['idea', 'mvp', 'early', 'growth', 'scale'] as string[]).includes(exact)) return exact as StageId;
  // "pre-seed" names the idea stage even though it contains "seed".
  if (/\bpre-?seed\b|\bpre-?launch\b|\bpre-?revenue\b/i.test(text)) return /\bpre-?launch\b|\bpre-?revenue\b|\bmvp\b|\bprototype\b/i.test(text) ? 'mvp' : 'idea';
  for (const [id, re] of STAGES) if (re.test(text)) return id;
  return 'idea';
};
