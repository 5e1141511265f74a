/**
 * Entity extraction: every competitor, technology, regulation, institution, place and amount a
 * question names, found from the knowledge tables; any other proper name is kept as `unknown` so
 * the answer can name it and give the method to evaluate it (never ignore it).
 */
import { COMPETITORS, INSTITUTIONS, PLACES, REGULATIONS, TECHNOLOGIES } from '../knowledge';
import type { Competitor, Institution, Regulation, Technology } from '../knowledge';

export type Entity =
  | { kind: 'regulation'; name: string; said: string; fact: Regulation }
  | { kind: 'technology'; name: string; said: string; fact: Technology }
  | { kind: 'competitor'; name: string; said: string; fact: Competitor }
  | { kind: 'institution'; name: string; said: string; fact: Institution }
  | { kind: 'place'; name: string; said: string; country: string }
  | { kind: 'amount'; name: string; said: string; value: number; currency: string | null }
  | { kind: 'unknown'; name: string; said: string };

/** Aliases that are also ordinary words: they count only as written with their capitals. */
const CASE_SENSITIVE: Record<string, string> = {
  ce: 'CE', ul: 'UL', red: 'RED', square: 'Square', bolt: 'Bolt', toast: 'Toast', epic: 'Epic', saga: 'Saga', thread: 'Thread', davis: 'Davis', weave: 'Weave',
  chime: 'Chime', render: 'Render', railway: 'Railway', eis: 'EIS', ocr: 'OCR', yc: 'YC', nin: 'NIN', ppi: 'PPI', emi: 'EMI', ico: 'ICO', ncc: 'NCC', eic: 'EIC',
  tule: 'Tule', arable: 'Arable', glide: 'Glide', bubble: 'Bubble', clio: 'Clio', jiji: 'Jiji', deere: 'Deere', cic: 'CIC',
  dsa: 'DSA', mdr: 'MDR', phi: 'PHI', eu: 'EU', uk: 'UK', usa: 'USA', acorns: 'Acorns', lyft: 'Lyft', america: 'America', lora: 'LoRa', nhs: 'NHS', ocr_: 'OCR',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function aliasRe(alias: string): RegExp {
  const exact = CASE_SENSITIVE[alias];
  const body = escape(exact ?? alias).replace(/(\\-|\s)/g, '[-\\s]?');
  return new RegExp(`(?<![\\w-])${body}(?![\\w-])`, exact ? '' : 'i');
}

type Known = { kind: 'regulation' | 'technology' | 'competitor' | 'institution'; fact: Regulation | Technology | Competitor | Institution; re: RegExp[] };
const KNOWN: Known[] = [
  ...REGULATIONS.map((fact) => ({ kind: 'regulation' as const, fact, re: fact.aliases.map(aliasRe) })),
  ...TECHNOLOGIES.map((fact) => ({ kind: 'technology' as const, fact, re: fact.aliases.map(aliasRe) })),
  ...COMPETITORS.map((fact) => ({ kind: 'competitor' as const, fact, re: fact.aliases.map(aliasRe) })),
  ...INSTITUTIONS.map((fact) => ({ kind: 'institution' as const, fact, re: fact.aliases.map(aliasRe) })),
];
const PLACE_RES = Object.entries(PLACES).map(([name, country]) => ({ name, country, re: aliasRe(name) }));

/** Capitalised words that are not names of anything to look up. */
const COMMON = new Set(
  `I I'm I've I'd We We're Our My You Your What What's Which Who Whom Whose When Where Why How Should Would Could Can Do Does Did Is Are Was Were Will Shall May Might Must If Or And But So Then Also Any Some Every Each
  The A An This That These Those It Its There Here Please Thanks Hi Hello OK Okay Yes No Not Let Give Tell Make Help Explain Compare Given Before After During Now Today Tomorrow Is Are Am
  Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Q1 Q2 Q3 Q4
  MVP MVPs SaaS B2B B2C B2B2C API APIs SDK CAC LTV TAM SAM SOM ARR MRR GMV KPI KPIs OKR OKRs SEO SEM PPC CRM ERP POS AI ML LLM CEO CTO COO CFO CMO VP HR PR IT UX UI PM QA VC VCs LP
  USD EUR GBP NGN INR KES ZAR BRL US SMS SME SMEs SMB SMBs NGO NGOs IoT GPS BLE Wi-Fi WiFi iOS Android Google Apple Facebook Meta Instagram TikTok LinkedIn YouTube Twitter X Reddit Product Hunt
  Excel Sheets Slack Zoom Notion GitHub Alex Sam Taylor Jordan Morgan Team Ops Tech Product Marketing Strategy Series Seed Pre-seed Angel Angels SAFE SAFEs ESOP BOM DFM MOQ NDA LOI MOU ROI
  Delaware LLC Ltd Inc PLC GmbH Netflix Amazon Microsoft DIY FAQ Gen Z Millennials Black Friday Christmas`.split(/\s+/),
);

const AMOUNT_RE = /(?:(US\$|\$|€|£|₦|₹|R\$|KSh)\s?(\d[\d,.]*)\s?(k|m|bn|million|billion|thousand)?(?![\w])|(\d[\d,.]*)\s?(k|m|bn|million|billion|thousand)?\s?(dollars|usd|euros?|eur|pounds|gbp|naira|ngn|rupees|inr|lakh|crore)\b)/gi;
const SYMBOLS: Record<string, string> = { 'us$': 'USD', $: 'USD', '€': 'EUR', '£': 'GBP', '₦': 'NGN', '₹': 'INR', 'r$': 'BRL', ksh: 'KES', dollars: 'USD', usd: 'USD', euro: 'EUR', euros: 'EUR', eur: 'EUR', pounds: 'GBP', gbp: 'GBP', naira: 'NGN', ngn: 'NGN', rupees: 'INR', inr: 'INR', lakh: 'INR', crore: 'INR' };
const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, bn: 1e9, billion: 1e9, lakh: 1e5, crore: 1e7 };

function amounts(text: string): Entity[] {
  const out: Entity[] = [];
  for (const m of text.matchAll(AMOUNT_RE)) {
    const sym = (m[1] ?? m[6] ?? '').toLowerCase();
    const num = Number((m[2] ?? m[4] ?? '').replace(/,/g, '').replace(/\.$/, ''));
    if (!Number.isFinite(num)) continue;
    const scale = SCALE[(m[3] ?? m[5] ?? '').toLowerCase()] ?? (sym === 'lakh' || sym === 'crore' ? SCALE[sym] : 1);
    out.push({ kind: 'amount', name: m[0].trim(), said: m[0].trim(), value: num * scale, currency: SYMBOLS[sym] ?? null });
  }
  return out;
}

/** Proper names the tables do not know: capitalised or camel-cased words, not a sentence's first ordinary word. */
function unknownNames(text: string, taken: string[], ownNames: string[]): Entity[] {
  const out: Entity[] = [];
  const low = (s: string) => s.toLowerCase();
  const known = (w: string) => taken.some((t) => low(t) === low(w) || low(t).split(/[\s/(),-]+/).includes(low(w))) || ownNames.some((n) => low(n).split(/\s+/).includes(low(w)));
  const re = /(^|[\s(“"'‘])((?:[A-Z][\w.&'’-]*)(?:\s+[A-Z][\w.&'’-]*)*)/g;
  for (const m of text.matchAll(re)) {
    const before = text.slice(0, m.index! + m[1].length).trimEnd();
    const sentenceStart = before === '' || /[.?!:]$/.test(before);
    let words = m[2].replace(/['’]s\b/g, '').replace(/[.,;:]+$/, '').split(/\s+/).filter(Boolean);
    // A sentence's first word is capitalised anyway: drop it unless it looks like a name (camel case, digits, all caps).
    if (sentenceStart && words.length && !/[a-z][A-Z]|\d|^[A-Z]{2,}$/.test(words[0])) words = words.slice(1);
    words = words.filter((w) => !COMMON.has(w.replace(/[.,]$/, '')) && !known(w.replace(/[.,]$/, '')) && !/^[A-Z]$/.test(w));
    const label = words.join(' ').replace(/[.,]$/, '');
    if (label.length < 2 || out.some((e) => e.name === label)) continue;
    out.push({ kind: 'unknown', name: label, said: label });
  }
  return out;
}

/** Every entity the message names, in order of first mention, each once. */
export function extractEntities(text: string, opts: { ownNames?: string[] } = {}): Entity[] {
  const found: { at: number; e: Entity }[] = [];
  for (const k of KNOWN) {
    let best: RegExpExecArray | null = null;
    for (const re of k.re) {
      const m = re.exec(text);
      if (m && (!best || m.index < best.index)) best = m;
    }
    if (best) found.push({ at: best.index, e: { kind: k.kind, name: (k.fact as { name: string }).name, said: best[0], fact: k.fact } as Entity });
  }
  for (const p of PLACE_RES) {
    const m = p.re.exec(text);
    if (m && !found.some((f) => f.e.kind === 'place' && f.e.country === p.country)) found.push({ at: m.index, e: { kind: 'place', name: m[0], said: m[0], country: p.country } });
  }
  for (const a of amounts(text)) found.push({ at: text.indexOf(a.said), e: a });
  found.sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  const entities = found.map((f) => f.e).filter((e) => {
    const key = `${e.kind}:${e.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const taken = entities.flatMap((e) => [e.said, e.name, ...('fact' in e ? ((e.fact as { aliases?: string[] }).aliases ?? []) : [])]);
  return [...entities, ...unknownNames(text, taken, opts.ownNames ?? [])];
}

/** The options a question names: "LoRaWAN, NB-IoT or mesh?", "native or a PWA", "X vs Y". */
export function extractOptions(text: string): string[] {
  const q = text.replace(/\s+/g, ' ');
  const clause = q.split(/[?!.]/).find((s) => /\b(or|vs\.?|versus)\b/i.test(s));
  if (!clause) return [];
  const tail = clause.replace(/^.*?\b(between|choose|pick|use|go with|start with|prefer|should (?:we|i)(?: \w+)?|do (?:we|i)(?: \w+)?|is it|better[,:]?|which(?: is better)?[,:]?)\s+/i, '');
  const parts = tail
    .split(/\s*(?:,\s*(?:or\s+)?|\bor\b|\bvs\.?|\bversus\b|\band\b(?=[^,]*\bor\b))\s*/i)
    .map((s) => s.replace(/^(?:(?:a|an|the|to|we|i|with|on|via|through|using|in)\s+)+/i, '').replace(/\s+(?:in|for|at) [A-Z][\w ]*$/, '').replace(/\s+(first|now|instead|to start|for (?:the|an?) (?:mvp|launch|start)\b.*)$/i, '').trim())
    .filter((s) => s.length > 0 && s.split(' ').length <= 6 && !/^(not|something else|other|both)$/i.test(s));
  return parts.length >= 2 ? parts : [];
}
