import { describe, expect, it } from 'vitest';
import { archetypeAsSold } from './archetypes';
import { classifyStartup } from './classify';
import { consumerChannel } from './consumer-channel';
import { CONSUMER_DEV } from './fixtures/consumer-dev';
import { CONSUMER_HELD_OUT } from './fixtures/consumer-held-out';
import { keyFigures } from './key-figures';
import { buildStartupModel, repairAssumptions, setAssumption } from './model';
import { openQuestions } from './questions';

const consumer = (idea: string) => buildStartupModel({ idea }, { archetype: 'consumer_subscription' });
const row = (m: ReturnType<typeof consumer>, key: string) => m.assumptions.find((a) => a.key === key)!;

describe('a consumer subscription pays what its channel costs', () => {
  it('reads the channel of every founder of the development table', () => {
    expect(CONSUMER_DEV.map((c) => consumerChannel(c.idea.toLowerCase()))).toEqual(CONSUMER_DEV.map((c) => c.kind));
  });

  it('reads the channel of at least 22 of the 24 held-out founders (first measure, before any tuning: 21)', () => {
    const right = CONSUMER_HELD_OUT.filter((c) => consumerChannel(c.idea.toLowerCase()) === c.kind).length;
    expect(right).toBeGreaterThanOrEqual(22);
  });

  it('a service of people’s time is in person even when booked online; a course taught online is not', () => {
    expect(consumerChannel('dog walking twice a week, booked online, €60 a month')).toBe('in_person');
    expect(consumerChannel('an online english school: live evening classes and recorded lessons, €30 a month'))
      .toBe('web');
    expect(consumerChannel('a meal planning app for busy parents, €4 a month')).toBe('app_store');
  });

  it('an app in the stores pays the store; a web subscription or a gym pays card fees, never Apple’s share', () => {
    const app = consumer('Meditation app on iOS and Android, £5 a month.');
    expect(row(app, 'store_fee_pct'))
      .toMatchObject({ value: 15, basis: expect.stringContaining('Apple and Google keep') });
    const direct = ['A paid newsletter on Irish farm policy, €8 a month.', 'A climbing gym in Leeds, £45 a month.'];
    for (const idea of direct) {
      const fee = row(consumer(idea), 'store_fee_pct');
      expect(fee.value).toBe(3);
      expect(fee.basis).toMatch(/Stripe standard pricing, 2025/);
      expect(fee.basis).not.toMatch(/Apple and Google keep/);
    }
  });

  it('a membership used in person costs a stand-in share of the price, asked until the founder answers', () => {
    const text = 'Self-storage units in Leeds for households moving home, £90 per unit per month.';
    const gym = consumer(text);
    expect(row(gym, 'member_cost_pct'))
      .toMatchObject({ value: 50, provenance: 'default', basis: expect.stringMatching(/stand-in/) });
    expect(row(gym, 'conversion_pct').basis).not.toMatch(/freemium apps/);
    const asked = openQuestions(gym, text).find((q) => q.id === 'member-cost');
    expect(asked).toMatchObject({ key: 'member_cost_pct', question: expect.stringContaining('50% (a stand-in') });
    const app = consumer('Meditation app on iOS and Android, £5 a month.');
    expect(row(app, 'member_cost_pct').value).toBe(0);
    expect(openQuestions(app, '').some((q) => q.id === 'member-cost')).toBe(false);
    // The gross margin counts the members' cost: a storage unit is not an 85%-margin app.
    const margin = (m: ReturnType<typeof consumer>) => keyFigures(m).unit_economics.gross_margin_pct!;
    expect(margin(gym)).toBeLessThan(50);
    expect(margin(app)).toBeGreaterThan(80);
    const answered = setAssumption(gym, 'member_cost_pct', 30);
    expect(margin(answered)).toBeGreaterThan(margin(gym));
    expect(openQuestions(answered, text).some((q) => q.id === 'member-cost')).toBe(false);
  });

  it('describes the business as sold: no app store as channel, partner or cost outside the stores', () => {
    const gym = archetypeAsSold('consumer_subscription', 'A climbing gym in Leeds, £45 a month.');
    const all = JSON.stringify([gym.canvas, gym.costStructure]);
    expect(all).not.toMatch(/app store|in-app|\bapps?\b/i);
    expect(gym.costStructure).toContain('The space, staff and goods each member uses');
    expect(gym.canvas.value_propositions.some((v) => /^free\b/i.test(v))).toBe(false);
    expect(gym.vocabulary.customers).toBe('members');
    expect(gym.benchmarks.map((b) => b.key)).not.toContain('store_fee');
    const app = archetypeAsSold('consumer_subscription', 'Meditation app, £5 a month.');
    expect(app.canvas.channels).toContain('App stores');
    expect(archetypeAsSold('b2b_saas', 'a gym')).toBe(archetypeAsSold('b2b_saas', ''));
  });
});

describe('who pays, when the words name a store or the startup itself', () => {
  it('"on the App Store" names no organisation as the buyer; an app sold there is bought by people', () => {
    expect(classifyStartup({ idea: 'Bird-call quiz app on the App Store and Google Play, $3.99 a month.' }).archetype)
      .toBe('consumer_subscription');
  });
  it('"X is a yoga studio" is the startup, not its buyer; "a platform for studios" still sells to studios', () => {
    const studio = 'Ananda is a yoga and dance studio in Pune with unlimited classes, ₹2,500 a month.';
    expect(classifyStartup({ idea: studio }).archetype).toBe('consumer_subscription');
    expect(classifyStartup({ idea: 'Ananda is a booking platform for yoga studios, ₹2,500 a month.' }).archetype)
      .toBe('b2b_saas');
    const gymIdea = 'Bouldering gym in Denver with a members’ app for booking, $85 a month.';
    expect(classifyStartup({ idea: gymIdea }).archetype).toBe('consumer_subscription');
    expect(classifyStartup({ idea: 'Scheduling software for gyms in Denver, $85 a month.' }).archetype)
      .toBe('b2b_saas');
    const gym = { idea: gymIdea, business_model: 'Membership' };
    expect(classifyStartup({ ...gym, target_customers: 'Climbers in Denver' }).archetype).toBe('consumer_subscription');
    // A supplier is not a buyer; an app that tracks a cycle is no device; a film stream sold on the web is for people.
    expect(classifyStartup({ idea: 'Flowers from growers around Aalsmeer to your door each Friday, €19 a week.' })
      .archetype).toBe('consumer_subscription');
    expect(classifyStartup({ idea: 'A cycle and ovulation tracker on iOS and Android, R49 a month.' }).archetype)
      .toBe('consumer_subscription');
    expect(classifyStartup({ idea: 'Flick streams Nollywood classics on its website, ₦1,500 a month, cancel anytime.' })
      .archetype).toBe('consumer_subscription');
    // Software about deliveries, laundries or parking is sold to the businesses that run them.
    for (const idea of ['Delivery route planning software, $99 a month.', 'Laundry management software, $49 a month.',
      'Shipping label software, $29 a month.', 'Inventory tracking for food delivery kitchens, €79 per month.'])
      expect(classifyStartup({ idea }).archetype, idea).toBe('b2b_saas');
    // The customers the founder names are the buyers, wherever they stand.
    expect(classifyStartup({ target_customers: 'Gyms in Colorado', idea: 'Scheduling software, $85 a month.' })
      .archetype).toBe('b2b_saas');
  });
});

describe('a model saved before the channel was read', () => {
  const text = 'A climbing gym in Leeds, £45 a month.';
  const now = consumer(text);
  // As saved then: the app store's 15% and no members' cost.
  const saved = {
    ...now,
    assumptions: now.assumptions.filter((a) => a.key !== 'member_cost_pct').map((a) => (a.key === 'store_fee_pct'
      ? { ...a, value: 15, basis: 'Apple and Google keep 15% of subscriptions for small developers, 2025' }
      : a)),
  };

  it('reads today’s defaults for its channel, and keeps what the founder set', () => {
    const { model, repaired } = repairAssumptions(saved, text);
    expect(repaired).toEqual(expect.arrayContaining(['store_fee_pct', 'member_cost_pct']));
    expect(row(model, 'store_fee_pct')).toEqual(row(now, 'store_fee_pct'));
    expect(row(model, 'member_cost_pct')).toEqual(row(now, 'member_cost_pct'));
    const mine = setAssumption(saved, 'store_fee_pct', 15);
    expect(row(repairAssumptions(mine, text).model, 'store_fee_pct'))
      .toMatchObject({ value: 15, provenance: 'founder' });
  });

  it('changes nothing without the founder’s words, nor when the defaults are current (the same object)', () => {
    expect(row(repairAssumptions(saved, '').model, 'store_fee_pct').value).toBe(15);
    expect(repairAssumptions(now, text).model).toBe(now);
  });
});
