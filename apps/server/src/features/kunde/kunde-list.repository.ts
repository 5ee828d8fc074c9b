import type { Actor, CustomerExportQuery, CustomerListQuery } from '@maklerwerk/domain';
import { eq, sql } from 'drizzle-orm';
import { customerScope, scopeCount, scopeTables } from '../../auth/data-scope.repository';
import type { Executor } from '../../db/client';
import { brokers, customers } from '../../db/schema';
import { findKeysetPage, idIn, inPageOrder, type KeysetSource } from '../../repositories/keyset-page';
import { findKeysetRows } from '../../repositories/keyset-rows';

/**
 * The customer list's sort keys, each on an index of migration 0007/0008: (kundennr), (name_sort, id) (the stored mw_search_norm(name), migration 0011),
 * (nullif(mw_search_norm(ort), ''), id) (German order: case and umlauts folded, migration 0009), (anzahl_vertraege, id), (jahresbeitrag_cents, id); Betreuer by the broker's
 * sort name kept on customers, (betreuer_sort, broker_id, id) (migration 0029). The customer id ends every order.
 */
const customerList: KeysetSource = {
  table: customers,
  id: customers.id,
  searchText: customers.searchText,
  defaultSort: 'name:asc',
  sorts: {
    kundennr: { columns: [customers.kundennr], nullable: false },
    name: { columns: [customers.nameSort], nullable: false },
    ort: { columns: [sql`nullif(mw_search_norm(${customers.ort}), '')`], nullable: true },
    betreuer: { columns: [customers.betreuerSort, customers.brokerId], nullable: false },
    vertraege: { columns: [customers.anzahlVertraege], nullable: false },
    jahresbeitrag: { columns: [customers.jahresbeitragCents], nullable: false },
  },
};

/** The list's columns and the export's further ones, read for the ids of one page. */
const rowColumns = {
  id: customers.id,
  kundennr: customers.kundennr,
  anrede: customers.anrede,
  titel: customers.titel,
  vorname: customers.vorname,
  nachname: customers.name,
  firma: customers.firma,
  strasse: customers.strasse,
  hausnr: customers.hausnr,
  plz: customers.plz,
  ort: customers.ort,
  geburtsdatum: customers.geburtsdatum,
  email: customers.email,
  telefon: customers.telefon,
  mobil: customers.mobil,
  kundeSeit: customers.createdAt,
  betreuerId: brokers.id,
  betreuerNummer: brokers.vermittlernummer,
  betreuerName: sql<string>`concat_ws(' ', ${brokers.vorname}, ${brokers.name})`,
  anzahlVertraege: customers.anzahlVertraege,
  jahresbeitragCents: customers.jahresbeitragCents,
};

async function selectRows(db: Executor, ids: number[]) {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db
    .select(rowColumns)
    .from(customers)
    .innerJoin(brokers, eq(brokers.id, customers.brokerId))
    .where(idIn(customers.id, ids));
  return inPageOrder(rows, ids);
}

export type CustomerRow = Awaited<ReturnType<typeof selectRows>>[number];

/** One page of the customers the actor may see (same scope as contracts, docs/decisions/0014), in one statement. */
export function findCustomerPage(db: Executor, actor: Actor, query: CustomerListQuery) {
  return findKeysetRows(
    db,
    'customer_list',
    customerList,
    query,
    (bind) => customerScope(actor, bind),
    (page) =>
      db
        .select({ ...rowColumns, ...page.fields })
        .from(page.table)
        .innerJoin(customers, eq(customers.id, page.id))
        .innerJoin(brokers, eq(brokers.id, customers.brokerId)),
    {
      count: (bind) => scopeCount(actor, 'customers', bind),
      structure: (bind, reach) => scopeTables(actor, 'customers', reach, bind),
    },
  );
}

/**
 * Every customer of the filter in the list's order, a page at a time along the keyset cursor: the
 * export never holds more than one page in memory, however large the table.
 */
export async function* customerExportPages(
  db: Executor,
  actor: Actor,
  query: CustomerExportQuery,
  pageSize = 500,
): AsyncGenerator<CustomerRow[]> {
  let cursor: string | undefined;
  do {
    const page = await findKeysetPage(
      db,
      customerList,
      { ...query, offset: 0, limit: pageSize, cursor },
      customerScope(actor),
      { count: false, structure: (bind, reach) => scopeTables(actor, 'customers', reach, bind) },
    );
    if (page.ids.length > 0) {
      yield await selectRows(db, page.ids);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
