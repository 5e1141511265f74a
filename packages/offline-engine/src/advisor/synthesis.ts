/**
 * The team synthesis, computed from the answers actually given: what they agree on (the same
 * pick, the same entities named), where their recommendations differ (quoted), and one decision.
 */
import type { StartupModel } from '@uc/startup-model';
import { buildContext, sentenceCase } from './context';
import { LENSES, asLens } from './compose';
import { topicFor } from './topics';
import { understand } from './understand';

type Answer = { agentId: string; text: string };

const recOf = (text: string) =>
  (text.match(/\*\*Recommendation:\*\*\s*([^\n]+)/)?.[1] ?? text.split('\n').find((l) => l.trim() && !l.startsWith('#'))?.trim() ?? '').replace(/\.$/, '');
const nextOf = (text: string) => [...text.matchAll(/^\d+\.\s+(.+)$/gm)].map((m) => m[1].replace(/\.$/, ''));
const who = (id: string) => LENSES[asLens(id)].name;

export function teamSynthesis(question: string, answers: Answer[], profile?: Record<string, unknown> | null, startup?: StartupModel | null): string {
  const ctx = buildContext(profile, startup, question);
  const u = understand(question, [], ctx.archetype, ctx.hasName ? [ctx.name] : []);
  const recs = answers.map((a) => ({ id: a.agentId, rec: recOf(a.text), next: nextOf(a.text) })).filter((r) => r.rec);
  const labels = u.options.map((o) => o.label);
  // Which option each co-founder picked: the one their recommendation starts with (or names first).
  const pickOf = (rec: string): string | null => {
    const start = rec.match(/^Start with (.+?):/);
    if (start) return start[1];
    const stays = rec.match(/, ([^,]+?) stays my pick/);
    if (stays) return stays[1];
    return rec.match(/^On (.+?), the option you asked about: it is also my pick/)?.[1] ?? null;
  };
  const picks = recs.map((r) => ({ ...r, pick: labels.length >= 2 ? pickOf(r.rec) : null }));
  const byPick = new Map<string, string[]>();
  for (const p of picks) if (p.pick) byPick.set(p.pick, [...(byPick.get(p.pick) ?? []), p.id]);
  const ranking = [...byPick.entries()].sort((a, b) => b[1].length - a[1].length);

  const agree: string[] = [];
  if (ranking.length === 1 && ranking[0][1].length > 1) agree.push(`- All ${ranking[0][1].length} recommend ${ranking[0][0]}.`);
  else if (ranking.length > 1) agree.push(`- ${ranking[0][1].map(who).join(', ')} recommend ${ranking[0][0]}.`);
  const everyone = u.entities.filter((e) => e.kind !== 'amount' && answers.every((a) => a.text.includes(`**${e.name.replace(/^an? /, '')}`) || a.text.includes(e.name)));
  if (everyone.length) agree.push(`- Every answer addresses ${everyone.map((e) => e.name).join(', ')}.`);
  const sharedSteps = recs.flatMap((r) => r.next).filter((s, i, all) => all.indexOf(s) !== i);
  if (sharedSteps.length) agree.push(`- More than one of us proposes: ${sharedSteps[0]}.`);
  if (agree.length === 0) agree.push(`- Everyone answers from the same facts about ${ctx.hasName ? ctx.name : 'the startup'}; the differences below are of emphasis.`);

  const differ: string[] = [];
  if (ranking.length > 1) {
    for (const [opt, ids] of ranking) for (const id of ids) differ.push(`- ${who(id)} picks **${opt}**: “${picks.find((p) => p.id === id)!.rec}.”`);
  } else if (ranking.length === 1 && recs.length > 1) {
    differ.push(`- Everyone picks **${ranking[0][0]}**, for different reasons:`);
    for (const r of recs.slice(0, 3)) differ.push(`  - ${who(r.id)}: “${r.rec}.”`);
  } else {
    // No options to pick between: the recommendations differ in what to do first; quote the two furthest apart.
    const words = (s: string) => new Set(s.toLowerCase().match(/[a-z]{4,}/g) ?? []);
    let pair: [number, number] = [0, Math.min(1, recs.length - 1)];
    let low = Infinity;
    for (let i = 0; i < recs.length; i++)
      for (let j = i + 1; j < recs.length; j++) {
        const a = words(recs[i].rec), b = words(recs[j].rec);
        const overlap = [...a].filter((w) => b.has(w)).length / Math.max(1, Math.min(a.size, b.size));
        if (overlap < low) {
          low = overlap;
          pair = [i, j];
        }
      }
    if (recs.length > 1) for (const k of pair) differ.push(`- ${who(recs[k].id)}: “${recs[k].rec}.”`);
    if (recs.length > 2) differ.push(`- The others put first: ${recs.filter((_, k) => !pair.includes(k)).map((r) => `${who(r.id)}: “${r.rec}”`).join('; ')}.`);
  }

  const lead = ranking[0];
  const decision = lead
    ? `Go with **${lead[0]}** (${lead[1].length} of ${recs.length}), and ${ranking[1] ? `revisit when ${who(ranking[1][1][0])}’s concern shows up in the numbers` : 'set a date to review it'}.`
    : `${recs.find((r) => r.id === 'strategic')?.rec ?? recs[0]?.rec ?? 'Start with the cheapest test of the riskiest assumption'}.`;
  const actions = recs.map((r) => r.next[0]).filter(Boolean).slice(0, 3);
  const text = [
    `## Team synthesis: ${u.focus != null ? u.options[u.focus].label : labels.length >= 2 ? labels.join(' or ') : topicFor(u, ctx)}`,
    '',
    '### Where we agree',
    ...agree,
    '',
    // A disagreement only where two of us pick different options (issue 38 §4); otherwise what each puts first.
    ranking.length > 1 ? '### Where we disagree' : '### What each of us puts first',
    ...(differ.length ? differ : ['- Nothing: these answers agree.']),
    '',
    '### Decision',
    decision,
    '',
    '### Next three actions',
    ...actions.map((a, i) => `${i + 1}. ${a}.`),
  ].join('\n');
  return sentenceCase(text);
}
