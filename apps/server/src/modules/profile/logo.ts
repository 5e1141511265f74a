import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { LOGO_MAX_BYTES, LOGO_MAX_PX, type Profile } from '@uc/contract';
import { HttpError } from '../../errors';
import { sniffImage } from './avatar';
import { getProfile } from './profile-service';
import { openImage, removeImage, storeImage, type ProfileImageDeps } from './profile-images';

export const LOGO_TOO_LARGE = 'The logo must be at most 512 KB';
const UNREADABLE = 'The logo could not be read. Please choose another PNG or JPEG file.';

/**
 * A company logo as the share viewer shows it: PNG or JPEG by its first bytes (never by its name or
 * declared type), within 512 KB and 1024 px a side, re-encoded in its own format (metadata dropped,
 * a PNG's transparency kept), so what is served is an image we wrote.
 */
export async function prepareLogo(input: Buffer): Promise<{ bytes: Buffer; ext: 'png' | 'jpg' }> {
  if (input.length > LOGO_MAX_BYTES) throw new HttpError(413, LOGO_TOO_LARGE);
  const kind = sniffImage(input);
  if (kind !== 'png' && kind !== 'jpeg') throw new HttpError(415, 'The logo must be a PNG or JPEG image');
  const { default: sharp } = await import('sharp');
  let size: { width?: number; height?: number };
  try {
    size = await sharp(input).metadata();
  } catch {
    throw new HttpError(415, UNREADABLE);
  }
  if (!size.width || !size.height) throw new HttpError(415, UNREADABLE);
  if (size.width > LOGO_MAX_PX || size.height > LOGO_MAX_PX) {
    throw new HttpError(422, `The logo must be at most ${LOGO_MAX_PX} × ${LOGO_MAX_PX} px (this one is ${size.width} × ${size.height})`);
  }
  try {
    const image = sharp(input, { limitInputPixels: LOGO_MAX_PX * LOGO_MAX_PX }).rotate();
    return kind === 'png' ? { bytes: await image.png().toBuffer(), ext: 'png' } : { bytes: await image.jpeg({ quality: 90 }).toBuffer(), ext: 'jpg' };
  } catch {
    throw new HttpError(415, UNREADABLE);
  }
}

/** Under the founder's own prefix: account deletion and the orphan sweep already cover it. */
export async function setLogo(deps: ProfileImageDeps, userId: string, input: Buffer): Promise<Profile> {
  const { bytes, ext } = await prepareLogo(input);
  await storeImage(deps, userId, 'logoKey', `users/${userId}/logo-${randomBytes(6).toString('hex')}.${ext}`, bytes);
  return getProfile(deps.db, userId);
}

export async function removeLogo(deps: ProfileImageDeps, userId: string): Promise<Profile> {
  await removeImage(deps, userId, 'logoKey');
  return getProfile(deps.db, userId);
}

export async function readLogo(deps: ProfileImageDeps, userId: string): Promise<{ body: Readable; mimeType: string }> {
  const { key, body } = await openImage(deps, userId, 'logoKey', 'No logo');
  return { body, mimeType: key.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}
