/**
 * Founder intents, recognised from more than single keywords: the phrases (weighted), the entity
 * kinds named (a regulation, a competitor, two technologies), the options ("X or Y") and the
 * startup's archetype each add to an intent's score; the best score wins, the runner-up is kept.
 */
import type { ArchetypeId } from '@uc/startup-model';
import type { Entity } from './entities';

export type Family = 'decision' | 'compete' | 'comply' | 'price' | 'raise' | 'team' | 'gtm' | 'economics' | 'product' | 'tech' | 'marketplace' | 'hardware' | 'company';

export type Intent = {
  id: string;
  title: string;
  family: Family;
  /** [pattern, weight]: 3 = the intent itself, 2 = a strong cue, 1 = a weak cue. */
  cues: [RegExp, number][];
  /** Entity kinds (or technology families) that make this intent likelier. */
  entities?: string[];
  archetypes?: ArchetypeId[];
  /** The intent's own advice, shown by the lenses that own it. */
  points: string[];
};

const I = (id: string, title: string, family: Family, cues: [RegExp, number][], points: string[], more: Partial<Intent> = {}): Intent => ({ id, title, family, cues, points, ...more });

export const INTENTS: Intent[] = [
  // ── Decisions between named options ─────────────────────────────────────
  I('choose_connectivity', 'Choosing the sensor connectivity', 'decision', [[/\b(connectivity|network|radio|gateway|coverage|range|battery life)\b/i, 2], [/\b(sensor|device|node|iot)s?\b/i, 1]], ['Pick the network from where the devices sit, how often they report and who can install gateways.'], { entities: ['connectivity'], archetypes: ['hardware_subscription'] }),
  I('choose_mobile_channel', 'USSD, SMS or an app', 'decision', [[/\b(feature phones?|smartphones?|data costs?|offline users|unbanked)\b/i, 2], [/\bchannel\b/i, 1]], ['Meet customers on the phone they have: feature phones mean USSD or SMS; smartphones with data mean an app.'], { entities: ['mobile-channel'], archetypes: ['fintech_transactions'] }),
  I('choose_app_platform', 'Native app or web app', 'decision', [[/\b(native|pwa|mobile app|app store|ios|android|flutter|react native)\b/i, 2], [/\bapp\b/i, 1]], ['Choose from what the product must do on the phone (Bluetooth, background, offline), not from habit.'], { entities: ['app-platform'] }),
  I('nocode_vs_code', 'No-code or custom code', 'decision', [[/\b(no-?code|low-?code|bubble|webflow|glide|softr|airtable)\b/i, 3], [/\b(custom code|developers?|agency)\b/i, 1]], ['No-code buys speed of learning; code buys control. Decide by what you must prove next.'], { entities: ['build-approach'] }),
  I('build_vs_buy', 'Build or buy', 'decision', [[/\bbuild (it )?(or|vs\.?|versus) buy\b|\bbuy (or|vs\.?) build\b|\bbuild (our|it|this) (own|ourselves)\b|\bin-?house\b|\boff[- ]the[- ]shelf\b/i, 3], [/\b(vendor|third[- ]party|white[- ]label)\b/i, 1]], ['Buy everything that is not why customers choose you; build the part that is.'], { entities: ['payments', 'auth', 'scheduling', 'messaging'] }),
  I('choose_payments', 'Choosing a payments provider', 'decision', [[/\b(payment (provider|processor|gateway)|collect payments|checkout|card payments?|stripe|paystack|flutterwave|razorpay)\b/i, 3]], ['Use a provider that supports your country’s payment methods and keeps card data off your servers.'], { entities: ['payments'] }),
  I('choose_hosting', 'Where to host', 'decision', [[/\b(host(ing)?|deploy|aws|azure|gcp|google cloud|heroku|vercel|render|serverless|cloud)\b/i, 2]], ['Host where your regulated data may live, with the least operations work.'], { entities: ['hosting'] }),
  I('choose_generic', 'Choosing between the options', 'decision', [[/\b(or|vs\.?|versus|which (one|is better)|better:?)\b/i, 1]], ['Decide with the criterion that matters at this stage, and make the choice reversible where you can.']),
  // ── Competition ─────────────────────────────────────────────────────────
  I('compete_named', 'Competing with named rivals', 'compete', [[/\b(compete|competing|competition|competitors?|rivals?|threat|beat|win against|versus|vs\.?|alternative to|switch(ing)? from|incumbent)\b/i, 2], [/\bdifferent from\b/i, 2]], ['Place each rival in its category; attack where its strength becomes a weakness for your customer.'], { entities: ['competitor'] }),
  I('competitor_landscape', 'The competitor landscape', 'compete', [[/\bwho (are|is) (our|my|the) (competitors?|competition)\b|\bcompetitive (landscape|analysis)\b|\bwho else\b/i, 3]], ['Map incumbents, challengers and substitutes (what customers do today without software).']),
  I('moat', 'Building a moat', 'compete', [[/\b(moat|defensib\w+|copy (us|our)|barrier to entry|unfair advantage)\b/i, 3]], ['Early moats are speed, proprietary data and workflow lock-in, not patents.']),
  I('positioning', 'Positioning', 'gtm', [[/\b(position(ing)?|value prop(osition)?|differentiat\w+|unique selling|usp|tagline|one-liner|elevator pitch)\b/i, 3]], ['Name one customer, one painful job and one proof that you do it better.']),
  // ── Compliance and legal ────────────────────────────────────────────────
  I('compliance', 'Compliance for your sector and country', 'comply', [[/\b(complian\w+|comply|complies|regulat\w+|licen[cs]e[sd]?|legal requirements?|permits?|certif\w+|allowed to|law(s)?)\b/i, 2], [/\b(rules?|appl(y|ies) to (us|me)|require(s|ments?)?)\b/i, 2], [/\bneed\b/i, 1]], ['List the rules by sector and country; start with the ones that block launch.'], { entities: ['regulation', 'institution'] }),
  I('data_protection', 'Data protection', 'comply', [[/\b(privacy|personal data|data protection|gdpr|ndpa|dpdp|popia|lgpd|ccpa|consent|data breach)\b/i, 3]], ['Collect only what the product needs, record why, and sign processing agreements with vendors.'], { entities: ['regulation'] }),
  I('financial_licence', 'Financial licensing', 'comply', [[/\b(licen[cs]e|licensed|money transmitter|cbn|rbi|fca|emi|microfinance|hold (customer|user)s?'? (funds|money|deposits))\b/i, 3], [/\b(savings|wallet|deposits?|lend(ing)?|payments?)\b/i, 1]], ['Launch on a licensed partner’s licence; apply for your own when volume justifies it.'], { archetypes: ['fintech_transactions'], entities: ['regulation'] }),
  I('incorporation', 'Setting up the company', 'company', [[/\b(incorporat\w+|register (the|a|our) company|legal entity|llc|ltd|c-?corp|delaware|holding company|company formation)\b/i, 3]], ['Incorporate where your investors and customers expect, with founder shares vesting from day one.']),
  I('contracts', 'Contracts and terms', 'company', [[/\b(contracts?|terms( of service)?|privacy policy|sla|nda|agreement|msa)\b/i, 2]], ['One customer contract template, reviewed once by a lawyer, reused for every deal.']),
  I('ip', 'Protecting IP', 'company', [[/\b(patent\w*|trademark\w*|intellectual property|\bip\b|copyright)\b/i, 3]], ['Assign all IP to the company; trademark the name in your first markets; patents rarely matter before traction.']),
  I('insurance', 'Insurance', 'company', [[/\binsur\w+\b|\bliability\b/i, 3]], ['Cover what could end the company: liability for the service, cyber and, for hardware, product liability.']),
  // ── Pricing ─────────────────────────────────────────────────────────────
  I('pricing', 'Setting the price', 'price', [[/\b(pric(e|es|ed|ing)|charge|how much (should|do|can) (we|i)|what to charge|fee)\b/i, 3], [/\b(per month|a month|monthly|annual)\b/i, 1]], ['Anchor on the value to the customer and on what they pay today for the same job.']),
  I('pricing_model', 'Choosing a pricing model', 'price', [[/\b(pricing model|subscription|per seat|per user|usage[- ]based|tiers?|commission|take rate|freemium|one-time)\b/i, 2], [/\bmodel\b/i, 1]], ['Charge per the unit your customer’s value grows with.']),
  I('free_trial', 'Free trial or freemium', 'price', [[/\b(free trial|freemium|free plan|free tier|trial)\b/i, 3]], ['A trial works when value shows within days; freemium only when free users bring paying ones.']),
  I('discounts', 'Discounts and price increases', 'price', [[/\b(discount\w*|raise (our |the )?prices?|price increase|coupon|lifetime deal)\b/i, 3]], ['Discount for commitment (annual, volume), never for hesitation.']),
  // ── Fundraising ─────────────────────────────────────────────────────────
  I('raise_amount', 'How much to raise', 'raise', [[/\bhow much (should|do|can|to) (we |i )?raise\b|\braise how much\b|\bsize of (the|our) round\b|\bround size\b/i, 3], [/\b(raise|raising|fundrais\w+|round)\b/i, 2]], ['Raise what reaches the next milestone plus six months of margin: usually 18–24 months of runway.']),
  I('raise_how', 'How to raise', 'raise', [[/\b(investors?|vcs?|angels?|pitch(ing)?|pre-?seed|seed round|series a|fundrais\w+|term sheet)\b/i, 2]], ['Build a list of investors who fund your stage, sector and region; run the process in a tight window.']),
  // "SAFE" the instrument is written in capitals or with its words; "safe staffing" is not a SAFE.
  I('instrument', 'SAFE, notes or priced round', 'raise', [[/\bSAFEs?\b|\b(post-money|pre-money|yc) safes?\b|\bsafe (note|agreement|round)s?\b/, 3], [/\b(convertible|priced round|advance subscription|convertible note|equity round)\b/i, 3], [/\bASA\b/, 3]], ['Use the instrument your investors’ market expects; it changes the paperwork more than the outcome.']),
  I('valuation', 'Valuation', 'raise', [[/\b(valuation|pre-?money|post-?money|dilution|cap table)\b/i, 3]], ['At pre-seed the valuation follows from the amount and the dilution you accept (often 10–20% at pre-seed).']),
  I('grants', 'Grants and non-dilutive money', 'raise', [[/\b(grants?|non-?dilutive|foundation funding|subsid\w+|sbir|eic|government funding)\b/i, 3]], ['Grants pay for outcomes a funder already wants: match their priorities word for word.'], { archetypes: ['nonprofit'] }),
  I('donors', 'Donors and funders', 'raise', [[/\b(donors?|donations?|fundrais\w+ (for|as) a non-?profit|corporate sponsors?|philanthrop\w+|csr)\b/i, 3]], ['Show cost per outcome and report results to funders every quarter.'], { archetypes: ['nonprofit'] }),
  I('bootstrap', 'Bootstrapping or raising', 'raise', [[/\b(bootstrap\w*|self-?fund\w*|without (investors|raising|funding)|revenue-based)\b/i, 3]], ['Bootstrap while revenue funds learning; raise when money buys speed you can prove.']),
  I('accelerator', 'Accelerators', 'raise', [[/\b(accelerators?|incubators?|y combinator|techstars)\b/i, 3]], ['Pick an accelerator for its network in your sector and the deal terms, not the brand alone.']),
  // ── Team ────────────────────────────────────────────────────────────────
  I('first_hires', 'First hires', 'team', [[/\b(first hires?|hire first|who (should|to) (we |i )?hire|hiring plan|next hire|hire (a|an|our))\b/i, 3], [/\b(hir(e|ing)|recruit\w*)\b/i, 1]], ['Hire for the bottleneck of the next six months.']),
  I('cofounder', 'Co-founders and equity split', 'team', [[/\b(co-?founders?|equity split|split (the )?equity|vesting|cliff)\b/i, 3]], ['Split close to equally among founders committing full time, with four-year vesting and a one-year cliff.']),
  I('employee_equity', 'Equity for employees', 'team', [[/\b(option pool|stock options|esop|emi|equity for (employees|hires|staff)|how much equity)\b/i, 3]], ['Size a 10–15% option pool before the next round and grant by role and timing.']),
  I('contractors', 'Agency, freelancers or employees', 'team', [[/\b(agency|freelancers?|contractors?|outsourc\w+|offshore|dev shop)\b/i, 3]], ['Outsource what is well specified; keep the product’s core knowledge in the team.']),
  I('volunteers', 'Recruiting volunteers', 'team', [[/\bvolunteers?\b/i, 3], [/\b(college|university|students?|recruit\w*)\b/i, 1]], ['Recruit through institutions where volunteering is already expected, and train before the first session.'], { archetypes: ['nonprofit'] }),
  // ── Go to market ────────────────────────────────────────────────────────
  I('channels', 'Choosing channels', 'gtm', [[/\b(channels?|acquisition|acquire|reach (our|more)|distribution)\b/i, 3], [/\b(ads?|advertis\w+)\b/i, 1]], ['Test two or three channels that reach your customer type, judged on cost per paying customer.']),
  I('first_customers', 'Finding the first customers', 'gtm', [[/\b(first (customers?|users|clients|sales)|find (customers|users|clients)|get (users|customers|clients)|early adopters|leads?)\b/i, 3]], ['Sell the first ten yourself, by name, and learn from every no.']),
  I('sales_process', 'The sales process', 'gtm', [[/\b(sales (process|cycle|team|pipeline)|close (deals|more)|demos?|outbound|cold (email|call)\w*|enterprise sales)\b/i, 3]], ['A repeatable process: qualify, demo against the pain, pilot with success criteria, close.']),
  I('marketing_budget', 'The marketing budget', 'gtm', [[/\b(marketing budget|how much (to|should we) spend|ad spend|budget for (marketing|ads))\b/i, 3]], ['Spend only where you can measure cost per paying customer; cap tests before scaling.']),
  I('content_seo', 'Content and SEO', 'gtm', [[/\b(seo|content marketing|blog\w*|search engine|articles?)\b/i, 3]], ['Write pages for the questions customers search, one per problem.']),
  I('social_ads', 'Social media and ads', 'gtm', [[/\b(social media|instagram|tiktok|linkedin|facebook ads|influencers?|paid ads|google ads)\b/i, 3]], ['Go where your customer spends attention; judge posts by sign-ups, not likes.']),
  I('launch', 'The launch', 'gtm', [[/\b(launch\w*|go[- ]live|go[- ]to[- ]market|gtm|release date)\b/i, 3]], ['Launch to a warm list first, then in public once activation works.']),
  I('brand', 'Brand and name', 'gtm', [[/\b(brand\w*|naming|name (the|our) (startup|company|product)|logo|domain)\b/i, 3]], ['A clear name people can spell beats a clever one; check trademarks and domains first.']),
  I('partnerships', 'Partnerships and distribution', 'gtm', [[/\b(partner(s|ship|ships)?|reseller\w*|distribut\w+|co-?marketing|integration partners?|b2b2c|referral partners?)\b/i, 3]], ['Partner with whoever already has your customers’ trust; give them a reason in money or outcomes.']),
  I('public_sector', 'Selling to schools and the public sector', 'gtm', [[/\b(schools?|districts?|government|public sector|procurement|tenders?|municipal\w*|ministry)\b/i, 2]], ['Find the champion with a budget line, run a funded pilot, then use the procurement route.']),
  I('expansion', 'Expanding to a new market', 'company', [[/\b(expand\w*|new (market|country|city|region)|internationali[sz]\w+|go global|enter (the )?\w+ market)\b/i, 3]], ['Expand when the first market’s growth is repeatable; pick the next by similarity, not size.']),
  // ── Economics ───────────────────────────────────────────────────────────
  I('unit_economics', 'Unit economics', 'economics', [[/\b(unit economics|cac|ltv|lifetime value|payback|contribution margin|gross margin|margins?)\b/i, 3]], ['Track CAC, gross margin and payback per customer; fix the worst of the three first.']),
  I('churn', 'Churn and retention', 'economics', [[/\b(churn\w*|retention|retain|cancel\w*|come back)\b/i, 3]], ['Find where churned customers stopped getting value and fix that step first.']),
  I('runway', 'Runway and burn', 'economics', [[/\b(runway|burn( rate)?|cash (left|flow)|run out of (money|cash)|how long (will|does) (our|the) money)\b/i, 3]], ['Know the month the cash runs out and plan the raise six months before it.']),
  I('profitability', 'Break-even and profitability', 'economics', [[/\b(break[- ]?even|profitab\w+|ebitda|make money)\b/i, 3]], ['Break-even comes from gross margin covering a team that grows slower than revenue.']),
  I('forecast', 'Financial projections', 'economics', [[/\b(projections?|forecast\w*|financial model|revenue (plan|targets?)|p&l)\b/i, 3]], ['Build the forecast from drivers (customers, price, churn, hires), not from a growth percentage.']),
  I('market_size', 'Market size', 'economics', [[/\b(market size|tam|sam|som|how big is the market|size (of )?the market|addressable market)\b/i, 3]], ['Size bottom-up: the number of customers you can reach × what they would pay per year.']),
  I('cost_estimate', 'What it would cost', 'economics', [[/\b(how much (would|will|does) (it|that|this) cost|what (would|will|does) (it|that|this) cost|cost of)\b/i, 3], [/\b(costs?|expensive|budget)\b/i, 1]], ['Cost the first version, then the monthly running cost at 10× today’s volume.']),
  // ── Product ─────────────────────────────────────────────────────────────
  I('mvp_scope', 'MVP scope', 'product', [[/\b(mvp|minimum viable|first version|v1|what (should|to) (we |i )?build first|prototype|features?)\b/i, 3]], ['Build the one flow that delivers the core promise end to end; cut what a first customer would not miss.']),
  I('validation', 'Validating demand', 'product', [[/\b(validat\w+|interviews?|talk to (customers|users)|problem[- ]solution fit|demand|survey\w*|is there a market)\b/i, 3]], ['Evidence is a pre-order, a paid pilot or a letter of intent, not a compliment.']),
  I('roadmap', 'Roadmap and priorities', 'product', [[/\b(roadmap|prioriti[sz]\w+|backlog|what next|next features?)\b/i, 3]], ['Rank work by the metric it moves and the evidence behind it.']),
  I('metrics', 'Metrics to track', 'product', [[/\b(metrics?|kpis?|north star|measure (success|progress)|dashboard)\b/i, 3]], ['One north-star metric that captures delivered value, and three inputs that move it.']),
  I('onboarding', 'Onboarding and activation', 'product', [[/\b(onboard\w*|activation|sign-?up flow|first session|aha moment)\b/i, 3]], ['Shorten the path from sign-up to the first result; measure where people drop.']),
  I('pilot', 'Designing a pilot', 'product', [[/\b(pilots?|trial run|proof of concept|poc|beta test\w*)\b/i, 3]], ['A pilot has success criteria, a date and a price agreed before it starts.']),
  I('support', 'Customer support', 'product', [[/\b(customer support|support tickets?|help ?desk|customer service)\b/i, 3]], ['Founders answer support until patterns emerge; then write them down.']),
  I('impact', 'Measuring impact', 'product', [[/\b(impact|outcomes?|theory of change|beneficiar\w+|learning gains?)\b/i, 3], [/\bmeasur\w+\b/i, 1]], ['Measure a few outcomes funders and families care about, against a baseline.'], { archetypes: ['nonprofit'] }),
  I('ai_features', 'AI and data features', 'tech', [[/\b(ai|machine learning|ml|llm|predict\w*|recommendation engine|algorithm)\b/i, 2]], ['Start with rules and data collection; add models once you have labelled outcomes.']),
  // ── Technology ──────────────────────────────────────────────────────────
  I('tech_stack', 'The technology stack', 'tech', [[/\b(tech(nology)? stack|stack|framework|language|database|architecture|backend|front-?end)\b/i, 3]], ['Choose mainstream tools the team knows; the stack rarely decides a startup’s fate.']),
  I('security', 'Security', 'tech', [[/\b(security|secure|encrypt\w*|hack\w*|penetration test|pen ?test|soc ?2|iso 27001)\b/i, 3]], ['Protect the money path and personal data first: MFA, encryption, backups, least privilege.']),
  I('scaling', 'Scaling the system', 'tech', [[/\b(scal(e|ing|ability)|performance|load|million users|traffic)\b/i, 2]], ['Scale when metrics demand it; most early outages are bugs, not load.']),
  I('integrations', 'Integrations', 'tech', [[/\b(integrat\w+|api|sync|connect (to|with)|plug-?in)\b/i, 2]], ['Integrate with the system of record customers cannot leave; it removes the switching objection.']),
  // ── Marketplace ─────────────────────────────────────────────────────────
  I('supply_side', 'The supply side', 'marketplace', [[/\b(supply( side)?|hosts?|sellers?|vendors|providers|owners|landlords|listings?)\b/i, 2], [/\b(recruit|onboard|get more|attract)\b/i, 1]], ['Hand-recruit supply in one area until buyers find a match most of the time.'], { archetypes: ['marketplace'] }),
  I('liquidity', 'Liquidity and the chicken-and-egg problem', 'marketplace', [[/\b(chicken[- ]and[- ]egg|liquidity|both sides|two-sided|demand side|renters|buyers|guests)\b/i, 2]], ['Constrain the market (one city, one category) until matches happen reliably.'], { archetypes: ['marketplace'] }),
  I('trust_safety', 'Trust and safety', 'marketplace', [[/\b(trust|safety|fraud|scam\w*|verification|verify|reviews?|damage|deposit)\b/i, 2]], ['Verify identities, hold payment until handover, and cover damage: trust is the product.'], { archetypes: ['marketplace', 'fintech_transactions'] }),
  // ── Hardware ────────────────────────────────────────────────────────────
  I('manufacturing', 'Manufacturing and BOM cost', 'hardware', [[/\b(manufactur\w+|contract manufactur\w+|bom|bill of materials|factory|cm|ems|production run|moq|tooling)\b/i, 3]], ['Design for manufacturing early; a small first run with a contract manufacturer before tooling.'], { archetypes: ['hardware_subscription', 'ecommerce'] }),
  I('supply_chain', 'Supply chain and inventory', 'hardware', [[/\b(supply chain|inventory|stock|components?|lead times?|shipping|logistics|fulfil\w+|warehouse)\b/i, 3]], ['Secure long-lead components first and hold only the stock the next quarter needs.'], { archetypes: ['hardware_subscription', 'ecommerce'] }),
  I('installation', 'Installation and field operations', 'hardware', [[/\b(install\w*|field (work|ops|operations|service)|deploy(ing)? (the )?(sensors|devices)|maintenance|batter(y|ies))\b/i, 3]], ['Make installation a 15-minute job a customer can do, or price the visit in.'], { archetypes: ['hardware_subscription'] }),
  // ── Company ─────────────────────────────────────────────────────────────
  I('pivot', 'Whether to pivot', 'company', [[/\b(pivot\w*|change direction|give up|not working|no traction)\b/i, 3]], ['Pivot on evidence: the customers who did pull, not the ones who did not.']),
  I('risks', 'The main risks', 'company', [[/\b(risks?|what could go wrong|biggest threat|worr(y|ied))\b/i, 3]], ['Rank risks by what would kill the company, then retire the biggest one first.']),
  I('timeline', 'Timeline', 'company', [[/\b(how long|timeline|when (can|should|will) we|by when|schedule|deadline)\b/i, 2]], ['Plan in six-week cycles with one milestone each.']),
  I('operations_setup', 'Operations set-up', 'company', [[/\b(operations|bookkeeping|accounting|bank account|payroll|tools we need|processes)\b/i, 2]], ['Bookkeeping, a business bank account and a weekly metrics review from the first month.']),
];

export type Scored = { intent: Intent; score: number };

/** A knowledge record counts as the kind of thing it is: a tax authority or a law is a rule, a platform a technology. */
const KIND_OF_TYPE: Record<string, string> = {
  tax_authority: 'regulation', company_registry: 'regulation', sector_regulator: 'regulation', data_protection_authority: 'regulation', law: 'regulation',
  standard: 'regulation', scheme: 'institution', institution: 'institution', investor_type: 'institution', competitor: 'competitor',
  platform: 'technology', marketplace: 'technology', payment_rail: 'technology', channel: 'channel',
};
const FAMILY_OF_TECH = (e: Entity) => (e.kind === 'technology' ? e.fact.family : e.kind === 'record' ? (e.record.family ?? KIND_OF_TYPE[e.record.type]) : e.kind);
const kindOf = (e: Entity) => (e.kind === 'record' ? KIND_OF_TYPE[e.record.type] ?? 'record' : e.kind);

/** All intents ranked for a message; the entities, options and archetype add evidence. */
export function rankIntents(message: string, entities: Entity[], options: string[], archetype: ArchetypeId | null): Scored[] {
  const kinds = new Set<string>(entities.flatMap((e) => [kindOf(e), FAMILY_OF_TECH(e)]));
  const namedRule = entities.some((e) => e.kind === 'record' && kindOf(e) === 'regulation');
  const techFamilies = entities.filter((e) => e.kind === 'technology').map((e) => FAMILY_OF_TECH(e));
  const scored = INTENTS.map((intent) => {
    let score = 0;
    for (const [re, w] of intent.cues) if (re.test(message)) score += w;
    for (const k of intent.entities ?? []) if (kinds.has(k)) score += 2;
    if (intent.id === 'compliance' && kinds.has('regulation')) score += 1; // a named rule is asked about as a rule, whatever its words
    // A named tax rule, authority or registry decides the intent over the words around it (IR35 is tax, not equity).
    if (intent.id === 'compliance' && namedRule) score += 2;
    if (archetype && intent.archetypes?.includes(archetype)) score += score > 0 ? 1 : 0;
    if (intent.family === 'decision' && options.length >= 2) score += 1;
    // "Should we X or Y?": a choice, whatever the nouns around it.
    if (intent.id === 'choose_generic' && options.length >= 2 && /^\s*(should|shall|which|is it better|do we|would it be better)\b/i.test(message)) score += 2;
    // Two named options of the same technology family: the matching choice intent is the question.
    if (intent.family === 'decision' && intent.entities?.some((k) => techFamilies.filter((f) => f === k).length >= 2)) score += 3;
    return { intent, score };
  });
  return scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score);
}

export const intentById = (id: string) => INTENTS.find((i) => i.id === id)!;
