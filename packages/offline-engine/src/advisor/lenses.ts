/**
 * What each co-founder says about each kind of question: strategy (market, competition, money),
 * product (users, scope, evidence), technology (build, security, integration), operations (cost,
 * legal, process, people) and marketing (message, channels, launch). Built from the knowledge
 * tables and the startup model; no two lenses read the same table field.
 */
import { archetypeAsSold, CAPACITY_PER_ACCOUNT, consumerChannel, whoPays } from '@uc/startup-model';
import { article, list, lowerLabel, withArticle } from '../documents/grammar';
import { CHANNELS, CUSTOMER_TYPES, EQUITY_NORMS, FIRST_HIRES, FUNDRAISING, PRICING_MODELS, type Channel } from '../knowledge';
import { recordsIn } from '../knowledge/records';
import { RULE_TYPES } from '../knowledge/records/applies';
import type { Family } from '../understand/intents';
import { benchmarks, founderPrices, stageBucket, type AdvisorContext } from './context';
import type { Lens } from './decide';
import type { Understanding } from './understand';

export type Block = { rec: string; title: string; lines: string[]; next: string[] };

const pct = (n: number | null | undefined) => (n == null ? null : `${n}%`);
/**
 * The channels for the startup's customer type. Where the business model sells to both, who pays decides: rural
 * households renting a solar kit or commuters booking a repair are reached as consumers, not at trade fairs.
 */
export const channelsFor = (ctx: AdvisorContext): Channel[] => {
  const types = ctx.archetype ? CUSTOMER_TYPES[ctx.archetype] : ['smb' as const];
  const people = PEOPLE_FIRST.includes(ctx.archetype ?? '') && whoPays(ctx.customers).payer === 'person';
  return CHANNELS.filter((c) => (people ? c.customer === 'consumer' : types.includes(c.customer)));
};
/** Business models sold to organisations by default that individuals buy too. */
const PEOPLE_FIRST = ['hardware_subscription', 'services'];
export function fundingFor(ctx: AdvisorContext) {
  if (ctx.archetype === 'nonprofit') return FUNDRAISING.filter((f) => f.region === 'nonprofit');
  const eu = ['DE', 'FR', 'ES', 'IT', 'PT', 'NL', 'IE', 'SE', 'PL', 'EU'].includes(ctx.country ?? '') ? 'EU' : null;
  const region = eu ?? (['US', 'GB', 'NG', 'IN'].includes(ctx.country ?? '') ? ctx.country! : 'US');
  const stage = stageBucket(ctx.stage) === 'early' ? 'pre-seed' : stageBucket(ctx.stage) === 'traction' ? 'seed' : 'series-a';
  const rows = FUNDRAISING.filter((f) => f.region === region);
  return rows.filter((f) => f.stage === stage).concat(rows.filter((f) => f.stage !== stage)).slice(0, 2);
}
/** The payment provider that fits the country (Paystack in Nigeria and Ghana, Razorpay in India, else Stripe). */
export const payProvider = (c: AdvisorContext) => (['NG', 'GH'].includes(c.country ?? '') ? 'Paystack' : c.country === 'IN' ? 'Razorpay' : 'Stripe');
const taxWord = (c: AdvisorContext) => (c.country === 'US' ? 'sales tax' : 'VAT');
/**
 * A desk, bed or locker rented to individuals by the month, or a membership used in person (a gym, a weekly box):
 * no free plan.
 */
const rentedToIndividuals = (ctx: AdvisorContext) => ctx.archetype === 'consumer_subscription'
  && (!!ctx.model?.assumptions.some((a) => a.key === CAPACITY_PER_ACCOUNT)
    || consumerChannel(ctx.business) === 'in_person');
/**
 * The pricing models that fit, the likeliest first: a service whose clients buy a visit now and then (fewer billed
 * hours a month than a working day) is priced per visit; one whose clients buy a week a month, by retainer (a price
 * per visit, lesson or repair is not offered to a consultancy), nor freemium to a desk rented by the month.
 */
const pricingFor = (ctx: AdvisorContext) => {
  const rented = rentedToIndividuals(ctx);
  const fits = PRICING_MODELS.filter((p) => (!ctx.archetype || p.fits.includes(ctx.archetype))
    && !(rented && p.id === 'freemium'));
  const hours = ctx.model?.assumptions.find((a) => a.key === 'hours_per_client_month')?.value;
  const visits = hours !== undefined && hours < 8;
  const perVisit = fits.filter((p) => p.id === 'per-visit');
  const others = fits.filter((p) => p.id !== 'per-visit');
  return visits ? [...perVisit, ...others] : others;
};
const hiresFor = (ctx: AdvisorContext) => FIRST_HIRES[ctx.archetype ?? 'b2b_saas'];
export const when = (ctx: AdvisorContext) => ({ early: 'in the next two weeks, without spending', traction: 'this month', scale: 'this quarter' })[stageBucket(ctx.stage)];

const DEFAULTS_LEAD = 'Defaults in the startup model, to confirm on the Startup screen';

function figuresLine(ctx: AdvisorContext, which: ('arpu' | 'margin' | 'cac' | 'payback' | 'runway' | 'burn' | 'ask' | 'gap' | 'breakeven' | 'tam')[]): string[] {
  const f = ctx.figures;
  if (!f) return ['- No startup model yet: fill in the Startup screen so these numbers are yours, not placeholders.'];
  const u = f.unit_economics;
  const d = ctx.onDefaults;
  // Each figure with whether it rests on a default: those are listed apart, never passed as the founder's.
  const map: Record<string, [string, boolean] | null> = {
    arpu: u.arpu_monthly != null ? [`revenue per ${ctx.arpuPer}: ${ctx.money(u.arpu_monthly)} a month`, d.arpu] : null,
    margin: u.gross_margin_pct != null ? [`gross margin ${pct(u.gross_margin_pct)}`, d.margin] : null,
    cac: u.cac != null ? [`CAC ${ctx.money(u.cac)}`, d.cac] : null,
    payback: u.cac_payback_months != null ? [`CAC payback ${u.cac_payback_months} months`, d.payback] : null,
    runway: [f.runway_months != null ? `runway ${f.runway_months} months` : 'runway: not burning in the plan', d.plan],
    burn: [`average burn in year 1: ${ctx.money(f.avg_monthly_burn_y1)} a month`, d.plan],
    ask: f.ask > 0 ? [`the plan’s ask: ${ctx.money(f.ask)} (${f.funding_kind}) in month ${f.ask_month}`, d.ask] : null,
    gap: f.funding_gap > 0
      ? [`funding gap: ${ctx.money(f.funding_gap)} more is needed for cash to stay above zero`, d.plan] : null,
    breakeven: [f.break_even_month != null ? `break-even in month ${f.break_even_month}`
      : 'break-even: not within 36 months in the plan', d.plan],
    tam: [f.market_sized ? `TAM ${ctx.money(f.tam)}, SAM ${ctx.money(f.sam)}, SOM ${ctx.money(f.som)}`
      : 'market to be sized (the customers are not counted yet)', false],
  };
  const parts = which.map((k) => map[k]).filter((x): x is [string, boolean] => !!x);
  const prices = which.includes('arpu') ? founderPrices(ctx, true).map((t) => `your price: ${t}`) : [];
  const own = [...prices, ...parts.filter(([, def]) => !def || !ctx.described).map(([t]) => t)];
  const defaults = parts.filter(([, def]) => def && ctx.described).map(([t]) => t);
  const from = ctx.described ? 'From the startup model' : 'From the startup model’s defaults (no startup profile yet)';
  const lines = [
    ...(own.length ? [`- ${from}: ${own.join('; ')}.`] : []),
    ...(defaults.length ? [`- ${DEFAULTS_LEAD}: ${defaults.join('; ')}.`] : []),
  ];
  // Figures the founder wrote that the model could not place: say so rather than let a default pass as theirs.
  const unplaced = ctx.unplaced.length && which.includes('arpu')
    ? [`- Not yet in the model: you wrote ${ctx.unplaced.slice(0, 3).map((q) => `“${q}”`).join(', ')}; a default stands in until ` +
        'you answer the question on the Startup screen.']
    : [];
  return [...lines, ...unplaced];
}

function benchmarkLines(ctx: AdvisorContext, keys?: RegExp): string[] {
  return benchmarks(ctx)
    .filter((b) => !keys || keys.test(`${b.key} ${b.label}`))
    .slice(0, 3)
    .map((b) => `- Benchmark, ${b.label}: ${b.low}–${b.high}${b.unit === 'percent' ? '%' : b.unit === 'months' ? ' months' : ''} (${b.source}).`);
}

type Writer = (ctx: AdvisorContext, u: Understanding) => Block;
/** Whether the knowledge base holds any rule of the country's own (a standard is nobody's own). */
const coversRules = (country: string) =>
  recordsIn(country).some((r) => RULE_TYPES.has(r.type) && r.type !== 'standard');

/** What to say when the country's own rules cannot be listed: never "set the country" when it is set. */
const missingRules = (c: AdvisorContext): string[] => {
  if (!c.country || !c.countryName) {
    return c.regs.length ? [] : ['- Set the country and sector on the Startup screen so the rules can be listed.'];
  }
  if (!coversRules(c.country)) {
    return [`- The knowledge base holds no rules of ${c.countryName}’s own yet: ask a lawyer there which company `
      + 'registration, tax, data-protection and sector licences apply before you launch.'];
  }
  if (c.regs.length) return [];
  return [`- No rule of ${c.countryName} in the knowledge base is known to apply from your profile: `
    + 'say what you sell and to whom on the Startup screen, and check with a lawyer.'];
};

/** A plan whose cash never runs out raises nothing by default: the advice says so before any round size. */
const needsNoMoney = (c: AdvisorContext) => !!c.figures && c.figures.ask === 0 && c.figures.funding_gap === 0
  && c.model?.funding.provenance === 'default';
const NO_MONEY_NEEDED = 'On these figures the plan needs no outside money: raise only for growth the money '
  + 'clearly buys';
const NO_MONEY_LINE = '- Cash never runs out in the base case, so the plan raises nothing; the round sizes below '
  + 'are for the case where you choose to raise.';

/** "Ask a lawyer in Nigeria to confirm the rule listed in one call" (or the N rules, or which rules apply). */
const askALawyer = (c: AdvisorContext) => {
  const n = c.regs.length;
  const rules = n > 1 ? `the ${n} rules listed` : n ? 'the rule listed' : 'which rules apply';
  return `Ask a lawyer${c.countryName ? ` in ${c.countryName}` : ''} to confirm ${rules} in one call`;
};

const W: Record<Exclude<Family, 'decision'>, Record<Lens, Writer>> = {
  compete: {
    strategic: (c) => ({ rec: `Pick the segment where the incumbents’ breadth is a burden for ${c.customers}, and win it completely before widening`, title: 'The landscape', lines: c.competitors.slice(0, 5).map((x) => `- ${x.name}: ${x.category}.`).concat(c.competitors.length ? [] : [`- Map incumbents, challengers and the substitute (what ${c.cw} do today without you).`]), next: [`List the five alternatives ${c.customers} use today and what each costs them`, `Write the one sentence on why ${withArticle(c.customer)} switches`] }),
    product: (c) => ({ rec: `Be ten times better at one job ${c.customers} do every week rather than matching feature lists`, title: 'Where to out-build them', lines: [`- Watch three ${c.cw} use the incumbent; write down every workaround.`], next: [`Watch three ${c.cw} work and prototype the step they complain about most`] }),
    technical: (c) => ({ rec: 'Integrate with the incumbent systems first; replacing them is a later fight', title: 'Technical angle', lines: [`- Import and export of ${c.customer} data in the incumbents’ formats removes the switching objection.`], next: [`List the systems ${c.cw} cannot leave and their integration options`] }),
    operations: (c) => ({ rec: `Make switching cheap and safe: onboarding, data migration and a contract ${c.cw} can leave`, title: 'Switching costs', lines: [`- Offer migration as a service for the first ${c.customers}.`], next: [`Write the onboarding checklist and time it with ${withArticle(c.customer)}`] }),
    marketing: (c) => ({ rec: `Position against the category, not the brand: one clear difference ${c.customers} feel in their first week`, title: 'Message against rivals', lines: [`- Use ${c.cw}’ words from reviews of competitors.`], next: [`Collect 20 review quotes from ${c.cw} about the alternatives and draft one comparison page`] }),
  },
  comply: {
    strategic: (c) => ({ rec: `Treat compliance in ${c.countryName ?? 'your market'} as part of the product’s cost of entry and plan the launch around its longest item`, title: 'What applies', lines: c.regs.slice(0, 6).map((r) => `- ${r.name}: ${r.summary.split(';')[0]}.`).concat(missingRules(c)), next: [askALawyer(c)] }),
    product: (c) => ({ rec: 'Design consent, access control and data deletion into the first version; retrofitting them is slower', title: 'In the product', lines: c.regs.slice(0, 3).map((r) => `- ${r.name}: ${r.build.split(', ')[0]}.`), next: ['Add consent and data-export stories to the MVP backlog'] }),
    technical: (c) => ({ rec: 'Encrypt, log access and host where the rules allow before storing the first real record', title: 'Build requirements', lines: c.regs.slice(0, 4).map((r) => `- ${r.name}: ${r.build}.`), next: [`Turn on encryption at rest, audit logs and backups before the first real ${c.customer} record`] }),
    operations: (c) => ({ rec: 'Write the compliance checklist by sector and country now, owner and date per item', title: 'Checklist', lines: c.regs.slice(0, 6).flatMap((r) => r.obligations.slice(0, 2).map((o) => `- [ ] ${r.name}: ${o}.`)), next: [c.regs.length === 1 ? 'Name an owner and a date for that item' : 'Name an owner and a date for each item'] }),
    marketing: (c) => ({ rec: `Make trust visible to ${c.cw} with a plain-language security and privacy page, and claim only what you do`, title: 'Trust as a message', lines: [`- ${c.cw.charAt(0).toUpperCase() + c.cw.slice(1)} will send a security questionnaire: prepare one answer set.`], next: [`Draft the trust page ${c.cw} will read before buying`] }),
  },
  price: {
    strategic: (c) => ({ rec: `Price on the value ${c.customers} get, using ${pricingFor(c)[0]?.name ?? 'one simple plan'}`, title: 'Price and model', lines: [...figuresLine(c, ['arpu', 'margin']), ...benchmarkLines(c, /take|price|margin|churn/i), ...pricingFor(c).slice(0, 2).map((p) => `- ${p.name}: ${p.how}; watch ${p.watch}.`)], next: [`Ask ten ${c.cw} what they pay today for the same job`] }),
    product: (c) => ({ rec: `Package the price around the moment of value: a plan limit ${c.cw} hit only when they are succeeding`, title: 'Packaging', lines: [`- Two plans at most at launch; the difference is a limit on ${c.unit}s, not a hidden feature.`, `- Show ${c.cw} the price before they sign up.`], next: [`Test the plan page with five ${c.cw}`] }),
    technical: (c) => ({ rec: `Bill through ${payProvider(c)}’s recurring charges and invoices; build no billing logic you can buy`, title: 'Billing set-up', lines: [`- ${payProvider(c)}’s hosted checkout keeps card data out of your systems (PCI DSS scope).`, `- Keep the price per ${c.unit} in configuration so you can test it.`], next: [`Set up ${payProvider(c)}’s test mode`] }),
    operations: (c) => ({ rec: `Set payment terms, ${taxWord(c)} handling and collection before the first invoice to ${article(c.customer)} ${c.customer}`, title: 'Collecting the money', lines: [...figuresLine(c, ['cac', 'payback']), `- Annual prepayment improves cash: offer ${c.cw} a discount for it.`, `- Check ${taxWord(c)} registration rules${c.countryName ? ` in ${c.countryName}` : ''}.`], next: [`Write the invoice and refund policy for ${c.cw}`] }),
    marketing: (c) => ({ rec: `Say the price per ${c.unit} with its value next to it and test two price points in real offers`, title: 'Price in the market', lines: [`- A pre-sale to ${c.cw} at the target price is the real test; surveys overstate willingness to pay.`, `- Compare with what ${c.customers} pay competitors and substitutes.`], next: ['Run two offers at different prices and compare conversion'] }),
  },
  raise: {
    strategic: (c) => ({ rec: c.archetype === 'nonprofit' ? 'Fund the programme with grants and donors matched to your outcomes; equity is not available to a non-profit' : needsNoMoney(c) ? NO_MONEY_NEEDED : `Raise for one milestone that changes what ${c.name} is worth, with 18–24 months of runway`, title: 'How much and from whom', lines: [...figuresLine(c, ['ask', 'gap', 'runway', 'burn']), ...(needsNoMoney(c) ? [NO_MONEY_LINE] : []), ...fundingFor(c).map((f) => `- ${f.stage === 'any' ? 'Non-profit funding' : `${f.stage} in ${f.region}`}: ${f.amount}; ${f.instruments}.`), ...(fundingFor(c).some((f) => f.stage !== 'any') ? ['- These round sizes are typical ranges, not quotes: confirm them against recent rounds in your sector with two local investors.'] : [])], next: [`Write the milestone the money buys in ${c.cw} or revenue`, `List 30 ${c.archetype === 'nonprofit' ? 'funders' : 'investors'} who back ${stageBucket(c.stage) === 'early' ? 'pre-seed' : 'seed'} ${c.sector ?? ''} companies${c.countryName ? ` in ${c.countryName}` : ''}`] }),
    product: (c) => ({ rec: 'Bring evidence, not features: retention, a waitlist converting, or paid pilots', title: 'Traction to show', lines: [`- Quotes from ${c.cw} who would be upset to lose the product.`], next: [`Chart ${c.cw} and revenue month by month`] }),
    technical: (c) => ({ rec: `Keep the code base, the data of ${c.cw} and IP assignment clean for due diligence`, title: 'Diligence readiness', lines: ['- IP assigned to the company by every founder and contractor.'], next: ['Check that every founder and contractor signed an IP assignment'] }),
    operations: (c) => ({ rec: 'Prepare the data room and the legal basics before the first meeting', title: 'Paperwork', lines: [...fundingFor(c).map((f) => `- ${f.note}.`)], next: [`Fill the data room checklist for ${c.countryName ?? 'your country'}`] }),
    marketing: (c) => ({ rec: 'Tell the story as problem, proof and the milestone the money buys, in ten slides', title: 'The story', lines: [`- Open with the problem of ${c.customers} in one sentence and a number.`], next: [`Write the one-paragraph update you would send about ${c.cw} after the round`] }),
  },
  team: {
    strategic: (c) => ({ rec: `Hire ${hiresFor(c)[0]} first: it removes the bottleneck of the next six months`, title: 'Hiring order', lines: hiresFor(c).map((h, i) => `${i + 1}. ${h}.`), next: [`Write the scorecard for ${hiresFor(c)[0]}`] }),
    product: (c) => ({ rec: `Keep ${c.customer} discovery with the founders; hire builders who will talk to users too`, title: 'Roles and discovery', lines: [`- Every hire joins ${c.customer} calls in their first month.`], next: [`Define the hire’s first 90 days with ${c.cw}`] }),
    technical: (c) => ({ rec: `Hire a senior generalist who can ship the ${c.unit} flow end to end, or use a contractor with a clear hand-over plan`, title: 'Engineering capacity', lines: [`- A paid trial project on a real ${c.unit} problem tells more than interviews.`], next: [`Prepare a one-day paid trial task on the ${c.unit} flow`] }),
    operations: (c) => ({ rec: 'Put equity, vesting and IP assignment in writing before anyone starts', title: 'Equity norms', lines: EQUITY_NORMS.filter((n) => c.country === 'GB' || !n.includes('EMI')).slice(stageBucket(c.stage) === 'early' ? 0 : 1, stageBucket(c.stage) === 'early' ? 2 : 4).map((n) => `- ${n.charAt(0).toUpperCase()}${n.slice(1)}.`), next: [`Draft the offer letter, with vesting and IP assignment, for ${hiresFor(c)[0]}`] }),
    marketing: (c) => ({ rec: `Recruit through the same communities you sell to: candidates who know the ${c.customer} ramp faster`, title: 'Finding people', lines: [`- Referrals from ${c.cw} and advisers first.`], next: [`Post the role in two communities where your ${c.cw} gather`] }),
  },
  gtm: {
    strategic: (c) => ({ rec: `Concentrate on one segment of ${c.customers} and one channel until it produces customers predictably`, title: 'Where to focus', lines: [...figuresLine(c, ['cac', 'payback']), ...benchmarkLines(c, /cac|payback|conversion/i)], next: [`Pick the segment of ${c.cw} with the sharpest pain and the shortest sales cycle`] }),
    product: (c) => ({ rec: `Make the landing page and the first session prove the promise to ${c.cw}; channels only amplify what activation does`, title: 'Activation first', lines: [`- Measure sign-up to the first ${c.unit}; fix that step before buying traffic.`], next: [`Time a new ${c.customer}’s path to the first result`] }),
    technical: (c) => ({ rec: `Instrument the funnel before spending: source, sign-up, first ${c.unit}, payment`, title: 'Measurement', lines: [`- UTM tags on every link; one event per funnel step, through to the first paid ${c.unit}.`], next: [`Add the four funnel events up to the first paid ${c.unit}`] }),
    operations: (c) => ({ rec: 'Run the pipeline in one simple CRM with a weekly review and a fixed test budget', title: 'Running it', lines: channelsFor(c).slice(0, 3).map((ch) => `- ${ch.name}: ${ch.cost}.`), next: [`Set the monthly test budget and the cost per ${c.customer} at which a channel stops`] }),
    marketing: (c) => ({ rec: `Start with ${channelsFor(c)[0]?.name ?? 'founder-led outreach'}: the fastest feedback for this kind of customer`, title: `Channels for your ${c.cw}`, lines: channelsFor(c).map((ch) => `- ${ch.name}: ${ch.cost}; first result ${ch.timeToFirstResult}. ${ch.how}.`), next: [`Run ${channelsFor(c).slice(0, 2).map((x) => x.name).join(' and ') || 'two channel tests'} for two weeks each`] }),
  },
  economics: {
    strategic: (c) => ({ rec: 'Decide on the numbers that limit growth first: the one that is furthest from its benchmark', title: 'The numbers that matter', lines: [...figuresLine(c, ['arpu', 'margin', 'cac', 'payback', 'breakeven']), ...benchmarkLines(c)], next: [`Compare each figure with the ${c.archetypeLabel ?? 'archetype'} benchmark and pick the worst`] }),
    product: (c) => ({ rec: `Retention is the product’s job: find the step where ${c.cw} stop getting value`, title: 'Retention', lines: [`- Interview the last five ${c.cw} who left.`], next: [`Build the first cohort table of ${c.cw}`] }),
    technical: (c) => ({ rec: `Know the cost to serve one ${c.customer}: hosting, third-party fees and support`, title: 'Cost to serve', lines: [...figuresLine(c, ['margin'])], next: [`Add cost per ${c.customer} to the dashboard`] }),
    operations: (c) => ({ rec: 'Review burn and runway monthly and plan funding six months before cash runs out', title: 'Cash', lines: figuresLine(c, ['burn', 'runway', 'gap', 'ask']), next: [`Set up a monthly cash review with revenue per ${c.customer} next to burn`] }),
    marketing: (c) => ({ rec: 'Measure CAC per channel, not blended, and stop channels above the payback target', title: 'Acquisition cost', lines: [...figuresLine(c, ['cac', 'payback']), ...benchmarkLines(c, /cac|payback/i)], next: [`Compute the cost of acquiring ${article(c.customer)} ${c.customer} for each channel you used last month`] }),
  },
  product: {
    strategic: (c) => ({ rec: `State the riskiest assumption about ${c.customers} and design the cheapest test of it`, title: 'Hypothesis', lines: [`- Evidence that counts: ${c.cw} giving money, time or data up front.`], next: [`Write the hypothesis about ${c.cw} and its pass/fail threshold`] }),
    product: (c) => ({ rec: `Scope the first version to one complete flow for ${c.customers} and measure whether they come back`, title: 'Scope and evidence', lines: ['| Item | Keep? | Why |', '| --- | --- | --- |', '| The core flow, end to end | Yes | It is the promise |', '| Accounts and payment | Yes | Proves willingness to pay |', `| Settings, integrations, reports | Later | No first ${c.customer} misses them |`], next: [`Interview five ${c.cw} with the script from the interview plan`, 'Ship the core flow to them'] }),
    technical: (c) => ({ rec: `Build the thinnest slice that delivers one ${c.unit} end to end, with tests on the money path`, title: 'Build slice', lines: [`- Week 1–2: one ${c.unit} end to end; week 3–4: accounts and payments; then hardening.`], next: [`Deploy the slice to a staging URL and let one ${c.customer} try it`] }),
    operations: (c) => ({ rec: `Run the pilot like a project: dates, success criteria, who supports the ${c.cw}`, title: 'Running the pilot', lines: [`- One page with criteria, price per ${c.unit} and dates, signed before starting.`], next: [`Draft the pilot agreement for the first ${c.cw}`] }),
    marketing: (c) => ({ rec: `Test the promise before the product: a page, a message and a sign-up from ${c.customers}`, title: 'Demand test', lines: [`- Two headlines, one audience of ${c.cw}, a week: keep the one that converts.`], next: [`Publish the test page and send it to 50 ${c.cw}`] }),
  },
  tech: {
    strategic: (c) => ({ rec: `Buy commodity components and spend engineering only where ${c.cw} see the difference`, title: 'Build or buy', lines: ['- Payments, auth, e-mail and scheduling: buy.', '- Your core workflow and data model: build.'], next: ['List components as buy or build'] }),
    product: (c) => ({ rec: `Choose what lets you change the product weekly; ${c.cw} notice speed of improvement, not the stack`, title: 'What users notice', lines: ['- Fast pages, reliable saving, clear errors.'], next: ['Set a weekly release rhythm'] }),
    technical: (c) => ({ rec: `Use a mainstream stack the team knows${c.regs.some((r) => r.sectors.includes('health' as never) || r.sectors.includes('finance' as never)) ? ', hosted on a cloud that signs the agreements your sector requires' : ''}`, title: 'Architecture', lines: ['| Layer | Choice | Why |', '| --- | --- | --- |', '| App | A typed web framework the team knows | Speed of change |', '| Data | PostgreSQL | Relational, reliable, cheap |', `| Hosting | ${c.sector === 'health' || c.sector === 'finance' ? 'A major cloud region with the required agreements' : 'A managed platform'} | ${c.sector === 'health' || c.sector === 'finance' ? 'Regulated data' : 'No ops team needed'} |`], next: ['Write a one-page architecture note'] }),
    operations: (c) => ({ rec: `Keep monthly tooling costs per ${c.customer} visible and owned; cancel what nobody uses`, title: 'Running costs', lines: ['- Budget alerts on the cloud account from day one.'], next: ['Set budget alerts'] }),
    marketing: (c) => ({ rec: `Turn reliability and security into trust signals ${c.cw} see on the website`, title: 'Trust signals', lines: ['- A status page and a security page answer buyers’ questions early.'], next: ['Publish a security page'] }),
  },
  marketplace: {
    strategic: () => ({ rec: 'Constrain the market to one city and one category until most searches find a match', title: 'Liquidity', lines: ['- Measure the share of searches that end in a booking, per area.'], next: ['Pick the launch area'] }),
    product: () => ({ rec: 'Design for trust on both sides: verified profiles, reviews and protected payment', title: 'Trust features', lines: ['- Payment held until handover; clear cancellation rules.'], next: ['Map the booking flow for both sides'] }),
    technical: () => ({ rec: 'Use a marketplace payments product (such as Stripe Connect) for split payments and payouts', title: 'Payments and payouts', lines: ['- Sellers’ identity checks come with the payments provider’s onboarding.'], next: ['Prototype a split payment in test mode'] }),
    operations: (c) => ({ rec: `Hand-recruit the first supply yourself, in one area, and onboard each ${c.customer === `${c.customer}` ? 'supplier' : 'listing'} personally`, title: 'Supply operations', lines: channelsFor(c).filter((ch) => ch.customer === 'marketplace_supply').map((ch) => `- ${ch.name}: ${ch.how}.`), next: ['Sign the first 20 suppliers in the launch area'] }),
    marketing: (c) => ({ rec: 'Bring demand only where supply is live, with local channels and pages per area', title: 'Demand', lines: channelsFor(c).filter((ch) => ch.customer === 'marketplace_demand').map((ch) => `- ${ch.name}: ${ch.how}.`), next: ['Launch one local demand channel'] }),
  },
  hardware: {
    strategic: (c) => ({ rec: 'Keep the device cheap and the subscription valuable: the margin is in the service', title: 'Hardware economics', lines: [...figuresLine(c, ['margin', 'gap']), '- Target a bill of materials (BOM) well under the device price so the subscription pays back the install quickly.'], next: ['Write the target BOM cost per unit'] }),
    product: (c) => ({ rec: `Make installation a 15-minute job and prove the alert or reading ${c.cw} act on`, title: 'Field experience', lines: ['- Pilot on a few sites before a production run.'], next: ['Run a pilot on three sites'] }),
    technical: () => ({ rec: 'Design for manufacturing early: certified radio modules, standard parts, test points', title: 'Design for manufacturing', lines: ['- EVT → DVT → PVT builds, each with a test plan.', '- Firmware updates over the air from the first unit.'], next: ['Freeze the EVT schematic and BOM'] }),
    operations: () => ({ rec: 'Quote a small first run with two contract manufacturers and secure long-lead parts', title: 'Manufacturing steps', lines: ['- Ask for quotes at 100, 1,000 and 5,000 units to see the cost curve.', '- Minimum order quantities and lead times decide cash needs: hold only a quarter of stock.', '- Budget certification tests (radio, safety, ingress) before the production run.'], next: ['Send the BOM to two contract manufacturers for quotes'] }),
    marketing: (c) => ({ rec: `Sell through a few reference ${c.cw} and the associations they trust`, title: 'Selling hardware', lines: ['- Case studies with measured results from the pilot sites.'], next: [`Agree a case study with the first pilot ${c.customer}`] }),
  },
  company: {
    strategic: (c) => ({ rec: `Choose the structure investors and ${c.cw} in your market expect; revisit only with a reason`, title: 'Structure and risks', lines: ['- Rank risks by impact and retire the biggest first.'], next: ['List the top three risks with an owner'] }),
    product: (c) => ({ rec: `Keep the company work light so time with ${c.cw} keeps its weekly rhythm`, title: 'Focus', lines: ['- Batch admin work into one afternoon a week.'], next: ['Block the weekly admin slot'] }),
    technical: (c) => ({ rec: `Own accounts, domains, code and the data of ${c.cw} in the company’s name from day one`, title: 'Assets', lines: ['- Domains, app-store accounts, cloud and repositories under company ownership.'], next: ['Move any personal accounts to the company'] }),
    operations: (c) => ({ rec: `Set up the company in ${c.countryName ?? 'your country'} with a bank account, bookkeeping and signed founder agreements`, title: 'Set-up checklist', lines: ['- [ ] Incorporate; founder shares with vesting.', '- [ ] IP assignment from founders and contractors.', '- [ ] Business bank account, bookkeeping, invoicing.', '- [ ] Customer terms and privacy policy.'], next: ['Book the incorporation'] }),
    marketing: (c) => ({ rec: `Protect the name ${c.cw} will search for: trademark search and domains before the public launch`, title: 'Name and brand', lines: ['- Check the trademark registers in your first markets.'], next: ['Run a trademark search'] }),
  },
};

/** A list whose items contain "and" is separated by semicolons, so it still reads as a list. */
const joinItems = (xs: string[]) => (xs.some((x) => / and /.test(x)) ? xs.join('; ') : list(xs));

const FAMILY_INDEX: Record<string, number> = { compete: 0, comply: 1, price: 2, raise: 3, team: 4, gtm: 5, economics: 6, product: 7, tech: 8, marketplace: 9, hardware: 10, company: 11 };
const nth = <T,>(xs: readonly T[], i: number): T | undefined => (xs.length ? xs[i % xs.length] : undefined);

/** The archetype's own angle on the question, from the startup model's definition (canvas, KPIs, costs). */
function archetypeAngle(ctx: AdvisorContext, lens: Lens, family: string): string[] {
  const def = ctx.archetype ? archetypeAsSold(ctx.archetype, ctx.business) : undefined;
  if (!def) return [];
  const i = FAMILY_INDEX[family] ?? 0;
  const c = def.canvas;
  // "Free to start" is no promise of a desk rented by the month.
  const promises = rentedToIndividuals(ctx)
    ? c.value_propositions.filter((v) => !/^free\b/i.test(v)) : c.value_propositions;
  const kpi = nth(def.kpis, i);
  const lines: Record<Lens, (string | undefined)[]> = {
    strategic: [`For ${article(def.label)} ${def.label.toLowerCase()}: ${def.mechanics.charAt(0).toLowerCase()}${def.mechanics.slice(1)}`, nth(promises, i) && `The promise to keep in view: ${nth(promises, i)!.toLowerCase()}.`],
    product: [kpi && `The number this moves: ${lowerLabel(kpi.label)} (${kpi.description}).`, nth(c.customer_relationships, i) && `How ${def.vocabulary.customers} expect to be served: ${nth(c.customer_relationships, i)!.toLowerCase()}.`],
    technical: [nth(c.key_resources, i) && `The asset to protect: ${nth(c.key_resources, i)!.toLowerCase()}.`, nth(c.key_activities, i) && `The activity the system must support well: ${nth(c.key_activities, i)!.toLowerCase()}.`],
    operations: [`The costs that matter in this model: ${joinItems(def.costStructure.slice(0, 3).map((x) => x.toLowerCase()))}.`, nth(c.key_partners, i) && `A partner to line up: ${nth(c.key_partners, i)!.toLowerCase()}.`],
    marketing: [`Channels that usually work for ${def.vocabulary.customers}: ${joinItems(c.channels.map((x) => x.toLowerCase()))}.`, nth(c.customer_segments, i) && `Segment: ${nth(c.customer_segments, i)!.toLowerCase()}.`],
  };
  return lines[lens].filter((x): x is string => !!x).map((x) => `- ${x.replace(/\.?$/, '.')}`);
}

/** Intents whose advice differs from their family's (volunteers are not hires: no equity, no offer letters). */
const BY_INTENT: Record<string, Record<Lens, Writer>> = {
  volunteers: {
    strategic: (c) => ({ rec: 'Treat volunteers as the supply side of the programme: secure one reliable source, such as a university partnership, before adding more', title: 'Volunteer supply', lines: channelsFor(c).filter((ch) => /volunteer/.test(ch.name)).map((ch) => `- ${ch.name}: ${ch.cost}; first result ${ch.timeToFirstResult}.`), next: ['Pick the one university whose term calendar fits the programme'] }),
    product: () => ({ rec: 'Design the volunteer journey: sign-up, vetting, training and a first session within two weeks', title: 'The volunteer journey', lines: ['- Match volunteers to students by subject and schedule, and track the show-up rate per week.'], next: ['Map the journey from sign-up to the first session and time each step'] }),
    technical: () => ({ rec: 'Keep volunteer sign-up, vetting status and session scheduling in one simple system', title: 'Volunteer records', lines: ['- A session cannot be booked until the volunteer’s background check is recorded as cleared.'], next: ['Add a vetting-status field that blocks scheduling until cleared'] }),
    operations: (c) => ({ rec: 'Run recruitment on the academic calendar, with vetting and training done before anyone meets a student', title: 'Recruiting, vetting, training', lines: [...c.regs.filter((r) => r.id === 'safeguarding').flatMap((r) => r.obligations.map((o) => `- [ ] ${o}.`)), '- [ ] A two-hour training with a safeguarding module and a shadowed first session.'], next: ['Contact three university volunteering offices before the term starts'] }),
    marketing: () => ({ rec: 'Recruit with the impact story: what one hour a week changes for one student', title: 'Recruiting message', lines: ['- Campus channels: volunteer fairs, student societies, course announcements and service-learning credit.'], next: ['Write the one-paragraph call for volunteers with one student’s story'] }),
  },
};

export function familyBlock(family: Family, lens: Lens, ctx: AdvisorContext, u: Understanding, angle = true): Block {
  const b = (BY_INTENT[u.intent.id] ?? W[family === 'decision' ? 'tech' : family])[lens](ctx, u);
  return angle ? { ...b, lines: [...b.lines, ...archetypeAngle(ctx, lens, family)] } : b;
}

/** The section titles each family's lenses write (the off-topic check: a title of another family must not appear). */
export function familyTitles(ctx: AdvisorContext, u: Understanding): Record<string, string[]> {
  return Object.fromEntries(
    (Object.keys(W) as (keyof typeof W)[]).map((f) => [f, (Object.keys(W[f]) as Lens[]).map((l) => W[f][l](ctx, u).title)]),
  );
}
