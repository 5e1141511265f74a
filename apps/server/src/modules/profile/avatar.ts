import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX, type Profile } from '@uc/contract';
import { HttpError } from '../../errors';
import { getProfile } from './profile-service';
import { openImage, removeImage, storeImage, type ProfileImageDeps } from './profile-images';

export type AvatarDeps = ProfileImageDeps;

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
  await storeImage(deps, userId, 'avatarKey', `avatars/${userId}-${randomBytes(6).toString('hex')}.webp`, image);
  return getProfile(deps.db, userId);
}

export async function removeAvatar(deps: AvatarDeps, userId: string): Promise<Profile> {
  await removeImage(deps, userId, 'avatarKey');
  return getProfile(deps.db, userId);
}

export async function readAvatar(deps: AvatarDeps, userId: string): Promise<Readable> {
  return (await openImage(deps, userId, 'avatarKey', 'No avatar')).body;
}
