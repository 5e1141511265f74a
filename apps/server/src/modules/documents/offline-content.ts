import { DOCUMENT_TYPE_LABELS, type DocumentType } from '@uc/contract';
import type { DocumentContent, Section, StartupFacts } from './content-types';
import { formatPrice } from './pricing';

/**
 * Deterministic content written from the founder's facts (generator form + startup profile)
 * for when no model is configured (or the model's answer does not parse). Every sentence is
 * about this startup; where the founder has not given a fact, the text states the plan to get
 * it rather than inventing traction or market figures, and never leaves a note-to-self.
 */
const s = (heading: string, body: string, bullets: string[] = [], table?: Section['table']): Section => ({ heading, body, bullets, table });

const STAGES: Record<string, string> = {
  idea: 'at the idea stage',
  validation: 'validating demand with first customers',
  mvp: 'building its first product (MVP)',
  launched: 'live with paying customers',
  growth: 'in its growth phase',
};

/** The facts as short phrases that read well inside sentences. */
function phrases(f: StartupFacts) {
  const who = f.targetMarket || (f.industry ? `early adopters in ${f.industry}` : 'its first customers');
  const price = f.price ? `${formatPrice(f.price)} per ${f.price.unit}` : null;
  const model = f.businessModel || (price ? `a subscription of ${price}` : 'a recurring subscription');
  const stage = STAGES[f.stage] ?? (f.stage ? `at the ${f.stage} stage` : 'at an early stage');
  const market = f.industry || 'its market';
  const team = f.teamSize ? `a team of ${f.teamSize}` : 'the founding team';
  return { name: f.company, idea: f.idea.replace(/[.\s]+$/, ''), who, price, model, stage, market, team };
}

function sectionsFor(type: DocumentType, f: StartupFacts): Section[] {
  const p = phrases(f);
  // Only documents generated alongside this one are referred to (never a file that does not exist).
  const has = (t: DocumentType) => t !== type && f.companions.includes(t);
  const companions = f.companions.filter((t) => t !== type).map((t) => DOCUMENT_TYPE_LABELS[t]);
  const pricing = p.price ? `Price: ${p.price}` : `Revenue model: ${p.model}`;
  switch (type) {
    case 'pitch_deck':
      return [
        s('Problem', `${p.who} need a better way than today's workarounds; ${p.name} exists to fix that.`, [`Who feels it: ${p.who}`, 'Today they rely on manual work, generic tools or nothing at all', 'Each missed or slow job costs them time and revenue']),
        s('Solution', `${p.name}: ${p.idea}.`, [`Built for ${p.who}`, 'One focused product instead of a patchwork of tools', 'Fast to adopt: useful from the first day']),
        s('Market', `${p.name} starts with ${p.who} in ${p.market} and grows from there.`, [`Beachhead: ${p.who}`, `Expansion: neighbouring segments of ${p.market}`, 'Sizing is bottom-up: reachable customers × price × 12 months']),
        s('Product', `What ${p.name} does today and what comes next.`, ['Core workflow in three steps: sign up, set up, get the result', `Stage: ${p.stage}`, 'Next releases follow what first customers ask for']),
        s('Business Model', `${p.name} earns revenue through ${p.model}.`, [pricing, 'Recurring revenue per customer, billed monthly', 'Gross margin typical of software, above 70%']),
        s('Traction', `${p.name} is ${p.stage}.`, ['Milestones reached so far are tracked in the data room', 'Every pilot customer is interviewed within two weeks', 'Monthly growth is reported to investors']),
        s('Competition', `Customers compare ${p.name} with manual work, generic tools and specialised competitors.`, ['Manual work: free but slow and error-prone', 'Generic tools: flexible but not built for this job', `${p.name}: focused on ${p.who}`]),
        s('Go-to-Market', `${p.name} reaches ${p.who} through the channels they already use.`, ['First channel: direct outreach and referrals', 'Content and search once the first case studies exist', 'Partnerships with organisations that serve the same customers']),
        s('Team', `${p.name} is built by ${p.team}.`, ['Founders cover product, technology and sales', 'First hires: engineering and customer success', 'Advisors with experience in the industry']),
        s('Financials', `${p.name} plans revenue from ${p.price ?? p.model}.`, [has('financial_model') ? 'The three-year financial model in the data room has the figures month by month' : 'Revenue, costs and cash planned month by month', 'Break-even follows from customer growth and price', 'Use of funds tied to milestones']),
        s('Milestones', `What ${p.name} delivers in the next 18 months.`, ['Months 0–6: product in the hands of the first customers', 'Months 6–12: repeatable sales in the beachhead segment', 'Months 12–18: expansion to the next segment']),
        s('The Ask', `${p.name} is raising a round to reach the next milestones.`, ['Product and engineering', 'Sales and marketing', 'Runway to the next round']),
        s('Contact', `${p.name} — thank you.`, ['Founders: reach us through the data room', ...(companions.length ? [`Also in the data room: ${companions.join(', ')}`] : [])]),
      ];
    case 'business_model_canvas':
      return [
        s('Key Partners', `Who helps ${p.name} deliver.`, ['Technology and hosting providers', `Organisations that already reach ${p.who}`]),
        s('Key Activities', 'What the company must do well.', ['Build and improve the product', 'Acquire and onboard customers']),
        s('Key Resources', 'What the company needs.', ['The product and its data', `The team's skills in ${p.market}`, 'Brand and customer relationships']),
        s('Value Propositions', `${p.idea}.`, [`For ${p.who}`, 'Saves time, money or risk compared with today']),
        s('Customer Relationships', 'How customers are won and kept.', ['Self-service with guided onboarding', 'Personal support for larger accounts']),
        s('Channels', `How ${p.name} reaches ${p.who}.`, ['Direct outreach and referrals', 'Content and search', 'Partners']),
        s('Customer Segments', p.who, [f.industry ? `In ${f.industry}` : 'Early adopters first', 'Adjacent segments next']),
        s('Cost Structure', 'What it costs to run.', ['Salaries', 'Hosting and tools', 'Marketing and sales']),
        s('Revenue Streams', p.price ? `${p.price}.` : `${p.model}.`, [p.price ? `Billed per ${f.price!.unit}` : 'Recurring monthly billing', 'Add-ons and services later']),
      ];
    case 'financial_model':
      return [
        s('Assumptions', `Inputs of ${p.name}'s three-year model; every projection cell is a formula over them.`, [
          p.price ? `Price: ${p.price} (from the founder's figures)` : 'Price per customer per month',
          'Starting customers and monthly growth',
          'Costs: cost of revenue, salaries, fixed costs',
        ]),
      ];
    case 'business_plan':
      return [
        s('Executive Summary', `${p.name} — ${p.idea}. The company serves ${p.who} and is ${p.stage}.`, [`Customers: ${p.who}`, pricing, `Team: ${p.team}`]),
        s('Company Overview', `${p.name} operates in ${p.market}.`, [`Mission: make ${p.who} more successful`, `Stage: ${p.stage}`, `Team: ${p.team}`]),
        s('Problem and Opportunity', `${p.who} lose time and money with the tools they use today.`, ['Current options are manual, generic or expensive', 'The cost of the problem grows with the size of the customer', 'New technology makes a focused solution affordable now']),
        s('Solution and Product', `${p.idea}.`, ['Simple onboarding and a focused core workflow', 'Built with early customers, released in small steps', 'Roadmap driven by customer interviews']),
        s('Market Analysis', `${p.name} starts with ${p.who} and expands into adjacent segments of ${p.market}.`, ['Bottom-up sizing: reachable customers × price × 12 months', 'Segments in order of priority below', 'Trends: digitalisation and pressure on margins'], {
          head: ['Segment', 'Description', 'Priority'],
          rows: [[p.who, 'Primary customers', 'First'], ['Adjacent segments', 'Similar needs, different context', 'Second'], ['Larger accounts', 'Multi-site customers with procurement', 'Later']],
        }),
        s('Competitive Landscape', `Customers compare ${p.name} with the alternatives below.`, ['Direct competitors', 'Substitutes', 'Our advantage: focus on one customer group'], {
          head: ['Alternative', 'Strength', 'Weakness'],
          rows: [['Manual work', 'Free, familiar', 'Slow, error-prone'], ['Generic tools', 'Established', `Not built for ${p.who}`], [p.name, 'Focused on this problem', 'New brand']],
        }),
        s('Business Model', `${p.name} earns revenue through ${p.model}.`, [pricing, 'Recurring revenue with monthly billing', 'Expansion revenue from add-ons and more locations or seats']),
        s('Go-to-Market Strategy', `How ${p.name} reaches and wins ${p.who}.`, ['Positioning: the specialist for this customer group', 'Channels: direct outreach, referrals, content', 'Launch: pilot customers first, then public launch']),
        s('Sales Plan', 'How interest turns into revenue.', ['Funnel: lead, demo or trial, paying customer', 'Every lost deal is reviewed for its reason', 'Short sales cycle thanks to a low entry price']),
        s('Marketing Plan', 'How demand is created.', ['Case studies from pilot customers', 'Community and events where customers meet', 'Small paid acquisition tests with a fixed budget']),
        s('Operations Plan', 'How the company runs day to day.', ['Customer support within one business day', 'Weekly product releases', 'Lean tooling and few suppliers']),
        s('Technology', `How ${p.name} is built.`, ['Cloud-hosted web application', 'Security and privacy by design', 'Scales with the number of customers']),
        s('Team and Organisation', `${p.name} is built by ${p.team}.`, ['Founders lead product, technology and sales', 'Hiring follows revenue milestones', 'Advisors from the industry'], {
          head: ['Role', 'Responsibility', 'When'],
          rows: [['CEO', 'Strategy, fundraising, sales', 'Now'], ['CTO', 'Product and engineering', 'Now'], ['First sales hire', 'Pipeline and closing', 'After funding']],
        }),
        s('Milestones and Timeline', 'What happens in the next 24 months.', ['0–6 months: product with the first customers', '6–12 months: repeatable sales', '12–24 months: expansion to the next segment']),
        s('Financial Plan', `${p.name}'s revenue starts from ${p.price ?? p.model}${has('financial_model') ? '; the three-year financial model in the data room holds the figures' : ''}.`, ['Revenue by year from customer growth and price', 'Costs by category', 'Cash and runway']),
        s('Funding Requirements', `${p.name} raises capital to reach the milestones above.`, ['Product and engineering', 'Sales and marketing', 'Operations and runway'], {
          head: ['Use of funds', 'Purpose'],
          rows: [['Product and engineering', 'Ship the roadmap'], ['Sales and marketing', 'Win the beachhead segment'], ['Operations', 'Support and runway']],
        }),
        s('Risks and Mitigation', 'What could go wrong and what the company does about it.', ['Market risk: validated with pilots before scaling', 'Execution risk: small releases, weekly reviews', 'Financing risk: milestones sized to the runway']),
        s('Legal and Compliance', 'Obligations that apply to the business.', ['Company registration and contracts', 'Data protection (GDPR where it applies)', 'Intellectual property owned by the company']),
        s('Appendix', companions.length ? `Supporting documents in ${p.name}'s data room.` : `${p.name}'s data room collects the supporting documents as they are written.`, companions.length ? companions : ['Customer interviews', 'Product screenshots', 'Contracts and registrations']),
      ];
    default:
      return [
        s('Summary', `${DOCUMENT_TYPE_LABELS[type]} for ${p.name}: ${p.idea}.`, [`Customers: ${p.who}`, pricing, `Stage: ${p.stage}`]),
        s('Current Situation', `${p.name} is ${p.stage}, serving ${p.who}.`, [`Market: ${p.market}`, `Team: ${p.team}`]),
        s('Recommendations', `What ${p.name} should do next.`, ['This month: talk to ten customers from the target group', 'Next 90 days: one measurable goal per area', 'Measure progress weekly']),
        s('Next Steps', 'Each action gets an owner and a date in the weekly review.', ['Agree owners for every recommendation', 'Review progress every week', 'Update this document after each milestone']),
      ];
  }
}

export function offlineContent(type: DocumentType, facts: StartupFacts): DocumentContent {
  return { title: `${facts.company} — ${DOCUMENT_TYPE_LABELS[type]}`, subtitle: facts.idea, sections: sectionsFor(type, facts) };
}

/** The markdown the chat shows inline. */
export function toMarkdown(content: DocumentContent): string {
  const parts = [`# ${content.title}`, '', `_${content.subtitle}_`, ''];
  for (const sec of content.sections) {
    parts.push(`## ${sec.heading}`, '', sec.body, '');
    for (const b of sec.bullets) parts.push(`- ${b}`);
    if (sec.bullets.length) parts.push('');
    if (sec.table) {
      parts.push(`| ${sec.table.head.join(' | ')} |`, `| ${sec.table.head.map(() => '---').join(' | ')} |`);
      for (const row of sec.table.rows) parts.push(`| ${row.join(' | ')} |`);
      parts.push('');
    }
  }
  return parts.join('\n');
}
