import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../db/client';
import { loginAttempts, sessions, users } from '../db/schema';

const viewedUsers = alias(users, 'viewed_users');

export async function insertSession(
  db: Executor,
  row: { tokenHash: string; userId: number; csrfToken: string; expiresAt: string; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values(row);
}

function prepareFindSession(db: Db) {
  return db
    .select({ session: sessions, original: users, viewed: viewedUsers })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .leftJoin(viewedUsers, eq(sessions.viewedUserId, viewedUsers.id))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('find_session');
}

// Built once per database: building this select cost a third of the server's CPU per request (issue 7).
const findSessionQueries = new WeakMap<Db, ReturnType<typeof prepareFindSession>>();

/** The session with its original and viewed user in one query (runs on every request). */
export async function findSession(db: Db, tokenHash: string) {
  let query = findSessionQueries.get(db);
  if (!query) {
    query = prepareFindSession(db);
    findSessionQueries.set(db, query);
  }
  const rows = await query.execute({ tokenHash });
  return rows[0];
}

export async function touchSession(db: Executor, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
}

/** Switches the viewed user and the session's CSRF token together. */
export async function setViewedUser(
  db: Executor,
  tokenHash: string,
  viewedUserId: number | null,
  csrfToken: string,
): Promise<void> {
  await db.update(sessions).set({ viewedUserId, csrfToken }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfUser(db: Executor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Executor): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ id: sessions.tokenHash });
  return gone.length;
}

/** Guesses older than the login window no longer count for anything. */
export async function deleteOldLoginAttempts(db: Executor, windowMinutes: number): Promise<number> {
  const gone = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.at, sql`now() - make_interval(mins => ${windowMinutes})`))
    .returning({ id: loginAttempts.id });
  return gone.length;
}

export type AttemptLimit = { maxAttempts: number; maxPerAddress: number; windowMinutes: number };

/**
 * Takes one password guess for a username from one client address: answers false when the
 * username already used up its guesses from this address within the window, or the address its
 * guesses across all usernames (password spraying), else records the guess (it counts as a failure
 * until clearFailedLogins removes it after success). Count and record run under a
 * transaction-scoped advisory lock per address, so parallel guesses are counted one after the other.
 */
export async function takeLoginAttempt(
  db: Executor,
  username: string,
  ip: string,
  limit: AttemptLimit,
): Promise<boolean> {
  const name = username.toLowerCase();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`login_attempts:${ip}`}))`);
    const rows = await tx
      .select({
        ofName: sql<number>`count(*) FILTER (WHERE ${loginAttempts.username} = ${name})::int`,
        ofAddress: sql<number>`count(*)::int`,
      })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.ip, ip),
          gte(loginAttempts.at, sql`now() - make_interval(mins => ${limit.windowMinutes})`),
        ),
      );
    const counted = rows[0] ?? { ofName: 0, ofAddress: 0 };
    if (counted.ofName >= limit.maxAttempts || counted.ofAddress >= limit.maxPerAddress) {
      return false;
    }
    await tx.insert(loginAttempts).values({ username: name, ip });
    return true;
  });
}

export async function clearFailedLogins(db: Executor, username: string, ip: string): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.username, username.toLowerCase()), eq(loginAttempts.ip, ip)));
}
