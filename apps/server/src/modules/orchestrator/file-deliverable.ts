import { Readable } from 'node:stream';
import type { Suggestion } from '@uc/contract';
import { and, eq } from 'drizzle-orm';
import { dataroomFiles } from '../../db/schema';
import { checklistHome } from '../dataroom/checklist';
import type { DataRoomDeps } from '../dataroom/deps';
import { addVersion, createFile } from '../dataroom/files-service';
import { folderBySlug } from '../dataroom/folders-service';

/**
 * Deliverables that are documents: the data-room checklist item each one fills, or, for a document
 * no checklist item stands for (a legal checklist is not the certificate of incorporation), its folder.
 */
const DOCUMENTS: Partial<Record<Suggestion['action'], { fileName: string } & ({ item: string } | { folder: string })>> = {
  market_analysis: { item: 'market_analysis', fileName: 'market-analysis.md' },
  user_interviews: { item: 'customer_research', fileName: 'user-interview-plan.md' },
  technical_architecture: { item: 'architecture', fileName: 'technical-architecture.md' },
  legal_setup: { folder: 'legal-documents', fileName: 'legal-checklist.md' },
  marketing_strategy: { folder: 'market-research', fileName: 'marketing-plan.md' },
};

/**
 * Files an executed suggestion's deliverable in the data room (a new version when the checklist
 * item, or the folder, already has it), so it counts towards readiness like any document. Null when the action is not a document.
 */
export async function fileDeliverable(deps: DataRoomDeps, userId: string, action: Suggestion['action'], createdBy: string, text: string) {
  const spec = DOCUMENTS[action];
  if (!spec) return null;
  const item = 'item' in spec ? spec.item : null;
  const folder = await folderBySlug(deps.db, userId, item ? checklistHome(item).slug : (spec as { folder: string }).folder);
  const bytes = Buffer.from(text, 'utf8');
  const body = () => Readable.from([bytes]);
  if (!item) {
    const [existing] = await deps.db
      .select({ id: dataroomFiles.id })
      .from(dataroomFiles)
      .where(and(eq(dataroomFiles.userId, userId), eq(dataroomFiles.folderId, folder.id), eq(dataroomFiles.name, spec.fileName)));
    if (existing) return addVersion(deps, { userId, fileId: existing.id, fileName: spec.fileName, body: body(), declaredBytes: bytes.length, createdBy });
  }
  return createFile(deps, { userId, fileName: spec.fileName, body: body(), declaredBytes: bytes.length, folderId: folder.id, checklistItem: item, createdBy, description: 'Made by an executed co-founder suggestion' });
}
