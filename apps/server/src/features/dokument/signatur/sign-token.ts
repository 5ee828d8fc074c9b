import { createHash, randomBytes } from 'node:crypto';

/** A link token: 256 random bits, base64url (43 characters); only its SHA-256 is stored. */
export function newSignToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSignToken(token) };
}

export function hashSignToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const signLinkPath = (token: string) => `/signieren/${token}`;
