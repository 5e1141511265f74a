import { SearchX } from 'lucide-react';

/** The spec's empty-result texts, each with a hint to adjust the search. */
export function EmptyResult({ title }: { title: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-white/15 p-10 text-center" role="status">
      <SearchX className="mx-auto h-8 w-8 text-slate-500" aria-hidden="true" />
      <p className="mt-3 font-medium text-white">{title}</p>
      <p className="mt-1 text-sm text-slate-400">Try adjusting your search terms.</p>
    </div>
  );
}
