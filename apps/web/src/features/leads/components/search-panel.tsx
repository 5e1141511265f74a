import { COMPANY_SIZES, type LeadCollection } from '@uc/contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-client';
import { useAddLeads } from '../api/add-leads';
import { useSearchLeads } from '../api/search-leads';
import { LeadTable } from './lead-table';

const TEXT_FILTERS = [
  { key: 'industry', label: 'Industry', placeholder: 'Software' },
  { key: 'location', label: 'Location', placeholder: 'Berlin' },
  { key: 'title', label: 'Title', placeholder: 'CTO' },
  { key: 'keywords', label: 'Keywords', placeholder: 'fintech, seed' },
] as const;

/** Lead search with the spec's filters, and "Add to collection" for the selected results. */
export function SearchPanel({ collections }: { collections: LeadCollection[] }) {
  const search = useSearchLeads();
  const add = useAddLeads();
  const [filters, setFilters] = useState({ industry: '', location: '', title: '', keywords: '', companySize: '' as (typeof COMPANY_SIZES)[number] | '' });
  const [limit, setLimit] = useState(20);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [target, setTarget] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSelected(new Set());
    search.mutate({ ...filters, limit });
  };
  const addSelected = () => {
    const collectionId = target || collections[0]?.id;
    if (!collectionId) return;
    add.mutate(
      { collectionId, leadIds: [...selected] },
      {
        onSuccess: (r) => {
          const name = collections.find((c) => c.id === collectionId)?.name ?? 'the collection';
          toast.success(r.count === selected.size ? `Added ${r.count} lead(s) to ${name}` : `Added ${r.count} new lead(s) to ${name}; the others were already in it`);
          setSelected(new Set());
        },
        onError: (err) => toast.error(errorMessage(err, 'Could not add the leads')),
      },
    );
  };

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {TEXT_FILTERS.map((f) => (
          <Field key={f.key} id={`lead-${f.key}`} label={f.label}>
            <Input id={`lead-${f.key}`} value={filters[f.key]} placeholder={f.placeholder} onChange={(e) => setFilters((s) => ({ ...s, [f.key]: e.target.value }))} />
          </Field>
        ))}
        <Field id="lead-size" label="Company size">
          <NativeSelect id="lead-size" value={filters.companySize} onChange={(e) => setFilters((s) => ({ ...s, companySize: e.target.value as typeof s.companySize }))}>
            <option value="">Any size</option>
            {COMPANY_SIZES.map((s) => (
              <option key={s} value={s}>
                {s} employees
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="lead-limit" label="Results">
          <NativeSelect id="lead-limit" value={String(limit)} onChange={(e) => setLimit(Number(e.target.value))}>
            {[20, 50, 100].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="sm:col-span-2 lg:col-span-3">
          <Button type="submit" isLoading={search.isPending}>
            Search leads
          </Button>
        </div>
      </form>

      {search.isError && <Alert tone="error">{errorMessage(search.error, 'The search failed')}</Alert>}
      {search.data && (
        <div className="space-y-3">
          {search.data.source === 'sample' ? (
            <Alert tone="info">Demo: these are sample leads — fictional people at example.com addresses, for trying the screen. Import a CSV to search your own.</Alert>
          ) : search.data.source === 'saved' ? (
            <Alert tone="info">Searching your saved leads: this server has no Apollo API key, so only leads you imported or saved are searched — no people are invented.</Alert>
          ) : (
            <p className="text-sm text-slate-400">Results from Apollo ({search.data.total.toLocaleString()} matches); the ones shown are kept in your saved leads.</p>
          )}
          {search.data.leads.length === 0 ? (
            <p className="rounded-xl border border-dashed border-white/15 p-6 text-center text-sm text-slate-400">No leads match these filters.</p>
          ) : (
            <>
              <div className="flex flex-wrap items-end gap-2">
                <p className="mr-auto text-sm text-slate-300">
                  {search.data.leads.length} shown{search.data.total > search.data.leads.length ? ` of ${search.data.total.toLocaleString()}` : ''} · {selected.size} selected
                </p>
                {collections.length > 0 ? (
                  <>
                    <NativeSelect aria-label="Collection" value={target || collections[0].id} onChange={(e) => setTarget(e.target.value)} className="w-56">
                      {collections.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.name}
                        </option>
                      ))}
                    </NativeSelect>
                    <Button size="sm" onClick={addSelected} disabled={selected.size === 0} isLoading={add.isPending}>
                      Add to collection
                    </Button>
                  </>
                ) : (
                  <p className="text-sm text-slate-400">Create a collection to save leads.</p>
                )}
              </div>
              <LeadTable leads={search.data.leads} label="Search results" selected={selected} onSelectedChange={setSelected} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
