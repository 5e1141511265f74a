import { z } from 'zod';
import { AgentIdSchema } from './agents';
import { SuggestionSchema } from './orchestrator';

export const StartupProfileSchema = z
  .object({
    startup_name: z.string().trim().max(120).nullable(),
    idea: z.string().trim().max(500).nullable().meta({ description: 'One-line idea' }),
    stage: z.enum(['idea', 'validation', 'mvp', 'launched', 'growth']).nullable(),
    industry: z.string().trim().max(120).nullable(),
    target_customers: z.string().trim().max(300).nullable(),
    business_model: z.string().trim().max(200).nullable(),
    team_size: z.number().int().min(1).max(100000).nullable(),
  })
  .meta({ id: 'StartupProfile' });
export type StartupProfile = z.infer<typeof StartupProfileSchema>;
export const StartupProfileBodySchema = StartupProfileSchema.partial().meta({ id: 'StartupProfileBody' });
export type StartupProfileBody = z.infer<typeof StartupProfileBodySchema>;

export const MESSAGE_STATUSES = ['streaming', 'complete', 'incomplete'] as const;
export const ChatToolStepSchema = z
  .object({
    toolCallId: z.string(),
    toolName: z.string(),
    input: z.unknown(),
    state: z.enum(['running', 'done', 'error']),
    output: z.unknown().optional(),
    errorText: z.string().optional(),
  })
  .meta({ id: 'ChatToolStep' });
export type ChatToolStep = z.infer<typeof ChatToolStepSchema>;

export const ChatMessageSchema = z
  .object({
    id: z.string(),
    thread_id: z.string(),
    role: z.enum(['user', 'assistant']),
    agent_id: AgentIdSchema.nullable(),
    /** text: an answer; app: a single-file HTML app; document: generated markdown; synthesis: team wrap-up. */
    kind: z.enum(['text', 'app', 'document', 'synthesis']),
    content: z.string(),
    /** incomplete: the model failed or disconnected before finishing (no credit was charged). */
    status: z.enum(MESSAGE_STATUSES),
    /** Credits a paid action of its own cost (an executed suggestion, a document); null for plain answers. */
    credits: z.number().int().nullable().optional(),
    /** The tools a model answer called, in order (name, input, state, output or error); absent without tools. */
    tool_steps: z.array(ChatToolStepSchema).optional(),
    created_at: z.string(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ThreadSchema = z
  .object({ id: z.string(), title: z.string(), created_at: z.string(), updated_at: z.string() })
  .meta({ id: 'ChatThread' });
export type Thread = z.infer<typeof ThreadSchema>;

export const ThreadListSchema = z.object({ threads: z.array(ThreadSchema) }).meta({ id: 'ChatThreadList' });
export type ThreadList = z.infer<typeof ThreadListSchema>;

export const ThreadDetailSchema = ThreadSchema.extend({ messages: z.array(ChatMessageSchema) }).meta({ id: 'ChatThreadDetail' });
export type ThreadDetail = z.infer<typeof ThreadDetailSchema>;

export const ThreadParamsSchema = z.object({ id: z.uuid() });
export const RenameThreadBodySchema = z.object({ title: z.string().trim().min(1, 'Title is required').max(120) }).meta({ id: 'RenameThreadBody' });

export const ChatModeSchema = z.enum(['single', 'team']);
export const SendChatBodySchema = z
  .object({
    /** Omit to start a new thread. */
    thread_id: z.uuid().optional(),
    message: z.string().trim().min(1, 'Message is required').max(8000),
    /** Explicit agent (picker); otherwise an @mention or keyword routing decides. */
    agent_id: AgentIdSchema.optional(),
    mode: ChatModeSchema.default('single'),
    /** Team mode: who answers (default all five); strategic closes with a synthesis. */
    agent_ids: z.array(AgentIdSchema).min(1).max(5).optional(),
    /**
     * 'app' builds a single-file HTML app (5 credits) after the user confirmed the offer;
     * otherwise the agents answer (1 credit each), even when the words sound like a request.
     */
    output: z.enum(['answer', 'app']).optional(),
    /** An AI SDK chat id (useChat's `id`, filled from the standard body): the same id continues the same thread. */
    chat_id: z.string().min(1).max(200).optional(),
    /**
     * Answer the thread's last user message again (the AI SDK's `regenerate-message`): the question is
     * not stored again and the answers it had are replaced. Needs `thread_id` or `chat_id` of an existing thread.
     */
    regenerate: z.boolean().optional(),
  })
  .meta({ id: 'SendChatBody' });
export type SendChatBody = z.input<typeof SendChatBodySchema>;

/**
 * Custom data parts of the UI message stream (`data-<name>` chunks). Text chunks use the
 * stored assistant message id as their part id.
 */
export const ChatStreamThreadSchema = z.object({ thread_id: z.string(), title: z.string(), user_message_id: z.string() });
export const ChatStreamMessageSchema = z.object({ message_id: z.string(), agent_id: AgentIdSchema, kind: ChatMessageSchema.shape.kind });
/** Ends one answer; `content` is the stored text when it differs from the streamed deltas (apps). */
export const ChatStreamDoneSchema = z.object({ message_id: z.string(), status: z.enum(MESSAGE_STATUSES), content: z.string().optional() });
export const ChatStreamCreditsSchema = z.object({ remaining_credits: z.number().int() });
/** The first reply of a thread carries follow-up suggestions of the agents that answered (spec 000 §4). */
/** The message sounds like a request for a document or app: offered, not made (see offerFor). */
export const ChatStreamOfferSchema = z.object({
  kind: z.enum(['document', 'app']),
  document_type: z.string().optional(),
  label: z.string(),
  credits: z.number().int(),
});
export const ChatStreamSuggestionsSchema = z.object({ suggestions: z.array(SuggestionSchema).max(5) });
/** An agent's proposed change of one startup-model assumption (data-assumption-proposal): saved only by POST /startup/model/assumption. */
export const ChatStreamAssumptionProposalSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
  /** The model's currency (ISO 4217): money values are in its minor units. */
  currency: z.string(),
  from: z.number(),
  to: z.number(),
  reason: z.string(),
  base_version: z.number().int(),
});
export type ChatStreamAssumptionProposal = z.infer<typeof ChatStreamAssumptionProposalSchema>;

/** A proposal as stored with its answer: its card is rebuilt from the thread on any device. */
export const ChatProposalSchema = ChatStreamAssumptionProposalSchema.extend({
  id: z.uuid(),
  thread_id: z.uuid(),
  message_id: z.uuid(),
  /** pending until the founder confirms or dismisses it; superseded when another value of the key was confirmed. */
  status: z.enum(['pending', 'confirmed', 'dismissed', 'superseded']),
  created_at: z.string(),
}).meta({ id: 'ChatProposal' });
export type ChatProposal = z.infer<typeof ChatProposalSchema>;
export const ChatProposalListSchema = z.object({ items: z.array(ChatProposalSchema) }).meta({ id: 'ChatProposalList' });
export type ChatProposalList = z.infer<typeof ChatProposalListSchema>;
export const ChatProposalParamsSchema = z.object({ id: z.uuid() });
export type ChatStreamThread = z.infer<typeof ChatStreamThreadSchema>;
export type ChatStreamMessage = z.infer<typeof ChatStreamMessageSchema>;
export type ChatStreamDone = z.infer<typeof ChatStreamDoneSchema>;
export type ChatStreamCredits = z.infer<typeof ChatStreamCreditsSchema>;

/** Stores a finished exchange made elsewhere (a generated document) in a thread, so it survives a reload. */
export const RecordExchangeBodySchema = z
  .object({
    thread_id: z.uuid().optional(),
    message: z.string().trim().min(1).max(8000),
    reply: z.string().min(1).max(200_000),
    kind: z.literal('document'),
    agent_id: AgentIdSchema.default('strategic'),
    /** What the document cost at POST /documents/generate, shown with the message. */
    credits: z.number().int().min(0).max(1000).optional(),
  })
  .meta({ id: 'RecordExchangeBody' });
export type RecordExchangeBody = z.input<typeof RecordExchangeBodySchema>;
export const RecordExchangeResponseSchema = z
  .object({ thread_id: z.string(), messages: z.array(ChatMessageSchema) })
  .meta({ id: 'RecordExchangeResponse' });

/** A short-lived link that shows a generated app in the sandboxed Live Preview frame (no token needed). */
export const PreviewUrlSchema = z.object({ url: z.string(), expires_at: z.string() }).meta({ id: 'ChatPreviewUrl' });
export type PreviewUrl = z.infer<typeof PreviewUrlSchema>;
export const MessageParamsSchema = z.object({ id: z.uuid() });
export const PreviewParamsSchema = z.object({ token: z.string().max(200) });

/**
 * The bodies the AI SDK's chat transport (useChat) posts. By default (`DefaultChatTransport`) the chat
 * id, the whole conversation and why it sends; with the documented `prepareSendMessagesRequest`
 * for server-stored histories, only the chat id and the new message. Either way the server answers
 * the last user message with the thread it stores (the client's copy of the history is never read,
 * whatever its length); `regenerate-message` answers it again. Our fields (`mode`, `agent_id`, …)
 * may ride along via the transport's `body` option.
 */
const UiMessagePartSchema = z.looseObject({ type: z.string(), text: z.string().optional() });
export const UiMessageSchema = z
  .looseObject({ id: z.string().optional(), role: z.enum(['system', 'user', 'assistant']), parts: z.array(UiMessagePartSchema) })
  .meta({ id: 'UiMessage' });
const aiSdkFields = {
  id: z.string().min(1).max(200),
  trigger: z.enum(['submit-message', 'regenerate-message']).optional(),
  messageId: z.string().optional(),
  mode: ChatModeSchema.optional(),
  agent_id: AgentIdSchema.optional(),
  agent_ids: z.array(AgentIdSchema).min(1).max(5).optional(),
  output: z.enum(['answer', 'app']).optional(),
};
/** DefaultChatTransport's default body: the whole conversation (only its last user message is read). */
export const AiSdkChatBodySchema = z.object({ ...aiSdkFields, messages: z.array(UiMessageSchema).min(1) }).meta({ id: 'AiSdkChatBody' });
export type AiSdkChatBody = z.infer<typeof AiSdkChatBodySchema>;
/** The AI SDK's documented shape for server-stored histories: `prepareSendMessagesRequest` sends `{ id, message }`. */
export const AiSdkLastMessageBodySchema = z.object({ ...aiSdkFields, message: UiMessageSchema }).meta({ id: 'AiSdkLastMessageBody' });
export type AiSdkLastMessageBody = z.infer<typeof AiSdkLastMessageBodySchema>;
/** Any request body of POST /chat/stream (documented as `anyOf`; the AI SDK ones are converted before validation). */
export const ChatStreamRequestSchema = z.union([SendChatBodySchema, AiSdkLastMessageBodySchema, AiSdkChatBodySchema]);
/** GET /chat/stream/{id}/stream: the AI SDK chat id or the thread id. */
export const ChatResumeParamsSchema = z.object({ id: z.string().min(1).max(200) });
/** One answer of a team turn failed; the others follow (a stream `error` would stop stock clients reading). */
export const ChatStreamAnswerFailedSchema = z.object({ message_id: z.string(), agent_id: AgentIdSchema, detail: z.string() });
export type ChatStreamAnswerFailed = z.infer<typeof ChatStreamAnswerFailedSchema>;
