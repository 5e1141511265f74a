import type { AgentId, Suggestion } from '@uc/contract';
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

/** Suggestions for the agents that answered, highest priority first, at most five. */
export function suggestionsFor(agentIds: AgentId[]): Suggestion[] {
  return [...new Set(agentIds)]
    .map((id) => ({ id: `${id}:${TEMPLATES[id].action}`, agentId: id, agentName: AGENTS[id].name, ...TEMPLATES[id] }))
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
