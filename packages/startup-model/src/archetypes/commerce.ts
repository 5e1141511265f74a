import type { ArchetypeDefinition } from '../types';

export const MARKETPLACE: ArchetypeDefinition = {
  id: 'marketplace',
  label: 'Two-sided marketplace',
  description: 'A platform where sellers (hosts, providers) and buyers (renters, clients) transact; the platform keeps a commission.',
  revenueStreams: [
    { key: 'commission', label: 'Commission from sellers', description: 'take rate × GMV', driver: 'gmv', rate: 'take_rate' },
    { key: 'buyer_fees', label: 'Service fees from buyers', description: 'buyer fee % × GMV', driver: 'gmv', rate: 'buyer_fee_pct' },
  ],
  costStructure: ['Payment processing on GMV', 'Support, trust and safety, insurance', 'Acquisition of both sides (buyers and sellers)', 'Engineering salaries'],
  kpis: [
    { key: 'gmv', label: 'GMV', description: 'value of all transactions on the platform (not revenue)' },
    { key: 'take_rate', label: 'Take rate', description: 'share of GMV the platform keeps' },
    { key: 'customers', label: 'Active buyers', description: 'buyers active this month' },
    { key: 'sellers', label: 'Active sellers', description: 'sellers with listings this month' },
  ],
  vocabulary: { customer: 'buyer', customers: 'buyers', unit: 'transaction', supply_side: 'sellers', demand_side: 'buyers', revenue_word: 'revenue' },
  benchmarks: [
    { key: 'take_rate', label: 'Take rate', low: 10, high: 25, unit: 'percent', source: 'a16z marketplace take-rate survey, 2019–2023 — to verify' },
    { key: 'gross_margin', label: 'Gross margin (on net revenue)', low: 60, high: 80, unit: 'percent', source: 'public marketplaces’ filings, 2023 — to verify' },
    { key: 'payment_fees', label: 'Card processing (US)', low: 2.9, high: 3.5, unit: 'percent', source: 'Stripe standard pricing 2.9% + 30¢, 2025 — to verify' },
  ],
  canvas: {
    key_partners: ['Payment provider', 'Insurance and identity verification partners', 'Communities where sellers are found'],
    key_activities: ['Recruiting and vetting sellers', 'Bringing buyers', 'Matching, payments and trust & safety'],
    key_resources: ['The platform', 'Liquidity on both sides', 'Reviews and reputation data'],
    value_propositions: ['For sellers: earn from customers they could not reach', 'For buyers: choice, trust and a simple payment'],
    customer_relationships: ['Self-service with reviews', 'Support and dispute resolution'],
    channels: ['Search and social for buyers', 'Direct outreach and referrals for sellers'],
    customer_segments: ['Sellers (supply side)', 'Buyers (demand side)'],
    cost_structure: ['Payment processing on GMV', 'Support, trust & safety', 'Acquisition of buyers and sellers', 'Salaries'],
    revenue_streams: ['Commission from sellers (take rate × GMV)', 'Optional service fee from buyers'],
  },
  mechanics: 'Revenue = take rate × GMV (plus any buyer fee × GMV), where GMV = active buyers × orders per buyer × average order value; GMV itself is not revenue.',
};

export const ECOMMERCE: ArchetypeDefinition = {
  id: 'ecommerce',
  label: 'E-commerce / D2C',
  description: 'Physical products sold online directly to customers; stock is bought before it is sold.',
  revenueStreams: [{ key: 'product_sales', label: 'Product sales (net of returns)', description: 'units × price − returns', driver: 'net_units', rate: 'unit_price' }],
  costStructure: ['Product cost (COGS)', 'Fulfilment and shipping', 'Payment processing', 'Customer acquisition', 'Inventory held (cash tied up)'],
  kpis: [
    { key: 'units_sold', label: 'Units sold', description: 'units shipped this month' },
    { key: 'returns', label: 'Returns', description: 'units sent back' },
    { key: 'aov', label: 'Average order value', description: 'revenue per order' },
    { key: 'repeat_rate', label: 'Repeat purchase rate', description: 'past customers ordering again' },
  ],
  vocabulary: { customer: 'customer', customers: 'customers', unit: 'order', revenue_word: 'revenue' },
  benchmarks: [
    { key: 'gross_margin', label: 'Gross margin after fulfilment', low: 35, high: 60, unit: 'percent', source: 'D2C brands’ filings and Shopify merchant reports, 2023 — to verify' },
    { key: 'return_rate', label: 'Online return rate', low: 5, high: 30, unit: 'percent', source: 'NRF / Appriss Retail returns report, 2023 — to verify' },
  ],
  canvas: {
    key_partners: ['Manufacturers and suppliers', 'Fulfilment and shipping carriers', 'E-commerce platform and payments'],
    key_activities: ['Product design and sourcing', 'Marketing', 'Fulfilment and customer service'],
    key_resources: ['Brand', 'Inventory', 'Customer list'],
    value_propositions: ['A better product at a fair price, delivered to the door'],
    customer_relationships: ['Email and community', 'Easy returns'],
    channels: ['Own online shop', 'Social media and ads', 'Marketplaces'],
    customer_segments: ['Shoppers who want this product'],
    cost_structure: ['Product cost and inventory', 'Fulfilment and shipping', 'Customer acquisition', 'Salaries'],
    revenue_streams: ['Product sales, net of returns'],
  },
  mechanics: 'Revenue = units × price − returns; product cost, fulfilment and payment fees are cost of sales, and stock bought ahead ties up cash.',
};

export const HARDWARE_SUBSCRIPTION: ArchetypeDefinition = {
  id: 'hardware_subscription',
  label: 'Hardware with a subscription',
  description: 'A device sold once, plus a monthly service plan for each device in use.',
  revenueStreams: [
    { key: 'hardware_sales', label: 'Device sales (one-off)', description: 'units sold × device price, once', driver: 'units_sold', rate: 'unit_price' },
    { key: 'subscriptions', label: 'Service subscriptions', description: 'installed base × monthly fee', driver: 'installed_base', rate: 'monthly_fee' },
  ],
  costStructure: ['Bill of materials and manufacturing', 'Assembly, packaging and shipping', 'Inventory bought ahead (cash)', 'Connectivity and cloud per device', 'Certification (e.g. FCC/CE)', 'Engineering salaries'],
  kpis: [
    { key: 'units_sold', label: 'Devices sold', description: 'devices shipped this month' },
    { key: 'installed_base', label: 'Installed base', description: 'devices on a paid plan' },
    { key: 'attach_rate', label: 'Attach rate', description: 'share of devices on the subscription' },
  ],
  vocabulary: { customer: 'customer', customers: 'customers', unit: 'device', revenue_word: 'revenue' },
  benchmarks: [
    { key: 'hardware_margin', label: 'Hardware gross margin', low: 30, high: 50, unit: 'percent', source: 'consumer-hardware makers’ filings, 2023 — to verify' },
    { key: 'subscription_margin', label: 'Subscription gross margin', low: 70, high: 85, unit: 'percent', source: 'connected-device companies’ filings, 2023 — to verify' },
  ],
  canvas: {
    key_partners: ['Contract manufacturer', 'Component suppliers', 'Connectivity provider', 'Retail and installer partners'],
    key_activities: ['Hardware design and certification', 'Manufacturing and supply chain', 'Running the service'],
    key_resources: ['Device design and firmware', 'Inventory', 'Cloud service'],
    value_propositions: ['A device that works with a service that keeps improving'],
    customer_relationships: ['Onboarding and support', 'Warranty and replacements'],
    channels: ['Own online shop', 'Distributors and installers'],
    customer_segments: ['Buyers of the device who need the ongoing service'],
    cost_structure: ['Bill of materials and manufacturing', 'Inventory', 'Shipping', 'Connectivity and cloud', 'Salaries'],
    revenue_streams: ['One-off device sales', 'Monthly subscription per device'],
  },
  mechanics: 'Revenue = units sold × device price (once) + installed base × monthly fee; the bill of materials is cost of sales and stock is paid for before it sells.',
};
