import type { ConnectIntegrationBody, Integration, IntegrationExport, IntegrationList, SyncAllResult, SyncResult, WebhookEventType } from '@uc/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { maskUrl } from './webhooks-service';
import { integrationConnections, webhookEndpoints, type ConnectionSettings, type IntegrationConnectionRow } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import type { StorageDriver } from '../../providers/storage';
import { CATALOG, catalogEntry, type CatalogEntry } from './catalog';
import { sendTestMessage, type ChatProvider } from './chat-webhooks';
import { ComposioError, createComposioClient } from './composio';
import type { CredentialCipher } from './crypto';
import { createGithubClient } from './github';
import { assertDeliverableUrl } from './url-guard';
import { OPERATOR_URL } from '../../outgoing';

export type IntegrationDeps = { db: Db; config: Pick<Config, 'integrations'>; cipher: CredentialCipher; storage: StorageDriver };

export const COMPOSIO_NOTE = 'Available with Composio';

function entryOr404(id: string): CatalogEntry {
  const entry = catalogEntry(id);
  if (!entry) throw notFound('Integration not found');
  return entry;
}

const composioEnabled = (deps: IntegrationDeps) => Boolean(deps.config.integrations.composio.apiKey);

function toDto(deps: IntegrationDeps, entry: CatalogEntry, row: IntegrationConnectionRow | undefined): Integration {
  const available = entry.connectKind !== 'composio' || composioEnabled(deps);
  const settings = row?.settings ?? {};
  return {
    id: entry.id,
    name: entry.name,
    description: entry.description,
    category: entry.category,
    icon: entry.icon,
    features: entry.features,
    popular: entry.popular,
    new: entry.new,
    connect_kind: entry.connectKind,
    available,
    availability_note: available ? null : COMPOSIO_NOTE,
    status: row?.status ?? 'disconnected',
    lastSync: row?.status === 'disconnected' ? null : (row?.lastSync?.toISOString() ?? null),
    favorite: row?.favorite ?? false,
    events: (settings.events ?? []) as WebhookEventType[],
    account: settings.account ?? null,
    error: row?.status === 'error' ? row.lastError : null,
    pending_url: settings.pendingUrl ?? null,
  };
}

async function rowsByIntegration(db: Db, userId: string) {
  const rows = await db.select().from(integrationConnections).where(eq(integrationConnections.userId, userId));
  return new Map(rows.map((r) => [r.integrationId, r]));
}

async function rowFor(db: Db, userId: string, integrationId: string) {
  const [row] = await db
    .select()
    .from(integrationConnections)
    .where(and(eq(integrationConnections.userId, userId), eq(integrationConnections.integrationId, integrationId)));
  return row;
}

type ConnectionValues = Partial<Pick<IntegrationConnectionRow, 'status' | 'favorite' | 'credentials' | 'settings' | 'lastSync' | 'lastError'>>;

async function upsert(db: Db, userId: string, integrationId: string, values: ConnectionValues) {
  const [row] = await db
    .insert(integrationConnections)
    .values({ userId, integrationId, ...values })
    .onConflictDoUpdate({ target: [integrationConnections.userId, integrationConnections.integrationId], set: { ...values, updatedAt: new Date() } })
    .returning();
  return row;
}

export async function listIntegrations(deps: IntegrationDeps, userId: string): Promise<IntegrationList> {
  const rows = await rowsByIntegration(deps.db, userId);
  return { items: CATALOG.map((e) => toDto(deps, e, rows.get(e.id))), composio_enabled: composioEnabled(deps) };
}

export async function getIntegration(deps: IntegrationDeps, userId: string, id: string): Promise<Integration> {
  const entry = entryOr404(id);
  return toDto(deps, entry, await rowFor(deps.db, userId, id));
}

/** The decrypted secret part of a connection (webhook URL or token). */
export function credentialsOf<T>(deps: Pick<IntegrationDeps, 'cipher'>, row: IntegrationConnectionRow): T | null {
  return row.credentials ? (JSON.parse(deps.cipher.decrypt(row.credentials)) as T) : null;
}

export async function connectIntegration(deps: IntegrationDeps, userId: string, id: string, body: ConnectIntegrationBody): Promise<Integration> {
  const entry = entryOr404(id);
  const now = new Date();
  let values: ConnectionValues;
  if (entry.connectKind === 'webhook') {
    if (!body.webhook_url) throw new HttpError(422, `Paste the ${entry.name} incoming-webhook URL`);
    const events = body.events ?? ['document.generated', 'dataroom.file_uploaded', 'payment.succeeded', 'session.ended'];
    await assertDeliverableUrl(body.webhook_url, deps.config.integrations.allowPrivateUrls);
    await sendTestMessage(entry.id as ChatProvider, body.webhook_url, deps.config.integrations.allowPrivateUrls);
    const host = new URL(body.webhook_url).host;
    values = { status: 'connected', credentials: deps.cipher.encrypt(JSON.stringify({ url: body.webhook_url })), settings: { events, account: host }, lastSync: now, lastError: null };
  } else if (entry.connectKind === 'token') {
    if (!body.token) throw new HttpError(422, 'Paste a GitHub fine-grained personal access token');
    const github = createGithubClient({ baseUrl: deps.config.integrations.githubApiUrl, token: body.token, allowPrivate: OPERATOR_URL });
    const login = await github.viewer();
    const repos = await github.repositories();
    values = { status: 'connected', credentials: deps.cipher.encrypt(JSON.stringify({ token: body.token })), settings: { account: login, items: repos }, lastSync: now, lastError: null };
  } else {
    values = await connectThroughComposio(deps, userId, entry);
  }
  return toDto(deps, entry, await upsert(deps.db, userId, id, values));
}

async function connectThroughComposio(deps: IntegrationDeps, userId: string, entry: CatalogEntry): Promise<ConnectionValues> {
  const { apiKey, baseUrl } = deps.config.integrations.composio;
  if (!apiKey) throw new HttpError(409, `${COMPOSIO_NOTE}: this server needs COMPOSIO_API_KEY to connect ${entry.name}.`);
  try {
    const c = await createComposioClient({ apiKey, baseUrl, allowPrivate: OPERATOR_URL }).initiateConnection(entry.composioApp!, userId);
    const active = c.status.toUpperCase() === 'ACTIVE';
    return {
      status: active ? 'connected' : 'disconnected',
      credentials: null,
      settings: { composioAccountId: c.id, pendingUrl: active ? null : c.redirectUrl, account: 'Composio' },
      lastSync: active ? new Date() : null,
      lastError: null,
    };
  } catch (err) {
    if (err instanceof ComposioError) throw new HttpError(502, err.message);
    throw err;
  }
}

/** Credentials are deleted; the favourite flag stays. */
export async function disconnectIntegration(deps: IntegrationDeps, userId: string, id: string): Promise<Integration> {
  const entry = entryOr404(id);
  const row = await upsert(deps.db, userId, id, { status: 'disconnected', credentials: null, settings: {}, lastSync: null, lastError: null });
  return toDto(deps, entry, row);
}

export async function setFavorite(deps: IntegrationDeps, userId: string, id: string, favorite: boolean): Promise<Integration> {
  const entry = entryOr404(id);
  return toDto(deps, entry, await upsert(deps.db, userId, id, { favorite }));
}

/** What a sync does per kind: GitHub lists repositories, Composio re-reads the account, chat webhooks only stamp the time. */
export async function syncIntegration(deps: IntegrationDeps, userId: string, id: string): Promise<SyncResult> {
  const entry = entryOr404(id);
  const row = await rowFor(deps.db, userId, id);
  if (!row || row.status === 'disconnected') {
    if (row?.settings.composioAccountId && entry.connectKind === 'composio') return refreshComposio(deps, userId, entry, row);
    throw new HttpError(409, `Connect ${entry.name} first`);
  }
  try {
    let items: string[] = [];
    let settings: ConnectionSettings = row.settings;
    if (entry.connectKind === 'token') {
      const creds = credentialsOf<{ token: string }>(deps, row);
      items = await createGithubClient({ baseUrl: deps.config.integrations.githubApiUrl, token: creds!.token, allowPrivate: OPERATOR_URL }).repositories();
      settings = { ...settings, items };
    } else if (entry.connectKind === 'composio') {
      return await refreshComposio(deps, userId, entry, row);
    }
    const updated = await upsert(deps.db, userId, id, { status: 'connected', settings, lastSync: new Date(), lastError: null });
    return { integration: toDto(deps, entry, updated), items };
  } catch (err) {
    const message = err instanceof HttpError ? err.detail : 'Sync failed';
    await upsert(deps.db, userId, id, { status: 'error', lastError: message });
    throw err;
  }
}

async function refreshComposio(deps: IntegrationDeps, userId: string, entry: CatalogEntry, row: IntegrationConnectionRow): Promise<SyncResult> {
  const { apiKey, baseUrl } = deps.config.integrations.composio;
  if (!apiKey) throw new HttpError(409, `${COMPOSIO_NOTE}: this server needs COMPOSIO_API_KEY.`);
  let accounts;
  try {
    accounts = await createComposioClient({ apiKey, baseUrl, allowPrivate: OPERATOR_URL }).connectedAccounts(userId);
  } catch (err) {
    if (err instanceof ComposioError) throw new HttpError(502, err.message);
    throw err;
  }
  const mine = accounts.find((a) => a.id === row.settings.composioAccountId);
  const active = mine?.status.toUpperCase() === 'ACTIVE';
  const updated = await upsert(deps.db, userId, entry.id, {
    status: active ? 'connected' : mine ? 'disconnected' : 'error',
    settings: { ...row.settings, pendingUrl: active ? null : (row.settings.pendingUrl ?? null) },
    lastSync: active ? new Date() : null,
    lastError: mine ? null : 'The Composio connection no longer exists',
  });
  return { integration: toDto(deps, entry, updated), items: accounts.filter((a) => a.status.toUpperCase() === 'ACTIVE').map((a) => a.appName) };
}

export async function syncAll(deps: IntegrationDeps, userId: string): Promise<SyncAllResult> {
  const rows = await rowsByIntegration(deps.db, userId);
  let synced = 0;
  let failed = 0;
  for (const row of rows.values()) {
    if (row.status === 'disconnected' || !catalogEntry(row.integrationId)) continue;
    try {
      await syncIntegration(deps, userId, row.integrationId);
      synced++;
    } catch {
      failed++;
    }
  }
  return { synced, failed, items: (await listIntegrations(deps, userId)).items };
}

/** The user's connections and webhook endpoints as JSON; never a credential or signing secret. */
export async function exportConnections(deps: IntegrationDeps, userId: string): Promise<IntegrationExport> {
  const { items } = await listIntegrations(deps, userId);
  const hooks = await deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).orderBy(asc(webhookEndpoints.createdAt));
  return {
    exported_at: new Date().toISOString(),
    connections: items
      .filter((i) => i.status !== 'disconnected' || i.favorite)
      .map((i) => ({ id: i.id, name: i.name, status: i.status, lastSync: i.lastSync, favorite: i.favorite, events: i.events, account: i.account })),
    webhooks: hooks.map((h) => ({ id: h.id, url: maskUrl(deps.cipher.decrypt(h.url)), events: h.events as WebhookEventType[], created_at: h.createdAt.toISOString() })),
  };
}
