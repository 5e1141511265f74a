import type { GetPromptResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import * as read from './read-tools';

/**
 * The prompts: a task for the assistant with the founder's data attached as embedded resources,
 * so the assistant starts from the model's own figures instead of typing its own.
 */

export type Source = 'model' | 'forecast_base' | 'forecast_bear' | 'forecast_bull' | 'market' | 'readiness' | 'documents' | 'questions';
type PromptDef = { name: string; title: string; description: string; args: Record<string, z.ZodOptional<z.ZodString>>; sources: Source[]; task: (a: Record<string, string | undefined>) => string };

const RULES =
  'Use only the figures in the attached data; money is in minor units of the stated currency, so format it in major units. ' +
  "Assumptions with provenance 'default' are defaults to verify: say so when a figure rests on one. Do not invent figures, customers or investors.";

export const PROMPTS: PromptDef[] = [
  {
    name: 'investor_update',
    title: 'Investor update',
    description: 'Drafts a monthly investor update from the startup model, the base forecast, the data-room readiness and the documents.',
    args: { period: z.string().max(60).optional().describe('The period it covers, e.g. "October 2026"') },
    sources: ['model', 'forecast_base', 'readiness', 'documents'],
    task: (a) =>
      `Draft a short investor update${a.period ? ` for ${a.period}` : ''}: headline, key metrics (revenue, burn, runway, cash), progress, what is next, and the asks. ` +
      'Leave a placeholder where the update needs a fact the data does not hold.',
  },
  {
    name: 'pitch_meeting_prep',
    title: 'Prepare for a pitch meeting',
    description: 'Prepares the founder for a pitch meeting: the numbers to know, the questions investors will ask with answers from the model, and the weak spots.',
    args: { investor: z.string().max(120).optional().describe('Who the meeting is with (optional)') },
    sources: ['model', 'forecast_base', 'forecast_bear', 'market', 'questions'],
    task: (a) =>
      `Prepare me for a pitch meeting${a.investor ? ` with ${a.investor}` : ''}: the ten figures I must know by heart, the likely questions with answers drawn from the model ` +
      '(including the bear case), the assumptions that are defaults to verify, and the open questions I should settle first.',
  },
  {
    name: 'pricing_review',
    title: 'Review my pricing',
    description: "Reviews the pricing assumptions against the unit economics, the market sizing and the bear and bull cases, and suggests changes to propose.",
    args: {},
    sources: ['model', 'forecast_base', 'forecast_bear', 'forecast_bull', 'market'],
    task: () =>
      'Review my pricing: the price assumptions, the gross margin, CAC payback and LTV/CAC, and how revenue moves between the bear, base and bull cases. ' +
      'Suggest at most three changes, each as an assumption key and a value within its bounds (with the propose scope, propose_assumption_change puts them in my chat for me to confirm).',
  },
];

/** Every source is also a resource at this URI (server.ts registers them). */
export const URIS: Record<Source, string> = {
  model: 'uc://startup/model',
  forecast_base: 'uc://startup/forecast/base',
  forecast_bear: 'uc://startup/forecast/bear',
  forecast_bull: 'uc://startup/forecast/bull',
  market: 'uc://startup/market',
  readiness: 'uc://data-room/readiness',
  documents: 'uc://documents',
  questions: 'uc://startup/questions',
};

export function load(d: read.ReadDeps, s: Source): Promise<read.ToolOutput> {
  switch (s) {
    case 'model':
      return read.startupModel(d);
    case 'forecast_base':
    case 'forecast_bear':
    case 'forecast_bull':
      return read.forecastFor(d, s.slice('forecast_'.length) as 'base' | 'bear' | 'bull');
    case 'market':
      return read.market(d);
    case 'readiness':
      return read.readiness(d);
    case 'documents':
      return read.documents(d);
    case 'questions':
      return read.questions(d);
  }
}

export const SOURCE_TITLES: Record<Source, string> = {
  model: 'Startup model',
  forecast_base: 'Forecast, base scenario',
  forecast_bear: 'Forecast, bear scenario',
  forecast_bull: 'Forecast, bull scenario',
  market: 'Market sizing',
  readiness: 'Data-room readiness',
  documents: 'Generated documents',
  questions: 'Open questions',
};

export async function buildPrompt(d: read.ReadDeps, name: string, args: Record<string, string | undefined>): Promise<GetPromptResult> {
  const p = PROMPTS.find((x) => x.name === name)!;
  const attached = await Promise.all(p.sources.map(async (s) => ({ s, data: (await load(d, s)).data })));
  return {
    description: p.description,
    messages: [
      { role: 'user', content: { type: 'text', text: `${p.task(args)}\n\n${RULES}` } },
      ...attached.map(({ s, data }) => ({
        role: 'user' as const,
        content: { type: 'resource' as const, resource: { uri: URIS[s], mimeType: 'application/json', text: JSON.stringify(data) } },
      })),
    ],
  };
}
