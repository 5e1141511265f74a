/**
 * The advisor's quality measures, shared by its tests and scripts/measure-advisor.mjs: sentence
 * overlap between answers, entity coverage, off-topic sections and the template share across
 * startups (profile masked, via the documents' template-share measure).
 */
import { sentencesOf, templateShare } from '../documents/template-share';
import { createOfflineProvider } from '../offline';
import { buildContext } from './context';
import { deliverable } from './deliverables';
import { grammarErrors, type GrammarError } from './grammar-check';
import { teamSynthesis } from './synthesis';
import { familyTitles } from './lenses';
import { understand } from './understand';
import { QUESTIONS, STARTUPS, type StartupId } from './fixtures';
import type { Family } from '../understand/intents';

export const AGENT_IDS = ['strategic', 'product', 'technical', 'operations', 'marketing'] as const;
const engine = createOfflineProvider();
const NOTE = /_Offline mode:[^\n]*_/;

export const profileOf = (id: StartupId) => STARTUPS.find((s) => s.id === id)!.profile as unknown as Record<string, unknown>;
export const maskOf = (id: StartupId) => Object.values(profileOf(id)).filter((v): v is string => typeof v === 'string');

export async function ask(id: StartupId, agentId: string, question: string, history: { role: 'user' | 'assistant'; content: string }[] = []): Promise<string> {
  const r = await engine.generateText({ system: '', messages: [...history, { role: 'user', content: question }], purpose: { kind: 'agent-chat', agentId, userMessage: question, profile: profileOf(id), history } });
  return r.text;
}

/** The sentences of an answer, without the offline note and the "based on" line (identical by design within one startup). */
/** Without the offline label, the "based on" line and headings: labels and structure, not prose. */
export const clean = (text: string) => text.replace(NOTE, '').replace(/^_Based on[^\n]*$/m, '').replace(/^#+ .*$/gm, '');
export const sentences = (text: string, mask: string[]) => new Set(sentencesOf(clean(text), mask));

/** Share of the smaller answer's sentences that also appear in the other. */
export function pairShare(a: string, b: string, mask: string[]): number {
  const sa = sentences(a, mask), sb = sentences(b, mask);
  const common = [...sa].filter((x) => sb.has(x)).length;
  return common / Math.max(1, Math.min(sa.size, sb.size));
}

/** Share of all sentences of a group of answers that appear in more than one of them. */
export function groupShare(texts: string[], mask: string[]): number {
  const sets = texts.map((t) => sentences(t, mask));
  const seen = new Map<string, number>();
  for (const s of sets) for (const x of s) seen.set(x, (seen.get(x) ?? 0) + 1);
  const total = sets.reduce((n, s) => n + s.size, 0);
  const shared = sets.reduce((n, s) => n + [...s].filter((x) => (seen.get(x) ?? 0) > 1).length, 0);
  return shared / Math.max(1, total);
}

/** Which known entities an answer fails to name. */
export const missingEntities = (text: string, names: string[]) => names.filter((n) => !text.toLowerCase().includes(n.replace(/^an? /, '').toLowerCase()));

/** Section titles in the answer that belong to another family than the question's. */
export function offTopicSections(text: string, id: StartupId, question: string, expected: Family): string[] {
  const ctx = buildContext(profileOf(id), null, question);
  const titles = familyTitles(ctx, understand(question));
  const own = new Set(titles[expected] ?? []);
  const foreign = new Set(Object.entries(titles).filter(([f]) => f !== expected).flatMap(([, t]) => t).filter((t) => !own.has(t)));
  return [...text.matchAll(/^### (.+)$/gm)].map((m) => m[1]).filter((t) => foreign.has(t));
}

export const GENERIC_QUESTIONS = [
  'How should we price this?',
  'Who should we hire first?',
  'What compliance do we need before launch?',
  'Who are our competitors?',
  'Which channels should we test first?',
  'How much should we raise?',
  'What should the MVP include?',
  'Are our unit economics healthy?',
];

export async function measureAll() {
  let named = 0, missing = 0, offTopic = 0, wrongFamily = 0;
  const offTopicExamples: string[] = [];
  for (const [id, q, entities, family] of QUESTIONS) {
    const u = understand(q, [], buildContext(profileOf(id), null, q).archetype);
    if (u.intent.family !== family) wrongFamily++;
    for (const agentId of AGENT_IDS) {
      const text = await ask(id, agentId, q);
      named += entities.length;
      missing += missingEntities(text, entities).length;
      const off = offTopicSections(text, id, q, family);
      if (off.length) {
        offTopic++;
        if (offTopicExamples.length < 5) offTopicExamples.push(`${q} [${agentId}] → ${off.join(', ')}`);
      }
    }
  }
  const suites = [];
  const whole = [];
  for (const s of STARTUPS) {
    const texts = [];
    for (const q of GENERIC_QUESTIONS) for (const agentId of AGENT_IDS) texts.push(await ask(s.id, agentId, q));
    suites.push({ text: texts.map(clean).join('\n'), profileStrings: maskOf(s.id) });
    whole.push({ text: texts.join('\n'), profileStrings: maskOf(s.id) });
  }
  const share = templateShare(suites);
  // The same measure counting headings, labels, the offline label and the "based on" line as sentences too.
  const withHeadings = templateShare(whole);
  return { answers: QUESTIONS.length * AGENT_IDS.length, entityCoverage: named ? (named - missing) / named : 1, offTopic, offTopicExamples, wrongFamily, templateShare: share.share, templateShareWithHeadings: withHeadings.share, templateExamples: share.examples, headingExamples: withHeadings.examples };
}

/**
 * The grammar errors over the five startups: every agent's answer to the startup's own questions
 * and to the generic ones, the team synthesis of each question, and the five deliverables.
 */
export async function grammarCount() {
  const byStartup: Record<string, number> = {};
  const errors: (GrammarError & { where: string })[] = [];
  let texts = 0;
  const DELIVERABLES = ['market_analysis', 'user_interviews', 'legal_setup', 'technical_architecture', 'marketing_strategy'];
  for (const s of STARTUPS) {
    const profile = profileOf(s.id);
    const check = (text: string, where: string) => {
      texts++;
      for (const e of grammarErrors(text, profile)) errors.push({ ...e, where: `${s.id}: ${where}` });
    };
    const qs = [...QUESTIONS.filter(([id]) => id === s.id).map(([, q]) => q), ...GENERIC_QUESTIONS];
    for (const q of qs) {
      const answers = [];
      for (const agentId of AGENT_IDS) {
        const text = await ask(s.id, agentId, q);
        answers.push({ agentId, text });
        check(text, `${q} [${agentId}]`);
      }
      check(teamSynthesis(q, answers, profile), `${q} [synthesis]`);
    }
    for (const action of DELIVERABLES) check(deliverable(action, 'strategic', profile, { question: qs[0] }), action);
    byStartup[s.id] = errors.filter((e) => e.where.startsWith(`${s.id}:`)).length;
  }
  const byKind: Record<string, number> = {};
  for (const e of errors) byKind[e.kind] = (byKind[e.kind] ?? 0) + 1;
  return { texts, total: errors.length, byStartup, byKind, errors };
}
