import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from './card';

/** An honest placeholder for a screen that is not built yet: what it will do, not fake data. */
export function ComingSoon({ icon: Icon, title, description, features, children }: { icon: LucideIcon; title: string; description: string; features: string[]; children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="space-y-6 p-6 sm:p-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-violet-500/15 text-violet-300 ring-1 ring-violet-500/30">
            <Icon className="h-6 w-6" aria-hidden="true" />
          </span>
          <div className="space-y-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-xl font-semibold text-white">{title}</h2>
              <span className="rounded-full bg-amber-400/10 px-2.5 py-0.5 text-xs font-medium text-amber-300 ring-1 ring-amber-400/30">Coming soon</span>
            </div>
            <p className="text-sm text-slate-400">{description}</p>
          </div>
        </div>
        {children}
        <div>
          <h3 className="mb-3 text-sm font-medium text-slate-300">What you will be able to do here</h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 rounded-lg bg-white/[0.03] px-3 py-2.5 text-sm text-slate-300 ring-1 ring-white/5">
                <span className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-violet-400" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
