import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';
import { DOWNLOAD_TOKEN_TTL_SECONDS, signDownloadToken, verifyDownloadToken } from '../../files/download-token';

/** A handover link is valid as long as a download link: ten minutes. */
export const PORTAL_TOKEN_TTL_SECONDS = DOWNLOAD_TOKEN_TTL_SECONDS;
const SECRET_NAME = 'portal-uebergabe-token';

/**
 * The key of the handover links: its own row in app_secrets, so a download token never opens a handover
 * and the other way round. Made once per database, shared by every server.
 */
export async function portalTokenSecret(db: Db): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const rows = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  return (rows[0] as { value: string }).value;
}

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
