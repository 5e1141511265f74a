import { describe, expect, it } from 'vitest';
import { COMPETITORS, INSTITUTIONS, REGULATIONS } from '../knowledge';
import { createOfflineProvider } from '../offline';
import { buildContext } from './context';
import { deliverable } from './deliverables';

const reg = (id: string) => REGULATIONS.find((r) => r.id === id)!;
const inst = (id: string) => INSTITUTIONS.find((i) => i.id === id)!;
const text = (o: object) => JSON.stringify(o, (_k, v) => (v instanceof RegExp ? v.source : v));

/** Facts checked against their sources (issue 24's second look), with what the founder must confirm marked. */
describe('knowledge tables: dated facts', () => {
  it('COPPA: the FTC’s amended rule (published 22 April 2025, in force 23 June 2025, compliance by 22 April 2026)', () => {
    const r = text(reg('coppa'));
    expect(r).toContain('22 April 2025');
    expect(r).toContain('23 June 2025');
    expect(r).toContain('22 April 2026');
    expect(reg('coppa').confirm).toMatch(/non-profit/);
  });

  it('EU short-term rental data regulation: Regulation (EU) 2024/1028, applies from 20 May 2026', () => {
    const r = text(reg('str-rules'));
    expect(r).toContain('2024/1028');
    expect(r).toContain('20 May 2026');
  });

  it('SEIS since April 2023: £250,000 per company, £200,000 per investor a year, gross assets up to £350,000, under three years of trading', () => {
    const i = text(inst('seis'));
    for (const s of ['£250,000', '£200,000', '£350,000', 'three years', 'April 2023']) expect(i).toContain(s);
    expect(inst('seis').confirm).toBeTruthy();
  });

  it('Startup India Seed Fund Scheme: up to ₹20 lakh grant for proof of concept, up to ₹50 lakh as convertible debentures or debt', () => {
    const i = text(inst('sisfs'));
    expect(i).toMatch(/₹20 lakh[^;]*grant[^;]*proof of concept/);
    expect(i).toMatch(/₹50 lakh[^;]*convertible debentures[^;]*debt/);
    expect(inst('sisfs').confirm).toBeTruthy();
  });

  it('INFORM Consumers Act: 200+ transactions and US$5,000+ in gross revenue in 12 months; effective 27 June 2023', () => {
    const r = text(reg('inform-act'));
    expect(r).toMatch(/200 or more/);
    expect(r).toContain('US$5,000');
    expect(r).toMatch(/12-month/);
    expect(r).toContain('27 June 2023');
    expect(reg('inform-act').confirm).toBeTruthy();
  });

  it('the legal checklist lists what the founder must confirm', () => {
    const doc = deliverable('legal_setup', 'operations', { startup_name: 'BrightSteps', idea: 'A non-profit giving free weekly tutoring to low-income middle-school students in Chicago, USA', target_customers: 'Low-income families and middle schools in Chicago', industry: 'education non-profit', business_model: 'Grants and donations' });
    expect(doc).toMatch(/- \[ \] Confirm whether COPPA applies to you as a non-profit/);
  });
});

describe('knowledge tables: rows that apply to some businesses of a sector only', () => {
  const parking = { startup_name: 'DriveSpot', idea: 'A marketplace where homeowners in Manchester rent out their driveways as car parking spaces to commuters', target_customers: 'Commuters and homeowners in Manchester', industry: 'car parking', business_model: '15% commission on each booking' };
  const rides = { startup_name: 'RideNow', idea: 'A ride-hailing app for airport transfers in London', target_customers: 'Travellers in London', industry: 'transport', business_model: '20% commission per ride' };

  it('a parking marketplace gets parking rules, not passenger-transport licensing or ride-hailing rivals', () => {
    const ctx = buildContext(parking);
    expect(ctx.sector).toBe('transport');
    const names = ctx.regs.map((r) => r.name);
    expect(names).not.toContain('passenger-transport licensing');
    expect(names).toContain('parking-space rental rules');
    expect(ctx.competitors.map((c) => c.name)).toEqual(expect.arrayContaining(['JustPark']));
    expect(ctx.competitors.map((c) => c.name)).not.toContain('Uber / Bolt / Lyft');
    const checklist = deliverable('legal_setup', 'operations', parking);
    expect(checklist).not.toMatch(/passenger|operator licence/);
    expect(checklist).toContain('parking-space rental rules');
  });

  it('a ride-hailing startup still gets passenger-transport licensing and its incumbents', () => {
    const ctx = buildContext(rides);
    expect(ctx.regs.map((r) => r.name)).toContain('passenger-transport licensing');
    expect(ctx.competitors.map((c) => c.name)).toContain('Uber / Bolt / Lyft');
  });

  it('horizontal tools are not named as rivals of a rental marketplace or a savings app', () => {
    const rental = buildContext({ startup_name: 'KitShare', idea: 'A marketplace where people in London rent cameras and outdoor gear from each other', target_customers: 'Owners of gear and renters in London', industry: 'peer-to-peer rentals', business_model: '15% commission on each rental' });
    expect(rental.competitors.map((c) => c.name)).toContain('Fat Llama');
    expect(rental.competitors.map((c) => c.name)).not.toContain('Salesforce');
    const savings = buildContext({ startup_name: 'Kolo', idea: 'A savings app in Nigeria that helps market traders save daily in naira', target_customers: 'Market traders in Lagos', industry: 'fintech savings', business_model: '1% fee on withdrawals' });
    expect(savings.competitors.map((c) => c.name)).not.toContain('QuickBooks / Xero');
    expect(COMPETITORS.find((c) => c.id === 'quickbooks')!.onlyWhen!.test('bookkeeping for plumbers')).toBe(true);
  });
});

describe('a rule named both in the table and in the records', () => {
  it('is listed once (the table’s “… Act 2023 (NDPA)” is the record “… Act 2023”)', () => {
    const giao = buildContext({
      startup_name: 'Giao', idea: 'Last-mile delivery for online sellers in Lagos', country: 'NG',
      target_customers: 'Instagram sellers and their customers', business_model: '₦1,500 per delivery',
    });
    const ndpa = giao.regs.filter((r) => /Nigeria Data Protection Act/.test(r.name));
    expect(ndpa.map((r) => r.name)).toEqual(['Nigeria Data Protection Act 2023 (NDPA)']);
  });

  it('one rule listed is “the rule listed”, never “the 1 rules”', async () => {
    const profile = { startup_name: 'Giao', idea: 'Last-mile delivery for online sellers in Lagos', country: 'NG',
      target_customers: 'Instagram and Jumia sellers', business_model: '₦1,500 per delivery', stage: 'mvp' };
    const q = 'What laws apply to us?';
    const { text } = await createOfflineProvider().generateText({ system: '', messages: [{ role: 'user', content: q }],
      purpose: { kind: 'agent-chat', agentId: 'strategic', userMessage: q, profile, history: [] } });
    expect(text).toContain('Ask a lawyer in Nigeria to confirm the rule listed in one call.');
    expect(text).not.toMatch(/\b1 rules\b/);
  });
});
