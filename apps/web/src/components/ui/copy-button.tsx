import { Check, Copy } from 'lucide-react';
import { useCopy } from '@/lib/use-copy';
import { cn } from '@/lib/cn';

/** Copies `text`; shows "Copied" for 2 seconds. */
export function CopyButton({ text, label = 'Copy', className }: { text: string; label?: string; className?: string }) {
  const { copied, copy } = useCopy();
  return (
    <button
      type="button"
      onClick={() => void copy(text)}
      className={cn(
        'inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-slate-300 ring-1 ring-white/15 ring-inset hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-violet-400',
        className,
      )}
    >
      {copied ? <Check className="h-3.5 w-3.5 text-emerald-400" aria-hidden="true" /> : <Copy className="h-3.5 w-3.5" aria-hidden="true" />}
      <span aria-live="polite">{copied ? 'Copied!' : label}</span>
    </button>
  );
}

/** A code block with its copy button. Text only: never HTML. */
export function CodeBlock({ code, language, className }: { code: string; language?: string; className?: string }) {
  return (
    <div className={cn('relative overflow-hidden rounded-xl border border-white/10 bg-slate-950', className)}>
      <div className="flex items-center justify-between border-b border-white/10 px-3 py-1.5">
        <span className="text-xs text-slate-400">{language ?? 'code'}</span>
        <CopyButton text={code} />
      </div>
      <pre className="overflow-x-auto p-4 text-xs leading-relaxed text-slate-200" tabIndex={0}>
        <code>{code}</code>
      </pre>
    </div>
  );
}
