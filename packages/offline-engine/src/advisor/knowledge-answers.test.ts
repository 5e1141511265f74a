import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose';
import { LENS_IDS } from '../knowledge/fixtures/measure';
import { extractEntities, extractOptions } from '../understand/entities';

const all = (q: string, profile: Record<string, unknown>) => LENS_IDS.map((l) => composeAnswer(l, q, profile).text);

const bookkeeping = { startup_name: 'Ledgerly', idea: 'Bookkeeping app for UK sole traders that categorises receipts and invoices', target_customers: 'UK sole traders', business_model: '£10 a month' };
const payments = { startup_name: 'PawPal', idea: 'Pet-sitting marketplace in the UK; we take payments on behalf of sitters and pay them out', target_customers: 'Pet owners in the UK', business_model: '15% commission' };

describe('answers built from knowledge records', () => {
  it('the same compliance question: FCA authorisation, with its reason, only for the app that moves money', () => {
    const q = 'What do we need to comply with before launch in the UK?';
    for (const text of all(q, bookkeeping)) expect(text).not.toMatch(/FCA|KYC/);
    const ops = composeAnswer('operations', q, payments).text;
    expect(ops).toMatch(/FCA authorisation\*\* \(because you hold or move customers’ money\)/);
    expect(ops).toMatch(/Payment Services Regulations 2017.*2017/);
  });

  it('invented company and law names: said unknown, the method for their kind, no facts, no demo with an authority', () => {
    const law = all('Do we need to comply with the Wearable Heart Data Act of 2023?', payments);
    for (const text of law) {
      expect(text).toMatch(/\*\*Wearable Heart Data Act\*\*: not in my knowledge, so I state no facts about it\. From how you mention it, it reads as a law or rule/);
      expect(text).not.toMatch(/book a demo|sign up/i);
    }
    const regulator = composeAnswer('operations', 'Must we register with the Digital Ledger Authority?', bookkeeping).text;
    expect(regulator).toMatch(/Digital Ledger Authority\*\*: not in my knowledge.*an authority you would deal with: read its official register, fees and timelines/);
    const rival = composeAnswer('strategic', 'How do we compete with Crumbster?', payments).text;
    expect(rival).toMatch(/\*\*Crumbster\*\*: not in my knowledge.*a company you compete with: read its pricing page and reviews/);
  });

  it('the named entity decides the intent: IR35 is contractor tax, "safe staffing" is not a SAFE', () => {
    const ir35 = composeAnswer('operations', 'Is IR35 a risk if we hire a contract developer through his limited company?', bookkeeping).text;
    expect(ir35).toMatch(/IR35/);
    expect(ir35).not.toMatch(/vesting|SAFE/);
    const care = { startup_name: 'ShiftWise', idea: 'Rota software for care homes in Birmingham, UK', target_customers: 'Care home managers' };
    for (const text of all('How do we show safe staffing ratios on the rota?', care)) expect(text).not.toMatch(/SAFE|post-money|priced round/);
  });

  it('multi-word names win over their parts; the founder’s own name and city are context', () => {
    expect(extractEntities('Do carers need the Skills for Care certificate and Making Tax Digital for Income Tax?').map((e) => e.name))
      .toEqual(['Skills for Care', 'Making Tax Digital']);
    const own = { startup_name: 'KitchenLoop', idea: 'Software that predicts daily prep quantities for independent restaurants in Lisbon, Portugal' };
    const text = composeAnswer('strategic', 'Can restaurants in Lisbon use KitchenLoop offline?', own).text;
    expect(text).not.toMatch(/\*\*(KitchenLoop|Lisbon)\*\*: not in my/);
  });

  it('a language is not a place: "in French" does not make a Québec startup French', () => {
    const places = (q: string) => extractEntities(q).filter((e) => e.kind === 'place').map((e) => e.country);
    expect(places('Do our labels need to be in French under Bill 96?')).toEqual([]);
    expect(places('We sell French-speaking tutors to parents')).toEqual([]);
    expect(places('Should a French startup register with URSSAF?')).toEqual(['FR']);
  });

  it('two named companies the knowledge cannot tell apart: each with its facts, no winner', () => {
    const dental = { startup_name: 'ChairTime', idea: 'Scheduling and patient reminders for dental clinics in the United States' };
    const text = composeAnswer('technical', 'Should we integrate with Open Dental or Eaglesoft first?', dental).text;
    expect(text).toMatch(/No pick from me between Open Dental and Eaglesoft/);
    expect(text).toMatch(/open-source dental practice-management system/);
    expect(text).not.toMatch(/my pick/);
  });

  it('two named products of one group (two clouds): each described by its own record, no winner', () => {
    const api = { startup_name: 'MeterLy', idea: 'Usage-based billing API for US SaaS companies' };
    for (const lens of LENS_IDS) {
      const text = composeAnswer(lens, 'Should we host on Amazon Web Services or Google Cloud Platform?', api).text;
      expect(text).toMatch(/No pick from me between Amazon Web Services and Google Cloud Platform/);
      expect(text).toMatch(/Google’s cloud: containers on Cloud Run/);
      expect(text).not.toMatch(/my pick|HIPAA/);
    }
  });

  it('a rule of another country is named as such, not applied', () => {
    const text = composeAnswer('operations', 'Do we need FDA clearance?', bookkeeping).text;
    expect(text).toMatch(/It does not apply to Ledgerly as described: it is a rule of the United States; you operate in the United Kingdom/);
  });

  it.each([
    ['Should we start selling into REWE or Edeka first?', ['REWE', 'Edeka']],
    ['Should we take payments with Stripe or PayPal?', ['Stripe', 'PayPal']],
    ['Is it better to hire a CTO or outsource to an agency?', ['hire a CTO', 'outsource to an agency']],
    ['Which is better for us, LinkedIn ads or cold email?', ['LinkedIn ads', 'cold email']],
    ['Should we register as a GmbH or a UG in Berlin?', ['GmbH', 'UG']],
  ])('"%s" splits into its options', (q, options) => {
    expect(extractOptions(q)).toEqual(options);
  });
});

describe('a country whose own rules the knowledge base does not hold', () => {
  it('says so and sends the founder to a lawyer there, never "set the country" when it is set', () => {
    const chile = { startup_name: 'LeeDoc', idea: 'API that reads Chilean invoices and IDs, US$0.02 per document' };
    const text = composeAnswer('strategic', 'What laws and regulations apply to us?', chile).text;
    expect(text).toContain('The knowledge base holds no rules of Chile’s own yet');
    expect(text).not.toContain('Set the country');
    // A covered country lists its rules and adds no such line.
    const kenya = {
      idea: 'Brand agency for SMEs in Nairobi', business_model: 'Monthly retainer of KSh 60,000 per client',
    };
    const ke = composeAnswer('strategic', 'What laws and regulations apply to us?', kenya).text;
    expect(ke).toContain('Kenya Data Protection Act 2019');
    expect(ke).not.toContain('holds no rules');
  });
});

describe('channels follow who pays where the business model sells to both', () => {
  it('reaches rural households renting a solar kit as consumers, an agency’s small businesses as businesses', () => {
    const solar = {
      idea: 'Solar home kits rented to rural households in Ghana, GH₵60 per month',
      target_customers: 'Rural households',
    };
    const kit = composeAnswer('marketing', 'How do we reach our first customers?', solar).text;
    expect(kit).toMatch(/referral programme/i);
    expect(kit).not.toMatch(/trade associations|List 100 businesses/i);
    const agency = {
      idea: 'Brand agency in Nairobi', target_customers: 'Small businesses in Kenya',
      business_model: 'Monthly retainer of KSh 60,000 per client',
    };
    const smb = composeAnswer('marketing', 'How do we reach our first customers?', agency).text;
    expect(smb).toMatch(/trade associations/i);
  });
});

describe('a plan whose cash never runs out', () => {
  it('is told it needs no outside money before any round size', () => {
    const p = {
      idea: 'Data consultancy for retailers in Lyon at €800 per day. We have €200,000 in the bank.', stage: 'launched',
    };
    const text = composeAnswer('strategic', 'How much should we raise?', p).text;
    expect(text).toContain('On these figures the plan needs no outside money');
    expect(text).not.toContain('finance companies');
  });
});
