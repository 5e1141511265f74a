import { FileCode2, FilePlus2, Folder } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type Props = {
  paths: string[];
  selected: string | null;
  unsaved: Set<string>;
  errorFiles: Set<string>;
  onSelect: (path: string) => void;
  onCreate: (path: string) => string | null;
};

/** Files sorted folder by folder, indented by depth; a dot marks unsaved changes. */
export function FileTree({ paths, selected, unsaved, errorFiles, onSelect, onCreate }: Props) {
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sorted = [...paths].sort((a, b) => a.localeCompare(b));
  const folders = new Set<string>();

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = onCreate(name.trim());
    if (problem) return setError(problem);
    setAdding(false);
    setName('');
    setError(null);
  }

  return (
    <nav aria-label="Project files" className="flex min-h-0 flex-col gap-1 overflow-y-auto text-sm">
      <div className="flex items-center justify-between px-2 py-1">
        <span className="text-xs font-semibold tracking-wide text-slate-400 uppercase">Files</span>
        <Button variant="ghost" size="icon-sm" aria-label="New file" onClick={() => setAdding((v) => !v)}>
          <FilePlus2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      {adding && (
        <form onSubmit={submit} className="px-2 pb-1">
          <label className="sr-only" htmlFor="new-file-path">
            New file path
          </label>
          <input
            id="new-file-path"
            autoFocus
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="src/components/Card.jsx"
            className="w-full rounded-md border border-white/15 bg-slate-950 px-2 py-1 text-xs text-white"
          />
          {error && <p className="mt-1 text-xs text-rose-300">{error}</p>}
        </form>
      )}
      <ul className="space-y-0.5">
        {sorted.flatMap((p) => {
          const parts = p.split('/');
          const rows = [];
          for (let depth = 0; depth < parts.length - 1; depth++) {
            const folder = parts.slice(0, depth + 1).join('/');
            if (folders.has(folder)) continue;
            folders.add(folder);
            rows.push(
              <li key={`dir:${folder}`} className="flex items-center gap-1.5 px-2 py-0.5 text-slate-400" style={{ paddingLeft: 8 + depth * 12 }}>
                <Folder className="h-3.5 w-3.5" aria-hidden="true" /> {parts[depth]}
              </li>,
            );
          }
          rows.push(
            <li key={p}>
              <button
                type="button"
                onClick={() => onSelect(p)}
                aria-current={p === selected ? 'true' : undefined}
                className={cn(
                  'flex w-full items-center gap-1.5 rounded px-2 py-0.5 text-left hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-violet-400',
                  p === selected ? 'bg-violet-500/20 text-white' : 'text-slate-300',
                  errorFiles.has(p) && 'text-rose-300',
                )}
                style={{ paddingLeft: 8 + (parts.length - 1) * 12 }}
              >
                <FileCode2 className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate">{parts.at(-1)}</span>
                {unsaved.has(p) && (
                  <span className="ml-auto text-amber-300" title="Unsaved changes">
                    ●<span className="sr-only"> (unsaved)</span>
                  </span>
                )}
              </button>
            </li>,
          );
          return rows;
        })}
      </ul>
    </nav>
  );
}
