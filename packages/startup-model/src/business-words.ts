/**
 * Words that point at a business model in the founder's own language (data/business-words.json), made into the
 * classifier's signals. A word ending in * takes any ending; a word denied just before it ("no somos agencia",
 * "sin sensores", "не агентство") does not count. Letters of scripts written without spaces (Chinese, Japanese,
 * Korean, Thai) need no word boundary.
 */
import { UNSPACED } from './capacity-words';
import data from './data/business-words.json';
import { ARCHETYPE_IDS, type ArchetypeId } from './types';
import { escapeRe } from './world';

type WordsData = typeof data;
export type WordSignal = { re: RegExp; archetype: ArchetypeId; weight: number; why: string };

/** What the schema refuses, one line each (the test asserts there is none). */
export const validateBusinessWords = (d: WordsData): string[] => {
  const out: string[] = [];
  const plain = (w: unknown) => typeof w === 'string' && w.trim() === w && w.length > 1 && w === w.toLowerCase()
    && !/[\\()[\]{}|?+^$]/.test(w) && !/\*./.test(w);
  const seen = new Map<string, string>();
  for (const s of d.signals) {
    const name = `${s.archetype}/${s.why}`;
    if (!(ARCHETYPE_IDS as readonly string[]).includes(s.archetype)) out.push(`${name}: unknown archetype`);
    if (!Number.isInteger(s.weight) || s.weight < 1 || s.weight > 5) out.push(`${name}: weight 1 to 5`);
    if (!s.why.trim() || !s.words.length) out.push(`${name}: a reason and at least one word`);
    for (const w of s.words) {
      if (!plain(w)) out.push(`${name}: "${w}" is not a plain lower-case word`);
      const other = seen.get(w);
      if (other && other !== s.archetype) out.push(`"${w}" points at both ${other} and ${s.archetype}`);
      seen.set(w, s.archetype);
    }
  }
  for (const w of d.consumer_cues) if (!plain(w)) out.push(`consumer cue "${w}" is not a plain lower-case word`);
  return out;
};

/** One word of the table as a pattern: its spaces any white space, its * any ending, bounded where words are. */
const wordPattern = (w: string) => {
  const stem = w.endsWith('*') ? w.slice(0, -1) : w;
  const body = escapeRe(stem).replace(/ /g, '\\s+') + (w.endsWith('*') ? '\\p{L}*' : '');
  const before = UNSPACED.test(stem[0]) ? '' : '(?<![\\p{L}\\p{N}])';
  const after = UNSPACED.test(stem[stem.length - 1]) || w.endsWith('*') ? '' : '(?![\\p{L}])';
  return `${before}${body}${after}`;
};
/** A denial up to two words before: "no", "sin", "pas de", "не", "bukan", "không", "غير"… */
const DENIED = '(?<!(?<![\\p{L}])(?:no|not|never|without|zero|sin|sem|sans|pas|ni|nunca|non|ohne|kein|keine|nie|bez|'
  + 'не|ні|нет|без|bukan|tidak|không|mashi|لا|ليس|ليست|غير)\\s+(?:[\\p{L}-]+\\s+){0,2})';

const pattern = (words: string[]) => new RegExp(`${DENIED}(?:${words.map(wordPattern).join('|')})`, 'iu');

/** The table's signals, in its order. */
export const WORD_SIGNALS: WordSignal[] = data.signals.map((s) => ({
  re: pattern(s.words), archetype: s.archetype as ArchetypeId, weight: s.weight, why: s.why,
}));

/** "Anulować w każdej chwili", "いつでも解約": words that say individuals subscribe (when no buyer is named). */
export const CONSUMER_CUE_WORDS = pattern(data.consumer_cues);
