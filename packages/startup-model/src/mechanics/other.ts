import { acquisition, byStage, fmtCount, ofPct, r2, retainedBase, unitEconomicsOf } from './common';
import { isOwnWork, readFigures } from '../figures';
import type { DefaultContext, Mechanics } from './types';

/** A service priced per visit, lesson or repair (not per hour or day): its clients buy a visit now and then. */
const pricedPerVisit = (ctx: DefaultContext) =>
  readFigures(ctx.words, ctx.country).some((f) => isOwnWork(f) && f.unit_word?.toLowerCase() !== 'day');

/** The hours a month a retainer client buys (about a week of work): the default, and how a retainer is billed. */
export const RETAINER_HOURS = 40;

/** Wallets and mobile money hold customers' balances, which can earn interest (float). */
const holdsBalances = (words: string) => /\bwallets?\b|mobile[- ]money|\bbalances?\b|\bsavings\b|stored value/.test(words);

/** A non-profit's income lines the founder named; when none is named, all three are assumed. */
const named = (words: string) => ({
  grants: /\bgrants?\b|\bfoundations?\b/.test(words),
  contracts: /\bcontracts?\b|\bcommissioned\b|\bpaid by (?:the )?(?:district|council|government|state|city|municipal)/.test(words),
  donations: /\bdonat|\bdonors?\b|\bcrowdfund|\bfundrais|\bgifts?\b/.test(words),
});
const unnamed = (words: string, line: 'grants' | 'contracts' | 'donations') => {
  const n = named(words);
  return (n.grants || n.contracts || n.donations) && !n[line];
};
const orNone = (line: 'grants' | 'contracts' | 'donations', value: number | ((ctx: DefaultContext) => number)) => (ctx: DefaultContext) =>
  unnamed(ctx.words, line) ? 0 : typeof value === 'function' ? value(ctx) : value;
const basisOrNone = (line: 'grants' | 'contracts' | 'donations', basis: string) => (ctx: DefaultContext) =>
  unnamed(ctx.words, line) ? `0: your words do not mention ${line}; set it if you expect them` : basis;

export const fintechTransactions: Mechanics = {
  drivers: [
    { key: 'fee_pct', label: 'Fee on volume', unit: 'percent', group: 'revenue', min: 0, max: 20, role: 'price', value: 1.5,
      basis: 'payment and transfer fees run 0.5–3% of volume (US cards about 2.9% + 30¢, Stripe 2025; mobile money 0.5–3%), to verify' },
    { key: 'fee_fixed', label: 'Fixed fee per transaction', unit: 'money', group: 'revenue', min: 0, role: 'price', value: 0, basis: 'none unless you charge one' },
    { key: 'volume_per_user', label: 'Volume per active user per month', unit: 'money', group: 'revenue', min: 0, role: 'volume', value: 400, basis: 'to verify with your first users' },
    { key: 'transactions_per_user', label: 'Transactions per active user per month', unit: 'ratio', group: 'revenue', min: 0, value: 6, basis: 'to verify' },
    { key: 'plan_fee', label: 'Monthly plan fee per active user', unit: 'money', group: 'revenue', min: 0, role: 'price', value: 0, basis: 'none unless you charge a monthly plan' },
    { key: 'float_balance_per_user', label: 'Average balance held per user', unit: 'money', group: 'revenue', min: 0,
      value: (ctx) => (holdsBalances(ctx.words) ? 30 : 0),
      basis: (ctx) => (holdsBalances(ctx.words) ? 'your users keep balances in the wallet; average balance, to verify' : 'only if you hold customer funds (wallets); 0 otherwise') },
    { key: 'float_yield_pct', label: 'Yearly interest earned on balances', unit: 'percent', group: 'revenue', min: 0, max: 50, value: 3,
      basis: 'interest on safeguarded funds, where the regulator allows it, to verify' },
    { key: 'starting_users', label: 'Active users today', unit: 'count', group: 'growth', min: 0, value: byStage({ idea: 0, mvp: 0, early: 1000, growth: 20000, scale: 200000 }), basis: 'typical for the stage, to verify' },
    { key: 'new_users_launch', label: 'New active users in the launch month', unit: 'count', group: 'growth', min: 0, role: 'volume', value: byStage({ idea: 300, mvp: 400, early: 800, growth: 4000, scale: 15000 }), basis: 'to verify' },
    { key: 'new_user_growth', label: 'Monthly growth of new users', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'growth', value: 10, basis: 'first year, slows later; to verify' },
    { key: 'monthly_churn', label: 'Monthly churn of active users', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'churn', value: 5, basis: 'to verify' },
    { key: 'processing_cost_pct', label: 'Partner and network costs (% of volume)', unit: 'percent', group: 'costs', min: 0, max: 20, value: 0.7,
      basis: 'what the bank, scheme or mobile-money partner charges you, to verify' },
    { key: 'fraud_loss_pct', label: 'Fraud and chargeback losses (% of volume)', unit: 'percent', group: 'costs', min: 0, max: 10, value: 0.1, basis: 'to verify' },
    { key: 'cac', label: 'Cost to acquire an active user (CAC)', unit: 'money', group: 'costs', min: 0, role: 'cac', value: 15, basis: 'referral bonuses and agents, to verify' },
  ],
  run: (v, launch) => {
    const added = acquisition(v.new_users_launch, v.new_user_growth, launch);
    const users = retainedBase(v.starting_users, added, v.monthly_churn);
    return users.map((active, i) => {
      const volume = Math.round(active * v.volume_per_user);
      const transactions = r2(active * v.transactions_per_user);
      return {
        revenue: {
          transaction_fees: Math.round(ofPct(volume, v.fee_pct)) + Math.round(transactions * v.fee_fixed),
          plan_fees: Math.round(active * v.plan_fee),
          float_income: Math.round((active * v.float_balance_per_user * v.float_yield_pct) / 100 / 12),
        },
        cogs: Math.round(ofPct(volume, v.processing_cost_pct + v.fraud_loss_pct)),
        marketing: Math.round(added[i] * v.cac),
        working_capital: 0,
        drivers: { volume, transactions, customers: active, new_customers: added[i] },
      };
    });
  },
  unitEconomics: (v) => {
    const arpu = ofPct(v.volume_per_user, v.fee_pct) + v.transactions_per_user * v.fee_fixed + v.plan_fee + (v.float_balance_per_user * v.float_yield_pct) / 1200;
    const cost = ofPct(v.volume_per_user, v.processing_cost_pct + v.fraud_loss_pct);
    return unitEconomicsOf(arpu, arpu > 0 ? (100 * (arpu - cost)) / arpu : null, v.cac, v.monthly_churn);
  },
  market: (v, fmt) => ({
    annual_value: Math.round(ofPct(v.volume_per_user * 12, v.fee_pct) + v.transactions_per_user * 12 * v.fee_fixed + v.plan_fee * 12),
    formula: `× (${fmt(v.volume_per_user)} a month × 12 × ${fmtCount(v.fee_pct)}% fee${v.plan_fee > 0 ? ` + ${fmt(v.plan_fee)} plan × 12` : ''})`,
  }),
};

export const services: Mechanics = {
  drivers: [
    { key: 'hourly_rate', label: 'Billing rate per hour', unit: 'money', group: 'revenue', min: 0, role: 'price', value: 150, scale: 'labour',
      basis: 'US agencies and consultancies commonly bill $100–$200 an hour, about 2.5–3× the hourly cost of the person (2024 agency rate surveys), to verify' },
    { key: 'billable_share', label: 'Share of the team that bills clients', unit: 'percent', group: 'team', min: 0, max: 100, value: 70, basis: 'the rest sells and runs the firm; to verify' },
    { key: 'hours_per_person', label: 'Working hours per person per month', unit: 'hours', group: 'team', min: 0, max: 250, value: 150, basis: 'about 37 hours a week, after holidays' },
    { key: 'target_utilisation', label: 'Utilisation (billed ÷ available hours)', unit: 'percent', group: 'revenue', min: 0, max: 100, role: 'volume', value: 70,
      basis: 'professional services firms target 65–80% billable utilisation (SPI Research PS Maturity benchmark 2023), to verify' },
    { key: 'ramp_months', label: 'Months to reach target utilisation', unit: 'months', group: 'growth', min: 0, max: 36, role: 'growth', value: 6, basis: 'utilisation starts at half the target; to verify' },
    // What one client buys: the market's yearly value per client (a retainer, or a visit now and then).
    {
      key: 'hours_per_client_month', label: 'Billed hours per client per month', unit: 'hours', group: 'revenue',
      min: 0, max: 250, value: (ctx) => (pricedPerVisit(ctx) ? 1 : RETAINER_HOURS),
      basis: (ctx) => (pricedPerVisit(ctx)
        ? 'one visit (one billed hour) a month per client; how often do clients come back? to verify'
        : 'about a week of work a month, as a retainer client buys; to verify'),
    },
    { key: 'direct_costs_pct', label: 'Subcontractors, tools and travel (% of revenue)', unit: 'percent', group: 'costs', min: 0, max: 100, value: 8, basis: 'to verify' },
    { key: 'business_development_pct', label: 'Business development (% of revenue)', unit: 'percent', group: 'costs', min: 0, max: 50, role: 'cac', value: 5, basis: 'to verify' },
  ],
  run: (v, launch, team) =>
    team.headcount.map((headcount, i) => {
      const t = i + 1;
      const ramp = v.ramp_months > 0 ? Math.min(1, (t - launch) / v.ramp_months) : 1;
      const utilisation = t < launch ? 0 : r2(v.target_utilisation * (0.5 + 0.5 * ramp));
      const billablePeople = r2(ofPct(headcount, v.billable_share));
      const billableHours = r2(ofPct(billablePeople * v.hours_per_person, utilisation));
      const fees = Math.round(billableHours * v.hourly_rate);
      // Delivery staff are the cost of what is sold: their pay is cost of sales, not overhead.
      const delivery = Math.round(billablePeople * team.costPerPerson);
      return {
        revenue: { fees },
        cogs: delivery + Math.round(ofPct(fees, v.direct_costs_pct)),
        payroll_in_cogs: delivery,
        marketing: Math.round(ofPct(fees, v.business_development_pct)),
        working_capital: 0,
        drivers: { billable_people: billablePeople, utilisation_pct: utilisation, billable_hours: billableHours },
      };
    }),
  unitEconomics: (v) => {
    // Per billable person: the firm's "unit" is a consultant-month. Its margin is after the person's own cost,
    // as the forecast counts delivery staff in the cost of sales (and the benchmark's 35–55% is measured).
    const arpu = ofPct(v.hours_per_person, v.target_utilisation) * v.hourly_rate;
    const profit = arpu - ofPct(arpu, v.direct_costs_pct) - v.monthly_cost_per_person;
    return unitEconomicsOf(arpu, arpu > 0 ? (100 * profit) / arpu : null, null, null);
  },
  market: (v, fmt) => {
    const hours = `${fmtCount(v.hours_per_client_month)} hour${v.hours_per_client_month === 1 ? '' : 's'}`;
    return {
      annual_value: Math.round(v.hours_per_client_month * 12 * v.hourly_rate),
      formula: `× ${hours} a month × ${fmt(v.hourly_rate)} × 12 months`,
    };
  },
};

export const nonprofit: Mechanics = {
  drivers: [
    { key: 'grant_income_year1', label: 'Programme grants in year 1', unit: 'money', group: 'revenue', min: 0, value: orNone('grants', byStage({ idea: 60000, mvp: 80000, early: 150000, growth: 500000, scale: 2000000 })),
      basis: basisOrNone('grants', 'foundation and government programme grants for the stage, to verify') },
    { key: 'grant_growth', label: 'Yearly growth of grant income', unit: 'percent', group: 'growth', min: -100, max: 500, role: 'growth', value: 25, basis: 'to verify' },
    { key: 'contracts_launch', label: 'Service contracts at launch', unit: 'count', group: 'growth', min: 0, role: 'volume', value: orNone('contracts', byStage({ idea: 1, mvp: 1, early: 2, growth: 6, scale: 20 })),
      basis: basisOrNone('contracts', 'contracts with public bodies (districts, councils), to verify') },
    { key: 'contract_growth', label: 'Monthly growth of contracts', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'growth', value: 4, basis: 'to verify' },
    { key: 'hours_per_contract', label: 'Hours delivered per contract per month', unit: 'hours', group: 'revenue', min: 0, value: 60, basis: 'to verify' },
    { key: 'contract_rate_per_hour', label: 'Contract rate per hour', unit: 'money', group: 'revenue', min: 0, role: 'price', value: 40, basis: 'what public buyers pay per hour of service, to verify' },
    { key: 'donors_launch', label: 'New monthly donors in the launch month', unit: 'count', group: 'growth', min: 0, role: 'volume', value: orNone('donations', 20),
      basis: basisOrNone('donations', 'to verify') },
    { key: 'donor_growth', label: 'Monthly growth of new donors', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'growth', value: 6, basis: 'to verify' },
    { key: 'donor_churn', label: 'Monthly donor attrition', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'churn', value: 3,
      basis: 'monthly donors lapse far less than one-off donors (overall donor retention is about 43% a year, Fundraising Effectiveness Project 2023), to verify' },
    { key: 'avg_donation', label: 'Average monthly donation', unit: 'money', group: 'revenue', min: 0, value: 25, basis: 'to verify' },
    { key: 'cost_per_donor', label: 'Fundraising cost per new donor', unit: 'money', group: 'costs', min: 0, role: 'cac', value: 40, basis: 'to verify' },
    { key: 'programme_cost_pct', label: 'Direct programme costs (% of income)', unit: 'percent', group: 'costs', min: 0, max: 100, value: 55,
      basis: 'tutors, materials and delivery paid per activity; watchdogs expect most spending on programmes (BBB Wise Giving Alliance: ≥ 65%), to verify' },
  ],
  run: (v, launch) => {
    const newDonors = acquisition(v.donors_launch, v.donor_growth, launch);
    const donors = retainedBase(0, newDonors, v.donor_churn);
    const contracts = acquisition(v.contracts_launch, v.contract_growth, launch);
    return donors.map((d, i) => {
      const t = i + 1;
      const year = Math.floor((t - 1) / 12);
      const grants = t < launch ? 0 : Math.round((v.grant_income_year1 * (1 + v.grant_growth / 100) ** year) / 12);
      const hours = r2(contracts[i] * v.hours_per_contract);
      const contractIncome = Math.round(hours * v.contract_rate_per_hour);
      const donations = Math.round(d * v.avg_donation);
      return {
        revenue: { grants, contracts: contractIncome, donations },
        cogs: Math.round(ofPct(grants + contractIncome + donations, v.programme_cost_pct)),
        marketing: Math.round(newDonors[i] * v.cost_per_donor),
        working_capital: 0,
        drivers: { contracts: contracts[i], contract_hours: hours, donors: d, customers: contracts[i] },
      };
    });
  },
  unitEconomics: (v) => unitEconomicsOf(v.avg_donation, 100 - v.programme_cost_pct, v.cost_per_donor, v.donor_churn),
  market: (v, fmt) => ({
    annual_value: Math.round(v.hours_per_contract * v.contract_rate_per_hour * 12),
    formula: `× ${fmtCount(v.hours_per_contract)} hours a month × ${fmt(v.contract_rate_per_hour)} × 12 months`,
  }),
};
