import type { LeadCollection } from '@uc/contract';
import { Download, Trash2, Upload, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, type ConfirmRequest } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDeleteCollection } from '../api/delete-collection';
import { useExportCollection } from '../api/export-collection';
import { PAGE_SIZE, useCollectionLeads } from '../api/get-collection-leads';
import { useRemoveLead } from '../api/remove-lead';
import { ImportDialog } from './import-dialog';
import { LeadTable } from './lead-table';

/** One collection: its leads (paginated, filterable), import, export, remove, delete. */
export function CollectionDetail({ collection, onDeleted }: { collection: LeadCollection; onDeleted: () => void }) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const leads = useCollectionLeads(collection.id, page, q.trim());
  const remove = useRemoveLead();
  const del = useDeleteCollection();
  const exporter = useExportCollection();
  const [importOpen, setImportOpen] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const pages = leads.data ? Math.max(1, Math.ceil(leads.data.total / PAGE_SIZE)) : 1;

  return (
    <section aria-label={`Collection ${collection.name}`} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="mr-auto">
          <h3 className="text-lg font-semibold text-white">{collection.name}</h3>
          {collection.description && <p className="text-sm text-slate-400">{collection.description}</p>}
        </div>
        <Button size="sm" variant="secondary" onClick={() => setImportOpen(true)}>
          <Upload className="h-4 w-4" aria-hidden="true" />
          Import CSV
        </Button>
        <Button size="sm" variant="secondary" isLoading={exporter.isPending} onClick={() => exporter.mutate(collection.id, { onError: (e) => toast.error(errorMessage(e, 'The export failed')) })}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Export CSV
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Delete collection ${collection.name}`}
          onClick={() =>
            setConfirm({
              title: 'Delete collection?',
              message: `“${collection.name}” will be deleted. The leads stay in your saved leads.`,
              action: 'Delete',
              onConfirm: () => del.mutate(collection.id, { onSuccess: () => (setConfirm(null), onDeleted()) }),
            })
          }
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <Input aria-label="Filter leads" placeholder="Filter by name, email, company…" value={q} onChange={(e) => (setQ(e.target.value), setPage(1))} className="max-w-sm" />
      {leads.isPending ? (
        <Spinner label="Loading leads" />
      ) : leads.isError ? (
        <Alert tone="error">Could not load the leads of this collection.</Alert>
      ) : leads.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-white/15 p-6 text-center text-sm text-slate-400">{q ? 'No leads match this filter.' : 'No leads yet. Import a CSV or add leads from a search.'}</p>
      ) : (
        <>
          <LeadTable
            leads={leads.data.items}
            label="Collection leads"
            rowAction={(l) => (
              <Button size="icon" variant="ghost" aria-label={`Remove ${l.firstName} ${l.lastName}`.trim()} onClick={() => remove.mutate({ collectionId: collection.id, leadId: l.id })}>
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
            )}
          />
          <nav aria-label="Pagination" className="flex items-center justify-between text-sm text-slate-400">
            <span>
              {leads.data.total.toLocaleString()} lead(s) · page {page} of {pages}
            </span>
            <div className="flex gap-2">
              <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Next
              </Button>
            </div>
          </nav>
        </>
      )}
      <ImportDialog collectionId={collection.id} open={importOpen} onOpenChange={setImportOpen} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} busy={del.isPending} />
    </section>
  );
}
