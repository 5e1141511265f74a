import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useCollections } from '../api/get-collections';
import { CollectionDetail } from '../components/collection-detail';
import { NewCollectionForm } from '../components/new-collection-form';
import { SearchPanel } from '../components/search-panel';

/** /dashboard/leads: search (Apollo or your saved leads), collections, CSV import and export. */
export function LeadsPage() {
  const collections = useCollections();
  const [openId, setOpenId] = useState<string | null>(null);
  const items = collections.data?.items ?? [];
  const open = items.find((c) => c.id === openId) ?? items[0];

  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl font-semibold text-white">Leads</h2>
        <p className="text-sm text-slate-400">Find people to talk to, keep them in collections, and take them to your CRM as CSV.</p>
      </div>
      <section aria-labelledby="lead-search-heading" className="space-y-3">
        <h3 id="lead-search-heading" className="text-lg font-semibold text-white">
          Search
        </h3>
        <SearchPanel collections={items} />
      </section>
      <section aria-labelledby="collections-heading" className="space-y-3">
        <h3 id="collections-heading" className="text-lg font-semibold text-white">
          Collections
        </h3>
        {collections.isPending ? (
          <Spinner label="Loading collections" />
        ) : collections.isError ? (
          <Alert tone="error">
            <p>Could not load your collections.</p>
            <Button size="sm" variant="secondary" onClick={() => void collections.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
            <div className="space-y-3">
              {items.length === 0 ? (
                <p className="text-sm text-slate-400">No collections yet.</p>
              ) : (
                <ul aria-label="Collections" className="space-y-1">
                  {items.map((c) => (
                    <li key={c.id}>
                      <button
                        type="button"
                        aria-current={open?.id === c.id || undefined}
                        onClick={() => setOpenId(c.id)}
                        className={cn(
                          'flex w-full cursor-pointer items-center justify-between rounded-lg px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-violet-400',
                          open?.id === c.id ? 'bg-violet-600/20 text-white' : 'text-slate-300 hover:bg-white/5',
                        )}
                      >
                        <span className="truncate">{c.name}</span>
                        <span className="ml-2 text-xs text-slate-400">{c.leadCount.toLocaleString()}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <NewCollectionForm onCreated={(c) => setOpenId(c.id)} />
            </div>
            {open ? <CollectionDetail key={open.id} collection={open} onDeleted={() => setOpenId(null)} /> : <p className="text-sm text-slate-400">Create a collection to import or save leads.</p>}
          </div>
        )}
      </section>
    </div>
  );
}
