import { describe, expect, it } from 'vitest';
import { grammarErrors } from './grammar-check';
import { grammarCount } from './measure';

const clinic = { target_customers: 'Independent dental clinics', idea: 'predicts daily prep quantities for cafés', industry: 'dental health software' };
const kinds = (text: string, profile: Record<string, unknown> = clinic) => grammarErrors(text, profile).map((e) => e.kind);

describe('grammar checker (the founder probe’s error classes)', () => {
  it.each([
    ['Which Independent dental clinics book online today?', 'pasted-capital'],
    ['We help owners who want predicts daily prep quantities.', 'agreement'],
    ['The goal is to helps clinics fill their chairs.', 'agreement'],
    ['Start with the the clinics that already book online.', 'doubled-word'],
    ['Talk to a independent clinic first.', 'article'],
    ['Send an user a reminder.', 'article'],
    ['Send a SMS the day before.', 'article'],
    ['Sell an usage-based API.', 'article'],
    ['Price it for clinics  , then test.', 'empty-slot'],
    ['Your margin is undefined% today.', 'empty-slot'],
    ['Serve  clinics in .', 'empty-slot'],
    ['- foundation grants: first result 3–9 months.', 'sentence-case'],
    ['- **charitable status**: choose the form first.', 'sentence-case'],
    ['### progressive web app (PWA) compared', 'sentence-case'],
    ['First result in weeks. match your outcomes to the funder.', 'sentence-case'],
  ])('finds “%s” (%s)', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    'Independent dental clinics book online today.',
    '- Independent dental clinics: 40 interviews.',
    '| Channel | Cost |\n| --- | --- |\n| Direct sales to independent dental clinics | low |',
    'A user, an hour, a one-year cliff, an MVP, an SMS, a HIPAA audit, a SIM, an NDA and a euro.',
    'Plan A or B: pick A.',
    '  - [ ] Sign a Business Associate Agreement.',
    'A tool that predicts daily prep quantities.',
    'Sell on iPhone first, e.g. through the App Store.',
    'California’s privacy law for for-profit businesses above a threshold.',
    'A usage-based API, an SME lender and a B2B marketplace.',
    'Lending your own funds: set up as a SOFOM; the company needs a NIF from incorporation.',
    '- **uLesson** (competitor, Nigeria). - **d.light** (competitor). - **eToro** and **mPharma**.',
  ])('accepts “%s”', (text) => {
    expect(grammarErrors(text, clinic)).toEqual([]);
  });

  it('counts 0 errors over the five fixture startups × their questions and the generic ones, syntheses and deliverables', async () => {
    const g = await grammarCount();
    expect(g.texts).toBeGreaterThan(500);
    expect(g.errors.slice(0, 10)).toEqual([]);
    expect(g.total).toBe(0);
  }, 120_000);
});
