import { offerFor } from '@uc/contract';
import { describe, expect, it } from 'vitest';

/** Real phrasings: questions never become an 8-credit document or a 5-credit app; requests are offered (not charged). */
const CASES: [string, string | null][] = [
  // Questions, even with the spec's keywords in them: no offer.
  ['What should I create first, an MVP or a waitlist?', null],
  ['How do I write a good pitch deck?', null],
  ['Is my business plan realistic?', null],
  ['Should I build a website or an app first?', null],
  ['What goes into a financial model for a SaaS?', null],
  ['Can I create a waitlist without code?', null],
  ['Which documents do investors expect to see?', null],
  ['Do I need a business plan to raise a pre-seed round?', null],
  ['why would anyone generate a business model canvas', null],
  ['How long should a pitch deck be', null],
  ['Any tips for creating a landing page that converts?', null],
  ['What is the best way to build a dashboard for churn?', null],
  ['Tell me about competitive analysis frameworks', null],
  ['We want to grow faster in Germany, ideas?', null],
  ['Review my pitch deck structure: problem, solution, market', null],
  ['Help me price PawPal for dog owners', null],
  ['Our churn is 8% a month. What should we fix first?', null],
  ['create momentum with early adopters', null],
  // Requests: offered with the right kind.
  ['Create a business plan for PawPal', 'document:business_plan'],
  ['Generate a pitch deck for my dog-walking marketplace', 'document:pitch_deck'],
  ['Please write a financial model with 79 EUR per location', 'document:financial_model'],
  ['Can you create a business plan for PawPal?', 'document:business_plan'],
  ['Could you put together an investor deck', 'document:pitch_deck'],
  ['I need a business model canvas for our clinic software', 'document:business_model_canvas'],
  ['Draft a market analysis for pet insurance in France', 'document:market_analysis'],
  ['Pitch deck for PawPal please', 'document:pitch_deck'],
  ['make me a competitor analysis', 'document:competitive_analysis'],
  ['We need a marketing plan for the launch', 'document:marketing_plan'],
  ['Build a landing page for PawPal with a waitlist form', 'app'],
  ['Create a calculator app for restaurant margins', 'app'],
  ['Make a website for my bakery', 'app'],
  ['Could you build me a dashboard prototype', 'app'],
  ['code a todo app', 'app'],
  ['Design a waitlist page for early access', 'app'],
];

describe('offerFor: questions vs requests', () => {
  it.each(CASES)('%s → %s', (message, expected) => {
    const offer = offerFor(message);
    const got = offer === null ? null : offer.kind === 'document' ? `document:${offer.document_type}` : 'app';
    expect(got).toBe(expected);
  });

  it('states the price on the card', () => {
    expect(offerFor('Create a business plan for PawPal')).toMatchObject({ label: 'Create a business plan PDF', credits: 8 });
    expect(offerFor('Build a landing page for PawPal')).toMatchObject({ kind: 'app', credits: 5 });
  });
});
