import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useApiKeys } from '../api/list-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { SCOPE_LABELS } from './generate-key-dialog';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The signed-in user's active keys: name, prefix, created, last used; revoke asks once more. */
export function ApiKeysList() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState<string | null>(null);

  if (keys.isPending) return <Spinner label="Loading your API keys" />;
  if (keys.isError) return <Alert tone="error">Could not load your API keys.</Alert>;
  if (keys.data.length === 0) return <p className="text-sm text-slate-400">You have no API keys yet.</p>;

  const revokeError = revoke.error instanceof ApiError && !revoke.error.handled ? revoke.error.detail : null;
  return (
    <div className="space-y-3">
      {revokeError && <Alert tone="error">{revokeError}</Alert>}
      <div className="relative overflow-x-auto rounded-lg border border-white/10">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your API keys</caption>
          <thead className="bg-white/5 text-xs text-slate-400 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">Name</th>
              <th scope="col" className="px-3 py-2">Key</th>
              <th scope="col" className="px-3 py-2">Scopes</th>
              <th scope="col" className="px-3 py-2">Created</th>
              <th scope="col" className="px-3 py-2">Last used</th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/10">
            {keys.data.map((key) => (
              <tr key={key.id}>
                <td className="px-3 py-2 text-white">{key.name}</td>
                <td className="px-3 py-2">
                  <code className="text-slate-300">{key.prefix}…</code>
                </td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-300">{key.scopes.map((s) => SCOPE_LABELS[s].label).join(', ')}</td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-400">{dateTime.format(new Date(key.created_at))}</td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-400">{key.last_used_at ? dateTime.format(new Date(key.last_used_at)) : 'Never'}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">
                  {confirming === key.id ? (
                    <span className="inline-flex gap-2">
                      <Button size="sm" variant="danger" isLoading={revoke.isPending} onClick={() => revoke.mutate(key.id, { onSettled: () => setConfirming(null) })}>
                        Confirm revoke
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                        Cancel
                      </Button>
                    </span>
                  ) : (
                    <Button size="sm" variant="outline" onClick={() => setConfirming(key.id)} aria-label={`Revoke ${key.name}`}>
                      Revoke
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
