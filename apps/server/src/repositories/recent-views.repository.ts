import { type Actor, RECENT_VIEWS_KEPT } from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { recentViews } from '../db/schema';

export type RecentRecordType = 'kunde' | 'vertrag';

/**
 * Remembers that the person really logged in (the original user, also while viewing as someone else)
 * opened a record, for the start page's 'Zuletzt geöffnet'. One statement: the row is upserted and the
 * user's rows of that type beyond the newest RECENT_VIEWS_KEPT are removed. Not business data: no
 * change log, and a read-only login records its views too.
 */
export async function recordRecentView(
  db: Executor,
  actor: Actor,
  recordType: RecentRecordType,
  recordId: number,
): Promise<void> {
  const userId = actor.original.id;
  await db.execute(sql`
    WITH upsert AS (
      INSERT INTO ${recentViews} (user_id, record_type, record_id, viewed_at)
      VALUES (${userId}, ${recordType}, ${recordId}, now())
      ON CONFLICT (user_id, record_type, record_id) DO UPDATE SET viewed_at = excluded.viewed_at
    )
    DELETE FROM ${recentViews}
     WHERE user_id = ${userId} AND record_type = ${recordType}
       AND record_id IN (SELECT record_id FROM ${recentViews}
                          WHERE user_id = ${userId} AND record_type = ${recordType} AND record_id <> ${recordId}
                          ORDER BY viewed_at DESC OFFSET ${RECENT_VIEWS_KEPT - 1})`);
}
