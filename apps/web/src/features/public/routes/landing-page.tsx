import { ArrowRight, Bot, Check } from 'lucide-react';
import { lazy, memo, Suspense, useDeferredValue, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { usePublicConfig } from '@/lib/public-config';
import { scrollToAnchor } from '@/lib/scroll';
import { AgentsSection, BELOW_FOLD, FactsSection, HowItWorksSection, ScenariosSection } from '../components/landing-sections';

// Below the fold: the accordion and the price table (which brings the contract and zod) load after
// first paint (issue 17). The placeholder keeps the FAQ's height so nothing below it moves.
const LandingFaqList = lazy(() => import('../components/landing-faq-list').then((m) => ({ default: m.LandingFaqList })));

export function LandingPage() {
  const { user } = useAuth();
  // The credits line arrives after first paint; the page re-renders for it in a transition (no long task).
  const signupCredits = useDeferredValue(usePublicConfig().signupCredits);
  const { hash } = useLocation();

  // Arriving at /#section from another page: jump there with the header offset.
  useEffect(() => {
    if (hash) scrollToAnchor(decodeURIComponent(hash.slice(1)), 'auto');
  }, [hash]);

  return <LandingContent signedIn={Boolean(user)} signupCredits={signupCredits} />;
}

type ContentProps = { signedIn: boolean; signupCredits: number | undefined };

/**
 * The page itself. Memoised: when the config arrives, the query's update re-renders LandingPage at once
 * (not in a transition); with the deferred number unchanged this part is skipped (a 35-95 ms task before).
 */
const LandingContent = memo(function LandingContent({ signedIn, signupCredits }: ContentProps) {
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
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">
            Strategy, product, tech, operations and marketing co-founders that help you build, grow and scale your startup, from the first idea to the first customers.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            {signedIn ? (
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
            {/* A full page load: the demo starts its in-browser mock API before it renders. */}
            <Button asChild size="lg" variant="outline">
              <a href={paths.demo.getHref()}>Try the demo</a>
            </Button>
          </div>
          {/* The line keeps its height while the number loads, so nothing below moves when it arrives (CLS). */}
          {!signedIn && (
            <p className="mt-4 min-h-10 text-sm text-slate-400 sm:min-h-5">
              {signupCredits !== undefined && `${signupCredits} free credits when you verify your email. No card needed.`}
            </p>
          )}
        </div>
      </section>
      {!signedIn && <IntroBlock signupCredits={signupCredits} />}
      <AgentsSection />
      <HowItWorksSection />
      <FactsSection signupCredits={signupCredits} />
      <ScenariosSection />
      {!signedIn && <FaqSection signupCredits={signupCredits} />}
    </>
  );
});

/** For signed-out visitors: what they get when they sign up. */
function IntroBlock({ signupCredits }: { signupCredits: number | undefined }) {
  const points = [
    signupCredits === undefined ? 'Free credits to start, no card needed' : `${signupCredits} free credits to start, no card needed`,
    'All five co-founders from day one',
    'Documents you own and can download',
    'Cancel or delete your account at any time',
  ];
  return (
    <section className="mx-auto max-w-5xl px-4 sm:px-6" aria-labelledby="intro-heading">
      <div className="grid gap-6 rounded-3xl border border-violet-400/20 bg-gradient-to-br from-violet-600/15 to-indigo-600/10 p-6 sm:p-10 md:grid-cols-2">
        <div>
          <h2 id="intro-heading" className="text-2xl font-bold text-white">
            A founding team, without giving up equity
          </h2>
          <p className="mt-3 text-slate-300">
            Most founders start alone. Ultimate Co-founder gives you the strategist, product manager, tech lead, operator and marketer you would otherwise have to find,
            convince and pay with a share of your company.
          </p>
        </div>
        <ul className="space-y-3 self-center">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-3 text-sm text-slate-200">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-400" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function FaqSection({ signupCredits }: { signupCredits: number | undefined }) {
  return (
    <section id="faq" className={`${BELOW_FOLD.faq} mx-auto max-w-3xl scroll-mt-[100px] px-4 pb-24 sm:px-6`} aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-center text-3xl font-bold text-white">
        Frequently Asked Questions
      </h2>
      <Suspense fallback={<div className="mt-10 min-h-[415px] rounded-2xl border border-white/10 bg-slate-900/60 sm:min-h-[343px]" aria-hidden="true" />}>
        <LandingFaqList signupCredits={signupCredits} className="mt-10" />
      </Suspense>
      <div className="mt-12 rounded-3xl border border-white/10 bg-slate-900/60 p-8 text-center">
        <h3 className="text-2xl font-semibold text-white">Still Have Questions?</h3>
        {/* The spec's "free trial" does not exist: the free credits do (read from the server). */}
        <p className="mt-2 text-slate-400">
          {signupCredits !== undefined ? `Ask our team anything while you try the product with ${signupCredits} free credits` : 'Ask our team anything while you try the product'}
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link to={paths.auth.auth.getHref('register')}>{signupCredits !== undefined ? `Start with ${signupCredits} free credits →` : 'Create your account →'}</Link>
        </Button>
      </div>
    </section>
  );
}
