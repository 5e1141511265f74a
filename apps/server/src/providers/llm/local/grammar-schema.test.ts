import { DocumentNarrativeSchema, ModelProjectSchema } from '@uc/contract';
import { describe, expect, it } from 'vitest';
import { narrativeGrammarFor } from '../../../modules/documents/narrative';
import { ModelFiguresSchema } from '../../../modules/startup/model-figures';
import { fitToBudget, grammarSchemaOf, worstChars } from './grammar-schema';

/** Every string's maxLength in a schema (llama.cpp refuses a repetition of 2000 or more). */
const lengths = (node: unknown): number[] =>
  typeof node !== 'object' || node === null
    ? []
    : Object.entries(node).flatMap(([k, v]) => (k === 'maxLength' ? [v as number] : lengths(v)));

describe('the local engine\'s grammar schema', () => {
  it('turns the structured-output schemas into the subset node-llama-cpp compiles', () => {
    const doc = grammarSchemaOf(DocumentNarrativeSchema);
    expect(JSON.stringify(doc)).not.toMatch(/"(\$schema|anyOf|default|example|required|additionalProperties)"/);
    const figures = JSON.stringify(grammarSchemaOf(ModelFiguresSchema));
    expect(figures).toContain('"oneOf":[{"type":"string","minLength":0,"maxLength":3},{"type":"null"}]');
    // An unbounded string (a project file's content) gets a bound the budget can scale.
    expect(Math.max(...lengths(grammarSchemaOf(ModelProjectSchema)))).toBeGreaterThan(0);
  });

  it('fits the longest possible answer into the character budget, within the schema\'s own bounds', () => {
    for (const schema of [DocumentNarrativeSchema, ModelProjectSchema, ModelFiguresSchema]) {
      const json = grammarSchemaOf(schema);
      for (const budget of [1500, 6000, 20_000]) {
        const fitted = fitToBudget(json, budget);
        expect(worstChars(fitted)).toBeLessThanOrEqual(budget);
        expect(Math.max(...lengths(fitted))).toBeLessThan(2000);
      }
    }
    // Room enough: the schema's own bounds stay (capped where llama.cpp cannot repeat).
    expect(lengths(fitToBudget(grammarSchemaOf(ModelFiguresSchema), 1e9))).toEqual([80, 3, 300]);
  });

  it('fixes a document\'s headings in order for the grammar', () => {
    const json = grammarSchemaOf(narrativeGrammarFor(['Problem', 'Solution']));
    const sections = (json.properties as Record<string, { prefixItems: { properties: { heading: unknown } }[]; maxItems: number }>).sections;
    expect(sections.prefixItems.map((p) => p.properties.heading)).toEqual([{ const: 'Problem' }, { const: 'Solution' }]);
    expect(sections.maxItems).toBe(2);
  });
});
