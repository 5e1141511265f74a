import { z } from 'zod';
import { AgentIdSchema } from './agents';
import { IsoDateSchema } from './common';

/** Live sessions (spec 000 §3 "Live session", §7 "Live sessions and video"). */
export const SESSION_TYPES = ['video', 'voice', 'screen-share'] as const;
export const SessionTypeSchema = z.enum(SESSION_TYPES).meta({ example: 'video' });
export type SessionType = z.infer<typeof SessionTypeSchema>;

export const SESSION_STATUSES = ['connecting', 'connected', 'disconnected', 'error'] as const;
export const SessionStatusSchema = z.enum(SESSION_STATUSES);
export type SessionStatus = z.infer<typeof SessionStatusSchema>;

/** `livekit` when the server has LIVEKIT_URL/API_KEY/API_SECRET; `local` otherwise (media stays in the browser). */
export const SessionModeSchema = z.enum(['livekit', 'local']);
export type SessionMode = z.infer<typeof SessionModeSchema>;

export const LOCAL_MODE_NOTE = 'Local mode — media stays in your browser. Connect LiveKit for multi-party rooms.';

export const ParticipantSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    role: z.enum(['user', 'agent']),
    is_local: z.boolean(),
    audio_enabled: z.boolean(),
    video_enabled: z.boolean(),
    screen_share_enabled: z.boolean(),
  })
  .meta({ id: 'LiveParticipant' });
export type Participant = z.infer<typeof ParticipantSchema>;

export const LiveMessageSchema = z
  .object({
    id: z.string(),
    participant_id: z.string(),
    content: z.string(),
    timestamp: IsoDateSchema,
    type: z.string().default('chat'),
    agent_id: AgentIdSchema.nullable(),
  })
  .meta({ id: 'LiveMessage' });
export type LiveMessage = z.infer<typeof LiveMessageSchema>;

export const LiveSessionSchema = z
  .object({
    id: z.string(),
    room_name: z.string(),
    /** LiveKit join token (livekit mode) or a token scoped to this session's event stream (local mode). */
    token: z.string(),
    /** LiveKit server URL, or this server's event-stream URL in local mode. */
    url: z.string(),
    status: SessionStatusSchema,
    session_type: SessionTypeSchema,
    mode: SessionModeSchema,
    agent_ids: z.array(AgentIdSchema),
    participants: z.array(ParticipantSchema),
    /** Seconds between connecting and ending (0 until it connects). */
    duration: z.number().int(),
    credits_charged: z.number().int(),
    created_at: IsoDateSchema,
    connected_at: IsoDateSchema.nullable(),
    ended_at: IsoDateSchema.nullable(),
  })
  .meta({ id: 'LiveSession' });
export type LiveSession = z.infer<typeof LiveSessionSchema>;

export const LiveSessionDetailSchema = LiveSessionSchema.extend({ messages: z.array(LiveMessageSchema) }).meta({ id: 'LiveSessionDetail' });
export type LiveSessionDetail = z.infer<typeof LiveSessionDetailSchema>;

export const CreateSessionBodySchema = z
  .object({
    agent_ids: z.array(AgentIdSchema).min(1).max(5),
    session_type: SessionTypeSchema.default('video'),
  })
  .meta({ id: 'CreateLiveSessionBody' });
export type CreateSessionBody = z.input<typeof CreateSessionBodySchema>;

/** The local participant's media when the session starts (what the browser actually got). */
export const StartSessionBodySchema = z
  .object({
    audio_enabled: z.boolean().optional(),
    video_enabled: z.boolean().optional(),
    screen_share_enabled: z.boolean().optional(),
  })
  .meta({ id: 'StartLiveSessionBody' });
export type StartSessionBody = z.infer<typeof StartSessionBodySchema>;

export const LiveSessionParamsSchema = z.object({ id: z.string().uuid() });

export const SessionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const SessionListSchema = z
  .object({ items: z.array(LiveSessionSchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })
  .meta({ id: 'LiveSessionList' });
export type SessionList = z.infer<typeof SessionListSchema>;

export const SendLiveMessageBodySchema = z
  .object({
    participant_id: z.string().min(1).max(100),
    message: z.string().trim().min(1, 'Message is required').max(4000),
  })
  .meta({ id: 'SendLiveMessageBody' });
export type SendLiveMessageBody = z.infer<typeof SendLiveMessageBodySchema>;

export const SendLiveMessageResponseSchema = z
  .object({ message: LiveMessageSchema, replies: z.array(LiveMessageSchema), remaining_credits: z.number().int() })
  .meta({ id: 'SendLiveMessageResponse' });
export type SendLiveMessageResponse = z.infer<typeof SendLiveMessageResponseSchema>;

/** Events of GET /livekit/sessions/{id}/events (local-mode stream, server-sent events). */
export type LiveStreamEvent =
  | { type: 'message'; message: LiveMessage }
  | { type: 'reply-start'; id: string; agent_id: string; participant_id: string }
  | { type: 'reply-delta'; id: string; delta: string }
  | { type: 'status'; status: SessionStatus };

// ---- Video calls and avatars ----

export const AVATAR_STYLES = ['professional', 'casual', 'creative', 'executive'] as const;
export const VOICE_STYLES = ['friendly', 'professional', 'energetic', 'calm'] as const;

/** 402 detail of /video/start-call without a paid plan; the UI shows 'Upgrade for Video Calls'. */
export const VIDEO_CALLS_NEED_PLAN = 'Video calls need a paid plan. Upgrade for Video Calls.';

export const AvatarSchema = z
  .object({
    id: z.string(),
    agent_id: AgentIdSchema,
    name: z.string(),
    description: z.string(),
    videoUrl: z.string().nullable(),
    thumbnailUrl: z.string(),
    status: z.string(),
    provider: z.enum(['tavus', 'local']),
  })
  .meta({ id: 'Avatar' });
export type Avatar = z.infer<typeof AvatarSchema>;

export const StartVideoCallBodySchema = z
  .object({
    agent_type: AgentIdSchema,
    avatar_provider: z.enum(['tavus', 'local']).default('local'),
    avatar_style: z.enum(AVATAR_STYLES).default('professional'),
    voice_style: z.enum(VOICE_STYLES).default('friendly'),
    livekit_enabled: z.boolean().default(true),
    call_type: z.string().min(1).max(40).default('video'),
  })
  .meta({ id: 'StartVideoCallBody' });
export type StartVideoCallBody = z.input<typeof StartVideoCallBodySchema>;

export const StartVideoCallResponseSchema = z
  .object({
    room_token: z.string(),
    avatar_id: z.string(),
    session_id: z.string(),
    call_id: z.string(),
    session: LiveSessionSchema,
    avatar: AvatarSchema,
    /** Tavus conversation page when the provider is tavus and TAVUS_API_KEY is set. */
    conversation_url: z.string().nullable(),
    remaining_credits: z.number().int(),
  })
  .meta({ id: 'StartVideoCallResponse' });
export type StartVideoCallResponse = z.infer<typeof StartVideoCallResponseSchema>;

export const EndVideoCallBodySchema = z
  .object({ agent_type: AgentIdSchema.optional(), call_type: z.string().max(40).optional(), session_id: z.string().uuid().optional() })
  .meta({ id: 'EndVideoCallBody' });
export type EndVideoCallBody = z.infer<typeof EndVideoCallBodySchema>;

export const EndVideoCallResponseSchema = z
  .object({ message: z.string(), session_id: z.string().nullable(), duration: z.number().int() })
  .meta({ id: 'EndVideoCallResponse' });

export const AvatarParamsSchema = z.object({ agentId: z.string().min(1).max(64) });

export const GenerateVideoBodySchema = z
  .object({ agent_id: AgentIdSchema, script: z.string().trim().min(1, 'Script is required').max(5000) })
  .meta({ id: 'GenerateAvatarVideoBody' });
export type GenerateVideoBody = z.infer<typeof GenerateVideoBodySchema>;

export const AvatarVideoSchema = z
  .object({
    id: z.string(),
    agent_id: AgentIdSchema,
    script: z.string(),
    status: z.enum(['queued', 'generating', 'ready', 'failed']),
    video_url: z.string().nullable(),
    created_at: IsoDateSchema,
  })
  .meta({ id: 'AvatarVideo' });
export type AvatarVideo = z.infer<typeof AvatarVideoSchema>;

export const GenerateVideoResponseSchema = AvatarVideoSchema.extend({ remaining_credits: z.number().int() }).meta({ id: 'GenerateAvatarVideoResponse' });
export type GenerateVideoResponse = z.infer<typeof GenerateVideoResponseSchema>;

export const AvatarVideoListSchema = z
  .object({ items: z.array(AvatarVideoSchema), configured: z.boolean(), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })
  .meta({ id: 'AvatarVideoList' });
export type AvatarVideoList = z.infer<typeof AvatarVideoListSchema>;

export const TAVUS_NOT_CONFIGURED = 'Tavus is not configured on this server (set TAVUS_API_KEY). Nothing was charged.';
export const INVALID_AVATAR_AGENT = 'Invalid agent ID for Tavus avatar';

/** GET /livekit/config: which mode the server runs in. */
export const LiveConfigSchema = z
  .object({ mode: SessionModeSchema, livekit_url: z.string().nullable(), tavus_configured: z.boolean(), note: z.string() })
  .meta({ id: 'LiveConfig' });
export type LiveConfig = z.infer<typeof LiveConfigSchema>;
