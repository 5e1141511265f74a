import { Compass, Flag, Target } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageHero, PageSection } from '../components/page-hero';
import { ValuesGrid } from '../components/values-grid';

const PURPOSE = [
  { icon: Target, title: 'Mission', text: 'Give every founder the advice and output of a strong founding team, around the clock.' },
  { icon: Compass, title: 'Vision', text: 'A world where your background and who you know no longer decide whether a good idea gets built.' },
  { icon: Flag, title: 'Goal', text: 'Take a founder from idea to a validated MVP and a fundable plan in weeks, not months.' },
];

const JOURNEY = [
  { when: 'June 2025', title: 'Built at a hackathon', text: 'Ultimate Co-founder started as a hackathon project: five agents and a shared chat.' },
  { when: 'Summer 2025', title: 'Documents and data room', text: 'Agents learned to produce real pitch decks, business plans and financial models, kept in a data room.' },
  { when: 'Autumn 2025', title: 'Live sessions and app builder', text: 'Founders could meet the agents in video and voice sessions and generate working prototypes.' },
  { when: 'Today', title: 'An open platform', text: 'Credits, plans and a public API with personal keys let founders build the team into their own workflow.' },
];

export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About"
        title="Built for founders who build alone"
        description="Ultimate Co-founder gives solo and non-technical founders a full founding team of AI specialists."
      />
      <PageSection>
        <div className="mx-auto max-w-3xl space-y-4 text-slate-300">
          <h2 className="text-2xl font-bold text-white">Our story</h2>
          <p>
            We were made in June 2025, for a hackathon, by founders who had felt the same problem many times: a good idea, and nobody to build it with. Finding a co-founder
            takes months and often half of the company. Hiring a strategist, a product manager, an engineer, an operator and a marketer is out of reach before funding.
          </p>
          <p>
            So we built the team instead: five AI co-founders that share one picture of your startup and work together on every request, from a market analysis to a pitch
            deck to a working prototype.
          </p>
        </div>
      </PageSection>
      <PageSection>
        <ul className="grid gap-4 md:grid-cols-3">
          {PURPOSE.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-white/10 bg-slate-900/60 p-6">
              <Icon className="h-6 w-6 text-violet-300" aria-hidden="true" />
              <h2 className="mt-3 text-lg font-semibold text-white">{title}</h2>
              <p className="mt-1 text-sm text-slate-400">{text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection>
        <h2 className="mb-8 text-center text-2xl font-bold text-white">Our journey</h2>
        <ol className="mx-auto max-w-3xl space-y-6 border-l border-violet-400/30 pl-6">
          {JOURNEY.map((step) => (
            <li key={step.title} className="relative">
              <span className="absolute top-1.5 -left-[31px] h-3 w-3 rounded-full bg-violet-500 ring-4 ring-slate-950" aria-hidden="true" />
              <p className="text-xs font-semibold tracking-wide text-violet-300 uppercase">{step.when}</p>
              <h3 className="mt-1 font-semibold text-white">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-400">{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection>
        <h2 className="mb-8 text-center text-2xl font-bold text-white">Core values</h2>
        <ValuesGrid />
        <div className="mt-12 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.auth.signUp.getHref()}>Try Demo</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={paths.contact.getHref()}>Learn More</Link>
          </Button>
        </div>
      </PageSection>
    </>
  );
}
