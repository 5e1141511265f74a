import {
  CREDIT_PRICES,
  CreateSessionBodySchema,
  LOCAL_MODE_NOTE,
  EndVideoCallBodySchema,
  SendLiveMessageBodySchema,
  StartVideoCallBodySchema,
  VIDEO_CALLS_NEED_PLAN,
  StartSessionBodySchema,
  type AgentId,
  type LiveConfig,
  type LiveMessage,
  type LiveSession,
  type LiveSessionDetail,
  type Participant,
  type SessionType,
  type StartVideoCallResponse,
  type SessionList,
} from '@uc/contract';
import { createOfflineProvider } from '@uc/offline-engine';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { fail, needCredits, type DemoContext } from './context';
import { demoAgentNames, demoUser } from './data';

const engine = createOfflineProvider();

/**
 * Live sessions in local mode, as the server runs them without LiveKit: the media stays in the
 * browser, the agents answer typed messages with the offline engine (1 credit each), and a
 * session costs 5 credits once connected. Every invited agent answers.
 */
export function createLiveHandlers(ctx: DemoContext): HttpHandler[] {
  const sessions: LiveSessionDetail[] = [];
  const find = (id: unknown) => sessions.find((s) => s.id === id);
  const end = (s: LiveSessionDetail) => {
    s.ended_at = new Date().toISOString();
    s.duration = s.connected_at ? Math.round((Date.parse(s.ended_at) - Date.parse(s.connected_at)) / 1000) : 0;
    s.status = 'disconnected';
  };
  const summary = ({ messages: _messages, ...s }: LiveSessionDetail): LiveSession => s;
  /** A new local-mode session (connecting until the browser's media is live). */
  const open = (agentIdsIn: AgentId[], type: SessionType) => {
    const id = crypto.randomUUID();
    const agentIds = [...new Set(agentIdsIn)];
    const you: Participant = { id: `user-${demoUser.id}`, name: demoUser.name, role: 'user', is_local: true, audio_enabled: false, video_enabled: false, screen_share_enabled: false };
    const agents = agentIds.map<Participant>((a) => ({ id: `agent-${a}`, name: demoAgentNames[a], role: 'agent', is_local: false, audio_enabled: true, video_enabled: false, screen_share_enabled: false }));
    const session: LiveSessionDetail = {
      id,
      room_name: `demo-${id.slice(0, 8)}`,
      token: `demo-${id}`,
      url: `/api/v1/livekit/sessions/${id}/events`,
      status: 'connecting',
      session_type: type,
      mode: 'local',
      agent_ids: agentIds,
      participants: [you, ...agents],
      duration: 0,
      credits_charged: 0,
      created_at: new Date().toISOString(),
      connected_at: null,
      ended_at: null,
      messages: [],
    };
    sessions.unshift(session);
    return session;
  };

  return [
    http.get('*/api/v1/livekit/config', () => HttpResponse.json<LiveConfig>({ mode: 'local', livekit_url: null, tavus_configured: false, note: LOCAL_MODE_NOTE })),
    http.get('*/api/v1/livekit/sessions', ({ request }) => {
      const url = new URL(request.url);
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const pageSize = Math.min(100, Math.max(1, Number(url.searchParams.get('page_size') ?? 20)));
      const items = sessions.slice((page - 1) * pageSize, page * pageSize).map(summary);
      return HttpResponse.json<SessionList>({ items, total: sessions.length, page, page_size: pageSize });
    }),
    http.post('*/api/v1/livekit/sessions', async ({ request }) => {
      const parsed = CreateSessionBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid session');
      if (ctx.balance() < CREDIT_PRICES.agent_session) return needCredits(CREDIT_PRICES.agent_session, ctx.balance());
      const session = open(parsed.data.agent_ids, parsed.data.session_type ?? 'video');
      return HttpResponse.json(summary(session), { status: 201 });
    }),
    http.get('*/api/v1/livekit/sessions/:id', ({ params }) => {
      const s = find(params.id);
      return s ? HttpResponse.json(s) : fail(404, 'Session not found');
    }),
    // The local-mode event stream: answers come back with the message's response, so it only stays open.
    http.get('*/api/v1/livekit/sessions/:id/events', ({ params, request }) => {
      if (!find(params.id)) return fail(404, 'Session not found');
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(': connected\n\n'));
          request.signal.addEventListener('abort', () => controller.close());
        },
      });
      return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' } });
    }),
    http.post('*/api/v1/livekit/sessions/:id/start', async ({ params, request }) => {
      const s = find(params.id);
      if (!s) return fail(404, 'Session not found');
      if (s.status === 'disconnected') return fail(409, 'This session has ended');
      const parsed = StartSessionBodySchema.safeParse(await request.json().catch(() => ({})));
      if (!parsed.success) return fail(422, 'Invalid request');
      // A video call was paid at start-call; a live session pays when it connects.
      if (s.status !== 'connected' && s.credits_charged > 0) Object.assign(s, { status: 'connected', connected_at: new Date().toISOString() });
      if (s.status !== 'connected') {
        if (ctx.balance() < CREDIT_PRICES.agent_session) return needCredits(CREDIT_PRICES.agent_session, ctx.balance());
        ctx.spend(CREDIT_PRICES.agent_session);
        s.credits_charged += CREDIT_PRICES.agent_session;
        s.status = 'connected';
        s.connected_at = new Date().toISOString();
      }
      const you = s.participants[0];
      s.participants[0] = { ...you, audio_enabled: parsed.data.audio_enabled ?? false, video_enabled: parsed.data.video_enabled ?? false, screen_share_enabled: parsed.data.screen_share_enabled ?? false };
      return HttpResponse.json(summary(s));
    }),
    http.post('*/api/v1/livekit/sessions/:id/messages', async ({ params, request }) => {
      const s = find(params.id);
      if (!s) return fail(404, 'Session not found');
      if (s.status !== 'connected') return fail(409, 'The session is not connected');
      const parsed = SendLiveMessageBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid message');
      const cost = s.agent_ids.length * CREDIT_PRICES.chat_message;
      if (ctx.balance() < cost) return needCredits(cost, ctx.balance());
      const text = parsed.data.message;
      const message: LiveMessage = { id: crypto.randomUUID(), participant_id: parsed.data.participant_id, content: text, timestamp: new Date().toISOString(), type: 'chat', agent_id: null };
      const replies: LiveMessage[] = [];
      for (const agentId of s.agent_ids as AgentId[]) {
        const answer = await engine.generateText({
          system: '',
          messages: [{ role: 'user', content: text }],
          purpose: { kind: 'agent-chat', agentId, userMessage: text, profile: ctx.profile(), startup: ctx.model() },
        });
        ctx.spend(CREDIT_PRICES.chat_message);
        s.credits_charged += CREDIT_PRICES.chat_message;
        replies.push({ id: crypto.randomUUID(), participant_id: `agent-${agentId}`, content: answer.text, timestamp: new Date().toISOString(), type: 'chat', agent_id: agentId });
      }
      s.messages.push(message, ...replies);
      return HttpResponse.json({ message, replies, remaining_credits: ctx.balance() });
    }),
    // The chat's video call (a paid plan): a local-mode session with the agent's illustrated avatar; 5 credits.
    http.post('*/api/v1/video/start-call', async ({ request }) => {
      const parsed = StartVideoCallBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid call');
      if (!ctx.paidPlan()) return fail(402, VIDEO_CALLS_NEED_PLAN);
      if (ctx.balance() < CREDIT_PRICES.video_call) return needCredits(CREDIT_PRICES.video_call, ctx.balance());
      const agent = parsed.data.agent_type;
      const session = open([agent], 'video');
      ctx.spend(CREDIT_PRICES.video_call);
      session.credits_charged += CREDIT_PRICES.video_call;
      const avatar = { id: `local-${agent}`, agent_id: agent, name: demoAgentNames[agent], description: '', videoUrl: null, thumbnailUrl: `/avatars/${agent}.svg`, status: 'ready', provider: 'local' as const };
      return HttpResponse.json<StartVideoCallResponse>({ room_token: session.token, avatar_id: avatar.id, session_id: session.id, call_id: session.id, session: summary(session), avatar, conversation_url: null, remaining_credits: ctx.balance() });
    }),
    http.post('*/api/v1/video/end-call', async ({ request }) => {
      const parsed = EndVideoCallBodySchema.safeParse(await request.json().catch(() => ({})));
      const s = parsed.success ? find(parsed.data.session_id) : undefined;
      if (s && s.status !== 'disconnected') end(s);
      return HttpResponse.json({ message: 'Video call ended', session_id: s?.id ?? null, duration: s?.duration ?? 0 });
    }),
    http.post('*/api/v1/livekit/sessions/:id/end', ({ params }) => {
      const s = find(params.id);
      if (!s) return fail(404, 'Session not found');
      if (s.status !== 'disconnected') end(s);
      return HttpResponse.json(summary(s));
    }),
  ];
}
