import { describe, expect, it } from 'vitest';
import { buildDocView, documentContent, modelFromProfile, type ProfileFacts } from '.';

/** The deck's traction slide says what the founder stated, as they stated it (issue 35 §5). */
const facts = (idea: string, stage = 'mvp'): ProfileFacts => ({
  company: 'Mealwise', idea, industry: 'consumer app', targetMarket: 'Households in Germany', businessModel: 'Subscription', stage, teamSize: 2, context: '',
});
const tractionSlide = (f: ProfileFacts) => {
  const sections = documentContent('pitch_deck', buildDocView(modelFromProfile(f), f), 'pitch_deck').sections;
  return sections.find((s) => /traction|pre-launch/i.test(s.heading))!;
};

describe('the deck’s traction slide', () => {
  it('shows beta sign-ups as traction, not as sales, and never says nothing is happening', () => {
    const slide = tractionSlide(facts('Meal-planning app at €14.99 per month; 320 beta households signed up.'));
    expect(slide.heading).toBe('Traction so far, and what we will prove');
    expect(slide.body).toContain('“320 beta households signed up”');
    expect(slide.body).toContain('not sales yet');
    expect(slide.body).not.toContain('nothing is sold yet');
  });

  it('says pre-launch only when no traction is stated', () => {
    const slide = tractionSlide(facts('Meal-planning app at €14.99 per month.'));
    expect(slide.heading).toBe('Pre-launch: what we will prove, by when');
    expect(slide.body).toContain('nothing is sold yet');
  });

  it('starts from the MRR the founder states, and quotes it on the slide', () => {
    const f = { ...facts('Rota software for care homes at €250 per home per month. Our MRR is €10k.'), targetMarket: 'Care homes in Germany' };
    const v = buildDocView(modelFromProfile(f), f);
    expect(v.model.pre_revenue).toBe(false);
    const slide = tractionSlide(f);
    expect(slide.heading).toBe('Traction');
    expect(slide.body).toContain('“Our MRR is €10k”');
    expect(slide.body).not.toContain('nothing is sold yet');
  });

  it('shows the sign-ups the founder confirmed from a deployed waitlist (issue 39), never as sales', () => {
    const f = facts('Meal-planning app at €14.99 per month.');
    const model = modelFromProfile(f);
    model.traction = [{ kind: 'signups', value: 142, provenance: 'founder', quote: '142 sign-ups from Mealwise waitlist',
      source: 'app:p1', as_of: '2026-11-20T10:00:00.000Z' }];
    const slide = documentContent('pitch_deck', buildDocView(model, f), 'pitch_deck').sections
      .find((s) => /traction|pre-launch/i.test(s.heading))!;
    expect(slide.heading).toBe('Traction so far, and what we will prove');
    expect(slide.body).toContain('“142 sign-ups from Mealwise waitlist” (not sales yet)');
    expect(slide.body).not.toContain('nothing is sold yet');
  });
});

/** The unit economics table says what each figure rests on: a default price never reads as the founder's. */
describe('the unit economics table', () => {
  const rows = (f: ProfileFacts) => {
    const deck = documentContent('pitch_deck', buildDocView(modelFromProfile(f), f), 'pitch_deck').sections;
    const table = deck.find((s) => s.table?.head[0] === 'Unit economics')!.table!;
    expect(table.head).toEqual(['Unit economics', 'Value', 'Basis']);
    return Object.fromEntries(table.rows.map(([label, value, basis]) => [label.split(' ')[0], { value, basis }]));
  };

  it('marks the revenue per customer as the founder’s when they stated the price', () => {
    const r = rows(facts('Meal-planning app at €14.99 per month.'));
    expect(r.Monthly).toEqual({ value: '€14.99', basis: 'your figures' });
    expect(r.Gross.basis).toBe('default to verify');
  });

  it('marks it as a default to verify when it rests on defaults beside a price per visit; the plan names them', () => {
    const f = { ...facts('Bike repair at the customer’s door in Lisbon'), businessModel: '€25 per visit, plus parts',
      targetMarket: 'Commuters in Lisbon' };
    expect(rows(f).Monthly.basis).toBe('default to verify');
    const plan = documentContent('business_plan', buildDocView(modelFromProfile(f), f), 'business_plan').sections;
    const table = plan.find((s) => s.table?.head[0] === 'Unit economics')!.table!;
    // The visit is billed as an hour of work: the revenue per person rests on the hours and utilisation defaults.
    expect(table.rows[0][2])
      .toBe('default to verify: working hours per person per month, utilisation (billed ÷ available hours)');
    const model = plan.find((s) => s.heading.startsWith('Business model'))!;
    expect(model.bullets)
      .toContain("Billing rate per hour: €25 (founder's figure: one visit counted as one billed hour, to verify)");
    expect(table.rows[0][0]).toBe('Monthly revenue per billable person');
    expect(model.bullets).toContain('Billed hours per client per month: 1 hour (default to verify)');
  });
});
