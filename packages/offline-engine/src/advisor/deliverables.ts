/**
 * What an executed orchestrator suggestion delivers, offline: a market analysis with the startup
 * model's TAM/SAM/SOM and the competitor landscape from the tables; an interview script with a
 * recruiting plan for these customers; the legal checklist for this sector and country; a
 * technical architecture; a marketing strategy with channel costs.
 */
import { marketSizing, type StartupModel } from '@uc/startup-model';
import { withArticle } from '../documents/grammar';
import { TECHNOLOGIES } from '../knowledge';
import { basedOn, benchmarks, buildContext, sentenceCase, type AdvisorContext } from './context';
import { pick } from './decide';
import { channelsFor } from './lenses';
import { techLabel, techPhrase } from './understand';

const INCORPORATION: Record<string, string> = {
  US: 'a Delaware C-corporation if you plan to raise venture capital (an LLC suits a bootstrapped business)',
  GB: 'a private limited company at Companies House (and HMRC advance assurance for SEIS/EIS before a round)',
  NG: 'a private company limited by shares with the Corporate Affairs Commission (CAC); many venture-backed Nigerian startups add a US or UK holding company',
  IN: 'a private limited company with the Ministry of Corporate Affairs, and DPIIT startup recognition',
  KE: 'a private limited company through the Business Registration Service',
  DE: 'a GmbH (or UG to start with less capital)',
  FR: 'a société par actions simplifiée (SAS), or an SASU with one founder',
};

function sizing(ctx: AdvisorContext): string[] {
  if (!ctx.model) return ['- No startup model yet: complete the Startup screen and run this again for a sizing with your numbers.'];
  try {
    const s = marketSizing(ctx.model);
    if (!s.sized) return [`- Market to be sized: ${s.question ?? 'how many potential customers are in the market?'} Answer it on the Startup screen and run this again.`];
    return [
      '| Tier | Annual value | How it is computed |',
      '| --- | --- | --- |',
      `| TAM | ${ctx.money(s.tam.value)} | ${s.tam.formula} |`,
      `| SAM | ${ctx.money(s.sam.value)} | ${s.sam.formula} |`,
      `| SOM | ${ctx.money(s.som.value)} | ${s.som.formula} |`,
    ];
  } catch {
    const f = ctx.figures;
    return f?.market_sized ? [`- TAM ${ctx.money(f.tam)}, SAM ${ctx.money(f.sam)}, SOM ${ctx.money(f.som)} (from the startup model).`] : ['- The startup model could not size this market yet.'];
  }
}

const listOf = (xs: string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);
const own = (ctx: AdvisorContext) => (ctx.hasName ? ctx.name : 'your startup');

/** What each deliverable is, named for this startup: its heading, and the "Done: …" title stored in the thread. */
const TITLES: Record<string, (ctx: AdvisorContext) => string> = {
  market_analysis: (ctx) => `Market analysis: ${own(ctx)}`,
  user_interviews: (ctx) => `User interview plan: ${ctx.customers}`,
  legal_setup: (ctx) => {
    const regs = ctx.regs.slice(0, 3).map((r) => r.name);
    return `Legal set-up checklist for ${own(ctx)}${ctx.countryName ? ` in ${ctx.countryName}` : ''}${regs.length ? `: ${listOf(regs)}` : ''}`;
  },
  technical_architecture: (ctx) => `Technical architecture: ${own(ctx)}`,
  marketing_strategy: (ctx) => `Marketing plan for ${own(ctx)}: first channels for ${ctx.customers}`,
};

function marketAnalysis(ctx: AdvisorContext): string[] {
  const comp = ctx.competitors;
  return [
    `# ${TITLES.market_analysis(ctx)}`,
    '',
    basedOn(ctx),
    '',
    '## Market size (bottom-up, from the startup model)',
    ...sizing(ctx),
    '',
    '## Competitor landscape',
    ...(comp.length
      ? ['| Company | Category | Known for | Where to compete |', '| --- | --- | --- | --- |', ...comp.slice(0, 8).map((c) => `| ${c.name} | ${c.category} | ${c.known} | ${c.competeOn} |`)]
      : ['- The tables hold no named competitors for this sector: list the three tools or habits customers use today, their price, and what they complain about.']),
    '',
    '## Benchmarks for this business model',
    ...(benchmarks(ctx).length ? benchmarks(ctx).map((b) => `- ${b.label}: ${b.low}–${b.high} (${b.source}).`) : ['- Set the business model on the Startup screen to see benchmarks.']),
    '',
    '## The segment to win first',
    `- The part of the SOM you can reach yourself: ${ctx.customers}${ctx.countryName ? ` in ${ctx.countryName}` : ''}, in one region, with founder-led sales.`,
    '- Validate with ten conversations before widening: the sizing’s inputs are defaults until customers confirm them.',
  ];
}

function interviews(ctx: AdvisorContext): string[] {
  const ch = channelsFor(ctx).slice(0, 3);
  return [
    `# ${TITLES.user_interviews(ctx)}`,
    '',
    basedOn(ctx),
    '',
    '## Script (30 minutes; ask about the past, never pitch)',
    `1. Tell me about the last time you dealt with this problem. What happened?`,
    '2. How do you handle it today? What tools, people or workarounds?',
    '3. What does it cost you: time, money, mistakes? How often?',
    '4. What have you tried to fix it? Why did it stop?',
    '5. Who else is involved in deciding how this is done, and who pays?',
    `6. If this were solved tomorrow, what would change for you?`,
    '7. Can I show you something in two weeks? Who else should I talk to?',
    '',
    '## Recruiting plan',
    `- Goal: 10 interviews with ${ctx.customers} in two weeks; 5 from one segment first.`,
    ...ch.map((c) => `- ${c.name}: ${c.how} (${c.cost}; ${c.timeToFirstResult}).`),
    '- Offer a small thank-you (a gift card or early access) and send a one-line summary of what you learned.',
    '',
    '## What to record',
    '- Their words for the problem, the current workaround and its cost, and any commitment (a pilot, a pre-order, an introduction).',
  ];
}

function legal(ctx: AdvisorContext): string[] {
  const regs = ctx.regs;
  return [
    `# ${TITLES.legal_setup(ctx)}`,
    '',
    basedOn(ctx),
    '',
    '## Company',
    `- [ ] Incorporate as ${INCORPORATION[ctx.country ?? ''] ?? 'the standard limited company of your country, confirmed with a local lawyer'}.`,
    '- [ ] Founder agreement: shares vesting over four years with a one-year cliff; IP assigned to the company.',
    '- [ ] Business bank account, bookkeeping and tax registration.',
    ...(ctx.archetype === 'nonprofit' ? ['- [ ] Charitable status (501(c)(3), a registered charity or a CIC) before taking donations.'] : []),
    '',
    `## Rules for this sector${ctx.countryName ? ` in ${ctx.countryName}` : ''}`,
    ...(regs.length
      ? regs.flatMap((r) => [`- **${r.name}**${r.source ? ` (${r.source}${r.year ? `, ${r.year}` : ''})` : ''}: ${r.summary}.`, ...r.obligations.map((o) => `  - [ ] ${o}.`), ...(r.confirm ? [`  - [ ] Confirm ${r.confirm}.`] : [])])
      : ['- Set your country and sector on the Startup screen to list the rules that apply.']),
    '',
    '## Customer-facing documents',
    '- [ ] Terms of service and privacy policy; a data-processing agreement for business customers.',
    '',
    `Not legal advice: confirm this list with a lawyer${ctx.countryName ? ` in ${ctx.countryName}` : ''}.`,
  ];
}

function architecture(ctx: AdvisorContext): string[] {
  const hardware = ctx.archetype === 'hardware_subscription';
  const conn = hardware ? pick(TECHNOLOGIES.filter((t) => t.family === 'connectivity').map((tech) => ({ label: techLabel(tech), phrase: techPhrase(tech), tech })), 'technical', ctx, ctx.sector ?? '') : null;
  const regulated = ctx.sector === 'health' || ctx.sector === 'finance';
  return [
    `# ${TITLES.technical_architecture(ctx)}`,
    '',
    basedOn(ctx),
    '',
    '| Component | Build or buy | Choice |',
    '| --- | --- | --- |',
    '| Core workflow and data model | Build | A typed web framework and PostgreSQL |',
    '| Sign-in | Buy | A hosted auth service or the framework’s library |',
    `| Payments | Buy | ${ctx.country === 'NG' ? 'Paystack or Flutterwave' : ctx.country === 'IN' ? 'Razorpay' : 'Stripe'} (hosted checkout keeps card data off your servers) |`,
    `| Hosting | Buy | ${regulated ? 'A major cloud that signs the agreements your sector needs' : 'A managed platform until traction'} |`,
    ...(conn ? [`| Device connectivity | Buy | ${conn.best.label} (${conn.best.tech!.pickWhen}) |`] : []),
    '',
    '## Requirements from regulation',
    ...(ctx.regs.length ? ctx.regs.slice(0, 5).map((r) => `- ${r.name}: ${r.build}.`) : ['- None specific known: encryption, backups and least privilege as a baseline.']),
    '',
    '## Milestones',
    '1. Weeks 1–2: the core flow end to end.',
    '2. Weeks 3–4: accounts, payments, monitoring.',
    '3. Weeks 5–6: hardening and tests on the money path; first users.',
  ];
}

function marketing(ctx: AdvisorContext): string[] {
  const ch = channelsFor(ctx);
  return [
    `# ${TITLES.marketing_strategy(ctx)}`,
    '',
    basedOn(ctx),
    '',
    '## Positioning',
    `- For ${ctx.customers}, ${ctx.hasName ? ctx.name : 'the product'} ${ctx.competitors[0] ? `is the alternative to ${withArticle(ctx.competitors[0].category)} that` : ''} does one job better; prove it with one number from a pilot.`,
    '',
    '## Channels, cost and time to first result',
    '| Channel | Cost | First result |',
    '| --- | --- | --- |',
    ...ch.map((c) => `| ${c.name} | ${c.cost} | ${c.timeToFirstResult} |`),
    '',
    '## Launch plan',
    '1. Warm list and design partners first.',
    '2. Public launch once activation works.',
    '3. Scale the one channel with the lowest cost per paying customer.',
  ];
}

const BUILDERS: Record<string, (ctx: AdvisorContext) => string[]> = {
  market_analysis: marketAnalysis,
  user_interviews: interviews,
  legal_setup: legal,
  technical_architecture: architecture,
  marketing_strategy: marketing,
};

/** The deliverable an action produces, named for this startup ("Legal set-up checklist for ChairTime in the United States: HIPAA and HITECH Act"). */
export function deliverableTitle(action: string, profile: Record<string, unknown> | null | undefined, startup?: StartupModel | null): string {
  return (TITLES[action] ?? TITLES.market_analysis)(buildContext(profile, startup));
}

export function deliverable(action: string, _agentId: string, profile: Record<string, unknown> | null | undefined, opts: { startup?: StartupModel | null; question?: string | null } = {}): string {
  const ctx = buildContext(profile, opts.startup, opts.question ?? '');
  const body = (BUILDERS[action] ?? marketAnalysis)(ctx);
  if (opts.question) body.splice(1, 0, '', `> Prompted by your question: “${opts.question.slice(0, 200)}”`);
  return sentenceCase(body.join('\n'));
}
