import { describe, expect, it } from 'vitest';
import { assumptionValue, buildStartupModel, forecast, scenarioValues, type ArchetypeId, type MonthRow, type StartupInput } from './index';

/**
 * One fixture per archetype (our own, in several currencies), checking that the revenue is the
 * archetype's mechanics, month by month, to the minor unit.
 */
/** `v` reads an assumption as the scenario uses it (Bear prices lower, Bull higher…). */
type Row = { archetype: ArchetypeId; input: StartupInput; currency: string; founder: Record<string, number>; check: (m: MonthRow, v: (key: string) => number) => void };

const rows: Row[] = [
  {
    archetype: 'b2b_saas', currency: 'GBP',
    input: { startup_name: 'RotaCare', idea: 'Rota planning software for care homes in Manchester', business_model: '£180 per month per home', stage: 'early', team_size: 4 },
    founder: { price_per_month: 18000 },
    check: (m, v) => expect(m.revenue.subscriptions).toBe(Math.round(m.drivers.customers * v('price_per_month'))),
  },
  {
    archetype: 'consumer_subscription', currency: 'USD',
    input: { startup_name: 'Hushaby', idea: 'Sleep coaching app for new parents, freemium with premium at $9.99 a month', stage: 'mvp' },
    founder: { price_per_month: 999 },
    check: (m, v) => expect(m.revenue.subscriptions).toBe(Math.round(m.drivers.customers * v('price_per_month'))),
  },
  {
    archetype: 'marketplace', currency: 'EUR',
    input: { startup_name: 'Zeltwerk', idea: 'A peer-to-peer marketplace renting camping gear between neighbours in Berlin; we take a 14% commission on each rental', stage: 'mvp', team_size: 2 },
    founder: { take_rate: 14 },
    check: (m, v) => {
      // GMV is what renters pay owners; the platform's revenue is only its commission on it.
      expect(m.revenue.commission).toBe(Math.round((m.drivers.gmv * v('take_rate')) / 100));
      expect(m.drivers.gmv).toBe(Math.round(m.drivers.orders * v('avg_order_value')));
      if (m.drivers.gmv > 0) expect(m.revenue_total).toBeLessThan(m.drivers.gmv * 0.2);
    },
  },
  {
    archetype: 'ecommerce', currency: 'AUD',
    input: { startup_name: 'Fire Gully', idea: 'D2C hot sauce brand selling online at A$18 per bottle', stage: 'early', team_size: 3 },
    founder: { unit_price: 1800 },
    check: (m, v) => {
      expect(m.drivers.net_units).toBeCloseTo(m.drivers.units_sold - m.drivers.returns, 2);
      expect(m.revenue.product_sales).toBe(Math.round(m.drivers.net_units * v('unit_price')));
      expect(m.drivers.returns).toBeCloseTo((m.drivers.units_sold * v('return_rate')) / 100, 1);
    },
  },
  {
    archetype: 'hardware_subscription', currency: 'ZAR',
    input: { startup_name: 'MeterWise', idea: 'Smart water meters for apartment buildings in Johannesburg: R1,800 per meter plus R45 per month monitoring', stage: 'mvp', team_size: 3 },
    founder: { unit_price: 180000, monthly_fee: 4500 },
    check: (m, v) => {
      // The meter is paid once (units sold this month); the fee every month by the installed base.
      expect(m.revenue.hardware_sales).toBe(Math.round(m.drivers.units_sold * v('unit_price')));
      expect(m.revenue.subscriptions).toBe(Math.round(m.drivers.installed_base * v('monthly_fee')));
    },
  },
  {
    archetype: 'fintech_transactions', currency: 'GHS',
    input: { startup_name: 'TroPay', idea: 'Mobile money wallet for market traders in Accra charging 0.8% per transfer', stage: 'early', team_size: 5 },
    founder: { fee_pct: 0.8 },
    check: (m, v) => expect(m.revenue.transaction_fees).toBe(Math.round((m.drivers.volume * v('fee_pct')) / 100)),
  },
  {
    archetype: 'usage_api', currency: 'USD',
    input: { startup_name: 'Scanly', idea: 'OCR API for invoices at $3 per 1,000 calls', stage: 'mvp', team_size: 2 },
    founder: { price_per_1000_calls: 300 },
    check: (m, v) => {
      expect(m.drivers.thousand_calls).toBe(m.drivers.api_calls / 1000);
      expect(m.revenue.usage).toBe(Math.round((m.drivers.api_calls / 1000) * v('price_per_1000_calls')));
    },
  },
  {
    archetype: 'services', currency: 'INR',
    input: { startup_name: 'PipeSmiths', idea: 'Data engineering consultancy in Bangalore billing ₹4,000 per hour', stage: 'early', team_size: 6 },
    founder: { hourly_rate: 400000 },
    check: (m, v) => {
      const available = m.drivers.billable_people * v('hours_per_person');
      expect(m.drivers.billable_hours).toBeCloseTo((available * m.drivers.utilisation_pct) / 100, 1);
      expect(m.revenue.fees).toBe(Math.round(m.drivers.billable_hours * v('hourly_rate')));
      expect(m.drivers.billable_people).toBeCloseTo((m.headcount * v('billable_share')) / 100, 2);
    },
  },
  {
    archetype: 'nonprofit', currency: 'UGX',
    input: { startup_name: 'CodeGirls Kampala', idea: 'A non-profit teaching coding to girls in Kampala, funded by grants, donations and council contracts', stage: 'idea', team_size: 2 },
    founder: {},
    check: (m, v) => {
      expect(Object.keys(m.revenue).sort()).toEqual(['contracts', 'donations', 'grants']);
      expect(m.revenue.contracts).toBe(Math.round(m.drivers.contract_hours * v('contract_rate_per_hour')));
      expect(m.revenue.donations).toBe(Math.round(m.drivers.donors * v('avg_donation')));
    },
  },
];

describe.each(rows)('$archetype mechanics', ({ archetype, input, currency, founder, check }) => {
  const model = buildStartupModel(input);

  it('is classified from the words, in the words’ currency, with the founder’s figures as founder assumptions', () => {
    expect(model.archetype).toBe(archetype);
    expect(model.currency).toBe(currency);
    for (const [key, value] of Object.entries(founder)) {
      const a = model.assumptions.find((x) => x.key === key)!;
      expect(a.value).toBe(value);
      expect(a.provenance).toBe('founder');
      expect(a.basis).toMatch(/^your words: "/);
    }
    if (input.team_size) expect(model.team.starting_headcount).toBe(input.team_size);
  });

  it.each(['base', 'bear', 'bull'] as const)('revenue follows the mechanics every month (%s)', (scenario) => {
    const f = forecast(model, scenario);
    const values = scenarioValues(model, scenario);
    for (const m of f.months) check(m, (key) => values[key]);
    if (scenario !== 'base') expect(values).not.toEqual(scenarioValues(model, 'base'));
    expect(f.years[2].revenue).toBeGreaterThan(0);
  });
});

describe('archetype-specific costs and cash', () => {
  it('hardware: the bill of materials is cost of sales and stock is paid for before it sells', () => {
    const model = buildStartupModel(rows[4].input);
    const f = forecast(model);
    const bom = assumptionValue(model, 'bom_cost')!;
    const launch = model.launch_month;
    expect(f.months[launch - 2].working_capital).toBeLessThan(0); // stock bought the month before launch
    expect(f.months[launch - 2].revenue_total).toBe(0);
    const m = f.months[launch + 3];
    expect(m.cogs).toBeGreaterThanOrEqual(Math.round(m.drivers.units_sold * bom));
    expect(f.years[2].gross_margin_pct!).toBeLessThan(70);
  });

  it('services: delivery staff are cost of sales, so the gross margin is a services margin', () => {
    const f = forecast(buildStartupModel(rows[7].input));
    expect(f.years[2].gross_margin_pct!).toBeGreaterThan(15);
    expect(f.years[2].gross_margin_pct!).toBeLessThan(70);
  });

  it('non-profit: a grant, never an equity round, and income called income', () => {
    const model = buildStartupModel(rows[8].input);
    expect(model.funding.kind).toBe('grant');
    expect(model.pre_revenue).toBe(true);
  });

  it('e-commerce: inventory ties up cash as sales grow', () => {
    const f = forecast(buildStartupModel(rows[3].input));
    expect(f.months.slice(0, 24).reduce((s, m) => s + m.working_capital, 0)).toBeLessThan(0);
  });
});
