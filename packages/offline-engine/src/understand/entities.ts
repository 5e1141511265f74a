/**
 * Entity extraction: every competitor, technology, regulation, institution, place and amount a
 * question names, found from the knowledge tables; any other proper name is kept as `unknown` so
 * the answer can name it and give the method to evaluate it (never ignore it).
 */
import { COMPETITORS, INSTITUTIONS, PLACES, REGULATIONS, TECHNOLOGIES, isLanguageUse } from '../knowledge';
import { CASE_SENSITIVE, mentions } from '../knowledge/records/index';
import type { KnowledgeRecord } from '../knowledge/records/types';
import type { Competitor, Institution, Regulation, Technology } from '../knowledge';

export type Entity =
  | { kind: 'regulation'; name: string; said: string; fact: Regulation }
  | { kind: 'technology'; name: string; said: string; fact: Technology }
  | { kind: 'competitor'; name: string; said: string; fact: Competitor }
  | { kind: 'institution'; name: string; said: string; fact: Institution }
  /** A knowledge record without an older table row (tax authorities, registries, schemes, platforms…). */
  | { kind: 'record'; name: string; said: string; record: KnowledgeRecord }
  | { kind: 'place'; name: string; said: string; country: string }
  | { kind: 'amount'; name: string; said: string; value: number; currency: string | null }
  /** A name the knowledge does not hold; `likely` is its kind as read from the words around it. */
  | { kind: 'unknown'; name: string; said: string; likely: LikelyKind };

export type LikelyKind = 'regulator' | 'law' | 'competitor' | 'platform' | 'unclear';

/** What an unknown name probably is, from its own words and the verbs around it ("register with", "compete with"). */
export function likelyKind(name: string, text: string): LikelyKind {
  const at = text.indexOf(name);
  const before = text.slice(Math.max(0, at - 48), Math.max(0, at)).toLowerCase();
  const after = text.slice(at + name.length, at + name.length + 24).toLowerCase();
  if (/\b(act|law|regulations?|directive|code|rules?|gesetz|ordinance|bill|standard)\b/i.test(name) || /\b(comply|complian\w+|subject to|under|required by|obey|breach)\b[^.?!]*$/.test(before)) return 'law';
  if (/\b(authority|commission|agency|bundesamt|ministry|office|regulator|board|council|department|bureau|inspectorate|registry|register)\b/i.test(name) ||
    /\b(register(ed)? (with|at)|licen[cs]e (from|with)|approv\w+ (by|from)|apply to|file with|report to|inspected by|certified by)\b[^.?!]*$/.test(before)) return 'regulator';
  if (/\b(compete|competing|competitors?|rivals?|beat|against|vs\.?|versus|than|alternative to|switch(ing)? from)\b[^.?!]*$/.test(before) || /^\s*(is|are) (our|a) (competitor|rival)/.test(after)) return 'competitor';
  if (/\b(integrate|integrating|integration|connect|use|using|host(ing)? on|build on|api|plug|migrate to|move to|sell (on|through|via))\b[^.?!]*$/.test(before)) return 'platform';
  return 'unclear';
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function aliasRe(alias: string): RegExp {
  const exact = CASE_SENSITIVE[alias];
  const body = escape(exact ?? alias).replace(/(\\-|\s)/g, '[-\\s]?');
  return new RegExp(`(?<![\\w-])${body}(?![\\w-])`, exact ? '' : 'i');
}

/** Whether one of the row's aliases occurs in the text (case-insensitive unless the alias is an ordinary word). */
function matchesAlias(k: Known, text: string): boolean {
  return (k.re ?? []).some((r) => r.test(text));
}

/** The older tables' rows by record id: a record named in a question is answered through its table's shape. */
let legacy: Map<string, Pick<Known, 'kind' | 'fact'>> | null = null;
type Known = { kind: 'regulation' | 'technology' | 'competitor' | 'institution'; fact: Regulation | Technology | Competitor | Institution; re?: RegExp[] };
function legacyById() {
  if (legacy) return legacy;
  // One regex per row over all its aliases, compiled once: it finds a row's name inside a longer record name.
  // Ordinary-word aliases ("square") count only as written; the rest case-insensitively.
  const re = (aliases: string[]): RegExp[] => {
    const cs = aliases.filter((x) => CASE_SENSITIVE[x]);
    const ci = aliases.filter((x) => !CASE_SENSITIVE[x]);
    return [...(ci.length ? [new RegExp(ci.map((x) => aliasRe(x).source).join('|'), 'i')] : []), ...(cs.length ? [new RegExp(cs.map((x) => aliasRe(x).source).join('|'))] : [])];
  };
  legacy = new Map<string, Known>([
    ...REGULATIONS.map((fact) => [fact.id, { kind: 'regulation' as const, fact, re: re(fact.aliases) }] as const),
    ...TECHNOLOGIES.map((fact) => [fact.id, { kind: 'technology' as const, fact, re: re(fact.aliases) }] as const),
    ...COMPETITORS.map((fact) => [fact.id, { kind: 'competitor' as const, fact, re: re(fact.aliases) }] as const),
    ...INSTITUTIONS.map((fact) => [fact.id, { kind: 'institution' as const, fact, re: re(fact.aliases) }] as const),
  ]);
  return legacy;
}
const PLACE_RES = Object.entries(PLACES).map(([name, country]) => ({ name, country, re: aliasRe(name) }));

/** Capitalised words that are not names of anything to look up. */
const COMMON = new Set(
  `I I'm I've I'd We We're Our My You Your What What's Which Who Whom Whose When Where Why How Should Would Could Can Do Does Did Is Are Was Were Will Shall May Might Must If Or And But So Then Also Any Some Every Each
  The A An This That These Those It Its There Here Please Thanks Hi Hello OK Okay Yes No Not Let Give Tell Make Help Explain Compare Given Before After During Now Today Tomorrow Is Are Am
  Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Q1 Q2 Q3 Q4
  ID IDs MVP MVPs SaaS B2B B2C B2B2C API APIs SDK CAC LTV TAM SAM SOM ARR MRR GMV KPI KPIs OKR OKRs SEO SEM PPC CRM ERP POS AI ML LLM CEO CTO COO CFO CMO VP HR PR IT UX UI PM QA VC VCs LP
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
  const known = (w: string) => taken.some((t) => low(t) === low(w) || low(t).split(/[\s/(),-]+/).includes(low(w)));
  const own = (w: string) => ownNames.some((n) => low(n).split(/\s+/).includes(low(w)));
  // Capitalised runs, joined across the small words names carry ("Bundesamt für Gemüsekisten", "Board of Trade").
  const re = /(^|[\s(“"'‘])((?:\p{Lu}[\p{L}\p{N}.&'’-]*)(?:\s+(?:(?:für|for|of|de|des|du|der|van|von)\s+)?\p{Lu}[\p{L}\p{N}.&'’-]*)*)/gu;
  for (const m of text.matchAll(re)) {
    const before = text.slice(0, m.index! + m[1].length).trimEnd();
    const sentenceStart = before === '' || /[.?!:]$/.test(before);
    let words = m[2].replace(/['’]s\b/g, '').replace(/[.,;:]+$/, '').split(/\s+/).filter(Boolean);
    // A sentence's first word is capitalised anyway: drop it unless it looks like a name (camel case, digits, all caps).
    if (sentenceStart && words.length && !/[a-z][A-Z]|\d|^[A-Z]{2,}$/.test(words[0])) words = words.slice(1);
    words = words.filter((w) => !COMMON.has(w.replace(/[.,]$/, '')) && !known(w.replace(/[.,]$/, '')) && !/^[A-Z]$/.test(w));
    // The founder's own name, product and places are context; a longer name that contains one ("Chicago Public Schools") is not.
    if (words.every((w) => own(w.replace(/[.,]$/, '')) || /^(für|for|of|de|des|du|der|van|von)$/.test(w))) continue;
    while (words.length && /^(für|for|of|de|des|du|der|van|von)$/.test(words[0])) words.shift();
    const label = words.join(' ').replace(/[.,]$/, '');
    if (label.length < 2 || out.some((e) => e.name === label)) continue;
    out.push({ kind: 'unknown', name: label, said: label, likely: likelyKind(label, text) });
  }
  return out;
}

/**
 * Every entity the message names, in order of first mention, each once. Records are found by the
 * index's longest-name-first match ("Skills for Care", never "Care"); `country` picks the record
 * when several countries share a name (GST).
 */
export function extractEntities(text: string, opts: { ownNames?: string[]; country?: string | null } = {}): Entity[] {
  const found: { at: number; e: Entity }[] = [];
  const rows = legacyById();
  for (const m of mentions(text, opts.country)) {
    const row = rows.get(m.record.id);
    // A longer name that contains a table row's name ("Stripe Connect" holds "Stripe") names both.
    const same = new Set([m.record.name, ...m.record.aliases].map((n) => n.toLowerCase()));
    if (!row) for (const [, k] of rows) if (!same.has(k.fact.name.toLowerCase()) && !k.fact.aliases.some((a) => same.has(a)) && matchesAlias(k, m.said)) found.push({ at: m.at, e: { kind: k.kind, name: k.fact.name, said: m.said, fact: k.fact } as Entity });
    const e = row
      ? ({ kind: row.kind, name: row.fact.name, said: m.said, fact: row.fact } as Entity)
      : ({ kind: 'record', name: m.record.name, said: m.said, record: m.record } as Entity);
    found.push({ at: m.at, e });
  }
  for (const p of PLACE_RES) {
    const m = p.re.exec(text);
    if (m && isLanguageUse(text, m.index, m[0])) continue;
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
  const aliasesOf = (e: Entity) => ('fact' in e ? ((e.fact as { aliases?: string[] }).aliases ?? []) : 'record' in e ? e.record.aliases : []);
  const taken = entities.flatMap((e) => [e.said, e.name, ...aliasesOf(e)]);
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
    .filter((s) => s.length > 0 && s.split(' ').length <= 6 && !/^(not|something else|other|both|for (us|me|you|our \w+))$/i.test(s))
    .map((s, i) => (i === 0 ? trimLead(s) : s));
  return parts.length >= 2 ? parts : [];
}

/**
 * The first option keeps only what parallels the others: "selling into REWE" → "REWE", "take
 * payments with Stripe" → "Stripe", "better to hire a CTO" → "hire a CTO".
 */
function trimLead(s: string): string {
  const t = s.replace(/^(?:better|best|smarter|wiser|cheaper)\s+(?:to\s+)?/i, '');
  const m = [...t.matchAll(/\b(?:into|with|through|via|using|as|on)\s+(?:(?:an?|the|our|their)\s+)?/gi)].pop();
  const rest = m ? t.slice(m.index! + m[0].length).trim() : '';
  return rest ? rest : t;
}
