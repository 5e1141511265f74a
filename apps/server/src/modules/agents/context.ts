import { advisorPromptContext, type Excerpt } from '@uc/offline-engine';
import { dataRoomExcerpts, dataRoomExcerptsAt } from '../dataroom/excerpts';
import { PROFILE_WORDING_FIELDS, type StartupProfile } from '@uc/contract';
import { agreeWithModel, type StartupModel } from '@uc/startup-model';
import type { Db } from '../../db/client';
import type { LlmProvider } from '../../providers/llm';
import { getStartupProfile } from '../chat/startup-profile';
import { readTurnInputs } from '../startup/service';

/** What every agent call knows beyond the profile: the founder's startup model and, for a real model, data-room excerpts. */
export type AgentContext = { startup: StartupModel | null; excerpts: Excerpt[] };
export const NO_CONTEXT: AgentContext = { startup: null, excerpts: [] };

/**
 * Loads the context once per turn. The startup model is one indexed read that also returns the
 * profile, the versions the model is remembered by (startup/service.ts) and the data-room version
 * the excerpts are remembered by, so a change on any instance reaches the next turn. The data-room
 * search runs only for a real model (the offline engine does not read excerpts), only when a file
 * has text to search, and only for a question not asked since the founder's files last changed.
 */
export async function loadAgentContext(
  db: Db, llm: LlmProvider, userId: string, message: string,
): Promise<AgentContext & { profile: StartupProfile }> {
  const read = await readTurnInputs(db, userId).catch(() => null);
  const excerpts = llm.kind === 'offline' || read?.dataRoomSearchable === false
    ? []
    : await (read ? dataRoomExcerptsAt(db, userId, message, read.dataRoomVersion) : dataRoomExcerpts(db, userId, message))
      .catch(() => []);
  const profile = read?.profile ?? (await getStartupProfile(db, userId));
  // Unreadable saved model: the answers go without its numbers.
  return { startup: read?.stored?.model ?? null, excerpts, profile };
}

export { advisorPromptContext };

/**
 * The profile as the model now reads it: a figure the founder changed since they wrote it (a
 * confirmed card whose words could not be restated) carries its current value, so a prompt never
 * holds the old price beside the new one (issue 35 §6).
 */
export function profileAsModelReads(profile: StartupProfile | null, startup: StartupModel | null): StartupProfile | null {
  if (!profile || !startup) return profile;
  const next = { ...profile };
  for (const field of PROFILE_WORDING_FIELDS) {
    const text = profile[field];
    if (text) next[field] = agreeWithModel(text, startup);
  }
  return PROFILE_WORDING_FIELDS.every((f) => next[f] === profile[f]) ? profile : next;
}
