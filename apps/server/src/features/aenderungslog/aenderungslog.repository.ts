import { LIST_COUNT_CAP } from '@maklerwerk/domain';
import { and, desc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { asIs, type Bind, executeBuiltOnce, literalLimit, placeholderBinder } from '../../db/named-statement';
import { changeLog, damageReports, users } from '../../db/schema';
import { escapeLike } from '../../repositories/search-text';
import { type HiddenField, hiddenFieldsCondition, selectChangeLog } from './aenderungslog-verlauf.repository';

/**
 * Whose rows a log reads: per record type, the record ids, or every damage report of a contract
 * (read in the page's own statement, not in a round trip before it).
 */
export type LogSource =
  | { recordType: string; recordIds: readonly number[] }
  | { recordType: 'schadensmeldung'; damageReportsOf: number };

/** The text search: a value contains it, a matching label's field, or a user's name contains it. */
export type LogText = { text: string; fields: readonly { recordType: string; field: string }[] };

export type LogFilter = {
  /** undefined: the whole office (internal staff only, checked by the service). */
  sources?: readonly LogSource[];
  since?: Date | undefined;
  text?: LogText | undefined;
  /** The fields the viewer may not read (hiddenChangeLogFields): left out in the statement itself. */
  hidden?: readonly HiddenField[] | undefined;
};

/**
 * The WHERE of a log. Each source is one `record_type = … AND record_id = ANY(…)` arm, so PostgreSQL
 * reads each through the (record_type, record_id, at) index with `at >= since` as index condition.
 */
function where(filter: LogFilter, bind: Bind = asIs): SQL | undefined {
  const arms = filter.sources
    ?.filter((s) => !('recordIds' in s) || s.recordIds.length > 0)
    .map((s, i) =>
      and(
        eq(changeLog.recordType, bind(`type${i}`, s.recordType)),
        !('recordIds' in s)
          ? sql`${changeLog.recordId} = ANY(ARRAY(SELECT ${damageReports.id} FROM ${damageReports}
              WHERE ${damageReports.contractId} = ${bind(`contract${i}`, s.damageReportsOf)}))`
          : s.recordIds.length === 1
            ? eq(changeLog.recordId, bind(`id${i}`, s.recordIds[0] ?? 0))
            : bind === asIs
              ? inArray(changeLog.recordId, s.recordIds)
              : sql`${changeLog.recordId} = ANY(${bind(`ids${i}`, s.recordIds)}::int[])`,
      ),
    );
  const scope = arms === undefined ? undefined : arms.length === 0 ? sql`false` : or(...arms);
  return and(
    scope,
    filter.since ? gte(changeLog.at, bind('since', filter.since.toISOString())) : undefined,
    textFilter(filter.text, bind),
    hiddenFieldsCondition(filter.hidden, bind),
  );
}

function textFilter(text: LogText | undefined, bind: Bind): SQL | undefined {
  if (!text || text.text === '') {
    return undefined;
  }
  const pattern = bind('text', `%${escapeLike(text.text)}%`);
  const namedUsers = sql`(SELECT ${users.id} FROM ${users} WHERE ${ilike(users.displayName, pattern)})`;
  const labels =
    text.fields.length === 0
      ? undefined
      : sql`(${changeLog.recordType}, ${changeLog.field}) IN (${sql.join(
          text.fields.map((f, i) => sql`(${bind(`labelType${i}`, f.recordType)}, ${bind(`label${i}`, f.field)})`),
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

const capped = (condition: SQL | undefined) =>
  sql<number>`(SELECT count(*) FROM (SELECT 1 FROM ${changeLog} WHERE ${condition ?? sql`true`} LIMIT ${sql.raw(String(LIST_COUNT_CAP + 1))}) AS capped)::int`.mapWith(
    Number,
  );

/** The log's rows newest first; `total` beside them is the capped count of the page (run once) or NULL. */
function selectLog(db: Executor, condition: SQL | undefined, total: SQL<number | null>) {
  return selectChangeLog(db, { total }).where(condition).orderBy(desc(changeLog.at), desc(changeLog.id));
}

/** Rows of a log, newest first, with the names of the user and of who really did it (the exports). */
export async function findLogRows(db: Executor, filter: LogFilter, page: { offset: number; limit: number }) {
  return selectLog(db, where(filter), sql<null>`NULL::int`).limit(page.limit).offset(page.offset);
}

export type LogRow = Awaited<ReturnType<typeof findLogRows>>[number];

/**
 * One page of a log and its number of rows (up to LIST_COUNT_CAP + 1) in one statement; the first
 * page is built once per shape of its filter, its values as placeholders (docs/decisions/0031).
 */
export async function findLogPage(
  db: Executor,
  filter: LogFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: LogRow[]; total: number }> {
  let found: LogRow[];
  if (page.offset === 0) {
    const { bind, values } = placeholderBinder();
    const condition = where(filter, bind);
    found = await executeBuiltOnce(db, `changelog_page_${page.limit}`, condition, values, () =>
      selectLog(db, condition, capped(condition)).limit(literalLimit(page.limit)),
    );
  } else {
    const condition = where(filter);
    found = await selectLog(db, condition, capped(condition)).limit(page.limit).offset(page.offset);
  }
  const first = found[0];
  const total = first ? Number(first.total) : page.offset > 0 ? await countLogRows(db, filter) : 0;
  return { rows: found, total };
}

/** The number of rows, counted up to LIST_COUNT_CAP + 1 (docs/decisions/0010). */
export async function countLogRows(db: Executor, filter: LogFilter): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${changeLog} WHERE ${where(filter) ?? sql`true`} LIMIT ${LIST_COUNT_CAP + 1}) AS capped`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** The logins of a broker (Vermittlerdaten: their audit rows, record type benutzer). */
export async function findBrokerLoginIds(db: Executor, brokerId: number): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.brokerId, brokerId));
  return rows.map((r) => r.id);
}
