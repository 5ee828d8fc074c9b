import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  bankAccounts,
  contractBranches,
  contractStatusHistory,
  contracts,
  customers,
  fahrzeugdaten,
  persons,
  versicherteSachen,
} from '../../db/schema';
import type { FahrzeugWerte, KundeDaten } from './datenimport-plan';

/** Rows per bulk INSERT (a contract row has about 25 parameters; PostgreSQL allows 65 535). */
const ROWS = 1_000;

async function inChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS) {
    await insert(rows.slice(start, start + ROWS));
  }
}

/** Ids and Kundennummern for `n` new customers, drawn from their sequences in one statement. */
export async function reserveKunden(tx: Executor, n: number): Promise<{ id: number; kundennr: string }[]> {
  if (n === 0) {
    return [];
  }
  const result = await tx.execute<{ id: number; kundennr: string }>(
    sql`SELECT nextval(pg_get_serial_sequence('customers', 'id'))::int AS id,
               nextval('customer_kundennr_seq')::text AS kundennr
        FROM generate_series(1, ${n})`,
  );
  return result.rows.map((r) => ({ id: Number(r.id), kundennr: String(r.kundennr) }));
}

/** Ids for `n` new contracts (known before the insert: their change log and parts refer to them). */
export async function reserveVertragIds(tx: Executor, n: number): Promise<number[]> {
  if (n === 0) {
    return [];
  }
  const result = await tx.execute<{ id: number }>(
    sql`SELECT nextval(pg_get_serial_sequence('contracts', 'id'))::int AS id FROM generate_series(1, ${n})`,
  );
  return result.rows.map((r) => Number(r.id));
}

/** New customers with their reserved id and Kundennummer, each with his own person row. */
export async function insertKunden(
  tx: Executor,
  rows: readonly { id: number; kundennr: string; daten: KundeDaten; brokerId: number }[],
): Promise<void> {
  await inChunks(rows, (chunk) =>
    tx
      .insert(customers)
      .values(chunk.map((r) => ({ ...r.daten, id: r.id, kundennr: r.kundennr, brokerId: r.brokerId }))),
  );
  await inChunks(rows, (chunk) =>
    tx.insert(persons).values(
      chunk.map(({ id, daten: k }) => ({
        customerId: id,
        istKunde: true,
        anrede: k.anrede,
        vorname: k.vorname,
        name: k.name,
        geburtsdatum: k.geburtsdatum,
        strasse: k.strasse,
        hausnr: k.hausnr,
        plz: k.plz,
        ort: k.ort,
        land: k.land,
      })),
    ),
  );
}

/** Changes a customer (and his own person row) only if his version is still the matched one. */
export async function updateKunde(tx: Executor, id: number, version: number, patch: Partial<KundeDaten>) {
  const rows = await tx
    .update(customers)
    .set({ ...patch, version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(customers.id, id), eq(customers.version, version)))
    .returning({ id: customers.id });
  const { titel: _titel, ...person } = patch;
  if (rows.length > 0 && Object.keys(person).length > 0) {
    await tx
      .update(persons)
      .set({ ...person, version: sql`${persons.version} + 1` })
      .where(and(eq(persons.customerId, id), eq(persons.istKunde, true)));
  }
  return rows.length > 0;
}

/** A further person of the contract (insured person, payer …) unless the customer has one of that name and birth date. */
export async function ensurePerson(
  tx: Executor,
  customerId: number,
  p: { anrede: string | null; vorname: string | null; name: string; geburtsdatum: string | null },
): Promise<boolean> {
  const found = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(
      and(
        eq(persons.customerId, customerId),
        sql`lower(${persons.name}) = lower(${p.name})`,
        sql`coalesce(lower(${persons.vorname}), '') = lower(${p.vorname ?? ''})`,
        p.geburtsdatum === null ? sql`${persons.geburtsdatum} IS NULL` : eq(persons.geburtsdatum, p.geburtsdatum),
      ),
    )
    .limit(1);
  if (found.length > 0) {
    return false;
  }
  await tx.insert(persons).values({ customerId, ...p });
  return true;
}

export type NeuerVertrag = typeof contracts.$inferInsert;

/** New contracts with their reserved ids, their first status and their Sparte parts. */
export async function insertVertraege(
  tx: Executor,
  rows: readonly (NeuerVertrag & { id: number })[],
  status: readonly (typeof contractStatusHistory.$inferInsert)[],
  teile: readonly (typeof contractBranches.$inferInsert)[],
): Promise<void> {
  await inChunks(rows, (chunk) =>
    tx
      .insert(contracts)
      .values(chunk.map((row) => ({ ...row, erfassungsdatum: sql`current_date`, letzteAenderung: sql`now()` }))),
  );
  await inChunks(status, (chunk) => tx.insert(contractStatusHistory).values(chunk));
  await inChunks(teile, (chunk) => tx.insert(contractBranches).values(chunk).onConflictDoNothing());
}

/** The bank accounts of new customers (each his standard account). */
export async function insertBankkonten(
  tx: Executor,
  rows: readonly { customerId: number; kontoinhaber: string; iban: string; bic: string | null }[],
): Promise<void> {
  await inChunks(rows, (chunk) => tx.insert(bankAccounts).values(chunk.map((r) => ({ ...r, isDefault: true }))));
}

/** The insured object of new contracts. */
export async function insertVersicherteSachen(
  tx: Executor,
  rows: readonly { contractId: number; verssache: string; zusatz: string | null }[],
): Promise<void> {
  await inChunks(rows, (chunk) => tx.insert(versicherteSachen).values(chunk));
}

/** The vehicles of new motor contracts. */
export async function insertFahrzeuge(
  tx: Executor,
  rows: readonly ({ contractId: number } & Partial<FahrzeugWerte>)[],
): Promise<void> {
  await inChunks(rows, (chunk) => tx.insert(fahrzeugdaten).values(chunk));
}

/** A Sparte part of a contract: a new row, or the premium of the existing one. */
export async function saveSpartenteil(
  tx: Executor,
  contractId: number,
  teil: { sparteId: number; beitrag: number | null; bestandId: number | null; isPrimary: boolean },
) {
  if (teil.bestandId !== null) {
    await tx
      .update(contractBranches)
      .set({ praemieBtoZahlweiseCents: teil.beitrag, version: sql`${contractBranches.version} + 1` })
      .where(eq(contractBranches.id, teil.bestandId));
    return;
  }
  await tx
    .insert(contractBranches)
    .values({ contractId, sparteId: teil.sparteId, isPrimary: teil.isPrimary, praemieBtoZahlweiseCents: teil.beitrag })
    .onConflictDoNothing();
}

/** The vehicle of a motor contract: created, or the fields the file brings set. */
export async function saveFahrzeug(tx: Executor, contractId: number, werte: Partial<FahrzeugWerte>) {
  await tx
    .insert(fahrzeugdaten)
    .values({ contractId, ...werte })
    .onConflictDoUpdate({
      target: fahrzeugdaten.contractId,
      set: { ...werte, version: sql`${fahrzeugdaten.version} + 1` },
    });
}
