import type { ArchetypeDefinition } from '../types';

export const B2B_SAAS: ArchetypeDefinition = {
  id: 'b2b_saas',
  label: 'B2B SaaS subscription',
  description: 'Software sold to organisations as a monthly or yearly subscription per account or seat.',
  revenueStreams: [{ key: 'subscriptions', label: 'Subscriptions', description: 'paying accounts × price per month', driver: 'customers', rate: 'price_per_month' }],
  costStructure: ['Product and engineering salaries', 'Sales and customer success', 'Hosting and third-party services', 'Payment processing', 'Customer acquisition (CAC)'],
  kpis: [
    { key: 'customers', label: 'Paying accounts', description: 'accounts paying at the end of the month' },
    { key: 'mrr', label: 'Monthly recurring revenue', description: 'accounts × price per month' },
    { key: 'churn', label: 'Monthly churn', description: 'share of accounts that cancel each month' },
    { key: 'cac_payback', label: 'CAC payback', description: 'months of gross profit to recover the cost of winning an account' },
  ],
  vocabulary: { customer: 'account', customers: 'accounts', unit: 'subscription', revenue_word: 'revenue' },
  benchmarks: [
    { key: 'gross_margin', label: 'Gross margin', low: 70, high: 85, unit: 'percent', source: 'KeyBanc Capital Markets SaaS survey, 2023 — to verify' },
    { key: 'monthly_churn', label: 'Monthly logo churn (SMB)', low: 2, high: 5, unit: 'percent', source: 'ChartMogul / Recurly churn benchmarks, 2023 — to verify' },
    { key: 'cac_payback', label: 'CAC payback', low: 6, high: 18, unit: 'months', source: 'KeyBanc SaaS survey, 2023 — to verify' },
    { key: 'ltv_to_cac', label: 'LTV ÷ CAC', low: 3, high: 5, unit: 'ratio', source: 'common venture rule of thumb — to verify' },
  ],
  canvas: {
    key_partners: ['Cloud hosting provider', 'Integration partners (systems customers already use)', 'Resellers and industry associations'],
    key_activities: ['Building and shipping the product', 'Sales and onboarding', 'Customer success and support'],
    key_resources: ['The software and its data', 'Engineering team', 'Customer relationships'],
    value_propositions: ['Saves time or money every month', 'Works out of the box for this kind of organisation'],
    customer_relationships: ['Self-serve onboarding with help when needed', 'Customer success check-ins', 'Renewals'],
    channels: ['Direct sales and demos', 'Content and search', 'Partners and marketplaces'],
    customer_segments: ['Organisations in the target sector'],
    cost_structure: ['Salaries (engineering, sales, support)', 'Hosting', 'Customer acquisition'],
    revenue_streams: ['Monthly or yearly subscription per account'],
  },
  mechanics: 'Revenue = paying accounts × price per month; accounts grow with new sign-ups and shrink with churn, and each new account costs the CAC.',
};

export const CONSUMER_SUBSCRIPTION: ArchetypeDefinition = {
  id: 'consumer_subscription',
  label: 'Consumer subscription',
  description: 'An app, a membership or a service individuals pay for every month (an app often starts them free).',
  revenueStreams: [{ key: 'subscriptions', label: 'Premium subscriptions', description: 'paying subscribers × price per month', driver: 'customers', rate: 'price_per_month' }],
  costStructure: ['Product and engineering salaries', 'App store or payment fees', 'Hosting per active user', 'User acquisition (paid installs, content)'],
  kpis: [
    { key: 'signups', label: 'Sign-ups', description: 'new users each month' },
    { key: 'conversion', label: 'Free-to-paid conversion', description: 'share of sign-ups who pay' },
    { key: 'customers', label: 'Paying subscribers', description: 'subscribers at the end of the month' },
    { key: 'churn', label: 'Monthly churn', description: 'share of subscribers who cancel each month' },
  ],
  vocabulary: { customer: 'subscriber', customers: 'subscribers', unit: 'subscription', revenue_word: 'revenue' },
  benchmarks: [
    { key: 'conversion', label: 'Free-to-paid conversion', low: 1, high: 5, unit: 'percent', source: 'RevenueCat State of Subscription Apps, 2024 — to verify' },
    { key: 'monthly_churn', label: 'Monthly subscriber churn', low: 5, high: 10, unit: 'percent', source: 'RevenueCat State of Subscription Apps, 2024 — to verify' },
    { key: 'store_fee', label: 'App store fee', low: 15, high: 30, unit: 'percent', source: 'Apple App Store / Google Play terms, 2025 — to verify' },
  ],
  canvas: {
    key_partners: ['App stores', 'Content or data providers', 'Payment providers'],
    key_activities: ['Product and content', 'Growth marketing', 'Community'],
    key_resources: ['The app and its content', 'The user base', 'Brand'],
    value_propositions: ['Free to start, worth paying for', 'A habit people come back to'],
    customer_relationships: ['Self-service', 'In-app messages and community'],
    channels: ['App stores', 'Social media and creators', 'Word of mouth and referrals'],
    customer_segments: ['Individuals with the problem the app solves'],
    cost_structure: ['Salaries', 'Store and payment fees', 'Hosting', 'User acquisition'],
    revenue_streams: ['Monthly premium subscription'],
  },
  mechanics: 'Revenue = paying subscribers × price per month, where subscribers come from sign-ups × the share who pay '
    + '(free-to-paid conversion for an app) and leave at the churn rate.',
};

export const USAGE_API: ArchetypeDefinition = {
  id: 'usage_api',
  label: 'Usage-based API',
  description: 'A developer product billed per use (calls, requests, tokens, minutes).',
  revenueStreams: [{ key: 'usage', label: 'Usage fees', description: 'API calls × price per call', driver: 'thousand_calls', rate: 'price_per_1000_calls' }],
  costStructure: ['Compute and infrastructure per call', 'Engineering salaries', 'Developer marketing and documentation', 'Support'],
  kpis: [
    { key: 'customers', label: 'Paying accounts', description: 'accounts billed this month' },
    { key: 'api_calls', label: 'API calls', description: 'calls billed this month' },
    { key: 'nrr', label: 'Net revenue retention', description: 'usage growth of existing accounts net of churn' },
  ],
  vocabulary: { customer: 'developer account', customers: 'developer accounts', unit: 'API call', revenue_word: 'revenue' },
  benchmarks: [
    { key: 'gross_margin', label: 'Gross margin', low: 60, high: 80, unit: 'percent', source: 'public usage-based software companies’ filings, 2023 — to verify' },
    { key: 'nrr', label: 'Net revenue retention', low: 100, high: 130, unit: 'percent', source: 'usage-based SaaS benchmarks (OpenView, 2023) — to verify' },
  ],
  canvas: {
    key_partners: ['Cloud providers', 'Developer communities', 'Platforms the API integrates with'],
    key_activities: ['Running a reliable API', 'Documentation and SDKs', 'Developer relations'],
    key_resources: ['Infrastructure', 'The API and its models or data', 'Engineering team'],
    value_propositions: ['Add a capability in hours instead of months', 'Pay only for what you use'],
    customer_relationships: ['Self-serve sign-up and docs', 'Support for larger accounts'],
    channels: ['Documentation and search', 'Developer communities', 'Marketplaces'],
    customer_segments: ['Developers and software teams'],
    cost_structure: ['Compute per call', 'Salaries', 'Developer marketing'],
    revenue_streams: ['Pay-as-you-go usage fees per API call'],
  },
  mechanics: 'Revenue = API calls × price per call (quoted per 1,000 calls), where calls = paying accounts × calls per account, growing as accounts use more.',
};
