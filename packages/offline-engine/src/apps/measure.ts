import type { AppFile } from './templates';

/**
 * Issue 26's measure of how alike two generated apps are: the share of one project's code lines
 * that also appear in another's (as a multiset). Code lines are trimmed, without blank lines and
 * lines of brackets only; package.json (dependency lists) and prose (README.md) are left out.
 */
const CODE = /\.(js|jsx|mjs|vue|svelte|css|html|json)$/;

export function codeLines(files: AppFile[], only: RegExp = CODE): string[] {
  return files
    .filter((f) => CODE.test(f.path) && only.test(f.path) && f.path !== 'package.json')
    .flatMap((f) => f.content.split('\n').map((l) => l.trim()).filter((l) => l.replace(/[\s{}()[\];,]/g, '').length > 0));
}

/** The share of a's lines that also appear in b. */
export function lineShare(a: string[], b: string[]): number {
  const pool = new Map<string, number>();
  for (const l of b) pool.set(l, (pool.get(l) ?? 0) + 1);
  let shared = 0;
  for (const l of a) {
    const n = pool.get(l) ?? 0;
    if (n === 0) continue;
    shared++;
    pool.set(l, n - 1);
  }
  return a.length ? shared / a.length : 0;
}

/** The highest share over every ordered pair of projects (a pair is skipped when `skip` says so). */
export function worstShare(projects: AppFile[][], only?: RegExp, skip: (i: number, j: number) => boolean = () => false): { share: number; pair: [number, number] } {
  const lines = projects.map((files) => codeLines(files, only));
  let worst = { share: 0, pair: [0, 0] as [number, number] };
  lines.forEach((a, i) =>
    lines.forEach((b, j) => {
      if (i === j || skip(i, j)) return;
      const share = lineShare(a, b);
      if (share > worst.share) worst = { share, pair: [i, j] };
    }),
  );
  return worst;
}

/** The files generated from the app spec; the rest is the template's scaffold. */
export const APP_OWN_FILES = /(^|\/)(app\.js|app-spec\.json|style\.css|globals\.css|formula\.js|server\.js)$/;
