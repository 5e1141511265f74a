import { describe, expect, it } from 'vitest';
import { marketSizing } from './market';
import { buildStartupModel } from './model';
import { openQuestions } from './questions';
import type { ArchetypeId } from './types';

type Row = [idea: string, country: string, archetype: ArchetypeId];
/** Who pays, read from the customers' words (issue 35, item 3). */
const DEV: Row[] = [
  ['A meal-planning app for busy households at €14.99 per month.', 'DE', 'consumer_subscription'],
  ['Homework help app for parents of primary school children, £6 a month.', 'GB', 'consumer_subscription'],
  ['Rota software for care homes, £4 per bed per month.', 'GB', 'b2b_saas'],
  ['Pet health app for dog owners with vet chat, $9.99 per month.', 'US', 'consumer_subscription'],
  // "school" describes the pupils here; the pupils (their parents) pay (brief 2026-11-28).
  ['Revision app for secondary school pupils in Kenya, KSh 300 per month.', 'KE', 'consumer_subscription'],
  ['Exam practice app for high school students, $4 a month.', 'US', 'consumer_subscription'],
  ['Attendance software for secondary schools, $2 per pupil per year.', 'US', 'b2b_saas'],
  // A grant a startup won does not make it a non-profit.
  ['Clinic software at ₹2,999 per clinic per month; we won a grant of ₹10 lakh.', 'IN', 'b2b_saas'],
];
/** Written before the change above and not tuned on: measured, with a floor. */
const HELD_OUT: Row[] = [
  ['Sleep coaching app for new mothers, $12 a month.', 'US', 'consumer_subscription'],
  ['Scheduling software for breweries at €99 per month.', 'DE', 'b2b_saas'],
  ['Fitness app for seniors, A$8 per month.', 'AU', 'consumer_subscription'],
  ['Compliance software for law firms, £300 per month.', 'GB', 'b2b_saas'],
  ['Budgeting app for couples, $5 a month.', 'US', 'consumer_subscription'],
  ['Inventory tool for pharmacies, ₹1,999 per month.', 'IN', 'b2b_saas'],
];
const wrong = (rows: Row[]) =>
  rows.map(([idea, country, want]) => [idea, buildStartupModel({ idea, country }).archetype, want]).filter(([, got, want]) => got !== want);

describe('the segment follows who pays', () => {
  it('reads households, parents and pet owners as consumers and care homes as businesses', () => {
    expect(wrong(DEV)).toEqual([]);
  });
  it('gets most of the held-out table right', () => {
    const misses = wrong(HELD_OUT);
    console.log(`held-out segments right: ${HELD_OUT.length - misses.length}/${HELD_OUT.length}`, misses);
    expect(HELD_OUT.length - misses.length).toBeGreaterThanOrEqual(4);
  });
  it('prices a bed, not a product: no shop archetype and no silent price for "£4 per bed per month"', () => {
    const model = buildStartupModel({ idea: 'Rota software for care homes, £4 per bed per month.', country: 'GB' });
    expect(model.archetype).not.toBe('ecommerce');
    // The £4 is the price per bed, never the price of an account: that one is computed from it and the beds.
    expect(model.assumptions.find((a) => a.key === 'price_per_capacity')).toMatchObject({ value: 400, provenance: 'founder' });
    expect(model.assumptions.find((a) => a.key === 'price_per_month')?.provenance).toBe('computed');
  });
});

describe('a segment phrase is counted on its own population or asked about', () => {
  it.each([
    ['Sleep coaching app for new mothers, $12 a month.', 'US', 'new mothers'],
    ['Fitness app for seniors, A$8 per month.', 'AU', 'seniors'],
    ['Meal kits for retirees in Spain, €29 per box.', 'ES', 'retirees'],
  ])('%s', (idea, country, noun) => {
    const m = buildStartupModel({ idea, country });
    // No population of the table counts them: no figure, and the question names the founder's own customers.
    expect(marketSizing(m)).toMatchObject({ sized: false, tam: { value: 0 } });
    const q = openQuestions(m, idea).find((x) => x.id === 'market-size');
    expect(q?.question).toMatch(new RegExp(`^How many ${noun} are in your market`));
    expect(m.assumptions.find((a) => a.key === 'tam_customers')).toMatchObject({ value: 0, provenance: 'default' });
  });
});

describe('stated traction sets the starting point', () => {
  it('counts paying households and clinics the founder names, and never beta sign-ups as sales', () => {
    const paying = buildStartupModel({ idea: 'Meal-planning app; 320 paying households at €14.99 per month.', country: 'DE' });
    expect(paying.assumptions.find((a) => a.key === 'starting_users')).toMatchObject({ value: 320, provenance: 'founder' });
    expect(paying.pre_revenue).toBe(false);
    const clinics = buildStartupModel({ idea: 'Scheduling software for clinics at $149 per clinic per month; 40 clinics pay us today.', country: 'US' });
    expect(clinics.assumptions.find((a) => a.key === 'starting_customers')).toMatchObject({ value: 40, provenance: 'founder' });
    const beta = buildStartupModel({ idea: 'Meal-planning app at €14.99 per month; 320 beta households signed up.', country: 'DE', stage: 'mvp' });
    expect(beta.assumptions.find((a) => a.key === 'starting_users')?.provenance).not.toBe('founder');
  });
});
