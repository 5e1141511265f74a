/**
 * Go-to-market channels by customer type, fundraising by stage and region, pricing models, and
 * first hires with equity norms. Ranges are typical figures founders and investors quote (to verify
 * for the founder's market), never the startup's own numbers: those come from the startup model.
 */
import type { ArchetypeId } from '@uc/startup-model';
import type { Channel, CustomerType } from './types';

export const CHANNELS: Channel[] = [
  { customer: 'smb', name: 'founder-led outreach to a named list', cost: 'founder time plus ~US$50–300 a month of tools', timeToFirstResult: 'replies in 1–2 weeks', how: 'list 100 businesses by name, call or visit the owner, offer a short paid pilot' },
  { customer: 'smb', name: 'trade associations and local meet-ups', cost: 'membership or a booth, ~US$500–5,000', timeToFirstResult: '1–3 months', how: 'give a talk on the problem, not the product, and collect contacts for demos' },
  { customer: 'smb', name: 'partners who already sell to them (suppliers, accountants, consultants)', cost: 'a revenue share, commonly 10–30%', timeToFirstResult: '2–6 months', how: 'one partner, one co-marketing offer, a referral fee per paying customer' },
  { customer: 'smb', name: 'search ads on problem keywords', cost: 'a test budget of ~US$500–2,000; cost per click varies widely by keyword', timeToFirstResult: 'days', how: 'one landing page per problem keyword, measured to paid sign-up, not clicks' },
  { customer: 'enterprise', name: 'founder-led sales to 20 named accounts', cost: 'founder time and travel', timeToFirstResult: 'first meetings in weeks; sales cycles of 3–12 months', how: 'find the champion with the budget and offer a paid design-partner pilot' },
  { customer: 'enterprise', name: 'design-partner programme', cost: 'discounted pilots', timeToFirstResult: '1–3 months to a signed pilot', how: '3–5 partners who shape the product in exchange for early pricing and a reference' },
  { customer: 'consumer', name: 'organic short-form video and communities', cost: 'time; ~US$0–500 a month', timeToFirstResult: '2–8 weeks to learn what resonates', how: 'post the problem in customers’ words three times a week; measure sign-ups, not views' },
  { customer: 'consumer', name: 'paid social test', cost: 'a test budget of ~US$1,000–3,000', timeToFirstResult: 'days', how: 'three audiences × three messages, judged on cost per activated user' },
  { customer: 'consumer', name: 'referral programme', cost: 'a reward per referral', timeToFirstResult: 'weeks, once users are happy', how: 'reward both sides after the referred user completes the core action' },
  { customer: 'marketplace_supply', name: 'hand-recruiting the first suppliers', cost: 'founder time; sometimes guarantees or free listings', timeToFirstResult: '1–2 weeks', how: 'sign 20–50 suppliers in one area yourself and list them for them' },
  { customer: 'marketplace_supply', name: 'supplier associations and existing listings elsewhere', cost: 'low', timeToFirstResult: '2–4 weeks', how: 'contact suppliers already listing on classifieds; import their listings with permission' },
  { customer: 'marketplace_demand', name: 'search and listing pages (SEO)', cost: 'content and time', timeToFirstResult: '3–6 months', how: 'one page per category × city once supply is live there' },
  { customer: 'marketplace_demand', name: 'local partnerships and community channels', cost: 'low', timeToFirstResult: '2–6 weeks', how: 'concentrate demand in the same area as your supply so matches happen' },
  { customer: 'public_sector', name: 'a pilot with one champion, then a procurement framework', cost: 'months of founder time; bid preparation', timeToFirstResult: '6–18 months', how: 'free or funded pilot, evidence report, then a framework listing (in the UK, G-Cloud for software)' },
  { customer: 'donors', name: 'foundation grants', cost: 'application time', timeToFirstResult: '3–9 months per cycle', how: 'match your outcomes to the funder’s published priorities; start with smaller local foundations' },
  { customer: 'donors', name: 'individual and corporate giving', cost: 'events, content and a donation page', timeToFirstResult: 'weeks', how: 'a clear cost per outcome ("$X tutors one child for a term") and regular reports' },
  { customer: 'donors', name: 'volunteer recruitment through universities', cost: 'low', timeToFirstResult: '2–6 weeks, timed to the academic term', how: 'partner with volunteering offices and service-learning courses; offer training and a certificate' },
  { customer: 'developers', name: 'documentation, examples and a free tier', cost: 'engineering time', timeToFirstResult: '1–3 months', how: 'a five-minute quick start and answers where developers ask questions' },
];

/** The customer types an archetype sells to, first the one that pays. */
export const CUSTOMER_TYPES: Record<ArchetypeId, CustomerType[]> = {
  b2b_saas: ['smb', 'enterprise'],
  consumer_subscription: ['consumer'],
  marketplace: ['marketplace_supply', 'marketplace_demand'],
  ecommerce: ['consumer'],
  hardware_subscription: ['smb', 'enterprise'],
  fintech_transactions: ['consumer', 'smb'],
  usage_api: ['developers', 'enterprise'],
  services: ['smb', 'enterprise'],
  nonprofit: ['donors', 'public_sector'],
};

/** Round sizes are typical ranges (defaults the founder confirms with local investors), not quotes. */
export type FundingRow = { stage: string; region: string; amount: string; instruments: string; note: string };

export const FUNDRAISING: FundingRow[] = [
  { stage: 'pre-seed', region: 'US', amount: 'commonly US$250k–1.5M', instruments: 'post-money SAFEs (Y Combinator’s standard since 2018)', note: 'angels, pre-seed funds and accelerators; raise against a working prototype and early users' },
  { stage: 'seed', region: 'US', amount: 'commonly US$1–4M', instruments: 'SAFEs or a priced round', note: 'typically 15–25% dilution; investors look for early revenue or strong usage' },
  { stage: 'series-a', region: 'US', amount: 'commonly US$5–15M', instruments: 'priced preferred-share round', note: 'repeatable growth and unit economics that hold' },
  { stage: 'pre-seed', region: 'GB', amount: 'commonly £100k–750k', instruments: 'SEIS/EIS-eligible equity or an Advance Subscription Agreement (SAFEs do not qualify for SEIS/EIS)', note: 'get HMRC advance assurance first: UK angels expect the relief' },
  { stage: 'seed', region: 'GB', amount: 'commonly £1–3M', instruments: 'priced equity rounds, often EIS-eligible', note: 'the same bar as the US at slightly smaller sizes' },
  { stage: 'pre-seed', region: 'EU', amount: 'commonly €150k–1M', instruments: 'equity or convertible notes; national grants and loans (for example Bpifrance in France, EXIST in Germany)', note: 'non-dilutive public money is larger in Europe than elsewhere' },
  { stage: 'pre-seed', region: 'NG', amount: 'rounds are smaller than in the US (often tens to a few hundred thousand US dollars)', instruments: 'SAFEs or equity, often through a US or UK holding company; accelerators and African seed funds', note: 'investors ask about currency risk and licensing early; a licence path is part of a fintech pitch' },
  { stage: 'pre-seed', region: 'IN', amount: 'often ₹50 lakh–₹4 crore', instruments: 'equity or compulsorily convertible preference shares (CCPS); angel networks; the Startup India Seed Fund Scheme through incubators', note: 'DPIIT recognition opens government schemes' },
  { stage: 'any', region: 'nonprofit', amount: 'sized to the programme budget', instruments: 'foundation and government grants, individual donations, corporate sponsorship, fiscal sponsorship while charitable status is pending; never equity', note: 'funders buy outcomes: cost per beneficiary and evidence of impact' },
];

export type PricingModel = { id: string; name: string; fits: ArchetypeId[]; how: string; watch: string };

export const PRICING_MODELS: PricingModel[] = [
  { id: 'per-location', name: 'a flat price per location or clinic', fits: ['b2b_saas'], how: 'one monthly price per site, tiers by features', watch: 'multi-site groups will ask for volume pricing' },
  { id: 'per-seat', name: 'per seat', fits: ['b2b_saas'], how: 'a price per user a month', watch: 'customers share logins to save money' },
  { id: 'usage', name: 'usage-based', fits: ['usage_api', 'b2b_saas'], how: 'a price per call, transaction or unit, with a free allowance', watch: 'unpredictable bills; add caps and alerts' },
  { id: 'take-rate', name: 'a take rate (commission) on each transaction', fits: ['marketplace'], how: 'a percentage of each booking, split between the two sides or charged to one', watch: 'leakage: users meeting off-platform once they trust each other' },
  { id: 'freemium', name: 'freemium', fits: ['consumer_subscription', 'b2b_saas', 'usage_api'], how: 'a free plan that shows value and a paid plan for the job customers pay for', watch: 'free users cost support and hosting; conversion is often a few per cent' },
  { id: 'subscription', name: 'a consumer subscription', fits: ['consumer_subscription'], how: 'monthly and annual plans, annual discounted', watch: 'churn: measure month-2 retention before spending on acquisition' },
  { id: 'haas', name: 'hardware plus a subscription', fits: ['hardware_subscription'], how: 'the device at or near cost (or rented out), and a monthly or annual fee per device for the service it runs', watch: 'the device cost is cash out before the subscription pays it back' },
  { id: 'transaction-fee', name: 'a fee per transaction or a spread', fits: ['fintech_transactions'], how: 'a small fee or interest margin per transaction or on balances', watch: 'regulators cap some fees; price disclosure rules apply' },
  { id: 'markup', name: 'a product margin', fits: ['ecommerce'], how: 'price at a gross margin that covers shipping, returns and acquisition', watch: 'discounting trains customers to wait' },
  { id: 'retainer', name: 'a retainer or fixed-price packages', fits: ['services'], how: 'a monthly retainer or fixed-scope packages instead of hours', watch: 'scope creep' },
  {
    id: 'per-visit', name: 'a fixed price per visit or job', fits: ['services'],
    how: 'one price per visit, lesson or repair, with parts or materials charged at cost plus a margin',
    watch: 'travel and waiting time between visits, which no one pays for',
  },
  { id: 'sliding-scale', name: 'free to beneficiaries, funded by grants and sponsors', fits: ['nonprofit'], how: 'the service is free or sliding-scale; a funder pays per outcome or per cohort', watch: 'funding concentration: no funder above about a third of income' },
];

export const EQUITY_NORMS = [
  'co-founders usually split close to equally and vest over four years with a one-year cliff',
  'an employee option pool of 10–15% is typical by the seed or Series A round',
  'the first employees commonly receive 0.5–2% each at the seed stage (US norms; less later)',
  'advisers usually get 0.1–1%, vesting over two years',
  'UK companies use EMI options for their tax advantages',
];

/** The first hires that unblock each archetype, in order. */
export const FIRST_HIRES: Record<ArchetypeId, string[]> = {
  b2b_saas: ['a founding engineer (if no technical co-founder)', 'a customer-success lead once 10–20 customers rely on you', 'a first sales hire only after the founder has closed the first customers'],
  consumer_subscription: ['a full-stack or mobile engineer', 'a growth marketer who runs experiments', 'a support and community lead'],
  marketplace: ['a supply-operations lead who recruits and onboards suppliers', 'a full-stack engineer', 'a trust-and-safety / support lead'],
  ecommerce: ['an operations and fulfilment lead', 'a performance marketer', 'a customer-service lead'],
  hardware_subscription: ['an embedded/firmware engineer', 'a hardware engineer who can take the design to manufacturing (DFM)', 'a field-installation and support lead'],
  fintech_transactions: ['a compliance officer (MLRO) before launch', 'a backend engineer experienced with ledgers and payments', 'a customer-support lead for money questions'],
  usage_api: ['a backend engineer', 'a developer-relations engineer', 'a solutions engineer for larger accounts'],
  services: ['a delivery lead who can run client work', 'a second practitioner to free the founder for sales'],
  nonprofit: ['a programme coordinator who runs sessions', 'a volunteer manager (recruiting, training, safeguarding)', 'a part-time grants and development lead'],
};
