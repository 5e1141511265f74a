/**
 * The offline engine's writing: deterministic, agent-specific markdown built only from what
 * the user wrote and their startup profile. It never claims to be a live model.
 */
type Profile = Record<string, unknown> | null | undefined;

export const OFFLINE_NOTE =
  '_Offline mode: this answer comes from the built-in engine (structured templates, no language model). Connect a model with LLM_PROVIDER for answers written for you._';

const lowerFirst = (t: string) => (/^[A-Z][a-z]/.test(t) ? t[0].toLowerCase() + t.slice(1) : t).replace(/[.\s]+$/, '');
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The message without markdown control characters, cut to one line, for headings and tables. */
export function topicOf(message: string, max = 90): string {
  const flat = message.replace(/[#*_`|<>[\]]/g, '').replace(/\s+/g, ' ').trim();
  const first = flat.split(/(?<=[.?!])\s/)[0] ?? flat;
  return first.length > max ? `${first.slice(0, max - 1).trimEnd()}…` : first || 'your startup';
}

export function describeProfile(profile: Profile) {
  const p = profile ?? {};
  return {
    name: str(p.startup_name) ?? 'your startup',
    idea: str(p.idea),
    stage: str(p.stage),
    industry: str(p.industry),
    customers: str(p.target_customers),
    model: str(p.business_model),
    team: typeof p.team_size === 'number' ? p.team_size : undefined,
  };
}

function contextLines(profile: Profile): string[] {
  const d = describeProfile(profile);
  const facts = [
    d.idea && `**Idea:** ${d.idea}`,
    d.stage && `**Stage:** ${d.stage}`,
    d.industry && `**Industry:** ${d.industry}`,
    d.customers && `**Customers:** ${d.customers}`,
    d.model && `**Business model:** ${d.model}`,
    d.team !== undefined && `**Team size:** ${d.team}`,
  ].filter(Boolean) as string[];
  if (facts.length === 0) return ['- No startup profile yet: add your idea, stage and customers so every answer fits your situation.'];
  return facts.map((f) => `- ${f}`);
}

type Described = ReturnType<typeof describeProfile>;

/** What a question is about, so the answer is built around it (not around its literal words). */
const INTENTS: { re: RegExp; title: string; advice: (d: Described) => string[] }[] = [
  { re: /\b(pric(e|es|ing)|charge|subscription|monetis|monetiz|revenue model)\b/i, title: 'Pricing', advice: (d) => [`- Anchor the price to the value ${d.customers ?? 'customers'} get, not to your costs.`, d.model ? `- Your model today: ${d.model}. Test it with three paying pilots before changing it.` : '- Start with one simple plan and one price; add tiers once customers ask for them.', '- Ask ten prospects what they pay today for the same job.'] },
  { re: /\b(first customers?|find (customers|users)|acquisition|get (users|customers)|leads?|sales)\b/i, title: 'Finding customers', advice: (d) => [`- List 50 ${d.customers ?? 'ideal customers'} by name and reach out personally.`, '- Go where they already gather: communities, events, associations.', '- Turn every conversation into a learning: problem, current solution, willingness to pay.'] },
  { re: /\b(fundrais|raise|investors?|vc|angels?|seed|pre-seed|valuation)\b/i, title: 'Fundraising', advice: (d) => [`- Raise for milestones: what ${d.name} proves with the money.`, '- Build a target list of investors who back this stage and industry.', '- Show evidence of demand before the first meeting.'] },
  { re: /\b(mvp|prototype|first version|features?|roadmap|waitlist)\b/i, title: 'The first product', advice: (d) => [`- Build the one flow that delivers ${d.idea ? `"${d.idea}"` : 'the core promise'} end to end.`, '- A waitlist page tests demand in days; an MVP tests retention in weeks.', '- Cut everything a first customer would not miss.'] },
  { re: /\b(launch|go[- ]to[- ]market|gtm|marketing|brand|positioning)\b/i, title: 'Launch and marketing', advice: (d) => [`- One message for ${d.customers ?? 'one audience'}, one channel, one call to action.`, '- Launch to a warm list first, then to public platforms.', '- Measure sign-ups and activation, not impressions.'] },
  { re: /\b(hir(e|ing)|team|co-?founder|recruit)\b/i, title: 'Team and hiring', advice: (d) => [`- Hire for the next milestone of ${d.name}, not for the org chart.`, '- Use a structured scorecard for every interview.', '- Agree equity and vesting in writing before anyone starts.'] },
  { re: /\b(tech|stack|architecture|build|code|hosting|security)\b/i, title: 'Technology', advice: () => ['- Choose boring, well-known tools the team already knows.', '- Automate tests on the money path first.', '- Keep hosting simple until usage demands more.'] },
  { re: /\b(legal|incorporat|company formation|contract|gdpr|privacy|terms)\b/i, title: 'Legal set-up', advice: (d) => [`- Incorporate ${d.name} before taking money from customers or investors.`, '- Founder agreement with vesting, IP assignment to the company.', '- Privacy policy and terms before the first sign-up.'] },
];

/** The question's subject: its title and focused advice, or null for a general question. */
export function intentOf(message: string) {
  return INTENTS.find((i) => i.re.test(message)) ?? null;
}

type Section = { title: string; body: (topic: string, d: Described) => string[] };

const table = (head: string[], rows: string[][]) => [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)];

const AGENT_SECTIONS: Record<string, { heading: string; sections: Section[] }> = {
  strategic: {
    heading: 'Strategic view',
    sections: [
      { title: 'Key questions to answer first', body: (_t, d) => [`- Which ${d.customers ?? 'customers'} feel the problem ${d.name} solves most sharply, and how do they solve it today?`, `- Why is ${d.name} the team to win this${d.industry ? ` in ${d.industry}` : ''}, and why now?`, '- What would have to be true for this to become a venture-scale business?'] },
      { title: 'Priorities', body: (_t, d) => table(['Priority', 'Why it matters', 'Next step', 'Horizon'], [['Validate the problem', `Confirms demand for ${d.name}`, `Talk to 10 ${d.customers ?? 'target customers'}`, '2 weeks'], ['Sharpen positioning', 'Makes every other decision easier', 'Write a one-sentence value proposition', '1 week'], ['Prove willingness to pay', d.model ? `Tests the ${d.model} model` : 'Tests the business model', 'Pre-sell or run a paid pilot', '4 weeks']]) },
      { title: 'Recommendation', body: (_t, d) => [`Focus ${d.name} on one customer segment and one painful use case until it pulls${d.stage ? ` — at the ${d.stage} stage, learning speed beats scope` : ''}.`] },
    ],
  },
  product: {
    heading: 'Product plan',
    sections: [
      { title: 'MVP scope', body: (_t, d) => table(['Feature', 'User value', 'Effort', 'Priority'], [[d.idea ? `Core flow: ${d.idea}` : 'The core flow',  'Solves the main job', 'M', 'Must'], ['Onboarding in under 2 minutes', 'Reaches value fast', 'S', 'Must'], ['Usage analytics', 'Shows what to build next', 'S', 'Should'], ['Integrations', 'Fits existing tools', 'L', 'Later']]) },
      { title: 'User stories', body: (_t, d) => [`- As one of ${d.customers ?? 'our target users'}, I want to get the core result without setup, so that I see value on day one.`, '- As a returning user, I want my previous work saved, so that I can continue where I stopped.', '- As a paying customer, I want clear usage limits, so that I trust the bill.'] },
      { title: 'Success metrics', body: () => ['- Activation: share of sign-ups completing the core flow in the first session.', '- Retention: share of users returning in week 2.', '- Qualitative: the top 3 requests from user interviews.'] },
    ],
  },
  technical: {
    heading: 'Technical approach',
    sections: [
      { title: 'Proposed architecture', body: () => table(['Layer', 'Choice', 'Reason'], [['Frontend', 'React + TypeScript SPA', 'Fast iteration, large hiring pool'], ['API', 'Node.js (Fastify) with typed contracts', 'One language end to end'], ['Data', 'PostgreSQL', 'Reliable, relational, scales far'], ['Hosting', 'One container on a managed platform', 'Low ops cost until traction']]) },
      { title: 'Build milestones', body: (_t, d) => [`1. Week 1–2: the thinnest end-to-end slice of ${d.name === 'your startup' ? 'the core flow' : `${d.name}'s core flow`}.`, '2. Week 3–4: accounts, payments and error monitoring.', '3. Week 5–6: hardening, automated tests on the money path, first users.'] },
      { title: 'Risks to watch', body: () => ['- Building for scale before product–market fit.', '- Third-party API limits and costs; wrap each behind one adapter.', '- Security basics: hashed passwords, least-privilege keys, backups.'] },
    ],
  },
  operations: {
    heading: 'Operations plan',
    sections: [
      { title: 'Set-up checklist', body: (_t, d) => [`- [ ] Incorporate ${d.name} and agree founder equity and vesting.`, '- [ ] Open a business bank account and bookkeeping.', '- [ ] Terms of service, privacy policy and data-processing basics.', '- [ ] A shared drive and a weekly operating rhythm.'] },
      { title: 'Tools', body: () => table(['Need', 'Tool type', 'When'], [['Finance', 'Bookkeeping + invoicing', 'Now'], ['Support', 'Shared inbox with macros', 'First customers'], ['Hiring', 'Structured interview scorecards', 'First hire'], ['Legal', 'Template contracts reviewed once', 'Before first contract']]) },
      { title: 'Operating rhythm', body: (_t, d) => [`- Weekly: metrics review and priorities${d.team ? ` for the team of ${d.team}` : ''}.`, '- Monthly: runway, burn and hiring plan.', '- Quarterly: goals and a retrospective.'] },
    ],
  },
  marketing: {
    heading: 'Marketing plan',
    sections: [
      { title: 'Positioning', body: (_t, d) => [`**For** ${d.customers ?? 'your target customers'}${d.idea ? ` who want ${lowerFirst(d.idea)}` : ''}, **${d.name}** is the ${d.industry ? `${d.industry} product` : 'product'} that gets them there faster.`] },
      { title: 'Channels to test', body: (_t, d) => table(['Channel', 'Why', 'First experiment', 'Metric'], [['Founder-led outreach', 'Fastest learning', `50 messages to ${d.customers ?? 'ideal customers'}`, 'Reply rate'], ['Content / SEO', 'Compounds over time', '4 problem-focused articles', 'Sign-ups from search'], ['Communities', 'Where customers already gather', 'Answer 10 questions helpfully', 'Profile visits'], ['Launch platforms', 'Burst of early adopters', 'One launch post', 'Sign-ups in 48 h']]) },
      { title: 'Messaging', body: () => ['- Lead with the outcome, not the features.', '- Use the words customers use in interviews.', '- One call to action per page.'] },
    ],
  },
};

export function agentAnswer(agentId: string, userMessage: string, profile: Profile): string {
  const spec = AGENT_SECTIONS[agentId] ?? AGENT_SECTIONS.strategic;
  const topic = topicOf(userMessage);
  const d = describeProfile(profile);
  const lines = [`## ${spec.heading}: ${topic}`, '', '### Your context', ...contextLines(profile), ''];
  const intent = intentOf(userMessage);
  if (intent) lines.push(`### ${intent.title}`, ...intent.advice(d), '');
  for (const s of spec.sections) lines.push(`### ${s.title}`, ...s.body(topic, d), '');
  lines.push(OFFLINE_NOTE);
  return lines.join('\n');
}

/** Known tensions between co-founders' default stances, named in the team synthesis. */
const TENSIONS: [string, string, string][] = [
  ['product', 'technical', 'Product wants the widest useful MVP; Tech wants a thinner slice that is solid.'],
  ['marketing', 'product', 'Marketing wants to launch early for attention; Product wants activation to work first.'],
  ['strategic', 'marketing', 'Strategy says narrow to one segment; Marketing wants several channels tested in parallel.'],
  ['operations', 'technical', 'Operations favours buying tools; Tech is tempted to build them.'],
  ['strategic', 'operations', 'Strategy pushes speed of learning; Operations wants the legal and finance basics settled first.'],
];

/** The first concrete action each co-founder proposes, in the order the team would do them. */
const ACTIONS: [string, string][] = [
  ['strategic', 'Talk to ten target customers this week and write down their words for the problem.'],
  ['product', 'Cut the MVP to the one core flow and put it in front of those customers.'],
  ['marketing', 'Send 50 personal outreach messages and measure the reply rate.'],
  ['technical', 'Ship the thinnest end-to-end slice with tests on the money path.'],
  ['operations', 'Settle incorporation, founder agreement and bookkeeping.'],
];

export function synthesis(userMessage: string, answers: { agentId: string; text: string }[]): string {
  const ids = new Set(answers.map((a) => a.agentId));
  const headlines = answers.map((a) => `- **${a.agentId}**: ${(a.text.split('\n').find((l) => l.startsWith('## ')) ?? a.text.split('\n')[0] ?? '').replace(/^#+\s*/, '')}`);
  const disagreements = TENSIONS.filter(([a, b]) => ids.has(a) && ids.has(b)).map(([, , text]) => `- ${text}`);
  const agreements = [
    '- Evidence from real customers comes before building more.',
    ids.size > 1 ? '- Focus on one customer segment and one use case first.' : '- One clear priority at a time.',
    ...(ids.has('product') && ids.has('technical') ? ['- The first release is small and solid rather than broad.'] : []),
  ];
  const actions = ACTIONS.filter(([id]) => ids.has(id)).map(([, a]) => a);
  while (actions.length < 3) actions.push(ACTIONS.map(([, a]) => a).find((a) => !actions.includes(a))!);
  const intent = intentOf(userMessage);
  return [
    `## Team synthesis: ${topicOf(userMessage)}`,
    '',
    '### What the team said',
    ...headlines,
    '',
    '### Where we agree',
    ...agreements,
    '',
    '### Where we disagree',
    ...(disagreements.length ? disagreements : ['- No direct conflict between these answers.']),
    '',
    `### Next three actions${intent ? ` (${intent.title.toLowerCase()})` : ''}`,
    ...actions.slice(0, 3).map((a, i) => `${i + 1}. ${a}`),
    '',
    OFFLINE_NOTE,
  ].join('\n');
}

const DOC_SECTIONS: Record<string, string[]> = {
  business_plan: ['Executive summary', 'Problem', 'Solution', 'Market', 'Business model', 'Go-to-market', 'Operations', 'Financial plan', 'Risks'],
  pitch_deck: ['Title', 'Problem', 'Solution', 'Why now', 'Market size', 'Product', 'Business model', 'Traction', 'Competition', 'Team', 'The ask'],
  financial_model: ['Assumptions', 'Revenue drivers', 'Costs', 'Unit economics', 'Runway'],
};

export function documentDraft(documentType: string, idea: string, profile: Profile): string {
  const d = describeProfile(profile);
  const title = documentType.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  const sections = DOC_SECTIONS[documentType] ?? ['Overview', 'Goals', 'Plan', 'Risks', 'Next steps'];
  const lines = [`# ${title}: ${d.name}`, '', `> ${topicOf(idea, 200)}`, '', '## Context', ...contextLines(profile), ''];
  for (const s of sections) lines.push(`## ${s}`, `- Fill in ${s.toLowerCase()} for ${d.name} with evidence from customer conversations.`, '');
  lines.push(OFFLINE_NOTE);
  return lines.join('\n');
}
