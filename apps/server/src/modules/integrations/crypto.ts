import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Third-party credentials at rest: AES-256-GCM with a key derived from INTEGRATIONS_SECRET.
 * Format `v1.` + base64url(iv | tag | ciphertext); the tag makes tampering fail loudly.
 */
export type CredentialCipher = { encrypt(plain: string): string; decrypt(sealed: string): string };

export function createCredentialCipher(secret: string): CredentialCipher {
  const key = createHash('sha256').update(`uc-integrations:${secret}`).digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    decrypt(sealed) {
      if (!sealed.startsWith('v1.')) throw new Error('Unknown credential format');
      const raw = Buffer.from(sealed.slice(3), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
