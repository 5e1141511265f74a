import type { ArchetypeId } from '../types';
import { ecommerce, hardwareSubscription, marketplace } from './commerce';
import { fintechTransactions, nonprofit, services } from './other';
import { b2bSaas, consumerSubscription, usageApi } from './subscription';
import type { Mechanics } from './types';

/** Each archetype's drivers and revenue mechanics (the descriptive side is in ../archetypes). */
export const MECHANICS: Record<ArchetypeId, Mechanics> = {
  b2b_saas: b2bSaas,
  consumer_subscription: consumerSubscription,
  marketplace,
  ecommerce,
  hardware_subscription: hardwareSubscription,
  fintech_transactions: fintechTransactions,
  usage_api: usageApi,
  services,
  nonprofit,
};
