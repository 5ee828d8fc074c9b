import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { downloadBundles } from '../../db/schema';

export type DownloadBundleRow = typeof downloadBundles.$inferSelect;

/**
 * Keeps the files of a ZIP for one login for `minutes`; bundles past their time are deleted on the way.
 */
export async function insertBundle(
  db: Executor,
  bundle: { token: string; userId: number; fileIds: number[]; name: string; minutes: number },
): Promise<void> {
  await db.delete(downloadBundles).where(lt(downloadBundles.expiresAt, sql`now()`));
  await db.insert(downloadBundles).values({
    token: bundle.token,
    userId: bundle.userId,
    fileIds: bundle.fileIds,
    name: bundle.name,
    expiresAt: sql`now() + make_interval(mins => ${bundle.minutes})`,
  });
}

/** A bundle of this login that is still valid. */
export async function findValidBundle(
  db: Executor,
  token: string,
  userId: number,
): Promise<DownloadBundleRow | undefined> {
  const rows = await db
    .select()
    .from(downloadBundles)
    .where(
      and(
        eq(downloadBundles.token, token),
        eq(downloadBundles.userId, userId),
        gt(downloadBundles.expiresAt, sql`now()`),
      ),
    );
  return rows[0];
}
