import type { ArchetypeDefinition, ArchetypeId } from './types';
import { consumerChannel } from './consumer-channel';
import { ECOMMERCE, HARDWARE_SUBSCRIPTION, MARKETPLACE } from './archetypes/commerce';
import { FINTECH_TRANSACTIONS, NONPROFIT, SERVICES } from './archetypes/other';
import { B2B_SAAS, CONSUMER_SUBSCRIPTION, USAGE_API } from './archetypes/subscription';

/** What each archetype is, in words: streams, costs, KPIs, vocabulary, benchmarks, canvas, mechanics. */
export const ARCHETYPES: Record<ArchetypeId, ArchetypeDefinition> = {
  b2b_saas: B2B_SAAS,
  consumer_subscription: CONSUMER_SUBSCRIPTION,
  marketplace: MARKETPLACE,
  ecommerce: ECOMMERCE,
  hardware_subscription: HARDWARE_SUBSCRIPTION,
  fintech_transactions: FINTECH_TRANSACTIONS,
  usage_api: USAGE_API,
  services: SERVICES,
  nonprofit: NONPROFIT,
};

/** What an app store's part becomes when members pay directly, and when they use a space, staff or goods in person. */
const SOLD_DIRECTLY: Record<string, { web: string; in_person: string }> = {
  'App store or payment fees': { web: 'Payment fees', in_person: 'Payment fees' },
  'Store and payment fees': { web: 'Payment fees', in_person: 'Payment fees' },
  'Hosting per active user': {
    web: 'Hosting per active user', in_person: 'The space, staff and goods each member uses',
  },
  Hosting: { web: 'Hosting', in_person: 'Space, staff and goods' },
  'Product and engineering salaries': { web: 'Product and engineering salaries', in_person: 'Staff salaries' },
  'Content or data providers': { web: 'Content or data providers', in_person: 'Landlords and equipment suppliers' },
  'Product and content': { web: 'Product and content', in_person: 'Running the space and the service' },
  'User acquisition (paid installs, content)': {
    web: 'User acquisition (content, search)', in_person: 'Local marketing and referrals',
  },
};
const APP_ONLY = /\bapps?\b|app stores?|in-app|installs/i;

/**
 * The archetype as this startup sells it: a consumer subscription outside Apple's and Google's stores has no store in
 * its canvas and costs, and one used in person costs the space, staff and goods its members use and starts no one free.
 */
export const archetypeAsSold = (id: ArchetypeId, words: string): ArchetypeDefinition => {
  const def = ARCHETYPES[id];
  const channel = id === 'consumer_subscription' ? consumerChannel(words.toLowerCase()) : 'app_store';
  if (channel === 'app_store') return def;
  const sold = (xs: string[]) => xs.map((x) => SOLD_DIRECTLY[x]?.[channel] ?? x)
    .filter((x) => !APP_ONLY.test(x) && !(channel === 'in_person' && /^free\b/i.test(x)));
  const canvas = Object.fromEntries(Object.entries(def.canvas).map(([k, v]) => [k, sold(v)])) as typeof def.canvas;
  // The app stores' fee, freemium conversion and app churn are apps' benchmarks, not this startup's.
  const benchmarks = def.benchmarks.filter((b) => !['store_fee', 'conversion', 'monthly_churn'].includes(b.key));
  if (channel === 'web') return { ...def, costStructure: sold(def.costStructure), canvas, benchmarks };
  return {
    ...def, costStructure: sold(def.costStructure), canvas, benchmarks,
    vocabulary: { ...def.vocabulary, customer: 'member', customers: 'members', unit: 'membership' },
    kpis: def.kpis.map((k) => (k.key === 'conversion' ? { ...k, label: 'Enquiries who join', description: 'share of '
      + 'the people who enquire or try it who join' } : k.key === 'customers' ? { ...k, label: 'Paying members' } : k)),
  };
};
