import type { ArchetypeDefinition } from '../types';

export const FINTECH_TRANSACTIONS: ArchetypeDefinition = {
  id: 'fintech_transactions',
  label: 'Transaction-fee fintech',
  description: 'Payments, transfers or wallets that earn a fee on the money moved (and interest on balances held, where allowed).',
  revenueStreams: [
    { key: 'transaction_fees', label: 'Transaction fees', description: 'fee % × volume (+ fixed fee × transactions)' },
    { key: 'plan_fees', label: 'Monthly plan fees', description: 'active users × monthly plan fee', driver: 'customers', rate: 'plan_fee' },
    { key: 'float_income', label: 'Interest on balances (float)', description: 'balances held × yearly yield ÷ 12' },
  ],
  costStructure: ['Bank, scheme or mobile-money partner fees', 'Fraud and chargebacks', 'Compliance (KYC/AML) and licensing', 'User acquisition', 'Engineering salaries'],
  kpis: [
    { key: 'volume', label: 'Payment volume', description: 'money moved this month' },
    { key: 'transactions', label: 'Transactions', description: 'number of payments' },
    { key: 'customers', label: 'Active users', description: 'users with a transaction this month' },
    { key: 'take_rate', label: 'Net take rate', description: 'revenue ÷ volume' },
  ],
  vocabulary: { customer: 'user', customers: 'users', unit: 'transaction', revenue_word: 'revenue' },
  benchmarks: [
    { key: 'card_processing', label: 'US online card processing', low: 2.9, high: 2.9, unit: 'percent', source: 'Stripe standard pricing 2.9% + 30¢, 2025 — to verify' },
    { key: 'net_take_rate', label: 'Net take rate on volume', low: 0.5, high: 3, unit: 'percent', source: 'payment companies’ filings, 2023 — to verify' },
  ],
  canvas: {
    key_partners: ['Licensed bank or payment institution', 'Card schemes or mobile-money operators', 'KYC and fraud vendors'],
    key_activities: ['Moving money reliably', 'Compliance (KYC/AML)', 'Fraud prevention'],
    key_resources: ['Licences or a licensed partner', 'The payment platform', 'Users’ trust'],
    value_propositions: ['Cheaper, faster or more accessible payments'],
    customer_relationships: ['Self-service in the app', 'Support and dispute handling'],
    channels: ['App stores', 'Agents and merchants', 'Referrals'],
    customer_segments: ['People or merchants who move money'],
    cost_structure: ['Partner and network fees', 'Fraud losses', 'Compliance', 'Acquisition', 'Salaries'],
    revenue_streams: ['A fee on each transaction (% of volume)', 'Monthly plan fees, if charged', 'Interest on balances, where allowed'],
  },
  mechanics: 'Revenue = fee % × payment volume (+ fixed fee × transactions) + any monthly plan fee × active users + interest on balances held; partner fees and fraud are cost of sales.',
};

export const SERVICES: ArchetypeDefinition = {
  id: 'services',
  label: 'Services / agency',
  description: 'Skilled work sold by the hour, day, visit or project: revenue grows with the people who deliver it.',
  revenueStreams: [{ key: 'fees', label: 'Fees for services', description: 'billable people × hours × utilisation × rate', driver: 'billable_hours', rate: 'hourly_rate' }],
  costStructure: ['Delivery staff (cost of sales)', 'Subcontractors and tools', 'Business development', 'Management and overhead'],
  kpis: [
    { key: 'billable_people', label: 'Billable people', description: 'people who bill clients' },
    { key: 'utilisation_pct', label: 'Utilisation', description: 'billed hours ÷ available hours' },
    { key: 'billable_hours', label: 'Billable hours', description: 'hours billed this month' },
  ],
  vocabulary: {
    customer: 'client', customers: 'clients', unit: 'billable hour', revenue_word: 'revenue',
    arpu_per: 'billable person',
  },
  benchmarks: [
    { key: 'utilisation', label: 'Billable utilisation', low: 65, high: 80, unit: 'percent', source: 'SPI Research Professional Services Maturity benchmark, 2023 — to verify' },
    { key: 'gross_margin', label: 'Gross margin (after delivery staff)', low: 35, high: 55, unit: 'percent', source: 'agency and consultancy benchmarks, 2023 — to verify' },
  ],
  canvas: {
    key_partners: ['Freelancers and subcontractors', 'Technology partners', 'Referral partners'],
    key_activities: ['Delivering client work', 'Winning new clients', 'Hiring and training'],
    key_resources: ['Skilled people', 'Methods and reputation'],
    value_propositions: ['Skilled work the client cannot or would rather not do themselves, done well and on time'],
    customer_relationships: ['Dedicated account lead', 'Retainers and repeat projects'],
    channels: ['Referrals and networks', 'Case studies and content', 'Direct outreach'],
    customer_segments: ['The people or organisations who buy this work'],
    cost_structure: ['Delivery staff', 'Subcontractors', 'Business development', 'Overhead'],
    revenue_streams: ['Fees by the hour, day or project', 'Retainers'],
  },
  mechanics: 'Revenue = billable people × working hours × utilisation × hourly rate; delivery staff are cost of sales, so revenue grows only with hires.',
};

export const NONPROFIT: ArchetypeDefinition = {
  id: 'nonprofit',
  label: 'Non-profit',
  description: 'A mission-driven organisation funded by grants, service contracts and donations; any shortfall is a funding gap, never an equity round.',
  revenueStreams: [
    { key: 'grants', label: 'Grants', description: 'programme grants from foundations and governments' },
    { key: 'contracts', label: 'Service contracts', description: 'contracts × hours × rate per hour', driver: 'contract_hours', rate: 'contract_rate_per_hour' },
    { key: 'donations', label: 'Donations', description: 'monthly donors × average gift', driver: 'donors', rate: 'avg_donation' },
  ],
  costStructure: ['Programme delivery (staff, tutors, materials)', 'Fundraising', 'Administration', 'Monitoring and evaluation'],
  kpis: [
    { key: 'contracts', label: 'Active contracts', description: 'service contracts delivering this month' },
    { key: 'contract_hours', label: 'Hours delivered', description: 'programme hours under contract' },
    { key: 'donors', label: 'Monthly donors', description: 'recurring donors' },
  ],
  vocabulary: { customer: 'partner', customers: 'partners', unit: 'programme hour', revenue_word: 'income' },
  benchmarks: [
    { key: 'programme_ratio', label: 'Programme spending ratio', low: 65, high: 85, unit: 'percent', source: 'BBB Wise Giving Alliance standard (≥ 65%), 2024 — to verify' },
    { key: 'donor_retention', label: 'Donor retention, all donors (yearly)', low: 40, high: 45, unit: 'percent', source: 'Fundraising Effectiveness Project, 2023 (monthly donors retain far better) — to verify' },
  ],
  canvas: {
    key_partners: ['Foundations and government funders', 'Public bodies that contract the service', 'Volunteers and community organisations'],
    key_activities: ['Delivering the programme', 'Fundraising and grant reporting', 'Measuring impact'],
    key_resources: ['Staff and volunteers', 'Programme method', 'Evidence of impact'],
    value_propositions: ['Measurable outcomes for the people served', 'For funders: impact per unit of money'],
    customer_relationships: ['Long-term partnerships with funders and contracting bodies', 'Reporting to donors'],
    channels: ['Grant applications', 'Public procurement', 'Community outreach and events'],
    customer_segments: ['Beneficiaries (served free)', 'Funders and contracting bodies (who pay)'],
    cost_structure: ['Programme delivery', 'Fundraising', 'Administration'],
    revenue_streams: ['Grants', 'Service contracts', 'Donations'],
  },
  mechanics: 'Income = grants + contracts × hours × rate + donors × average gift; a shortfall is a funding gap to close with grants, never an equity round.',
};
