import { type SessionUser, TenantSchema } from '@maklerwerk/domain';
import { and, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { brokers, customers, users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

/** Built once: a schema built per call cost a tenth of every authenticated request. */
const TenantOrStandard = TenantSchema.catch('standard');

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    kind: row.kind,
    brokerId: row.brokerId,
    customerId: row.customerId,
    tenant: TenantOrStandard.parse(row.tenant),
    rights: row.rights,
    ...(row.tablePageSize === null ? {} : { tablePageSize: row.tablePageSize }),
  };
}

export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return rows[0];
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Sets (or with null clears) the user's table page size; answers the size it replaced. */
export async function updateTablePageSize(db: Executor, userId: number, size: number | null): Promise<number | null> {
  const before = await db.select({ size: users.tablePageSize }).from(users).where(eq(users.id, userId)).limit(1);
  await db.update(users).set({ tablePageSize: size }).where(eq(users.id, userId));
  return before[0]?.size ?? null;
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: sql`now()` }).where(eq(users.id, userId));
}

/** Ids of a broker and every broker below him in the structure. */
export function brokerStructureIds(brokerId: number | ReturnType<typeof sql.placeholder>) {
  return sql`(WITH RECURSIVE structure AS (
      SELECT ${brokers.id} AS id FROM ${brokers} WHERE ${brokers.id} = ${brokerId}
      UNION SELECT b.id FROM ${brokers} b JOIN structure s ON b.parent_id = s.id
    ) SELECT id FROM structure)`;
}

export async function isBrokerInStructure(db: Executor, rootBrokerId: number, brokerId: number): Promise<boolean> {
  const rows = await db.execute<{ found: boolean }>(
    sql`SELECT ${brokerId} IN ${brokerStructureIds(rootBrokerId)} AS found`,
  );
  return rows.rows[0]?.found === true;
}

export type ViewAsCandidate = { user: UserRow; detail: string };

/** Users the original user may view as, filtered by a search text; at most 50. */
export async function findViewAsCandidates(
  db: Executor,
  original: SessionUser,
  search: string | undefined,
): Promise<ViewAsCandidate[]> {
  const text = search ? `%${search}%` : undefined;
  const textFilter = text
    ? or(
        ilike(users.displayName, text),
        ilike(users.username, text),
        ilike(customers.kundennr, text),
        ilike(brokers.vermittlernummer, text),
      )
    : undefined;
  const scope =
    original.kind === 'internal'
      ? ne(users.kind, 'internal')
      : original.brokerId !== null
        ? and(eq(users.kind, 'customer'), inArray(customers.brokerId, brokerStructureIds(original.brokerId)))
        : sql`false`;
  const rows = await db
    .select({ user: users, kundennr: customers.kundennr, vermittlernummer: brokers.vermittlernummer })
    .from(users)
    .leftJoin(customers, eq(users.customerId, customers.id))
    .leftJoin(brokers, eq(users.brokerId, brokers.id))
    .where(and(eq(users.active, true), ne(users.id, original.id), scope, textFilter))
    .orderBy(users.displayName)
    .limit(50);
  return rows.map((r) => ({
    user: r.user,
    detail: r.kundennr ? `Kundennr. ${r.kundennr}` : r.vermittlernummer ? `Vermittlernr. ${r.vermittlernummer}` : '',
  }));
}

export async function customerBrokerId(db: Executor, customerId: number): Promise<number | undefined> {
  const rows = await db
    .select({ brokerId: customers.brokerId })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return rows[0]?.brokerId;
}
