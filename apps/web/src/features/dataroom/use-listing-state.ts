import type { ListFilesQuery } from '@uc/contract';
import { useEffect, useMemo, useState } from 'react';
import type { SortKey, StatusFilter, TypeFilter } from './components/file-toolbar';

const PAGE_SIZE = 24;

/** Everything that shapes the file list request; search is debounced so typing does not flood the server. */
export function useListingState() {
  const [folderId, setFolderId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [type, setType] = useState<TypeFilter | ''>('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSortKey] = useState<SortKey>('date');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);

  useEffect(() => {
    const t = setTimeout(() => {
      setQ(search.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(t);
  }, [search]);

  const query: ListFilesQuery = useMemo(
    () => ({ page, page_size: PAGE_SIZE, folder_id: folderId ?? undefined, q: q || undefined, type: type || undefined, status, sort, order }),
    [page, folderId, q, type, status, sort, order],
  );

  const reset = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };

  return {
    query,
    folderId,
    openFolder: reset(setFolderId),
    search,
    setSearch,
    type,
    setType: reset(setType),
    status,
    setStatus: reset(setStatus),
    sort,
    order,
    /** Spec: the active key flips direction; a new key sorts ascending. */
    setSort: (key: SortKey) => {
      if (key === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
      else {
        setSortKey(key);
        setOrder('asc');
      }
      setPage(1);
    },
    flipOrder: () => setOrder(order === 'asc' ? 'desc' : 'asc'),
    page,
    setPage,
    pageSize: PAGE_SIZE,
  };
}
export type ListingState = ReturnType<typeof useListingState>;
