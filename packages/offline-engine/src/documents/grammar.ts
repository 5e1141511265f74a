/**
 * Profile phrases inside sentences: the founder types "Independent dental clinics" in a form
 * field, the sentence needs "serves independent dental clinics"; "item" needs "an item".
 */

/** Words that keep their capital inside a sentence even when the phrase looks like a form entry. */
const KEEP_CAPITAL = /^(?:[A-Z]{2,}\w*|[A-Z]\w*[A-Z]\w*|I)$/;

/** "Independent dental clinics" → "independent dental clinics"; "SMEs in Lagos", "Berlin Dog Owners" stay. */
export function inSentence(phrase: string): string {
  const t = phrase.trim().replace(/[.\s]+$/, '');
  const first = t.split(/\s+/)[0] ?? '';
  if (!first || KEEP_CAPITAL.test(first) || !/^(?:A|[A-Z][a-z'-]+)$/.test(first)) return t;
  // A Title Case phrase is a name ("Green Cup Co"): keep it. The places after "in" are names whatever the rest is
  // ("Startups in Germany and Poland" → "startups in Germany and Poland").
  const named = t.split(/\s+(?:in|across|from|near|around)\s+/)[0];
  const words = named.split(/\s+/)
    .filter((w) => /^[A-Za-z]{2}/.test(w) && !/^(?:of|and|for|the|in|on|to|at|by)$/.test(w));
  if (words.length > 1 && words.every((w) => /^[A-Z]/.test(w))) return t;
  return first[0].toLowerCase() + t.slice(1);
}

/** Capitalises a phrase for the start of a sentence or a bullet. */
export const capital = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** Initialisms read as a word (or starting with a "you" sound), left to the spelling rules below. */
const READ_AS_WORD = /^(?:NASA|HIPAA|SEIS|FERPA|COPPA|POPIA|INFORM|LGPD|USSD|URL|UK|US|UL)$/;
const AN_EXCEPTIONS = /^(?:hour|honest|heir|honou?r|mba|mvp|sms|smb|seo|faq|nda|llc|x-ray|rfp)/i;
const A_EXCEPTIONS = /^(?:uni|usa|uto|use|usu|user|uti|euro|eu|one|once|ubiq|ukr|url|uk\b|us\b)/i;

/** "a" or "an" before a word, by sound: "an item", "an hour", "a user", "a euro". */
export function article(word: string): 'a' | 'an' {
  const w = word.trim();
  // An initialism is read letter by letter: "an SME", "an HR team", "a B2B tool"; a few are read as words.
  const head = /^[A-Z][A-Z0-9]+\b/.exec(w)?.[0];
  if (head && !READ_AS_WORD.test(head)) return /^[AEFHILMNORSX]/.test(head) ? 'an' : 'a';
  if (AN_EXCEPTIONS.test(w)) return 'an';
  if (A_EXCEPTIONS.test(w)) return 'a';
  return /^[aeiou]/i.test(w) ? 'an' : 'a';
}
export const withArticle = (noun: string) => `${article(noun)} ${noun}`;

/** "a, b and c". */
export function list(items: string[], conj = 'and'): string {
  const xs = items.filter(Boolean);
  if (xs.length <= 1) return xs[0] ?? '';
  return `${xs.slice(0, -1).join(', ')} ${conj} ${xs.at(-1)}`;
}

/** A sentence from the idea: no trailing full stop, in-sentence case. */
export const ideaClause = (idea: string) => inSentence(idea.replace(/\s+/g, ' '));

/** A label in running text: "E-commerce / D2C" → "e-commerce / D2C", "B2B SaaS subscription" unchanged. */
export const lowerLabel = (label: string) => label.split(' ').map((w) => (/^[A-Z][a-z-]*$/.test(w) ? w.toLowerCase() : w)).join(' ');
