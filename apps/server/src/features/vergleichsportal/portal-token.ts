import type { Db } from '../../db/client';
import { DOWNLOAD_TOKEN_TTL_SECONDS, signDownloadToken, verifyDownloadToken } from '../../files/download-token';
import { appSecret } from '../../lib/app-secret';

/** A handover link is valid as long as a download link: ten minutes. */
export const PORTAL_TOKEN_TTL_SECONDS = DOWNLOAD_TOKEN_TTL_SECONDS;
const SECRET_NAME = 'portal-uebergabe-token';

/** The key of the handover links: its own secret, so a download token never opens a handover and back. */
export const portalTokenSecret = (db: Db): Promise<string> => appSecret(db, SECRET_NAME);

export type PortalClaims = { handoverId: number; portalId: number; userId: number };

/** The signed-token helper of the download links (files/download-token.ts) with the handover's claims. */
export async function signPortalToken(db: Db, claims: PortalClaims, now?: () => number): Promise<string> {
  return signDownloadToken(
    await portalTokenSecret(db),
    { documentId: claims.handoverId, versionNo: claims.portalId, userId: claims.userId },
    { ttlSeconds: PORTAL_TOKEN_TTL_SECONDS, ...(now ? { now } : {}) },
  );
}

export async function verifyPortalToken(db: Db, token: string): Promise<PortalClaims | undefined> {
  const claims = verifyDownloadToken(await portalTokenSecret(db), token);
  return claims && { handoverId: claims.documentId, portalId: claims.versionNo, userId: claims.userId };
}
