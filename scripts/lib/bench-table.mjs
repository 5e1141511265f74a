// The rows of `npm run bench` and how they are printed. Every bench function returns rows:
//   { measure, value, unit, target, ok, reference? }
// measure: what is measured (a row of issue 17's or 18's table); value: our figure (a number, or
// null when the section failed); unit: what the value counts; target: the goal as text ('< 800',
// '≥ 0.5', or null for a figure without a target); ok: whether the value meets it; reference: what the same measure gives without our
// app (bare Fastify, `cp`, PostgreSQL …) or other context, as text.

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Rounds to `digits` decimals and keeps a number. */
export const round = (n, digits = 1) => Number(n.toFixed(digits));

/** A row for a section that failed or did not run, so the table still lists its measures. */
export function missingRow(measure, reason) {
  return { measure, value: null, unit: '', target: '', ok: false, reference: reason };
}

const hasTarget = (r) => r.target !== null && r.target !== undefined && r.target !== '';
const status = (r) => (r.value === null || r.value === undefined ? 'n/a' : !hasTarget(r) ? (r.ok === false ? 'FAIL' : 'info') : r.ok ? 'ok' : 'MISS');
const cell = (v) => (v === null || v === undefined ? '' : String(v));

/** Prints rows as an aligned text table (the reference last, unpadded) and how many targets are met. */
export function printTable(rows, log = console.log) {
  const header = ['measure', 'ours', 'unit', 'target', '', 'reference'];
  const lines = rows.map((r) => [
    r.measure,
    r.value === null || r.value === undefined ? '—' : cell(r.value),
    cell(r.unit),
    cell(r.target),
    status(r),
    cell(r.reference),
  ]);
  const widths = header.map((h, i) => (i === 5 ? 0 : Math.max(h.length, ...lines.map((l) => l[i].length))));
  const fmt = (cols) =>
    cols
      .map((c, i) => (i === 5 ? c : i === 1 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  log(fmt(header));
  log(widths.map((w, i) => '-'.repeat(i === 5 ? 'reference'.length : w)).join('  '));
  for (const l of lines) log(fmt(l));
  const targeted = rows.filter((r) => hasTarget(r) || r.value === null || r.value === undefined);
  const missed = targeted.filter((r) => status(r) !== 'ok').length;
  log(`\n${targeted.length - missed} of ${targeted.length} targets met${missed ? `; ${missed} not (MISS or n/a)` : ''}.`);
}

/**
 * Runs one section as a script of its own (`node scripts/bench-x.mjs`): when `moduleUrl` is the
 * entry point, runs `bench()` under a time limit, prints its rows and exits; otherwise does nothing.
 */
export async function runAlone(moduleUrl, bench, { limitMinutes = 5 } = {}) {
  const { fileURLToPath } = await import('node:url');
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  setTimeout(() => {
    console.error('bench: time limit reached');
    process.exit(1);
  }, limitMinutes * 60_000).unref();
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));
  printTable(await bench());
  process.exit(0);
}
