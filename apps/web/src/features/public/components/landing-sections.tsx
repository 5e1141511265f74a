import { BarChart3, Bot, Code2, Database, FileText, Megaphone, MessagesSquare, Plug, Settings2, Sparkles, Target, Video } from 'lucide-react';

export const AGENTS = [
  { icon: Target, name: 'Alex Strategic', role: 'Strategic advisor', text: 'Market analysis, positioning, business model and fundraising strategy.' },
  { icon: BarChart3, name: 'Sam Product', role: 'Product manager', text: 'Roadmaps, user stories, MVP scope and customer research plans.' },
  { icon: Code2, name: 'Taylor Tech', role: 'Tech lead', text: 'Architecture, technical specs and working prototypes from a prompt.' },
  { icon: Settings2, name: 'Jordan Ops', role: 'Operations manager', text: 'Processes, hiring plans, legal checklists and financial models.' },
  { icon: Megaphone, name: 'Morgan Marketing', role: 'Marketing director', text: 'Brand, go-to-market plans, content and growth experiments.' },
];

const CAPABILITIES = [
  { icon: MessagesSquare, title: 'Chat with your team', text: 'Ask one agent or all five. Answers stream in and build on your startup profile.' },
  { icon: FileText, title: 'Real business documents', text: 'Pitch decks (.pptx), business plans (.pdf) and financial models (.xlsx) with live formulas.' },
  { icon: Sparkles, title: 'App builder', text: 'Describe an app and get a working React, Vue, Svelte or JavaScript project: edit the code, preview it, deploy it to a live address or download it.' },
  { icon: Video, title: 'Live sessions', text: 'Video, voice and screen-share sessions with your camera, microphone and screen; the co-founders answer in the session chat and can read their replies aloud.' },
  { icon: Database, title: 'Data room', text: 'Keep every startup document in folders, ready for investors and partners.' },
  { icon: Plug, title: 'Integrations', text: 'Post updates to Slack or Discord, export documents to GitHub, and send signed webhooks to any tool you use.' },
];

export function AgentsSection() {
  return (
    <section id="features" className="mx-auto max-w-6xl scroll-mt-[100px] px-4 py-20 sm:px-6" aria-labelledby="agents-heading">
      <h2 id="agents-heading" className="text-center text-3xl font-bold text-white">
        Meet your co-founders
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-400">Five specialists who know your startup and work together on every request.</p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {AGENTS.map(({ icon: Icon, name, role, text }) => (
          <li key={name} className="rounded-2xl border border-white/10 bg-slate-900/60 p-5 text-center transition-colors hover:border-violet-400/40">
            <span className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br from-violet-500/25 to-indigo-500/25 text-violet-200 ring-1 ring-violet-400/30">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="font-medium text-white">{name}</h3>
            <p className="text-sm text-violet-300">{role}</p>
            <p className="mt-2 text-sm text-slate-400">{text}</p>
          </li>
        ))}
      </ul>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CAPABILITIES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-2xl border border-white/10 bg-slate-900/40 p-5">
            <Icon className="mt-0.5 h-6 w-6 shrink-0 text-violet-300" aria-hidden="true" />
            <div>
              <h3 className="font-medium text-white">{title}</h3>
              <p className="mt-1 text-sm text-slate-400">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const STEPS = [
  { title: 'Describe your startup', text: 'Sign up, verify your email and tell the team about your idea, market and stage.' },
  { title: 'Ask for outcomes', text: 'Request a business plan, a pitch deck, a go-to-market plan or a working prototype.' },
  { title: 'Build and iterate', text: 'Refine results in chat or a live session, and keep everything in your data room.' },
];

/**
 * Sections below the first screen skip style, layout and paint until they near the viewport: the first
 * render's layout task was the landing page's longest (issue 42). The sizes are the sections' measured
 * content heights (390 px, then 640 px and wider; padding and borders come on top), so the scrollbar
 * and anchor jumps stay where they were.
 * Literal class names: Tailwind finds them by reading this file.
 */
export const BELOW_FOLD = {
  how: '[content-visibility:auto] [contain-intrinsic-size:auto_806px] sm:[contain-intrinsic-size:auto_410px]',
  facts: '[content-visibility:auto] [contain-intrinsic-size:auto_304px] sm:[contain-intrinsic-size:auto_134px]',
  scenarios: '[content-visibility:auto] [contain-intrinsic-size:auto_790px] sm:[contain-intrinsic-size:auto_330px]',
  faq: '[content-visibility:auto] [contain-intrinsic-size:auto_729px] sm:[contain-intrinsic-size:auto_669px]',
};

export function HowItWorksSection() {
  return (
    <section id="how-it-works" className={`${BELOW_FOLD.how} scroll-mt-[100px] border-y border-white/5 bg-slate-900/30`} aria-labelledby="how-heading">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <h2 id="how-heading" className="text-center text-3xl font-bold text-white">
          How it works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-white/10 bg-slate-950/60 p-6">
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-violet-600 text-sm font-semibold text-white" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-white">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-400">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Facts about the product, not usage figures: nothing here is a made-up metric. */
export function FactsSection({ signupCredits }: { signupCredits: number | undefined }) {
  const facts = [
    { value: '5', label: 'AI co-founders on your team' },
    { value: signupCredits === undefined ? 'Free' : String(signupCredits), label: 'credits when you verify your email' },
    { value: '24/7', label: 'available, in chat and live sessions' },
    { value: '0%', label: 'equity taken from your startup' },
  ];
  return (
    <section className={`${BELOW_FOLD.facts} mx-auto max-w-6xl px-4 py-16 sm:px-6`} aria-label="At a glance">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col rounded-2xl border border-white/10 bg-slate-900/60 p-6 text-center">
            <dt className="order-2 mt-1 text-sm text-slate-400">{fact.label}</dt>
            <dd className="order-1 bg-gradient-to-r from-violet-300 to-indigo-300 bg-clip-text text-4xl font-bold text-transparent">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const SCENARIOS = [
  {
    who: 'A solo non-technical founder',
    text: 'Describes a marketplace idea on Monday, gets a market analysis from Alex and an MVP scope from Sam, and has a clickable prototype from Taylor the same day.',
  },
  {
    who: 'Two founders before a seed round',
    text: 'Ask the team for a 12-slide pitch deck and a three-year financial model, then rehearse the pitch with Alex in a live video session.',
  },
  {
    who: 'A small team preparing a launch',
    text: 'Let Morgan draft the go-to-market plan and launch content while Jordan sets up the support process and the hiring plan.',
  },
];

export function ScenariosSection() {
  return (
    <section className={`${BELOW_FOLD.scenarios} mx-auto max-w-6xl px-4 pb-20 sm:px-6`} aria-labelledby="scenarios-heading">
      <h2 id="scenarios-heading" className="text-center text-3xl font-bold text-white">
        What founders do with it
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-sm text-slate-400">Example scenarios, to show how the agents work together.</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {SCENARIOS.map((s) => (
          <li key={s.who} className="rounded-2xl border border-white/10 bg-slate-900/60 p-6">
            <Bot className="h-6 w-6 text-violet-300" aria-hidden="true" />
            <h3 className="mt-3 font-semibold text-white">{s.who}</h3>
            <p className="mt-2 text-sm text-slate-400">{s.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
