import { randomUUID } from 'node:crypto';
import type { AgentId, LiveMessage, SendLiveMessageBody, SendLiveMessageResponse } from '@uc/contract';
import { asc, eq } from 'drizzle-orm';
import { liveMessages, type LiveSessionRow } from '../../db/schema';
import { HttpError } from '../../errors';
import type { ChatTurn } from '../../providers/llm';
import { AGENTS, isAgentId, mentionedAgent } from '../agents/catalog';
import { agentRequest, HISTORY_TURNS } from '../agents/runner';
import { MODEL_FAILED, track } from '../agents/service';
import { release, reserve, settle } from '../billing/ledger';
import { nameList, usageLabel } from '../billing/usage';
import { getStartupProfile } from '../chat/startup-profile';
import { recordUsage, usageRows } from '../usage/service';
import type { LiveDeps } from './deps';
import { NOT_CONNECTED, ownedSession, SESSION_ENDED, toMessage } from './sessions-service';

/** The session agents who answer: the one the message @mentions, else every invited agent, in the order invited. */
export function answeringAgents(row: LiveSessionRow, message: string): AgentId[] {
  const agents = row.agentIds.filter(isAgentId);
  const mentioned = mentionedAgent(message);
  return mentioned && agents.includes(mentioned) ? [mentioned] : agents;
}

async function history(deps: LiveDeps, sessionId: string): Promise<ChatTurn[]> {
  const rows = await deps.db.select().from(liveMessages).where(eq(liveMessages.sessionId, sessionId)).orderBy(asc(liveMessages.createdAt));
  return rows.slice(-HISTORY_TURNS).map((r) => ({ role: r.agentId ? 'assistant' : 'user', content: r.content }));
}

/**
 * Stores the user's message, then each answering agent replies in turn (1 credit per answer,
 * kept only for answers that complete): streamed to the session's event stream, stored, and in
 * LiveKit mode published to the room as a reliable data packet.
 */
export async function sendMessage(deps: LiveDeps, userId: string, sessionId: string, body: SendLiveMessageBody): Promise<SendLiveMessageResponse> {
  const row = await ownedSession(deps, userId, sessionId);
  if (row.status === 'disconnected') throw new HttpError(409, SESSION_ENDED);
  if (!row.startedAt) throw new HttpError(409, NOT_CONNECTED);
  if (body.participant_id !== userId) throw new HttpError(400, 'participant_id must be your own participant id in this session.');

  const agentIds = answeringAgents(row, body.message);
  const reference = usageLabel('Live session message', nameList(agentIds.map((id) => AGENTS[id].name)));
  const reservation = await reserve(deps.db, { userId, feature: 'chat_message', credits: agentIds.length, reference });
  const turns = await history(deps, sessionId);
  const [userRow] = await deps.db.insert(liveMessages).values({ sessionId, participantId: userId, content: body.message }).returning();
  const message = toMessage(userRow);
  deps.hub.publish(sessionId, { type: 'message', message });

  const replies: LiveMessage[] = [];
  try {
    const profile = await getStartupProfile(deps.db, userId);
    for (const agentId of agentIds) {
      const reply = await answer(deps, row, { agentId, message: body.message, history: turns, profile }).catch((err: unknown) => {
        deps.log.warn({ err, agentId }, 'live session answer failed');
        return null;
      });
      if (reply) replies.push(reply);
    }
  } catch (err) {
    deps.log.warn({ err }, 'live session answer failed');
  }
  if (replies.length === 0) {
    await release(deps.db, reservation);
    throw new HttpError(502, MODEL_FAILED);
  }
  const { balance } = await settle(deps.db, reservation, replies.length);
  return { message, replies, remaining_credits: balance };
}

/** One agent's answer: streamed to the session, stored, published to the LiveKit room. */
async function answer(deps: LiveDeps, row: LiveSessionRow, req: Parameters<typeof agentRequest>[0]): Promise<LiveMessage> {
  const sessionId = row.id;
  const { agentId } = req;
  const participantId = `agent-${agentId}`;
  const replyId = randomUUID();
  const result = await track(async () => {
    const stream = deps.llm.streamText(agentRequest(req));
    deps.hub.publish(sessionId, { type: 'reply-start', id: replyId, agent_id: agentId, participant_id: participantId });
    for await (const delta of stream.textStream) deps.hub.publish(sessionId, { type: 'reply-delta', id: replyId, delta });
    return stream.result;
  });
  // The provider's usage report, metered for the admin's model cost (credits follow the price table).
  await recordUsage(deps.db, usageRows({ userId: row.userId, feature: 'live', reference: replyId, result })).catch((err: unknown) => deps.log.warn({ err }, 'live: recording model usage failed'));
  const { text } = result;
  if (!text.trim()) throw new Error('empty answer');
  const [replyRow] = await deps.db.insert(liveMessages).values({ id: replyId, sessionId, participantId, agentId, content: text }).returning();
  const reply = toMessage(replyRow);
  deps.hub.publish(sessionId, { type: 'message', message: reply });
  if (deps.rooms) {
    await deps.rooms
      .sendData(row.roomName, { content: reply.content, type: 'chat', timestamp: reply.timestamp, agent_id: agentId })
      .catch((err) => deps.log.warn({ err }, 'LiveKit SendData failed'));
  }
  return reply;
}
