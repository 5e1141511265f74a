import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';

type Filter<V extends string> = {
  label: string;
  allLabel: string;
  options: readonly V[];
  labels: Record<V, string>;
  value: V | '';
  /** A new filter value; the caller goes back to page 1. */
  onChange: (value: V | '') => void;
};

type Props<V extends string, Item> = {
  id: string;
  title: string;
  description?: string;
  filter: Filter<V>;
  query: UseQueryResult<{ items: Item[]; total: number }>;
  /** What is loading, what failed, and what an empty page says (for the filter chosen). */
  texts: { loading: string; error: string; empty: string };
  rows: (items: Item[]) => ReactNode;
  pager: { label: string; page: number; pageSize: number; onPage: (page: number) => void };
};

/** An admin list with a heading, one select filter, Refresh, loading/error/empty states and a pager. */
export function FilteredListPanel<V extends string, Item>({ id, title, description, filter, query, texts, rows, pager }: Props<V, Item>) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={id} className="text-lg font-semibold text-white">
            {title}
          </h3>
          {description && <p className="text-sm text-slate-400">{description}</p>}
        </div>
        <div className="flex items-center gap-3">
          <NativeSelect aria-label={filter.label} className="w-44" value={filter.value} onChange={(e) => filter.onChange(e.target.value as V | '')}>
            <option value="">{filter.allLabel}</option>
            {filter.options.map((o) => (
              <option key={o} value={o}>
                {filter.labels[o]}
              </option>
            ))}
          </NativeSelect>
          <Button variant="secondary" onClick={() => query.refetch()} isLoading={query.isFetching && !query.isPending}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" /> Refresh
          </Button>
        </div>
      </div>
      {query.isPending ? (
        <Spinner label={texts.loading} />
      ) : query.isError ? (
        <LoadError onRetry={() => query.refetch()}>{texts.error}</LoadError>
      ) : query.data.items.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-400">{texts.empty}</p>
      ) : (
        <>
          {rows(query.data.items)}
          <Pager label={pager.label} page={pager.page} pageSize={pager.pageSize} total={query.data.total} onPage={pager.onPage} />
        </>
      )}
    </section>
  );
}
