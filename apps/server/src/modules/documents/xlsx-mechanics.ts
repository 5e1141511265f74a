import type { ArchetypeId } from '@uc/startup-model';

/**
 * The archetypes' monthly mechanics (packages/startup-model/src/mechanics) written as spreadsheet
 * formulas, column by column: the same arithmetic in the same order, with ROUND where the model
 * rounds (counts to 2 decimals, money to the minor unit), so the workbook recomputes to the
 * model's numbers and follows any assumption the founder edits. Row r is month r − 1; column A
 * holds the month on every monthly sheet.
 */
export type Refs = {
  /** The value cell of an assumption in this scenario (percent as a fraction, money in major units). */
  a: (key: string) => string;
  /** Another column's cell at row r (with its sheet when it lives elsewhere). */
  c: (key: string, r: number) => string;
  /** A column's 36 months as an absolute range. */
  range: (key: string) => string;
  /** The scenario's launch month (the first month with revenue). */
  L: string;
  /** Digits of the currency's minor unit. */
  m: number;
};
export type Kind = 'count' | 'money' | 'pct' | 'ratio';
export type Column = { key: string; header: string; kind: Kind; f: (r: number, x: Refs) => string | number };
export type Mechanics = {
  /** Drivers and helper columns, then one column per revenue stream (keyed by the stream's key). */
  build: Column[];
  streams: Record<string, (r: number, x: Refs) => string>;
  cogs: (r: number, x: Refs) => string;
  marketing: (r: number, x: Refs) => string;
  /** Delivery staff booked as cost of sales (services). */
  payrollInCogs?: (r: number, x: Refs) => string;
  /** Stock bought ahead of sales (helper columns, then the cash movement). */
  workingCapital?: { build: Column[]; f: (r: number, x: Refs) => string };
};

const M = (x: Refs, e: string) => `ROUND(${e},${x.m})`;
const ifFirst = (r: number, first: string, later: string) => (r === 2 ? first : later);

/** New customers a month: the unrounded trend (compounding, slowing after 12 and 24 months), rounded from launch. */
function acquisition(key: string, header: string, start: string, growth: string): Column[] {
  const trend = `${key}_trend`;
  const damp = (r: number, x: Refs) => `IF(A${r}-${x.L}<=12,1,IF(A${r}-${x.L}<=24,0.6,0.35))`;
  return [
    { key: trend, header: `${header} (trend)`, kind: 'ratio', f: (r, x) => ifFirst(r, x.a(start),
      `IF(A${r}<=${x.L},${x.c(trend, r - 1)},${x.c(trend, r - 1)}*(1+${x.a(growth)}*${damp(r, x)}))`) },
    { key, header, kind: 'count', f: (r, x) => `IF(A${r}<${x.L},0,ROUND(${x.c(trend, r)},2))` },
  ];
}

/** A base that keeps (1 − churn) of itself each month and adds the month's newcomers (exact, then rounded). */
function retained(key: string, header: string, start: (x: Refs) => string, added: (r: number, x: Refs) => string, churn: string): Column[] {
  const exact = `${key}_exact`;
  return [
    { key: exact, header: `${header} (exact)`, kind: 'ratio', f: (r, x) => `${ifFirst(r, `(${start(x)})`, x.c(exact, r - 1))}*(1-${x.a(churn)})+${added(r, x)}` },
    { key, header, kind: 'count', f: (r, x) => `ROUND(${x.c(exact, r)},2)` },
  ];
}

/** Stock worth the next N months of units; buying it is cash out, a smaller target releases cash. */
function inventory(units: string, cost: string): NonNullable<Mechanics['workingCapital']> {
  const k = (x: Refs) => `ROUND(${x.a('inventory_months')},0)`;
  return {
    build: [
      { key: 'units_cumulative', header: 'units sold to date', kind: 'count', f: (r, x) => ifFirst(r, x.c(units, r), `${x.c('units_cumulative', r - 1)}+${x.c(units, r)}`) },
      { key: 'stock_target', header: 'stock held (at cost)', kind: 'money', f: (r, x) =>
        M(x, `(INDEX(${x.range('units_cumulative')},MIN(A${r}+${k(x)},36))-${x.c('units_cumulative', r)}+MAX(0,A${r}+${k(x)}-36)*INDEX(${x.range(units)},36))*${x.a(cost)}`) },
    ],
    f: (r, x) => ifFirst(r, `-${x.c('stock_target', r)}`, `-(${x.c('stock_target', r)}-${x.c('stock_target', r - 1)})`),
  };
}

const col = (key: string, header: string, kind: Kind, f: Column['f']): Column => ({ key, header, kind, f });
const same = (key: string) => (r: number, x: Refs) => x.c(key, r);

const subscriptionLike = (startKey: string, launchKey: string, growthKey: string, churnKey: string): Column[] => [
  ...acquisition('new_customers', 'new customers', launchKey, growthKey),
  ...retained('customers', 'customers', (x) => x.a(startKey), same('new_customers'), churnKey),
];

export const MECHANIC_FORMULAS: Record<ArchetypeId, Mechanics> = {
  b2b_saas: {
    build: subscriptionLike('starting_customers', 'new_customers_launch', 'new_customer_growth', 'monthly_churn'),
    streams: { subscriptions: (r, x) => M(x, `${x.c('customers', r)}*${x.a('price_per_month')}`) },
    cogs: (r, x) => M(x, `${x.c('subscriptions', r)}*(${x.a('hosting_support_pct')}+${x.a('payment_fees_pct')})`),
    marketing: (r, x) => M(x, `${x.c('new_customers', r)}*${x.a('cac')}`),
  },
  consumer_subscription: {
    build: [
      ...acquisition('signups', 'signups', 'new_users_launch', 'new_user_growth'),
      col('new_paying', 'new paying', 'count', (r, x) => `ROUND(${x.c('signups', r)}*${x.a('conversion_pct')},2)`),
      ...retained('customers', 'customers', (x) => `${x.a('starting_users')}*${x.a('conversion_pct')}`, same('new_paying'), 'monthly_churn'),
      ...retained('free_users', 'free users', (x) => `${x.a('starting_users')}*(1-${x.a('conversion_pct')})`,
        (r, x) => `(${x.c('signups', r)}-${x.c('new_paying', r)})`, 'free_user_churn'),
    ],
    streams: { subscriptions: (r, x) => M(x, `${x.c('customers', r)}*${x.a('price_per_month')}`) },
    // The store's share and the members' cost (space, staff, goods) are both shares of the subscriptions.
    cogs: (r, x) => `${M(x, `${x.c('subscriptions', r)}*(${x.a('store_fee_pct')}+${x.a('member_cost_pct')})`)}`
      + `+${M(x, `(${x.c('customers', r)}+${x.c('free_users', r)})*${x.a('serving_cost_per_user')}`)}`,
    marketing: (r, x) => M(x, `${x.c('signups', r)}*${x.a('cac_per_signup')}`),
  },
  usage_api: {
    build: [
      ...subscriptionLike('starting_customers', 'new_customers_launch', 'new_customer_growth', 'monthly_churn'),
      col('api_calls', 'api calls', 'count', (r, x) =>
        `ROUND(${x.c('customers', r)}*(${x.a('calls_per_account')}*MIN(3,(1+${x.a('usage_growth_pct')})^MAX(0,A${r}-${x.L}))),0)`),
      col('thousand_calls', 'thousand calls', 'count', (r, x) => `${x.c('api_calls', r)}/1000`),
    ],
    streams: { usage: (r, x) => M(x, `${x.c('thousand_calls', r)}*${x.a('price_per_1000_calls')}`) },
    cogs: (r, x) => M(x, `${x.c('api_calls', r)}*${x.a('compute_cost_per_1000_calls')}/1000`),
    marketing: (r, x) => M(x, `${x.c('new_customers', r)}*${x.a('cac')}`),
  },
  marketplace: {
    build: [
      ...subscriptionLike('starting_buyers', 'new_buyers_launch', 'new_buyer_growth', 'buyer_churn'),
      col('orders', 'orders', 'count', (r, x) => `ROUND(${x.c('customers', r)}*${x.a('orders_per_buyer_month')},2)`),
      col('gmv', 'gmv', 'money', (r, x) => M(x, `${x.c('orders', r)}*${x.a('avg_order_value')}`)),
      col('sellers', 'sellers', 'count', (r, x) => `ROUND(${x.c('customers', r)}/${x.a('buyers_per_seller')},2)`),
      col('new_sellers', 'new sellers', 'count', (r, x) =>
        `MAX(0,${x.c('sellers', r)}-${ifFirst(r, `${x.a('starting_buyers')}/${x.a('buyers_per_seller')}`, x.c('sellers', r - 1))}*(1-${x.a('seller_churn')}))`),
    ],
    streams: {
      commission: (r, x) => M(x, `${x.c('gmv', r)}*${x.a('take_rate')}`),
      buyer_fees: (r, x) => M(x, `${x.c('gmv', r)}*${x.a('buyer_fee_pct')}`),
    },
    cogs: (r, x) => `${M(x, `${x.c('gmv', r)}*${x.a('payment_fees_pct')}`)}+${M(x, `${x.c('orders', r)}*${x.a('support_cost_per_order')}`)}`,
    marketing: (r, x) => M(x, `${x.c('new_customers', r)}*${x.a('cac_buyer')}+${x.c('new_sellers', r)}*${x.a('cac_seller')}`),
  },
  ecommerce: {
    build: [
      ...subscriptionLike('starting_customers', 'new_customers_launch', 'new_customer_growth', 'customer_lapse'),
      col('units_sold', 'units sold', 'count', (r, x) =>
        `ROUND(${x.c('new_customers', r)}+${ifFirst(r, x.a('starting_customers'), x.c('customers', r - 1))}*${x.a('repeat_rate')},2)`),
      col('returns', 'returns', 'count', (r, x) => `ROUND(${x.c('units_sold', r)}*${x.a('return_rate')},2)`),
      col('net_units', 'net units', 'count', (r, x) => `ROUND(${x.c('units_sold', r)}-${x.c('returns', r)},2)`),
    ],
    streams: { product_sales: (r, x) => M(x, `${x.c('net_units', r)}*${x.a('unit_price')}`) },
    cogs: (r, x) => [M(x, `${x.c('net_units', r)}*${x.a('unit_cost')}`), M(x, `${x.c('units_sold', r)}*${x.a('fulfilment_per_unit')}`),
      M(x, `${M(x, `${x.c('units_sold', r)}*${x.a('unit_price')}`)}*${x.a('payment_fees_pct')}`)].join('+'),
    marketing: (r, x) => M(x, `${x.c('new_customers', r)}*${x.a('cac')}`),
    workingCapital: inventory('units_sold', 'unit_cost'),
  },
  hardware_subscription: {
    build: [
      ...acquisition('units_sold', 'units sold', 'units_launch', 'unit_growth'),
      ...retained('installed_base', 'installed base', (x) => x.a('starting_installed_base'), (r, x) => `${x.c('units_sold', r)}*${x.a('attach_rate')}`, 'monthly_churn'),
    ],
    streams: {
      hardware_sales: (r, x) => M(x, `${x.c('units_sold', r)}*${x.a('unit_price')}`),
      subscriptions: (r, x) => M(x, `${x.c('installed_base', r)}*${x.a('monthly_fee')}`),
    },
    cogs: (r, x) => `${M(x, `${x.c('units_sold', r)}*(${x.a('bom_cost')}+${x.a('fulfilment_per_unit')})`)}+${M(x, `${x.c('installed_base', r)}*${x.a('service_cost_per_device')}`)}`,
    marketing: (r, x) => M(x, `${x.c('units_sold', r)}*${x.a('cac')}`),
    workingCapital: inventory('units_sold', 'bom_cost'),
  },
  fintech_transactions: {
    build: [
      ...subscriptionLike('starting_users', 'new_users_launch', 'new_user_growth', 'monthly_churn'),
      col('volume', 'volume', 'money', (r, x) => M(x, `${x.c('customers', r)}*${x.a('volume_per_user')}`)),
      col('transactions', 'transactions', 'count', (r, x) => `ROUND(${x.c('customers', r)}*${x.a('transactions_per_user')},2)`),
    ],
    streams: {
      transaction_fees: (r, x) => `${M(x, `${x.c('volume', r)}*${x.a('fee_pct')}`)}+${M(x, `${x.c('transactions', r)}*${x.a('fee_fixed')}`)}`,
      plan_fees: (r, x) => M(x, `${x.c('customers', r)}*${x.a('plan_fee')}`),
      float_income: (r, x) => M(x, `${x.c('customers', r)}*${x.a('float_balance_per_user')}*${x.a('float_yield_pct')}/12`),
    },
    cogs: (r, x) => M(x, `${x.c('volume', r)}*(${x.a('processing_cost_pct')}+${x.a('fraud_loss_pct')})`),
    marketing: (r, x) => M(x, `${x.c('new_customers', r)}*${x.a('cac')}`),
  },
  services: {
    build: [
      col('utilisation_pct', 'utilisation pct', 'ratio', (r, x) => `IF(A${r}<${x.L},0,ROUND(${x.a('target_utilisation')}*100*(0.5+0.5*` +
        `IF(${x.a('ramp_months')}>0,MIN(1,(A${r}-${x.L})/${x.a('ramp_months')}),1)),2))`),
      col('billable_people', 'billable people', 'count', (r, x) => `ROUND(${x.c('headcount', r)}*${x.a('billable_share')},2)`),
      col('billable_hours', 'billable hours', 'count', (r, x) =>
        `ROUND(${x.c('billable_people', r)}*${x.a('hours_per_person')}*${x.c('utilisation_pct', r)}/100,2)`),
      col('delivery_cost', 'delivery staff cost', 'money', (r, x) => M(x, `${x.c('billable_people', r)}*${x.a('monthly_cost_per_person')}`)),
    ],
    streams: { fees: (r, x) => M(x, `${x.c('billable_hours', r)}*${x.a('hourly_rate')}`) },
    cogs: (r, x) => `${x.c('delivery_cost', r)}+${M(x, `${x.c('fees', r)}*${x.a('direct_costs_pct')}`)}`,
    payrollInCogs: (r, x) => x.c('delivery_cost', r),
    marketing: (r, x) => M(x, `${x.c('fees', r)}*${x.a('business_development_pct')}`),
  },
  nonprofit: {
    build: [
      ...acquisition('new_donors', 'new donors', 'donors_launch', 'donor_growth'),
      ...retained('donors', 'donors', () => '0', same('new_donors'), 'donor_churn'),
      ...acquisition('contract_count', 'contracts', 'contracts_launch', 'contract_growth'),
      col('contract_hours', 'contract hours', 'count', (r, x) => `ROUND(${x.c('contract_count', r)}*${x.a('hours_per_contract')},2)`),
    ],
    streams: {
      grants: (r, x) => `IF(A${r}<${x.L},0,${M(x, `${x.a('grant_income_year1')}*(1+${x.a('grant_growth')})^(ROUNDUP(A${r}/12,0)-1)/12`)})`,
      contracts: (r, x) => M(x, `${x.c('contract_hours', r)}*${x.a('contract_rate_per_hour')}`),
      donations: (r, x) => M(x, `${x.c('donors', r)}*${x.a('avg_donation')}`),
    },
    cogs: (r, x) => M(x, `${x.c('revenue_total', r)}*${x.a('programme_cost_pct')}`),
    marketing: (r, x) => M(x, `${x.c('new_donors', r)}*${x.a('cost_per_donor')}`),
  },
};

/** Headcount: today's team plus each year's hires, spread over the year as the model's team plan spreads them. */
export function headcountFormula(r: number, x: Refs): string {
  const hires = [1, 2, 3].map((y) => {
    const n = `MAX(0,ROUND(${x.a(`hires_year${y}`)},0))`;
    const s = `(A${r}-${12 * (y - 1)})`;
    return `MAX(0,MIN(${n},IF(${s}>=12,${n},ROUNDUP(${s}*(${n}+1)/12,0)-1)))`;
  });
  return [`MAX(1,ROUND(${x.a('starting_headcount')},0))`, ...hires].join('+');
}

/**
 * Unit economics per archetype as formulas of the base case's assumptions: monthly revenue and
 * gross margin per customer, CAC and churn; null where the model has none (services).
 */
export function unitFormulas(id: ArchetypeId, a: (key: string) => string): { arpu: string; gm: string; cac: string | null; churn: string | null } {
  switch (id) {
    case 'b2b_saas':
      return { arpu: a('price_per_month'), gm: `(1-${a('hosting_support_pct')}-${a('payment_fees_pct')})`, cac: a('cac'), churn: a('monthly_churn') };
    case 'consumer_subscription':
      return {
        arpu: a('price_per_month'), gm: `(1-${a('store_fee_pct')}-${a('member_cost_pct')})`,
        cac: `${a('cac_per_signup')}/${a('conversion_pct')}`, churn: a('monthly_churn'),
      };
    case 'usage_api':
      return { arpu: `(${a('calls_per_account')}*${a('price_per_1000_calls')}/1000)`, gm: `(1-${a('compute_cost_per_1000_calls')}/${a('price_per_1000_calls')})`, cac: a('cac'), churn: a('monthly_churn') };
    case 'marketplace': {
      const gmv = `${a('orders_per_buyer_month')}*${a('avg_order_value')}`;
      const arpu = `(${gmv}*(${a('take_rate')}+${a('buyer_fee_pct')}))`;
      const cost = `(${gmv}*${a('payment_fees_pct')}+${a('orders_per_buyer_month')}*${a('support_cost_per_order')})`;
      return { arpu, gm: `((${arpu}-${cost})/${arpu})`, cac: `(${a('cac_buyer')}+${a('cac_seller')}/MAX(${a('buyers_per_seller')},0.1))`, churn: a('buyer_churn') };
    }
    case 'ecommerce': {
      const net = `${a('unit_price')}*(1-${a('return_rate')})`;
      const cost = `(${a('unit_cost')}*(1-${a('return_rate')})+${a('fulfilment_per_unit')}+${a('unit_price')}*${a('payment_fees_pct')})`;
      return { arpu: `(${net}*(1/12+${a('repeat_rate')}))`, gm: `((${net}-${cost})/(${net}))`, cac: a('cac'), churn: a('customer_lapse') };
    }
    case 'hardware_subscription':
      return { arpu: a('monthly_fee'), gm: `((${a('monthly_fee')}-${a('service_cost_per_device')})/${a('monthly_fee')})`, cac: a('cac'), churn: a('monthly_churn') };
    case 'fintech_transactions': {
      const arpu = `(${a('volume_per_user')}*${a('fee_pct')}+${a('transactions_per_user')}*${a('fee_fixed')}+${a('plan_fee')}+${a('float_balance_per_user')}*${a('float_yield_pct')}/12)`;
      const cost = `${a('volume_per_user')}*(${a('processing_cost_pct')}+${a('fraud_loss_pct')})`;
      return { arpu, gm: `((${arpu}-${cost})/${arpu})`, cac: a('cac'), churn: a('monthly_churn') };
    }
    case 'services': {
      // Per billable person, after their own cost (delivery staff are cost of sales).
      const arpu = `(${a('hours_per_person')}*${a('target_utilisation')}*${a('hourly_rate')})`;
      const profit = `(${arpu}*(1-${a('direct_costs_pct')})-${a('monthly_cost_per_person')})`;
      return { arpu, gm: `(${profit}/${arpu})`, cac: null, churn: null };
    }
    case 'nonprofit':
      return { arpu: a('avg_donation'), gm: `(1-${a('programme_cost_pct')})`, cac: a('cost_per_donor'), churn: a('donor_churn') };
  }
}

/**
 * What one customer pays a year (market sizing), before rounding to the minor unit. `devices`: the cell of a device
 * business's devices per customer (a fleet's trucks), whose value per device it multiplies (as marketSizing does).
 */
export function annualValueFormula(id: ArchetypeId, a: (key: string) => string, devices?: string): string {
  switch (id) {
    case 'b2b_saas':
    case 'consumer_subscription':
      return `${a('price_per_month')}*12`;
    case 'usage_api':
      return `${a('calls_per_account')}*${a('price_per_1000_calls')}/1000*12`;
    case 'marketplace':
      return `${a('orders_per_buyer_month')}*12*${a('avg_order_value')}*(${a('take_rate')}+${a('buyer_fee_pct')})`;
    case 'ecommerce':
      return `(1+${a('repeat_rate')}*12)*${a('unit_price')}`;
    case 'hardware_subscription': {
      const device = `${a('unit_price')}/3+${a('monthly_fee')}*12*${a('attach_rate')}`;
      return devices ? `(${device})*${devices}` : device;
    }
    case 'fintech_transactions':
      return `${a('volume_per_user')}*12*${a('fee_pct')}+${a('transactions_per_user')}*12*${a('fee_fixed')}+${a('plan_fee')}*12`;
    case 'services':
      return `${a('hours_per_client_month')}*12*${a('hourly_rate')}`;
    case 'nonprofit':
      return `${a('hours_per_contract')}*${a('contract_rate_per_hour')}*12`;
  }
}
