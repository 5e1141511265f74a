import type { Lead } from '@uc/contract';
import type { ReactNode } from 'react';

type Props = {
  leads: Lead[];
  label: string;
  selected?: Set<string>;
  onSelectedChange?: (next: Set<string>) => void;
  rowAction?: (lead: Lead) => ReactNode;
};

/** Leads as a table; with `selected`, each row and the header get a checkbox (select all on this page). */
export function LeadTable({ leads, label, selected, onSelectedChange, rowAction }: Props) {
  const selectable = Boolean(selected && onSelectedChange);
  const allSelected = selectable && leads.length > 0 && leads.every((l) => selected!.has(l.id));
  const toggleAll = () => onSelectedChange!(allSelected ? new Set() : new Set(leads.map((l) => l.id)));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange!(next);
  };
  return (
    <div className="relative overflow-x-auto rounded-xl border border-white/10">
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead className="bg-white/5 text-xs text-slate-400">
          <tr>
            {selectable && (
              <th className="w-10 px-3 py-2">
                <input type="checkbox" aria-label="Select all" checked={allSelected} onChange={toggleAll} className="h-4 w-4 accent-violet-500" />
              </th>
            )}
            <th className="px-3 py-2 font-medium">Name</th>
            <th className="px-3 py-2 font-medium">Title</th>
            <th className="px-3 py-2 font-medium">Company</th>
            <th className="px-3 py-2 font-medium">Email</th>
            <th className="px-3 py-2 font-medium">Location</th>
            <th className="px-3 py-2 font-medium">Size</th>
            {rowAction && <th className="px-3 py-2 font-medium"><span className="sr-only">Actions</span></th>}
          </tr>
        </thead>
        <tbody className="text-slate-200">
          {leads.map((l) => {
            const name = `${l.firstName} ${l.lastName}`.trim() || '—';
            return (
              <tr key={l.id} className="border-t border-white/5">
                {selectable && (
                  <td className="px-3 py-2">
                    <input type="checkbox" aria-label={`Select ${name}`} checked={selected!.has(l.id)} onChange={() => toggle(l.id)} className="h-4 w-4 accent-violet-500" />
                  </td>
                )}
                <td className="px-3 py-2 font-medium text-white">{name}</td>
                <td className="px-3 py-2">{l.title || '—'}</td>
                <td className="px-3 py-2">{l.company || '—'}</td>
                <td className="px-3 py-2">{l.email ?? '—'}</td>
                <td className="px-3 py-2">{l.location || '—'}</td>
                <td className="px-3 py-2">{l.companySize || '—'}</td>
                {rowAction && <td className="px-3 py-2 text-right">{rowAction(l)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
