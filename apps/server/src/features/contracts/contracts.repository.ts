import type { Actor, ContractListQuery } from '@maklerwerk/domain';
import { type AnyColumn, and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { contractScope } from '../../auth/data-scope';
import type { Executor } from '../../db/client';
import { branches, brokers, companies, contractStatusHistory, contracts, customers, users } from '../../db/schema';

const customerName = sql<string>`concat_ws(' ', ${customers.vorname}, ${customers.name})`;

const listColumns = {
  id: contracts.id,
  gesellschaftId: companies.id,
  gesellschaftName: companies.kurzname,
  sparteId: branches.id,
  sparteName: branches.name,
  kategorieName: branches.kategorieName,
  nummer: contracts.nummer,
  status: contracts.status,
  kennzeichen: contracts.kennzeichen,
  kundeId: customers.id,
  kundennr: customers.kundennr,
  kundeName: customerName,
  praemieCents: contracts.praemieBtoZahlweiseCents,
  zahlrhythm: contracts.zahlrhythm,
  beginn: contracts.beginn,
};

const sortColumns: Record<string, SQL | AnyColumn> = {
  gesellschaft: sql`lower(${companies.kurzname})`,
  sparte: sql`lower(${branches.name})`,
  nummer: contracts.nummer,
  status: contracts.status,
  kunde: sql`lower(${customers.name})`,
  praemie: contracts.praemieBtoZahlweiseCents,
  beginn: contracts.beginn,
};

function listWhere(actor: Actor, query: ContractListQuery): SQL | undefined {
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    contractScope(actor),
    query.customerId ? eq(contracts.customerId, query.customerId) : undefined,
    search
      ? or(
          ilike(contracts.nummer, search),
          ilike(customers.name, search),
          ilike(customers.vorname, search),
          ilike(customers.kundennr, search),
          ilike(companies.kurzname, search),
          ilike(branches.name, search),
          ilike(contracts.kennzeichen, search),
        )
      : undefined,
  );
}

export async function findContractPage(db: Executor, actor: Actor, query: ContractListQuery) {
  const [key = 'kunde', direction = 'asc'] = query.sort.split(':');
  const column = sortColumns[key] ?? sortColumns.kunde!;
  const order = direction === 'desc' ? desc(column) : asc(column);
  const where = listWhere(actor, query);
  const base = () =>
    db
      .select(listColumns)
      .from(contracts)
      .innerJoin(customers, eq(contracts.customerId, customers.id))
      .innerJoin(companies, eq(contracts.gesellschaftId, companies.id))
      .innerJoin(branches, eq(contracts.sparteId, branches.id));
  const [rows, count] = await Promise.all([
    base().where(where).orderBy(order, asc(contracts.id)).limit(query.limit).offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(contracts)
      .innerJoin(customers, eq(contracts.customerId, customers.id))
      .innerJoin(companies, eq(contracts.gesellschaftId, companies.id))
      .innerJoin(branches, eq(contracts.sparteId, branches.id))
      .where(where),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

/** One contract with the header data, or undefined if it does not exist or is outside the actor's scope. */
export async function findContractHeader(db: Executor, actor: Actor, id: number) {
  const rows = await db
    .select({
      ...listColumns,
      version: contracts.version,
      vtgGruppe: contracts.vtgGruppe,
      produktbez: contracts.produktbez,
      fehler: contracts.fehler,
      ende: contracts.ende,
      zahlungsart: contracts.zahlungsart,
      praemieNettoCents: contracts.praemieNtoZahlweiseCents,
      vermittlerId: brokers.id,
      vermittlernummer: brokers.vermittlernummer,
      vermittlerName: sql<string>`concat_ws(' ', ${brokers.vorname}, ${brokers.name})`,
      createdByUserId: contracts.createdByUserId,
    })
    .from(contracts)
    .innerJoin(customers, eq(contracts.customerId, customers.id))
    .innerJoin(companies, eq(contracts.gesellschaftId, companies.id))
    .innerJoin(branches, eq(contracts.sparteId, branches.id))
    .innerJoin(brokers, eq(contracts.brokerId, brokers.id))
    .where(and(eq(contracts.id, id), contractScope(actor)))
    .limit(1);
  return rows[0];
}

/** Sets the status only if the version still matches; returns the new version or undefined (stale). */
export async function updateContractStatus(
  db: Executor,
  id: number,
  expectedVersion: number,
  status: string,
): Promise<number | undefined> {
  const rows = await db
    .update(contracts)
    .set({ status, version: sql`${contracts.version} + 1`, updatedAt: sql`now()`, letzteAenderung: sql`now()` })
    .where(and(eq(contracts.id, id), eq(contracts.version, expectedVersion)))
    .returning({ version: contracts.version });
  return rows[0]?.version;
}

export async function insertStatusHistory(
  db: Executor,
  row: {
    contractId: number;
    status: string;
    previousStatus: string;
    changedByUserId: number;
    bemerkung: string | null;
  },
): Promise<void> {
  await db.insert(contractStatusHistory).values(row);
}

export async function findStatusHistory(db: Executor, contractId: number) {
  return db
    .select({
      id: contractStatusHistory.id,
      status: contractStatusHistory.status,
      previousStatus: contractStatusHistory.previousStatus,
      changedAt: contractStatusHistory.changedAt,
      changedBy: users.displayName,
      bemerkung: contractStatusHistory.bemerkung,
    })
    .from(contractStatusHistory)
    .leftJoin(users, eq(contractStatusHistory.changedByUserId, users.id))
    .where(eq(contractStatusHistory.contractId, contractId))
    .orderBy(desc(contractStatusHistory.changedAt), desc(contractStatusHistory.id));
}
