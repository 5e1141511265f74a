import type { Integration } from '@uc/contract';
import { Loader2, RefreshCw, Star, Unplug } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { lastSyncText } from '../last-sync';
import { IntegrationIcon } from './integration-icon';

type Props = {
  integration: Integration;
  layout: 'grid' | 'list';
  onConnect: (i: Integration) => void;
  onDisconnect: (i: Integration) => void;
  onSync: (i: Integration) => void;
  onFavorite: (i: Integration) => void;
  syncing?: boolean;
};

/** One integration: badges (New wins over Popular), favourite star, and the action its state allows. */
export function IntegrationCard({ integration: i, layout, onConnect, onDisconnect, onSync, onFavorite, syncing }: Props) {
  const badge = i.new ? 'New' : i.popular ? 'Popular' : null;
  const connected = i.status !== 'disconnected';
  return (
    <li
      aria-label={i.name}
      className={cn('rounded-xl border border-white/10 bg-slate-900/60 p-4', layout === 'list' ? 'flex flex-wrap items-center gap-4' : 'flex flex-col gap-3')}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <div className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-violet-500/15 text-violet-300">
          <IntegrationIcon name={i.icon} className="h-5 w-5" />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium text-white">{i.name}</h3>
            {badge && <span className={cn('rounded-full px-2 py-0.5 text-xs', badge === 'New' ? 'bg-emerald-500/15 text-emerald-300' : 'bg-amber-500/15 text-amber-300')}>{badge}</span>}
            <span className="text-xs text-slate-400">{i.category}</span>
          </div>
          <p className="mt-1 text-sm text-slate-400">{i.description}</p>
          {connected && (
            <p className="mt-1 text-xs text-slate-400">
              {i.account ? `${i.account} · ` : ''}Last sync: {lastSyncText(i.lastSync)}
            </p>
          )}
          {i.status === 'error' && i.error && <p className="mt-1 text-xs text-rose-300">{i.error}</p>}
          {!connected && i.pending_url && (
            <p className="mt-1 text-xs text-amber-200">
              Waiting for authorisation —{' '}
              <a className="underline" href={i.pending_url} target="_blank" rel="noopener noreferrer">
                finish in Composio
              </a>
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={() => onFavorite(i)}
          aria-pressed={i.favorite}
          aria-label={i.favorite ? `Remove ${i.name} from favorites` : `Add ${i.name} to favorites`}
          className="cursor-pointer rounded-md p-1 text-slate-400 hover:text-amber-300 focus-visible:outline-2 focus-visible:outline-violet-400"
        >
          <Star className={cn('h-4 w-4', i.favorite && 'fill-amber-300 text-amber-300')} aria-hidden="true" />
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {connected ? (
          <>
            <span className={cn('rounded-full px-2 py-0.5 text-xs', i.status === 'error' ? 'bg-rose-500/15 text-rose-300' : 'bg-emerald-500/15 text-emerald-300')}>
              {i.status === 'error' ? 'Error' : 'Connected'}
            </span>
            <Button size="sm" variant="secondary" onClick={() => onSync(i)} disabled={syncing} aria-label={`Sync ${i.name} now`}>
              {syncing ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <RefreshCw className="h-4 w-4" aria-hidden="true" />}
              Sync now
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onDisconnect(i)} aria-label={`Disconnect ${i.name}`}>
              <Unplug className="h-4 w-4" aria-hidden="true" />
              Disconnect
            </Button>
          </>
        ) : i.available ? (
          <Button size="sm" onClick={() => onConnect(i)} aria-label={`Connect ${i.name}`}>
            Connect
          </Button>
        ) : (
          <span className="rounded-full bg-white/5 px-2.5 py-1 text-xs text-slate-300" title="This server needs COMPOSIO_API_KEY to connect it">
            {i.availability_note}
          </span>
        )}
      </div>
    </li>
  );
}
