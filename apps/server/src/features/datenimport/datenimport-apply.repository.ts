import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contractBranches, contracts, customers, fahrzeugdaten, persons } from '../../db/schema';
import type { FahrzeugWerte, KundeDaten } from './datenimport-plan';

/** A new customer with the next Kundennummer and his own person row. */
export async function insertKunde(tx: Executor, k: KundeDaten, brokerId: number) {
  const rows = await tx
    .insert(customers)
    .values({ ...k, brokerId, kundennr: sql`nextval('customer_kundennr_seq')::text` })
    .returning({ id: customers.id, kundennr: customers.kundennr });
  const row = rows[0] as { id: number; kundennr: string };
  await tx.insert(persons).values({
    customerId: row.id,
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
  });
  return row;
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

export async function insertVertrag(tx: Executor, row: NeuerVertrag): Promise<number> {
  const rows = await tx
    .insert(contracts)
    .values({ ...row, erfassungsdatum: sql`current_date`, letzteAenderung: sql`now()` })
    .returning({ id: contracts.id });
  return (rows[0] as { id: number }).id;
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
