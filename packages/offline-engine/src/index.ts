/**
 * The built-in offline engine and the model interface it implements. Shared by the server (the
 * default when no model is configured) and the in-browser demo, so both answer alike.
 * Depends on nothing but the language.
 */
export type { LlmProvider, TextRequest, TextResult, StreamResult, ChatTurn, OfflinePurpose } from './types';
export { createOfflineProvider, OFFLINE_MODEL } from './offline';
export { OFFLINE_NOTE, describeProfile, topicOf } from './offline-content';
export { offlineProject, offlineEdit, extractProjectName, templateForPrompt, NEEDS_MODEL, type OfflineProject } from './apps/project';
export { readPrompt, archetypeOf } from './apps/read-prompt';
export { diffFiles, type FileChange } from './apps/diff';
export { APP_ARCHETYPES, type AppArchetype, type AppSpec } from './apps/spec';
