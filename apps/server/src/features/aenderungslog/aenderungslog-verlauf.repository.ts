import type { Actor } from '@maklerwerk/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customerScope } from '../../auth/data-scope.repository';
import type { Executor } from '../../db/client';
import { asIs, type Bind } from '../../db/named-statement';
import {
  buchungen,
  changeLog,
  communications,
  companyContacts,
  contracts,
  customers,
  damageReports,
  formularAntraege,
  notes,
  persons,
  tarife,
  users,
  zubringerCourtagen,
} from '../../db/schema';

const originalUsers = alias(users, 'original_users');

/** A change-log row's columns with the names of the user and of who really did it. */
const changeLogColumns = {
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
};

/**
 * Change-log rows with the users' names (left joins: a user may be gone) and `extra` columns; the
 * record-level log and the Änderungslog page (aenderungslog.repository.ts) add their WHERE and order.
 */
export function selectChangeLog<E extends Record<string, SQL.Aliased | SQL>>(db: Executor, extra: E) {
  return db
    .select({ ...changeLogColumns, ...extra })
    .from(changeLog)
    .leftJoin(users, eq(changeLog.userId, users.id))
    .leftJoin(originalUsers, eq(changeLog.originalUserId, originalUsers.id));
}

export type HiddenField = { recordType: string; field: string };

/**
 * Leaves out the fields a viewer may not read: one array placeholder (`type:field`), so the statement
 * keeps its shape whichever fields they are. Nothing hidden (internal staff): no condition at all.
 */
export function hiddenFieldsCondition(hidden: readonly HiddenField[] | undefined, bind: Bind = asIs): SQL | undefined {
  if (!hidden || hidden.length === 0) {
    return undefined;
  }
  const keys = hidden.map((h) => `${h.recordType}:${h.field}`);
  const value = bind === asIs ? sql.param(keys) : bind('hidden', keys);
  return sql`(${changeLog.recordType} || ':' || ${changeLog.field}) <> ALL(${value}::text[])`;
}

/** One record's rows, oldest first, without the fields the viewer may not read. */
export async function findChangeLog(
  db: Executor,
  recordType: string,
  recordId: number,
  hidden: readonly HiddenField[],
) {
  return selectChangeLog(db, {})
    .where(and(eq(changeLog.recordType, recordType), eq(changeLog.recordId, recordId), hiddenFieldsCondition(hidden)))
    .orderBy(asc(changeLog.id));
}

/** The id of the first row whose hash chain is broken, or null. */
export async function verifyChain(db: Executor): Promise<{ brokenAtId: number | null; rows: number }> {
  const result = await db.execute<{ broken: string | null; rows: number }>(
    sql`SELECT change_log_verify()::text AS broken, (SELECT count(*)::int FROM change_log) AS rows`,
  );
  const row = result.rows[0];
  return { brokenAtId: row?.broken ? Number(row.broken) : null, rows: row?.rows ?? 0 };
}

export async function isCustomerVisible(db: Executor, actor: Actor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), customerScope(actor)))
    .limit(1);
  return rows.length > 0;
}

/** A person is visible with its customer. */
export async function isPersonVisible(db: Executor, actor: Actor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: persons.id })
    .from(persons)
    .innerJoin(customers, eq(persons.customerId, customers.id))
    .where(and(eq(persons.id, id), customerScope(actor)))
    .limit(1);
  return rows.length > 0;
}

export async function findContactCompanyId(db: Executor, contactId: number): Promise<number | undefined> {
  const rows = await db
    .select({ companyId: companyContacts.companyId })
    .from(companyContacts)
    .where(eq(companyContacts.id, contactId))
    .limit(1);
  return rows[0]?.companyId;
}

/** The contract of a damage report, also of a removed one (its log stays readable). */
export async function findDamageReportContractId(db: Executor, reportId: number): Promise<number | undefined> {
  const rows = await db
    .select({ contractId: damageReports.contractId })
    .from(damageReports)
    .where(eq(damageReports.id, reportId))
    .limit(1);
  return rows[0]?.contractId;
}

/** The contract of a booking, deleted or not. */
export async function findBuchungContractId(db: Executor, buchungsnr: number): Promise<number | undefined> {
  const rows = await db
    .select({ contractId: buchungen.contractId })
    .from(buchungen)
    .where(eq(buchungen.buchungsnr, buchungsnr))
    .limit(1);
  return rows[0]?.contractId;
}

/** The contract of a referrer entry, deleted or not. */
export async function findZubringerContractId(db: Executor, id: number): Promise<number | undefined> {
  const rows = await db
    .select({ contractId: zubringerCourtagen.contractId })
    .from(zubringerCourtagen)
    .where(eq(zubringerCourtagen.id, id))
    .limit(1);
  return rows[0]?.contractId;
}

/** What decides who reads a note's log: its contract, the contract's broker, its visibility and author. */
export async function findNoteAudience(db: Executor, noteId: number) {
  const rows = await db
    .select({
      contractId: notes.contractId,
      contractBrokerId: contracts.brokerId,
      sichtbar: notes.sichtbar,
      createdByUserId: notes.createdByUserId,
    })
    .from(notes)
    .innerJoin(contracts, eq(contracts.id, notes.contractId))
    .where(eq(notes.id, noteId))
    .limit(1);
  return rows[0];
}

export async function findCommunicationContractId(db: Executor, id: number): Promise<number | null | undefined> {
  const rows = await db
    .select({ contractId: communications.contractId })
    .from(communications)
    .where(eq(communications.id, id))
    .limit(1);
  return rows[0]?.contractId;
}

/** The owner of a tariff (null: the office's own), or undefined when there is none. */
export async function findTarifOwner(db: Executor, tarifId: number): Promise<{ brokerId: number | null } | undefined> {
  const rows = await db.select({ brokerId: tarife.brokerId }).from(tarife).where(eq(tarife.id, tarifId)).limit(1);
  return rows[0];
}

/** The customer of a filled form, or undefined when there is none. */
export async function findFormularCustomerId(db: Executor, antragId: number): Promise<number | undefined> {
  const rows = await db
    .select({ customerId: formularAntraege.customerId })
    .from(formularAntraege)
    .where(eq(formularAntraege.id, antragId))
    .limit(1);
  return rows[0]?.customerId;
}
