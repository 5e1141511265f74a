import type { ReactNode } from 'react';

export function AuthHeading({ title, description, icon }: { title: string; description?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="mb-6 space-y-2 text-center">
      {icon && <div className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-2xl bg-violet-500/15 text-violet-300 ring-1 ring-violet-500/30">{icon}</div>}
      <h2 className="text-2xl font-bold tracking-tight text-white">{title}</h2>
      {description && <p className="text-sm text-slate-400">{description}</p>}
    </div>
  );
}
