import { describe, expect, it } from 'vitest';
import { applicability, conditionState, knowledgeFor } from './applies';
import { recordById } from './index';

const rec = (id: string) => { const r = recordById(id); if (!r) throw new Error(id); return r; };
const ids = (k: ReturnType<typeof knowledgeFor>) => ({
  applies: k.applies.map((a) => a.record.id), ask: k.ask.map((a) => a.record.id), not: (k.notApplicable ?? []).map((a) => a.record.id),
});

describe('conditions read from the founder’s description', () => {
  it('sells_to_consumers: households and parents yes, gyms and sole traders no, unnamed buyers undecided', () => {
    expect(conditionState('sells_to_consumers', 'Organic vegetable boxes. Households in Berlin')).toBe(true);
    expect(conditionState('sells_to_consumers', 'A babysitter matching app. Parents in Amsterdam')).toBe(true);
    expect(conditionState('sells_to_consumers', 'Class booking software. Gym owners in Spain')).toBe(false);
    expect(conditionState('sells_to_consumers', 'Bookkeeping app for sole traders in the UK')).toBe(false);
    expect(conditionState('sells_to_consumers', 'A meal-planning tool')).toBeNull();
    expect(conditionState('sells_to_consumers', 'A habit app', 'consumer_subscription')).toBe(true);
  });

  it('raises_investment: a stated round yes, bootstrapped no, silence undecided', () => {
    expect(conditionState('raises_investment', 'Solar comparison site; we are raising a seed round from angels')).toBe(true);
    expect(conditionState('raises_investment', 'Bootstrapped scheduling tool for salons')).toBe(false);
    expect(conditionState('raises_investment', 'Scheduling tool for salons')).toBeNull();
  });

  it('uses_ai: AI and machine learning yes; "AI Act" and "predicts" alone are not AI', () => {
    expect(conditionState('uses_ai', 'AI contract review for law firms')).toBe(true);
    expect(conditionState('uses_ai', 'A machine-learning model that flags fraud')).toBe(true);
    expect(conditionState('uses_ai', 'We worry about the AI Act')).toBeNull();
    expect(conditionState('uses_ai', 'Software that predicts daily prep quantities')).toBeNull();
    expect(conditionState('uses_ai', 'Bookkeeping app that categorises receipts')).toBeNull();
  });

  it('runs_childcare: a daycare yes; a babysitting marketplace no; booking software for nurseries undecided', () => {
    expect(conditionState('runs_childcare', 'We run a Kita for 40 children in Berlin')).toBe(true);
    expect(conditionState('runs_childcare', 'A babysitting marketplace in Berlin connecting parents with sitters')).toBe(false);
    expect(conditionState('runs_childcare', 'Booking software for nurseries')).toBeNull();
  });
});

describe('records that depend on the new conditions', () => {
  const berlinSitters = { country: 'DE', sector: null, business: 'A babysitting marketplace in Berlin connecting parents with vetted sitters. Parents in Berlin' };
  const berlinKita = { country: 'DE', sector: null, business: 'We run a bilingual Kita (daycare) for 40 children in Berlin. Parents in Berlin' };

  it('a Berlin babysitting marketplace gets no Kita permit; a Berlin daycare does, with its reason', () => {
    const sit = ids(knowledgeFor(berlinSitters, 'What permits do we need before launching in Berlin?'));
    expect([...sit.applies, ...sit.ask]).not.toContain('de-kita-betriebserlaubnis');
    const named = ids(knowledgeFor(berlinSitters, 'Do we need a Kita permit?'));
    expect(named.not).toContain('de-kita-betriebserlaubnis');
    const kita = knowledgeFor(berlinKita, 'What permits do we need before launching in Berlin?');
    const a = kita.applies.find((x) => x.record.id === 'de-kita-betriebserlaubnis');
    expect(a?.reason).toMatch(/run childcare yourself/);
  });

  it('the EU AI Act applies to an AI product, is asked about for an undecided one, never listed by scope alone', () => {
    expect(applicability(rec('eng-eu-ai-act'), { country: 'DE', business: 'AI contract review for law firms in Berlin' }).status).toBe('applies');
    expect(applicability(rec('eng-eu-ai-act'), { country: 'DE', business: 'Organic vegetable boxes in Berlin' }).status).toBe('ask');
    const k = ids(knowledgeFor({ country: 'DE', business: 'Organic vegetable boxes delivered in Berlin. Households' }, 'What do we need to comply with?'));
    expect([...k.applies, ...k.ask]).not.toContain('eng-eu-ai-act');
  });

  it('consumer-contract rules hold only when selling to consumers', () => {
    const q = 'Do the Consumer Contracts Regulations apply to us?';
    const b2b = ids(knowledgeFor({ country: 'GB', business: 'Rota software for care homes. Care home managers' }, q));
    expect(b2b.not).toContain('gb-consumer-contracts');
    const b2c = knowledgeFor({ country: 'GB', business: 'Online shop selling handmade candles. Households in the UK' }, q);
    expect(b2c.applies.find((x) => x.record.id === 'gb-consumer-contracts')?.reason).toMatch(/sell to consumers/);
  });

  it('securities exemptions hold only when raising: asked when named and undecided, applied when stated', () => {
    const q = 'Do we need to file under Regulation D?';
    const undecided = ids(knowledgeFor({ country: 'US', business: 'Sales pipeline CRM for small agencies in New York' }, q));
    expect(undecided.ask).toContain('eng-us-reg-d');
    const raising = knowledgeFor({ country: 'US', business: 'Sales pipeline CRM; we are raising a seed round from angels' }, q);
    expect(raising.applies.map((x) => x.record.id)).toContain('eng-us-reg-d');
    const said = knowledgeFor({ country: 'US', business: 'Sales pipeline CRM for small agencies in New York' }, 'We are raising a seed round from angels: do we need Regulation D?');
    expect(said.applies.find((x) => x.record.id === 'eng-us-reg-d')?.reason).toMatch(/raise money from investors/);
    // The message settles only conditions stated in passing: "AI" in a question does not make the product AI.
    expect(applicability(rec('eng-eu-ai-act'), { country: 'DE', business: 'Organic vegetable boxes', said: 'Does the AI Act apply?' }).status).toBe('ask');
    const scoped = ids(knowledgeFor({ country: 'US', business: 'Sales pipeline CRM for small agencies in New York' }, 'What rules apply to us?'));
    expect([...scoped.applies, ...scoped.ask]).not.toContain('eng-us-reg-d');
  });
});

describe('competitors per sector and country (competitors-more.json)', () => {
  it('recognises named competitors with their country, once each', async () => {
    const { recognise } = await import('./index');
    expect(recognise('How do we compete with Zepto, iFood and Kueski?').map((r) => r.id)).toEqual(['cm-zepto', 'cm-ifood', 'cm-kueski']);
    expect(recognise('Is Wallapop or Vinted better for us, and what about GrabFood?').map((r) => r.id)).toContain('cm-grab-holdings');
    expect(recordById('cm-otovo')?.countries).toEqual(['SE', 'EU']);
  });

  it('names that are ordinary words count only as written', async () => {
    const { recognise } = await import('./index');
    expect(recognise('We want to affirm our values, grab attention and ship on a workday with a kayak hopper.')).toEqual([]);
    expect(recognise('Should we beat Affirm or Peloton?').map((r) => r.id)).toEqual(['cm-affirm', 'cm-peloton']);
  });
});

describe('EU scoping: a member state’s startup is under the EU’s rules when their conditions hold', () => {
  const scope = (country: string, business: string, q = 'What do we need to comply with?') =>
    ids(knowledgeFor({ country, sector: null, business }, q));

  it('a Portuguese, German or Irish startup collecting personal data gets the GDPR, with its reason', () => {
    const lisbon = 'Prep planning app for independent restaurants in Lisbon; restaurant owners sign up with their e-mail';
    for (const [c, b] of [['PT', lisbon], ['DE', 'Scheduling app for salons in Berlin; salon owners create accounts'],
      ['IE', 'A mobile puzzle game in Dublin; players sign up with an e-mail']] as const) {
      const k = knowledgeFor({ country: c, sector: null, business: b }, 'What do we need to comply with?');
      const g = k.applies.find((a) => a.record.id === 'gdpr');
      expect(g?.reason, c).toMatch(/personal data/);
    }
  });

  it('EU-wide rules reach a member state only through their conditions (cookies yes; PSD2 not for software)', () => {
    const k = scope('PT', 'Staff scheduling software for restaurants in Lisbon; restaurant owners create accounts');
    expect(k.applies).toContain('eu-eprivacy');
    expect([...k.applies, ...k.ask]).not.toContain('eu-psd2');
    // Undecided, it is the question asked, not a rule stated.
    const open = scope('PT', 'Prep planning for restaurants in Lisbon; restaurant owners create accounts');
    expect(open.applies).not.toContain('eu-psd2');
    expect([...k.applies, ...k.ask]).not.toContain('eu-mica');
  });

  it('a Spanish B2B startup gets no OSS, even when it names it; a consumer seller is asked the cross-border question', () => {
    const b2b = 'Class booking software for gyms in Madrid. Gym owners in Spain';
    const listed = scope('ES', b2b, 'Which taxes and registrations do we need?');
    expect([...listed.applies, ...listed.ask]).not.toContain('eu-vat-oss');
    expect([...listed.applies, ...listed.ask]).not.toContain('eng-eu-oss');
    const named = scope('ES', b2b, 'Do we need to register for the OSS?');
    expect(named.applies).not.toContain('eu-vat-oss');
    expect(named.not).toContain('eu-vat-oss');
    const shop = knowledgeFor({ country: 'ES', sector: null, business: 'Online shop selling ceramics to households across Europe' },
      'Do we need to register for the OSS?');
    const oss = shop.applies.find((a) => a.record.id === 'eu-vat-oss');
    expect(oss?.record.check).toMatch(/other EU member states/);
  });

  it('a US startup is not given EU rules by scope', () => {
    const k = scope('US', 'Scheduling app for salons in Texas; salon owners create accounts');
    expect([...k.applies, ...k.ask]).not.toContain('gdpr');
  });
});

/**
 * Japan's Telecommunications Business Act (notification to MIC) is for services that carry messages, calls or
 * posts between their users: a rota tool or a tea shop in Japan must not be told it applies. Dev table, then a
 * held-out table written before the condition was built (only measured).
 */
describe('relays_messages: the Telecommunications Business Act only for services that carry users’ messages', () => {
  type Case = [business: string, applies: boolean];
  const DEV: Case[] = [
    ['Dating app for young professionals in Tokyo', true],
    ['Community forum app for new parents in Japan', true],
    ['Shift scheduling software for restaurants in Osaka', false],
    ['Online store selling Japanese green tea to households', false],
    ['In-app chat between buyers and sellers of used camera gear in Japan', true],
    ['Payroll software for clinics in Nagoya', false],
  ];
  const HELD_OUT: Case[] = [
    ['Language exchange app where learners in Japan chat with native speakers', true],
    ['Video consultation platform connecting patients with doctors in Japan', true],
    ['Accounting software for small businesses in Fukuoka', false],
    ['Recipe box delivered weekly to homes in Japan', false],
    ['Social network for anime fans in Japan', true],
    ['Tutoring marketplace where students message tutors in Japan', true],
    ['AI chatbot that answers customer questions for hotels in Kyoto', false],
  ];
  const TBA = 'jp-telecom-business';
  const listed = (business: string) => {
    const k = ids(knowledgeFor({ country: 'JP', sector: null, business }, 'What laws apply to us in Japan?'));
    return k.applies.includes(TBA);
  };
  const misses = (cases: Case[]) => cases.filter(([b, want]) => listed(b) !== want).map(([b]) => b);

  it('states it for the services that carry messages and for no other (dev table)', () => {
    expect(misses(DEV)).toEqual([]);
  });

  it('on the held-out table (measured, not tuned on)', () => {
    const missed = misses(HELD_OUT);
    const right = HELD_OUT.length - missed.length;
    console.log(`held-out Telecommunications Business Act right: ${right}/${HELD_OUT.length}`, missed);
    // Never stated for a startup that carries no messages: a miss may only be a silence.
    const wrong = HELD_OUT.filter(([b, want]) => !want && listed(b)).map(([b]) => b);
    expect(wrong).toEqual([]);
  });

  it('says why it applies, and asks when a founder names it without saying whether users message each other', () => {
    const dating = { country: 'JP', sector: null, business: 'Dating app for young professionals in Tokyo' };
    const reason = knowledgeFor(dating, 'Which laws?').applies.find((a) => a.record.id === TBA)?.reason;
    expect(reason).toMatch(/carries messages, calls or posts between its users/);
    const books = { country: 'JP', sector: null, business: 'Bookkeeping app for freelancers in Japan' };
    const named = ids(knowledgeFor(books, 'Does the Telecommunications Business Act apply to us?'));
    expect(named.ask).toContain(TBA);
  });
});

describe('the reason a scoped rule applies', () => {
  it('names the sector for a sector’s regulator, the country alone for a country-wide rule', () => {
    const giao = { country: 'NG', sector: 'transport', business: 'Last-mile delivery for online sellers in Lagos' };
    const k = knowledgeFor(giao, 'What laws apply to us?', { NG: 'Nigeria' });
    const reason = (id: string) => k.applies.find((a) => a.record.id === id)?.reason;
    expect(reason('ng-lasg-transport')).toBe('because you work in transport in Nigeria');
    expect(reason('eng-ng-cac')).toBe('because you operate in Nigeria');
  });
});

describe('rules for a service that introduces people or holds their messages or money', () => {
  it('personal data: users’ messages and money are personal data, whatever words name the users', () => {
    expect(conditionState('personal_data', 'Dating app for young professionals in Tokyo')).toBe(true);
    expect(conditionState('personal_data', 'A savings app in Nigeria that helps market traders save daily')).toBe(true);
    expect(conditionState('personal_data', 'Handmade candles sold at a weekend market in Lisbon')).toBeNull();
  });

  it('Japan’s online dating act (Public Safety Commission notification, age checks) for a dating service only', () => {
    const listed = (business: string) =>
      knowledgeFor({ country: 'JP', sector: null, business }, 'What laws apply to us in Japan?').applies
        .map((a) => a.record.id).includes('jp-online-dating-act');
    expect(listed('Dating app for young professionals in Tokyo')).toBe(true);
    const koi = knowledgeFor({ country: 'JP', sector: null, business: 'Dating app in Tokyo' }, 'Which laws?');
    expect(koi.applies.find((a) => a.record.id === 'jp-online-dating-act')?.reason).toBe('because it matters '
      + 'when your service introduces people to each other for dating or relationships in Japan');
    expect(listed('Online matchmaking service for marriage-minded singles in Osaka')).toBe(true);
    expect(listed('Shift scheduling software for restaurants in Osaka')).toBe(false);
    expect(listed('Social network for anime fans in Japan')).toBe(false);
  });
});
