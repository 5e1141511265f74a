import { hash, verify } from '@node-rs/argon2';
import { HttpError } from '../../errors';

// 2 = Algorithm.Argon2id (a const enum, which isolatedModules cannot read).
const OPTIONS = { algorithm: 2 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A hash of a random string: verifying against it costs the same as a real account. */
let dummyHash: Promise<string> | undefined;
export function timingSafeMiss(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}

/** The one password policy (register, reset, change). */
export function assertPasswordPolicy(password: string, minLength: number): void {
  if (password.length < minLength) throw new HttpError(400, `Password must be at least ${minLength} characters long`);
}
