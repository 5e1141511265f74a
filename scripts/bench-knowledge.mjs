#!/usr/bin/env node
/**
 * The knowledge layer's cost (issue 36): the record index built on first use, and the CPU of one
 * offline answer (median and p90 over the advisor's fixture questions × five co-founders; target
 * < 3 ms). Usage: node scripts/bench-knowledge.mjs  (runs the TypeScript through tsx)
 */
import { register } from 'tsx/esm/api';

register();
const idx = await import('../packages/offline-engine/src/knowledge/records/index.ts');
const t0 = performance.now();
idx.mentions('Do we need Making Tax Digital and the CQC?');
const build = performance.now() - t0;
const { composeAnswer } = await import('../packages/offline-engine/src/advisor/compose.ts');
const { STARTUPS, QUESTIONS } = await import('../packages/offline-engine/src/advisor/fixtures.ts');
const lenses = ['strategic', 'product', 'technical', 'operations', 'marketing'];
const jobs = QUESTIONS.flatMap(([id, q]) => lenses.map((l) => [l, q, STARTUPS.find((s) => s.id === id).profile]));
for (const [l, q, p] of jobs) composeAnswer(l, q, p);
const cpu = [];
for (let r = 0; r < 5; r++) for (const [l, q, p] of jobs) {
  const t = process.cpuUsage();
  composeAnswer(l, q, p);
  const d = process.cpuUsage(t);
  cpu.push((d.user + d.system) / 1000);
}
cpu.sort((a, b) => a - b);
const at = (p) => cpu[Math.min(cpu.length - 1, Math.floor(p * cpu.length))].toFixed(2);
console.log(`records ${idx.allRecords().length}; index built on first use in ${build.toFixed(1)} ms`);
console.log(`one offline answer: median ${at(0.5)} ms CPU, p90 ${at(0.9)} ms (${cpu.length} answers; target < 3 ms)`);
