/**
 * The built-in offline engine and the model interface it implements. Shared by the server (the
 * default when no model is configured) and the in-browser demo, so both answer alike.
 * Depends on nothing but the language.
 */
export type { LlmProvider, TextRequest, TextResult, StreamResult, ChatTurn, OfflinePurpose, ToolStep, StepUsage } from './types';
export { createOfflineProvider, OFFLINE_MODEL } from './offline';
export { OFFLINE_NOTE, describeProfile, topicOf } from './offline-content';
export * from './documents';
/** Knowledge tables (data with jurisdiction, source and year), read by the advisor and the documents. */
export {
  REGULATIONS, regulationsFor, jurisdictionsOf, TECHNOLOGIES, COMPETITORS, INSTITUTIONS, competitorsFor, CHANNELS, CUSTOMER_TYPES,
  FUNDRAISING, PRICING_MODELS, EQUITY_NORMS, FIRST_HIRES, PLACES, COUNTRY_NAMES,
} from './knowledge';
export type { Regulation, Technology, Competitor, Institution, Channel, CustomerType, FundingRow, PricingModel } from './knowledge';
/** The advisor's context for the model path (archetype, key numbers, facts, excerpts, thread) and its deliverables. */
export { advisorPromptContext, factsFor, knowledgeForPrompt, type Excerpt } from './advisor/prompt';
export { knowledgeFor, knowledgeLines, type KnowledgeForPrompt, type Applied, type StartupFacts } from './knowledge/records/applies';
export { allRecords, recognise } from './knowledge/records/index';
export { validateRecord, RECORD_TYPES, CONDITIONS, type KnowledgeRecord, type RecordType, type Condition, type Fact } from './knowledge/records/types';
export { deliverableTitle } from './advisor/deliverables';
export { businessOf } from './advisor/context';
export { offlineProject, offlineEdit, originalPrompt, extractProjectName, templateForPrompt, NEEDS_MODEL, type OfflineProject, type OfflineEdit } from './apps/project';
export { offlineApp, appHtml } from './apps/chat-app';
export { readPrompt, archetypeOf } from './apps/read-prompt';
export { diffFiles, type FileChange } from './apps/diff';
export { APP_ARCHETYPES, type AppArchetype, type AppSpec } from './apps/spec';
export { codeLines, lineShare, worstShare, APP_OWN_FILES } from './apps/measure';
export { sensitiveFields, type SensitiveField } from './apps/sensitive-fields';
export { appBusiness, inputFromModel, type AppBusiness, type AppFigure, type AppPrice } from './apps/business';
