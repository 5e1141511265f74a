import type { ArchetypeDefinition, ArchetypeId } from './types';
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
