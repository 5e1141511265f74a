import type { SectorId } from '../types';
import { acquisition, byStage, fmtCount, inventoryFlows, ofPct, r2, retainedBase, unitEconomicsOf } from './common';
import type { DefaultContext, DriverSpec, Mechanics } from './types';

/** Average booking/order value on a marketplace by sector, US dollars (to verify). */
const AOV: Partial<Record<SectorId, number>> = { travel: 250, real_estate: 400, transport: 25, food: 30, retail: 45, education: 40, health: 80, hr: 300 };
const aov = (ctx: DefaultContext) => AOV[ctx.sector] ?? 60;
/** Take rates by sector (public platforms' reported rates, 2023–2024, rounded; to verify). */
const TAKE: Partial<Record<SectorId, number>> = { transport: 20, food: 20, travel: 15, real_estate: 8, retail: 12, hr: 15, education: 20, health: 15 };
/** Device prices by sector, US dollars (to verify with quotes). */
const DEVICE: Partial<Record<SectorId, number>> = { agriculture: 250, energy: 400, industrial: 500, health: 150, transport: 150, real_estate: 200 };
/** D2C unit prices by sector, US dollars (to verify). */
const PRODUCT: Partial<Record<SectorId, number>> = { food: 30, health: 35, retail: 45, media: 25 };

const paymentFees: DriverSpec = {
  key: 'payment_fees_pct', label: 'Payment processing (% of sales)', unit: 'percent', group: 'costs', min: 0, max: 20, value: 3,
  basis: 'card processing is about 2.9% + 30¢ per charge in the US (Stripe standard pricing, 2025), to verify locally',
};

export const marketplace: Mechanics = {
  drivers: [
    { key: 'take_rate', label: 'Take rate (commission on each transaction)', unit: 'percent', group: 'revenue', min: 0, max: 100, role: 'price', value: (ctx) => TAKE[ctx.sector] ?? 15,
      basis: (ctx) => `marketplace take rates are mostly 10–25% of GMV (a16z marketplace take-rate survey, 2019–2023)${TAKE[ctx.sector] ? `; ${TAKE[ctx.sector]}% is typical of ${ctx.sector.replace('_', ' ')} platforms` : ''}, to verify` },
    { key: 'buyer_fee_pct', label: 'Service fee charged to buyers (% of GMV)', unit: 'percent', group: 'revenue', min: 0, max: 50, role: 'price', value: 0,
      basis: 'optional second revenue line; 0 until you decide to charge the demand side' },
    { key: 'avg_order_value', label: 'Average transaction value (GMV per order)', unit: 'money', group: 'revenue', min: 0, value: aov,
      basis: 'typical order or booking value in this sector, to verify' },
    { key: 'starting_buyers', label: 'Active buyers today', unit: 'count', group: 'growth', min: 0, value: byStage({ idea: 0, mvp: 0, early: 300, growth: 5000, scale: 50000 }),
      basis: 'typical for the stage, to verify' },
    { key: 'new_buyers_launch', label: 'New buyers in the launch month', unit: 'count', group: 'growth', min: 0, role: 'volume', value: byStage({ idea: 100, mvp: 150, early: 300, growth: 1500, scale: 6000 }),
      basis: 'launch-month buyers for the stage, to verify' },
    { key: 'new_buyer_growth', label: 'Monthly growth of new buyers', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'growth', value: 10,
      basis: 'month-on-month growth of new buyers in the first year (slows later), to verify' },
    { key: 'buyer_churn', label: 'Monthly churn of active buyers', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'churn', value: 8,
      basis: 'occasional-purchase marketplaces lose many buyers each month, to verify' },
    { key: 'orders_per_buyer_month', label: 'Orders per active buyer per month', unit: 'ratio', group: 'revenue', min: 0, role: 'volume', value: 0.5,
      basis: 'one order every two months per active buyer, to verify' },
    { key: 'buyers_per_seller', label: 'Active buyers per active seller', unit: 'ratio', group: 'growth', min: 0.1, value: 8,
      basis: 'liquidity ratio of the two sides, to verify' },
    { key: 'seller_churn', label: 'Monthly churn of sellers', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'churn', value: 4,
      basis: 'supply-side churn, to verify' },
    { key: 'cac_buyer', label: 'Cost to acquire a buyer', unit: 'money', group: 'costs', min: 0, role: 'cac', value: 25,
      basis: 'demand-side acquisition cost, to verify' },
    { key: 'cac_seller', label: 'Cost to acquire a seller', unit: 'money', group: 'costs', min: 0, role: 'cac', value: 60,
      basis: 'supply-side onboarding cost (sales, verification), to verify' },
    { ...paymentFees, label: 'Payment processing (% of GMV)' },
    { key: 'support_cost_per_order', label: 'Support and trust & safety cost per order', unit: 'money', group: 'costs', min: 0, value: 1,
      basis: 'customer support, insurance and disputes per order, to verify' },
  ],
  run: (v, launch) => {
    const newBuyers = acquisition(v.new_buyers_launch, v.new_buyer_growth, launch);
    const buyers = retainedBase(v.starting_buyers, newBuyers, v.buyer_churn);
    let sellers = v.starting_buyers / v.buyers_per_seller;
    return buyers.map((active, i) => {
      const orders = r2(active * v.orders_per_buyer_month);
      const gmv = Math.round(orders * v.avg_order_value);
      const target = r2(active / v.buyers_per_seller);
      const newSellers = Math.max(0, target - sellers * (1 - v.seller_churn / 100));
      sellers = target;
      return {
        // GMV is the value that flows through; only the platform's cut is revenue.
        revenue: { commission: Math.round(ofPct(gmv, v.take_rate)), buyer_fees: Math.round(ofPct(gmv, v.buyer_fee_pct)) },
        cogs: Math.round(ofPct(gmv, v.payment_fees_pct)) + Math.round(orders * v.support_cost_per_order),
        marketing: Math.round(newBuyers[i] * v.cac_buyer + newSellers * v.cac_seller),
        working_capital: 0,
        drivers: { gmv, orders, customers: active, sellers: target, new_customers: newBuyers[i] },
      };
    });
  },
  unitEconomics: (v) => {
    const gmvPerBuyer = v.orders_per_buyer_month * v.avg_order_value;
    const arpu = ofPct(gmvPerBuyer, v.take_rate + v.buyer_fee_pct);
    const cost = ofPct(gmvPerBuyer, v.payment_fees_pct) + v.orders_per_buyer_month * v.support_cost_per_order;
    const cac = v.cac_buyer + v.cac_seller / Math.max(v.buyers_per_seller, 0.1);
    return unitEconomicsOf(arpu, arpu > 0 ? (100 * (arpu - cost)) / arpu : null, cac, v.buyer_churn);
  },
  market: (v, fmt) => ({
    annual_value: Math.round(ofPct(v.orders_per_buyer_month * 12 * v.avg_order_value, v.take_rate + v.buyer_fee_pct)),
    formula: `× ${fmtCount(v.orders_per_buyer_month * 12)} orders a year × ${fmt(v.avg_order_value)} × ${fmtCount(v.take_rate + v.buyer_fee_pct)}% take rate`,
  }),
};

export const ecommerce: Mechanics = {
  drivers: [
    { key: 'unit_price', label: 'Price per unit', unit: 'money', group: 'revenue', min: 0, role: 'price', value: (ctx) => PRODUCT[ctx.sector] ?? 45, basis: 'typical D2C order value in this sector, to verify' },
    { key: 'unit_cost', label: 'Landed cost per unit (COGS)', unit: 'money', group: 'costs', min: 0, value: (ctx) => Math.round((PRODUCT[ctx.sector] ?? 45) * 0.35),
      shareOfPrice: { price: 'unit_price', share: 0.35 }, basis: 'product cost leaving a 50–70% product margin, common in D2C, to verify' },
    { key: 'fulfilment_per_unit', label: 'Pick, pack and shipping per unit', unit: 'money', group: 'costs', min: 0, value: 6, basis: 'third-party fulfilment rates, to verify' },
    paymentFees,
    { key: 'return_rate', label: 'Returns (% of units)', unit: 'percent', group: 'revenue', min: 0, max: 100, role: 'churn', value: 8,
      basis: 'US online returns averaged about 17% of sales in 2023 (NRF / Appriss Retail), far less for consumables and 20–30% for apparel; to verify' },
    { key: 'starting_customers', label: 'Customers so far', unit: 'count', group: 'growth', min: 0, value: byStage({ idea: 0, mvp: 0, early: 500, growth: 8000, scale: 80000 }), basis: 'typical for the stage, to verify' },
    { key: 'new_customers_launch', label: 'New customers in the launch month', unit: 'count', group: 'growth', min: 0, role: 'volume', value: byStage({ idea: 100, mvp: 150, early: 300, growth: 1500, scale: 6000 }),
      basis: 'launch-month first orders for the stage, to verify' },
    { key: 'new_customer_growth', label: 'Monthly growth of new customers', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'growth', value: 10,
      basis: 'month-on-month growth of first orders in the first year (slows later), to verify' },
    { key: 'repeat_rate', label: 'Past customers who order again each month', unit: 'percent', group: 'revenue', min: 0, max: 100, role: 'volume', value: 5,
      basis: 'repeat purchase rate, to verify' },
    { key: 'customer_lapse', label: 'Monthly lapse of past customers', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'churn', value: 5, basis: 'to verify' },
    { key: 'cac', label: 'Cost to acquire a customer (CAC)', unit: 'money', group: 'costs', min: 0, role: 'cac', value: 30,
      basis: 'paid social and search acquisition for D2C, to verify' },
    { key: 'inventory_months', label: 'Months of stock held', unit: 'months', group: 'costs', min: 0, max: 12, value: 2, basis: 'supplier lead times, to verify' },
  ],
  run: (v, launch) => {
    const added = acquisition(v.new_customers_launch, v.new_customer_growth, launch);
    const past = retainedBase(v.starting_customers, added, v.customer_lapse);
    const units = added.map((n, i) => r2(n + ofPct(i === 0 ? v.starting_customers : past[i - 1], v.repeat_rate)));
    const wc = inventoryFlows(units, v.unit_cost, v.inventory_months);
    return units.map((u, i) => {
      const returned = r2(ofPct(u, v.return_rate));
      const kept = r2(u - returned);
      const gross = Math.round(u * v.unit_price);
      return {
        // Units × price − returns × price: the refunded units earn nothing.
        revenue: { product_sales: Math.round(kept * v.unit_price) },
        // Returned goods go back to stock (no product cost); their shipping is lost.
        cogs: Math.round(kept * v.unit_cost) + Math.round(u * v.fulfilment_per_unit) + Math.round(ofPct(gross, v.payment_fees_pct)),
        marketing: Math.round(added[i] * v.cac),
        working_capital: wc[i],
        drivers: { units_sold: u, returns: returned, net_units: kept, customers: past[i], new_customers: added[i] },
      };
    });
  },
  unitEconomics: (v) => {
    const net = v.unit_price * (1 - v.return_rate / 100);
    const cost = v.unit_cost * (1 - v.return_rate / 100) + v.fulfilment_per_unit + ofPct(v.unit_price, v.payment_fees_pct);
    const ordersPerMonth = 1 / 12 + v.repeat_rate / 100; // per active customer, averaged
    return unitEconomicsOf(net * ordersPerMonth, net > 0 ? (100 * (net - cost)) / net : null, v.cac, v.customer_lapse);
  },
  market: (v, fmt) => {
    const perYear = 1 + (v.repeat_rate / 100) * 12;
    return { annual_value: Math.round(perYear * v.unit_price), formula: `× ${fmtCount(Math.round(perYear * 10) / 10)} orders a year × ${fmt(v.unit_price)}` };
  },
};

/**
 * Solar home systems, kit, machines or devices rented or leased out, as the founder writes it ("solar kits rented
 * to…", "leased devices").
 */
const RENTABLE = '(?:solar|kits?|equipment|appliances?|batteries|machines?|devices?|sensors?|thermostats?|hardware)';
/** Vehicles and laptops leased for months (a bike rented by the day is not a device business). */
const LEASABLE = '(?:e-?bikes?|bikes?|scooters?|cars?|vans?|laptops?)';
export const RENTED_DEVICE = new RegExp(`\\b${RENTABLE}\\b[^.]{0,40}?\\b(?:rented|leased|on lease|`
  + `pay[- ]as[- ]you[- ]go)\\b|\\b(?:rents?|rented|renting|leases?|leased|leasing) (?:out )?`
  + `(?:[\\w-]+\\s){0,2}${RENTABLE}\\b|`
  + `\\b${LEASABLE}\\s+(?:leasing|leased|on lease)\\b|\\blease[sd]?\\s+(?:[\\w-]+\\s){0,2}${LEASABLE}\\b`, 'i');
/** A device rented out is not sold: no price up front, and every one placed pays the monthly fee. */
const rentedOut = (ctx: DefaultContext) => RENTED_DEVICE.test(ctx.words);

export const hardwareSubscription: Mechanics = {
  drivers: [
    {
      key: 'unit_price', label: 'Device price (one-off)', unit: 'money', group: 'revenue', min: 0, role: 'price',
      value: (ctx) => (rentedOut(ctx) ? 0 : DEVICE[ctx.sector] ?? 199),
      basis: (ctx) => (rentedOut(ctx)
        ? '0: your words say the device is rented out, not sold; set a deposit if you charge one'
        : 'connected devices of this kind sell at about this price, to verify'),
    },
    { key: 'monthly_fee', label: 'Subscription per device per month', unit: 'money', group: 'revenue', min: 0, role: 'price', value: 10, basis: 'attached service plans, to verify' },
    {
      key: 'attach_rate', label: 'Devices on the subscription', unit: 'percent', group: 'revenue', min: 0, max: 100,
      value: (ctx) => (rentedOut(ctx) ? 100 : 80),
      basis: (ctx) => (rentedOut(ctx) ? 'every rented device pays its monthly fee'
        : 'share of buyers who subscribe, to verify'),
    },
    { key: 'bom_cost', label: 'Bill of materials per device', unit: 'money', group: 'costs', min: 0, value: (ctx) => Math.round((DEVICE[ctx.sector] ?? 199) * 0.45),
      shareOfPrice: { price: 'unit_price', share: 0.45 }, basis: 'hardware gross margins are typically 30–50% (public device makers’ filings), to verify with quotes' },
    { key: 'fulfilment_per_unit', label: 'Assembly, packaging and shipping per device', unit: 'money', group: 'costs', min: 0, value: 15, basis: 'to verify with quotes' },
    { key: 'service_cost_per_device', label: 'Connectivity and cloud cost per device per month', unit: 'money', group: 'costs', min: 0, value: 1.5, basis: 'IoT connectivity and hosting, to verify' },
    { key: 'starting_installed_base', label: 'Subscribed devices today', unit: 'count', group: 'growth', min: 0, value: byStage({ idea: 0, mvp: 0, early: 100, growth: 2000, scale: 20000 }), basis: 'typical for the stage, to verify' },
    { key: 'units_launch', label: 'Devices sold in the launch month', unit: 'count', group: 'growth', min: 0, role: 'volume', value: byStage({ idea: 40, mvp: 50, early: 100, growth: 500, scale: 2000 }), basis: 'first production batch pace, to verify' },
    { key: 'unit_growth', label: 'Monthly growth of device sales', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'growth', value: 8, basis: 'to verify' },
    { key: 'monthly_churn', label: 'Monthly subscription churn', unit: 'percent', group: 'growth', min: 0, max: 100, role: 'churn', value: 2, basis: 'devices in use keep their plan longer than apps, to verify' },
    { key: 'cac', label: 'Marketing cost per device sold', unit: 'money', group: 'costs', min: 0, role: 'cac', value: 50, basis: 'to verify' },
    { key: 'inventory_months', label: 'Months of stock held', unit: 'months', group: 'costs', min: 0, max: 12, value: 3,
      basis: 'contract manufacturers’ lead times of 8–12 weeks, to verify' },
  ],
  run: (v, launch) => {
    const units = acquisition(v.units_launch, v.unit_growth, launch);
    const installed = retainedBase(v.starting_installed_base, units.map((u) => ofPct(u, v.attach_rate)), v.monthly_churn);
    const wc = inventoryFlows(units, v.bom_cost, v.inventory_months);
    return units.map((u, i) => ({
      // The device is paid once; the fee is paid every month by every subscribed device.
      revenue: { hardware_sales: Math.round(u * v.unit_price), subscriptions: Math.round(installed[i] * v.monthly_fee) },
      cogs: Math.round(u * (v.bom_cost + v.fulfilment_per_unit)) + Math.round(installed[i] * v.service_cost_per_device),
      marketing: Math.round(u * v.cac),
      working_capital: wc[i],
      // A customer with many devices (a hotel's rooms, a fleet's trucks) counts once.
      drivers: { units_sold: u, installed_base: installed[i],
        customers: Math.round(installed[i] / Math.max(1, v.capacity_per_account ?? 1)) },
    }));
  },
  unitEconomics: (v) => {
    const gm = v.monthly_fee > 0 ? (100 * (v.monthly_fee - v.service_cost_per_device)) / v.monthly_fee : null;
    const subscription = unitEconomicsOf(v.monthly_fee, gm, v.cac, v.monthly_churn);
    // A customer is worth the device's margin once plus the subscription's lifetime gross profit;
    // payback counts only what the device's margin leaves of the CAC (0 = paid back at purchase).
    const deviceMargin = v.unit_price - v.bom_cost - v.fulfilment_per_unit;
    const monthlyGp = ((v.monthly_fee - v.service_cost_per_device) * v.attach_rate) / 100;
    const ltv = Math.round(deviceMargin + (subscription.ltv ?? 0) * (v.attach_rate / 100));
    const left = Math.max(0, v.cac - deviceMargin);
    return {
      ...subscription,
      ltv,
      ltv_to_cac: v.cac > 0 ? Math.round((ltv / v.cac) * 10) / 10 : null,
      cac_payback_months: left === 0 ? 0 : monthlyGp > 0 ? Math.round((left / monthlyGp) * 10) / 10 : null,
    };
  },
  market: (v, fmt) => ({
    annual_value: Math.round(v.unit_price / 3 + ofPct(v.monthly_fee * 12, v.attach_rate)),
    formula: `× (${fmt(v.unit_price)} every 3 years + ${fmt(v.monthly_fee)} × 12 months × ${fmtCount(v.attach_rate)}% subscribed)`,
  }),
};
