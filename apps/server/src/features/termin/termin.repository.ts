import type { Actor } from '@maklerwerk/domain';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { colleagueCondition, concernsScope, takesPart, visibleCondition } from '../../auth/termin-access.repository';
import type { Executor } from '../../db/client';
import { brokers, customers, terminBeteiligte, terminDrafts, termine, terminFiles } from '../../db/schema';

export type TerminRow = typeof termine.$inferSelect;
export type NewTermin = typeof termine.$inferInsert;
export type BeteiligterRow = typeof terminBeteiligte.$inferSelect;
export type NewBeteiligter = typeof terminBeteiligte.$inferInsert;
export type TerminFileRow = typeof terminFiles.$inferSelect;

const live = isNull(termine.deletedAt);

export type VisibleTermin = TerminRow & {
  mine: boolean;
  viaRecord: boolean;
  ownerName: string | null;
  createdByName: string;
  contractDisplay: string | null;
  customerDisplay: string | null;
  customerNr: string | null;
};

function visibleSelect(db: Executor, actor: Actor) {
  return db
    .select({
      t: termine,
      mine: sql<boolean>`${takesPart(actor)}`,
      viaRecord: sql<boolean>`${concernsScope(actor)}`,
      // Written out with aliases: inside a single-table select, drizzle leaves columns of subqueries unqualified.
      ownerName: sql<string | null>`(SELECT u.display_name FROM users u WHERE u.id = "termine"."owner_user_id")`,
      createdByName: sql<string>`(SELECT u.display_name FROM users u WHERE u.id = "termine"."created_by_user_id")`,
      contractDisplay: sql<string | null>`(SELECT g.kurzname || ' ' || c.nummer FROM contracts c
        LEFT JOIN companies g ON g.id = c.gesellschaft_id WHERE c.id = "termine"."contract_id")`,
      customerDisplay: sql<
        string | null
      >`(SELECT concat_ws(' ', k.vorname, k.name) FROM customers k WHERE k.id = COALESCE("termine"."customer_id",
        (SELECT c.customer_id FROM contracts c WHERE c.id = "termine"."contract_id")))`,
      customerNr: sql<string | null>`(SELECT k.kundennr FROM customers k WHERE k.id = COALESCE("termine"."customer_id",
        (SELECT c.customer_id FROM contracts c WHERE c.id = "termine"."contract_id")))`,
    })
    .from(termine);
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof visibleSelect>['where']>>[number];
const flatten = (r: SelectedRow): VisibleTermin => ({
  ...r.t,
  mine: r.mine,
  viaRecord: r.viaRecord,
  ownerName: r.ownerName,
  createdByName: r.createdByName,
  contractDisplay: r.contractDisplay,
  customerDisplay: r.customerDisplay,
  customerNr: r.customerNr,
});

/** One live item the viewer sees, or undefined (404 for the caller). */
export async function findVisibleTermin(db: Executor, actor: Actor, id: number): Promise<VisibleTermin | undefined> {
  const rows = await visibleSelect(db, actor)
    .where(and(eq(termine.id, id), live, visibleCondition(actor)))
    .limit(1);
  return rows[0] ? flatten(rows[0]) : undefined;
}

/** Locks the row for a change (a second save waits and then sees the new version). */
export async function lockTermin(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM ${termine} WHERE ${termine.id} = ${id} FOR UPDATE`);
}

export async function findBeteiligte(
  db: Executor,
  terminIds: number[],
): Promise<(BeteiligterRow & { nummerText: string | null; address: string | null })[]> {
  if (terminIds.length === 0) {
    return [];
  }
  const rows = await db
    .select({
      b: terminBeteiligte,
      kundennr: customers.kundennr,
      vermittlernr: brokers.vermittlernummer,
      address: sql<string | null>`CASE WHEN ${customers.id} IS NULL OR ${customers.strasse} IS NULL THEN NULL
        ELSE concat_ws(', ', concat_ws(' ', ${customers.strasse}, ${customers.hausnr}), concat_ws(' ', ${customers.plz}, ${customers.ort})) END`,
    })
    .from(terminBeteiligte)
    .leftJoin(customers, eq(customers.id, terminBeteiligte.customerId))
    .leftJoin(brokers, eq(brokers.id, terminBeteiligte.brokerId))
    .where(inArray(terminBeteiligte.terminId, terminIds))
    .orderBy(asc(terminBeteiligte.position), asc(terminBeteiligte.id));
  return rows.map((r) => ({ ...r.b, nummerText: r.kundennr ?? r.vermittlernr ?? null, address: r.address }));
}

export async function findFiles(db: Executor, terminId: number): Promise<TerminFileRow[]> {
  return db
    .select()
    .from(terminFiles)
    .where(and(eq(terminFiles.terminId, terminId), isNull(terminFiles.removedAt)))
    .orderBy(asc(terminFiles.id));
}

/** Uploaded attachments of this user not yet bound to an item, or already bound to this one. */
export async function findBindableFiles(db: Executor, userId: number, terminId: number | null, ids: number[]) {
  if (ids.length === 0) {
    return [];
  }
  const owner =
    terminId === null
      ? isNull(terminFiles.terminId)
      : sql`(${terminFiles.terminId} = ${terminId} OR (${terminFiles.terminId} IS NULL AND ${terminFiles.uploadedByUserId} = ${userId}))`;
  return db
    .select()
    .from(terminFiles)
    .where(
      and(
        inArray(terminFiles.id, ids),
        isNull(terminFiles.removedAt),
        terminId === null ? and(owner, eq(terminFiles.uploadedByUserId, userId)) : owner,
      ),
    );
}

export async function insertTermin(tx: Executor, values: NewTermin): Promise<number> {
  const [row] = await tx.insert(termine).values(values).returning({ id: termine.id });
  if (!row) {
    throw new Error('termin insert returned no id');
  }
  return row.id;
}

/** A versioned update: false when another save came first. */
export async function updateTermin(
  tx: Executor,
  id: number,
  version: number,
  values: Partial<NewTermin>,
): Promise<boolean> {
  const rows = await tx
    .update(termine)
    .set({ ...values, version: version + 1, updatedAt: sql`now()` })
    .where(and(eq(termine.id, id), eq(termine.version, version), live))
    .returning({ id: termine.id });
  return rows.length === 1;
}

export async function replaceBeteiligte(
  tx: Executor,
  terminId: number,
  rows: Omit<NewBeteiligter, 'terminId'>[],
): Promise<void> {
  await tx.delete(terminBeteiligte).where(eq(terminBeteiligte.terminId, terminId));
  if (rows.length > 0) {
    await tx.insert(terminBeteiligte).values(rows.map((r, position) => ({ ...r, terminId, position })));
  }
}

/** Binds the chosen uploads to the item and removes the attachments no longer listed. */
export async function bindFiles(tx: Executor, terminId: number, keep: number[]): Promise<void> {
  if (keep.length > 0) {
    await tx
      .update(terminFiles)
      .set({ terminId })
      .where(and(inArray(terminFiles.id, keep), isNull(terminFiles.removedAt)));
  }
  await tx
    .update(terminFiles)
    .set({ removedAt: sql`now()` })
    .where(
      and(
        eq(terminFiles.terminId, terminId),
        isNull(terminFiles.removedAt),
        keep.length > 0 ? sql`${terminFiles.id} NOT IN ${keep}` : undefined,
      ),
    );
}

export async function insertFile(tx: Executor, values: typeof terminFiles.$inferInsert): Promise<TerminFileRow> {
  const [row] = await tx.insert(terminFiles).values(values).returning();
  if (!row) {
    throw new Error('termin file insert returned nothing');
  }
  return row;
}

export async function findFile(db: Executor, terminId: number, fileId: number): Promise<TerminFileRow | undefined> {
  const rows = await db
    .select()
    .from(terminFiles)
    .where(and(eq(terminFiles.id, fileId), eq(terminFiles.terminId, terminId), isNull(terminFiles.removedAt)))
    .limit(1);
  return rows[0];
}

export async function softDelete(tx: Executor, id: number, userId: number): Promise<boolean> {
  const rows = await tx
    .update(termine)
    .set({ deletedAt: sql`now()`, deletedByUserId: userId, version: sql`${termine.version} + 1` })
    .where(and(eq(termine.id, id), live))
    .returning({ id: termine.id });
  return rows.length === 1;
}

/** Items of a contract (the postbox table 'Aufgaben'): open ones first by due date, then done ones, newest first. */
export async function findContractTaskPage(
  db: Executor,
  actor: Actor,
  contractId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: VisibleTermin[]; total: number }> {
  const where = and(eq(termine.contractId, contractId), live, visibleCondition(actor));
  const [rows, totals] = await Promise.all([
    visibleSelect(db, actor)
      .where(where)
      .orderBy(
        sql`CASE WHEN ${termine.status} = 'ERLEDIGT' THEN 1 ELSE 0 END`,
        sql`CASE WHEN ${termine.status} = 'ERLEDIGT' THEN NULL ELSE ${termine.beginAt} END ASC NULLS LAST`,
        sql`${termine.beginAt} DESC`,
        asc(termine.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(termine).where(where),
  ]);
  return { rows: rows.map(flatten), total: totals[0]?.n ?? 0 };
}

/**
 * Items in the calendars asked for that may have an occurrence in [from, to): the viewer's own
 * (he takes part) and the non-private ones owned by the colleagues asked for.
 */
export async function findCalendarItems(
  db: Executor,
  actor: Actor,
  range: { fromAt: string; toAt: string },
  colleagueIds: number[],
): Promise<VisibleTermin[]> {
  const colleagues =
    colleagueIds.length === 0
      ? sql`false`
      : sql`(NOT ${termine.private} AND ${termine.ownerUserId} IN ${colleagueIds} AND ${colleagueCondition(actor, sql`${termine.ownerUserId}`)})`;
  const rows = await visibleSelect(db, actor)
    .where(
      and(
        live,
        sql`(${takesPart(actor)} OR ${colleagues})`,
        sql`${termine.beginAt} < ${range.toAt}`,
        sql`(${termine.seriesEndAt} IS NULL OR ${termine.seriesEndAt} >= ${range.fromAt})`,
      ),
    )
    .orderBy(asc(termine.beginAt), asc(termine.id))
    .limit(5000);
  return rows.map(flatten);
}

/** Open tasks and upcoming items of the viewer for the start page (he takes part), soonest first. */
export async function findOpenForStart(
  db: Executor,
  actor: Actor,
  untilAt: string,
  limit: number,
): Promise<{ rows: VisibleTermin[]; total: number }> {
  const where = and(
    live,
    takesPart(actor),
    ne(termine.status, 'ERLEDIGT'),
    sql`(${termine.art} <> 'TERMIN' OR ${termine.seriesEndAt} >= now() OR ${termine.seriesEndAt} IS NULL)`,
    sql`${termine.beginAt} < ${untilAt}`,
  );
  const [rows, totals] = await Promise.all([
    visibleSelect(db, actor).where(where).orderBy(asc(termine.beginAt), asc(termine.id)).limit(limit),
    db.select({ n: count() }).from(termine).where(where),
  ]);
  return { rows: rows.map(flatten), total: totals[0]?.n ?? 0 };
}

export async function readDraft(db: Executor, userId: number): Promise<unknown | undefined> {
  const rows = await db.select({ draft: terminDrafts.draft }).from(terminDrafts).where(eq(terminDrafts.userId, userId));
  return rows[0]?.draft;
}

export async function writeDraft(db: Executor, userId: number, draft: unknown): Promise<void> {
  await db
    .insert(terminDrafts)
    .values({ userId, draft })
    .onConflictDoUpdate({ target: terminDrafts.userId, set: { draft, savedAt: sql`now()` } });
}

export async function removeDraft(db: Executor, userId: number): Promise<void> {
  await db.delete(terminDrafts).where(eq(terminDrafts.userId, userId));
}

/** The items a user created within the last hour or day (also deleted ones). */
export async function countCreatedWithin(db: Executor, userId: number, interval: '1 hour' | '1 day'): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(termine)
    .where(
      and(
        eq(termine.createdByUserId, userId),
        sql`${termine.createdAt} > now() - ${sql.raw(`interval '${interval}'`)}`,
      ),
    );
  return row?.n ?? 0;
}
