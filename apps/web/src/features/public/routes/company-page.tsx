import { ArrowRight, BarChart3, Code2, Crown, Mail, Megaphone, Settings2, Target } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ContactForm } from '../components/contact-form';
import { PageHero, PageSection } from '../components/page-hero';
import { ValuesGrid } from '../components/values-grid';
import { MAILBOXES } from '../content/company';

/** The team every customer leads: the founder and the five agents. */
const LEADERSHIP = [
  { icon: Crown, name: 'You', role: 'Founder & CEO', text: 'Sets the vision and makes the calls. The team works for you.' },
  { icon: Target, name: 'Alex Strategic', role: 'Chief Strategy Officer', text: 'Markets, positioning, business model and fundraising.' },
  { icon: BarChart3, name: 'Sam Product', role: 'Head of Product', text: 'Roadmap, user research and MVP scope.' },
  { icon: Code2, name: 'Taylor Tech', role: 'CTO', text: 'Architecture, specifications and prototypes.' },
  { icon: Settings2, name: 'Jordan Ops', role: 'COO', text: 'Processes, finance, legal checklists and hiring.' },
  { icon: Megaphone, name: 'Morgan Marketing', role: 'CMO', text: 'Brand, go-to-market and growth.' },
];

/** Technologies the product is built on or connects to; not endorsements. */
const TECHNOLOGIES = ['OpenAI', 'Anthropic', 'LiveKit', 'Stripe', 'Slack', 'GitHub', 'Notion', 'Google Drive'];

export function CompanyPage() {
  return (
    <>
      <PageHero eyebrow="Company" title="Ultimate Co-founder" description="We build AI co-founders that help startups go from idea to traction." />
      <PageSection>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="rounded-2xl border border-white/10 bg-slate-900/60 p-6">
            <h2 className="text-lg font-semibold text-white">Mission</h2>
            <p className="mt-2 text-sm text-slate-400">Give every founder the advice and output of a strong founding team, around the clock and without giving up equity.</p>
          </div>
          <div className="rounded-2xl border border-white/10 bg-slate-900/60 p-6">
            <h2 className="text-lg font-semibold text-white">Vision</h2>
            <p className="mt-2 text-sm text-slate-400">A world where any founder with a good idea can build it, whoever they know and wherever they start.</p>
          </div>
        </div>
      </PageSection>
      <PageSection>
        <h2 className="mb-8 text-center text-2xl font-bold text-white">Our values</h2>
        <ValuesGrid />
      </PageSection>
      <PageSection>
        <h2 className="text-center text-2xl font-bold text-white">The leadership team you get</h2>
        <p className="mx-auto mt-2 mb-8 max-w-2xl text-center text-sm text-slate-400">Every account comes with a full C-suite: you and five AI co-founders.</p>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {LEADERSHIP.map(({ icon: Icon, name, role, text }) => (
            <li key={name} className="rounded-2xl border border-white/10 bg-slate-900/60 p-6 text-center">
              <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-gradient-to-br from-violet-500/30 to-indigo-500/30 text-violet-100 ring-1 ring-violet-400/30">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-3 font-semibold text-white">{name}</h3>
              <p className="text-sm text-violet-300">{role}</p>
              <p className="mt-2 text-sm text-slate-400">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <Button asChild variant="secondary">
            <Link to={paths.careers.getHref()}>
              View open positions <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </PageSection>
      <PageSection>
        <h2 className="mb-2 text-center text-2xl font-bold text-white">Built on and connected to</h2>
        <p className="mb-8 text-center text-sm text-slate-400">Technologies the platform uses or integrates with.</p>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {TECHNOLOGIES.map((name) => (
            <li key={name} className="flex h-20 items-center justify-center rounded-xl border border-white/10 bg-slate-900/40 text-sm font-medium text-slate-300">
              {name}
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection>
        <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
          <div className="space-y-3">
            <h2 className="text-2xl font-bold text-white">Get in touch</h2>
            <p className="text-sm text-slate-400">Press, partnerships or just hello: we reply within 24 hours.</p>
            <p className="flex items-center gap-2 text-sm text-slate-300">
              <Mail className="h-4 w-4 text-violet-300" aria-hidden="true" />
              <a href={`mailto:${MAILBOXES.general}`} className="hover:text-white">
                {MAILBOXES.general}
              </a>
            </p>
            <Link to={paths.about.getHref()} className="inline-block rounded text-sm text-violet-300 hover:text-violet-200 focus-visible:outline-2 focus-visible:outline-violet-400">
              Read our story →
            </Link>
          </div>
          <div className="rounded-2xl border border-white/10 bg-slate-900/60 p-6">
            <ContactForm variant="quick" />
          </div>
        </div>
      </PageSection>
    </>
  );
}
