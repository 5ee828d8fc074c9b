import { type Actor, dataScopeOf } from '@maklerwerk/domain';
import { and, asc, count, desc, eq, inArray, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import { customerScope } from '../../auth/data-scope.repository';
import { brokerStructureIds } from '../../auth/user.repository';
import type { Executor } from '../../db/client';
import {
  communicationAttachments,
  communicationHidden,
  communicationRead,
  communications,
  companies,
  customers,
  users,
} from '../../db/schema';

export type CommunicationRow = typeof communications.$inferSelect;
export type NewCommunication = typeof communications.$inferInsert;
export type AttachmentRow = typeof communicationAttachments.$inferSelect;

/** Not removed and not deleted by this user for himself. */
function liveFor(userId: number) {
  return and(
    isNull(communications.removedAt),
    notExists(
      sql`(SELECT 1 FROM ${communicationHidden} WHERE ${communicationHidden.communicationId} = ${communications.id} AND ${communicationHidden.userId} = ${userId})`,
    ),
  );
}

const hasAttachment = sql<boolean>`EXISTS (SELECT 1 FROM ${communicationAttachments} WHERE ${communicationAttachments.communicationId} = ${communications.id})`;
const readBy = (userId: number) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${communicationRead} WHERE ${communicationRead.communicationId} = ${communications.id} AND ${communicationRead.userId} = ${userId})`;

/** The number of items a page's condition matches (a contract's postbox stays small: counted exactly). */
function countItems(db: Executor, where: SQL | undefined): Promise<number> {
  return db
    .select({ n: count() })
    .from(communications)
    .where(where)
    .then((r) => r[0]?.n ?? 0);
}

/** Newest first, as the postbox and the list of mail without contract show items. */
const newestFirst = [desc(communications.date), desc(communications.id)] as const;

export type KommunikationPageRow = {
  item: CommunicationRow;
  kundennr: string | null;
  hasAttachment: boolean;
  read: boolean;
};

/** One page of a contract's postbox, newest first, through (contract_id, date, id). */
export async function findKommunikationPage(
  db: Executor,
  contractId: number,
  userId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: KommunikationPageRow[]; total: number }> {
  const where = and(eq(communications.contractId, contractId), liveFor(userId));
  const [rows, total] = await Promise.all([
    db
      .select({ item: communications, kundennr: customers.kundennr, hasAttachment, read: readBy(userId) })
      .from(communications)
      .leftJoin(customers, eq(customers.id, communications.customerId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    countItems(db, where),
  ]);
  return { rows, total };
}

/** A live item for this user (not removed, not deleted for him), with its customer number. */
export async function findItem(db: Executor, id: number, userId: number): Promise<KommunikationPageRow | undefined> {
  const rows = await db
    .select({ item: communications, kundennr: customers.kundennr, hasAttachment, read: readBy(userId) })
    .from(communications)
    .leftJoin(customers, eq(customers.id, communications.customerId))
    .where(and(eq(communications.id, id), liveFor(userId)))
    .limit(1);
  return rows[0];
}

export async function userName(db: Executor, id: number): Promise<string | undefined> {
  const rows = await db.select({ name: users.displayName }).from(users).where(eq(users.id, id)).limit(1);
  return rows[0]?.name;
}

export async function findCompany(db: Executor, id: number) {
  const rows = await db
    .select({ id: companies.id, name: companies.name, email: companies.email })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return rows[0];
}

export async function attachmentsOf(db: Executor, communicationId: number): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(communicationAttachments)
    .where(eq(communicationAttachments.communicationId, communicationId))
    .orderBy(asc(communicationAttachments.id));
}

export async function findAttachment(db: Executor, communicationId: number, id: number) {
  const rows = await db
    .select()
    .from(communicationAttachments)
    .where(and(eq(communicationAttachments.id, id), eq(communicationAttachments.communicationId, communicationId)))
    .limit(1);
  return rows[0];
}

/** Attachments a user uploaded in the composer and not yet sent. */
export async function pendingUploads(db: Executor, userId: number, ids: readonly number[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return db
    .select()
    .from(communicationAttachments)
    .where(
      and(
        inArray(communicationAttachments.id, [...ids]),
        isNull(communicationAttachments.communicationId),
        eq(communicationAttachments.uploadedByUserId, userId),
      ),
    );
}

export async function insertCommunication(tx: Executor, values: NewCommunication): Promise<number> {
  const rows = await tx.insert(communications).values(values).returning({ id: communications.id });
  const id = rows[0]?.id;
  if (id === undefined) {
    throw new Error('communication insert returned no id');
  }
  return id;
}

export async function insertAttachments(
  tx: Executor,
  communicationId: number,
  files: readonly { blobHash: string; size: number; mimeType: string; fileName: string }[],
): Promise<void> {
  if (files.length > 0) {
    await tx.insert(communicationAttachments).values(files.map((f) => ({ ...f, communicationId })));
  }
}

export async function insertPendingUpload(
  db: Executor,
  userId: number,
  file: { blobHash: string; size: number; mimeType: string; fileName: string },
): Promise<AttachmentRow> {
  const rows = await db
    .insert(communicationAttachments)
    .values({ ...file, uploadedByUserId: userId })
    .returning();
  const row = rows[0];
  if (!row) {
    throw new Error('attachment insert returned no row');
  }
  return row;
}

export async function claimUploads(tx: Executor, communicationId: number, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) {
    await tx
      .update(communicationAttachments)
      .set({ communicationId })
      .where(and(inArray(communicationAttachments.id, [...ids]), isNull(communicationAttachments.communicationId)));
  }
}

/** Versioned: answers whether the row was still at `version`. */
export async function updateSubject(tx: Executor, id: number, version: number, subject: string): Promise<boolean> {
  const rows = await tx
    .update(communications)
    .set({ subject, version: sql`${communications.version} + 1` })
    .where(and(eq(communications.id, id), eq(communications.version, version)))
    .returning({ id: communications.id });
  return rows.length === 1;
}

export async function hideFor(tx: Executor, id: number, userId: number): Promise<void> {
  await tx.insert(communicationHidden).values({ communicationId: id, userId }).onConflictDoNothing();
}

export async function removeItem(tx: Executor, id: number, userId: number): Promise<void> {
  await tx
    .update(communications)
    .set({ removedAt: sql`now()`, removedByUserId: userId, version: sql`${communications.version} + 1` })
    .where(eq(communications.id, id));
}

export async function markRead(db: Executor, id: number, userId: number): Promise<void> {
  await db.insert(communicationRead).values({ communicationId: id, userId }).onConflictDoNothing();
}

/** Customers outside the scope that own one of these addresses (a mail to them is refused). */
export async function customerAddressesOutside(db: Executor, actor: Actor, addresses: readonly string[]) {
  if (addresses.length === 0) {
    return [];
  }
  const inScope = customerScope(actor);
  const lower = addresses.map((a) => a.toLowerCase());
  const rows = await db
    .select({ email: customers.email })
    .from(customers)
    .where(and(inArray(sql`lower(${customers.email})`, lower), sql`NOT (${inScope})`));
  return rows.map((r) => (r.email ?? '').toLowerCase());
}

/** The office's received mail that is on no contract: by the broker structure (nobody's: internal staff). */
function officeMail(actor: Actor): SQL {
  const scope = dataScopeOf(actor.viewed);
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'brokerStructure':
      return inArray(communications.brokerId, brokerStructureIds(scope.brokerId));
    default:
      return sql`false`;
  }
}

const unassignedWhere = (actor: Actor) =>
  and(
    isNull(communications.contractId),
    eq(communications.category, 'EMAIL'),
    liveFor(actor.viewed.id),
    officeMail(actor),
  ) as SQL;

export async function findUnassignedPage(db: Executor, actor: Actor, page: { offset: number; limit: number }) {
  const where = unassignedWhere(actor);
  const [rows, total] = await Promise.all([
    db
      .select({
        item: communications,
        kundeId: customers.id,
        kundeName: sql<string | null>`concat_ws(' ', ${customers.vorname}, ${customers.name})`,
        kundennr: customers.kundennr,
        hasAttachment,
      })
      .from(communications)
      .leftJoin(customers, eq(customers.id, communications.customerId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    countItems(db, where),
  ]);
  return { rows, total };
}

/** Is this item on no contract and in the actor's office? */
export async function isUnassignedInOffice(db: Executor, actor: Actor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: communications.id })
    .from(communications)
    .where(and(eq(communications.id, id), unassignedWhere(actor)))
    .limit(1);
  return rows.length === 1;
}

export async function assignToContract(
  tx: Executor,
  id: number,
  contract: { id: number; customerId: number; brokerId: number },
): Promise<void> {
  await tx
    .update(communications)
    .set({
      contractId: contract.id,
      customerId: contract.customerId,
      brokerId: contract.brokerId,
      version: sql`${communications.version} + 1`,
    })
    .where(and(eq(communications.id, id), isNull(communications.contractId)));
}
