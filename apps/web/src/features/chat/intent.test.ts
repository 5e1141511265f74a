import { describe, expect, it } from 'vitest';
import { documentNote, ideaFrom } from './intent';

describe('ideaFrom: the idea behind a document request, without the command', () => {
  it.each([
    ['Create a business plan for PawPal, dog walks booked in one tap', 'PawPal, dog walks booked in one tap'],
    ['Can you write a pitch deck about reusable cups for cafés?', 'reusable cups for cafés'],
    ['Generate a financial model for PawPal', 'PawPal'],
    ['I need a business model canvas', 'I need a business model canvas'],
  ])('%s → %s', (request, idea) => expect(ideaFrom(request)).toBe(idea));
});

describe('documentNote', () => {
  it('names the engine and the file, not the price (shown under the message)', () => {
    expect(documentNote({ engine: 'offline', filename: 'pawpal-business-plan.pdf' })).toBe('_Written by the offline engine (no AI model configured) · saved to your data room as pawpal-business-plan.pdf_');
    expect(documentNote({ engine: 'computed', filename: 'pawpal-financial-model.xlsx' })).toBe('_Computed from your assumptions · saved to your data room as pawpal-financial-model.xlsx_');
  });
});
