import { consumerChannel } from '../consumer-channel';
import type { SectorId } from '../types';
import { acquisition, byStage, fmtCount, ofPct, r2, retainedBase, unitEconomicsOf } from './common';
import type { DefaultContext, Mechanics, Values } from './types';

/** Monthly price per account of SMB vertical software, US dollars (list prices seen 2023–2025, to verify). */
const SAAS_PRICE: Partial<Record<SectorId, number>> = {
  health: 200, legal: 150, finance: 120, real_estate: 100, education: 100, food: 90, retail: 80, hr: 100, developer_tools: 50,
};
const saasPrice = (ctx: DefaultContext) => SAAS_PRICE[ctx.sector] ?? 120;
/** Consumer plans by sector, US dollars a month (app-store price points 2024–2025, to verify). */
const CONSUMER_PRICE: Partial<Record<SectorId, number>> = { health: 13, education: 10, media: 10, finance: 5, food: 8, travel: 8 };

const CARD_FEES = 'card processing is about 2.9% + 30¢ per charge in the US (Stripe standard pricing, 2025), '
  + 'to verify locally';

export const b2bSaas: Mechanics = {
  drivers: [
    { key: 'price_per_month', label: 'Price per account per month', unit: 'money', group: 'revenue', min: 0, role: 'price', value: saasPrice,
      basis: 'typical list price of SMB vertical software in this sector (2023–2025 price pages), to verify' },
    { key: 'starting_customers', label: 'Paying accounts today', unit: 'count', group: 'growth', min: 0, value: byStage({ idea: 0, mvp: 0, early: 15, growth: 150, scale: 800 }),
      basis: 'typical for the stage, to verify' },
    { key: 'new_customers_launch', label: 'New accounts in the launch month', unit: 'count', group: 'growth', min: 0, role: 'volume', value: byStage({ idea: 3, mvp: 4, early: 6, growth: 20, scale: 60 }),
      basis: 'founder-led sales pace for the stage, to verify' },
    { key: 'new_customer_growth', label: 'Monthly growth of new accounts', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'growth', value: 8,
      basis: 'growth of new sign-ups month on month in the first year (slows later), to verify' },
    { key: 'monthly_churn', label: 'Monthly account churn', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'churn', value: 3,
      basis: 'SMB SaaS logo churn is commonly 2–5% a month (ChartMogul and Recurly churn reports, 2023), to verify' },
    { key: 'cac', label: 'Cost to acquire an account (CAC)', unit: 'money', group: 'costs', min: 0, role: 'cac', value: (ctx) => saasPrice(ctx) * 6,
      basis: 'about six months of the price, a common SMB SaaS CAC (payback 6–18 months, KeyBanc SaaS survey 2023), to verify' },
    { key: 'hosting_support_pct', label: 'Hosting and support (% of revenue)', unit: 'percent', group: 'costs', min: 0, max: 100, value: 17,
      basis: 'SaaS gross margins are typically 70–85% (KeyBanc SaaS survey 2023), to verify' },
    { key: 'payment_fees_pct', label: 'Payment processing (% of revenue)', unit: 'percent', group: 'costs', min: 0, max: 20, value: 3,
      basis: CARD_FEES },
  ],
  run: (v, launch) => {
    const added = acquisition(v.new_customers_launch, v.new_customer_growth, launch);
    const base = retainedBase(v.starting_customers, added, v.monthly_churn);
    return base.map((customers, i) => {
      const subscriptions = Math.round(customers * v.price_per_month);
      return {
        revenue: { subscriptions },
        cogs: Math.round(ofPct(subscriptions, v.hosting_support_pct + v.payment_fees_pct)),
        marketing: Math.round(added[i] * v.cac),
        working_capital: 0,
        drivers: { customers, new_customers: added[i] },
      };
    });
  },
  unitEconomics: (v) => unitEconomicsOf(v.price_per_month, 100 - v.hosting_support_pct - v.payment_fees_pct, v.cac, v.monthly_churn),
  market: (v, fmt) => ({ annual_value: Math.round(v.price_per_month * 12), formula: `× ${fmt(v.price_per_month)} × 12 months` }),
};

const inAppStores = (ctx: DefaultContext) => consumerChannel(ctx.words) === 'app_store';
const inPerson = (ctx: DefaultContext) => consumerChannel(ctx.words) === 'in_person';
/** What each paying member of a membership used in person costs: the space, staff and goods they use. */
export const MEMBER_COST = 'member_cost_pct';
const MEMBER_COST_STAND_IN = 50;
export const MEMBER_COST_BASIS = 'not stated: half the price — a stand-in, not a statistic, for the space, staff '
  + 'and goods one member uses';
/** A model saved before the row existed has none: its members cost nothing more than before. */
const memberCost = (v: Values) => v[MEMBER_COST] ?? 0;

export const consumerSubscription: Mechanics = {
  drivers: [
    { key: 'price_per_month', label: 'Premium price per month', unit: 'money', group: 'revenue', min: 0, role: 'price', value: (ctx) => CONSUMER_PRICE[ctx.sector] ?? 8,
      basis: 'consumer app subscriptions mostly sell at $5–$15 a month (RevenueCat State of Subscription Apps 2024), to verify' },
    { key: 'starting_users', label: 'Users today', unit: 'count', group: 'growth', min: 0, value: byStage({ idea: 0, mvp: 0, early: 2000, growth: 30000, scale: 300000 }),
      basis: 'typical for the stage, to verify' },
    { key: 'new_users_launch', label: 'Sign-ups in the launch month', unit: 'count', group: 'growth', min: 0, role: 'volume', value: byStage({ idea: 400, mvp: 500, early: 1000, growth: 5000, scale: 20000 }),
      basis: 'launch-month sign-ups for the stage, to verify' },
    { key: 'new_user_growth', label: 'Monthly growth of sign-ups', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'growth', value: 10,
      basis: 'month-on-month growth of sign-ups in the first year (slows later), to verify' },
    { key: 'conversion_pct', label: 'Sign-ups who become paying', unit: 'percent', group: 'revenue', min: 0, max: 100,
      role: 'volume', value: 4,
      basis: (ctx) => (inPerson(ctx) ? 'not stated: 4 in 100 of the people who enquire or try it join — a stand-in, not a '
        + 'statistic, to verify' : 'freemium apps commonly convert 1–5% of users to paid (RevenueCat State of '
        + 'Subscription Apps 2024), to verify') },
    { key: 'monthly_churn', label: 'Monthly churn of paying subscribers', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'churn', value: 7,
      basis: (ctx) => (inAppStores(ctx)
        ? 'monthly consumer subscriptions commonly lose 5–10% of subscribers a month (RevenueCat 2024), to verify'
        : 'not stated: 7% of subscribers a month — a stand-in, not a statistic (apps lose 5–10%, RevenueCat 2024), '
          + 'to verify') },
    { key: 'free_user_churn', label: 'Monthly churn of free users', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'churn', value: 15,
      basis: 'free users lapse faster than payers, to verify' },
    { key: 'cac_per_signup', label: 'Marketing cost per sign-up', unit: 'money', group: 'costs', min: 0, role: 'cac', value: 2,
      basis: (ctx) => (inAppStores(ctx)
        ? 'paid app installs cost about $1–$5 in the US (app-install cost benchmarks, 2024), to verify'
        : 'not stated: marketing per sign-up — a stand-in, not a statistic, to verify') },
    { key: 'store_fee_pct', label: 'App store or payment fee (% of revenue)', unit: 'percent', group: 'costs', min: 0,
      max: 50, value: (ctx) => (inAppStores(ctx) ? 15 : 3),
      basis: (ctx) => (inAppStores(ctx)
        ? 'Apple and Google keep 15% of subscriptions for small developers (30% standard), 2025, to verify'
        : `${CARD_FEES}; no app store takes a share of ${inPerson(ctx) ? 'a service used in person'
          : 'what you bill on the web'}`) },
    { key: 'serving_cost_per_user', label: 'Hosting cost per active user per month', unit: 'money', group: 'costs', min: 0,
      value: 0.05, basis: (ctx) => `cloud cost of a light ${inAppStores(ctx) ? 'mobile app' : 'online'} user, to verify` },
    { key: MEMBER_COST, label: 'Cost of serving a paying member, as a share of the price', unit: 'percent',
      group: 'costs', min: 0, max: 100, value: (ctx) => (inPerson(ctx) ? MEMBER_COST_STAND_IN : 0),
      basis: (ctx) => (inPerson(ctx) ? MEMBER_COST_BASIS
        : '0: members of an app or a web subscription cost its hosting (the row above), to verify') },
  ],
  run: (v, launch) => {
    const signups = acquisition(v.new_users_launch, v.new_user_growth, launch);
    const newPaid = signups.map((s) => r2(ofPct(s, v.conversion_pct)));
    const paying = retainedBase(ofPct(v.starting_users, v.conversion_pct), newPaid, v.monthly_churn);
    const free = retainedBase(v.starting_users * (1 - v.conversion_pct / 100), signups.map((s, i) => s - newPaid[i]), v.free_user_churn);
    return paying.map((subscribers, i) => {
      const subscriptions = Math.round(subscribers * v.price_per_month);
      return {
        revenue: { subscriptions },
        cogs: Math.round(ofPct(subscriptions, v.store_fee_pct + memberCost(v)))
          + Math.round((subscribers + free[i]) * v.serving_cost_per_user),
        marketing: Math.round(signups[i] * v.cac_per_signup),
        working_capital: 0,
        drivers: { customers: subscribers, free_users: free[i], signups: signups[i] },
      };
    });
  },
  unitEconomics: (v) => unitEconomicsOf(v.price_per_month, 100 - v.store_fee_pct - memberCost(v),
    v.conversion_pct > 0 ? v.cac_per_signup / (v.conversion_pct / 100) : null, v.monthly_churn),
  market: (v, fmt) => ({ annual_value: Math.round(v.price_per_month * 12), formula: `× ${fmt(v.price_per_month)} × 12 months` }),
};

export const usageApi: Mechanics = {
  drivers: [
    { key: 'price_per_1000_calls', label: 'Price per 1,000 API calls', unit: 'money', group: 'revenue', min: 0, role: 'price', value: 2, scale: 'none',
      basis: 'usage-priced APIs commonly charge $0.50–$5 per 1,000 calls (public price pages 2024–2025), to verify' },
    { key: 'starting_customers', label: 'Paying accounts today', unit: 'count', group: 'growth', min: 0, value: byStage({ idea: 0, mvp: 0, early: 20, growth: 200, scale: 1500 }),
      basis: 'typical for the stage, to verify' },
    { key: 'new_customers_launch', label: 'New paying accounts in the launch month', unit: 'count', group: 'growth', min: 0, role: 'volume', value: byStage({ idea: 8, mvp: 10, early: 15, growth: 40, scale: 120 }),
      basis: 'launch-month paying developer accounts for the stage, to verify' },
    { key: 'new_customer_growth', label: 'Monthly growth of new accounts', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'growth', value: 10,
      basis: 'month-on-month growth of new accounts in the first year (slows later), to verify' },
    { key: 'monthly_churn', label: 'Monthly account churn', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'churn', value: 4,
      basis: 'self-serve developer accounts churn faster than contracted ones, to verify' },
    { key: 'calls_per_account', label: 'API calls per account per month (at sign-up)', unit: 'count', group: 'revenue', min: 0, role: 'volume', value: 40000,
      basis: 'usage of a small production integration, to verify' },
    { key: 'usage_growth_pct', label: 'Monthly growth of usage per account', unit: 'percent', group: 'growth', min: 0, max: 50, role: 'growth', value: 3,
      basis: 'usage expands as customers grow (net revenue retention above 100%), capped at 3× the starting usage, to verify' },
    { key: 'compute_cost_per_1000_calls', label: 'Compute cost per 1,000 calls', unit: 'money', group: 'costs', min: 0, value: 0.5, scale: 'none',
      shareOfPrice: { price: 'price_per_1000_calls', share: 0.25 },
      basis: 'infrastructure cost that leaves a 70–80% gross margin, typical of API businesses, to verify' },
    { key: 'cac', label: 'Cost to acquire a paying account (CAC)', unit: 'money', group: 'costs', min: 0, role: 'cac', value: 300,
      basis: 'developer marketing and self-serve onboarding, to verify' },
  ],
  run: (v, launch) => {
    const added = acquisition(v.new_customers_launch, v.new_customer_growth, launch);
    const base = retainedBase(v.starting_customers, added, v.monthly_churn);
    return base.map((customers, i) => {
      const age = Math.max(0, i + 1 - launch);
      const perAccount = v.calls_per_account * Math.min(3, (1 + v.usage_growth_pct / 100) ** age);
      const apiCalls = Math.round(customers * perAccount);
      const thousands = apiCalls / 1000;
      const usage = Math.round(thousands * v.price_per_1000_calls);
      return {
        revenue: { usage },
        cogs: Math.round((apiCalls * v.compute_cost_per_1000_calls) / 1000),
        marketing: Math.round(added[i] * v.cac),
        working_capital: 0,
        drivers: { customers, api_calls: apiCalls, thousand_calls: thousands, new_customers: added[i] },
      };
    });
  },
  unitEconomics: (v) => {
    const arpu = (v.calls_per_account * v.price_per_1000_calls) / 1000;
    const gm = v.price_per_1000_calls > 0 ? 100 * (1 - v.compute_cost_per_1000_calls / v.price_per_1000_calls) : null;
    return unitEconomicsOf(arpu, gm, v.cac, v.monthly_churn);
  },
  market: (v, fmt) => ({
    annual_value: Math.round(((v.calls_per_account * v.price_per_1000_calls) / 1000) * 12),
    formula: `× ${fmtCount(v.calls_per_account)} calls × ${fmt(v.price_per_1000_calls)} per 1,000 × 12 months`,
  }),
};
