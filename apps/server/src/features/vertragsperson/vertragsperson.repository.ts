import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches, companies, contractPersons, contracts, persons } from '../../db/schema';

const personName = sql<string>`concat_ws(' ', ${persons.vorname}, ${persons.name})`;

const rowColumns = {
  id: contractPersons.id,
  vtgrolle: contractPersons.vtgrolle,
  version: contractPersons.version,
  personId: persons.id,
  personCustomerId: persons.customerId,
  name: persons.name,
  vorname: persons.vorname,
  fullName: personName,
  strasse: sql<string | null>`nullif(concat_ws(' ', ${persons.strasse}, ${persons.hausnr}), '')`,
  plz: persons.plz,
  ort: persons.ort,
};

export async function findLinkPage(db: Executor, contractId: number, offset: number, limit: number) {
  const where = eq(contractPersons.contractId, contractId);
  const [rows, count] = await Promise.all([
    db
      .select(rowColumns)
      .from(contractPersons)
      .innerJoin(persons, eq(contractPersons.personId, persons.id))
      .where(where)
      .orderBy(asc(contractPersons.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(contractPersons).where(where),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

export type LinkRow = Awaited<ReturnType<typeof findLinkPage>>['rows'][number];

export async function findLink(db: Executor, contractId: number, linkId: number): Promise<LinkRow | undefined> {
  const rows = await db
    .select(rowColumns)
    .from(contractPersons)
    .innerJoin(persons, eq(contractPersons.personId, persons.id))
    .where(and(eq(contractPersons.contractId, contractId), eq(contractPersons.id, linkId)))
    .limit(1);
  return rows[0];
}

export async function findLinkConflict(
  db: Executor,
  link: { contractId: number; personId: number; vtgrolle: string; exceptId: number | null },
): Promise<boolean> {
  const rows = await db
    .select({ id: contractPersons.id })
    .from(contractPersons)
    .where(
      and(
        eq(contractPersons.contractId, link.contractId),
        eq(contractPersons.personId, link.personId),
        eq(contractPersons.vtgrolle, link.vtgrolle),
        link.exceptId === null ? undefined : ne(contractPersons.id, link.exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findCustomerPersons(db: Executor, customerId: number) {
  return db
    .select({ id: persons.id, fullName: personName, geburtsdatum: persons.geburtsdatum, istKunde: persons.istKunde })
    .from(persons)
    .where(eq(persons.customerId, customerId))
    .orderBy(sql`${persons.istKunde} desc`, asc(persons.id));
}

export async function findContractDescription(db: Executor, contractId: number): Promise<string> {
  const rows = await db
    .select({ sparte: branches.name, gesellschaft: companies.kurzname, nummer: contracts.nummer })
    .from(contracts)
    .innerJoin(branches, eq(contracts.sparteId, branches.id))
    .innerJoin(companies, eq(contracts.gesellschaftId, companies.id))
    .where(eq(contracts.id, contractId));
  const r = rows[0];
  return r ? `${r.sparte} · ${r.gesellschaft} · ${r.nummer}` : '';
}

export async function insertLink(db: Executor, link: { contractId: number; personId: number; vtgrolle: string }) {
  const rows = await db.insert(contractPersons).values(link).returning({ id: contractPersons.id });
  return rows[0]?.id;
}

export async function updateLink(
  db: Executor,
  linkId: number,
  expectedVersion: number,
  link: { personId: number; vtgrolle: string },
): Promise<boolean> {
  const rows = await db
    .update(contractPersons)
    .set({ ...link, version: sql`${contractPersons.version} + 1` })
    .where(and(eq(contractPersons.id, linkId), eq(contractPersons.version, expectedVersion)))
    .returning({ id: contractPersons.id });
  return rows.length > 0;
}

export async function deleteLink(db: Executor, linkId: number): Promise<boolean> {
  const rows = await db
    .delete(contractPersons)
    .where(eq(contractPersons.id, linkId))
    .returning({ id: contractPersons.id });
  return rows.length > 0;
}
