import { type Actor, type ContractListQuery, dataScopeOf } from '@maklerwerk/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { contractScope, scopeCount, scopeTables } from '../../auth/data-scope.repository';
import type { Executor } from '../../db/client';
import { branches, brokers, companies, contractStatusHistory, contracts, customers, users } from '../../db/schema';
import type { KeysetSource } from '../../repositories/keyset-page';
import { findKeysetRows } from '../../repositories/keyset-rows';
import { contractsThroughCustomer } from './vertrag-search.repository';

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

// Each sort key names the columns that match an index ((key, id) on contracts; the sort names of the
// customer, company and Sparte are kept on contracts, migrations 0027 and 0029), so the first page is
// read from an index instead of sorting every contract.
const contractList: KeysetSource = {
  table: contracts,
  id: contracts.id,
  searchText: contracts.searchText,
  defaultSort: 'kunde:asc',
  sorts: {
    gesellschaft: { columns: [contracts.gesellschaftSort, contracts.gesellschaftId], nullable: false },
    sparte: { columns: [contracts.sparteSort, contracts.sparteId], nullable: false },
    nummer: { columns: [contracts.nummer], nullable: false },
    status: { columns: [contracts.status], nullable: false },
    kunde: { columns: [contracts.customerNameSort, contracts.customerId], nullable: false },
    praemie: { columns: [contracts.praemieBtoZahlweiseCents], nullable: true },
    beginn: { columns: [contracts.beginn], nullable: true },
  },
};

/** One page of the contract list in one statement: the keyset page joined with the list's columns. */
export function findContractPage(db: Executor, actor: Actor, query: ContractListQuery) {
  return findKeysetRows(
    db,
    'contract_list',
    {
      ...contractList,
      oneWordSearch: contractsThroughCustomer(dataScopeOf(actor.viewed).kind === 'all' && !query.customerId),
    },
    query,
    (bind) =>
      and(
        contractScope(actor, bind),
        query.customerId ? eq(contracts.customerId, bind('customerId', query.customerId)) : undefined,
      ),
    (page) =>
      db
        .select({ ...listColumns, ...page.fields })
        .from(page.table)
        .innerJoin(contracts, eq(contracts.id, page.id))
        .innerJoin(customers, eq(contracts.customerId, customers.id))
        .innerJoin(companies, eq(contracts.gesellschaftId, companies.id))
        .innerJoin(branches, eq(contracts.sparteId, branches.id)),
    query.customerId
      ? {}
      : {
          count: (bind) => scopeCount(actor, 'contracts', bind),
          structure: (bind, reach) => scopeTables(actor, 'contracts', reach, bind),
        },
  );
}

/**
 * The contract's header select, shared by its header and its detail screen: the contract with its
 * company, Sparte, customer and broker, or undefined if it does not exist or lies outside the scope.
 */
export async function findContractWithParties(db: Executor, actor: Actor, id: number) {
  const rows = await db
    .select({
      contract: contracts,
      company: {
        kurzname: companies.kurzname,
        policyNumberPattern: companies.policyNumberPattern,
        policyNumberHint: companies.policyNumberHint,
      },
      branch: { name: branches.name, kategorieName: branches.kategorieName },
      kunde: {
        id: customers.id,
        kundennr: customers.kundennr,
        name: customerName,
      },
      vermittler: {
        id: brokers.id,
        vermittlernummer: brokers.vermittlernummer,
        name: sql<string>`concat_ws(' ', ${brokers.vorname}, ${brokers.name})`,
      },
    })
    .from(contracts)
    .innerJoin(companies, eq(contracts.gesellschaftId, companies.id))
    .innerJoin(branches, eq(contracts.sparteId, branches.id))
    .innerJoin(customers, eq(contracts.customerId, customers.id))
    .innerJoin(brokers, eq(contracts.brokerId, brokers.id))
    .where(and(eq(contracts.id, id), contractScope(actor)))
    .limit(1);
  return rows[0];
}

/** One contract with the header data, or undefined if it does not exist or is outside the actor's scope. */
export async function findContractHeader(db: Executor, actor: Actor, id: number) {
  const row = await findContractWithParties(db, actor, id);
  if (!row) {
    return undefined;
  }
  const { contract: c, company, branch, kunde, vermittler } = row;
  return {
    id: c.id,
    gesellschaftId: c.gesellschaftId,
    gesellschaftName: company.kurzname,
    sparteId: c.sparteId,
    sparteName: branch.name,
    kategorieName: branch.kategorieName,
    nummer: c.nummer,
    status: c.status,
    kennzeichen: c.kennzeichen,
    kundeId: kunde.id,
    kundennr: kunde.kundennr,
    kundeName: kunde.name,
    praemieCents: c.praemieBtoZahlweiseCents,
    zahlrhythm: c.zahlrhythm,
    beginn: c.beginn,
    version: c.version,
    vtgGruppe: c.vtgGruppe,
    produktbez: c.produktbez,
    fehler: c.fehler,
    ende: c.ende,
    zahlungsart: c.zahlungsart,
    praemieNettoCents: c.praemieNtoZahlweiseCents,
    vermittlerId: vermittler.id,
    vermittlernummer: vermittler.vermittlernummer,
    vermittlerName: vermittler.name,
    createdByUserId: c.createdByUserId,
  };
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
