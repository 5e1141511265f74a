import { Readable } from 'node:stream';
import type { Suggestion } from '@uc/contract';
import { checklistHome } from '../dataroom/checklist';
import type { DataRoomDeps } from '../dataroom/deps';
import { createFile } from '../dataroom/files-service';
import { folderBySlug } from '../dataroom/folders-service';

/** Deliverables that are documents, and the data-room checklist item each one fills. */
const DOCUMENTS: Partial<Record<Suggestion['action'], { item: string; fileName: string }>> = {
  market_analysis: { item: 'market_analysis', fileName: 'market-analysis.md' },
  user_interviews: { item: 'customer_research', fileName: 'user-interview-plan.md' },
  technical_architecture: { item: 'architecture', fileName: 'technical-architecture.md' },
};

/**
 * Files an executed suggestion's deliverable in the data room (a new version when the checklist
 * item already has a file), so it counts towards readiness like any document. Null when the action is not a document.
 */
export async function fileDeliverable(deps: DataRoomDeps, userId: string, action: Suggestion['action'], createdBy: string, text: string) {
  const spec = DOCUMENTS[action];
  if (!spec) return null;
  const folder = await folderBySlug(deps.db, userId, checklistHome(spec.item).slug);
  const bytes = Buffer.from(text, 'utf8');
  return createFile(deps, { userId, fileName: spec.fileName, body: Readable.from([bytes]), declaredBytes: bytes.length, folderId: folder.id, checklistItem: spec.item, createdBy, description: 'Made by an executed co-founder suggestion' });
}
