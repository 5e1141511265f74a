import { describe, expect, it } from 'vitest';
import { buildDocView, documentContent, DOCUMENT_FIXTURES, modelFromProfile } from '.';
import { plainText, quotable, sourceCitations, SOURCES_HEADING, withResearch, type TopicSource } from './sources';

const AT = '2026-11-24T10:00:00.000Z';
const market: TopicSource = {
  topic: 'market',
  title: 'Pet care market report',
  url: 'https://example.org/pet-care',
  snippet: '## Overview\nPet owners spend more each year. The [US pet industry](https://example.org/x) reached $147 billion in 2023, according to the APPA survey. Read more...',
  retrieved_at: AT,
};
const rival: TopicSource = {
  topic: 'competition',
  title: 'Rover vs Wag',
  url: 'https://example.com/rover-wag',
  snippet: 'Rover and Wag are the two largest dog-walking apps in the United States, with sitters in most major cities.',
  retrieved_at: AT,
};

describe('web sources in a document', () => {
  it('quotes a whole, readable sentence of the source, preferring one with a figure, with no markup', () => {
    expect(plainText('# Title\n![logo](a.png) A [link](https://x.org) and <b>bold</b> `code`')).toBe('Title A link and bold code');
    expect(quotable(market.snippet)).toBe('The US pet industry reached $147 billion in 2023, according to the APPA survey.');
    expect(quotable('page')).toBeNull();
    expect(quotable('Too short. And this one trails off into nothing at all, as truncated snippets do...')).toBeNull();
  });

  it('puts each finding, with its marker, next to the market and the competition sections, and lists every source at the end', () => {
    const v = buildDocView(modelFromProfile(DOCUMENT_FIXTURES[0]), DOCUMENT_FIXTURES[0]);
    for (const [kind, marketAt, rivalAt] of [
      ['market_analysis', 'TAM, SAM and SOM', null],
      ['competitive_analysis', null, 'Alternatives customers use today'],
      ['pitch_deck', 'Market', 'Competition'],
    ] as const) {
      const sources = [market, rival].filter((s) => (s.topic === 'market' ? marketAt : rivalAt));
      const out = withResearch(documentContent(kind, v, kind), sources);
      const headings = out.sections.map((s) => s.heading);
      if (marketAt) {
        expect(headings[headings.indexOf(marketAt) + 1], kind).toBe('Market research');
        expect(out.sections.find((s) => s.heading === 'Market research')!.bullets).toEqual(['“The US pet industry reached $147 billion in 2023, according to the APPA survey.” — Pet care market report [1]']);
      }
      if (rivalAt) expect(headings[headings.indexOf(rivalAt) + 1], kind).toBe('Competitor research');
      const list = out.sections.at(-1)!;
      expect(list.heading).toBe(SOURCES_HEADING);
      expect(list.bullets).toEqual(sources.map((s, i) => `[${i + 1}] ${s.title} — ${s.url} (retrieved 2026-11-24)`));
    }
  });

  it('adds nothing, and no source, to a document without research', () => {
    const v = buildDocView(modelFromProfile(DOCUMENT_FIXTURES[1]), DOCUMENT_FIXTURES[1]);
    const plain = documentContent('market_analysis', v, 'market_analysis');
    expect(withResearch(plain, [])).toBe(plain);
  });
});

describe('sentence-level source markers on a model’s prose', () => {
  const cite = sourceCitations(new Set(['29', '3']), [market, rival]);

  it('keeps a sentence whose figures are the startup model’s, with no marker', () => {
    expect(cite('PawPal charges 29 a month to 3 segments.')).toBe('PawPal charges 29 a month to 3 segments.');
  });

  it('adds the marker of the source a figure comes from, before the full stop', () => {
    expect(cite('The US pet industry is worth $147 billion.')).toBe('The US pet industry is worth $147 billion [1].');
    expect(cite('The US pet industry is worth $147 billion [1].')).toBe('The US pet industry is worth $147 billion [1].');
  });

  it('drops a sentence with a figure no source and no model gave, and strips a marker of a source that does not exist', () => {
    expect(cite('The market will triple to $450 billion [1].')).toBeNull();
    expect(cite('Founders love dog walks [7].')).toBe('Founders love dog walks.');
    expect(sourceCitations(new Set(), [])('A claim [1].')).toBe('A claim.');
  });

  it('cites a source whose words a sentence repeats, even without a figure', () => {
    expect(cite('Rover and Wag are the two largest dog-walking apps in the country.')).toBe('Rover and Wag are the two largest dog-walking apps in the country [2].');
    expect(cite('Dog owners want reliable walkers.')).toBe('Dog owners want reliable walkers.');
  });
});
