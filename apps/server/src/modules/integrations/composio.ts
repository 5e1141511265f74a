import { outgoingFetch } from '../../outgoing';

/**
 * Composio adapter (https://docs.composio.dev, API v1): the catalogue of apps, starting a
 * connection (Composio hosts the OAuth screens) and the user's connected accounts. Only used
 * when COMPOSIO_API_KEY is set.
 */
export type ComposioConnection = { id: string; status: string; redirectUrl: string | null; appName: string };

export class ComposioError extends Error {}

export function createComposioClient(opts: { apiKey: string; baseUrl: string; allowPrivate: boolean }) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await outgoingFetch(`${opts.baseUrl}${path}`, {
      method,
      headers: { 'x-api-key': opts.apiKey, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    }, { allowPrivate: opts.allowPrivate }).catch((err: Error) => {
      throw new ComposioError(`Composio could not be reached: ${err.message}`);
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new ComposioError(`Composio answered HTTP ${res.status}`);
    }
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return json as T;
  }
  const toConnection = (c: Record<string, unknown>): ComposioConnection => ({
    id: String(c.id ?? c.connectedAccountId ?? ''),
    status: String(c.status ?? c.connectionStatus ?? 'INITIATED'),
    redirectUrl: (c.redirectUrl as string | undefined) ?? null,
    appName: String(c.appName ?? c.appUniqueId ?? ''),
  });
  return {
    async listApps(): Promise<string[]> {
      const r = await call<{ items?: { key?: string; name?: string }[] }>('GET', '/api/v1/apps');
      return (r.items ?? []).map((a) => String(a.key ?? a.name));
    },
    async initiateConnection(appName: string, entityId: string): Promise<ComposioConnection> {
      const r = await call<Record<string, unknown>>('POST', '/api/v1/connectedAccounts', { appName, entityId });
      return toConnection({ appName, ...r });
    },
    async connectedAccounts(entityId: string): Promise<ComposioConnection[]> {
      const r = await call<{ items?: Record<string, unknown>[] }>('GET', `/api/v1/connectedAccounts?user_uuid=${encodeURIComponent(entityId)}&showActiveOnly=false`);
      return (r.items ?? []).map(toConnection);
    },
  };
}
export type ComposioClient = ReturnType<typeof createComposioClient>;
