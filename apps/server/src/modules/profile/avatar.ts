import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX, type Profile } from '@uc/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userProfiles } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { StorageNotFoundError, type StorageDriver } from '../../providers/storage';
import { getProfile } from './profile-service';

export type AvatarDeps = { db: Executor; storage: StorageDriver };

const UNSUPPORTED = 'Avatar must be a PNG, JPEG or WebP image';

/** The image type from its first bytes; the name and declared type are not trusted. */
export function sniffImage(buf: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 12 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** A 256 px square WebP, cropped to the centre; metadata (GPS and the like) is dropped. */
export async function resizeAvatar(input: Buffer): Promise<Buffer> {
  if (input.length > AVATAR_MAX_BYTES) throw new HttpError(413, 'Avatar must be at most 2 MB');
  if (!sniffImage(input)) throw new HttpError(415, UNSUPPORTED);
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(input, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new HttpError(415, 'The image could not be read. Please choose another PNG, JPEG or WebP file.');
  }
}

export async function setAvatar(deps: AvatarDeps, userId: string, input: Buffer): Promise<Profile> {
  const image = await resizeAvatar(input);
  const key = `avatars/${userId}-${randomBytes(6).toString('hex')}.webp`;
  await deps.storage.put(key, Readable.from([image]));
  const [previous] = await deps.db.select({ key: userProfiles.avatarKey }).from(userProfiles).where(eq(userProfiles.userId, userId));
  await deps.db
    .insert(userProfiles)
    .values({ userId, avatarKey: key })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { avatarKey: key, updatedAt: new Date() } });
  if (previous?.key) await deps.storage.delete(previous.key);
  return getProfile(deps.db, userId);
}

export async function removeAvatar(deps: AvatarDeps, userId: string): Promise<Profile> {
  const [previous] = await deps.db.select({ key: userProfiles.avatarKey }).from(userProfiles).where(eq(userProfiles.userId, userId));
  if (previous?.key) {
    await deps.db.update(userProfiles).set({ avatarKey: null, updatedAt: new Date() }).where(eq(userProfiles.userId, userId));
    await deps.storage.delete(previous.key);
  }
  return getProfile(deps.db, userId);
}

export async function readAvatar(deps: AvatarDeps, userId: string): Promise<Readable> {
  const [row] = await deps.db.select({ key: userProfiles.avatarKey }).from(userProfiles).where(eq(userProfiles.userId, userId));
  if (!row?.key) throw notFound('No avatar');
  try {
    return await deps.storage.get(row.key);
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw notFound('No avatar');
    throw err;
  }
}
