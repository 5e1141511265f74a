#!/usr/bin/env node
/**
 * The offline advisor's quality over its question table (issue 24): template share across five
 * startups (profile masked), entity coverage, off-topic answers, and the sentence overlap between
 * agents and between questions, and the grammar errors of the founder probe's classes. Usage: node scripts/measure-advisor.mjs  (runs the TypeScript through tsx)
 */
import { register } from 'tsx/esm/api';

register();
const { measureAll, grammarCount, ask, pairShare, groupShare, maskOf, AGENT_IDS } = await import('../packages/offline-engine/src/advisor/measure.ts');
const { QUESTIONS, STARTUPS } = await import('../packages/offline-engine/src/advisor/fixtures.ts');

const pct = (x) => `${(x * 100).toFixed(1)}%`;
const m = await measureAll();

let worstPair = 0;
for (const s of STARTUPS) {
  const qs = QUESTIONS.filter(([id]) => id === s.id).map(([, q]) => q);
  for (const agentId of AGENT_IDS)
    for (let i = 0; i + 1 < qs.length; i++) worstPair = Math.max(worstPair, pairShare(await ask(s.id, agentId, qs[i]), await ask(s.id, agentId, qs[i + 1]), maskOf(s.id)));
}
let worstTeam = 0;
for (const [id, q] of QUESTIONS) worstTeam = Math.max(worstTeam, groupShare(await Promise.all(AGENT_IDS.map((a) => ask(id, a, q))), maskOf(id)));

console.log(`questions: ${QUESTIONS.length} × ${AGENT_IDS.length} agents = ${m.answers} answers, 5 startups`);
console.log(`template share (8 generic questions × 5 agents per startup, profile masked): ${pct(m.templateShare)} of prose sentences; ${pct(m.templateShareWithHeadings)} counting headings and labels too`);
console.log(`entity coverage (known entities named in every answer): ${pct(m.entityCoverage)}`);
console.log(`off-topic answers (a section of another intent's family): ${m.offTopic}`);
console.log(`questions read as another family than expected: ${m.wrongFamily}`);
console.log(`worst sentence share, two questions to one agent: ${pct(worstPair)} (limit 40%)`);
console.log(`worst sentence share among the five agents on one question: ${pct(worstTeam)} (limit 30%)`);
for (const e of m.offTopicExamples) console.log(`  off-topic: ${e}`);
for (const e of m.templateExamples.slice(0, 5)) console.log(`  shared: ${e}`);

const g = await grammarCount();
const kinds = Object.entries(g.byKind).map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
console.log(`grammar errors over ${g.texts} texts (answers, syntheses and deliverables of 5 startups): ${g.total} (${Object.entries(g.byStartup).map(([id, n]) => `${id} ${n}`).join(', ')}; ${kinds}) (target 0)`);
for (const e of g.errors.slice(0, 10)) console.log(`  grammar ${e.kind}: ${e.where}: …${e.excerpt}…`);
