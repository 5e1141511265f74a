import { Check, X } from 'lucide-react';
import { cn } from '@/lib/cn';

export function PasswordChecklist({ items }: { items: { label: string; met: boolean }[] }) {
  return (
    <ul aria-label="Password requirements" className="space-y-1.5 rounded-lg bg-white/[0.03] p-3 ring-1 ring-white/10">
      {items.map(({ label, met }) => (
        <li key={label} className={cn('flex items-center gap-2 text-sm', met ? 'text-emerald-300' : 'text-slate-400')}>
          {met ? <Check className="h-4 w-4" aria-hidden="true" /> : <X className="h-4 w-4 text-slate-500" aria-hidden="true" />}
          <span>{label}</span>
          <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
