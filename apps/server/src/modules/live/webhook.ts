import { eq } from 'drizzle-orm';
import { livekitWebhookEvents, liveSessions } from '../../db/schema';
import type { LiveDeps } from './deps';
import { endSession, markConnected } from './sessions-service';

export type WebhookEvent = { id: string; event: string; room: string | null; identity: string | null };

/**
 * Applies one verified LiveKit webhook event at most once (its id is recorded first, so a
 * replayed delivery changes nothing): the user joining connects the session, the user leaving
 * turns their media off, the room finishing ends the session.
 */
export async function applyWebhookEvent(deps: LiveDeps, event: WebhookEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
  if (!event.id) return 'ignored';
  const inserted = await deps.db.insert(livekitWebhookEvents).values({ id: event.id, event: event.event }).onConflictDoNothing().returning();
  if (inserted.length === 0) return 'duplicate';
  if (!event.room) return 'ignored';
  const [row] = await deps.db.select().from(liveSessions).where(eq(liveSessions.roomName, event.room));
  if (!row || row.status === 'disconnected') return 'ignored';
  const isUser = event.identity === row.userId;
  switch (event.event) {
    case 'participant_joined':
      if (isUser && row.startedAt) await markConnected(deps, row);
      return 'applied';
    case 'participant_left':
      if (isUser) await deps.db.update(liveSessions).set({ media: { audio: false, video: false, screen: false } }).where(eq(liveSessions.id, row.id));
      return 'applied';
    case 'room_finished':
      await endSession(deps, row.userId, row.id, { deleteRoom: false });
      return 'applied';
    default:
      return 'ignored';
  }
}
