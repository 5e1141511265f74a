import { describe, expect, it } from 'vitest';
import { inputText } from './classify';
import { toMinor } from './currency';
import { buildStartupModel, setAssumption } from './model';
import { MARKET_QUESTION_ID, openQuestions } from './questions';
import { agreeWithModel, restateFigure } from './restate';
import type { StartupInput } from './types';

const price = (m: ReturnType<typeof buildStartupModel>, key: string) => m.assumptions.find((a) => a.key === key)!;

/** Each profile, the assumption confirmed at a new value, and the words it must then read (or ask about). */
const CASES: { input: StartupInput; key: string; to: number; text?: string; ask?: string }[] = [
  { input: { idea: 'Bookkeeping app for UK freelancers at £8 a month.', country: 'GB', stage: 'mvp' }, key: 'price_per_month', to: 10,
    text: 'Bookkeeping app for UK freelancers at £10 a month.' },
  { input: { idea: 'Logiciel pour cabinets dentaires, 49,90 € par mois par cabinet.', country: 'FR', stage: 'mvp' }, key: 'price_per_month', to: 59,
    text: 'Logiciel pour cabinets dentaires, 59,00 € par mois par cabinet.' },
  { input: { idea: 'Scheduling for UK clinics, £1,200 per year per practice.', country: 'GB', stage: 'mvp' }, key: 'price_per_month', to: 120,
    text: 'Scheduling for UK clinics, £1,440 per year per practice.' },
  { input: { idea: 'Address API for Brazilian shops at R$ 0,09 per API call.', country: 'BR' }, key: 'price_per_1000_calls', to: 120,
    text: 'Address API for Brazilian shops at R$ 0,12 per API call.' },
  { input: { idea: 'Peer-to-peer camera rentals in London; we take 15% commission on each rental.', country: 'GB' }, key: 'take_rate', to: 12,
    text: 'Peer-to-peer camera rentals in London; we take 12% commission on each rental.' },
  // The founder's range is asked about, never rewritten for them.
  { input: { idea: 'Design feedback tool; designers told us they would pay £8–10 a month.', country: 'GB', stage: 'mvp' }, key: 'price_per_month', to: 12,
    ask: '£8–10 a month' },
];

describe('restateFigure: the profile says the figure the founder confirmed', () => {
  for (const c of CASES) {
    it(`${c.key} → ${c.to}: ${c.input.idea}`, () => {
      const model = buildStartupModel(c.input);
      const a = price(model, c.key);
      expect(a.provenance).toBe('founder');
      const to = a.unit === 'money' ? toMinor(c.to, model.currency) : c.to;
      const r = restateFigure(c.input.idea!, model, { key: c.key, from: a.value, to });
      if (c.text) {
        expect(r.text).toBe(c.text);
        expect(r.ask).toEqual([]);
        // Built again from the new words, the model holds the confirmed value as the founder's.
        expect(price(buildStartupModel({ ...c.input, idea: r.text }), c.key)).toMatchObject({ value: to, provenance: 'founder' });
      } else {
        expect(r.text).toBe(c.input.idea);
        expect(r.ask.map((x) => x.quote)).toEqual([c.ask]);
      }
    });
  }

  it('asks about the old amount written for something it cannot map, and leaves another plan alone', () => {
    const input: StartupInput = { idea: 'Rota app for care homes: £4 per bed, or £99 a month for groups.', country: 'GB', stage: 'mvp' };
    const model = buildStartupModel(input);
    const answered = setAssumption(model, 'price_per_month', 400);
    const r = restateFigure(input.idea!, answered, { key: 'price_per_month', from: 400, to: 500 });
    expect(r.ask.map((x) => x.quote)).toContain('£4 per bed');
    expect(r.text).not.toContain('£5');
  });
});

describe('agreeWithModel: prompts carry one price', () => {
  it('restates a figure the founder changed since, and the questions stay quiet', () => {
    const input: StartupInput = { idea: 'Bookkeeping app for UK freelancers at £8 a month.', country: 'GB', stage: 'mvp' };
    const changed = setAssumption(buildStartupModel(input), 'price_per_month', 1000);
    const words = agreeWithModel(inputText(input), changed);
    expect(words).toContain('£10 a month');
    expect(words).not.toContain('£8');
    // The market question (UK freelancers have no official count here) is not a figure question.
    expect(openQuestions(changed, words).filter((q) => q.id !== MARKET_QUESTION_ID)).toEqual([]);
  });

  it('collapses a range to the confirmed value in the prompt, and leaves the founder’s own figures as they are', () => {
    const input: StartupInput = { idea: 'Design feedback tool at £8–10 a month.', country: 'GB', stage: 'mvp' };
    const model = buildStartupModel(input);
    expect(agreeWithModel(inputText(input), model)).toBe(inputText(input));
    expect(agreeWithModel(inputText(input), setAssumption(model, 'price_per_month', 1200))).toContain('£12 a month');
  });
});

describe('a price per bed is a price per account once the beds per account are stated', () => {
  const care = (idea: string) => buildStartupModel({ idea, target_customers: 'Care homes in England', country: 'GB', stage: 'mvp' });
  it('multiplies by the beds the founder states, each its own assumption, with the conversion in the basis', () => {
    const m = care('Rota app for UK care homes: £4 per bed per month; homes average 40 beds.');
    expect(price(m, 'price_per_capacity')).toMatchObject({ value: 400, provenance: 'founder', basis: 'your words: "£4 per bed per month"' });
    expect(price(m, 'capacity_per_account')).toMatchObject({ value: 40, provenance: 'founder', label: 'Beds per account', basis: expect.stringMatching(/40 beds/) });
    expect(price(m, 'price_per_month')).toMatchObject({ value: 16000, provenance: 'computed', basis: expect.stringMatching(/£4 per bed × 40 beds/) });
    expect(openQuestions(m, 'Rota app for UK care homes: £4 per bed per month; homes average 40 beds.')).toEqual([]);
    // A confirmed £200 per home is restated per bed: £5 per bed.
    const r = restateFigure('£4 per bed per month; homes average 40 beds.', m, { key: 'price_per_month', from: 16000, to: 20000 });
    expect(r.text).toBe('£5 per bed per month; homes average 40 beds.');
    // A confirmed count is restated where the founder wrote it.
    const beds = restateFigure('£4 per bed per month; homes average 40 beds.', m, { key: 'capacity_per_account', from: 40, to: 45 });
    expect(beds.text).toBe('£4 per bed per month; homes average 45 beds.');
  });
  it('asks for the beds per account when they are not stated; the placeholder is labelled as one', () => {
    const text = 'Rota app for UK care homes: £4 per bed per month.';
    const m = care(text);
    expect(price(m, 'price_per_month').provenance).toBe('computed');
    expect(price(m, 'price_per_month').basis).toMatch(/stand-in count to confirm/);
    expect(price(m, 'capacity_per_account')).toMatchObject({ provenance: 'default', basis: expect.stringMatching(/stand-in, not a statistic/) });
    const [q] = openQuestions(m, text);
    expect(q).toMatchObject({ id: 'capacity-count', key: 'capacity_per_account', quote: '£4 per bed per month', options: [] });
    expect(q.question).toMatch(/How many beds does one of your customers have/);
  });
});
