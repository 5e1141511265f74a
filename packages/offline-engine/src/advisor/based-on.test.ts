import { describe, expect, it } from 'vitest';
import { BASED_ON_DEV, BASED_ON_HELD_OUT, type BasedOnCase } from './based-on-fixtures';
import { createOfflineProvider } from '../offline';
import { basedOn, buildContext } from './context';

const DEFAULTS = 'defaults to confirm';

/** Where the line puts the revenue per customer: among the founder's figures or the defaults. */
function arpuPlace(c: BasedOnCase): 'founder' | 'default' | 'missing' {
  const ctx = buildContext(c.profile);
  const arpu = ctx.figures?.unit_economics.arpu_monthly;
  const line = basedOn(ctx);
  if (arpu == null) return 'missing';
  const at = line.indexOf(`${ctx.money(arpu)} a month per ${ctx.arpuPer}`);
  if (at < 0) return 'missing';
  const defaultsAt = line.indexOf(DEFAULTS);
  return defaultsAt >= 0 && at > defaultsAt ? 'default' : 'founder';
}

const score = (cases: BasedOnCase[]) => {
  const misses = cases.filter((c) => arpuPlace(c) !== c.arpu)
    .map((c) => `${c.label}: ${arpuPlace(c)}, expected ${c.arpu}`);
  return { right: cases.length - misses.length, total: cases.length, misses };
};

describe('the “Based on” line labels defaults', () => {
  it('a per-visit price billed as an hour still rests on the hours and utilisation defaults, and says so', () => {
    const c = BASED_ON_DEV[0];
    const ctx = buildContext(c.profile);
    const line = basedOn(ctx);
    expect(line).toMatch(new RegExp(`${DEFAULTS}[^_]*a month per ${ctx.arpuPer}`));
    expect(line).not.toMatch(/from your figures[^;]*a month per/);
  });

  it('keeps the founder’s own price in view when the revenue per customer also rests on defaults', () => {
    const ctx = buildContext({
      idea: 'Brand agency for SMEs in Nairobi', business_model: 'Monthly retainer of KSh 60,000 per client',
    });
    expect(basedOn(ctx)).toMatch(/from your figures: billing rate per hour KSh 1,500(\.00)?[;,]/);
    expect(basedOn(ctx)).toMatch(new RegExp(`${DEFAULTS}[^_]*a month per billable person`));
  });

  it('a stated monthly price is quoted as the founder’s figure, the cost defaults as defaults', () => {
    const ctx = buildContext(BASED_ON_DEV[1].profile);
    const line = basedOn(ctx);
    expect(line).toMatch(/from your figures: \$12(\.00)? a month per subscriber/);
    expect(line).toMatch(new RegExp(`${DEFAULTS}[^_]*gross margin`));
  });

  it('every figure of the fixture table is placed right', () => {
    const s = score(BASED_ON_DEV);
    expect(s.misses).toEqual([]);
  });

  it('places every figure of the held-out table right (measured, not tuned on)', () => {
    const s = score(BASED_ON_HELD_OUT);
    console.log(`held-out “Based on” ARPU placed right: ${s.right}/${s.total}`, s.misses);
    expect(s.right / s.total).toBeGreaterThanOrEqual(0.85);
  });

  it('an empty profile says the whole model is defaults, once', () => {
    const line = basedOn(buildContext({}, undefined, ''));
    expect(line).not.toContain(DEFAULTS);
  });

  it('names the country in words for every country the model knows (Japan, not “JP”)', () => {
    const jp = BASED_ON_HELD_OUT.find((c) => c.profile.country === 'JP')!;
    expect(basedOn(buildContext(jp.profile))).toContain('Japan');
  });
});

describe('the figures an answer quotes label defaults', () => {
  const engine = createOfflineProvider();
  const answer = async (profile: Record<string, string>, question: string) => (await engine.generateText({
    system: '', messages: [{ role: 'user', content: question }],
    purpose: { kind: 'agent-chat', agentId: 'strategic', userMessage: question, profile, history: [] },
  })).text;

  it('a service priced per visit is advised a price per visit; a consultancy, a retainer', async () => {
    const brava = await answer(BASED_ON_DEV[0].profile, 'How should we price the visits?');
    expect(brava).toContain('using a fixed price per visit or job.');
    const consultancy = await answer({ idea: 'A consultancy that builds data dashboards for UK councils',
      business_model: 'Billed at £650 per day of consulting', country: 'GB', stage: 'early' }, 'How should we price?');
    expect(consultancy).toContain('using a retainer or fixed-price packages.');
    expect(consultancy).not.toContain('per visit or job');
  });

  it('a default price per customer is labelled; the founder’s own is not', async () => {
    const brava = await answer(BASED_ON_DEV[0].profile, 'How should we price the visits?');
    const lead = '- Defaults in the startup model, to confirm on the Startup screen:';
    expect(brava).toMatch(new RegExp(`${lead} revenue per billable person: €[\\d.,]+ a month`));
    expect(brava).not.toMatch(/- From the startup model: [^\n]*revenue per/);
    const app = await answer(BASED_ON_DEV[1].profile, 'How should we price the app?');
    expect(app).toMatch(/- From the startup model: revenue per subscriber: \$12(\.00)? a month\./);
    expect(app).toMatch(new RegExp(`${lead} gross margin [\\d.]+%`));
  });
});

