/** Content types live with the offline writer (packages/offline-engine/src/documents); the server renders them. */
export type { DocumentContent, DocView, ProfileFacts, Section } from '@uc/offline-engine';

/** Which engine wrote a document: 'offline' or the model's name (shown in the UI and in the file's properties). */
export type DocumentEngine = string;

/** File properties every renderer writes: who wrote it (engine) and about what. */
export type FileMeta = { author: string; subject: string };
