import { StartupModelSchema, type ProfileWording, type StartupProfile, type StartupProfileBody } from '@uc/contract';
import { buildStartupModel, inputText, openQuestions, refreshMarket, repairAssumptions, setArchetype, setAssumption, type ArchetypeId, type StartupInput, type StartupModel } from '@uc/startup-model';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { preparedPerDb, type Db } from '../../db/client';
import {
  dataroomFiles, dataroomUsage, startupModels, startupModelVersions, startupProfiles, users,
} from '../../db/schema';
import { HttpError } from '../../errors';
import { getStartupProfile } from '../chat/startup-profile';
import { profileInput, rebuildKeepingFounderValues, sameInput } from './keep-founder-values';
import { rewordProfile } from './reword-profile';

export type StoredStartupModel = {
  model: StartupModel;
  /** 0 while nothing is stored (the model is built from the profile on each read). */
  version: number;
  updated_at: string | null;
  /** The startup profile the model reads (already fetched in the same query). */
  profile: StartupProfile;
};

/** What made a version: the screen's edit, a rebuild from the profile, an archetype pick, the document generator's form. */
/** The response: the stored model with the figures of the profile it did not take, as questions. */
export const withQuestions = (s: StoredStartupModel & { wording?: ProfileWording }) => ({ ...s, questions: openQuestions(s.model, inputText(profileInput(s.profile))) });

export type VersionSource = 'edit' | 'rebuild' | 'archetype' | 'generator';

export const CONFLICT_DETAIL = 'The startup model was changed elsewhere. Reload it and apply your changes again.';
export const UNREADABLE_DETAIL = 'Your saved startup model cannot be read. Rebuild it from your startup profile (your saved versions are kept).';

/**
 * A stored model as the wire will carry it: values out of their bounds (saved before the bounds
 * existed) reset to their defaults; null when it still does not fit the schema (never a 500 on
 * every read, which would leave the founder no screen to fix it from).
 */
function readable(stored: StartupModel, input: StartupInput): StartupModel | null {
  try {
    // The market's default count follows the populations data of today, never the one it was saved with.
    const { model } = repairAssumptions(refreshMarket(stored, input).model, inputText(input));
    return StartupModelSchema.safeParse(model).success ? model : null;
  } catch {
    return null;
  }
}

/**
 * The user's startup model: the stored one, or one built from the startup profile when none is
 * stored. One indexed read (the user, their model and their profile by primary key in one
 * query): the chat, the orchestrator and the documents call it on every use. The model's JSON
 * (tens of KB) comes back only when its version and time differ from the ones this instance
 * remembers, so an unchanged model costs neither the database's nor the driver's parsing.
 */
const modelAndProfile = preparedPerDb((db) => {
  const known = and(
    eq(startupModels.version, sql.placeholder('knownVersion')),
    eq(startupModels.updatedAt, sql`${sql.placeholder('knownAt')}::timestamptz`),
  );
  const unlessKnown = <T>(column: typeof startupModels.model | typeof startupModels.profile) =>
    sql`case when ${known} then null else ${column} end`.mapWith(column) as SQL<T | null>;
  return db
    .select({
      version: startupModels.version,
      updatedAt: startupModels.updatedAt,
      model: unlessKnown<StartupModel>(startupModels.model),
      storedProfile: unlessKnown<StartupInput>(startupModels.profile),
      startupName: startupProfiles.startupName,
      idea: startupProfiles.idea,
      stage: startupProfiles.stage,
      industry: startupProfiles.industry,
      targetCustomers: startupProfiles.targetCustomers,
      businessModel: startupProfiles.businessModel,
      teamSize: startupProfiles.teamSize,
      dataRoomVersion: dataroomUsage.version,
      // Whether the data-room search of a turn can find anything (its own conditions): if not, it is not run.
      dataRoomSearchable: sql<boolean>`exists (select 1 from ${dataroomFiles}
        where ${dataroomFiles.userId} = ${users.id} and ${dataroomFiles.extractedText} <> '')`,
    })
    .from(users)
    .leftJoin(startupModels, eq(startupModels.userId, users.id))
    .leftJoin(startupProfiles, eq(startupProfiles.userId, users.id))
    .leftJoin(dataroomUsage, eq(dataroomUsage.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('startup_model_for_user');
});

export async function getStartupModelForUser(db: Db, userId: string): Promise<StoredStartupModel> {
  const { dataRoomVersion: _, dataRoomSearchable: __, ...read } = await readStartupModel(db, userId);
  if (read.unreadable) throw new HttpError(409, UNREADABLE_DETAIL);
  return read;
}

/**
 * A chat turn's read: the startup model and the data-room version (moved by the database on every
 * change of the founder's files), read in the same statement, so the turn's excerpts can be reused
 * for an unchanged question without a round trip, and skipped when no file has text to search.
 * `stored` is null when the saved model is unreadable.
 */
export async function readTurnInputs(db: Db, userId: string) {
  const { dataRoomVersion, dataRoomSearchable, unreadable, ...read } = await readStartupModel(db, userId);
  return { stored: unreadable ? null : read, profile: read.profile, dataRoomVersion, dataRoomSearchable };
}

/** Never a stored version: the read returns the model's JSON. */
const UNKNOWN = { knownVersion: -1, knownAt: '1970-01-01T00:00:00.000Z' };

type Read = StoredStartupModel & { unreadable: boolean; dataRoomVersion: number; dataRoomSearchable: boolean };

async function readStartupModel(db: Db, userId: string): Promise<Read> {
  // Taken before the read: the entry may be evicted while it runs, its model is still the right one.
  const hit = cacheOf(db).get(userId);
  const known = hit?.stored ? { knownVersion: hit.stored.version, knownAt: hit.stored.updatedAt } : UNKNOWN;
  const [row] = await modelAndProfile(db).execute({ userId, ...known });
  const profile: StartupProfile = {
    startup_name: row?.startupName ?? null,
    idea: row?.idea ?? null,
    stage: (row?.stage ?? null) as StartupProfile['stage'],
    industry: row?.industry ?? null,
    target_customers: row?.targetCustomers ?? null,
    business_model: row?.businessModel ?? null,
    team_size: row?.teamSize ?? null,
  };
  const input = profileInput(profile);
  const dataRoom = { dataRoomVersion: row?.dataRoomVersion ?? 0, dataRoomSearchable: row?.dataRoomSearchable ?? true };
  if (row?.version == null || !row.updatedAt) {
    const model = derived(db, userId, hit, null, input, () => buildStartupModel(input))!;
    return { model, version: 0, updated_at: null, profile, unreadable: false, ...dataRoom };
  }
  const { version } = row;
  const updated_at = row.updatedAt.toISOString();
  // Null model: the version this instance remembers, whose repaired model it kept.
  const stored = row.model
    ? { version, updatedAt: updated_at, base: readable(row.model, row.storedProfile!), profile: row.storedProfile! }
    : hit!.stored!;
  const current = stored.base && derived(db, userId, hit, stored, input, () => {
    // The profile changed since the model was saved: rebuilt from it, the founder's own values kept.
    if (sameInput(stored.profile, input)) return stored.base;
    return rebuildKeepingFounderValues(stored.base!, stored.profile, input);
  });
  if (!current) return { model: buildStartupModel(input), version, updated_at, profile, unreadable: true, ...dataRoom };
  return { model: current, version, updated_at, profile, unreadable: false, ...dataRoom };
}

/**
 * A model read (repaired, checked against its schema, rebuilt for a changed profile) or built from
 * the profile costs a few ms of CPU; the chat reads it on every turn. It is remembered per user for
 * the saved version and time and the profile words, all read from the database on each call, so an
 * edit on any instance is never served stale; every turn of an unchanged startup gets the same
 * object (the advisor's per-model caches key on it). Callers treat models as immutable. `stored`
 * keeps the saved model as read (repaired) with the profile it was built from: the read skips its
 * JSON while the version and time are unchanged, and a profile edit rebuilds from it.
 */
type Stored = { version: number; updatedAt: string; base: StartupModel | null; profile: StartupInput };
type Derived = { key: string; model: StartupModel; stored: Stored | null };
const MAX_DERIVED = 5_000;
const derivedCaches = new WeakMap<Db, Map<string, Derived>>();
const cacheOf = (db: Db) => derivedCaches.get(db) ?? derivedCaches.set(db, new Map()).get(db)!;

function derived(db: Db, userId: string, hit: Derived | undefined, stored: Stored | null, input: StartupInput, build: () => StartupModel | null) {
  const cache = cacheOf(db);
  const key = `${stored ? `${stored.version}|${stored.updatedAt}` : '0'}|${JSON.stringify(input)}`;
  const model = hit?.key === key ? hit.model : build();
  if (!model) return null; // unreadable: never remembered
  // Least recently used first: an entry is re-inserted on each use, the first one makes room.
  cache.delete(userId);
  if (cache.size >= MAX_DERIVED) cache.delete(cache.keys().next().value!);
  cache.set(userId, hit?.model === model && hit.stored === stored ? hit : { key, model, stored });
  return model;
}

/**
 * Saves a new version if `baseVersion` is still the current one (0 = nothing stored yet);
 * otherwise 409, so two tabs (or the screen and the generator's form) never overwrite each other.
 */
export async function saveStartupModel(
  db: Db, userId: string, model: StartupModel, baseVersion: number, source: VersionSource = 'edit', profileEdit: StartupProfileBody = {},
): Promise<StoredStartupModel> {
  // What is stored must read back: checked against the response's schema before anything is written.
  const shape = StartupModelSchema.safeParse(model);
  if (!shape.success) throw new HttpError(422, `The startup model does not fit its schema: ${shape.error.issues[0]?.path.join('.') ?? 'model'}`);
  const current = { ...(await getStartupProfile(db, userId)), ...profileEdit };
  const profile = profileInput(current);
  const edited = Object.keys(profileEdit).length > 0;
  const saved = await db.transaction(async (tx) => {
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
    // The profile's words restated with the model, in the same write: never one without the other.
    if (edited) {
      const { idea, industry, target_customers: targetCustomers, business_model: businessModel } = profileEdit;
      const set = Object.fromEntries(Object.entries({ idea, industry, targetCustomers, businessModel }).filter(([, v]) => v !== undefined));
      await tx.update(startupProfiles).set({ ...set, updatedAt: now }).where(eq(startupProfiles.userId, userId));
    }
    return { model, version, updated_at: now.toISOString(), profile: current };
  });
  return saved;
}

/**
 * One assumption set to the value the founder confirmed (an agent's proposal in the chat, or a
 * question's answer on the Startup screen). The profile's words that stated the old figure are
 * restated in the same write; those the reader cannot place exactly come back in `wording.ask`.
 */
export async function confirmAssumptionChange(
  db: Db, userId: string, change: { key: string; value: number; base_version: number },
): Promise<StoredStartupModel & { wording: ProfileWording }> {
  const { model, version, profile } = await getStartupModelForUser(db, userId);
  if (version !== change.base_version) throw new HttpError(409, CONFLICT_DETAIL);
  let next: StartupModel;
  try {
    next = setAssumption(model, change.key, change.value);
  } catch (e) {
    throw new HttpError(422, e instanceof RangeError ? e.message.replace(/^startup-model: /, '') : 'Invalid assumption change');
  }
  const from = model.assumptions.find((a) => a.key === change.key)!.value;
  const to = next.assumptions.find((a) => a.key === change.key)!.value;
  const { edit, wording } = from === to ? { edit: {}, wording: { updated: [], ask: [] } } : rewordProfile(profile, model, { key: change.key, from, to });
  return { ...(await saveStartupModel(db, userId, next, version, 'edit', edit)), wording };
}

/** Saved versions, newest first, paginated. */
export async function listStartupModelVersions(db: Db, userId: string, page: { page: number; page_size: number }) {
  const mine = eq(startupModelVersions.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        version: startupModelVersions.version,
        source: startupModelVersions.source,
        createdAt: startupModelVersions.createdAt,
        archetype: sql<StartupModel['archetype']>`${startupModelVersions.model}->>'archetype'`,
        currency: sql<string>`${startupModelVersions.model}->>'currency'`,
      })
      .from(startupModelVersions)
      .where(mine)
      .orderBy(desc(startupModelVersions.version))
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size),
    db.select({ total: count() }).from(startupModelVersions).where(mine),
  ]);
  const items = rows.map((r) => ({ version: r.version, source: r.source as VersionSource, created_at: r.createdAt.toISOString(), archetype: r.archetype, currency: r.currency }));
  return { items, total, page: page.page, page_size: page.page_size };
}

/** One saved version (the user's own only; another user's → 404). */
export async function getStartupModelVersion(db: Db, userId: string, version: number) {
  const [row] = await db
    .select()
    .from(startupModelVersions)
    .where(and(eq(startupModelVersions.userId, userId), eq(startupModelVersions.version, version)));
  if (!row) throw new HttpError(404, 'Version not found');
  return { version: row.version, source: row.source as VersionSource, created_at: row.createdAt.toISOString(), archetype: row.model.archetype, currency: row.model.currency, model: row.model };
}

/**
 * Built again from the profile: `archetype` set → the founder's pick (kept over the
 * classification); absent → classified again. The founder's own values are kept either way.
 */
export async function rebuildStartupModel(db: Db, userId: string, baseVersion: number, archetype?: ArchetypeId): Promise<StoredStartupModel> {
  // An unreadable stored model is replaced by one built from the profile (its number continues).
  const current = await readStartupModel(db, userId);
  if (current.version !== baseVersion) throw new HttpError(409, CONFLICT_DETAIL);
  const input = profileInput(current.profile);
  const model = archetype
    ? { ...setArchetype(current.model, archetype), archetype_source: 'founder' as const }
    : rebuildKeepingFounderValues({ ...current.model, archetype_source: 'classified' }, input, input);
  return saveStartupModel(db, userId, model, baseVersion, archetype ? 'archetype' : 'rebuild');
}
