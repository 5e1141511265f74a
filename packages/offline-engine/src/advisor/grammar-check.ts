/**
 * An automated count of the grammar errors the founder probe found in offline answers (issue 24),
 * shared by the advisor's tests and scripts/measure-advisor.mjs:
 * - `pasted-capital`: a profile phrase pasted mid-sentence with its form capital ("Which Independent dental clinics…");
 * - `agreement`: a verb pasted after one that needs a base form ("who want predicts…", "to helps");
 * - `doubled-word`: "the the";
 * - `article`: "a" / "an" against the next word's sound ("a item", "an user", "a SMS");
 * - `empty-slot`: what an empty or missing slot leaves behind ("  ,", " .", "undefined", "()");
 * - `sentence-case`: a heading, a sentence or a bullet that starts in lower case ("- a pilot with…", "- **charitable status**", "… months. free pilot").
 */
import { inSentence } from '../documents/grammar';

export type GrammarErrorKind = 'pasted-capital' | 'agreement' | 'doubled-word' | 'article' | 'empty-slot' | 'sentence-case';
export type GrammarError = { kind: GrammarErrorKind; excerpt: string };

/** Acronyms read as a word, not letter by letter: "a HIPAA", "a SEIS", "a RED", "a SOFOM", "a NIF". */
const READ_AS_WORD = new Set([
  'SIM', 'HIPAA', 'FERPA', 'COPPA', 'POPIA', 'SEIS', 'RED', 'TAM', 'SAM', 'SOM', 'NASA', 'GAAP', 'DAC7', 'INFORM',
  'LGPD', 'CAC', 'ARR', 'URL', 'USSD', 'UK', 'US', 'EU', 'UL', 'GDPR', 'DPDP', 'PCI', 'KYC', 'BOM', 'CE', 'PWA',
  'API', 'AI', 'SOFOM', 'SOFIPO', 'NIF', 'NIE', 'CIF',
]);
/** Letters whose name starts with a vowel sound: F (ef), H (aitch), L, M, N, R, S, X, and the vowels but U. */
const AN_LETTERS = /^[AEFHILMNORSX]/;
/** Words whose spelling misleads: "an hour", "a user", "a one-off", "a euro". */
const AN_WORDS = /^(?:hour|honest|heir|honou?r)/i;
const A_WORDS = /^(?:uni|usa|uto|use|usu|user|uti|ure|euro|eu\b|one\b|one-|once|ubiq|ukr|u-)/i;

/** The article a word takes by its sound, or null when it cannot tell (a number, a symbol). */
export function expectedArticle(word: string): 'a' | 'an' | null {
  const w = word.replace(/^[*_“"'(]+/, '');
  if (!/^[A-Za-z]/.test(w)) return null;
  const head = w.match(/^[A-Za-z0-9]+/)?.[0] ?? w;
  if (/^[A-Z]{2,}/.test(head) && head === head.toUpperCase()) {
    if (READ_AS_WORD.has(head)) return /^[AEIO]/.test(head) ? 'an' : 'a';
    return AN_LETTERS.test(head) ? 'an' : 'a';
  }
  if (AN_WORDS.test(w)) return 'an';
  if (A_WORDS.test(w)) return 'a';
  return /^[aeiou]/i.test(w) ? 'an' : 'a';
}

/** Verbs a pasted idea often starts with, in their third-person form ("predicts", "helps"). */
const THIRD_PERSON = ['helps', 'predicts', 'connects', 'lets', 'gives', 'makes', 'offers', 'provides', 'allows', 'tracks', 'automates', 'matches', 'sends', 'uses', 'turns', 'finds', 'books', 'manages', 'monitors', 'enables', 'delivers', 'sells', 'rents', 'saves', 'teaches'];
/** Words after which a verb must be in its base form. */
const NEEDS_BASE = '(?:who want|who need|to|can|could|will|would|should|must|cannot|can’t|won’t|does|do|did|want to|need to|helps? (?:them|you|us)|let (?:them|you|us))';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function around(text: string, index: number, length: number): string {
  return text.slice(Math.max(0, index - 30), index + length + 30).replace(/\s+/g, ' ').trim();
}

/** The profile phrases that belong in running text in lower case ("Independent dental clinics"), as their first two words. */
function pastablePhrases(profile: Record<string, unknown> | null | undefined): string[] {
  const out: string[] = [];
  for (const key of ['target_customers', 'idea', 'industry', 'business_model', 'problem', 'solution']) {
    const v = profile?.[key];
    if (typeof v !== 'string' || !v.trim()) continue;
    const phrase = v.trim();
    if (inSentence(phrase) === phrase) continue; // a name or an acronym keeps its capital
    out.push(phrase.split(/\s+/).slice(0, 2).join(' '));
  }
  return out;
}

/**
 * The grammar errors in one answer. Markdown structure (headings, bullets, tables, indentation)
 * is not prose: line starts, cell starts and labels before a colon may begin with a capital.
 */
export function grammarErrors(text: string, profile?: Record<string, unknown> | null): GrammarError[] {
  const errors: GrammarError[] = [];
  const add = (kind: GrammarErrorKind, index: number, length: number) => errors.push({ kind, excerpt: around(text, index, length) });

  for (const phrase of pastablePhrases(profile))
    for (const m of text.matchAll(new RegExp(`([a-z,;)]) (${esc(phrase)})\\b`, 'g'))) add('pasted-capital', m.index! + 2, m[2].length);

  const verbs = new Set(THIRD_PERSON);
  const idea = typeof profile?.idea === 'string' ? profile.idea.trim().split(/\s+/)[0]?.toLowerCase() : undefined;
  if (idea && /^[a-z]+s$/.test(idea)) verbs.add(idea);
  const agreement = new RegExp(`\\b${NEEDS_BASE} (${[...verbs].map(esc).join('|')})\\b`, 'gi');
  for (const m of text.matchAll(agreement)) add('agreement', m.index!, m[0].length);

  // "for for-profit" is two words, not a doubled one.
  for (const m of text.matchAll(/\b([A-Za-z]+)\s+\1\b(?!-)/gi)) {
    if (!/^(?:that|had)$/i.test(m[1])) add('doubled-word', m.index!, m[0].length);
  }

  for (const m of text.matchAll(/(^|[^\w-])(a|an|A|An) ([^\s]+)/gm)) {
    const used = m[2].toLowerCase();
    // "A" capitalised is an article only at the start of a sentence or a line ("Plan A or B" is a letter).
    if (m[2][0] === 'A' && !/(^|[.!?:]\s*|\n\s*[-*\d.]*\s*|\|\s*)$/.test(text.slice(Math.max(0, m.index! - 6), m.index! + m[1].length))) continue;
    const want = expectedArticle(m[3]);
    if (want && want !== used) add('article', m.index! + m[1].length, m[2].length + 1 + m[3].length);
  }

  for (const m of text.matchAll(/undefined|\bnull\b|\bNaN\b|\[object Object\]|\(\s*\)|\S {2,}\S|\s+[,.;:](?![\w/])| ,|,\s*,|:\s*\.|(?<!\.)\.\.(?!\.)/g)) {
    // Indentation and table padding are layout, not a missing word.
    if (/^\S {2,}\S$/.test(m[0]) && /\|/.test(m[0])) continue;
    add('empty-slot', m.index!, m[0].length);
  }
  // A bullet or a sentence starts with a capital (a brand spelt in lower case, like "iPhone", "uLesson" or "d.light", is the exception).
  for (const m of text.matchAll(/(?:^[ \t]*(?:[-*]|\d+\.)(?: \[[ x]\])? (?:\*\*)?|^#+ |[a-z0-9)”][.!?] )([a-z][a-z]*)/gm)) {
    const rest = text.slice(m.index! + m[0].length - m[1].length);
    const before = text.slice(Math.max(0, m.index! - 8), m.index! + 2);
    if (!/^[a-z]{1,4}[A-Z]|^[a-z]\.[a-z]/.test(rest) && !/(?:\be\.g|\bi\.e|\bvs|\betc|\bapprox|\bcf|\bincl)\.$/i.test(before)) add('sentence-case', m.index!, m[0].length);
  }
  return errors;
}
