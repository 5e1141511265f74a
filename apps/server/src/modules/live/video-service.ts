import type { EndVideoCallBody, StartVideoCallBody, StartVideoCallResponse } from '@uc/contract';
import { StartVideoCallBodySchema, VIDEO_CALLS_NEED_PLAN } from '@uc/contract';
import { and, desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { videoCalls } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { AGENTS } from '../agents/catalog';
import { charge, grant } from '../billing/ledger';
import { usageLabel } from '../billing/usage';
import { subscriptionStatus } from '../billing/service';
import { agentAvatar, pickReplica } from '../avatars/service';
import type { LiveDeps } from './deps';
import { createSession, endSession } from './sessions-service';

/**
 * Starts a video call with the agent the user picked (DESIGN departure 6): needs a paid plan
 * with video_calls (402 otherwise), charges 5 credits up front (refused: nothing is created),
 * and opens a prepaid live session for it.
 */
export async function startVideoCall(deps: LiveDeps, userId: string, input: StartVideoCallBody): Promise<StartVideoCallResponse> {
  const body = StartVideoCallBodySchema.parse(input);
  const status = await subscriptionStatus(deps.db, userId);
  if (!status.features.video_calls) throw new HttpError(402, VIDEO_CALLS_NEED_PLAN);
  const callId = randomUUID();
  const { balance, charged } = await charge(deps.db, { userId, feature: 'video_call', reference: usageLabel('Video call', AGENTS[body.agent_type].name), idempotencyKey: `video-call:${callId}` });
  try {
    const session = await createSession(deps, userId, { agent_ids: [body.agent_type], session_type: 'video', prepaidCredits: charged });
    const avatar = await agentAvatar(deps, body.agent_type);
    let conversationUrl: string | null = null;
    if (body.avatar_provider === 'tavus' && deps.tavus) {
      const replica = await pickReplica(deps.tavus, body.agent_type);
      const conversation = await deps.tavus.createConversation({
        replicaId: replica.replica_id,
        name: `${AGENTS[body.agent_type].name} — video call`,
        context: `You are ${AGENTS[body.agent_type].name}, the ${AGENTS[body.agent_type].role}. Style: ${body.avatar_style}, voice: ${body.voice_style}.`,
      });
      conversationUrl = conversation.conversation_url;
    }
    await deps.db.insert(videoCalls).values({
      id: callId,
      userId,
      sessionId: session.id,
      agentId: body.agent_type,
      avatarProvider: body.avatar_provider,
      avatarStyle: body.avatar_style,
      voiceStyle: body.voice_style,
      callType: body.call_type,
      conversationUrl,
    });
    return { room_token: session.token, avatar_id: avatar.id, session_id: session.id, call_id: callId, session, avatar, conversation_url: conversationUrl, remaining_credits: balance };
  } catch (err) {
    // The call did not open: give the 5 credits back.
    if (charged > 0) await grant(deps.db, { userId, credits: charged, reason: 'refund:video_call', reference: callId, idempotencyKey: `video-call-refund:${callId}` });
    throw err;
  }
}

export async function endVideoCall(deps: LiveDeps, userId: string, body: EndVideoCallBody) {
  const conditions = [eq(videoCalls.userId, userId), eq(videoCalls.status, 'active')];
  if (body.session_id) conditions.push(eq(videoCalls.sessionId, body.session_id));
  if (body.agent_type) conditions.push(eq(videoCalls.agentId, body.agent_type));
  const [call] = await deps.db.select().from(videoCalls).where(and(...conditions)).orderBy(desc(videoCalls.createdAt)).limit(1);
  if (!call) throw notFound('No active video call');
  await deps.db.update(videoCalls).set({ status: 'ended', endedAt: new Date() }).where(eq(videoCalls.id, call.id));
  const session = await endSession(deps, userId, call.sessionId);
  return { message: 'Video call ended', session_id: call.sessionId, duration: session.duration };
}
