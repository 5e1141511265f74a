import type { GenerateProjectResponse } from '@uc/contract';

export type ChatTurn = { role: 'user' | 'assistant'; content: string };

/** What the project chat showed, kept per project while the page is open. */
export type ChatSession = { history: ChatTurn[]; guidance: string; suggestions: string[]; integrations: GenerateProjectResponse['composioIntegrations'] };
export const EMPTY_SESSION: ChatSession = { history: [], guidance: '', suggestions: [], integrations: [] };

/** The assistant's line in the project chat after a generation. */
export const summaryOf = (res: GenerateProjectResponse, verb = 'Generated') =>
  `${verb} ${res.projectData.name}: ${res.files.length} files${res.engine === 'offline' ? ' (offline engine)' : ` (${res.engine})`}. ${res.credits_charged} credits used.`;
