/**
 * The shapes of the advisor's knowledge tables. Facts are data, kept apart from the code that
 * writes prose, so they can be checked (and corrected) one row at a time. Every fact names its
 * jurisdiction and, where it matters, its source and year.
 */
import type { ArchetypeId, SectorId } from '@uc/startup-model';

/** 'GLOBAL', 'EU' or an ISO 3166-1 alpha-2 country ('US', 'GB', 'NG', 'IN', 'BR', 'ZA', 'KE'). */
export type Jurisdiction = string;

export type Regulation = {
  id: string;
  name: string;
  /** Lower-case words or phrases that name it in a question (matched on word boundaries). */
  aliases: string[];
  jurisdiction: Jurisdiction;
  /** Every country it applies in, when more than one ('GLOBAL' jurisdiction then). */
  countries?: Jurisdiction[];
  /** Sectors it applies to; empty = every sector (data protection, payments). */
  sectors: SectorId[];
  /** Archetypes it applies to regardless of sector (hardware rules, marketplace rules). */
  archetypes?: ArchetypeId[];
  /** Only when the question or the startup touches this (e.g. card payments): not listed by default. */
  onMention?: boolean;
  /**
   * Only for businesses whose description matches (passenger licensing for ride-hailing, not for
   * a parking marketplace in the same `transport` sector); sectors and archetypes still apply, and an empty `sectors` then means any.
   */
  onlyWhen?: RegExp;
  /** What the founder must confirm before relying on the row (an eligibility condition, a threshold, an exemption). */
  confirm?: string;
  summary: string;
  /** What the founder must do (operations' checklist). */
  obligations: string[];
  /** What it means for the build (technology's lens). */
  build: string;
  source: string;
  year?: number;
};

export type Technology = {
  id: string;
  name: string;
  aliases: string[];
  /** Options in one family are compared with each other ("LoRaWAN or NB-IoT?"). */
  family: 'connectivity' | 'mobile-channel' | 'app-platform' | 'build-approach' | 'payments' | 'auth' | 'scheduling' | 'messaging' | 'hosting';
  summary: string;
  strengths: string[];
  weaknesses: string[];
  /** Typical cost, in words with its basis ("gateway ~US$100–1,000 each, list prices"). */
  cost: string;
  /** When it is the right pick. */
  pickWhen: string;
  /** Where it fits in geography or sector, if anywhere in particular. */
  regions?: Jurisdiction[];
};

export type Competitor = {
  id: string;
  name: string;
  aliases: string[];
  sectors: SectorId[];
  /** Its category, placed: "practice-management incumbent". */
  category: string;
  jurisdiction: Jurisdiction;
  /** Every country it competes in, when more than one ('GLOBAL' jurisdiction then). */
  countries?: string[];
  /** What it is known for, stated cautiously (public positioning, not private numbers). */
  known: string;
  /** Where a newcomer can compete. */
  competeOn: string;
  /** Listed for a business whose description matches, whatever its sector ("rent cameras" → Fat Llama). */
  alsoWhen?: RegExp;
  /** Listed only for a business whose description matches (Uber for ride-hailing, not for every transport startup). */
  onlyWhen?: RegExp;
};

export type Institution = {
  id: string;
  name: string;
  aliases: string[];
  jurisdiction: Jurisdiction;
  role: string;
  /** What a founder does about it. */
  action: string;
  /** What the founder must confirm before relying on it (eligibility, current amounts). */
  confirm?: string;
};

export type CustomerType = 'smb' | 'enterprise' | 'consumer' | 'marketplace_supply' | 'marketplace_demand' | 'public_sector' | 'donors' | 'developers';

export type Channel = {
  name: string;
  customer: CustomerType;
  cost: string;
  timeToFirstResult: string;
  how: string;
};
