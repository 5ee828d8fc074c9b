import type { Actor } from '@maklerwerk/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { takesPart } from '../../auth/termin-access.repository';
import type { Db } from '../../db/client';
import { icalFeeds, termine, users } from '../../db/schema';

// The SQL of the iCal feed (termin-feed.service.ts): the secret address of a user, stored as its hash.

export type IcalFeedRow = typeof icalFeeds.$inferSelect;

export async function findFeed(db: Db, userId: number): Promise<IcalFeedRow | undefined> {
  const rows = await db.select().from(icalFeeds).where(eq(icalFeeds.userId, userId));
  return rows[0];
}

/** Stores a user's address (its hash), replacing the old one. */
export async function upsertFeed(db: Db, userId: number, tokenHash: string): Promise<IcalFeedRow | undefined> {
  const rows = await db
    .insert(icalFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: icalFeeds.userId, set: { tokenHash, createdAt: sql`now()` } })
    .returning();
  return rows[0];
}

export async function deleteFeed(db: Db, userId: number): Promise<void> {
  await db.delete(icalFeeds).where(eq(icalFeeds.userId, userId));
}

/** The active user an address (its hash) belongs to, or undefined. */
export async function findFeedOwner(db: Db, tokenHash: string) {
  const rows = await db
    .select({ user: users })
    .from(icalFeeds)
    .innerJoin(users, eq(users.id, icalFeeds.userId))
    .where(and(eq(icalFeeds.tokenHash, tokenHash), eq(users.active, true)));
  return rows[0]?.user;
}

/** The items the user takes part in that have not ended before `pastDays` days ago (at most 2000 ids). */
export async function findFeedItemIds(db: Db, actor: Actor, pastDays: number): Promise<number[]> {
  const rows = await db
    .select({ id: termine.id })
    .from(termine)
    .where(
      and(
        isNull(termine.deletedAt),
        takesPart(actor),
        sql`(${termine.seriesEndAt} IS NULL OR ${termine.seriesEndAt} >= now() - make_interval(days => ${pastDays}))`,
      ),
    )
    .limit(2000);
  return rows.map((r) => r.id);
}
