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
  return toContract(row);
}

/** The profile fields still empty, so the chat can ask for them. */
export const missingProfileFields = (p: StartupProfile) => (Object.keys(p) as (keyof StartupProfile)[]).filter((k) => p[k] === null);
