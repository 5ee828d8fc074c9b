import { todayInGermany } from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db, Tx } from '../db/client';
import {
  bankAccounts,
  branches,
  brokers,
  companies,
  contractBranches,
  contractStatusHistory,
  contracts,
  customers,
  persons,
  users,
} from '../db/schema';
import type { BlobStore } from '../files/blob-store';
import { demoBranches } from './branches';
import { atHour } from './dates';
import { demoInsurers, policyNumberHint, policyNumberPattern } from './insurers';
import { namedStatusHistories } from './named-details';
import { MAKLER_NR, namedBankAccounts } from './named-records';
import { buildDemoPlan } from './plan';
import { withRenewalsDue } from './renewals';
import { seedDemoChangeLog } from './seed-aenderungslog';
import { seedDemoCommunications } from './seed-communications';
import { seedContractDetails } from './seed-contract-details';
import { seedDemoCourtage } from './seed-courtage';
import { seedDemoDatenimport } from './seed-datenimport';
import { seedDemoDocuments } from './seed-documents';
import { seedDemoFormulare } from './seed-formulare';
import { seedDemoPortale } from './seed-portale';
import { seedDemoSparten } from './seed-sparten';
import { seedDemoTermine } from './seed-termine';
import { seedDemoVertragsteile } from './seed-vertragsteile';
import type { BrokerSeed, DemoPlan } from './types';

export const DEMO_PASSWORD = 'demo';

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters even for the wide contracts table. */
const CHUNK = 200;

// argon2id is slow on purpose: hash once per process, every demo user shares it.
let demoHash: Promise<string> | undefined;
function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    result.push(rows.slice(i, i + CHUNK));
  }
  return result;
}

function lookup<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) {
    throw new Error(`Demo-Bestand: ${what} ${String(key)} fehlt.`);
  }
  return value;
}

/** True as soon as one user exists: the demo data is only seeded into an empty database. */
export async function hasData(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * Inserts the Demo-Bestand (see docs in demo/*.ts) in one transaction. The database must be empty.
 * `today` (default: the German calendar day) is the load day the Hauptfälligkeiten follow (renewals.ts).
 */
export async function seedDemoData(db: Db, options: { today?: string; blobStore?: BlobStore } = {}): Promise<void> {
  const hashing = demoPasswordHash();
  const plan = withRenewalsDue(buildDemoPlan(), options.today ?? todayInGermany());
  const passwordHash = await hashing;
  await db.transaction(async (tx) => {
    await insertPlan(tx, plan, passwordHash);
    // New customers continue after the demo's Kundennummern (customer_kundennr_seq, migration 0007).
    await tx.execute(
      sql`SELECT setval('customer_kundennr_seq', (SELECT max(kundennr::bigint) + 1 FROM customers WHERE kundennr ~ '^[0-9]{1,15}$'), false)`,
    );
  });
  if (options.blobStore) {
    await seedDemoDocuments(db, options.blobStore);
  }
  await seedDemoCommunications(db, options.blobStore);
  await seedDemoTermine(db, options.today ?? todayInGermany());
  await seedDemoChangeLog(db, options.today ?? todayInGermany());
  await seedDemoCourtage(db);
  await seedDemoSparten(db);
  await seedDemoVertragsteile(db);
  await seedDemoFormulare(db, options.blobStore);
  await seedDemoPortale(db);
  if (options.blobStore) {
    await seedDemoDatenimport(db, options.blobStore);
  }
}

async function insertBrokers(tx: Tx, seeds: readonly BrokerSeed[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // Parents before children, one level per INSERT.
  let pending = [...seeds];
  while (pending.length > 0) {
    const level = pending.filter((b) => b.parent === null || ids.has(b.parent));
    if (level.length === 0) {
      throw new Error('Demo-Bestand: Vermittlerstruktur enthält einen Zyklus.');
    }
    const rows = await tx
      .insert(brokers)
      .values(
        level.map(({ parent, ...b }) => ({
          ...b,
          parentId: parent === null ? null : lookup(ids, parent, 'Vermittler'),
        })),
      )
      .returning({ id: brokers.id, vermittlernummer: brokers.vermittlernummer });
    for (const row of rows) {
      ids.set(row.vermittlernummer, row.id);
    }
    pending = pending.filter((b) => !ids.has(b.vermittlernummer));
  }
  return ids;
}

async function insertPlan(tx: Tx, plan: DemoPlan, passwordHash: string): Promise<void> {
  const companyRows = await tx
    .insert(companies)
    .values(
      demoInsurers.map((i) => ({
        name: i.name,
        kurzname: i.kurzname,
        vuNummer: i.vuNummer,
        strasse: i.strasse,
        plz: i.plz,
        ort: i.ort,
        postfach: i.postfach,
        plzPostfach: i.plzPostfach,
        beschreibung: i.beschreibung,
        vermittlerNummer: i.vermittlerNummer,
        hauptNummer: i.hauptNummer,
        telefon: i.telefon,
        email: `info@${i.domain}`,
        website: `https://www.${i.domain}`,
        policyNumberPattern: policyNumberPattern(i),
        policyNumberHint: policyNumberHint(i),
      })),
    )
    .returning({ id: companies.id, kurzname: companies.kurzname });
  const companyIds = new Map(companyRows.map((r) => [r.kurzname, r.id]));

  const branchRows = await tx
    .insert(branches)
    .values(demoBranches.map(({ key, name, kategorieName, vtgGruppe }) => ({ key, name, kategorieName, vtgGruppe })))
    .returning({ id: branches.id, key: branches.key });
  const branchIds = new Map(branchRows.map((r) => [r.key, r.id]));

  const brokerIds = await insertBrokers(tx, plan.brokers);

  const customerIds = new Map<string, number>();
  for (const chunk of chunks(plan.customers)) {
    const rows = await tx
      .insert(customers)
      .values(
        chunk.map(({ broker, seit, ...c }) => ({
          ...c,
          brokerId: lookup(brokerIds, broker, 'Vermittler'),
          createdAt: atHour(seit, 10),
          updatedAt: atHour(seit, 10),
        })),
      )
      .returning({ id: customers.id, kundennr: customers.kundennr });
    for (const row of rows) {
      customerIds.set(row.kundennr, row.id);
    }
  }

  for (const chunk of chunks(plan.persons)) {
    await tx
      .insert(persons)
      .values(chunk.map(({ kundennr, ...p }) => ({ ...p, customerId: lookup(customerIds, kundennr, 'Kunde') })));
  }

  await tx
    .insert(bankAccounts)
    .values(
      namedBankAccounts.map(({ kundennr, ...b }) => ({ ...b, customerId: lookup(customerIds, kundennr, 'Kunde') })),
    );

  const userRows = await tx
    .insert(users)
    .values(
      plan.users.map((u) => ({
        username: u.username,
        passwordHash,
        displayName: u.displayName,
        kind: u.kind,
        brokerId: u.broker === null ? null : lookup(brokerIds, u.broker, 'Vermittler'),
        customerId: u.customer === null ? null : lookup(customerIds, u.customer, 'Kunde'),
        rights: u.rights,
        createdAt: atHour('2015-01-02', 8),
      })),
    )
    .returning({ id: users.id, username: users.username });
  const maklerUserId = lookup(new Map(userRows.map((r) => [r.username, r.id])), 'makler', 'Benutzer');
  const maklerBrokerId = lookup(brokerIds, MAKLER_NR, 'Vermittler');

  const customerBroker = new Map(plan.customers.map((c) => [c.kundennr, lookup(brokerIds, c.broker, 'Vermittler')]));
  const contractKey = (companyId: number, nummer: string) => `${companyId}|${nummer}`;
  const contractIds = new Map<string, number>();
  for (const chunk of chunks(plan.contracts)) {
    const rows = await tx
      .insert(contracts)
      .values(
        chunk.map(({ kundennr, company, branch, furtherBranches, ...c }) => {
          const brokerId = lookup(customerBroker, kundennr, 'Kunde');
          return {
            ...c,
            customerId: lookup(customerIds, kundennr, 'Kunde'),
            brokerId,
            gesellschaftId: lookup(companyIds, company, 'Gesellschaft'),
            sparteId: lookup(branchIds, branch, 'Sparte'),
            createdByUserId: brokerId === maklerBrokerId ? maklerUserId : null,
            createdAt: atHour(c.erfassungsdatum, 10),
            updatedAt: atHour(c.erfassungsdatum, 10),
          };
        }),
      )
      .returning({ id: contracts.id, gesellschaftId: contracts.gesellschaftId, nummer: contracts.nummer });
    for (const row of rows) {
      contractIds.set(contractKey(row.gesellschaftId, row.nummer), row.id);
    }
  }

  const contractIdOf = (company: string, nummer: string) =>
    lookup(contractIds, contractKey(lookup(companyIds, company, 'Gesellschaft'), nummer), 'Vertrag');

  const furtherRows = plan.contracts.flatMap((c) =>
    c.furtherBranches.map((key) => ({
      contractId: contractIdOf(c.company, c.nummer),
      sparteId: lookup(branchIds, key, 'Sparte'),
    })),
  );
  if (furtherRows.length > 0) {
    await tx.insert(contractBranches).values(furtherRows);
  }

  const historyRows = plan.contracts.flatMap((c): (typeof contractStatusHistory.$inferInsert)[] => {
    const contractId = contractIdOf(c.company, c.nummer);
    const changedByUserId = lookup(customerBroker, c.kundennr, 'Kunde') === maklerBrokerId ? maklerUserId : null;
    const named = namedStatusHistories[`${c.company}|${c.nummer}`];
    if (named) {
      return named.map((step, i) => ({
        contractId,
        status: step.status,
        previousStatus: named[i - 1]?.status ?? null,
        changedAt: step.at,
        changedByUserId,
        bemerkung: step.bemerkung,
      }));
    }
    return [
      {
        contractId,
        status: c.status,
        previousStatus: null,
        changedAt: atHour(c.beginn, 9),
        changedByUserId,
        bemerkung: null,
      },
    ];
  });
  for (const chunk of chunks(historyRows)) {
    await tx.insert(contractStatusHistory).values(chunk);
  }

  await seedContractDetails(tx, {
    plan,
    contractId: (key) => {
      const [company = '', nummer = ''] = key.split('|');
      return contractIdOf(company, nummer);
    },
    companyIds,
    customerIds,
    maklerUserId,
    maklerBrokerId,
  });
}
