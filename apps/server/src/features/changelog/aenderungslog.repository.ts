import { LIST_COUNT_CAP } from '@maklerwerk/domain';
import { and, desc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { changeLog, damageReports, users } from '../../db/schema';
import { escapeLike } from '../../repositories/keyset-page';

const originalUsers = alias(users, 'original_users');

/** Whose rows a log reads: per record type, the record ids. */
export type LogSource = { recordType: string; recordIds: readonly number[] };

/** The text search: a value contains it, a matching label's field, or a user's name contains it. */
export type LogText = { text: string; fields: readonly { recordType: string; field: string }[] };

export type LogFilter = {
  /** undefined: the whole office (internal staff only, checked by the service). */
  sources?: readonly LogSource[];
  since?: Date | undefined;
  text?: LogText | undefined;
};

/**
 * The WHERE of a log. Each source is one `record_type = … AND record_id = ANY(…)` arm, so PostgreSQL
 * reads each through the (record_type, record_id, at) index with `at >= since` as index condition.
 */
function where(filter: LogFilter): SQL | undefined {
  const arms = filter.sources
    ?.filter((s) => s.recordIds.length > 0)
    .map((s) =>
      and(
        eq(changeLog.recordType, s.recordType),
        s.recordIds.length === 1
          ? eq(changeLog.recordId, s.recordIds[0] ?? 0)
          : inArray(changeLog.recordId, s.recordIds),
      ),
    );
  const scope = arms === undefined ? undefined : arms.length === 0 ? sql`false` : or(...arms);
  return and(scope, filter.since ? gte(changeLog.at, filter.since.toISOString()) : undefined, textFilter(filter.text));
}

function textFilter(text: LogText | undefined): SQL | undefined {
  if (!text || text.text === '') {
    return undefined;
  }
  const pattern = `%${escapeLike(text.text)}%`;
  const namedUsers = sql`(SELECT ${users.id} FROM ${users} WHERE ${ilike(users.displayName, pattern)})`;
  const labels =
    text.fields.length === 0
      ? undefined
      : sql`(${changeLog.recordType}, ${changeLog.field}) IN (${sql.join(
          text.fields.map((f) => sql`(${f.recordType}, ${f.field})`),
          sql`, `,
        )})`;
  return or(
    ilike(changeLog.oldValue, pattern),
    ilike(changeLog.newValue, pattern),
    labels,
    sql`${changeLog.userId} IN ${namedUsers}`,
    sql`${changeLog.originalUserId} IN ${namedUsers}`,
  );
}

/** One page of a log, newest first, with the names of the user and of who really did it. */
export async function findLogRows(db: Executor, filter: LogFilter, page: { offset: number; limit: number }) {
  return db
    .select({
      id: changeLog.id,
      at: changeLog.at,
      userId: changeLog.userId,
      userName: users.displayName,
      originalUserId: changeLog.originalUserId,
      originalUserName: originalUsers.displayName,
      recordType: changeLog.recordType,
      recordId: changeLog.recordId,
      field: changeLog.field,
      oldValue: changeLog.oldValue,
      newValue: changeLog.newValue,
    })
    .from(changeLog)
    .leftJoin(users, eq(changeLog.userId, users.id))
    .leftJoin(originalUsers, eq(changeLog.originalUserId, originalUsers.id))
    .where(where(filter))
    .orderBy(desc(changeLog.at), desc(changeLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

export type LogRow = Awaited<ReturnType<typeof findLogRows>>[number];

/** The number of rows, counted up to LIST_COUNT_CAP + 1 (docs/decisions/0010). */
export async function countLogRows(db: Executor, filter: LogFilter): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${changeLog} WHERE ${where(filter) ?? sql`true`} LIMIT ${LIST_COUNT_CAP + 1}) AS capped`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** Every damage report of a contract, removed and merged ones too (their log stays readable). */
export async function findDamageReportIds(db: Executor, contractId: number): Promise<number[]> {
  const rows = await db
    .select({ id: damageReports.id })
    .from(damageReports)
    .where(eq(damageReports.contractId, contractId));
  return rows.map((r) => r.id);
}

/** The logins of a broker (Vermittlerdaten: their audit rows, record type benutzer). */
export async function findBrokerLoginIds(db: Executor, brokerId: number): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.brokerId, brokerId));
  return rows.map((r) => r.id);
}
