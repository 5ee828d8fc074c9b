import type { Actor, ContractListQuery } from '@maklerwerk/domain';
import { type AnyColumn, and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
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

type SortKey = 'gesellschaft' | 'sparte' | 'nummer' | 'status' | 'kunde' | 'praemie' | 'beginn';

// Each sort key names the columns that match an index ((key, id) on contracts, (lower(name), id) on
// customers), so the first page is read from an index instead of sorting every contract.
const sortColumns: Record<SortKey, (SQL | AnyColumn)[]> = {
  gesellschaft: [sql`lower(${companies.kurzname})`, companies.id],
  sparte: [sql`lower(${branches.name})`, branches.id],
  nummer: [contracts.nummer],
  status: [contracts.status],
  kunde: [sql`lower(${customers.name})`, customers.id],
  praemie: [contracts.praemieBtoZahlweiseCents],
  beginn: [contracts.beginn],
};

/** Contract ids matching the search in any listed column; each branch of the union uses an index. */
function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) {
    return undefined;
  }
  const p = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${contracts.id} IN (
    SELECT id FROM contracts WHERE nummer ILIKE ${p} OR kennzeichen ILIKE ${p}
    UNION SELECT c.id FROM contracts c WHERE c.customer_id IN (
      SELECT id FROM customers WHERE (coalesce(vorname, '') || ' ' || name || ' ' || kundennr) ILIKE ${p})
    UNION SELECT c.id FROM contracts c WHERE c.gesellschaft_id IN (SELECT id FROM companies WHERE kurzname ILIKE ${p})
    UNION SELECT c.id FROM contracts c WHERE c.sparte_id IN (SELECT id FROM branches WHERE name ILIKE ${p}))`;
}

/**
 * Two steps: the ids of one page (joining only what sort or search need), then the rows of those
 * ids. The count needs no join at all.
 */
export async function findContractPage(db: Executor, actor: Actor, query: ContractListQuery) {
  const [key, direction] = query.sort.split(':') as [SortKey, 'asc' | 'desc'];
  const dir = direction === 'desc' ? desc : asc;
  const order = [...(sortColumns[key] ?? sortColumns.kunde).map((c) => dir(c)), dir(contracts.id)];
  const where = and(
    contractScope(actor),
    query.customerId ? eq(contracts.customerId, query.customerId) : undefined,
    searchFilter(query.search),
  );

  const idQuery = db.select({ id: contracts.id }).from(contracts).$dynamic();
  const countQuery = db.select({ n: sql<number>`count(*)::int` }).from(contracts).$dynamic();
  if (key === 'kunde') {
    idQuery.innerJoin(customers, eq(contracts.customerId, customers.id));
  }
  if (key === 'gesellschaft') {
    idQuery.innerJoin(companies, eq(contracts.gesellschaftId, companies.id));
  }
  if (key === 'sparte') {
    idQuery.innerJoin(branches, eq(contracts.sparteId, branches.id));
  }
  const [idRows, count] = await Promise.all([
    idQuery
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    countQuery.where(where),
  ]);
  const total = count[0]?.n ?? 0;
  const ids = idRows.map((r) => r.id);
  if (ids.length === 0) {
    return { rows: [], total };
  }
  const rows = await db
    .select(listColumns)
    .from(contracts)
    .innerJoin(customers, eq(contracts.customerId, customers.id))
    .innerJoin(companies, eq(contracts.gesellschaftId, companies.id))
    .innerJoin(branches, eq(contracts.sparteId, branches.id))
    .where(inArray(contracts.id, ids));
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return { rows, total };
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
