/**
 * How much of a set of suites is template: the share of sentences that appear, word for word,
 * in the documents of more than one startup once every profile string (name, idea, customers,
 * industry …) is masked. 0 = every sentence is specific; 1 = the name filled into one template.
 */
export type SuiteText = { text: string; profileStrings: string[] };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function sentencesOf(text: string, profileStrings: string[]): string[] {
  let masked = text;
  // Longest first, so "PawPal" inside "PawPal Pro" does not leave " Pro" behind.
  for (const p of [...profileStrings].filter((x) => x && x.trim().length > 1).sort((a, b) => b.length - a.length)) {
    masked = masked.replace(new RegExp(escape(p.trim()), 'gi'), '▢');
  }
  return masked
    .split(/(?<=[.!?])\s+|\n+/)
    .map((x) => x.replace(/\s+/g, ' ').trim().toLowerCase())
    .filter((x) => /[a-z]{3}/.test(x.replace(/▢/g, '')));
}

export function templateShare(suites: SuiteText[]): { share: number; sentences: number; shared: number; examples: string[] } {
  const perSuite = suites.map((s) => new Set(sentencesOf(s.text, s.profileStrings)));
  const seenIn = new Map<string, number>();
  for (const set of perSuite) for (const x of set) seenIn.set(x, (seenIn.get(x) ?? 0) + 1);
  let total = 0;
  let shared = 0;
  const examples = new Set<string>();
  for (const set of perSuite)
    for (const x of set) {
      total++;
      if ((seenIn.get(x) ?? 0) > 1) {
        shared++;
        if (examples.size < 10) examples.add(x);
      }
    }
  return { share: total ? shared / total : 0, sentences: total, shared, examples: [...examples] };
}
