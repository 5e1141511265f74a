import type { GenerateProjectResponse } from '@uc/contract';

export type ChatTurn = { role: 'user' | 'assistant'; content: string };

/** What the project chat showed, kept per project while the page is open. */
export type ChatSession = { history: ChatTurn[]; guidance: string; suggestions: string[]; integrations: GenerateProjectResponse['composioIntegrations'] };
export const EMPTY_SESSION: ChatSession = { history: [], guidance: '', suggestions: [], integrations: [] };

const engineOf = (res: GenerateProjectResponse) => (res.engine === 'offline' ? ' (offline engine)' : ` (${res.engine})`);

/**
 * The assistant's line in the project chat after a generation: a follow-up names the files it
 * changed (never the whole set), a new app says where it differs from the request.
 */
export function summaryOf(res: GenerateProjectResponse, verb = 'Generated'): string {
  const notes = res.notes?.length ? ` ${res.notes.join(' ')}` : '';
  if (res.changes) {
    const what = res.suggestions[0] && verb === 'Updated' ? `${res.suggestions[0]}: ` : '';
    const files = res.changes.map((c) => c.path).join(', ');
    return `${verb} ${res.projectData.name}${engineOf(res)}. ${what}${res.changes.length} ${res.changes.length === 1 ? 'file' : 'files'} changed (${files}). ${res.credits_charged} credits used.`;
  }
  return `${verb} ${res.projectData.name}: ${res.files.length} files${engineOf(res)}. ${res.credits_charged} credits used.${notes}`;
}
