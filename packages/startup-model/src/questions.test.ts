import { describe, expect, it } from 'vitest';
import { buildStartupModel, setAssumption } from './model';
import { openQuestions } from './questions';
import { inputText } from './classify';
import type { StartupInput, StartupModel } from './types';

/** The questions about stated figures (the market's own question is tested in market-population.test.ts). */
const figureQuestions = (model: StartupModel, text: string) => openQuestions(model, text).filter((q) => q.id.startsWith('figure-'));

const api: StartupInput = { idea: 'Address validation API for Brazilian checkouts: R$ 0,09 por endereço validado.', country: 'BR' };

describe('openQuestions: a figure the model did not take is asked, never replaced in silence', () => {
  it('asks about a stated price no assumption took, quoting the founder, with options to answer', () => {
    const model = buildStartupModel(api);
    const [q, ...rest] = figureQuestions(model, inputText(api));
    expect(rest).toEqual([]);
    expect(q.quote).toContain('R$ 0,09');
    expect(q.question).toContain('R$0.09');
    // A per-address price answers the per-1,000-calls price at R$90, said on the option.
    expect(q.options[0]).toEqual({ key: 'price_per_1000_calls', label: expect.stringContaining('1,000 ×'), value: 9000 });
  });

  it('drops the question once the founder answers it with one of its options', () => {
    const model = buildStartupModel(api);
    const [q] = figureQuestions(model, inputText(api));
    const answered = setAssumption(model, q.options[0].key, q.options[0].value);
    expect(figureQuestions(answered, inputText(api))).toEqual([]);
  });

  it('asks nothing about a figure the model already uses', () => {
    const input: StartupInput = { idea: 'Bookkeeping SaaS for UK freelancers at £12 per month.', country: 'GB', stage: 'mvp' };
    const model = buildStartupModel(input);
    expect(model.assumptions.some((a) => a.provenance === 'founder' && a.value === 1200)).toBe(true);
    expect(figureQuestions(model, inputText(input))).toEqual([]);
  });

  it('asks in the model currency when the founder wrote another one', () => {
    const input: StartupInput = { idea: 'A US SaaS at $40 per month; our EU resellers take €500 per year.', country: 'US' };
    const model = buildStartupModel(input);
    const [other] = figureQuestions(model, inputText(input));
    expect(other.quote).toBe('€500 per year');
    expect(other.question).toContain('this model is in USD');
    expect(other.options).toEqual([]);
  });
});

describe('a fixed fee per booking on a marketplace', () => {
  const clinics: StartupInput = { idea: 'Patients in Cairo book doctors online; clinics pay us EGP 50 per booking' };

  it('is never taken as the booking value: the founder is asked what share of a booking it is', () => {
    const model = buildStartupModel(clinics);
    expect(model.archetype).toBe('marketplace');
    for (const key of ['avg_order_value', 'take_rate']) {
      expect(model.assumptions.find((a) => a.key === key)!.provenance).toBe('default');
    }
    const [q] = figureQuestions(model, inputText(clinics));
    expect(q).toMatchObject({ key: 'take_rate', options: [], quote: 'pay us EGP 50 per booking' });
    expect(q.question).toMatch(/your fee on each booking\. .* what share is E£50 of an average booking\? At the/);
    // Answered with the take rate it comes to, the question goes.
    expect(figureQuestions(setAssumption(model, 'take_rate', 6.4), inputText(clinics))).toEqual([]);
  });

  it('beside a commission, the fee is asked and the commission read', () => {
    const tickets: StartupInput = {
      idea: 'Ticketing platform for concerts in Johannesburg; we charge organisers 5% plus R5 per ticket',
    };
    const model = buildStartupModel(tickets);
    expect(model.assumptions.find((a) => a.key === 'take_rate')).toMatchObject({ value: 5, provenance: 'founder' });
    expect(model.assumptions.find((a) => a.key === 'avg_order_value')!.provenance).toBe('default');
    expect(figureQuestions(model, inputText(tickets))[0].question).toContain('Add it to the 5% you take.');
  });
});

describe('a price the founder changed on purpose', () => {
  it('is not asked again from the old words of the profile', () => {
    const input: StartupInput = { idea: 'Scheduling software for clinics, SaaS at $149 per month per clinic.', country: 'US' };
    const model = setAssumption(buildStartupModel(input), 'price_per_month', 23700);
    expect(figureQuestions(model, inputText(input))).toEqual([]);
  });
});

describe('money already raised', () => {
  it('is asked about with the cash it left first, quoting the founder', () => {
    const input: StartupInput = { idea: 'We raised $150k from angels; scheduling SaaS for clinics at $49 per month.', country: 'US' };
    const model = buildStartupModel(input);
    const [q] = figureQuestions(model, inputText(input));
    expect(q.quote).toContain('raised $150k');
    expect(q.options[0]).toMatchObject({ key: 'starting_cash', value: 15_000_000 });
  });
});
