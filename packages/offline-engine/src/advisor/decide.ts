/**
 * Recommending one of the named options, per co-founder: each lens weighs the same criteria
 * differently (operations weighs cost, tech capability, marketing reach), and the startup's
 * context (sector, country, stage, archetype) adds fit. So the team can honestly disagree.
 */
import type { AdvisorContext } from './context';
import type { Option } from './understand';

export type Lens = 'strategic' | 'product' | 'technical' | 'operations' | 'marketing';
type Criteria = { cost: number; capability: number; reach: number; speed: number; control: number };

/** 1–5 per criterion (5 = best: cheapest, most capable, widest reach, fastest to ship, most control). */
const SCORES: Record<string, Criteria> = {
  lorawan: { cost: 5, capability: 3, reach: 3, speed: 3, control: 5 },
  'nb-iot': { cost: 3, capability: 3, reach: 4, speed: 4, control: 2 },
  'lte-m': { cost: 2, capability: 5, reach: 4, speed: 4, control: 2 },
  mesh: { cost: 4, capability: 3, reach: 2, speed: 2, control: 4 },
  'satellite-iot': { cost: 1, capability: 2, reach: 5, speed: 3, control: 1 },
  ussd: { cost: 3, capability: 2, reach: 5, speed: 3, control: 2 },
  sms: { cost: 3, capability: 1, reach: 5, speed: 5, control: 3 },
  whatsapp: { cost: 3, capability: 3, reach: 4, speed: 4, control: 1 },
  'native-app': { cost: 2, capability: 5, reach: 3, speed: 2, control: 4 },
  pwa: { cost: 4, capability: 3, reach: 4, speed: 5, control: 4 },
  'no-code': { cost: 4, capability: 2, reach: 3, speed: 5, control: 1 },
  'custom-code': { cost: 2, capability: 5, reach: 3, speed: 2, control: 5 },
  'build-payments': { cost: 1, capability: 2, reach: 2, speed: 1, control: 5 }, // months of licences and audits before the first payment works
  cloud: { cost: 3, capability: 5, reach: 4, speed: 3, control: 4 },
  paas: { cost: 4, capability: 3, reach: 3, speed: 5, control: 2 },
  serverless: { cost: 4, capability: 3, reach: 3, speed: 4, control: 3 },
};
const DEFAULT: Criteria = { cost: 4, capability: 4, reach: 4, speed: 5, control: 2 }; // bought components

const WEIGHTS: Record<Lens, Criteria & { fit: number }> = {
  strategic: { fit: 3, cost: 1, capability: 1, reach: 1, speed: 1, control: 2 },
  product: { fit: 3, cost: 0, capability: 1, reach: 2, speed: 2, control: 0 },
  technical: { fit: 2, cost: 0, capability: 3, reach: 0, speed: 1, control: 2 },
  operations: { fit: 2, cost: 3, capability: 0, reach: 0, speed: 2, control: 0 },
  marketing: { fit: 2, cost: 0, capability: 0, reach: 3, speed: 2, control: 0 },
};

/** How well an option fits this startup, 0–3, from sector, country, archetype and stage. */
function fit(o: Option, ctx: AdvisorContext, text: string): number {
  const id = o.tech?.id ?? '';
  const s = ctx.sector ?? '';
  const early = /idea|mvp/.test(ctx.stage);
  const t = text.toLowerCase();
  let f = 0;
  if (id === 'lorawan' && (s === 'agriculture' || /vineyard|farm|field|orchard|site/.test(t))) f += 3;
  if (id === 'nb-iot' && /basement|meter|underground|city|urban|scattered/.test(t)) f += 2;
  if (id === 'lte-m' && (s === 'transport' || /vehicle|moving|tracker|fleet/.test(t))) f += 3;
  if (id === 'mesh' && (/building|greenhouse|indoor|warehouse/.test(t) || s === 'real_estate')) f += 2;
  if (id === 'ussd' && ['NG', 'KE', 'GH', 'IN'].includes(ctx.country ?? '') && (s === 'finance' || ctx.archetype === 'fintech_transactions')) f += 3;
  if (id === 'sms' && /remind|notif|otp/.test(t)) f += 2;
  if (id === 'native-app' && (ctx.archetype === 'consumer_subscription' || /bluetooth|background|offline|camera/.test(t))) f += 2;
  if (id === 'pwa' && (ctx.archetype === 'b2b_saas' || ctx.archetype === 'marketplace' || early)) f += 2;
  if (id === 'no-code' && early) f += 3;
  if (id === 'custom-code' && (!early || s === 'health' || s === 'finance')) f += 2;
  if (id === 'cloud' && (s === 'health' || s === 'finance')) f += 3;
  if (id === 'paas') f += s === 'health' || s === 'finance' ? -2 : early ? 2 : 0;
  if (id === 'build-payments' && early) f -= 3;
  if (o.tech?.regions && ctx.country) f += o.tech.regions.includes(ctx.country) ? 3 : -2;
  if (id === 'stripe' && ['NG', 'GH'].includes(ctx.country ?? '')) f -= 1;
  return f;
}

/** Plain-word options ("SAFE or priced round"): the reversible, cheaper path scores on speed. */
function wordCriteria(label: string): Criteria {
  const l = label.toLowerCase();
  const quick = /\b(manual|no-?code|pilot|local|one|niche|small|free|safe|bootstrap\w*|freelanc\w*|contract\w*|existing|partner\w*|web|rent|lease|trial|outsourc\w*|agency|test)\b/.test(l);
  const big = /\b(build|own|custom|hire|full|national|global|enterprise|native|priced|in-?house|buy|everyone|all)\b/.test(l);
  const wide = /\b(consumer|social|b2c|mass|national|everyone|app|online|global)\b/.test(l);
  return { cost: quick ? 4 : 2, capability: big ? 5 : 3, reach: wide ? 5 : 3, speed: quick ? 5 : 2, control: big ? 5 : 2 };
}

export function scoreOption(o: Option, lens: Lens, ctx: AdvisorContext, text: string): number {
  const c = o.tech ? (SCORES[o.tech.id] ?? DEFAULT) : wordCriteria(o.label);
  const w = WEIGHTS[lens];
  return w.fit * fit(o, ctx, text) + w.cost * c.cost + w.capability * c.capability + w.reach * c.reach + w.speed * c.speed + w.control * c.control;
}

/** The lens's pick: the best-scoring option (ties keep the order the founder named them in). */
export function pick(options: Option[], lens: Lens, ctx: AdvisorContext, text: string): { best: Option; index: number; runnerUp: Option | null } {
  const scored = options.map((o, i) => ({ o, i, s: scoreOption(o, lens, ctx, text) })).sort((a, b) => b.s - a.s || a.i - b.i);
  return { best: scored[0].o, index: scored[0].i, runnerUp: scored[1]?.o ?? null };
}

/** The criterion a lens decides on, in words for the recommendation's reason. */
export const CRITERION: Record<Lens, string> = {
  strategic: 'fit with where the business must be in 18 months',
  product: 'what customers can use on day one',
  technical: 'what the system must do reliably',
  operations: 'cost and effort to run',
  marketing: 'how many customers it reaches',
};

/** What decides a choice in each option family, per lens: the questions to settle before committing. */
const DECIDES: Record<string, Record<Lens, string[]>> = {
  connectivity: {
    strategic: ['Whether you will own the network (gateways on customers’ sites) or rent an operator’s: owning it lowers cost per device and ties customers to your installation.', 'Which markets come next: coverage of each network differs by country.'],
    product: ['How often customers need a reading or an alert: every few minutes, hourly or daily.', 'Whether a customer can install the device and any gateway without help.'],
    technical: ['Payload size and reporting interval against each network’s limits.', 'The battery target (years) and whether firmware must update over the air.'],
    operations: ['Lifetime cost per device: module, SIM or airtime fees, and gateways with their power and backhaul.', 'Who visits the site when a gateway or device fails.'],
    marketing: ['Whether “no SIM fees” or “no gateway to install” is the stronger promise to these customers.', 'The proof they need: a pilot on their own site.'],
  },
  'mobile-channel': {
    strategic: ['Which customers you are built for: feature-phone users without data or smartphone users; the channel follows the segment.', 'Whether the leader already owns the smartphone segment.'],
    product: ['How many steps the core task takes: USSD menus fit three to five steps, not onboarding.', 'Whether customers share phones or lose them.'],
    technical: ['Session time-outs and telco integration for USSD; the app’s offline behaviour and data use.', 'How the same ledger and account serve every channel.'],
    operations: ['Per-session and per-message fees against revenue per customer.', 'Shortcode and telco agreements and their lead times.'],
    marketing: ['Where customers first hear of you: agents, radio and word of mouth favour a dial code; social media favours an app.', 'How easy the channel is to say out loud.'],
  },
  'app-platform': {
    strategic: ['Whether app-store presence matters for trust in this market.', 'How often customers open it: daily habits justify an app.'],
    product: ['Which device features the core flow needs: camera, Bluetooth, background location, offline.', 'How customers find and install it.'],
    technical: ['One codebase or two; iOS limits on web apps (no Web Bluetooth, limited background work).', 'Release speed: store review versus instant web updates.'],
    operations: ['Store fees and accounts, and the cost of maintaining two platforms.', 'Support for old devices.'],
    marketing: ['Store search and ratings versus links shared in messages and e-mail.', 'The install step as a drop-off in the funnel.'],
  },
  'build-approach': {
    strategic: ['What you must prove next: demand (no-code is enough) or a technical edge (code).', 'Whether investors will ask who owns the technology.'],
    product: ['How fast you can change the workflow after each customer conversation.', 'The limits customers will notice: speed, mobile use, data volume.'],
    technical: ['Where the tool’s ceiling is: logic, integrations, performance, data export.', 'How you would migrate off it when you outgrow it.'],
    operations: ['Monthly tool cost as users grow, versus the cost of an engineer.', 'Compliance evidence the tool can or cannot give.'],
    marketing: ['Whether a working demo next week beats a polished product next quarter for your launch.', 'Landing pages and forms that marketing can change without engineers.'],
  },
};
DECIDES.payments = {
  strategic: ['Which countries and currencies you will sell in over the next two years.', 'Whether payments are part of your product (marketplace payouts, savings) or only how you get paid.'],
  product: ['The payment methods customers in your market already use (cards, bank transfers, mobile wallets, direct debit).', 'How failed payments and refunds look to the customer.'],
  technical: ['Hosted checkout versus embedded fields, webhooks and reconciliation.', 'Subscriptions, split payments and payouts in the provider’s API.'],
  operations: ['Fees per transaction at your average ticket, payout timing and chargeback handling.', 'Who holds funds, and whether that needs a licence.'],
  marketing: ['Checkout conversion: familiar brands and methods convert better.', 'Whether “pay your way” is a selling point for these customers.'],
};
DECIDES.hosting = {
  strategic: ['Where regulated data may live and which agreements (BAA, data-processing) the host signs.', 'How much operations work the team can carry.'],
  product: ['Speed and uptime customers will notice.', 'Data residency questions customers will ask.'],
  technical: ['Managed databases, backups, regions and the path to scale.', 'How hard a later migration would be.'],
  operations: ['Monthly cost now and at ten times the load; startup credits available.', 'Who is on call.'],
  marketing: ['Trust claims you can make (“hosted in the EU”, “HIPAA-eligible services”).', 'Status page and uptime history for buyers.'],
};
DECIDES.messaging = {
  strategic: ['The channel customers answer in this market (SMS, WhatsApp, e-mail).', 'Dependence on one platform’s rules and prices.'],
  product: ['Whether messages must be two-way (confirm, reschedule) or one-way reminders.', 'Opt-in and opt-out that customers understand.'],
  technical: ['Delivery receipts, templates and retries through one provider API.', 'Sender registration per country.'],
  operations: ['Price per message in each country at your monthly volume.', 'Registration lead times (sender IDs, templates).'],
  marketing: ['Open and reply rates by channel for these customers.', 'The tone each channel allows.'],
};
const GENERIC: Record<Lens, string[]> = {
  strategic: ['Which option keeps the most doors open if the first customers surprise you.', 'What a competitor would find hardest to copy.'],
  product: ['Which option customers can use soonest, and what they would miss.', 'What the next ten customer conversations should test.'],
  technical: ['What each option commits you to building and maintaining.', 'How hard it is to reverse in six months.'],
  operations: ['The cash and time each option needs before it shows a result.', 'Who owns the work and the risk.'],
  marketing: ['Which option gives a clearer story to the first customers.', 'How many customers each option reaches.'],
};

/** The decisive questions for this family and lens: one, chosen by the options named, so two comparisons in one family do not read alike. */
export function decidesFor(family: string | undefined, lens: Lens, options: Option[] = []): string[] {
  const all = (family ? DECIDES[family]?.[lens] : undefined) ?? GENERIC[lens];
  const key = options.map((o) => o.label).join('|');
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return [all[h % all.length]];
}
