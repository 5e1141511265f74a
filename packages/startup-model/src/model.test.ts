import { describe, expect, it } from 'vitest';
import {
  ARCHETYPES, assumptionValue, buildStartupModel, forecast, formatMoney, keyFigures, marketSizing, repairAssumptions,
  setArchetype, setAssumption,
} from './index';

describe('buildStartupModel', () => {
  it('reads the founder’s figures into assumptions with provenance and words', () => {
    const m = buildStartupModel({
      startup_name: 'Lumen Desk', idea: 'Front-desk software for physiotherapy practices in Toronto at $1,188 per year',
      text: 'We are raising $400k and have $60k in the bank. We already have 12 paying clinics.', stage: 'early',
    });
    expect(m.archetype).toBe('b2b_saas');
    expect(m.currency).toBe('CAD'); // "$" in Toronto is the Canadian dollar
    expect(m.country).toBe('CA');
    expect(assumptionValue(m, 'price_per_month')).toBe(9900); // $1,188 a year = $99 a month
    expect(m.funding.amount).toBe(40000000);
    expect(m.funding.provenance).toBe('founder');
    expect(m.starting_cash).toBe(6000000);
    expect(m.starting_cash_provenance).toBe('founder');
    expect(assumptionValue(m, 'starting_customers')).toBe(12);
    const price = m.assumptions.find((a) => a.key === 'price_per_month')!;
    expect(price.basis).toBe('your words: "$1,188 per year"');
  });

  it('defaults a cost set as a share of the price from the founder’s price, never above it', () => {
    const m = buildStartupModel({ startup_name: 'DabbaBox', idea: 'Home-cooked tiffin meal delivery for office workers in Pune, India',
      target_customers: 'Office workers in Pune', industry: 'food delivery', business_model: '₹120 per meal' });
    expect(assumptionValue(m, 'unit_price')).toBe(12000);
    const cost = m.assumptions.find((a) => a.key === 'unit_cost')!;
    expect(cost.provenance).toBe('default');
    expect(cost.value).toBe(4200);
    expect(cost.basis).toMatch(/^35% of your price/);
    const ring = buildStartupModel({ startup_name: 'Pulse', idea: 'A smart ring at $99 plus $5 a month that tracks sleep' });
    expect(ring.archetype).toBe('hardware_subscription');
    expect(assumptionValue(ring, 'bom_cost')).toBe(4455); // 45% of $99
  });

  it('bills a price per visit as a service, and says a visit is counted as one billed hour', () => {
    const m = buildStartupModel({
      idea: 'Bike repair at the customer’s door in Lisbon', business_model: '€25 per visit, plus parts', country: 'PT',
    });
    expect(m.archetype).toBe('services');
    const rate = m.assumptions.find((a) => a.key === 'hourly_rate')!;
    expect([rate.value, rate.provenance, m.currency]).toEqual([2500, 'founder', 'EUR']);
    expect(rate.basis).toBe('your words: "€25 per visit"; one visit counted as one billed hour, to verify');
    const repair = buildStartupModel({ idea: 'Phone screen repair in Nairobi, KSh 3,500 per repair.', country: 'KE' });
    expect(repair.assumptions.find((a) => a.key === 'hourly_rate'))
      .toMatchObject({ value: 350000, provenance: 'founder', basis: expect.stringContaining('one repair counted') });
    // A project is no hour: the rate stays a default and the figure is asked about.
    const project = buildStartupModel({ idea: 'Web design agency in Austin, $5,000 per project', country: 'US' });
    expect(project.assumptions.find((a) => a.key === 'hourly_rate')!.provenance).toBe('default');
    const day = buildStartupModel({ idea: 'Data consultancy for retailers at €800 per day', country: 'FR' });
    expect(day.assumptions.find((a) => a.key === 'hourly_rate'))
      .toMatchObject({ value: 10000, basis: expect.stringContaining('a day counted as 8') });
    // The margin per billable person is after their own pay, as the forecast books delivery staff in cost of sales.
    const u = forecast(m, 'base').unit_economics;
    const v = (k: string) => assumptionValue(m, k)!;
    const arpu = (v('hours_per_person') * v('target_utilisation') * v('hourly_rate')) / 100;
    expect(u.arpu_monthly).toBe(Math.round(arpu));
    const margin = (100 * (arpu * (1 - v('direct_costs_pct') / 100) - v('monthly_cost_per_person'))) / arpu;
    expect(u.gross_margin_pct).toBeCloseTo(margin, 1);
    // The default pay follows the founder's rate (55% of what a billable person bills), not a software salary…
    const pay = m.assumptions.find((a) => a.key === 'monthly_cost_per_person')!;
    expect([pay.value, pay.provenance]).toEqual([Math.round(arpu * 0.55), 'default']);
    expect(pay.basis).toMatch(/^55% of what one billable person bills at your rate .* to verify$/);
    expect(u.gross_margin_pct).toBe(37);
    // …and a founder's own pay is kept: at €3,600 a month, €25 visits lose money on every billable person.
    const paid = setAssumption(m, 'monthly_cost_per_person', 360000);
    expect(forecast(paid, 'base').unit_economics.gross_margin_pct).toBeLessThan(0);
  });

  it("bills a month's retainer as the hours a retainer client buys, and an API's price per document as a call", () => {
    const m = buildStartupModel({ idea: 'Brand agency for SMEs in Nairobi',
      business_model: 'Monthly retainer of KSh 60,000 per client' });
    expect([m.archetype, m.country]).toEqual(['services', 'KE']);
    const rate = m.assumptions.find((a) => a.key === 'hourly_rate')!;
    expect([rate.value, rate.provenance]).toEqual([150000, 'founder']);
    expect(rate.basis).toBe('your words: "Monthly retainer of KSh 60,000 per client"; '
      + 'a month\'s fee per client counted as 40 billed hours, to verify');
    // A rate of the founder's own work wins over a monthly amount, which may be a cost.
    const van = buildStartupModel({ idea: 'Mobile tyre fitting in Leeds. We pay £400 a month for the van and charge '
      + '£20 per fitting.', country: 'GB' }, { archetype: 'services' });
    expect(van.assumptions.find((a) => a.key === 'hourly_rate')).toMatchObject({ value: 2000, provenance: 'founder' });
    // One client's year is twelve retainers: the market is counted on what the founder charges.
    expect(marketSizing(setAssumption(m, 'tam_customers', 1000)).tam.value).toBe(1000 * 12 * 6_000_000);
    const api = buildStartupModel({ idea: 'API that reads Chilean invoices and IDs, US$0.02 per document' });
    expect([api.archetype, api.country, api.currency]).toEqual(['usage_api', 'CL', 'USD']);
    expect(api.assumptions.find((a) => a.key === 'price_per_1000_calls')).toMatchObject({
      value: 2000, provenance: 'founder',
      basis: 'your words: "US$0.02 per document"; one document counted as one call',
    });
    const day = buildStartupModel({
      idea: 'Software studio building MVPs for startups', business_model: '€450 per developer day',
    });
    expect(day.assumptions.find((a) => a.key === 'hourly_rate'))
      .toMatchObject({ value: 5625, provenance: 'founder', basis: expect.stringContaining('a day counted as 8') });
  });

  it('a device rented out is not sold: no price up front, and every rented device pays its monthly fee', () => {
    const m = buildStartupModel({ idea: 'Solar home kits rented to rural households in Ghana, GH₵60 per month' });
    expect([m.archetype, m.currency]).toEqual(['hardware_subscription', 'GHS']);
    const v = (k: string) => m.assumptions.find((a) => a.key === k)!;
    expect([v('monthly_fee').value, v('monthly_fee').provenance]).toEqual([6000, 'founder']);
    expect(v('unit_price').value).toBe(0);
    expect(v('unit_price').basis).toContain('rented out, not sold');
    expect(v('attach_rate').value).toBe(100);
    // E-bikes leased through employers: the same, at "€79 per bike per month".
    const bikes = buildStartupModel({ idea: 'E-bike leasing for employees through their employer in Germany',
      business_model: '€79 per bike per month' });
    expect(bikes.archetype).toBe('hardware_subscription');
    expect(bikes.assumptions.find((a) => a.key === 'monthly_fee'))
      .toMatchObject({ value: 7900, provenance: 'founder' });
    expect(bikes.assumptions.find((a) => a.key === 'unit_price')!.value).toBe(0);
    // Sold, the same kit keeps a device price to verify.
    const sold = buildStartupModel({ idea: 'Solar home kits for rural households in Ghana' },
      { archetype: 'hardware_subscription' });
    expect(sold.assumptions.find((a) => a.key === 'unit_price')!.value).toBeGreaterThan(0);
  });

  it('sizes a service market on what one client buys: a visit now and then, or a retainer (defaults to verify)', () => {
    const brava = buildStartupModel({ idea: 'Bike repair at the door in Lisbon', business_model: '€25 per visit',
      country: 'PT' });
    const visits = brava.assumptions.find((a) => a.key === 'hours_per_client_month')!;
    expect([visits.value, visits.provenance]).toEqual([1, 'default']);
    expect(visits.basis).toMatch(/^one visit \(one billed hour\) a month per client; .* to verify$/);
    // Counted on 10,000 commuters: 10,000 × 1 hour × €25 × 12, not a retainer's 40 hours each.
    const sized = marketSizing(setAssumption(brava, 'tam_customers', 10_000));
    expect(sized.tam.value).toBe(10_000 * 12 * 2500);
    expect(sized.tam.formula).toBe('10,000 clients × 1 hour a month × €25 × 12 months = €3M a year');
    const agency = buildStartupModel({ idea: 'Data consultancy for retailers at €800 per day', country: 'FR' });
    expect(assumptionValue(agency, 'hours_per_client_month')).toBe(40);
  });

  it('adds a driver the archetype gained after a model was saved, with its default; current models are left', () => {
    const words = 'Bike repair at the door in Lisbon, €25 per visit';
    const now = buildStartupModel({ idea: words, country: 'PT' });
    expect(repairAssumptions(now, words).model).toBe(now);
    const saved = { ...now, assumptions: now.assumptions.filter((a) => a.key !== 'hours_per_client_month') };
    const { model, repaired } = repairAssumptions(saved, words);
    expect(repaired).toEqual(['hours_per_client_month']);
    expect(assumptionValue(model, 'hours_per_client_month')).toBe(1);
    expect(Number.isFinite(marketSizing(setAssumption(model, 'tam_customers', 500)).tam.value)).toBe(true);
  });

  it('adds no subscription to a device sold at a one-off price the founder names alone', () => {
    const m = buildStartupModel({ startup_name: 'TestaKit', idea: 'Home malaria test kits sold through pharmacies in Lagos, Nigeria',
      target_customers: 'Pharmacies in Nigeria', industry: 'medical devices', business_model: '₦2,500 per kit' });
    expect(m.archetype).toBe('hardware_subscription');
    expect(assumptionValue(m, 'unit_price')).toBe(250000);
    expect(assumptionValue(m, 'attach_rate')).toBe(0);
    const withPlan = buildStartupModel({ startup_name: 'Pulse', idea: 'A smart ring at $99 plus $5 a month that tracks sleep' });
    expect(assumptionValue(withPlan, 'attach_rate')).toBeGreaterThan(0);
  });

  it('keeps every amount in the currency the words name, never a silent US dollar', () => {
    const m = buildStartupModel({ idea: 'A budgeting app for students, ₦500 per month', stage: 'mvp' });
    expect(m.currency).toBe('NGN');
    expect(assumptionValue(m, 'price_per_month')).toBe(50000);
    expect(formatMoney(assumptionValue(m, 'price_per_month')!, m.currency)).toBe('₦500');
    // Defaults are converted into naira and say so.
    const salary = m.assumptions.find((a) => a.key === 'monthly_cost_per_person')!;
    expect(salary.basis).toMatch(/NGN per US\$/);
    expect(buildStartupModel({ idea: 'A budgeting app', stage: 'mvp' }, { currency: 'KES' }).currency).toBe('KES');
  });

  it('asks a lean plan for what keeps its cash above zero, not a typical round it would never spend', () => {
    const m = buildStartupModel({ idea: 'Brand and social media agency for SMEs in Nairobi', stage: 'launched',
      business_model: 'Monthly retainer of KSh 60,000 per client', team_size: 4 });
    const ask = m.assumptions.find((a) => a.key === 'funding_amount')!;
    expect(ask.provenance).toBe('default');
    expect(ask.basis).toMatch(/^KSh 11M: what keeps the base case's cash above zero over the 36 months; /);
    expect(ask.basis).toContain('a typical seed round (KSh 160M) is more than the plan needs');
    const base = forecast(m, 'base');
    expect(base.funding_gap).toBe(0);
    // Without the ask, cash would fall below zero: the ask is needed, and it is all that is needed.
    expect(forecast(setAssumption(m, 'funding_amount', 0), 'base').funding_gap).toBeGreaterThan(0);
    expect(ask.value).toBeLessThan(2 * forecast(setAssumption(m, 'funding_amount', 0), 'base').funding_gap);
  });

  it('plans the team from the profile (or a default to verify) with hires over 36 months', () => {
    const given = buildStartupModel({ idea: 'Consulting for farms, $90 an hour', stage: 'early', team_size: 7 });
    expect(given.team.starting_headcount).toBe(7);
    expect(given.team.starting_headcount_provenance).toBe('founder');
    const missing = buildStartupModel({ idea: 'Consulting for farms, $90 an hour', stage: 'early' });
    expect(missing.team.starting_headcount_provenance).toBe('default');
    expect(missing.assumptions.find((a) => a.key === 'starting_headcount')!.basis).toMatch(/to verify/);
    for (const m of [given, missing]) {
      expect(m.team.hires.length).toBeGreaterThan(0);
      for (const h of m.team.hires) { expect(h.month).toBeGreaterThanOrEqual(1); expect(h.month).toBeLessThanOrEqual(36); }
    }
    const f = forecast(given);
    expect(f.months[35].headcount).toBe(7 + given.team.hires.length);
  });

  it('is pre-revenue with a later launch at the idea and MVP stages, selling from month 1 later on', () => {
    const idea = buildStartupModel({ idea: 'A meditation app, freemium', stage: 'idea' });
    expect(idea.pre_revenue).toBe(true);
    expect(idea.launch_month).toBeGreaterThan(1);
    const early = buildStartupModel({ idea: 'A meditation app, freemium', stage: 'early' });
    expect(early.pre_revenue).toBe(false);
    expect(early.launch_month).toBe(1);
  });

  it('funds a non-profit with a grant, never an equity round, and a company with a stage-sized ask', () => {
    const np = buildStartupModel({ idea: 'A charity teaching swimming to refugee children, funded by grants', stage: 'idea' });
    expect(np.funding.kind).toBe('grant');
    expect(ARCHETYPES[np.archetype].vocabulary.revenue_word).toBe('income');
    const co = buildStartupModel({ idea: 'A marketplace for used bikes taking 12% commission', stage: 'early' });
    expect(co.funding.kind).toBe('equity');
    const ask = co.assumptions.find((a) => a.key === 'funding_amount')!;
    expect(ask.provenance).toBe('default');
    expect(ask.basis).toMatch(/to verify/);
    for (const m of [np, co]) expect(m.funding.use_of_funds.reduce((s, u) => s + u.amount, 0)).toBe(m.funding.amount);
  });

  it('is not pre-revenue when the founder says customers already pay, whatever the stage field says', () => {
    const m = buildStartupModel({ idea: 'Payroll software for salons. We already have 8 paying salons at £40 per month.', stage: 'mvp' });
    expect(assumptionValue(m, 'starting_customers')).toBe(8);
    expect(m.assumptions.find((a) => a.key === 'starting_customers')!.basis).toBe('your words: "8 paying salons"');
    expect(m.pre_revenue).toBe(false);
    const idle = buildStartupModel({ idea: 'Payroll software for salons at £40 per month.', stage: 'mvp' });
    expect(idle.pre_revenue).toBe(true);
    const n = buildStartupModel({ idea: 'Payroll software for salons at £40 per month; we have 8 paying customers.', stage: 'mvp' });
    expect(assumptionValue(n, 'starting_customers')).toBe(8);
    expect(n.pre_revenue).toBe(false);
    expect(n.launch_month).toBe(1);
    expect(forecast(n).months[0].revenue_total).toBe(Math.round(forecast(n).months[0].drivers.customers * 4000));
  });

  it('does not invent income lines the founder’s words leave out', () => {
    const np = buildStartupModel({ idea: 'A non-profit reading programme', business_model: 'grants and council contracts, $35 per tutoring hour', stage: 'idea' });
    expect(assumptionValue(np, 'contract_rate_per_hour')).toBe(3500);
    expect(assumptionValue(np, 'donors_launch')).toBe(0);
    expect(np.assumptions.find((a) => a.key === 'donors_launch')!.basis).toMatch(/do not mention donations/);
    expect(forecast(np).years[2].revenue_by_stream.donations).toBe(0);
    expect(forecast(np).years[2].revenue_by_stream.grants).toBeGreaterThan(0);
    const plan = buildStartupModel({ idea: 'A mobile-money app for market traders in Ghana', business_model: 'GH₵20 per month', stage: 'mvp' });
    expect(plan.archetype).toBe('fintech_transactions');
    expect(assumptionValue(plan, 'plan_fee')).toBe(2000);
    expect(assumptionValue(plan, 'fee_pct')).toBe(0);
    expect(assumptionValue(plan, 'float_balance_per_user')).toBeGreaterThan(0); // mobile money holds balances
    const f = forecast(plan);
    expect(f.years[2].revenue_by_stream.plan_fees).toBe(f.months.slice(24).reduce((sum, m) => sum + Math.round(m.drivers.customers * 2000), 0));
  });

  it('uses the founder’s archetype when given, and says the founder chose it', () => {
    const m = buildStartupModel({ idea: 'Something with AI' }, { archetype: 'usage_api' });
    expect(m.archetype).toBe('usage_api');
    expect(m.archetype_source).toBe('founder');
    expect(m.classification.ambiguous).toBe(true);
  });
});

describe('reading amounts', () => {
  it.each([
    ['Rp 50.000 per bulan', 'IDR', 5000000],
    ['₫1.200.000 per month', 'VND', 1200000],
    ['$12.50 per month', 'USD', 1250],
    ['€1,250 per month', 'EUR', 125000],
    ['KSh 2k per month', 'KES', 200000],
  ])('%s → %s %i', (words, currency, minor) => {
    const m = buildStartupModel({ idea: `Inventory software for shops, ${words}`, stage: 'mvp' });
    expect(m.currency).toBe(currency);
    expect(assumptionValue(m, 'price_per_month')).toBe(minor);
  });
});

describe('setAssumption / setArchetype', () => {
  const base = buildStartupModel({ idea: 'Smart bike locks: $149 per lock plus $4 per month', stage: 'mvp', team_size: 2 });

  it('sets the founder’s value, refuses values out of bounds, and keeps derived plans in step', () => {
    const m = setAssumption(base, 'monthly_churn', 1.5);
    expect(assumptionValue(m, 'monthly_churn')).toBe(1.5);
    expect(m.assumptions.find((a) => a.key === 'monthly_churn')!.provenance).toBe('founder');
    expect(() => setAssumption(base, 'monthly_churn', 120)).toThrow(RangeError);
    expect(() => setAssumption(base, 'no_such_key', 1)).toThrow(RangeError);
    expect(() => setAssumption(base, 'unit_price', Number.NaN)).toThrow(RangeError);
    expect(assumptionValue(setAssumption(base, 'unit_price', 12345.6), 'unit_price')).toBe(12346); // whole minor units
    const team = setAssumption(setAssumption(base, 'starting_headcount', 4), 'hires_year1', 5);
    expect(team.team.starting_headcount).toBe(4);
    expect(team.team.hires.filter((h) => h.month <= 12)).toHaveLength(5);
    const funded = setAssumption(setAssumption(base, 'funding_amount', 100000000), 'funding_month', 6);
    expect(funded.funding.amount).toBe(100000000);
    expect(funded.funding.month).toBe(6);
    expect(funded.funding.use_of_funds.reduce((s, u) => s + u.amount, 0)).toBe(100000000);
    expect(forecast(funded).months[5].funding).toBe(100000000);
    expect(base.funding.amount).not.toBe(100000000); // the input model is not changed
  });

  it('raising the price raises revenue', () => {
    const dearer = setAssumption(base, 'monthly_fee', 800);
    expect(forecast(dearer).years[2].revenue).toBeGreaterThan(forecast(base).years[2].revenue);
  });

  it('switching archetype rebuilds the defaults and keeps the founder’s values that still apply', () => {
    const edited = setAssumption(base, 'monthly_cost_per_person', 700000);
    const other = setArchetype(edited, 'ecommerce');
    expect(other.archetype).toBe('ecommerce');
    expect(other.archetype_source).toBe('founder');
    expect(assumptionValue(other, 'unit_price')).toBe(14900); // the founder's "$149 per lock"
    expect(assumptionValue(other, 'monthly_cost_per_person')).toBe(700000);
    expect(assumptionValue(other, 'monthly_fee')).toBeUndefined();
    expect(Object.keys(forecast(other).months[20].revenue)).toEqual(['product_sales']);
  });
});

describe('marketSizing', () => {
  it('sizes the market bottom-up with formulas in words and numbers, consistent with the forecast', () => {
    const m = setAssumption(buildStartupModel({ idea: 'Booking software for dental clinics at $149 per month', stage: 'early', country: 'US' }), 'tam_customers', 12000);
    const s = marketSizing(m);
    expect(s.currency).toBe('USD');
    expect(s.tam.value).toBe(12000 * 14900 * 12);
    // The count is named in the founder's own words ("dental clinics"), never another sector's noun.
    expect(s.tam.formula).toBe('12,000 dental clinics × $149 × 12 months = $21.5M a year');
    expect(s.sam.value).toBe(Math.round(12000 * 0.2 * 14900 * 12));
    expect(s.som.value).toBe(Math.round(12000 * 0.2 * 0.05 * 14900 * 12));
    expect(s.sam.formula).toContain('20% of 12,000');
    expect(s.tam.inputs.find((a) => a.key === 'tam_customers')!.provenance).toBe('founder');
    expect(s.tam.inputs.find((a) => a.key === 'price_per_month')!.provenance).toBe('founder');
    expect(s.som.inputs[0].basis).toMatch(/estimate, verify/);
    expect(s.som.note).toContain(formatMoney(forecast(m).years[2].revenue, 'USD', { compact: true }));
  });

  it('sizes a marketplace by its take of the transactions, not their whole value', () => {
    const m = setAssumption(buildStartupModel({ idea: 'Peer-to-peer marketplace for camera rentals, 15% commission', stage: 'mvp', country: 'GB' }), 'tam_customers', 50000);
    const s = marketSizing(m);
    expect(s.tam.formula).toContain('15% take rate');
    const d = Object.fromEntries(m.assumptions.map((a) => [a.key, a.value]));
    expect(s.tam.value).toBe(Math.round(d.tam_customers * Math.round(d.orders_per_buyer_month * 12 * d.avg_order_value * 0.15)));
  });

  it('states where a default count comes from, or asks: never a US count scaled by population', () => {
    const ke = buildStartupModel({ idea: 'Lesson-planning software for schools', stage: 'idea', country: 'KE' });
    const asked = ke.assumptions.find((a) => a.key === 'tam_customers')!;
    expect(asked).toMatchObject({ value: 0, provenance: 'default' });
    expect(asked.basis).toMatch(/^market to be sized.*How many schools are in your market in Kenya\?/);
    const gb = buildStartupModel({ idea: 'Lesson-planning software for schools', stage: 'idea', country: 'GB' });
    expect(gb.assumptions.find((a) => a.key === 'tam_customers')!.basis).toMatch(/schools in England \(the United Kingdom\) \(Department for Education.*2023\/24, 2024/);
  });
});

describe('keyFigures', () => {
  it('quotes the base forecast, the ask and the market the same way every time', () => {
    const unsized = buildStartupModel({ idea: 'An OCR API for receipts at $2 per 1,000 calls', stage: 'mvp', team_size: 2 });
    expect(keyFigures(unsized)).toMatchObject({ market_sized: false, tam: 0, sam: 0, som: 0 });
    const m = setAssumption(unsized, 'tam_customers', 40000);
    const f = forecast(m);
    const k = keyFigures(m);
    expect(k).toEqual(keyFigures(m, f, marketSizing(m, f)));
    expect(k.revenue_by_year).toEqual(f.years.map((y) => y.revenue));
    expect(k.ebitda_by_year).toEqual(f.years.map((y) => y.ebitda));
    expect(k.gross_margin_pct_by_year).toEqual(f.years.map((y) => y.gross_margin_pct));
    expect(k.starting_headcount).toBe(2);
    expect(k.ask).toBe(m.funding.amount);
    expect(k.use_of_funds.reduce((s, u) => s + u.amount, 0)).toBe(k.ask);
    expect(k.funding_gap).toBe(f.funding_gap);
    expect(k.break_even_month).toBe(f.break_even_month);
    expect(k.market_sized).toBe(true);
    expect(k.tam).toBeGreaterThan(k.sam);
    expect(k.sam).toBeGreaterThan(k.som);
    expect(k.unit_economics.gross_margin_pct).toBe(75);
  });
});

describe('what the API stores', () => {
  it('stays within the contract’s bounds even for long, busy words', () => {
    const words = Array.from({ length: 30 }, (_, i) => `A marketplace and SaaS app with an API, sensors, grants, donations, consulting at $${i + 10} per hour, ${i + 5}% commission, $${i + 3} per month.`).join(' ');
    const m = buildStartupModel({ idea: words, business_model: words, stage: 'scale', team_size: 50 });
    expect(m.classification.reasons.length).toBeLessThanOrEqual(20);
    for (const r of m.classification.reasons) expect(r.length).toBeLessThanOrEqual(500);
    for (const a of m.assumptions) expect(a.basis.length, a.key).toBeLessThanOrEqual(500);
    expect(m.assumptions.length).toBeLessThanOrEqual(100);
    const busy = setAssumption(setAssumption(setAssumption(m, 'hires_year1', 60), 'hires_year2', 60), 'hires_year3', 60);
    expect(busy.team.hires.length).toBeLessThanOrEqual(200);
    expect(() => setAssumption(m, 'hires_year1', 61)).toThrow(RangeError);
  });
});
