import { ArrowLeft, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { scrollToAnchor } from '@/lib/scroll';
import { useStoredList } from '@/lib/stored-list';
import { useOpenApi } from '../api/get-openapi';
import { EndpointCard } from '../components/endpoint-card';
import { GenerateKeyDialog } from '../components/generate-key-dialog';
import { ReferenceOverview } from '../components/reference-overview';
import { ReferenceSidebar } from '../components/reference-sidebar';
import { groupByCategory, searchEndpoints, toEndpoints, type Endpoint } from '../model/openapi';

/** Browser storage keys (spec 001 §9). */
export const BOOKMARKS_KEY = 'apiBookmarks';
export const RECENT_ENDPOINTS_KEY = 'recentlyViewedEndpoints';

const cardId = (id: string) => `endpoint-${id.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-card`;

export function ApiReferencePage() {
  const { user } = useAuth();
  const openapi = useOpenApi();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [keyDialogOpen, setKeyDialogOpen] = useState(false);
  const bookmarks = useStoredList(BOOKMARKS_KEY);
  const recent = useStoredList(RECENT_ENDPOINTS_KEY);

  const endpoints = useMemo(() => (openapi.data ? toEndpoints(openapi.data) : []), [openapi.data]);
  const groups = useMemo(() => groupByCategory(endpoints), [endpoints]);
  const byId = useMemo(() => new Map(endpoints.map((e) => [e.id, e])), [endpoints]);
  const pick = (ids: string[]) => ids.map((id) => byId.get(id)).filter((e): e is Endpoint => e !== undefined);
  const baseUrl = `${window.location.origin}/api/v1`;

  const toggleEndpoint = (endpoint: Endpoint) => {
    const opening = !expanded.has(endpoint.id);
    setExpanded((current) => {
      const next = new Set(current);
      if (opening) next.add(endpoint.id);
      else next.delete(endpoint.id);
      return next;
    });
    if (opening) recent.addRecent(endpoint.id);
  };
  const openEndpoint = (endpoint: Endpoint) => {
    setQuery('');
    setCategory(endpoint.category);
    setExpanded((current) => new Set(current).add(endpoint.id));
    recent.addRecent(endpoint.id);
    requestAnimationFrame(() => scrollToAnchor(cardId(endpoint.id)));
  };
  const showOverview = (sectionId?: string) => {
    setQuery('');
    setCategory(null);
    if (sectionId) requestAnimationFrame(() => scrollToAnchor(sectionId));
  };

  const listed = query.trim() ? searchEndpoints(endpoints, query) : category ? (groups.find((g) => g.category === category)?.endpoints ?? []) : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="relative mb-8 max-w-xl">
        <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <Input type="search" aria-label="Search endpoints" placeholder="Search endpoints..." value={query} onChange={(e) => setQuery(e.target.value)} className="pl-9" />
      </div>
      {openapi.isPending ? (
        <div className="flex justify-center py-20">
          <Spinner label="Loading the API reference" />
        </div>
      ) : openapi.isError ? (
        <Alert tone="error">
          Could not load the API description.{' '}
          <button type="button" className="cursor-pointer underline" onClick={() => void openapi.refetch()}>
            Try again
          </button>
        </Alert>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[260px_1fr]">
          <ReferenceSidebar
            groups={groups}
            bookmarked={pick(bookmarks.list)}
            recent={pick(recent.list)}
            activeCategory={category}
            onSelectCategory={(c) => {
              setQuery('');
              setCategory(c);
            }}
            onOpenEndpoint={openEndpoint}
            onJump={showOverview}
          />
          <div className="min-w-0">
            {listed === null ? (
              <ReferenceOverview
                baseUrl={baseUrl}
                login={byId.get('POST /api/v1/auth/login')}
                signedIn={user !== null}
                onGetKey={() => setKeyDialogOpen(true)}
              />
            ) : (
              <section aria-labelledby="endpoint-list-heading">
                <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
                  <h1 id="endpoint-list-heading" className="text-2xl font-bold text-white">
                    {query.trim() ? `Results for “${query.trim()}”` : category}
                  </h1>
                  <Button variant="ghost" size="sm" onClick={() => showOverview()}>
                    <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Overview
                  </Button>
                </div>
                {listed.length === 0 ? (
                  <p className="rounded-xl border border-dashed border-white/15 p-8 text-center text-slate-400">No endpoints match your search.</p>
                ) : (
                  <ul className="space-y-3">
                    {listed.map((endpoint) => (
                      <EndpointCard
                        key={endpoint.id}
                        endpoint={endpoint}
                        baseUrl={window.location.origin}
                        expanded={expanded.has(endpoint.id)}
                        bookmarked={bookmarks.list.includes(endpoint.id)}
                        onToggle={() => toggleEndpoint(endpoint)}
                        onToggleBookmark={() => bookmarks.toggle(endpoint.id)}
                      />
                    ))}
                  </ul>
                )}
              </section>
            )}
          </div>
        </div>
      )}
      <GenerateKeyDialog open={keyDialogOpen} onOpenChange={setKeyDialogOpen} signedIn={user !== null} />
    </div>
  );
}
