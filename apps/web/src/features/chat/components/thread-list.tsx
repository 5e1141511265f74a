import type { Thread } from '@uc/contract';
import { Check, MessageSquarePlus, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteThread } from '../api/delete-thread';
import { useThreads } from '../api/get-threads';
import { useRenameThread } from '../api/rename-thread';

type Props = { activeId: string | null; onOpen: (id: string | null) => void };

/** The user's saved conversations: open, rename, delete, or start a new one. */
export function ThreadList({ activeId, onOpen }: Props) {
  const threads = useThreads();
  const rename = useRenameThread();
  const remove = useDeleteThread();
  const [editing, setEditing] = useState<{ id: string; title: string } | null>(null);

  const saveTitle = () => {
    if (!editing || !editing.title.trim()) return setEditing(null);
    rename.mutate({ id: editing.id, title: editing.title.trim() }, { onError: (e) => toast.error(errorMessage(e, 'Failed to rename the chat')) });
    setEditing(null);
  };
  const del = (t: Thread) => {
    if (!window.confirm(`Delete “${t.title}”?`)) return;
    remove.mutate(t.id, {
      onSuccess: () => activeId === t.id && onOpen(null),
      onError: (e) => toast.error(errorMessage(e, 'Failed to delete the chat')),
    });
  };

  return (
    <nav aria-label="Chats" className="flex max-h-48 flex-col gap-2 overflow-hidden rounded-2xl border border-white/10 bg-slate-900/60 p-2 lg:max-h-none lg:w-56">
      <button type="button" onClick={() => onOpen(null)} className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-white hover:bg-white/10">
        <MessageSquarePlus className="h-4 w-4" aria-hidden="true" /> New chat
      </button>
      {/* An outage keeps the list it had (TanStack keeps the last data); only a first load that fails has nothing to show. */}
      {threads.isError && threads.data && <p className="px-2 text-xs text-amber-200">Your chats could not be refreshed; this list may be out of date.</p>}
      {threads.isLoading ? (
        <Spinner />
      ) : threads.isError && !threads.data ? (
        <p className="px-2 text-xs text-rose-300">Could not load your chats.</p>
      ) : threads.data?.threads.length === 0 ? (
        <p className="px-2 text-xs text-slate-400">No saved chats yet.</p>
      ) : (
        <ul className="flex flex-col gap-0.5 overflow-y-auto">
          {threads.data?.threads.map((t) => (
            <li key={t.id} className={cn('group flex items-center gap-1 rounded-lg', t.id === activeId ? 'bg-white/10' : 'hover:bg-white/5')}>
              {editing?.id === t.id ? (
                <form
                  className="flex flex-1 items-center gap-1 p-1"
                  onSubmit={(e) => {
                    e.preventDefault();
                    saveTitle();
                  }}
                >
                  <label htmlFor={`rename-${t.id}`} className="sr-only">
                    Chat title
                  </label>
                  <input
                    id={`rename-${t.id}`}
                    autoFocus
                    value={editing.title}
                    maxLength={120}
                    onChange={(e) => setEditing({ id: t.id, title: e.target.value })}
                    onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
                    className="min-w-0 flex-1 rounded bg-slate-950 px-2 py-1 text-xs text-white"
                  />
                  <button type="submit" aria-label="Save title" className="p-1 text-emerald-300">
                    <Check className="h-3.5 w-3.5" aria-hidden="true" />
                  </button>
                  <button type="button" aria-label="Cancel rename" onClick={() => setEditing(null)} className="p-1 text-slate-400">
                    <X className="h-3.5 w-3.5" aria-hidden="true" />
                  </button>
                </form>
              ) : (
                <>
                  <button type="button" onClick={() => onOpen(t.id)} aria-current={t.id === activeId ? 'page' : undefined} className="min-w-0 flex-1 truncate px-2 py-2 text-left text-xs text-slate-200">
                    {t.title}
                  </button>
                  <button type="button" aria-label={`Rename ${t.title}`} onClick={() => setEditing({ id: t.id, title: t.title })} className="p-1 text-slate-400 hover:text-white">
                    <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
                  </button>
                  <button type="button" aria-label={`Delete ${t.title}`} onClick={() => del(t)} className="p-1 text-slate-400 hover:text-rose-300">
                    <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
