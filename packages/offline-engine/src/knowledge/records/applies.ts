/**
 * Which records hold for this startup: a record is stated only when its country and sector scope
 * match and every condition holds; an undecided condition becomes the question to ask instead.
 */
import type { Condition, Fact, KnowledgeRecord } from './types';
import { CUE_NAMES } from '../cues';
import { normName, recognise, recordsIn } from './index';

/**
 * `quiet`: undecided, the record is left out of the scope listing rather than asked about (not every
 * founder is asked whether they raise money); `bothAsk`: a description matching both ways is asked about;
 * `fromMessage`: the founder's own message settles it too ("we are raising a seed round").
 */
type Cue = {
  yes: RegExp; no?: RegExp; because: string; ask: string;
  quiet?: boolean; bothAsk?: boolean; fromMessage?: boolean;
};

/** Cues read from the startup's own description; a condition not mentioned either way is undecided. */
const CUES: Record<Condition, Cue> = {
  moves_money: { yes: /\b(payments? (on behalf|for|between)|tak(e|es|ing) payments?|on behalf of|pays? (them|sellers|hosts|sitters|cleaners|providers|drivers) out|pay(s|ing)? out|payouts?|wallets?|escrow|e-money|money transfers?|send(s|ing)? money|remittances?|lend(s|ing)?|loans?|split payments?|hold(s|ing)? (customer|user)s?'? (funds|money)|savings? (app|wallet|account)s?|settles? money)\b/i, no: /\b(bookkeeping|accounting|invoic\w*|rota|scheduling)\b/i, because: 'you hold or move customers’ money', ask: 'Do you hold or move customers’ money yourself, or only record it?' },
  health_data: { yes: /\b(patients?|health|medical|clinic\w*|ecg|heart|symptoms?|diagnos\w*)\b/i, because: 'you process health data', ask: 'Do you store or process anyone’s health information?' },
  medical_device: { yes: /\b(diagnos\w*|detects?|monitor\w* (heart|blood|glucose)|atrial|arrhythmia|ecg|medical device)\b/i, because: 'your product diagnoses or monitors a medical condition', ask: 'Does your product diagnose, monitor or treat a medical condition?' },
  sells_food: { yes: /\b(food|meals?|restaurant\w*|bakery|catering|snacks?|drinks?)\b/i, because: 'you sell food', ask: 'Do you prepare or sell food yourself?' },
  serves_children: { yes: /\b(child(ren)?|kids?|babysit\w*|nanny|nannies|pupils?|school(s|children)?|minors?)\b/i, because: 'your service reaches children', ask: 'Will children use the service or be cared for through it?' },
  // The founder's own staff, not the customers' ("£3 per staff member" for a rota app is not hiring).
  employs_staff: { yes: /\b(our (employees|staff|team of)|we (employ|hire|are hiring)|hiring (our|a|an|two|three)|(our|we run) payroll)\b/i, because: 'you employ staff', ask: 'Do you employ anyone yet, or plan to this year?' },
  // Engaging contractors oneself; an app for freelancers does not engage them.
  uses_contractors: { yes: /\b(we (engage|use|hire|work with) (contractors|freelancers)|our (contractors|freelancers)|off-payroll)\b/i, because: 'you engage contractors', ask: 'Do you engage contractors through their own limited companies?' },
  eu_personal_data: { yes: /\b(eu|europe\w*|germany|france|spain|netherlands|ireland|sweden)\b/i, because: 'you collect personal data of EU residents', ask: 'Will you collect personal data of people in the EU?' },
  personal_data: { yes: /\b(users?|customers?|patients?|members?|accounts?|sign[- ]?ups?|personal (?:data|information)|e-?mails?|employees?|employee data|staff records|shift scheduling|payroll)\b/i, because: 'you process personal data of your users', ask: 'Will you store personal data about your users?' },
  provides_care: { yes: /\b(we (provide|deliver) (care|treatment)|home care agency|care provider|domiciliary)\b/i, no: /\b(software|app|tool|platform|rota|saas)\b/i, because: 'you provide care yourself', ask: 'Do you provide care yourself, or sell software to care providers?' },
  // Selling goods oneself; software for shops ("an API for e-commerce checkouts") does not.
  sells_goods: { yes: /\b(sell(s|ing)?|sold)\b[^.]{0,40}\b(products?|goods|snacks|food|rugs|clothes|clothing|boxes|groceries|furniture|devices?|cosmetics)\b|\b(online (shop|store)|grocery store|merchandise|packaged|physical products?|d2c|direct-to-consumer)\b/i, because: 'you sell physical goods', ask: 'Do you sell physical goods?' },
  has_revenue: { yes: /\b(revenue|sales|customers? pay|subscription|priced|pricing|vat)\b/i, because: 'you earn revenue', ask: 'Are you earning revenue yet?' },
  // Who buys, read from the customers named: households, parents, travellers (consumer law) or firms (not).
  sells_to_consumers: {
    yes: /\b(consumers?|households?|parents|shoppers|individuals|famil(y|ies)|homeowners|travell?ers|gamers|players|patients|pet owners|b2c|d2c|direct-to-consumer|retail customers|students|learners|adults( over \d+)?|older people|(office|migrant|salaried) workers|newcomers)\b/i,
    no: /\b(b2b|businesses|companies|firms|clinics|practices|restaurants|agencies|enterprises|teams|salons|hospitals|gyms|schools|retailers|sm[bE]s|suppliers|sole traders|freelancers|developers|managers|owners|merchants|shops|landlords|cardiologists|physiotherapists|vineyards|farmers|traders|wholesale buyers|care homes)\b/i,
    because: 'you sell to consumers', ask: 'Do you sell to consumers (individuals), or only to businesses?',
  },
  // Raising from investors is a founder's decision the description rarely states: asked only when a rule is named.
  raises_investment: {
    yes: /\b(rais(e|es|ed|ing) (a |our |an? )?(pre-?seed|seed|angel|series [a-c]|round|capital|funds?|money|investment)|seed round|angel investors?|(venture|vc)[- ]backed|crowdfund(ing|s)?|fundrais\w*|investors? (fund|back)\w*)\b/i,
    no: /\b(bootstrapp\w*|self-funded|without (outside )?investors?|non-?profit|charity)\b/i,
    because: 'you raise money from investors',
    ask: 'Are you raising money from investors (shares, SAFEs, notes or a crowdfund)?', quiet: true,
    fromMessage: true,
  },
  // The product itself uses AI or machine learning; "predicts" alone may be arithmetic, so it stays undecided.
  uses_ai: {
    yes: /\b(ai(?![- ]act)|a\.i\.|artificial intelligence|machine[- ]learning|ml models?|llms?|large language models?|gpt\w*|neural (net\w*)|computer vision|chatbots?|generative|deep learning|facial recognition)\b/i,
    because: 'your product uses AI',
    ask: 'Does your product use AI or machine learning to make or support decisions?', quiet: true,
  },
  // Running childcare (a daycare, nursery, childminding); a babysitting marketplace or an app for nurseries is not.
  runs_childcare: {
    yes: /\b(kitas?|day ?-?cares?|day nurser(y|ies)|nurser(y|ies)|kindergartens?|cr[eè]ches?|childminding|childminders?|after-school clubs?|pre-?schools?|early years (settings?|providers?)|child ?care (centres?|centers?|facilit(y|ies)|providers?))\b/i,
    no: /\b(babysit\w*|nann(y|ies)|au pairs?|marketplace|matching|app|platform|software|saas|booking|tutor\w*)\b/i,
    because: 'you run childcare yourself',
    ask: 'Do you run childcare yourself (a daycare, nursery or childminding), or connect parents with sitters?',
    bothAsk: true,
  },
  // Carrying users' own communications (chat, calls, posts, matching): a chatbot answering for a business does not.
  relays_messages: {
    yes: new RegExp([
      String.raw`\b(?:dating|matchmaking|forums?|bulletin boards?|message boards?|social (?:network|media)\w*`,
      String.raw`|(?:in-app|private|group|live) (?:chat|messag\w*)|direct messages?`,
      String.raw`|video (?:calls?|chat|consultations?)|voice calls?`,
      // "chat with native speakers", "messaging between parents": not "chat with an AI".
      String.raw`|(?:chat|messag\w*|talk)(?:s|ing)? (?:between|with) `,
      String.raw`(?!(?:an? |our |the )?(?:ai|bots?|chatbots?)\b)\w+)\b`,
    ].join(''), 'i'),
    because: 'your service carries messages, calls or posts between its users',
    ask: 'Can your users message, call or post to one another through your service?', quiet: true,
  },
};

export type StartupFacts = {
  country?: string | null; sector?: string | null; business: string; archetype?: string | null;
  /** The founder's message, read only for conditions a founder states in passing (raising a round). */
  said?: string;
};
export type Applied = { record: KnowledgeRecord; facts: Fact[]; reason: string };
export type KnowledgeForPrompt = {
  applies: Applied[];
  ask: { record: KnowledgeRecord; question: string }[];
  /** Named in the message but not this startup's (another country, a condition that does not hold), with why. */
  notApplicable?: { record: KnowledgeRecord; reason: string }[];
};

/** Record types that are rules or authorities: stated as applying (with a reason) or not, never just listed. */
export const RULE_TYPES = new Set<string>(['tax_authority', 'company_registry', 'sector_regulator', 'data_protection_authority', 'law', 'standard']);

const DOES_NOT: Record<Condition, string> = {
  moves_money: 'firms that hold or move customers’ money', health_data: 'services that process health data',
  medical_device: 'products that diagnose, monitor or treat a medical condition', sells_food: 'businesses that prepare or sell food',
  serves_children: 'services that reach or care for children', employs_staff: 'employers', uses_contractors: 'businesses that engage contractors',
  eu_personal_data: 'businesses that collect personal data of EU residents', personal_data: 'businesses that store personal data',
  provides_care: 'providers of care (not software sold to them)', sells_goods: 'sellers of physical goods', has_revenue: 'businesses with revenue',
  sells_to_consumers: 'businesses that sell to consumers', raises_investment: 'companies raising money from investors',
  uses_ai: 'products that use AI', runs_childcare: 'providers of childcare (a daycare, nursery or childminding)',
  relays_messages: 'services that carry messages, calls or posts between their users',
};

export type Applicability =
  | { status: 'applies'; reason: string }
  | { status: 'ask'; question: string }
  | { status: 'no'; reason: string }
  | { status: 'elsewhere'; reason: string };

/**
 * Whether a record holds for this startup: its country scope first, then every condition read from
 * the startup's own description ("because …"); an undecided condition is the question to ask.
 */
export function applicability(r: KnowledgeRecord, s: StartupFacts, names: Record<string, string> = {}): Applicability {
  const c = (s.country ?? '').toUpperCase();
  const countryOk = r.countries.includes('GLOBAL') || !c || r.countries.includes(c) || (r.countries.includes('EU') && EU.has(c));
  if (!countryOk) {
    const where = r.countries.map((x) => names[x] ?? x).join(', ');
    return { status: 'elsewhere', reason: `it is a rule of ${where}; you operate in ${names[c] ?? c}, so it matters only if you sell or operate there` };
  }
  const states = r.conditions.map((x) => ({ c: x, v: state(x, withSaid(x, s), s.archetype, c) }));
  const off = states.find((x) => x.v === false);
  if (off) return { status: 'no', reason: `it applies to ${DOES_NOT[off.c]}, and as you describe ${s.business ? 'the business' : 'it'} you are not one` };
  const open = states.find((x) => x.v === null);
  if (open) return { status: 'ask', question: CUES[open.c].ask };
  return { status: 'applies', reason: appliesBecause(r, s, c, names) };
}

/** Why a record holds: its conditions, or its scope ("because you work in transport in Nigeria"). */
function appliesBecause(r: KnowledgeRecord, s: StartupFacts, c: string, names: Record<string, string>): string {
  if (r.conditions.length) return `because ${r.conditions.map((x) => CUES[x].because).join(' and ')}`;
  // A rule for one kind of business ("when your service introduces people … for dating") says so.
  if (r.onlyWhen && /^when /.test(r.whenItMatters)) return `because it matters ${r.whenItMatters}`;
  if (!c || r.countries.includes('GLOBAL')) return 'wherever you operate';
  const where = names[c] ?? c;
  // A sector's regulator holds because of the sector as much as the country.
  const sector = s.sector && r.sectors.includes(s.sector) ? s.sector.replace(/_/g, ' ') : null;
  return sector ? `because you work in ${sector} in ${where}` : `because you operate in ${where}`;
}

/** A condition of the record that the startup's own description rules out (it holds no customers' money). */
export const conditionRuledOut = (r: KnowledgeRecord, business: string): boolean => r.conditions.some((c) => state(c, business) === false);

/** A scoped record is listed without being named only when it is a rule that applies by scope, not a mention-only one. */
function listedByScope(r: KnowledgeRecord, s: StartupFacts): boolean {
  // Standards (Cyber Essentials, SOC 2) are chosen or asked for by buyers, not imposed by scope.
  if (!RULE_TYPES.has(r.type) || r.type === 'standard' || r.onMention) return false;
  if (r.onlyWhen && !CUE_NAMES[r.onlyWhen]?.test(s.business)) return false;
  if (r.archetypes?.length && !r.sectors.length) return !!s.archetype && r.archetypes.includes(s.archetype);
  return true;
}

/** Conditions the business model itself settles: a hardware or e-commerce startup sells physical goods. */
const BY_ARCHETYPE: Partial<Record<Condition, string[]>> = {
  sells_goods: ['hardware_subscription', 'ecommerce'], sells_to_consumers: ['consumer_subscription'],
};

function state(c: Condition, text: string, archetype?: string | null, country?: string | null): boolean | null {
  // A startup in a member state collects EU residents' data whenever it collects personal data at all.
  if (c === 'eu_personal_data' && EU.has((country ?? '').toUpperCase())) return state('personal_data', text, archetype);
  // Users' messages to one another, and the money a service holds or moves (KYC), are personal data.
  if (c === 'personal_data' && (state('relays_messages', text) || state('moves_money', text))) return true;
  const cue = CUES[c];
  if (archetype && BY_ARCHETYPE[c]?.includes(archetype)) return true;
  const yes = cue.yes.test(text);
  const no = !!cue.no?.test(text);
  if (yes) return no && cue.bothAsk ? null : true;
  return no ? false : null;
}

/** The text a condition is read from: the description, plus the message for conditions stated in passing. */
const withSaid = (c: Condition, s: StartupFacts) =>
  (CUES[c].fromMessage && s.said ? `${s.business}. ${s.said}` : s.business);

/** The startup's state on one condition: true, false, or null (undecided: the question to ask). */
export const conditionState = (c: Condition, business: string, archetype?: string | null, country?: string | null): boolean | null =>
  state(c, business, archetype, country);

const EU = new Set(['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE']);

/**
 * The records for a prompt: those the message names plus the rules scoped to the startup's country,
 * kept only when every condition holds (with the reason) or asked about when undecided. A record
 * whose name another chosen record already carries (a country's FCA record and the general table's)
 * is stated once.
 */
export function knowledgeFor(s: StartupFacts, message: string, names: Record<string, string> = {}): KnowledgeForPrompt {
  const c = (s.country ?? '').toUpperCase();
  const sx: StartupFacts = { ...s, said: s.said ?? message };
  const named = recognise(message, c);
  // A member state's startup is under the EU's rules too (GDPR, PSD2), each still kept only when its conditions hold.
  const inScope = c ? [...recordsIn(c), ...(EU.has(c) ? recordsIn('EU') : [])] : [];
  const scoped = inScope.filter((r) => listedByScope(r, s));
  const out: KnowledgeForPrompt = { applies: [], ask: [], notApplicable: [] };
  const seen = new Set<string>();
  const taken = new Set<string>();
  for (const r of [...named, ...scoped]) {
    const own = [r.name, ...r.aliases].map(normName);
    if (seen.has(r.id) || taken.has(normName(r.name))) continue;
    // A scoped record on a quiet, undecided condition (raising, AI) is not asked about unless named.
    const quietOpen = r.conditions.some((x) => CUES[x].quiet && state(x, withSaid(x, sx), s.archetype, c) === null);
    if (!named.includes(r) && quietOpen) continue;
    seen.add(r.id);
    own.forEach((n) => taken.add(n));
    const a = applicability(r, sx, names);
    if (a.status === 'elsewhere' || a.status === 'no') {
      if (named.includes(r)) out.notApplicable!.push({ record: r, reason: a.reason });
      continue;
    }
    if (!r.sectors.length || !s.sector || r.sectors.includes(s.sector) || named.includes(r)) {
      if (a.status === 'ask') out.ask.push({ record: r, question: a.question });
      else out.applies.push({ record: r, facts: r.facts, reason: a.reason });
    }
  }
  return out;
}

/** Prompt lines: each applying record with its facts and reason, then the deciding questions. */
export function knowledgeLines(k: KnowledgeForPrompt): string[] {
  const lines = k.applies.map(({ record: r, facts, reason }) =>
    `- ${r.name} (${reason}): ${r.what} ${facts.map((f) => `${f.text} (${f.source}, ${f.year}).`).join(' ')}${r.confirm ? ` Confirm with ${r.confirm}.` : ''}`);
  const asks = k.ask.map(({ record: r, question }) => `- ${r.name} applies only if so: ask "${question}"`);
  const not = (k.notApplicable ?? []).map(({ record: r, reason }) => `- ${r.name} does not apply as described: ${reason}; say so rather than listing its duties`);
  return [...lines, ...asks, ...not];
}
