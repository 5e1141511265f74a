/** A line diff of two file sets, so the founder sees what an edit changed (and nothing is charged when nothing did). */
export type FileChange = { path: string; status: 'added' | 'changed' | 'removed'; added: number; removed: number; diff: string };

const CONTEXT = 2;
const MAX_CELLS = 2_000_000;

/** Lines of a and b marked ' ', '-' or '+', by longest common subsequence. */
function lineOps(a: string[], b: string[]): [' ' | '-' | '+', string][] {
  if (a.length * b.length > MAX_CELLS) return [...a.map((l) => ['-', l] as ['-', string]), ...b.map((l) => ['+', l] as ['+', string])];
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const ops: [' ' | '-' | '+', string][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push([' ', a[i]]);
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i][j + 1] >= lcs[i + 1][j])) ops.push(['+', b[j++]]);
    else ops.push(['-', a[i++]]);
  }
  return ops;
}

export function diffText(before: string, after: string): { added: number; removed: number; diff: string } {
  const ops = lineOps(before.split('\n'), after.split('\n'));
  const near = ops.map((_, k) => ops.slice(Math.max(0, k - CONTEXT), k + CONTEXT + 1).some(([op]) => op !== ' '));
  const out: string[] = [];
  ops.forEach(([op, line], k) => {
    if (near[k]) out.push(`${op} ${line}`);
    else if (near[k - 1]) out.push('  …');
  });
  return { added: ops.filter(([op]) => op === '+').length, removed: ops.filter(([op]) => op === '-').length, diff: out.join('\n') };
}

export function diffFiles(before: { path: string; content: string }[], after: { path: string; content: string }[]): FileChange[] {
  const old = new Map(before.map((f) => [f.path, f.content]));
  const changes: FileChange[] = [];
  for (const f of after) {
    const prev = old.get(f.path);
    if (prev === f.content) continue;
    changes.push({ path: f.path, status: prev === undefined ? 'added' : 'changed', ...diffText(prev ?? '', f.content) });
  }
  const kept = new Set(after.map((f) => f.path));
  for (const f of before) if (!kept.has(f.path)) changes.push({ path: f.path, status: 'removed', ...diffText(f.content, '') });
  return changes;
}
