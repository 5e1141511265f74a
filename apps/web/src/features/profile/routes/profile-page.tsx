import { UserRound } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ComingSoon } from '@/components/ui/coming-soon';
import { useUser } from '@/lib/auth';

export function ProfilePage() {
  const user = useUser();
  const memberSince = new Date(user.created_at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Your account</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-3">
            {[
              { term: 'Name', value: user.name },
              { term: 'Email', value: user.email },
              { term: 'Member since', value: memberSince },
            ].map(({ term, value }) => (
              <div key={term} className="rounded-lg bg-white/[0.03] p-3 ring-1 ring-white/5">
                <dt className="text-xs text-slate-400">{term}</dt>
                <dd className="mt-1 truncate text-sm font-medium text-white">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <ComingSoon
        icon={UserRound}
        title="Profile settings"
        description="Manage your personal details, startup profile and security."
        features={['Edit your name, avatar and startup details', 'Change your password', 'Manage notifications and API keys', 'Delete your account']}
      />
    </div>
  );
}
