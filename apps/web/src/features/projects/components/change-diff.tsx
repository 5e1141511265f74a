import type { ProjectFileChange } from '@uc/contract';

/** What the last change did to the files: each file's line diff, "+" added and "-" removed. */
export function ChangeDiff({ changes }: { changes: ProjectFileChange[] }) {
  if (changes.length === 0) return null;
  return (
    <section aria-label="Last change" className="space-y-1.5">
      <p className="text-xs font-semibold text-slate-400">Last change</p>
      {changes.map((c) => (
        <details key={c.path} className="rounded-lg border border-white/10 bg-white/5 text-xs text-slate-200">
          <summary className="cursor-pointer px-3 py-2 font-mono">
            {c.path} <span className="text-emerald-300">+{c.added}</span> <span className="text-rose-300">−{c.removed}</span>
          </summary>
          <pre className="max-h-64 overflow-auto border-t border-white/10 p-2 font-mono text-[11px] leading-snug">
            {c.diff.split('\n').map((line, i) => (
              <span key={i} className={`block ${line.startsWith('+') ? 'text-emerald-300' : line.startsWith('-') ? 'text-rose-300' : 'text-slate-400'}`}>
                {line}
              </span>
            ))}
          </pre>
        </details>
      ))}
    </section>
  );
}
