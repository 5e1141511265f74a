import { describe, expect, it } from 'vitest';
import { DEV_PROMPTS } from './fixtures/dev-prompts.fixture';
import { missing, type Evaluate } from './prompt-check';
import { readPrompt } from './read-prompt';
import { FORMULA_JS } from './runtime';

// The generated app's own evaluator, as the browser runs it.
const { evaluate } = (await import(`data:text/javascript,${encodeURIComponent(FORMULA_JS)}`)) as { evaluate: Evaluate };

describe('issue 39: the prompt\'s own fields, columns and calculations', () => {
  it('a booking page never says "Book a booking"', () => {
    expect(readPrompt('A booking page for our dog sitters').spec.cta).toBe('Book now');
  });
  it('has at least 60 development prompts', () => expect(DEV_PROMPTS.length).toBeGreaterThanOrEqual(60));
  it.each(DEV_PROMPTS.map((c) => [c.prompt, c] as const))('%s', (_, c) => {
    expect(missing(readPrompt(c.prompt).spec, c, evaluate)).toEqual([]);
  });
});

describe('names that read as English', () => {
  it.each(DEV_PROMPTS.map((c) => [c.prompt] as const))('%s: a short title, no echoed prompt', (prompt) => {
    const { spec } = readPrompt(prompt);
    expect(spec.title).not.toMatch(/\b(where|enter|with|for our|book a booking)\b/i);
    expect(spec.title.split(' ').length).toBeLessThanOrEqual(5);
    // Only the first word is capitalised ("Tip calculator"), acronyms kept.
    expect(spec.title.split(' ').slice(1).filter((w) => /^[A-Z][a-z]/.test(w))).toEqual([]);
    expect(spec.tagline.toLowerCase()).not.toContain(prompt.toLowerCase().slice(0, 40));
    for (const f of spec.fields.filter((x) => x.type === 'select')) expect(f.options!.join(' ')).not.toMatch(/Option \d/);
    expect(spec.cta ?? '').not.toMatch(/\bbook an? booking\b/i);
  });
});

describe('a CEP field', () => {
  it('is validated as 8 digits with its mask', () => {
    const cep = readPrompt('A CEP validation form for Brazilian checkouts').spec.fields.find((f) => /cep/i.test(f.label))!;
    expect(cep).toMatchObject({ type: 'text', pattern: '^\\d{5}-?\\d{3}$', mask: '00000-000', required: true });
  });
});

describe('the form app\'s own code', () => {
  it('types a CEP through its mask and refuses anything but 8 digits', async () => {
    const { FORM_JS } = await import('./archetypes/form');
    const form = (await import(`data:text/javascript,${encodeURIComponent(FORM_JS.replace(/^import .*;\n/gm, ''))}`)) as {
      masked: (mask: string, v: string) => string;
      validate: (spec: unknown, values: Record<string, string>) => Record<string, string>;
    };
    const { spec } = readPrompt('A CEP validation form for Brazilian checkouts');
    const cep = spec.fields.find((f) => f.id === 'cep')!;
    expect(form.masked(cep.mask!, '01310100')).toBe('01310-100');
    expect(form.masked(cep.mask!, '0131a0-1009999')).toBe('01310-100');
    const filled = Object.fromEntries(spec.fields.map((f) => [f.id, f.type === 'email' ? 'ana@example.com' : f.type === 'number' ? '12' : 'Ana']));
    expect(form.validate(spec, { ...filled, cep: '01310-100' })).toEqual({});
    expect(form.validate(spec, { ...filled, cep: '0131' }).cep).toMatch(/CEP: 8 digits/);
  });
});
