import { DOCUMENT_TYPE_LABELS, SUITE_DOCUMENT_TYPES, type DocumentType } from '@uc/contract';
import { buildDocView, documentContent, modelFromProfile, type DocumentContent, type DocView, type ProfileFacts } from '@uc/offline-engine';
import { COMPUTED, renderFile } from './writer';

/**
 * The four suite files of one startup, written offline and rendered in memory (no database, no
 * filing): what the measurement script and the file-level tests read.
 */
export async function renderOfflineSuite(facts: ProfileFacts, types: readonly DocumentType[] = SUITE_DOCUMENT_TYPES) {
  const view: DocView = buildDocView(modelFromProfile(facts), facts, [...types]);
  const files: { type: DocumentType; content: DocumentContent; buffer: Buffer }[] = [];
  for (const type of types) {
    const content = documentContent(type, view, DOCUMENT_TYPE_LABELS[type]);
    files.push({ type, content, buffer: (await renderFile(type, content, view, type === 'financial_model' ? COMPUTED : 'offline')).buffer });
  }
  return { view, files };
}
