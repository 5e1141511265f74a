import { INTEGRATION_CATEGORIES, type Integration } from '@uc/contract';
import { CheckCircle2, Download, Github, LayoutGrid, List, Plus, RefreshCw, Search, Webhook } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, type ConfirmRequest } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { isDemoSession } from '@/lib/auth-storage';
import { cn } from '@/lib/cn';
import { useDisconnectIntegration } from '../api/disconnect-integration';
import { useExportConnections } from '../api/export-connections';
import { useIntegrations } from '../api/get-integrations';
import { useSyncAll, useSyncIntegration } from '../api/sync-integration';
import { useToggleFavorite } from '../api/toggle-favorite';
import { ConnectDialog } from '../components/connect-dialog';
import { GithubExportDialog } from '../components/github-export-dialog';
import { IntegrationCard } from '../components/integration-card';
import { StatTiles } from '../components/stat-tiles';
import { WebhookSettingsDialog } from '../components/webhook-settings-dialog';

const SUCCESS_CARD_MS = 3000;

/** The marketplace, at /dashboard/integrations (and /integrations, which redirects here). */
export function IntegrationsPage() {
  const list = useIntegrations();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>('All');
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [connecting, setConnecting] = useState<Integration | null>(null);
  const [justConnected, setJustConnected] = useState<Integration | null>(null);
  const [webhooksOpen, setWebhooksOpen] = useState(false);
  const [githubOpen, setGithubOpen] = useState(false);
  const sync = useSyncIntegration();
  const syncAll = useSyncAll();
  const disconnect = useDisconnectIntegration();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const favorite = useToggleFavorite();
  const exportConnections = useExportConnections();

  useEffect(() => {
    if (!justConnected) return;
    const t = setTimeout(() => setJustConnected(null), SUCCESS_CARD_MS);
    return () => clearTimeout(t);
  }, [justConnected]);

  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    return items.filter((i) => (category === 'All' || i.category === category) && (!q || `${i.name} ${i.description} ${i.category}`.toLowerCase().includes(q)));
  }, [items, search, category]);

  if (list.isPending) return <Spinner label="Loading integrations" />;
  if (list.isError) {
    return (
      <Alert tone="error">
        <p>Could not load integrations.</p>
        <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }

  const connected = filtered.filter((i) => i.status !== 'disconnected');
  const available = filtered.filter((i) => i.status === 'disconnected');
  const favorites = filtered.filter((i) => i.favorite);
  const github = items.find((i) => i.id === 'github' && i.status !== 'disconnected');
  // The demo's GitHub connection is not a real account: export is offered only on a server.
  const demo = isDemoSession();
  const filtersActive = search.trim() !== '' || category !== 'All';
  const clearFilters = () => (setSearch(''), setCategory('All'));
  const firstConnectable = items.find((i) => i.status === 'disconnected' && i.available);

  const cardProps = {
    layout,
    onConnect: setConnecting,
    onDisconnect: (i: Integration) =>
      setConfirm({
        title: `Disconnect ${i.name}?`,
        message: `Its stored credentials are deleted and nothing more is sent to ${i.name}. You can connect it again later.`,
        action: 'Disconnect',
        onConfirm: () => {
          setConfirm(null);
          disconnect.mutate(i.id, { onSuccess: () => toast.success(`${i.name} disconnected`) });
        },
      }),
    onSync: (i: Integration) =>
      sync.mutate(i.id, { onSuccess: (r) => toast.success(r.items.length ? `${i.name} synced: ${r.items.length} item(s)` : `${i.name} synced`), onError: (e) => toast.error(errorMessage(e, `Could not sync ${i.name}`)) }),
    onFavorite: (i: Integration) => favorite.mutate({ id: i.id, favorite: !i.favorite }),
  };
  const grid = (group: Integration[], label: string) => (
    <ul aria-label={label} className={cn('gap-3', layout === 'grid' ? 'grid sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col')}>
      {group.map((i) => (
        <IntegrationCard key={i.id} integration={i} {...cardProps} syncing={sync.isPending && sync.variables === i.id} />
      ))}
    </ul>
  );

  return (
    <div className="space-y-6">
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} busy={disconnect.isPending} />
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-2xl font-semibold text-white">Integrations</h2>
        <div className="relative w-full sm:w-64">
          <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          <Input aria-label="Search integrations" placeholder="Search integrations..." value={search} onChange={(e) => setSearch(e.target.value)} className="pl-9" />
        </div>
        <div role="group" aria-label="Layout" className="flex rounded-lg ring-1 ring-white/15">
          <Button size="icon" variant={layout === 'grid' ? 'secondary' : 'ghost'} aria-pressed={layout === 'grid'} aria-label="Grid view" onClick={() => setLayout('grid')}>
            <LayoutGrid className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button size="icon" variant={layout === 'list' ? 'secondary' : 'ghost'} aria-pressed={layout === 'list'} aria-label="List view" onClick={() => setLayout('list')}>
            <List className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
        <Button size="icon" variant="secondary" aria-label="Refresh all" isLoading={syncAll.isPending} onClick={() => syncAll.mutate()}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button size="sm" onClick={() => firstConnectable && setConnecting(firstConnectable)} disabled={!firstConnectable}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add Integration
        </Button>
      </div>

      {justConnected && (
        <Alert tone="success">
          <p className="font-medium">{justConnected.name} Connected</p>
          <p>Integration successfully connected and ready to use</p>
        </Alert>
      )}

      <StatTiles
        stats={[
          { label: 'Available Integrations', value: items.length },
          { label: 'Connected', value: items.filter((i) => i.status !== 'disconnected').length },
          { label: 'Categories', value: new Set(items.map((i) => i.category)).size },
          { label: 'Favorites', value: items.filter((i) => i.favorite).length },
        ]}
      />

      <section aria-label="Quick Actions" className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          isLoading={syncAll.isPending}
          onClick={() =>
            syncAll.mutate(undefined, {
              onSuccess: (r) => (r.failed ? toast.error(`Synced ${r.synced}, ${r.failed} failed`) : toast.success(r.synced ? `Synced ${r.synced} integration(s)` : 'Nothing connected to sync')),
            })
          }
        >
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          Sync All Data
        </Button>
        <Button size="sm" variant="secondary" isLoading={exportConnections.isPending} onClick={() => exportConnections.mutate()}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Export Connections
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setWebhooksOpen(true)}>
          <Webhook className="h-4 w-4" aria-hidden="true" />
          Webhook Settings
        </Button>
        {github && !demo && (
          <Button size="sm" variant="secondary" onClick={() => setGithubOpen(true)}>
            <Github className="h-4 w-4" aria-hidden="true" />
            Export to GitHub
          </Button>
        )}
        {github && demo && (
          <span className="flex items-center gap-2">
            <Button size="sm" variant="secondary" disabled aria-describedby="github-export-demo">
              <Github className="h-4 w-4" aria-hidden="true" />
              Export to GitHub
            </Button>
            <span id="github-export-demo" className="text-xs text-slate-400">
              Needs a connected GitHub account: the demo never reaches GitHub.
            </span>
          </span>
        )}
      </section>

      {!list.data.composio_enabled && (
        <p className="text-sm text-slate-400">
          Slack, Discord, GitHub and signed webhooks work now. The others are marked &quot;Available with Composio&quot;: they connect once this server has a Composio API key.
        </p>
      )}

      <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
        {['All', ...INTEGRATION_CATEGORIES].map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
            className={cn(
              'cursor-pointer rounded-full px-3 py-1 text-sm ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-violet-400',
              category === c ? 'bg-violet-600 text-white ring-violet-500' : 'text-slate-300 ring-white/15 hover:bg-white/5',
            )}
          >
            {c}
          </button>
        ))}
      </div>

      {favorites.length > 0 && (
        <section className="space-y-3">
          <h3 className="text-lg font-semibold text-white">Favorites</h3>
          {grid(favorites, 'Favorites')}
        </section>
      )}

      {connected.length > 0 && (
        <section className="space-y-3">
          <h3 className="text-lg font-semibold text-white">Connected Integrations</h3>
          {grid(connected, 'Connected Integrations')}
        </section>
      )}

      <section className="space-y-3">
        <div className="flex items-baseline gap-3">
          <h3 className="text-lg font-semibold text-white">Available Integrations</h3>
          <span className="text-sm text-slate-400">{available.length} available</span>
        </div>
        {available.length === 0 ? (
          <div className="rounded-xl border border-dashed border-white/15 p-8 text-center">
            <p className="font-medium text-white">No integrations found</p>
            <p className="mt-1 text-sm text-slate-400">{filtersActive ? 'Try adjusting your search or filters' : 'All available integrations are already connected'}</p>
            {filtersActive && (
              <Button size="sm" variant="secondary" className="mt-3" onClick={clearFilters}>
                Clear Filters
              </Button>
            )}
          </div>
        ) : (
          grid(available, 'Available Integrations')
        )}
      </section>

      <section className="grid gap-4 md:grid-cols-2">
        <MiniList title="Popular Integrations" items={items.filter((i) => i.popular)} />
        <MiniList title="Recently Added" items={items.filter((i) => i.new)} />
      </section>

      <div aria-disabled="true" className="rounded-xl border border-white/10 bg-white/5 p-4 text-sm text-slate-400">
        <span className="mr-2 rounded-full bg-white/10 px-2 py-0.5 text-xs text-slate-300">Coming Soon</span>
        A marketplace of third-party connectors through Composio. Until then, signed webhooks let any tool receive your events.
      </div>

      <ConnectDialog
        integration={connecting}
        onClose={() => setConnecting(null)}
        onConnected={(i) => {
          setConnecting(null);
          if (i.status === 'connected') setJustConnected(i);
          else if (i.pending_url) window.open(i.pending_url, '_blank', 'noopener');
        }}
      />
      <WebhookSettingsDialog open={webhooksOpen} onOpenChange={setWebhooksOpen} />
      {github && !demo && <GithubExportDialog open={githubOpen} onOpenChange={setGithubOpen} account={github.account} />}
      {exportConnections.isError && <Alert tone="error">{errorMessage(exportConnections.error, 'Could not export connections')}</Alert>}
    </div>
  );
}

function MiniList({ title, items }: { title: string; items: Integration[] }) {
  return (
    <div className="rounded-xl border border-white/10 bg-slate-900/60 p-4">
      <h3 className="font-semibold text-white">{title}</h3>
      <ul className="mt-2 space-y-1 text-sm text-slate-300">
        {items.map((i) => (
          <li key={i.id} className="flex items-center gap-2">
            {i.status !== 'disconnected' && <CheckCircle2 className="h-4 w-4 text-emerald-400" aria-label="Connected" />}
            {i.name} <span className="text-xs text-slate-400">{i.category}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
