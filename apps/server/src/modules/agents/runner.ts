import type { AgentId, StartupProfile } from '@uc/contract';
import { formatMoney, type StartupModel } from '@uc/startup-model';
import type { ChatTurn, LlmProvider, StreamResult, TextRequest } from '../../providers/llm';
import { AGENTS } from './catalog';
import { advisorPromptContext, NO_CONTEXT, profileAsModelReads, type AgentContext } from './context';
import { HISTORY_TURNS } from './history';

// Apart so a thread's reader need not load the runner (and the engine) at start (issue 42).
export { HISTORY_TURNS };

export function profileText(profile: StartupProfile | null): string {
  if (!profile) return 'The founder has not described the startup yet.';
  const facts = Object.entries(profile)
    .filter(([, v]) => v !== null && v !== '')
    .map(([k, v]) => `- ${k.replace(/_/g, ' ')}: ${String(v)}`);
  return facts.length ? facts.join('\n') : 'The founder has not described the startup yet; ask briefly for the missing basics when useful.';
}

function otherMembers(agentId: AgentId): string {
  return Object.values(AGENTS).filter((o) => o.id !== agentId).map((o) => `${o.name} (${o.role})`).join(', ');
}

/** Agreement is reported as agreement; a disagreement only where the answers actually differ (issue 38 §4). */
const SYNTHESIS_TASK = [
  'You close a team discussion: write a short synthesis (under 200 words).',
  'Where the answers agree, say so plainly. Name a disagreement only where two answers recommend different things;',
  'if they all agree, say they agree. Then give one recommended next step.',
].join(' ');

export function agentSystemPrompt(agentId: AgentId, profile: StartupProfile | null, context?: string): string {
  const a = AGENTS[agentId];
  const lines = [
    `You are ${a.name}, the ${a.role}: one of five AI co-founders of the founder's startup.`,
    // The others' remits, so an answer stays in its lane in team mode instead of repeating theirs.
    `The other four cover their own areas: ${otherMembers(agentId)}. Leave their areas to them unless asked.`,
    `Goal: ${a.goal}`,
    `Backstory: ${a.backstory}`,
    // Strengths, not tools: the model is offered its real tools separately (a named skill is not a callable tool).
    `Your strengths: ${a.capabilities.join(', ')}.`,
    'Answer in markdown: short headings, bullet lists, and a table where it helps. Be specific to this startup, practical and concise.',
    '',
    'Startup profile:',
    profileText(profile),
  ];
  // The startup model, the facts for the question's entities, data-room excerpts and the thread (issue 24 §4).
  if (context) lines.push('', context);
  return lines.join('\n');
}

export const APP_SYSTEM_PROMPT = [
  'You are Taylor Tech, a senior front-end engineer. Build exactly what the founder asks as ONE self-contained HTML file:',
  'inline CSS and JavaScript, no external requests, no localStorage (it runs in a sandboxed frame), responsive, accessible.',
  'Reply with the HTML document only, starting with <!DOCTYPE html>.',
].join('\n');

type AgentCall = {
  agentId: AgentId;
  message: string;
  history?: ChatTurn[];
  profile: StartupProfile | null;
  signal?: AbortSignal;
  /** The startup model and data-room excerpts (agents/context.ts); absent = none. */
  context?: AgentContext;
};

/** An earlier answer as the model reads it: which co-founder spoke, and what their tools returned (issue 38 §5). */
function attributed(t: ChatTurn): ChatTurn {
  if (t.role !== 'assistant' || !t.agentId) return { role: t.role, content: t.content };
  const who = AGENTS[t.agentId as AgentId]?.name ?? t.agentId;
  const tools = t.tools ? `\n\n(Tool results behind this answer: ${t.tools})` : '';
  return { role: 'assistant', content: `[${who}] ${t.content}${tools}` };
}

export function agentRequest(c: AgentCall): TextRequest {
  const history = (c.history ?? []).slice(-HISTORY_TURNS);
  const { startup, excerpts } = c.context ?? NO_CONTEXT;
  const profile = profileAsModelReads(c.profile, startup);
  const context = advisorPromptContext({ message: c.message, profile, startup, excerpts, history });
  return {
    system: agentSystemPrompt(c.agentId, profile, context),
    messages: [...history.map(attributed), { role: 'user', content: c.message }],
    signal: c.signal,
    purpose: { kind: 'agent-chat', agentId: c.agentId, userMessage: c.message, profile, history, startup },
  };
}

/**
 * An executed suggestion: the deliverable its action names, with the question that produced it
 * (the offline engine builds it from the tables and the startup model; a real model gets the same context).
 */
export function deliverableRequest(c: { agentId: AgentId; action: string; task: string; question: string | null; profile: StartupProfile | null; context?: AgentContext; signal?: AbortSignal }): TextRequest {
  const { startup, excerpts } = c.context ?? NO_CONTEXT;
  const basis = c.question ?? c.task;
  const profile = profileAsModelReads(c.profile, startup);
  const context = advisorPromptContext({ message: basis, profile, startup, excerpts });
  const asked = c.question ? `\n\nThe founder's question that led to this: ${c.question}` : '';
  return {
    system: agentSystemPrompt(c.agentId, profile, context),
    messages: [{ role: 'user', content: `${c.task}${asked}` }],
    signal: c.signal,
    purpose: { kind: 'deliverable', action: c.action, agentId: c.agentId, question: c.question, profile, startup },
  };
}

/** The model's prices for an app that shows them: the founder's own, or labelled as examples (issue 38 §5). */
export function appPricesText(startup: StartupModel | null | undefined): string {
  const prices = (startup?.assumptions ?? []).filter((a) => a.group === 'revenue' && a.unit === 'money');
  if (!startup || !prices.length) return '';
  const line = (a: (typeof prices)[number]) =>
    `- ${a.label}: ${formatMoney(a.value, startup.currency)} (${a.provenance === 'founder' ? "the founder's price" : 'a default: show it as an example'})`;
  return `\n\nPrices from the startup model (currency ${startup.currency}; never invent another price):\n${prices.map(line).join('\n')}`;
}

export function appRequest(c: { message: string; profile: StartupProfile | null; startup?: StartupModel | null; signal?: AbortSignal }): TextRequest {
  return {
    system: `${APP_SYSTEM_PROMPT}\n\nStartup profile:\n${profileText(c.profile)}${appPricesText(c.startup)}`,
    messages: [{ role: 'user', content: c.message }],
    maxOutputTokens: 8000,
    signal: c.signal,
    purpose: { kind: 'app', request: c.message, profile: c.profile },
  };
}

export function synthesisRequest(c: { message: string; answers: { agentId: AgentId; text: string }[]; profile: StartupProfile | null; signal?: AbortSignal; context?: AgentContext }): TextRequest {
  const answers = c.answers.map((a) => `### ${AGENTS[a.agentId].name} (${AGENTS[a.agentId].role})\n${a.text}`).join('\n\n');
  const { startup } = c.context ?? NO_CONTEXT;
  const profile = profileAsModelReads(c.profile, startup);
  return {
    system: `${agentSystemPrompt('strategic', profile, advisorPromptContext({ message: c.message, profile, startup }))}\n\n${SYNTHESIS_TASK}`,
    messages: [{ role: 'user', content: `Question: ${c.message}\n\nAnswers from the team:\n\n${answers}` }],
    signal: c.signal,
    purpose: { kind: 'synthesis', userMessage: c.message, answers: c.answers, profile, startup },
  };
}

/** A model answer written as a single-file HTML app may arrive wrapped in a code fence. */
export function extractHtml(text: string): string {
  const fenced = text.match(/```(?:html)?\s*\n([\s\S]*?)```/i);
  const html = (fenced ? fenced[1] : text).trim();
  const start = html.search(/<!doctype html|<html/i);
  return start > 0 ? html.slice(start) : html;
}

/** Runs one agent to completion and measures it (the task-result metadata). */
export async function runAgentTask(llm: LlmProvider, c: AgentCall | TextRequest) {
  const started = performance.now();
  const res = await llm.generateText('system' in c ? c : agentRequest(c));
  return { text: res.text, tokensUsed: res.tokensUsed, model: res.model, executionTime: Math.round(performance.now() - started), result: res };
}

export type { StreamResult };
