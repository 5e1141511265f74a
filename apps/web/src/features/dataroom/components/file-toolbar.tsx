import { SORT_KEYS, TYPE_FILTER_LABELS, TYPE_FILTERS, type ListFilesQuery } from '@uc/contract';
import { ArrowDown, ArrowUp, LayoutGrid, List, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

export type SortKey = (typeof SORT_KEYS)[number];
export type TypeFilter = NonNullable<ListFilesQuery['type']>;
export type StatusFilter = NonNullable<ListFilesQuery['status']>;
const SORT_LABELS: Record<SortKey, string> = { date: 'Date', name: 'Name', size: 'Size', type: 'Type' };

type Props = {
  search: string;
  onSearch: (q: string) => void;
  type: TypeFilter | '';
  onType: (t: TypeFilter | '') => void;
  status: StatusFilter;
  onStatus: (s: StatusFilter) => void;
  sort: SortKey;
  order: 'asc' | 'desc';
  onSort: (key: SortKey) => void;
  onFlip: () => void;
  view: 'list' | 'grid';
  onView: (v: 'list' | 'grid') => void;
};

export function FileToolbar(p: Props) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="relative min-w-56 flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <Input type="search" aria-label="Search files" placeholder="Search files, tags and text inside documents..." value={p.search} onChange={(e) => p.onSearch(e.target.value)} className="pl-9" />
      </div>
      <NativeSelect aria-label="File type" value={p.type} onChange={(e) => p.onType(e.target.value as TypeFilter | '')} className="w-40">
        <option value="">All types</option>
        {TYPE_FILTERS.map((t) => (
          <option key={t} value={t}>
            {TYPE_FILTER_LABELS[t]}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect aria-label="Status" value={p.status} onChange={(e) => p.onStatus(e.target.value as StatusFilter)} className="w-36">
        <option value="all">All Files</option>
        <option value="present">Present</option>
        <option value="missing">Missing</option>
        <option value="outdated">Outdated</option>
      </NativeSelect>
      <div role="group" aria-label="Sort by" className="flex rounded-lg bg-white/5 p-1">
        {SORT_KEYS.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={p.sort === key}
            onClick={() => p.onSort(key)}
            className={`cursor-pointer rounded-md px-2.5 py-1 text-xs font-medium ${p.sort === key ? 'bg-violet-600 text-white' : 'text-slate-300 hover:text-white'}`}
          >
            {SORT_LABELS[key]}
          </button>
        ))}
      </div>
      <Button variant="outline" size="icon" onClick={p.onFlip} aria-label={p.order === 'asc' ? 'Sorted ascending; switch to descending' : 'Sorted descending; switch to ascending'}>
        {p.order === 'asc' ? <ArrowUp className="h-4 w-4" aria-hidden="true" /> : <ArrowDown className="h-4 w-4" aria-hidden="true" />}
      </Button>
      <div role="group" aria-label="View" className="flex rounded-lg bg-white/5 p-1">
        <button type="button" aria-pressed={p.view === 'list'} aria-label="List view" onClick={() => p.onView('list')} className={`cursor-pointer rounded-md p-1.5 ${p.view === 'list' ? 'bg-violet-600 text-white' : 'text-slate-300'}`}>
          <List className="h-4 w-4" aria-hidden="true" />
        </button>
        <button type="button" aria-pressed={p.view === 'grid'} aria-label="Grid view" onClick={() => p.onView('grid')} className={`cursor-pointer rounded-md p-1.5 ${p.view === 'grid' ? 'bg-violet-600 text-white' : 'text-slate-300'}`}>
          <LayoutGrid className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
