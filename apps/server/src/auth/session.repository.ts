import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { loginAttempts, sessions, users } from '../db/schema';

const viewedUsers = alias(users, 'viewed_users');

export async function insertSession(
  db: Executor,
  row: { tokenHash: string; userId: number; csrfToken: string; expiresAt: string; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The session with its original and viewed user in one query (runs on every request). */
export async function findSession(db: Executor, tokenHash: string) {
  const rows = await db
    .select({ session: sessions, original: users, viewed: viewedUsers })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .leftJoin(viewedUsers, eq(sessions.viewedUserId, viewedUsers.id))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

export async function touchSession(db: Executor, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
}

export async function setViewedUser(db: Executor, tokenHash: string, viewedUserId: number | null): Promise<void> {
  await db.update(sessions).set({ viewedUserId }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfUser(db: Executor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

export async function recordFailedLogin(db: Executor, username: string, ip: string): Promise<void> {
  await db.insert(loginAttempts).values({ username: username.toLowerCase(), ip });
}

export async function countRecentFailedLogins(db: Executor, username: string, windowMinutes: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, username.toLowerCase()),
        gte(loginAttempts.at, sql`now() - make_interval(mins => ${windowMinutes})`),
      ),
    );
  return rows[0]?.n ?? 0;
}

export async function clearFailedLogins(db: Executor, username: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.username, username.toLowerCase()));
}
