import type { StartupProfile, StartupProfileBody } from '@uc/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { startupProfiles, type StartupProfileRow } from '../../db/schema';

const EMPTY: StartupProfile = {
  startup_name: null,
  idea: null,
  stage: null,
  industry: null,
  target_customers: null,
  business_model: null,
  team_size: null,
};

function toContract(row: StartupProfileRow | undefined): StartupProfile {
  if (!row) return { ...EMPTY };
  return {
    startup_name: row.startupName,
    idea: row.idea,
    stage: row.stage as StartupProfile['stage'],
    industry: row.industry,
    target_customers: row.targetCustomers,
    business_model: row.businessModel,
    team_size: row.teamSize,
  };
}

/** The user's startup profile (all fields null until they fill it in). Other modules read it too. */
export async function getStartupProfile(db: Db, userId: string): Promise<StartupProfile> {
  const [row] = await db.select().from(startupProfiles).where(eq(startupProfiles.userId, userId));
  return toContract(row);
}

/** How long the chat trusts a profile it read; an edit through this process is seen at once, through another within this. */
const PROFILE_TTL_MS = 5_000;
const MAX_CACHED = 10_000;
type ProfileCache = { entries: Map<string, { profile: StartupProfile; until: number }>; edits: number };
const caches = new WeakMap<Db, ProfileCache>();
const cacheOf = (db: Db) => caches.get(db) ?? caches.set(db, { entries: new Map(), edits: 0 }).get(db)!;

/** getStartupProfile for every chat turn, remembered a few seconds (it rarely changes; each read costs the hot path a round trip). */
export async function startupProfileForChat(db: Db, userId: string): Promise<StartupProfile> {
  const cache = cacheOf(db);
  const hit = cache.entries.get(userId);
  if (hit && hit.until > Date.now()) return hit.profile;
  const edits = cache.edits;
  const profile = await getStartupProfile(db, userId);
  // A read that raced an edit is used once but not remembered.
  if (edits !== cache.edits) return profile;
  if (cache.entries.size >= MAX_CACHED) cache.entries.delete(cache.entries.keys().next().value!);
  cache.entries.set(userId, { profile, until: Date.now() + PROFILE_TTL_MS });
  return profile;
}

/** A profile written elsewhere (a confirmed change restating its words): the chat reads it afresh. */
export function forgetStartupProfile(db: Db, userId: string): void {
  const cache = cacheOf(db);
  cache.edits++;
  cache.entries.delete(userId);
}

/** Updates the fields present in the body; empty strings clear a field. */
export async function updateStartupProfile(db: Db, userId: string, body: StartupProfileBody): Promise<StartupProfile> {
  const blank = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim());
  const values = {
    startupName: blank(body.startup_name),
    idea: blank(body.idea),
    stage: body.stage,
    industry: blank(body.industry),
    targetCustomers: blank(body.target_customers),
    businessModel: blank(body.business_model),
    teamSize: body.team_size,
  };
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  const [row] = await db
    .insert(startupProfiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: startupProfiles.userId, set: { ...set, updatedAt: new Date() } })
    .returning();
  forgetStartupProfile(db, userId);
  return toContract(row);
}

/** The profile fields still empty, so the chat can ask for them. */
export const missingProfileFields = (p: StartupProfile) => (Object.keys(p) as (keyof StartupProfile)[]).filter((k) => p[k] === null);
