import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed download link is valid this long (issue 10: short-lived, never a session token). */
export const DOWNLOAD_TOKEN_TTL_SECONDS = 600;

export type DownloadClaims = { documentId: number; versionNo: number; userId: number };
export type VerifiedDownload = DownloadClaims & { exp: number };

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** `payload.signature`, both base64url: the file, the user who made the link and its expiry. */
export function signDownloadToken(
  secret: string,
  claims: DownloadClaims,
  options: { ttlSeconds?: number; now?: () => number } = {},
): string {
  const now = options.now?.() ?? Date.now();
  const exp = Math.floor(now / 1000) + (options.ttlSeconds ?? DOWNLOAD_TOKEN_TTL_SECONDS);
  const payload = Buffer.from(
    JSON.stringify({ d: claims.documentId, v: claims.versionNo, u: claims.userId, exp }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;

/** The claims of a valid token; undefined when malformed, tampered with or expired (never throws). */
export function verifyDownloadToken(
  secret: string,
  token: string,
  now: () => number = Date.now,
): VerifiedDownload | undefined {
  if (token.length > 512) {
    return undefined;
  }
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) {
    return undefined;
  }
  const [payload, signature] = parts as [string, string];
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return undefined;
  }
  try {
    const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (!isId(c.d) || !isId(c.v) || !isId(c.u) || typeof c.exp !== 'number' || c.exp * 1000 < now()) {
      return undefined;
    }
    return { documentId: c.d, versionNo: c.v, userId: c.u, exp: c.exp };
  } catch {
    return undefined;
  }
}
