import { describe, expect, it } from 'vitest';
import { documentNote } from './intent';

describe('documentNote', () => {
  it('names the model that wrote the document', () => {
    expect(documentNote({ engine: 'gpt-4o-mini', filename: 'pawpal-business-plan.pdf', fallback_reason: null })).toBe(
      '_Written by the AI model gpt-4o-mini · saved to your data room as pawpal-business-plan.pdf_',
    );
  });

  it('says when the offline engine stood in for a failed model, and that it was free', () => {
    const note = documentNote({
      engine: 'offline',
      filename: 'pawpal-business-plan.pdf',
      fallback_reason: 'The AI model failed, so the offline engine wrote this document instead. No credits were charged for it.',
    });
    expect(note).toContain('The AI model failed, so the offline engine wrote this document instead. No credits were charged for it.');
    expect(note).not.toContain('Written by');
  });

  it('says a researched document names its web sources at the end', () => {
    const sources = [1, 2].map((i) => ({ title: `Report ${i}`, url: `https://example.org/${i}`, retrieved_at: '2026-11-24T10:00:00.000Z' }));
    expect(documentNote({ engine: 'offline', filename: 'pawpal-market-analysis.pdf', fallback_reason: null, sources })).toBe(
      '_Written by the offline engine (no AI model configured) · researched from 2 web sources, listed at the end · saved to your data room as pawpal-market-analysis.pdf_',
    );
    expect(documentNote({ engine: 'offline', filename: 'a.pdf', fallback_reason: null, sources: [] })).not.toContain('researched');
  });
});
