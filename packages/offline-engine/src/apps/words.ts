import type { Noun } from './spec';

/** English word helpers for generated copy: plurals, articles, ids and labels. */

const IRREGULAR: Record<string, string> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  analysis: 'analyses',
  criterion: 'criteria',
  foot: 'feet',
  tooth: 'teeth',
  mouse: 'mice',
};
/** Words with no plural of their own get a counting noun ("gear" → "gear item"). */
const MASS = new Set(['gear', 'equipment', 'software', 'furniture', 'clothing', 'inventory', 'feedback', 'stock', 'money', 'information', 'staff', 'news', 'advice', 'data']);

export function pluralOf(word: string): string {
  const parts = word.split(' ');
  const last = parts.pop()!.toLowerCase();
  const plural =
    IRREGULAR[last] ??
    (/[^aeiou]y$/.test(last) ? `${last.slice(0, -1)}ies` : /(s|x|z|ch|sh)$/.test(last) ? `${last}es` : /[^f]fe?$/.test(last) && !/(roof|chief|belief|safe)$/.test(last) ? last.replace(/fe?$/, 'ves') : `${last}s`);
  return [...parts, plural].join(' ');
}

export function singularOf(word: string): string {
  const parts = word.split(' ');
  const last = parts.pop()!.toLowerCase();
  const irregular = Object.entries(IRREGULAR).find(([, many]) => many === last)?.[0];
  const one = irregular ?? (/ies$/.test(last) ? `${last.slice(0, -3)}y` : /(ss|us|is)$/.test(last) ? last : /(x|z|ch|sh|ss)es$/.test(last) ? last.slice(0, -2) : /s$/.test(last) ? last.slice(0, -1) : last);
  return [...parts, one].join(' ');
}

export function nounOf(word: string): Noun {
  const base = singularOf(word.trim().toLowerCase());
  const one = MASS.has(base.split(' ').at(-1)!) ? `${base} ${base === 'staff' ? 'member' : 'item'}` : base;
  return { one, many: pluralOf(one), article: articleOf(one) };
}

/** "a" or "an" by sound: an appointment, an hour, a user, a one-off. */
export function articleOf(word: string): 'a' | 'an' {
  const w = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(w)) return 'an';
  if (/^(uni|use|usu|uti|eu|one|once|ur[aeiou])/.test(w)) return 'a';
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}

export const withArticle = (word: string) => `${articleOf(word)} ${word}`;
export const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const ACRONYMS = /^(roi|crm|kpi|mrr|arr|ltv|cac|hr|faq|api|seo|b2b|saas|cep|zip|sms|vat|co2)$/i;
export const titleCase = (s: string) =>
  s
    .split(' ')
    .map((w, i) => (ACRONYMS.test(w) ? w.toUpperCase() : i > 0 && /^(of|and|or|the|a|an|per|to|in|for|on|by)$/.test(w) ? w : capitalise(w)))
    .join(' ');

/** A JavaScript identifier from a label: "Average fee" → "averageFee". */
export function idOf(label: string): string {
  const words = label.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').trim().split(/\s+/).filter(Boolean);
  const id = words.map((w, i) => (i === 0 ? w : capitalise(w))).join('');
  return /^[a-z]/.test(id) ? id.slice(0, 40) : `field${id}`.slice(0, 40);
}

export const slugOf = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'app';

/** A name as English writes it: "Tip calculator", "ROI calculator", "CEP validation form". */
export const sentenceCase = (s: string) =>
  capitalise(
    s
      .split(' ')
      .map((w) => (ACRONYMS.test(w) ? w.toUpperCase() : w.toLowerCase()))
      .join(' '),
  );
