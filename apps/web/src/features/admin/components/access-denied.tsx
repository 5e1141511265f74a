import { ShieldAlert } from 'lucide-react';

/** What everyone but a superuser sees; the server refuses their admin calls anyway (403). */
export function AccessDenied() {
  return (
    <div role="alert" className="mx-auto max-w-md rounded-2xl border border-rose-500/20 bg-slate-900/70 p-8 text-center">
      <span className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-2xl bg-rose-500/15 text-rose-300 ring-1 ring-rose-500/30">
        <ShieldAlert className="h-6 w-6" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold text-white">Access Denied</h2>
      <p className="mt-2 text-sm text-slate-400">You don&apos;t have permission to access this dashboard.</p>
    </div>
  );
}
