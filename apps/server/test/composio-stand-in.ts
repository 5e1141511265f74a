import { startHttpStandIn } from './http-stand-in';

/** Composio API v1: apps, initiating a connection (redirect URL) and listing connected accounts. */
export async function startComposioStandIn(apiKey = 'composio-test-key') {
  const accounts: { id: string; appName: string; status: string; entityId: string }[] = [];
  const ok = (h: Record<string, unknown>) => h['x-api-key'] === apiKey;
  const standIn = await startHttpStandIn({
    'GET /api/v1/apps': (r) => (ok(r.headers) ? { body: { items: [{ key: 'notion' }, { key: 'hubspot' }] } } : { status: 401, body: { message: 'Invalid API key' } }),
    'POST /api/v1/connectedAccounts': (r) => {
      if (!ok(r.headers)) return { status: 401, body: { message: 'Invalid API key' } };
      const { appName, entityId } = r.json as { appName: string; entityId: string };
      const account = { id: `ca_${accounts.length + 1}`, appName, status: 'INITIATED', entityId };
      accounts.push(account);
      return { body: { connectedAccountId: account.id, connectionStatus: 'INITIATED', redirectUrl: `https://composio.example/auth/${account.id}` } };
    },
    'GET /api/v1/connectedAccounts': (r) => ({ body: { items: accounts.filter((a) => a.entityId === r.query.get('user_uuid')) } }),
  });
  /** What the user's finishing the OAuth screen does. */
  const activate = (id: string) => accounts.filter((a) => a.id === id).forEach((a) => (a.status = 'ACTIVE'));
  return { ...standIn, accounts, activate };
}
