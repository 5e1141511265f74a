#!/usr/bin/env node
/**
 * The knowledge layer's quality over its question tables (issue 36): coverage (entities addressed
 * with a fact from their record, in every co-founder's answer), wrong advice, and the records held.
 * Usage: node scripts/measure-knowledge.mjs [--misses]  (runs the TypeScript through tsx)
 */
import { register } from 'tsx/esm/api';

register();
const { measureKnowledge } = await import('../packages/offline-engine/src/knowledge/fixtures/measure.ts');
const { DEV } = await import('../packages/offline-engine/src/knowledge/fixtures/dev.fixture.ts');
const { HELD_OUT } = await import('../packages/offline-engine/src/knowledge/fixtures/held-out.fixture.ts');
const { HELD_OUT_2 } = await import('../packages/offline-engine/src/knowledge/fixtures/held-out-2.fixture.ts');
const { HELD_OUT_3 } = await import('../packages/offline-engine/src/knowledge/fixtures/held-out-3.fixture.ts');
const { HELD_OUT_4 } = await import('../packages/offline-engine/src/knowledge/fixtures/held-out-4.fixture.ts');
const { allRecords } = await import('../packages/offline-engine/src/knowledge/records/index.ts');

const pct = (x) => `${(x * 100).toFixed(1)}%`;
console.log(`records in the knowledge: ${allRecords().length}`);
console.log('| table | questions | checks (entity × lens) | coverage | wrong advice | grammar errors |');
console.log('|---|---|---|---|---|---|');
const tables = [
  ['dev', DEV], ['held-out', HELD_OUT], ['held-out-2', HELD_OUT_2], ['held-out-3', HELD_OUT_3], ['held-out-4', HELD_OUT_4],
];
for (const [name, table] of tables) {
  const m = measureKnowledge(table);
  console.log(`| ${name} | ${m.questions} | ${m.checks} | ${pct(m.coverage)} | ${m.wrong.length} | ${m.grammar.length} |`);
  if (process.argv.includes('--misses')) for (const x of [...m.missed, ...m.wrong, ...m.grammar]) console.log(`  ${name}: ${x.lens}: ${x.q} → ${x.what}`);
}
