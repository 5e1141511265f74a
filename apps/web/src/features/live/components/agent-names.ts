import type { AgentId } from '@uc/contract';

/** The co-founders' names as the server's catalogue gives them (shown before any call returns). */
export const AGENT_NAMES: Record<AgentId, string> = {
  strategic: 'Alex Strategic',
  product: 'Sam Product',
  technical: 'Taylor Tech',
  operations: 'Jordan Ops',
  marketing: 'Morgan Marketing',
};

export const agentName = (id: AgentId) => AGENT_NAMES[id];
