import type { AgentId, Suggestion } from '@uc/contract';
import { regulationsFor } from '@uc/offline-engine';
import { ARCHETYPES, type StartupModel } from '@uc/startup-model';
import { AGENTS } from '../agents/catalog';

type Template = Omit<Suggestion, 'id' | 'agentId' | 'agentName'>;

/** One follow-up per agent, with the priority and time of spec 000 §9. */
const TEMPLATES: Record<AgentId, Template> = {
  strategic: {
    title: 'Run a market analysis',
    description: 'Size the market, map competitors and find the segment to win first.',
    action: 'market_analysis',
    priority: 'high',
    estimatedTime: '15 min',
    parameters: { depth: 'focused' },
    icon: 'target',
  },
  product: {
    title: 'Plan user interviews',
    description: 'Prepare a short interview script and who to talk to.',
    action: 'user_interviews',
    priority: 'high',
    estimatedTime: '20 min',
    parameters: { interviews: 3, minutes_each: 5 },
    icon: 'users',
  },
  technical: {
    title: 'Draft the technical architecture',
    description: 'Choose the stack and outline the first build milestones.',
    action: 'technical_architecture',
    priority: 'medium',
    estimatedTime: '25 min',
    parameters: {},
    icon: 'code',
  },
  operations: {
    title: 'Set up the legal basics',
    description: 'Company formation, founder agreements and the first policies.',
    action: 'legal_setup',
    priority: 'medium',
    estimatedTime: '18 min',
    parameters: {},
    icon: 'scale',
  },
  marketing: {
    title: 'Create a marketing strategy',
    description: 'Positioning, first channels and a launch plan.',
    action: 'marketing_strategy',
    priority: 'low',
    estimatedTime: '12 min',
    parameters: {},
    icon: 'megaphone',
  },
};

const RANK = { high: 0, medium: 1, low: 2 } as const;
export const MAX_SUGGESTIONS = 5;

/** What the suggestions adapt to: the question asked, the startup model, the data-room checklist items already present and the founder's description. */
export type SuggestionContext = {
  question?: string | null;
  startup?: StartupModel | null;
  present?: ReadonlySet<string>;
  /** The founder's description (idea, industry, customers, model): rules for some businesses of a sector only (ride-hailing, not parking). */
  business?: string;
};

const list = (xs: string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);

/** One agent's suggestion, worded for this archetype, stage and what the founder already has. */
function adapt(id: AgentId, ctx: SuggestionContext): Template {
  const t = { ...TEMPLATES[id], parameters: { ...TEMPLATES[id].parameters } };
  const m = ctx.startup;
  const has = (item: string) => ctx.present?.has(item) ?? false;
  if (ctx.question) t.parameters.question = ctx.question.slice(0, 500);
  if (!m) return t;
  const def = ARCHETYPES[m.archetype];
  const early = m.stage === 'idea' || m.stage === 'mvp';
  const regs = regulationsFor(m.sector, m.country, { archetype: m.archetype, business: ctx.business }).map((r) => r.name);
  switch (id) {
    case 'strategic':
      t.title = has('market_analysis') ? 'Update the market analysis with the startup model' : m.archetype === 'marketplace' ? 'Size both sides of the market and map the incumbents' : m.archetype === 'nonprofit' ? 'Size the need and map other programmes' : 'Run a market analysis';
      t.description = `TAM, SAM and SOM from the startup model, and the competitors of this sector placed in their categories.`;
      if (has('market_analysis')) t.priority = 'low';
      break;
    case 'product':
      t.title = m.archetype === 'marketplace' ? `Plan interviews with ${def.vocabulary.supply_side ?? 'suppliers'} and ${def.vocabulary.demand_side ?? 'buyers'}` : `Plan interviews with ${def.vocabulary.customers}`;
      t.description = 'An interview script and a recruiting plan with the channels that reach these customers.';
      t.parameters.interviews = early ? 10 : 5;
      t.priority = has('customer_research') ? 'low' : early ? 'high' : 'medium';
      break;
    case 'technical':
      t.title = m.archetype === 'hardware_subscription' ? 'Choose the device connectivity and the data pipeline' : regs.length && (m.sector === 'health' || m.sector === 'finance') ? `Draft an architecture that meets ${list(regs.slice(0, 2))}` : 'Draft the technical architecture';
      t.priority = has('architecture') ? 'low' : m.archetype === 'hardware_subscription' ? 'high' : 'medium';
      break;
    case 'operations':
      t.title = regs.length ? `Legal checklist: ${list(regs.slice(0, 3))}` : 'Set up the legal basics';
      t.description = 'Company formation, founder agreements and the rules for this sector and country, as a checklist.';
      t.priority = !has('incorporation') && (early || regs.length > 2) ? 'high' : 'medium';
      break;
    case 'marketing':
      t.title = `Pick the first channels for ${def.vocabulary.customers}`;
      t.priority = early ? 'low' : 'medium';
      break;
  }
  return t;
}

/** Suggestions for the agents that answered, highest priority first, at most five. */
export function suggestionsFor(agentIds: AgentId[], ctx: SuggestionContext = {}): Suggestion[] {
  return [...new Set(agentIds)]
    .map((id) => ({ id: `${id}:${TEMPLATES[id].action}`, agentId: id, agentName: AGENTS[id].name, ...adapt(id, ctx) }))
    .sort((a, b) => RANK[a.priority] - RANK[b.priority])
    .slice(0, MAX_SUGGESTIONS);
}

/** The task an agent performs when a suggestion is executed. */
export function suggestionTask(action: Suggestion['action'], parameters: Record<string, unknown>): string {
  const t = Object.values(TEMPLATES).find((x) => x.action === action)!;
  const params = Object.keys(parameters).length ? `\nParameters: ${JSON.stringify(parameters)}` : '';
  return `${t.title}. ${t.description}${params}`;
}

/** The title shown for an executed suggestion (the action's own title). */
export function suggestionTitle(agentId: AgentId, action: Suggestion['action']): string {
  return (Object.values(TEMPLATES).find((x) => x.action === action) ?? TEMPLATES[agentId]).title;
}
