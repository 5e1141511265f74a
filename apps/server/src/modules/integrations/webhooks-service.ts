import { randomBytes } from 'node:crypto';
import type { CreateWebhookBody, CreatedWebhook, WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@uc/contract';
import { and, asc, desc, eq, notLike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, type WebhookDeliveryRow, type WebhookEndpointRow } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import type { CredentialCipher } from './crypto';
import { assertDeliverableUrl } from './url-guard';

export type WebhookDeps = { db: Db; cipher: CredentialCipher; allowPrivateUrls: boolean };
export const MAX_WEBHOOK_ENDPOINTS = 10;

/**
 * What answers show of an endpoint's address: scheme, host and the last four characters of the
 * rest (enough to tell endpoints apart). Tokens in the path or query, and credentials before the
 * host, never leave the database, where the whole URL is encrypted like other credentials.
 */
export function maskUrl(url: string): string {
  const u = new URL(url);
  const rest = u.pathname + u.search;
  return rest.length <= 1 ? `${u.origin}${rest}` : `${u.origin}/…${rest.slice(-4)}`;
}

const toEndpoint = (cipher: CredentialCipher, r: WebhookEndpointRow): WebhookEndpoint => ({
  id: r.id,
  url: maskUrl(cipher.decrypt(r.url)),
  events: r.events as WebhookEventType[],
  created_at: r.createdAt.toISOString(),
});

export const toDelivery = (r: WebhookDeliveryRow): WebhookDelivery => ({
  id: r.id,
  event_type: r.eventType,
  status: r.status,
  attempts: r.attempts,
  response_code: r.responseCode,
  error: r.lastError,
  next_attempt_at: r.nextAttemptAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** Standard Webhooks secret: `whsec_` + base64 of 24 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export async function createWebhook(deps: WebhookDeps, userId: string, body: CreateWebhookBody): Promise<CreatedWebhook> {
  await assertDeliverableUrl(body.url, deps.allowPrivateUrls);
  const existing = await deps.db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
  if (existing.length >= MAX_WEBHOOK_ENDPOINTS) throw new HttpError(400, `You can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints. Delete one first.`);
  const secret = newWebhookSecret();
  const [row] = await deps.db
    .insert(webhookEndpoints)
    .values({ userId, url: deps.cipher.encrypt(body.url), events: [...new Set(body.events)], secret: deps.cipher.encrypt(secret) })
    .returning();
  return { ...toEndpoint(deps.cipher, row), secret };
}

export async function listWebhooks(deps: WebhookDeps, userId: string): Promise<WebhookEndpoint[]> {
  const rows = await deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).orderBy(asc(webhookEndpoints.createdAt));
  return rows.map((r) => toEndpoint(deps.cipher, r));
}

export async function ownedEndpoint(db: Db, userId: string, id: string): Promise<WebhookEndpointRow> {
  const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!row) throw notFound('Webhook not found');
  return row;
}

export async function deleteWebhook(deps: WebhookDeps, userId: string, id: string): Promise<void> {
  const deleted = await deps.db.delete(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId))).returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw notFound('Webhook not found');
}

/** The newest 100 deliveries of one endpoint. */
export async function listDeliveries(deps: WebhookDeps, userId: string, id: string): Promise<WebhookDelivery[]> {
  await ownedEndpoint(deps.db, userId, id);
  const rows = await deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id)).orderBy(desc(webhookDeliveries.createdAt)).limit(100);
  return rows.map(toDelivery);
}

/**
 * Endpoints stored before URLs were encrypted hold them in plaintext: encrypted at start, each row
 * only while it still holds the plaintext it was read with (instances starting together agree).
 */
export async function sealPlaintextWebhookUrls(db: Db, cipher: CredentialCipher): Promise<number> {
  const rows = await db.select({ id: webhookEndpoints.id, url: webhookEndpoints.url }).from(webhookEndpoints).where(notLike(webhookEndpoints.url, 'v1.%'));
  for (const row of rows) {
    await db.update(webhookEndpoints).set({ url: cipher.encrypt(row.url) }).where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.url, row.url)));
  }
  return rows.length;
}
