import { describe, expect, it } from 'vitest';
import { inputText } from './classify';
import { readFigures, type Figure } from './figures';
import { buildStartupModel } from './model';
import { openQuestions } from './questions';
import { DEV_SENTENCES, HELD_OUT_SENTENCES, type ExpectedFigure, type FigureSentence } from './fixtures/figure-sentences';

const close = (a: number, b: number) => Math.abs(a - b) <= Math.abs(b) * 1e-9;
const matches = (f: Figure, e: ExpectedFigure) =>
  f.currency === e.currency && close(f.value, e.value) && (e.kind === undefined || f.kind === e.kind) &&
  (e.high === undefined || (f.high !== undefined && close(f.high, e.high))) && (e.unit === undefined || f.unit_word === e.unit);

/** The expected figures a sentence's reading misses, as text for the failure message. */
const missed = (s: FigureSentence) => {
  const read = readFigures(s.text, s.country ?? null);
  return s.expect.filter((e) => !read.some((f) => matches(f, e))).map((e) => `${s.text} → ${JSON.stringify(e)}; read ${JSON.stringify(read.map(({ value, currency, kind, high, unit_word }) => ({ value, currency, kind, high, unit_word })))}`);
};
const score = (table: FigureSentence[]) => {
  const total = table.reduce((n, s) => n + s.expect.length, 0);
  const misses = table.flatMap(missed);
  return { total, read: total - misses.length, misses };
};

describe('readFigures reads the notations founders write', () => {
  it('reads every money figure of the development table', () => {
    expect(DEV_SENTENCES.length).toBeGreaterThanOrEqual(40);
    expect(score(DEV_SENTENCES).misses).toEqual([]);
  });

  it('reads at least 90% of the held-out table, which it was not tuned on', () => {
    const s = score(HELD_OUT_SENTENCES);
    console.log(`held-out figures read: ${s.read}/${s.total}`, s.misses);
    expect(s.read / s.total).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps both ends of a range and never reads a decimal comma as thousands', () => {
    const [range] = readFigures('between £8–10 a month', 'GB');
    expect([range.value, range.high]).toEqual([8, 10]);
    expect(readFigures('0,09 € per call', 'DE')[0].value).toBeCloseTo(0.09, 10);
    expect(readFigures('$1,200 per year', 'US')[0].value).toBe(1200);
  });

  it('does not glue a year or a count to a neighbouring number', () => {
    const read = readFigures('Founded in 2023 with 3 cofounders, we charge $40 per month.', 'US');
    expect(read.filter((f) => f.currency).map((f) => f.value)).toEqual([40]);
  });
});

describe('never a silent default', () => {
  it('uses or asks about every money figure of both tables', () => {
    const silent = [...DEV_SENTENCES, ...HELD_OUT_SENTENCES].flatMap((s) => {
      const input = { idea: s.text, country: s.country };
      const model = buildStartupModel(input);
      const asked = new Set(openQuestions(model, inputText(input)).map((q) => q.quote));
      const founder = model.assumptions.filter((a) => a.provenance === 'founder').map((a) => a.basis).join(' | ');
      return readFigures(s.text, s.country ?? null)
        .filter((f) => f.currency && !asked.has(f.quote) && !founder.includes(f.quote.slice(0, 60)))
        .map((f) => `${s.text} → ${f.quote} (${model.archetype})`);
    });
    expect(silent).toEqual([]);
  });
});
