import { describe, expect, it } from 'vitest';
import { buildStartupModel } from './model';
import { statedTraction } from './traction';

/** Sentences and the traction a careful reader takes from them (kind, value, whether it is a sale). */
const DEV: { text: string; country?: string; expect: { kind: string; value: number; paying: boolean }[] }[] = [
  { text: 'Meal-planning app at €14.99 per month; 320 beta households signed up.', country: 'DE', expect: [{ kind: 'unpaid', value: 320, paying: false }] },
  { text: 'We have 1,200 people on our waitlist.', expect: [{ kind: 'unpaid', value: 1200, paying: false }] },
  { text: 'Running 3 pilots with NHS trusts.', country: 'GB', expect: [{ kind: 'unpaid', value: 3, paying: false }] },
  { text: 'Our MRR is $12.5k from 40 paying clinics.', country: 'US', expect: [{ kind: 'mrr', value: 12_500, paying: true }, { kind: 'paying', value: 40, paying: true }] },
  { text: 'We sold ₹3.5 lakh of kits so far.', country: 'IN', expect: [{ kind: 'revenue_to_date', value: 350_000, paying: true }] },
  { text: 'Revenue to date is €48.000.', country: 'DE', expect: [{ kind: 'revenue_to_date', value: 48_000, paying: true }] },
  { text: 'Scheduling for clinics at $149 per clinic per month; we raised $500k.', country: 'US', expect: [] },
];
const HELD_OUT: typeof DEV = [
  { text: 'Pet-health app; 2,400 downloads and 150 paying subscribers.', country: 'GB', expect: [{ kind: 'unpaid', value: 2400, paying: false }, { kind: 'paying', value: 150, paying: true }] },
  { text: 'ARR of £96k across 12 care homes.', country: 'GB', expect: [{ kind: 'arr', value: 96_000, paying: true }] },
  { text: 'Five schools signed letters of intent; 40 teachers are testers.', country: 'GB', expect: [{ kind: 'unpaid', value: 40, paying: false }] },
  { text: 'We have 85 pre-orders at $299.', country: 'US', expect: [{ kind: 'unpaid', value: 85, paying: false }] },
];

const check = (rows: typeof DEV) => rows.map((r) => {
  const got = statedTraction(r.text, r.country ?? null).map(({ kind, value, paying }) => ({ kind, value, paying }));
  return { text: r.text, ok: JSON.stringify(got) === JSON.stringify(r.expect), got };
});

describe('statedTraction', () => {
  it('reads every dev sentence', () => {
    expect(check(DEV).filter((r) => !r.ok)).toEqual([]);
  });
  it('held-out sentences (measured, reported)', () => {
    const res = check(HELD_OUT);
    console.info(`traction held-out: ${res.filter((r) => r.ok).length}/${res.length}`, res.filter((r) => !r.ok));
    expect(res.length).toBe(HELD_OUT.length);
  });

  it('revenue or MRR the founder states makes the model start selling; beta sign-ups do not', () => {
    const mrr = buildStartupModel({ idea: 'Scheduling SaaS for clinics at $250 per clinic per month. Our MRR is $10k.', country: 'US', stage: 'mvp' });
    expect(mrr.pre_revenue).toBe(false);
    // The starting point from the MRR: $10k ÷ $250 = 40 accounts, computed and labelled.
    expect(mrr.assumptions.find((a) => a.key === 'starting_customers')).toMatchObject({ value: 40, provenance: 'computed', basis: expect.stringContaining('MRR') });
    const beta = buildStartupModel({ idea: 'Meal-planning app at €14.99 per month; 320 beta households signed up.', country: 'DE', stage: 'mvp' });
    expect(beta.pre_revenue).toBe(true);
  });
});
