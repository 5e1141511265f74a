import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineProvider } from '@uc/offline-engine';
import { dataroomFiles } from '../../db/schema';
import type { LlmProvider } from '../../providers/llm';
import { createTestApp, signUp, testConfig } from '../../../test/helpers';
import { startHttpStandIn, type HttpStandIn } from '../../../test/http-stand-in';

/**
 * Research-backed documents (issue 25) against stand-in Tavily and Firecrawl: each finding is quoted
 * next to the section it backs with its source's marker, a model's sentence drawing on a source
 * carries that marker, and every source (title, URL, date retrieved) stays with the document.
 */
const IDEA = 'PawPal, dog walks on demand for busy owners in Austin';
// Public addresses written as IPs: the guard resolves a page's host before it is read, and tests have no DNS.
const MARKET = { title: 'Pet industry statistics', url: 'https://93.184.215.14/pet-industry', content: 'Owners keep spending. The US pet industry reached $147 billion in 2023, according to the APPA survey.' };
const RIVALS = { title: 'Rover vs Wag review', url: 'https://151.101.1.1/rover-wag', content: 'Rover and Wag are the two largest dog-walking apps in the United States, with walkers in most cities.' };

let research: HttpStandIn;
beforeAll(async () => {
  research = await startHttpStandIn({
    'POST /search': (req) => ({ body: { results: /competitor/.test((req.json as { query: string }).query) ? [RIVALS] : [MARKET] } }),
    'POST /v1/scrape': (req) => ({
      body: { data: { markdown: `# Read in full\n\n${(req.json as { url: string }).url.includes('rover') ? 'Both apps take a commission from every walk booked.' : 'Read in full, the survey says pet spending grew 6.1% in 2024 across all categories.'}`, metadata: { title: 'Read in full' } } },
    }),
  });
});
afterAll(() => research.close());

async function appWith(llm: LlmProvider) {
  const base = testConfig();
  const services = base.agentService.services.map((s) => (s.id === 'web_search' || s.id === 'web_scraping' ? { ...s, key: 'research-key', baseUrl: research.url } : s));
  const ctx = await createTestApp({ llm, config: { agentService: { ...base.agentService, services } } });
  const user = await signUp(ctx);
  const generate = async (payload: object) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/documents/generate', headers: user.auth, payload: { startup_idea: IDEA, ...payload } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { content: string; document_id: string; sources?: { title: string; url: string; retrieved_at: string }[] };
  };
  return { ctx, generate };
}

const today = () => new Date().toISOString().slice(0, 10);
const sectionOf = (markdown: string, heading: string) => markdown.split(`## ${heading}\n`)[1]?.split('\n## ')[0] ?? '';

describe('a researched document written by the offline engine', () => {
  it('quotes each source next to the section it backs, with its marker, and keeps the sources with the file', async () => {
    const { ctx, generate } = await appWith(createOfflineProvider());
    const doc = await generate({ document_type: 'market_analysis', use_tavily: true });
    expect(doc.sources).toEqual([{ title: MARKET.title, url: MARKET.url, retrieved_at: expect.stringMatching(new RegExp(`^${today()}`)) }]);
    // Right after the market sizing, the source's own sentence with its figure and marker.
    expect(doc.content).toMatch(/## TAM, SAM and SOM\n[\s\S]*?\n## Market research\n/);
    expect(sectionOf(doc.content, 'Market research')).toContain('“The US pet industry reached $147 billion in 2023, according to the APPA survey.” — Pet industry statistics [1]');
    expect(sectionOf(doc.content, 'Sources')).toContain(`[1] Pet industry statistics — ${MARKET.url} (retrieved ${today()})`);
    // The startup model's own market figures are still its defaults to verify.
    expect(doc.content).toContain('default to verify');
    const [file] = await ctx.db.select().from(dataroomFiles).where(eq(dataroomFiles.id, doc.document_id));
    expect(file.description).toContain(`Researched from 1 web source retrieved ${today()}, listed in the document.`);
    await ctx.app.close();
  });

  it('researches the deck’s market and competition slides separately, and reads the top pages when asked', async () => {
    const { ctx, generate } = await appWith(createOfflineProvider());
    const searchesBefore = research.requests.length;
    const deck = await generate({ document_type: 'pitch_deck', use_tavily: true, use_firecrawl: true });
    const calls = research.requests.slice(searchesBefore);
    // The two searches run at once: they may reach the stand-in in either order.
    const searched = calls.filter((c) => c.path === '/search').map((c) => (c.json as { query: string }).query);
    expect(searched.sort()).toEqual([`${IDEA} market size`, `${IDEA} competitors`].sort());
    expect(calls.filter((c) => c.path === '/v1/scrape').map((c) => (c.json as { url: string }).url).sort()).toEqual([RIVALS.url, MARKET.url].sort());
    expect(deck.content).toMatch(/## Market\n[\s\S]*?\n## Market research\n/);
    expect(deck.content).toMatch(/## Competition\n[\s\S]*?\n## Competitor research\n/);
    // The page read in full is what is quoted (its figure, with the marker of its URL's source).
    expect(sectionOf(deck.content, 'Market research')).toContain(`“Read in full, the survey says pet spending grew 6.1% in 2024 across all categories.” — ${MARKET.title} [1]`);
    expect(sectionOf(deck.content, 'Competitor research')).toContain(`“Both apps take a commission from every walk booked.” — ${RIVALS.title} [2]`);
    expect(sectionOf(deck.content, 'Sources')).toContain(`[2] ${RIVALS.title} — ${RIVALS.url} (retrieved ${today()})`);
    await ctx.app.close();
  });

  it('without the request, asks no service and lists no source', async () => {
    const { ctx, generate } = await appWith(createOfflineProvider());
    const before = research.requests.length;
    const doc = await generate({ document_type: 'competitive_analysis' });
    expect(research.requests.length).toBe(before);
    expect(doc.sources).toEqual([]);
    expect(doc.content).not.toContain('## Competitor research');
    expect(doc.content).not.toContain('## Sources');
    await ctx.app.close();
  });
});

describe('a researched document written by a model', () => {
  /** Answers every heading with the same sentences: sourced without a marker, invented, and citing a source it was not given. */
  const prompts: string[] = [];
  const model: LlmProvider = {
    kind: 'openai',
    model: 'stand-in-model',
    generateText: async (req) => {
      const prompt = String(req.messages.at(-1)?.content);
      prompts.push(prompt);
      const headings = /Headings: (.*)$/m.exec(prompt)![1].split(' | ');
      const paragraphs = ['The US pet industry reached $147 billion in 2023.', 'It will reach $900 billion by 2030 [1].', 'Owners trust vetted walkers [4].'];
      return { text: JSON.stringify({ sections: headings.map((heading) => ({ heading, paragraphs })) }), tokensUsed: 10, model: 'stand-in-model', finishReason: 'stop' };
    },
    streamText: () => {
      throw new Error('not used');
    },
  };

  it('marks the sentence that draws on a source, drops a figure no source gave, and never keeps a made-up marker', async () => {
    const { ctx, generate } = await appWith(model);
    const doc = await generate({ document_type: 'market_analysis', use_tavily: true });
    // The model was given the source, numbered, with its URL and date.
    expect(prompts.at(-1)).toContain(`[1] ${MARKET.title} (${MARKET.url}, retrieved ${today()}): ${MARKET.content}`);
    const definition = sectionOf(doc.content, 'Market definition');
    expect(definition).toContain('The US pet industry reached $147 billion in 2023 [1].');
    expect(definition).not.toContain('900');
    expect(definition).toContain('Owners trust vetted walkers.');
    expect(doc.content).not.toContain('[4]');
    // The quoted findings and the list are the document's own, not the model's to rewrite.
    expect(sectionOf(doc.content, 'Market research')).toContain('— Pet industry statistics [1]');
    expect(sectionOf(doc.content, 'Sources')).toContain(MARKET.url);
    await ctx.app.close();
  });
});
