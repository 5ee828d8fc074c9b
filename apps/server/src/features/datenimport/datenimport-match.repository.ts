import { type Actor, AppError } from '@maklerwerk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { contractScope, customerScope } from '../../auth/data-scope.repository';
import { brokerStructureIds, findUserById, toSessionUser } from '../../auth/user.repository';
import type { Executor } from '../../db/client';
import {
  branches,
  brokers,
  companies,
  contractBranches,
  contracts,
  customers,
  datenimportVuZuordnungen,
  fahrzeugdaten,
} from '../../db/schema';

/** The Gesellschaft of a VU-Nummer: the BaFin number of the catalogue first, else a remembered assignment. */
export async function findGesellschaftForVuNummer(
  db: Executor,
  vuNummer: string,
): Promise<{ id: number; name: string } | undefined> {
  const direct = await db
    .select({ id: companies.id, name: companies.kurzname })
    .from(companies)
    .where(eq(sql`trim(${companies.vuNummer})`, vuNummer.trim()))
    .orderBy(companies.id)
    .limit(1);
  if (direct[0]) {
    return direct[0];
  }
  const remembered = await db
    .select({ id: companies.id, name: companies.kurzname })
    .from(datenimportVuZuordnungen)
    .innerJoin(companies, eq(companies.id, datenimportVuZuordnungen.gesellschaftId))
    .where(eq(datenimportVuZuordnungen.vuNummer, vuNummer.trim()))
    .limit(1);
  return remembered[0];
}

/** A table row names its insurer: matched by short or full name, case-insensitive. */
export async function findGesellschaftByName(db: Executor, name: string) {
  const wanted = name.trim().toLowerCase();
  const rows = await db
    .select({ id: companies.id, name: companies.kurzname })
    .from(companies)
    .where(sql`lower(${companies.kurzname}) = ${wanted} OR lower(${companies.name}) = ${wanted}`)
    .orderBy(companies.id)
    .limit(1);
  return rows[0];
}

export async function findGesellschaftById(db: Executor, id: number) {
  const rows = await db
    .select({ id: companies.id, name: companies.kurzname })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return rows[0];
}

export function listBranches(db: Executor) {
  return db
    .select({ id: branches.id, key: branches.key, name: branches.name, vtgGruppe: branches.vtgGruppe })
    .from(branches);
}

const bestandColumns = {
  id: contracts.id,
  version: contracts.version,
  nummer: contracts.nummer,
  brokerId: contracts.brokerId,
  sparteId: contracts.sparteId,
  status: contracts.status,
  beginn: contracts.beginn,
  ende: contracts.ende,
  hauptfaelligkeit: contracts.hauptfaelligkeit,
  zahlrhythm: contracts.zahlrhythm,
  praemieBto: contracts.praemieBtoZahlweiseCents,
  praemieNto: contracts.praemieNtoZahlweiseCents,
  produktbez: contracts.produktbez,
  kennzeichen: contracts.kennzeichen,
  customerId: customers.id,
};
export type BestandVertrag = Awaited<ReturnType<typeof findContractsByNummer>>[number];

/** The scope's contracts of one Gesellschaft with these Versicherungsnummern (one statement per batch). */
export function findContractsByNummer(db: Executor, actor: Actor, gesellschaftId: number, nummern: string[]) {
  return db
    .select(bestandColumns)
    .from(contracts)
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .where(and(eq(contracts.gesellschaftId, gesellschaftId), inArray(contracts.nummer, nummern), contractScope(actor)));
}

const kundeColumns = {
  id: customers.id,
  version: customers.version,
  kundennr: customers.kundennr,
  brokerId: customers.brokerId,
  anrede: customers.anrede,
  titel: customers.titel,
  vorname: customers.vorname,
  name: customers.name,
  geburtsdatum: customers.geburtsdatum,
  strasse: customers.strasse,
  hausnr: customers.hausnr,
  plz: customers.plz,
  ort: customers.ort,
  land: customers.land,
};
export type BestandKunde = Awaited<ReturnType<typeof findCustomersByIds>>[number];

export function findCustomersByIds(db: Executor, ids: number[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : db.select(kundeColumns).from(customers).where(inArray(customers.id, ids));
}

/** The scope's customers of these names born on these days (the caller compares first name and postal code). */
export function findCustomersByNameAndBirth(db: Executor, actor: Actor, names: string[], dates: string[]) {
  if (names.length === 0 || dates.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select(kundeColumns)
    .from(customers)
    .where(
      and(
        inArray(customers.geburtsdatum, dates),
        inArray(
          customers.nameSort,
          sql`(SELECT mw_search_norm(v) FROM (VALUES ${sql.join(
            names.map((n) => sql`(${n}::text)`),
            sql`, `,
          )}) AS t (v))`,
        ),
        customerScope(actor),
      ),
    );
}

/** The broker of a Vermittlernummer if he is in the structure below `rootBrokerId` (or anywhere: null). */
export async function findBrokerByVermittlernummer(db: Executor, nummer: string, rootBrokerId: number | null) {
  const rows = await db
    .select({ id: brokers.id })
    .from(brokers)
    .where(
      and(
        eq(sql`trim(${brokers.vermittlernummer})`, nummer.trim()),
        rootBrokerId === null ? undefined : inArray(brokers.id, brokerStructureIds(rootBrokerId)),
      ),
    )
    .limit(1);
  return rows[0]?.id;
}

export function findContractBranches(db: Executor, contractIds: number[]) {
  if (contractIds.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select({
      id: contractBranches.id,
      contractId: contractBranches.contractId,
      sparteId: contractBranches.sparteId,
      beitrag: contractBranches.praemieBtoZahlweiseCents,
      isPrimary: contractBranches.isPrimary,
    })
    .from(contractBranches)
    .where(and(inArray(contractBranches.contractId, contractIds), sql`${contractBranches.removedAt} IS NULL`));
}

export function findVehicles(db: Executor, contractIds: number[]) {
  if (contractIds.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select({
      contractId: fahrzeugdaten.contractId,
      kennzeichen: fahrzeugdaten.kennzeichen,
      schluesselnr_herst: fahrzeugdaten.schluesselnr_herst,
      schluesselnr_typ: fahrzeugdaten.schluesselnr_typ,
      fahrgestnr: fahrzeugdaten.fahrgestnr,
      erstzulassdat: fahrzeugdaten.erstzulassdat,
    })
    .from(fahrzeugdaten)
    .where(inArray(fahrzeugdaten.contractId, contractIds));
}

/** The actor of an import's job: who started it and as whom (the data scope it matches in). */
export async function loadActor(db: Executor, userId: number, viewedUserId: number): Promise<Actor> {
  const [original, viewed] = await Promise.all([findUserById(db, userId), findUserById(db, viewedUserId)]);
  if (!original || !viewed) {
    throw new AppError('NOT_FOUND', 'Der Nutzer des Imports existiert nicht mehr.');
  }
  return { original: toSessionUser(original), viewed: toSessionUser(viewed) };
}
