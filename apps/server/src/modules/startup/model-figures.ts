import type { StartupQuestion } from '@uc/contract';
import { checkModelFigures, type ModelFigure, type StartupModel } from '@uc/startup-model';
import { z } from 'zod';
import type { LlmProvider } from '../../providers/llm';

/**
 * With a model configured (issue 35 §7): the model also reads the founder's figures, through
 * structured output. Every figure it returns is checked by the reader against the founder's words
 * (checkModelFigures): an invented number is refused, a real one becomes a question the founder
 * confirms. No model, a failed call or a timeout: exactly the offline reader's questions.
 */
export const ModelFiguresSchema = z.object({
  figures: z
    .array(z.object({ key: z.string().max(80), value: z.number(), currency: z.string().max(3).nullable(), quote: z.string().max(300) }))
    .max(20),
});

const TIMEOUT_MS = 8_000;
const MAX_REMEMBERED = 1_000;

const system = (model: StartupModel) => [
  'You read a founder\'s description of their startup and list every figure they state that sets one of these assumptions.',
  `Model currency: ${model.currency}. Assumptions (key: label, unit):`,
  ...model.assumptions.map((a) => `- ${a.key}: ${a.label} (${a.unit})`),
  'For each figure give: key; value exactly as the founder wrote it (major units for money, 15 for 15%; never convert,',
  'never compute, never estimate); currency (ISO code, null when not money); quote: the founder\'s exact words holding it.',
  'List nothing the founder did not write. An empty list is a good answer.',
].join('\n');

/** The model's extraction per (model, assumptions, words): a profile is read once, not on every screen load. */
const remembered = new WeakMap<LlmProvider, Map<string, Promise<ModelFigure[]>>>();

function extract(llm: LlmProvider, model: StartupModel, text: string): Promise<ModelFigure[]> {
  const cache = remembered.get(llm) ?? remembered.set(llm, new Map()).get(llm)!;
  const key = `${model.archetype}|${model.currency}|${text}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const run = llm
    .generateText({
      system: system(model),
      messages: [{ role: 'user', content: text }],
      maxOutputTokens: 1_000,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      schema: ModelFiguresSchema,
    })
    .then((r) => {
      const parsed = ModelFiguresSchema.safeParse(r.object);
      return parsed.success ? parsed.data.figures : [];
    });
  // A failed read is tried again on the next load; a success is kept (bounded, oldest dropped first).
  run.catch(() => cache.delete(key));
  if (cache.size >= MAX_REMEMBERED) cache.delete(cache.keys().next().value!);
  cache.set(key, run);
  return run;
}

/** The model's figures that pass the reader's check, as questions; none that repeat an offline question's words. */
export async function modelFigureQuestions(llm: LlmProvider | undefined, model: StartupModel, text: string, offline: StartupQuestion[]): Promise<StartupQuestion[]> {
  if (!llm || llm.kind === 'offline' || !text.trim()) return [];
  let figures: ModelFigure[];
  try {
    figures = await extract(llm, model, text);
  } catch {
    return []; // the offline reader stays the floor
  }
  const { questions } = checkModelFigures(model, text, figures);
  const overlaps = (q: StartupQuestion) => offline.some((o) => o.quote.includes(q.quote) || q.quote.includes(o.quote));
  return questions.filter((q) => !overlaps(q));
}
