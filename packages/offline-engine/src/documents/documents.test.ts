import { setAssumption } from '@uc/startup-model';
import { describe, expect, it } from 'vitest';
import { buildDocView, contentText, documentContent, DOCUMENT_FIXTURES, DOCUMENT_KINDS, inSentence, modelFromProfile, profileStrings, templateShare, withArticle, type DocumentKind } from '.';

const views = DOCUMENT_FIXTURES.map((f) => buildDocView(modelFromProfile(f), f));
const content = (kind: DocumentKind, i: number) => documentContent(kind, views[i], kind);
const REPORTS = DOCUMENT_KINDS.filter((k) => !['pitch_deck', 'business_plan', 'business_model_canvas', 'financial_model'].includes(k));
const SUITE: DocumentKind[] = ['pitch_deck', 'business_plan', 'business_model_canvas', 'financial_model'];

describe('documents written from the startup model', () => {
  it('gives each of the 11 report kinds its own structure: every heading is found in no other kind', () => {
    expect(REPORTS).toHaveLength(11);
    const headings = new Map(DOCUMENT_KINDS.map((k) => [k, new Set(content(k, 1).sections.map((s) => s.heading))]));
    for (const kind of REPORTS) {
      const own = [...headings.get(kind)!];
      expect(own.length, kind).toBeGreaterThanOrEqual(5);
      for (const other of DOCUMENT_KINDS.filter((k) => k !== kind)) for (const h of own) expect(headings.get(other)!.has(h), `${kind} and ${other} share “${h}”`).toBe(false);
    }
    // No report kind shares a section body with another kind (the deck and the plan may state the same ask alike).
    const bodies = DOCUMENT_KINDS.flatMap((k) => content(k, 1).sections.map((s) => [k, s.body] as const)).filter(([, b]) => b);
    for (const [k, b] of bodies.filter(([k]) => REPORTS.includes(k))) expect(bodies.filter(([k2, b2]) => b2 === b && k2 !== k), `${k}: ${b}`).toEqual([]);
  });

  it('keeps the template share across five startups’ suites at or below 40% once every profile string is masked', () => {
    const suite = templateShare(views.map((v, i) => ({ text: SUITE.map((k) => contentText(content(k, i))).join('\n'), profileStrings: profileStrings(DOCUMENT_FIXTURES[i]) })));
    expect(suite.sentences).toBeGreaterThan(300);
    expect(suite.share, suite.examples.join('\n')).toBeLessThanOrEqual(0.4);
    const reports = templateShare(views.map((v, i) => ({ text: REPORTS.map((k) => contentText(content(k, i))).join('\n'), profileStrings: profileStrings(DOCUMENT_FIXTURES[i]) })));
    expect(reports.share, reports.examples.join('\n')).toBeLessThanOrEqual(0.4);
  });

  it('measures a template as a template', () => {
    const text = (name: string) => `${name} is great. ${name} helps people. We grow every month.`;
    expect(templateShare([{ text: text('Alpha'), profileStrings: ['Alpha'] }, { text: text('Beta'), profileStrings: ['Beta'] }]).share).toBe(1);
    expect(templateShare([{ text: 'Alpha sells 5 units.', profileStrings: [] }, { text: 'Beta sells 7 units.', profileStrings: [] }]).share).toBe(0);
  });

  it('makes no claim the model does not support', () => {
    for (const [i, v] of views.entries()) {
      const all = DOCUMENT_KINDS.map((k) => contentText(content(k, i))).join('\n');
      if (v.model.pre_revenue) expect(all, v.profile.company).not.toMatch(/paying customers|live with customers/i);
      if (v.model.archetype === 'nonprofit') {
        expect(all).not.toMatch(/(?<!never )an equity round|raising a round|investors? (?:own|get) equity/i);
        expect(all).toContain('grant funding');
      }
      // No margin adjective of its own: only the forecast's percentages.
      expect(all).not.toMatch(/margin (?:above|over|of at least) \d+%|typical of software/i);
      // Regulations only from the sector × country tables: GDPR for the German marketplace, none for the startup with no country.
      if (v.model.country === 'DE') expect(all).toContain('GDPR');
      if (!v.model.country || v.model.country === 'NG') expect(all).not.toMatch(/GDPR|HIPAA|CCPA/);
      expect(all).not.toMatch(/undefined|NaN|\[object|null/);
    }
  });

  it('says plainly when cash would run out, and names the gap', () => {
    const f = DOCUMENT_FIXTURES[0];
    const model = setAssumption(modelFromProfile(f), 'funding_amount', 0);
    const v = buildDocView(model, f);
    expect(v.base.funding_gap).toBeGreaterThan(0);
    const plan = contentText(documentContent('business_plan', v, 'Business Plan'));
    expect(plan).toContain(`Funding gap: on these assumptions cash falls to ${v.money(v.base.lowest_cash.value)} in month ${v.base.lowest_cash.month}, so the plan needs a further ${v.money(v.base.funding_gap)}`);
  });

  it('names both sides and both revenue lines of a marketplace, and manufacturing in hardware costs', () => {
    const canvasOf = (archetype: string) => {
      const i = views.findIndex((v) => v.model.archetype === archetype);
      return Object.fromEntries(content('business_model_canvas', i).sections.map((s) => [s.heading, [s.body, ...s.bullets].join('\n')]));
    };
    const market = canvasOf('marketplace');
    expect(market['Customer Segments']).toMatch(/Supply side: .+\n.*Demand side: /);
    expect(market['Revenue Streams']).toMatch(/Commission[^\n]*\n[^\n]*(?:fee)/i);
    expect(canvasOf('hardware_subscription')['Cost Structure']).toMatch(/manufactur|bill of materials/i);
  });

  it('puts profile phrases in the right case with the right article', () => {
    expect(inSentence('Independent dental clinics')).toBe('independent dental clinics');
    expect(inSentence('A marketplace for vans')).toBe('a marketplace for vans');
    expect(inSentence('SMEs in Lagos')).toBe('SMEs in Lagos');
    expect(inSentence('Green Cup Co')).toBe('Green Cup Co');
    // The places are names; the customers before them are not.
    expect(inSentence('Startups in Germany and Poland')).toBe('startups in Germany and Poland');
    expect(inSentence('Hotels in Cape Town')).toBe('hotels in Cape Town');
    expect(inSentence('Grace Church in Lagos')).toBe('Grace Church in Lagos');
    expect(withArticle('item')).toBe('an item');
    expect(withArticle('hour')).toBe('an hour');
    expect(withArticle('user')).toBe('a user');
    expect(withArticle('sensor')).toBe('a sensor');
    // Initialisms by their letters' sound (a record's category inserted after "as").
    expect(withArticle('SME lender')).toBe('an SME lender');
    expect(withArticle('B2B marketplace')).toBe('a B2B marketplace');
    expect(withArticle('HR tool')).toBe('an HR tool');
    expect(withArticle('EU rule')).toBe('an EU rule');
    expect(withArticle('UK bank')).toBe('a UK bank');
    expect(withArticle('usage-based API')).toBe('a usage-based API');
    const plan = contentText(content('business_plan', 0));
    expect(plan).toContain('It serves accounting software teams');
    expect(plan).not.toMatch(/\ba [aeiou]\w+ (?:business|customer)/i);
  });
});

describe('open questions in the business plan', () => {
  const facts = (idea: string) => ({ ...DOCUMENT_FIXTURES[0], company: 'CEPcheck', idea, businessModel: 'Usage-based API', context: '' });
  const risks = (idea: string) => {
    const f = facts(idea);
    return documentContent('business_plan', buildDocView(modelFromProfile(f), f), 'business_plan').sections.find((s) => s.heading === 'Risks and assumptions to verify')!;
  };

  it('names a figure the founder wrote that the model has not placed, instead of passing over it', () => {
    const section = risks('Address validation API for Brazilian checkouts: R$ 0,09 por endereço validado.');
    expect(section.body).toContain('One figure the founder wrote is not yet placed in the model');
    expect(section.bullets[0]).toContain('"R$ 0,09 por endereço validado"');
  });

  it('says nothing of the kind when every figure is placed', () => {
    const section = risks('Address validation API for Brazilian checkouts at R$ 90 per 1,000 calls.');
    expect(section.body).not.toContain('not yet placed');
  });
});

describe('a market the founder’s customers do not size yet (issue 35, item 4)', () => {
  const MONEY = /[$€£₹]\s?\d|R\$\s?\d|CHF\s?\d/;
  const marketText = (f: (typeof DOCUMENT_FIXTURES)[number], kind: DocumentKind, tam?: number) => {
    const model = modelFromProfile(f);
    const v = buildDocView(tam === undefined ? model : setAssumption(model, 'tam_customers', tam), f);
    const sections = documentContent(kind, v, kind).sections.filter((s) => /market|why now|tam/i.test(s.heading));
    return { v, text: sections.map((s) => [s.body, ...s.bullets, ...(s.table?.rows.flat() ?? [])].join('\n')).join('\n') };
  };
  const dogs = { ...DOCUMENT_FIXTURES[0], company: 'Wuff', idea: 'Pet health app for dog owners with vet chat', industry: 'Pet care', targetMarket: 'Dog owners in Germany', businessModel: '€9.99 per month', context: '' };

  it.each(['pitch_deck', 'business_plan', 'market_analysis'] as DocumentKind[])('%s says “market to be sized” and prints no market figure', (kind) => {
    const { v, text } = marketText(dogs, kind);
    expect(v.sizing.sized).toBe(false);
    expect(text).toContain('market to be sized');
    expect(text).toContain('How many dog owners are in your market in Germany?');
    // No money figure in the market's own lines (the year-3 revenue the analysis compares with is the forecast's).
    for (const line of text.split('\n').filter((l) => /TAM|SAM|SOM|addressable|serviceable|obtainable/.test(l))) expect(line).not.toMatch(MONEY);
  });

  it('never prints an uncounted market as "0 (default to verify)"', () => {
    const v = buildDocView(modelFromProfile(dogs), dogs);
    const all = DOCUMENT_KINDS.map((k) => contentText(documentContent(k, v, k))).join('\n');
    expect(all).not.toMatch(/Potential customers in the whole market[^:]*: 0/);
    expect(all).toContain('Potential customers in the whole market (dog owners): not counted yet');
  });

  it('prints the figures once the founder counts their customers', () => {
    const { v, text } = marketText(dogs, 'pitch_deck', 10_500_000);
    expect(v.sizing.sized).toBe(true);
    expect(text).not.toContain('market to be sized');
    expect(text).toContain(v.money(v.sizing.sam.value));
  });
});
