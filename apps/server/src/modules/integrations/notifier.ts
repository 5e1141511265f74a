import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@uc/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { integrationConnections } from '../../db/schema';
import type { DomainEvents } from '../../events';
import { ChatWebhookError, postChatMessage, type ChatProvider } from './chat-webhooks';
import type { CredentialCipher } from './crypto';

/** The Slack/Discord line for each event. Plain text: names come from users and are not markup. */
export function messageFor<T extends WebhookEventType>(type: T, p: DomainEvents[T]): string {
  switch (type) {
    case 'document.generated': {
      const e = p as DomainEvents['document.generated'];
      return `📄 New document generated: ${e.name}`;
    }
    case 'dataroom.file_uploaded': {
      const e = p as DomainEvents['dataroom.file_uploaded'];
      return `📁 File uploaded to the data room: ${e.name} (${Math.max(1, Math.round(e.size / 1024))} KB)`;
    }
    case 'payment.succeeded': {
      const e = p as DomainEvents['payment.succeeded'];
      return `💳 Payment received: ${(e.amountCents / 100).toFixed(2)} ${e.currency.toUpperCase()} — ${e.description}`;
    }
    default: {
      const e = p as DomainEvents['session.ended'];
      const minutes = Math.max(1, Math.round(e.durationSeconds / 60));
      return `🎥 ${e.sessionType} session ended after ${minutes} min with ${e.agentIds.length} agent(s), ${e.messageCount} message(s).`;
    }
  }
}

export const NOTIFY_JOB = 'integrations.notify';

/** Posts the event to every connected Slack/Discord channel of the user that picked it. */
export async function notifyChannels<T extends WebhookEventType>(deps: { db: Db; cipher: CredentialCipher; allowPrivateUrls: boolean }, type: T, payload: DomainEvents[T]) {
  const rows = await deps.db
    .select()
    .from(integrationConnections)
    .where(and(eq(integrationConnections.userId, payload.userId), inArray(integrationConnections.integrationId, ['slack', 'discord']), eq(integrationConnections.status, 'connected')));
  for (const row of rows) {
    if (!(row.settings.events ?? WEBHOOK_EVENT_TYPES).includes(type) || !row.credentials) continue;
    const { url } = JSON.parse(deps.cipher.decrypt(row.credentials)) as { url: string };
    try {
      await postChatMessage(row.integrationId as ChatProvider, url, messageFor(type, payload), deps.allowPrivateUrls);
      await deps.db.update(integrationConnections).set({ lastSync: new Date(), lastError: null }).where(eq(integrationConnections.id, row.id));
    } catch (err) {
      const message = err instanceof ChatWebhookError ? err.message : 'Notification failed';
      await deps.db.update(integrationConnections).set({ status: 'error', lastError: message, updatedAt: new Date() }).where(eq(integrationConnections.id, row.id));
    }
  }
}
