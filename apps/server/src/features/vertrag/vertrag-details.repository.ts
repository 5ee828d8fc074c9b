import type { Actor, CourtageNumberScope } from '@maklerwerk/domain';
import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { contractScope, customerScope } from '../../auth/data-scope.repository';
import { brokerStructureIds } from '../../auth/user.repository';
import type { Executor } from '../../db/client';
import {
  anbindungen,
  branches,
  companies,
  companyBrokerNumbers,
  contractBranches,
  contracts,
  customers,
  fahrzeugdaten,
  versichererDeeplinks,
} from '../../db/schema';

export async function findContractSparten(db: Executor, contractId: number) {
  return db
    .select({ id: contractBranches.id, sparteId: contractBranches.sparteId, name: branches.name })
    .from(contractBranches)
    .innerJoin(branches, eq(contractBranches.sparteId, branches.id))
    .where(and(eq(contractBranches.contractId, contractId), isNull(contractBranches.removedAt)))
    .orderBy(asc(contractBranches.id));
}

export async function listBranches(db: Executor) {
  return db
    .select({ id: branches.id, name: branches.name, vtgGruppe: branches.vtgGruppe })
    .from(branches)
    .orderBy(asc(branches.id));
}

export async function listCompanies(db: Executor) {
  return db.select({ id: companies.id, kurzname: companies.kurzname }).from(companies).orderBy(asc(companies.kurzname));
}

export async function findCompanyRule(db: Executor, companyId: number) {
  const rows = await db
    .select({ id: companies.id, pattern: companies.policyNumberPattern, hint: companies.policyNumberHint })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return rows[0];
}

export async function hasFahrzeugdaten(db: Executor, contractId: number): Promise<boolean> {
  const rows = await db
    .select({ id: fahrzeugdaten.id })
    .from(fahrzeugdaten)
    .where(eq(fahrzeugdaten.contractId, contractId))
    .limit(1);
  return rows.length > 0;
}

/** Combo values of a company: its broker company numbers and the Anbindung values it offers. */
/** Numbers of the company the scope offers: the company's own (no broker) and those of the structure. */
function numberScope(scope: CourtageNumberScope): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'brokerStructure':
      return or(
        isNull(companyBrokerNumbers.brokerId),
        inArray(companyBrokerNumbers.brokerId, brokerStructureIds(scope.brokerId)),
      ) as SQL;
    case 'none':
      return sql`false`;
  }
}

export async function findCombos(db: Executor, companyId: number, scope: CourtageNumberScope) {
  const [numbers, links] = await Promise.all([
    db
      .select({ nummer: companyBrokerNumbers.nummer, bezeichnung: companyBrokerNumbers.bezeichnung })
      .from(companyBrokerNumbers)
      .where(and(eq(companyBrokerNumbers.companyId, companyId), numberScope(scope)))
      .orderBy(asc(companyBrokerNumbers.nummer)),
    db
      .select({ name: anbindungen.name })
      .from(anbindungen)
      .where(or(eq(anbindungen.companyId, companyId), sql`${anbindungen.companyId} is null`))
      .orderBy(asc(anbindungen.sort), asc(anbindungen.name)),
  ]);
  return {
    maklerGesellNr: numbers.map((n) => ({ value: n.nummer, label: `${n.nummer} – ${n.bezeichnung}` })),
    anbindung: links.map((a) => ({ value: a.name, label: a.name })),
  };
}

/** Visible contracts other than `exceptId` carrying one of the numbers. */
export async function findVisibleByNummer(db: Executor, actor: Actor, nummern: string[], exceptId: number) {
  if (nummern.length === 0) {
    return [];
  }
  return db
    .select({ id: contracts.id, customerId: contracts.customerId, nummer: contracts.nummer })
    .from(contracts)
    .where(and(inArray(contracts.nummer, nummern), ne(contracts.id, exceptId), contractScope(actor)))
    .orderBy(asc(contracts.id));
}

/** A customer by number, only within the viewer's scope. */
export async function findVisibleCustomerByKundennr(db: Executor, actor: Actor, kundennr: string) {
  const rows = await db
    .select({ id: customers.id, kundennr: customers.kundennr, brokerId: customers.brokerId })
    .from(customers)
    .where(and(eq(customers.kundennr, kundennr), customerScope(actor)))
    .limit(1);
  return rows[0];
}

export async function findKundennr(db: Executor, customerId: number): Promise<string> {
  const rows = await db
    .select({ kundennr: customers.kundennr })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return rows[0]?.kundennr ?? '';
}

/** Whether the insurer has portal links (the tab 'Versicherungsportal', decision 0029). */
export async function hasDeeplinks(db: Executor, gesellschaftId: number): Promise<boolean> {
  const rows = await db
    .select({ id: versichererDeeplinks.id })
    .from(versichererDeeplinks)
    .where(eq(versichererDeeplinks.gesellschaftId, gesellschaftId))
    .limit(1);
  return rows.length > 0;
}
