/** Short content pages linked from the footer. Text only, rendered as paragraphs and lists. */
export type SitePage = {
  eyebrow: string;
  title: string;
  description: string;
  sections: { heading: string; paragraphs?: string[]; bullets?: string[] }[];
};

const LAST_UPDATED = 'Last updated: June 2025.';

export const AI_COFOUNDERS_PAGE: SitePage = {
  eyebrow: 'AI Assistants',
  title: 'Five co-founders, one team',
  description: 'Each agent is a specialist; together they share one picture of your startup and hand work to each other.',
  sections: [
    { heading: 'Alex Strategic, strategic advisor', bullets: ['Market sizing and competitive analysis', 'Business model and pricing options', 'Fundraising strategy and investor narrative'] },
    { heading: 'Sam Product, product manager', bullets: ['MVP scope and roadmap', 'User stories and acceptance criteria', 'Customer interview guides'] },
    { heading: 'Taylor Tech, tech lead', bullets: ['Architecture and technical specifications', 'Working web prototypes from a prompt', 'Build-versus-buy advice'] },
    { heading: 'Jordan Ops, operations manager', bullets: ['Processes and team structure', 'Financial models with live formulas', 'Legal and compliance checklists'] },
    { heading: 'Morgan Marketing, marketing director', bullets: ['Brand and positioning', 'Go-to-market and launch plans', 'Content and growth experiments'] },
    {
      heading: 'How they work together',
      paragraphs: [
        'Ask one agent directly, or describe a goal and let the orchestrator pick the right agents. Every agent reads your startup profile and can use the documents in your data room, so you never repeat yourself.',
      ],
    },
  ],
};

export const USE_CASE_PAGES: Record<string, SitePage> = {
  'product-strategy': {
    eyebrow: 'Use case',
    title: 'Product strategy',
    description: 'Go from a rough idea to a focused MVP that solves one problem well.',
    sections: [
      { heading: 'What you get', bullets: ['A problem statement and target persona', 'A prioritised MVP feature list', 'A three-month roadmap with milestones', 'User stories ready for building'] },
      { heading: 'Who helps', paragraphs: ['Sam Product leads, Alex Strategic checks the market fit, and Taylor Tech estimates what is feasible for your budget.'] },
    ],
  },
  'go-to-market': {
    eyebrow: 'Use case',
    title: 'Go-to-market',
    description: 'Find your first customers with a launch plan built for your market and budget.',
    sections: [
      { heading: 'What you get', bullets: ['Positioning and messaging', 'Channel plan with budgets', 'Launch timeline and content calendar', 'Metrics to track from day one'] },
      { heading: 'Who helps', paragraphs: ['Morgan Marketing leads, with Alex Strategic on positioning and Jordan Ops on the support and sales process.'] },
    ],
  },
  fundraising: {
    eyebrow: 'Use case',
    title: 'Fundraising',
    description: 'Prepare a pitch investors understand, backed by numbers you can defend.',
    sections: [
      { heading: 'What you get', bullets: ['A 12 to 15 slide pitch deck (.pptx)', 'A three-year financial model (.xlsx)', 'An investor-ready data room', 'Pitch rehearsal in a live session'] },
      { heading: 'Who helps', paragraphs: ['Alex Strategic leads the narrative, Jordan Ops builds the model, and your data room keeps everything investors ask for in one place.'] },
    ],
  },
  operations: {
    eyebrow: 'Use case',
    title: 'Operations',
    description: 'Set up the processes a small company needs before they become problems.',
    sections: [
      { heading: 'What you get', bullets: ['Core processes for support, sales and finance', 'A hiring plan and job descriptions', 'Legal and compliance checklists', 'Budget and runway tracking'] },
      { heading: 'Who helps', paragraphs: ['Jordan Ops leads, with Taylor Tech on tooling and integrations.'] },
    ],
  },
};

export const TERMS_PAGE: SitePage = {
  eyebrow: 'Legal',
  title: 'Terms of Service',
  description: LAST_UPDATED,
  sections: [
    { heading: 'The service', paragraphs: ['Ultimate Co-founder provides AI agents that give advice and generate documents and software for your startup. You need an account with a verified email address to use it.'] },
    {
      heading: 'Your account',
      paragraphs: ['Keep your password and API keys secret; you are responsible for what is done with them. You can revoke API keys and delete your account at any time from your profile.'],
    },
    {
      heading: 'Credits and payments',
      paragraphs: [
        'Actions cost the credits shown before you use them. Credits do not expire. Subscriptions renew monthly until cancelled and stay active until the end of the paid period. Payments are not refunded from within the product; for a billing problem, contact us.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: ['You own what you upload and what the agents create for you. We use it only to provide the service to you. AI output can be wrong: review it before relying on it for legal, financial or medical decisions.'],
    },
    { heading: 'Acceptable use', bullets: ['No unlawful, harmful or deceptive content', 'No attempts to break or overload the service', 'API keys are limited to 100 requests per minute each'] },
    { heading: 'Contact', paragraphs: ['Questions about these terms: use the contact page.'] },
  ],
};

export const PRIVACY_PAGE: SitePage = {
  eyebrow: 'Legal',
  title: 'Privacy Policy',
  // Changed with the agents' tools (what reaches the model and research services) and usage metering.
  description: 'Last updated: November 2026.',
  sections: [
    { heading: 'What we store', bullets: ['Your name, email address and a hash of your password', 'Your startup profile, chats and documents', 'Your credit and payment history (card details stay with the payment provider)', 'How much AI model use each of your requests took (tokens), so we know what the service costs', 'Messages you send through the contact and careers forms'] },
    {
      heading: 'How we use it',
      paragraphs: ['To run the service for you: answering your requests, billing, security and support. We do not sell your data and do not use your documents to train models.'],
    },
    {
      heading: 'AI providers',
      paragraphs: [
        'When a language model provider is configured, the text of your requests and the context the agents need are sent to that provider to produce answers, including the parts of your data-room files and startup model that an agent reads to answer you.',
        'When web research is configured (Tavily for search, Firecrawl for reading pages), the search queries and page addresses the agents choose are sent to those services; your files are not.',
      ],
    },
    { heading: 'Your rights', paragraphs: ['You can download your documents and delete your account at any time; deletion removes your data from our database.'] },
    { heading: 'Contact', paragraphs: ['Privacy questions: use the contact page and choose "General".'] },
  ],
};
