import { ArrowRight, BarChart3, Bot, Code2, Megaphone, Settings2, Target } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { usePublicConfig } from '@/lib/public-config';

const AGENTS = [
  { icon: Target, name: 'Alex Strategic', role: 'Strategic advisor' },
  { icon: BarChart3, name: 'Sam Product', role: 'Product manager' },
  { icon: Code2, name: 'Taylor Tech', role: 'Tech lead' },
  { icon: Settings2, name: 'Jordan Ops', role: 'Operations manager' },
  { icon: Megaphone, name: 'Morgan Marketing', role: 'Marketing director' },
];

export function LandingPage() {
  const { user } = useAuth();
  const { signupCredits } = usePublicConfig();
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(124,58,237,0.28),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgba(79,70,229,0.18),transparent_50%)]"
          aria-hidden="true"
        />
        <div className="relative mx-auto max-w-5xl px-4 pt-20 pb-16 text-center sm:px-6 sm:pt-28">
          <p className="mx-auto mb-6 inline-flex items-center gap-2 rounded-full border border-violet-400/30 bg-violet-500/10 px-3 py-1 text-xs font-medium text-violet-200">
            <Bot className="h-3.5 w-3.5" aria-hidden="true" /> Five AI agents. 0% equity.
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-white sm:text-6xl">
            Your 24/7{' '}
            <span className="bg-gradient-to-r from-violet-300 via-fuchsia-300 to-indigo-300 bg-clip-text text-transparent">AI Co-founder</span> team
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-400">
            Strategy, product, tech, operations and marketing co-founders that help you build, grow and scale your startup, from the first idea to the first customers.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            {user ? (
              <Button asChild size="lg">
                <Link to={paths.dashboard.root.getHref()}>
                  Open your dashboard <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              </Button>
            ) : (
              <Button asChild size="lg">
                <Link to={paths.auth.signUp.getHref()}>
                  Start building free <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              </Button>
            )}
            <Button asChild size="lg" variant="secondary">
              <Link to={paths.pricing.getHref()}>See pricing</Link>
            </Button>
          </div>
          {!user && signupCredits !== undefined && <p className="mt-4 text-sm text-slate-500">{signupCredits} free credits when you verify your email. No card needed.</p>}
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 pb-24 sm:px-6" aria-labelledby="agents-heading">
        <h2 id="agents-heading" className="mb-8 text-center text-2xl font-semibold text-white">
          Meet your co-founders
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {AGENTS.map(({ icon: Icon, name, role }) => (
            <li key={name} className="rounded-2xl border border-white/10 bg-slate-900/60 p-5 text-center transition-colors hover:border-violet-400/40">
              <span className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br from-violet-500/25 to-indigo-500/25 text-violet-200 ring-1 ring-violet-400/30">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <p className="font-medium text-white">{name}</p>
              <p className="text-sm text-slate-400">{role}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
