import { randomUUID } from 'node:crypto';
import type { AgentId, SendLiveMessageBody, SendLiveMessageResponse } from '@uc/contract';
import { asc, eq } from 'drizzle-orm';
import { liveMessages, type LiveSessionRow } from '../../db/schema';
import { HttpError } from '../../errors';
import type { ChatTurn } from '../../providers/llm';
import { isAgentId, routeMessage } from '../agents/catalog';
import { agentRequest, HISTORY_TURNS } from '../agents/runner';
import { MODEL_FAILED, track } from '../agents/service';
import { release, reserve, settle } from '../billing/ledger';
import { getStartupProfile } from '../chat/startup-profile';
import type { LiveDeps } from './deps';
import { NOT_CONNECTED, ownedSession, SESSION_ENDED, toMessage } from './sessions-service';

/** The session agent the message is for: the one its words route to, else the first one. */
export function answeringAgent(row: LiveSessionRow, message: string): AgentId {
  const agents = row.agentIds.filter(isAgentId);
  const routed = routeMessage(message);
  return agents.includes(routed) ? routed : agents[0];
}

async function history(deps: LiveDeps, sessionId: string): Promise<ChatTurn[]> {
  const rows = await deps.db.select().from(liveMessages).where(eq(liveMessages.sessionId, sessionId)).orderBy(asc(liveMessages.createdAt));
  return rows.slice(-HISTORY_TURNS).map((r) => ({ role: r.agentId ? 'assistant' : 'user', content: r.content }));
}

/**
 * Stores the user's message, then the session's agent answers (1 credit, kept only when the
 * answer completes): streamed to the session's event stream, stored, and in LiveKit mode
 * published to the room as a reliable data packet.
 */
export async function sendMessage(deps: LiveDeps, userId: string, sessionId: string, body: SendLiveMessageBody): Promise<SendLiveMessageResponse> {
  const row = await ownedSession(deps, userId, sessionId);
  if (row.status === 'disconnected') throw new HttpError(409, SESSION_ENDED);
  if (!row.startedAt) throw new HttpError(409, NOT_CONNECTED);
  if (body.participant_id !== userId) throw new HttpError(400, 'participant_id must be your own participant id in this session.');

  const turns = await history(deps, sessionId);
  const [userRow] = await deps.db.insert(liveMessages).values({ sessionId, participantId: userId, content: body.message }).returning();
  const message = toMessage(userRow);
  deps.hub.publish(sessionId, { type: 'message', message });

  const agentId = answeringAgent(row, body.message);
  const participantId = `agent-${agentId}`;
  const reservation = await reserve(deps.db, { userId, feature: 'chat_message', reference: sessionId });
  const replyId = randomUUID();
  let text: string;
  try {
    const profile = await getStartupProfile(deps.db, userId);
    text = await track(async () => {
      const stream = deps.llm.streamText(agentRequest({ agentId, message: body.message, history: turns, profile }));
      deps.hub.publish(sessionId, { type: 'reply-start', id: replyId, agent_id: agentId, participant_id: participantId });
      for await (const delta of stream.textStream) deps.hub.publish(sessionId, { type: 'reply-delta', id: replyId, delta });
      return (await stream.result).text;
    });
    if (!text.trim()) throw new Error('empty answer');
  } catch (err) {
    deps.log.warn({ err }, 'live session answer failed');
    await release(deps.db, reservation);
    throw new HttpError(502, MODEL_FAILED);
  }
  const [replyRow] = await deps.db.insert(liveMessages).values({ id: replyId, sessionId, participantId, agentId, content: text }).returning();
  const { balance } = await settle(deps.db, reservation, 1);
  const reply = toMessage(replyRow);
  deps.hub.publish(sessionId, { type: 'message', message: reply });
  if (deps.rooms) {
    await deps.rooms
      .sendData(row.roomName, { content: reply.content, type: 'chat', timestamp: reply.timestamp, agent_id: agentId })
      .catch((err) => deps.log.warn({ err }, 'LiveKit SendData failed'));
  }
  return { message, replies: [reply], remaining_credits: balance };
}
