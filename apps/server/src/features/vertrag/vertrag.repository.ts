import { type Actor, type ContractListQuery, LIST_COUNT_CAP, searchWords } from '@maklerwerk/domain';
import { type AnyColumn, and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { contractScope } from '../../auth/data-scope';
import type { Executor } from '../../db/client';
import { branches, brokers, companies, contractStatusHistory, contracts, customers, users } from '../../db/schema';
import { decodeCursor, encodeCursor } from '../../lib/list-cursor';

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
type SortSpec = { columns: (SQL | AnyColumn)[]; nullable: boolean };

// Each sort key names the columns that match an index ((key, id) on contracts, (lower(name), id) on
// customers), so the first page is read from an index instead of sorting every contract. The
// contract id is always the last key: the order is total, which keyset paging needs.
const sortSpecs: Record<SortKey, SortSpec> = {
  gesellschaft: { columns: [sql`lower(${companies.kurzname})`, companies.id], nullable: false },
  sparte: { columns: [sql`lower(${branches.name})`, branches.id], nullable: false },
  nummer: { columns: [contracts.nummer], nullable: false },
  status: { columns: [contracts.status], nullable: false },
  kunde: { columns: [sql`lower(${customers.name})`, customers.id], nullable: false },
  praemie: { columns: [contracts.praemieBtoZahlweiseCents], nullable: true },
  beginn: { columns: [contracts.beginn], nullable: true },
};

type PageRow = Record<string, string | number | null> & { id: number; n?: number | string };

/** The join a sort key needs for its columns (the customer's name, the company's, the Sparte's). */
const sortJoins: Partial<Record<SortKey, SQL>> = {
  kunde: sql`JOIN ${customers} ON ${customers.id} = ${contracts.customerId}`,
  gesellschaft: sql`JOIN ${companies} ON ${companies.id} = ${contracts.gesellschaftId}`,
  sparte: sql`JOIN ${branches} ON ${branches.id} = ${contracts.sparteId}`,
};

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word of the search occurs in the contract's normalised search text (one GIN trigram index). */
function searchFilter(search: string | undefined): SQL | undefined {
  const words = search ? searchWords(search) : [];
  return words.length === 0
    ? undefined
    : and(...words.map((w) => sql`${contracts.searchText} LIKE ${`%${escapeLike(w)}%`}`));
}

/**
 * The rows after the cursor's row in the list's order. Non-null keys compare as one row value;
 * a nullable key follows PostgreSQL's order (NULLS LAST ascending, NULLS FIRST descending).
 */
function seekAfter(spec: SortSpec, descending: boolean, values: (string | number | null)[]): SQL {
  const [lastId, ...rest] = [values.at(-1), ...values.slice(0, -1)];
  const after = descending ? sql.raw('<') : sql.raw('>');
  if (!spec.nullable) {
    const cols = sql.join(
      [...spec.columns, contracts.id].map((c) => sql`${c}`),
      sql`, `,
    );
    const vals = sql.join(
      [...rest, lastId].map((v) => sql`${v}`),
      sql`, `,
    );
    return sql`(${cols}) ${after} (${vals})`;
  }
  const column = spec.columns[0] as AnyColumn;
  const value = rest[0];
  if (value === null || value === undefined) {
    return descending
      ? sql`((${column} IS NULL AND ${contracts.id} < ${lastId}) OR ${column} IS NOT NULL)`
      : sql`(${column} IS NULL AND ${contracts.id} > ${lastId})`;
  }
  const beyond = sql`(${column} ${after} ${value} OR (${column} = ${value} AND ${contracts.id} ${after} ${lastId}))`;
  return descending ? beyond : sql`(${beyond} OR ${column} IS NULL)`;
}

/**
 * Three reads, each through an index: the ids (and sort values) of one page joining only what the
 * sort needs, the rows of those ids, and a count that stops at LIST_COUNT_CAP + 1 rows.
 */
export async function findContractPage(db: Executor, actor: Actor, query: ContractListQuery) {
  const [key, direction] = query.sort.split(':') as [SortKey, 'asc' | 'desc'];
  const spec = sortSpecs[key] ?? sortSpecs.kunde;
  const descending = direction === 'desc';
  const dir = descending ? desc : asc;
  const order = [...spec.columns.map((c) => dir(c)), dir(contracts.id)];
  const filter = and(
    contractScope(actor),
    query.customerId ? eq(contracts.customerId, query.customerId) : undefined,
    searchFilter(query.search),
  );
  const seek = query.cursor
    ? seekAfter(spec, descending, decodeCursor(query.cursor, query.sort, spec.columns.length + 1))
    : undefined;

  const values = sql.join(
    spec.columns.map((c, i) => sql`${c} AS ${sql.identifier(`k${i}`)}`),
    sql`, `,
  );
  const page = (source: SQL, where: SQL | undefined, counting: SQL) =>
    db.execute<PageRow>(
      sql`SELECT ${contracts.id} AS id, ${values}${counting} FROM ${source} ${sortJoins[key] ?? sql``}
          WHERE ${where ?? sql`true`} ORDER BY ${sql.join(order, sql`, `)}
          LIMIT ${query.limit + 1} OFFSET ${query.offset}`,
    );
  const cappedCount = () =>
    db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${contracts} WHERE ${filter} LIMIT ${LIST_COUNT_CAP + 1}) AS capped`,
    );

  let idRows: PageRow[] | undefined;
  let counted = 0;
  if (query.search && !seek) {
    // A search collects its matches through the trigram index once, then sorts and counts them in
    // the same statement. The subquery is a fence: the planner cannot walk a sort index and test
    // every contract against the search (40 ms for a common name at 100 000 contracts, see 0010).
    const matches = sql`(SELECT * FROM ${contracts} WHERE ${filter} LIMIT ${LIST_COUNT_CAP + 1}) AS ${contracts}`;
    const result = await page(matches, undefined, sql`, count(*) OVER () AS n`);
    const n = result.rows[0]?.n;
    if (n !== undefined && Number(n) <= LIST_COUNT_CAP) {
      idRows = result.rows;
      counted = Number(n);
    }
  }
  if (!idRows) {
    const [result, count] = await Promise.all([page(sql`${contracts}`, and(filter, seek), sql``), cappedCount()]);
    idRows = result.rows;
    counted = Number(count.rows[0]?.n ?? 0);
  }

  const total = Math.min(counted, LIST_COUNT_CAP);
  const totalCapped = counted > LIST_COUNT_CAP;
  const pageRows = idRows.slice(0, query.limit);
  const last = pageRows.at(-1) as Record<string, string | number | null> | undefined;
  const nextCursor =
    idRows.length > query.limit && last
      ? encodeCursor(query.sort, [...spec.columns.map((_, i) => last[`k${i}`] ?? null), last.id ?? null])
      : null;
  const ids = pageRows.map((r) => Number(r.id));
  if (ids.length === 0) {
    return { rows: [], total, totalCapped, nextCursor };
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
  return { rows, total, totalCapped, nextCursor };
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
