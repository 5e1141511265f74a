import type { StartupProfile } from '@uc/contract';
import { buildStartupModel, type StartupModel } from '@uc/startup-model';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { startupModels, startupModelVersions, startupProfiles, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { getStartupProfile } from '../chat/startup-profile';
import { profileInput, rebuildKeepingFounderValues, sameInput } from './keep-founder-values';

export type StoredStartupModel = {
  model: StartupModel;
  /** 0 while nothing is stored (the model is built from the profile on each read). */
  version: number;
  updated_at: string | null;
};

/** What made a version: the screen's edit, a rebuild from the profile, an archetype pick, the document generator's form. */
export type VersionSource = 'edit' | 'rebuild' | 'archetype' | 'generator';

export const CONFLICT_DETAIL = 'The startup model was changed elsewhere. Reload it and apply your changes again.';

/**
 * The user's startup model: the stored one, or one built from the startup profile when none is
 * stored. One indexed read (the user, their model and their profile by primary key in one
 * query): the chat, the orchestrator and the documents call it on every use.
 */
export async function getStartupModelForUser(db: Db, userId: string): Promise<StoredStartupModel> {
  const [row] = await db
    .select({ stored: startupModels, profile: startupProfiles })
    .from(users)
    .leftJoin(startupModels, eq(startupModels.userId, users.id))
    .leftJoin(startupProfiles, eq(startupProfiles.userId, users.id))
    .where(eq(users.id, userId));
  const input = profileInput({
    startup_name: row?.profile?.startupName ?? null,
    idea: row?.profile?.idea ?? null,
    stage: (row?.profile?.stage ?? null) as StartupProfile['stage'],
    industry: row?.profile?.industry ?? null,
    target_customers: row?.profile?.targetCustomers ?? null,
    business_model: row?.profile?.businessModel ?? null,
    team_size: row?.profile?.teamSize ?? null,
  });
  const stored = row?.stored;
  if (!stored) return { model: buildStartupModel(input), version: 0, updated_at: null };
  // The profile changed since the model was saved: rebuilt from it, the founder's own values kept.
  const model = sameInput(stored.profile, input) ? stored.model : rebuildKeepingFounderValues(stored.model, stored.profile, input);
  return { model, version: stored.version, updated_at: stored.updatedAt.toISOString() };
}

/**
 * Saves a new version if `baseVersion` is still the current one (0 = nothing stored yet);
 * otherwise 409, so two tabs (or the screen and the generator's form) never overwrite each other.
 */
export async function saveStartupModel(db: Db, userId: string, model: StartupModel, baseVersion: number, source: VersionSource = 'edit'): Promise<StoredStartupModel> {
  const profile = profileInput(await getStartupProfile(db, userId));
  return db.transaction(async (tx) => {
    const now = new Date();
    const version = baseVersion + 1;
    const written =
      baseVersion === 0
        ? await tx.insert(startupModels).values({ userId, model, version, profile, updatedAt: now }).onConflictDoNothing().returning({ version: startupModels.version })
        : await tx
            .update(startupModels)
            .set({ model, version, profile, updatedAt: now })
            .where(and(eq(startupModels.userId, userId), eq(startupModels.version, baseVersion)))
            .returning({ version: startupModels.version });
    if (written.length === 0) throw new HttpError(409, CONFLICT_DETAIL);
    await tx.insert(startupModelVersions).values({ userId, version, model, source, createdAt: now });
    return { model, version, updated_at: now.toISOString() };
  });
}

export type VersionSummary = { version: number; source: VersionSource; created_at: string; archetype: StartupModel['archetype']; currency: string };

/** Saved versions, newest first; `before` pages on (the last version of the previous page). */
export async function listStartupModelVersions(db: Db, userId: string, opts: { limit: number; before?: number }) {
  const rows = await db
    .select({
      version: startupModelVersions.version,
      source: startupModelVersions.source,
      createdAt: startupModelVersions.createdAt,
      archetype: sql<StartupModel['archetype']>`${startupModelVersions.model}->>'archetype'`,
      currency: sql<string>`${startupModelVersions.model}->>'currency'`,
    })
    .from(startupModelVersions)
    .where(and(eq(startupModelVersions.userId, userId), opts.before === undefined ? undefined : lt(startupModelVersions.version, opts.before)))
    .orderBy(desc(startupModelVersions.version))
    .limit(opts.limit + 1);
  const items: VersionSummary[] = rows.slice(0, opts.limit).map((r) => ({
    version: r.version,
    source: r.source as VersionSource,
    created_at: r.createdAt.toISOString(),
    archetype: r.archetype,
    currency: r.currency,
  }));
  return { items, next_before: rows.length > opts.limit ? items[items.length - 1]!.version : null };
}

/** One saved version (the user's own only; another user's → 404). */
export async function getStartupModelVersion(db: Db, userId: string, version: number): Promise<StartupModel> {
  const [row] = await db
    .select({ model: startupModelVersions.model })
    .from(startupModelVersions)
    .where(and(eq(startupModelVersions.userId, userId), eq(startupModelVersions.version, version)));
  if (!row) throw new HttpError(404, 'Version not found');
  return row.model;
}
