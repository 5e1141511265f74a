import { advisorPromptContext, type Excerpt } from '@uc/offline-engine';
import { dataRoomExcerpts } from '../dataroom/excerpts';
import type { StartupModel } from '@uc/startup-model';
import type { Db } from '../../db/client';
import type { LlmProvider } from '../../providers/llm';
import { getStartupModelForUser } from '../startup/service';

/** What every agent call knows beyond the profile: the founder's startup model and, for a real model, data-room excerpts. */
export type AgentContext = { startup: StartupModel | null; excerpts: Excerpt[] };
export const NO_CONTEXT: AgentContext = { startup: null, excerpts: [] };

/**
 * Loads the context once per turn. The startup model is one indexed read; the data-room search
 * runs only for a real model (the offline engine does not read excerpts), keeping the offline hot path as it was.
 */
export async function loadAgentContext(db: Db, llm: LlmProvider, userId: string, message: string): Promise<AgentContext> {
  const [startup, excerpts] = await Promise.all([
    getStartupModelForUser(db, userId).then((s) => s.model, () => null), // no model yet: the answers go without its numbers
    llm.kind === 'offline' ? Promise.resolve([]) : dataRoomExcerpts(db, userId, message).catch(() => []),
  ]);
  return { startup, excerpts };
}

export { advisorPromptContext };
