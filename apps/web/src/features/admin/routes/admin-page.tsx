import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';
import { useUser } from '@/lib/auth';

/** The server enforces superuser rights on every admin endpoint; this only keeps the screen honest. */
export function AdminPage() {
  const user = useUser();
  if (!user.is_superuser) {
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
  return (
    <ComingSoon
      icon={ShieldCheck}
      title="Admin"
      description="Platform administration for superusers."
      features={['See users, sign-ups and credit usage', 'Grant credits and manage roles', 'Review contact messages and job applications', 'Check system health']}
    />
  );
}
