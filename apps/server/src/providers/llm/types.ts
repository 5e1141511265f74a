// The model interface lives with the offline engine in @uc/offline-engine (shared with the web demo).
export type { LlmProvider, TextRequest, TextResult, StreamResult, ChatTurn, OfflinePurpose, ToolStep, StepUsage } from '@uc/offline-engine';
