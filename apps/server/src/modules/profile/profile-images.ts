import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userProfiles } from '../../db/schema';
import { notFound } from '../../errors';
import { StorageNotFoundError, type StorageDriver } from '../../providers/storage';

/** The images a profile holds (the avatar, the company logo): each a storage key in its own column. */
export type ProfileImage = 'avatarKey' | 'logoKey';
export type ProfileImageDeps = { db: Executor; storage: StorageDriver };

export async function imageKey(db: Executor, userId: string, column: ProfileImage): Promise<string | null> {
  const [row] = await db.select({ key: userProfiles[column] }).from(userProfiles).where(eq(userProfiles.userId, userId));
  return row?.key ?? null;
}

/** Stores the bytes, points the profile at them, then deletes the image they replace. */
export async function storeImage(deps: ProfileImageDeps, userId: string, column: ProfileImage, key: string, bytes: Buffer) {
  await deps.storage.put(key, Readable.from([bytes]));
  const previous = await imageKey(deps.db, userId, column);
  await deps.db
    .insert(userProfiles)
    .values({ userId, [column]: key })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { [column]: key, updatedAt: new Date() } });
  if (previous) await deps.storage.delete(previous);
}

export async function removeImage(deps: ProfileImageDeps, userId: string, column: ProfileImage) {
  const previous = await imageKey(deps.db, userId, column);
  if (!previous) return;
  await deps.db.update(userProfiles).set({ [column]: null, updatedAt: new Date() }).where(eq(userProfiles.userId, userId));
  await deps.storage.delete(previous);
}

/** The stored image and its key (the key's extension tells its type); 404 `missing` when there is none. */
export async function openImage(deps: ProfileImageDeps, userId: string, column: ProfileImage, missing: string) {
  const key = await imageKey(deps.db, userId, column);
  if (!key) throw notFound(missing);
  try {
    return { key, body: await deps.storage.get(key) };
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw notFound(missing);
    throw err;
  }
}
