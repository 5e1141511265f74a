import { describe, expect, it } from 'vitest';
import {
  DEV_FOUNDERS_3, DEV_PER_VISIT_FOUNDERS, HELD_OUT_PER_VISIT_FOUNDERS, HELD_OUT_PER_VISIT_FOUNDERS_2, type FounderCase,
} from './fixtures/founders';
import { HELD_OUT_FOUNDERS_3 } from './fixtures/founders-held-out-3';
import { classifySector, classifyStartup, detectCountry, normaliseStage, type ArchetypeId } from './index';

// [the founder's words, expected archetype, ambiguous?, a quote the reasons must contain]
const rows: [string, ArchetypeId, boolean, string][] = [
  ['An app where dog owners book local walkers; we keep 18% of every booking', 'marketplace', false, '18% of every booking'],
  ['Bike-sharing rentals between neighbours, peer-to-peer, 20% commission', 'marketplace', false, '20% commission'],
  ['We connect truck owners with shippers and take a 10% cut', 'marketplace', false, '10% cut'],
  ['A marketplace of freelance designers where clients pay per hour', 'marketplace', false, 'marketplace'],
  ['Inventory software for independent bakeries at $79 per month', 'b2b_saas', false, '$79 per month'],
  ['HR platform for SMEs, £12 per seat per month', 'b2b_saas', false, '£12 per seat per month'],
  ['A platform for clinics', 'b2b_saas', false, 'platform for clinics'],
  ['A meditation app with a free tier and a premium plan at €6.99 a month', 'consumer_subscription', false, 'free tier'],
  ['Language learning app for teens, freemium', 'consumer_subscription', false, 'freemium'],
  ['Smart beehive monitors: $320 per monitor plus $9 per month for alerts', 'hardware_subscription', false, '$320 per monitor'],
  ['Air-quality sensors for classrooms with a yearly data plan', 'hardware_subscription', false, 'sensors'],
  ['GPS pet trackers sold at $89 per tracker', 'hardware_subscription', false, '$89 per tracker'],
  ['We sell handmade candles online through our Shopify store, $28 per candle', 'ecommerce', false, '$28 per candle'],
  ['D2C organic baby food delivered monthly', 'ecommerce', false, 'D2C'],
  ['Remittance app from the UK to Ghana charging 1.2% on each transfer', 'fintech_transactions', false, '1.2% on each transfer'],
  ['POS terminals for market traders in Nairobi, KSh 30 per transaction', 'fintech_transactions', false, 'KSh 30 per transaction'],
  ['Speech-to-text API for call centres, $0.004 per API call', 'usage_api', false, '$0.004 per API call'],
  ['Geocoding API priced at $1.50 per 1,000 requests', 'usage_api', false, '$1.50 per 1,000 requests'],
  ['Bookkeeping agency for restaurants billing R650 per hour', 'services', false, 'R650 per hour'],
  ['Consulting for farms, $90 an hour', 'services', false, '$90 an hour'],
  ['A non-profit that trains refugee women as coders, funded by grants and donations', 'nonprofit', false, 'non-profit'],
  ['Free after-school maths tutoring paid by district contracts and foundation grants', 'nonprofit', false, 'district contracts'],
  ['Charity running mobile clinics in rural Pakistan', 'nonprofit', false, 'Charity'],
  // Ambiguous: the screen must ask, and still say why it proposes what it proposes.
  ['Subscription for ₦1,500 per month', 'b2b_saas', true, '₦1,500 per month'],
  ['Solar home kits sold one-off for KSh 25,000', 'ecommerce', true, 'KSh 25,000'],
  ['A wallet app for students that charges ₹2 per transfer and offers a premium plan', 'fintech_transactions', true, '₹2 per transfer'],
  ['Something with AI', 'b2b_saas', true, 'no words name how the company earns money'],
  ['Bike couriers for restaurants', 'b2b_saas', true, 'no words name how the company earns money'], // who pays is not how
  // A consumer service booked on demand is proposed as a marketplace of providers, not software for businesses; still asked.
  ['PawPal, dog walks on demand for busy owners in Austin', 'marketplace', true, 'on demand'],
];

describe('classifyStartup', () => {
  it.each(rows)('%s → %s (ambiguous %s)', (idea, archetype, ambiguous, quote) => {
    const c = classifyStartup({ idea });
    expect(c.archetype).toBe(archetype);
    expect(c.ambiguous).toBe(ambiguous);
    expect(c.reasons.join(' ')).toContain(quote);
    if (ambiguous) {
      expect(c.confidence).toBe('low');
      expect(c.alternatives.length).toBeGreaterThan(0);
    }
    expect(c.alternatives).not.toContain(archetype);
  });

  it.each([
    [{ industry: 'Healthcare', business_model: 'Subscription', target_customers: 'small clinics', idea: 'Patient reminders' }, 'b2b_saas', false],
    [{ industry: 'Education', business_model: 'Freemium', target_customers: 'university students', idea: 'Flashcards app' }, 'consumer_subscription', false],
    [{ industry: 'Retail', business_model: 'Commission-based', target_customers: 'local artisans and shoppers', idea: 'Online craft fair' }, 'marketplace', false],
    [{ industry: 'Fintech', business_model: 'Transaction fees', target_customers: 'small merchants', idea: 'QR payments for kiosks' }, 'fintech_transactions', false],
    [{ industry: 'Software', business_model: 'Usage-based', target_customers: 'developers', idea: 'Vector database hosting' }, 'usage_api', false],
    // Advertising is no archetype of the model: the listeners' side is proposed, and asked.
    [{ industry: 'Media', business_model: 'Advertising', target_customers: 'young adults', idea: 'Podcast network' },
      'consumer_subscription', true],
  ] as const)('profile fields %o → %s (ambiguous %s)', (input, archetype, ambiguous) => {
    const c = classifyStartup(input);
    expect(c.archetype).toBe(archetype);
    expect(c.ambiguous).toBe(ambiguous);
  });

  it('reads the profile fields together (business model and target customers count)', () => {
    const c = classifyStartup({ idea: 'Tutoring for kids', business_model: 'grants and district contracts', target_customers: 'school districts' });
    expect(c.archetype).toBe('nonprofit');
    expect(c.reasons.join(' ')).toContain('district contracts');
  });

  it('is confident only when the words name the mechanics', () => {
    expect(classifyStartup({ idea: 'A peer-to-peer marketplace for tools with a 15% commission' }).confidence).toBe('high');
    expect(classifyStartup({ idea: '' }).ambiguous).toBe(true);
  });
});

/** [label, archetype read, archetype wanted] of each case read wrong. */
const misses = (cases: FounderCase[]) =>
  cases.map((c) => [c.label, classifyStartup(c.input).archetype, c.archetype]).filter(([, got, want]) => got !== want);

describe('a founder who sells their own work by the visit, lesson or session', () => {
  it('reads a service business, and leaves the marketplaces and subscriptions beside them alone', () => {
    expect(misses(DEV_PER_VISIT_FOUNDERS)).toEqual([]);
  });

  it.each([
    ['held-out', HELD_OUT_PER_VISIT_FOUNDERS],
    // The first table's car wash was seen while the service nouns were built; this one was not.
    ['held-out 2', HELD_OUT_PER_VISIT_FOUNDERS_2],
  ] as const)('on the %s table (measured, not tuned on)', (name, cases) => {
    const missed = misses(cases);
    console.log(`${name} per-visit archetype right: ${cases.length - missed.length}/${cases.length}`, missed);
    expect((cases.length - missed.length) / cases.length).toBeGreaterThanOrEqual(0.75);
  });

  it('a price per visit is a service, not a subscription, even when individuals pay', () => {
    const c = classifyStartup({
      idea: 'Bike repair at the door', business_model: '€25 per visit', target_customers: 'Commuters',
    });
    expect(c.archetype).toBe('services');
    expect(c.reasons.join(' ')).toContain('€25 per visit');
    expect(c.alternatives).not.toContain('services');
  });
});

describe('a retainer, a day rate per developer, a price per project, per participant or per document', () => {
  it('reads what a careful analyst reads on the development table', () => {
    expect(misses(DEV_FOUNDERS_3)).toEqual([]);
  });

  it('on the held-out table written by someone who had not read this code (measured, not tuned on)', () => {
    const missed = misses(HELD_OUT_FOUNDERS_3);
    const n = HELD_OUT_FOUNDERS_3.length;
    console.log(`held-out 3 archetype right: ${n - missed.length}/${n}`);
    expect((HELD_OUT_FOUNDERS_3.length - missed.length) / HELD_OUT_FOUNDERS_3.length).toBeGreaterThanOrEqual(0.85);
  });

  it('freelancers named as the customers are who pays, not work billed by time', () => {
    const idea = 'Coworking space in Lisbon for remote workers and freelancers, €180 per desk per month.';
    const c = classifyStartup({ idea });
    expect(c.archetype).toBe('consumer_subscription');
    expect(c.reasons.join(' ')).not.toContain('work billed by time');
  });

  it("a month's retainer is a service firm's fee, not a subscription, whoever pays it", () => {
    const c = classifyStartup({ idea: 'Bookkeeping for freelancers in Lagos on a retainer of ₦25,000 per month.' });
    expect(c.archetype).toBe('services');
    expect(c.reasons.join(' ')).not.toContain('a monthly subscription');
  });

  it('people are never a product: a price per participant is not a unit sold online', () => {
    const c = classifyStartup({ idea: 'Team-building workshops for companies in Cork, €60 per participant.' });
    expect(c.archetype).toBe('services');
    expect(c.reasons.join(' ')).not.toContain('a product sold per unit');
  });
});

describe('classifySector', () => {
  const sectors: [string, string][] = [
    ['Scheduling for dental clinics', 'health'],
    ['Homework help for students', 'education'],
    ['Mobile money transfers', 'finance'],
    ['Soil sensors for farms', 'agriculture'],
    ['Restaurant inventory', 'food'],
    ['Tenant screening for landlords', 'real_estate'],
    ['Fleet tracking for trucks', 'transport'],
    ['Rooftop solar financing', 'energy'],
    ['A charity for underserved youth', 'social_impact'],
    ['Tools for software developers', 'developer_tools'],
    ['Something new', 'general'],
    // The founder's own money and investors are not a finance business.
    ['Data consultancy for retailers. We have €200,000 in the bank and talk to investors.', 'retail'],
    ['A savings app that helps families invest', 'finance'],
  ];
  it.each(sectors)('%s → %s', (text, sector) => expect(classifySector(text)).toBe(sector));
});

describe('normaliseStage', () => {
  const stages: [string | null, string][] = [
    [null, 'idea'], ['idea', 'idea'], ['Just an idea', 'idea'], ['pre-seed', 'idea'], ['MVP', 'mvp'], ['prototype in beta', 'mvp'],
    ['pre-launch', 'mvp'], ['pre-revenue', 'mvp'], ['launched, first customers', 'early'], ['seed', 'early'], ['Series A', 'growth'], ['scaling', 'scale'],
  ];
  it.each(stages)('%s → %s', (text, stage) => expect(normaliseStage(text)).toBe(stage));
});

describe('detectCountry', () => {
  const countries: [string, string | null][] = [
    ['A clinic app in Lagos', 'NG'], ['for Kenyan farmers', 'KE'], ['based in São Paulo', 'BR'], ['UK schools', 'GB'],
    ['tell us about it', null], ['clinics across the US', 'US'], ['Mumbai street vendors', 'IN'],
    ['Thai meal kits delivered in London', 'GB'], ['Indian snacks for shops in Nairobi', 'KE'], ['Japanese tutoring app', 'JP'],
    // "US$" and "US dollars" are a currency: the place is the one the words name.
    ['An API that reads Chilean invoices, US$0.02 per document', 'CL'],
    ['Priced in US dollars for Kenyan schools', 'KE'],
    ['A payments SDK written in Java', null], ['Shops in East Java', 'ID'],
    // The large cities founders name instead of their country.
    ['Dog walking service in Austin', 'US'], ['Meal prep for gyms in Houston and Dallas', 'US'],
    ['Tutors in Atlanta', 'US'],
    ['Cafés in Edinburgh and Glasgow', 'GB'], ['Bike couriers in Frankfurt', 'DE'], ['Bakeries in Marseille', 'FR'],
    ['Clinics in Calgary', 'CA'], ['Gyms in Adelaide', 'AU'], ['Guesthouses in Kyoto', 'JP'], ['Shops in Turin', 'IT'],
  ];
  it.each(countries)('%s → %s', (text, code) => expect(detectCountry(text)).toBe(code));
});
