import { DOCUMENT_TYPE_LABELS, type DocumentType } from '@uc/contract';
import type { DocumentContent, Section, StartupFacts } from './content-types';

/**
 * Deterministic content written from the idea and the profile, for when no model is configured
 * (or the model's answer does not parse). Every statement is a template over the founder's own
 * facts or an explicit prompt to fill in: no invented traction or market figures.
 */
const s = (heading: string, body: string, bullets: string[] = [], table?: Section['table']): Section => ({ heading, body, bullets, table });

function sectionsFor(type: DocumentType, f: StartupFacts): Section[] {
  const who = f.targetMarket || 'the customers described in the idea';
  const name = f.company;
  switch (type) {
    case 'pitch_deck':
      return [
        s('Problem', `${who} struggle today with the problem ${name} addresses.`, ['What it costs them now (time, money, risk)', 'Why current workarounds fall short', 'Evidence: interviews, quotes, data you have gathered']),
        s('Solution', `${name}: ${f.idea}`, ['The one thing the product does best', 'Why now: what changed that makes it possible', 'How a customer\'s day looks with it']),
        s('Market', `The market of ${f.industry || 'this industry'} serving ${who}.`, ['TAM: everyone who could buy (state the source)', 'SAM: the segment you can reach', 'SOM: what you can win in 3 years']),
        s('Product', 'What the product does today and what comes next.', ['Core workflow in three steps', 'Key features shipped', 'Next two releases']),
        s('Business Model', f.businessModel ? `Revenue model: ${f.businessModel}.` : 'How the company earns money from each customer.', ['Pricing and packaging', 'Average revenue per customer', 'Gross margin target']),
        s('Traction', `Stage: ${f.stage || 'early'}. Show the strongest proof that customers want this.`, ['Users, revenue or pilots to date', 'Growth rate month over month', 'Notable customers or partners']),
        s('Competition', 'Who else solves this and why customers will choose us.', ['Direct competitors', 'Indirect alternatives (spreadsheets, agencies, doing nothing)', 'Our unfair advantage']),
        s('Go-to-Market', `How ${name} reaches ${who}.`, ['First channel and why it fits', 'Sales motion (self-serve, inside sales, partners)', 'Customer acquisition cost target']),
        s('Team', f.teamSize ? `A team of ${f.teamSize} building ${name}.` : `The founders building ${name}.`, ['Founders and why they are the right team', 'Key hires planned', 'Advisors']),
        s('Financials', 'Three-year outlook from the financial model in this data room.', ['Revenue by year', 'Burn and runway', 'Break-even point']),
        s('Milestones', 'What the next 18 months deliver.', ['Product milestones', 'Commercial milestones', 'Team milestones']),
        s('The Ask', 'The round we are raising and what it buys.', ['Amount and instrument', 'Use of funds by category', 'Runway it provides']),
        s('Contact', `${name} — let us talk.`, ['Founder name, e-mail, phone', 'Link to the data room']),
      ];
    case 'business_model_canvas':
      return [
        s('Key Partners', 'Who helps us deliver.', ['Suppliers and technology providers', `Channels that already reach ${who}`]),
        s('Key Activities', 'What we must do well.', ['Build and improve the product', 'Acquire and onboard customers']),
        s('Key Resources', 'What we need to have.', ['Product and data', 'Team skills', 'Brand and relationships']),
        s('Value Propositions', f.idea, [`For ${who}`, 'Saves time, money or risk compared with today']),
        s('Customer Relationships', 'How we win and keep customers.', ['Self-service with onboarding', 'Personal support for larger accounts']),
        s('Channels', `How we reach ${who}.`, ['Content and search', 'Direct sales', 'Partners']),
        s('Customer Segments', who, [f.industry ? `In ${f.industry}` : 'Early adopters first', 'Expansion segments later']),
        s('Cost Structure', 'What it costs to run.', ['Salaries', 'Hosting and tools', 'Marketing and sales']),
        s('Revenue Streams', f.businessModel || 'Subscription revenue per customer.', ['Pricing tiers', 'Add-ons and services']),
      ];
    case 'financial_model':
      return [s('Assumptions', 'Edit the Assumptions sheet; every projection cell is a formula over it.', ['Starting customers and monthly growth', 'Price per customer per month', 'Costs: cost of revenue, salaries, fixed costs'])];
    case 'business_plan':
      return [
        s('Executive Summary', `${name} — ${f.idea}`, [`Customers: ${who}`, `Stage: ${f.stage || 'early'}`, 'What we are raising and why']),
        s('Company Overview', `${name} operates in ${f.industry || 'its industry'}.`, ['Mission', 'Legal form and location', 'History to date']),
        s('Problem and Opportunity', `${who} face a problem that existing options do not solve well.`, ['The problem in the customer\'s words', 'Size of the pain', 'Why now']),
        s('Solution and Product', f.idea, ['How it works', 'Key features', 'Roadmap']),
        s('Market Analysis', 'Who buys, how many of them there are, and how the market moves.', ['Market size with sources', 'Segments', 'Trends'], {
          head: ['Segment', 'Description', 'Priority'],
          rows: [[who, 'Primary customers from the idea', 'First'], ['Adjacent segment', 'Similar needs, different context', 'Second'], ['Enterprise', 'Larger accounts with procurement', 'Later']],
        }),
        s('Competitive Landscape', 'The alternatives customers use today.', ['Direct competitors', 'Substitutes', 'Our advantage'], {
          head: ['Alternative', 'Strength', 'Weakness'],
          rows: [['Status quo / manual work', 'Free, familiar', 'Slow, error-prone'], ['Incumbent tools', 'Established', 'Not built for this segment'], [name, 'Focused on this problem', 'New brand']],
        }),
        s('Business Model', f.businessModel || 'How revenue is earned.', ['Pricing', 'Unit economics', 'Revenue streams']),
        s('Go-to-Market Strategy', `How ${name} reaches and wins ${who}.`, ['Positioning', 'Channels', 'Launch plan']),
        s('Sales Plan', 'How interest turns into revenue.', ['Funnel stages', 'Conversion targets', 'Sales cycle']),
        s('Marketing Plan', 'How demand is created.', ['Content', 'Community', 'Paid acquisition tests']),
        s('Operations Plan', 'How the company runs day to day.', ['Delivery and support', 'Tools and processes', 'Suppliers']),
        s('Technology', 'How the product is built.', ['Architecture', 'Security and privacy', 'Scalability']),
        s('Team and Organisation', f.teamSize ? `Current team: ${f.teamSize}.` : 'The founding team and planned hires.', ['Founders', 'Hiring plan', 'Advisors'], {
          head: ['Role', 'Responsibility', 'When'],
          rows: [['CEO', 'Strategy, fundraising, sales', 'Now'], ['CTO', 'Product and engineering', 'Now'], ['First sales hire', 'Pipeline and closing', 'After funding']],
        }),
        s('Milestones and Timeline', 'What happens in the next 24 months.', ['0–6 months', '6–12 months', '12–24 months']),
        s('Financial Plan', 'The three-year model (financial-model.xlsx) holds the numbers; its Summary sheet feeds this section.', ['Revenue by year', 'Costs by category', 'Cash and runway']),
        s('Funding Requirements', 'What we raise and how it is spent.', ['Amount', 'Use of funds', 'Milestones it reaches'], {
          head: ['Use of funds', 'Share'],
          rows: [['Product and engineering', 'to fill in'], ['Sales and marketing', 'to fill in'], ['Operations', 'to fill in']],
        }),
        s('Risks and Mitigation', 'What could go wrong and what we do about it.', ['Market risk', 'Execution risk', 'Financing risk']),
        s('Legal and Compliance', 'Obligations that apply to the business.', ['Licences', 'Data protection', 'Intellectual property']),
        s('Appendix', 'Supporting documents in this data room.', ['Pitch deck', 'Financial model', 'Business model canvas']),
      ];
    default:
      return [
        s('Summary', `${DOCUMENT_TYPE_LABELS[type]} for ${name}: ${f.idea}`, [`Customers: ${who}`]),
        s('Current Situation', 'Where the company stands today.', ['Facts you have', 'Open questions']),
        s('Recommendations', 'What to do next.', ['Immediate actions', 'Next 90 days', 'How to measure progress']),
        s('Next Steps', 'Owners and dates for each action.', []),
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
