import { and, asc, desc, eq, exists, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { brokerStructureIds } from '../../auth/user.repository';
import type { Executor } from '../../db/client';
import { brokers, buchungen, buchungVerteilung, contracts, users, zubringerCourtagen } from '../../db/schema';

// Drizzle only (issue 14). Lists page on the server; the distribution of a booking is always written
// as a whole (replaceLines), so its numbering 1… and its amounts stay consistent in one statement set.

const contractBroker = alias(brokers, 'contract_broker');

const buchungColumns = {
  buchungsnr: buchungen.buchungsnr,
  contractId: buchungen.contractId,
  maklernr: sql<string>`coalesce(${contractBroker.vermittlernummer}, '')`,
  zeichnungsdatum: buchungen.zeichnungsdatum,
  courtageeingDatum: buchungen.courtageeingDatum,
  courtageart: buchungen.courtageart,
  provisionsSatz: buchungen.provisionsSatz,
  bewertungssummeCents: buchungen.bewertungssummeCents,
  courtagesummeCents: buchungen.courtagesummeCents,
  status: buchungen.status,
  automatisch: buchungen.automatisch,
  rechDatum: buchungen.rechDatum,
  istOverhead: buchungen.istOverhead,
  bemerkung: buchungen.bemerkung,
  allowNewBuchung: buchungen.allowNewBuchung,
  stornoVon: buchungen.stornoVon,
  createdByUserId: buchungen.createdByUserId,
  bearbeiter: users.displayName,
  version: buchungen.version,
};

const buchungQuery = (db: Executor) =>
  db
    .select(buchungColumns)
    .from(buchungen)
    .innerJoin(contracts, eq(contracts.id, buchungen.contractId))
    .leftJoin(contractBroker, eq(contractBroker.id, contracts.brokerId))
    .leftJoin(users, eq(users.id, buchungen.createdByUserId));

export type BuchungRow = Awaited<ReturnType<ReturnType<typeof buchungQuery>['execute']>>[number];

/** Bookings that have a line of the given broker (null: every booking). */
function withLineOf(brokerId: number | null | undefined): SQL | undefined {
  if (brokerId === undefined) {
    return undefined;
  }
  if (brokerId === null) {
    return sql`false`;
  }
  return exists(
    sql`(SELECT 1 FROM ${buchungVerteilung} WHERE ${buchungVerteilung.buchungsnr} = ${buchungen.buchungsnr} AND ${buchungVerteilung.brokerId} = ${brokerId})`,
  );
}

/**
 * One page of a contract's live bookings, newest Z.-Datum first. `onlyWithLineOf`: only bookings with a
 * line of that broker (a viewer who sees only his own lines; null: none at all).
 */
export async function findBuchungPage(
  db: Executor,
  contractId: number,
  page: { offset: number; limit: number },
  onlyWithLineOf?: number | null,
) {
  const where = and(eq(buchungen.contractId, contractId), isNull(buchungen.deletedAt), withLineOf(onlyWithLineOf));
  const [rows, count] = await Promise.all([
    buchungQuery(db)
      .where(where)
      .orderBy(desc(buchungen.zeichnungsdatum), desc(buchungen.buchungsnr))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(buchungen).where(where),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

/** A live booking (optionally of one contract). */
export async function findBuchung(db: Executor, buchungsnr: number, contractId?: number) {
  const rows = await buchungQuery(db)
    .where(
      and(
        eq(buchungen.buchungsnr, buchungsnr),
        isNull(buchungen.deletedAt),
        contractId === undefined ? undefined : eq(buchungen.contractId, contractId),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Locks a live booking for a change of its distribution (serialises concurrent line edits). */
export async function lockBuchung(db: Executor, buchungsnr: number): Promise<boolean> {
  const rows = await db
    .select({ n: buchungen.buchungsnr })
    .from(buchungen)
    .where(and(eq(buchungen.buchungsnr, buchungsnr), isNull(buchungen.deletedAt)))
    .for('update');
  return rows.length > 0;
}

export type BuchungValues = {
  zeichnungsdatum: string;
  courtageeingDatum: string | null;
  courtageart: string;
  provisionsSatz: number;
  bewertungssummeCents: number;
  courtagesummeCents: number;
  status: number;
  automatisch: boolean;
  rechDatum: string | null;
  istOverhead: boolean;
  bemerkung: string;
};

export async function insertBuchung(
  db: Executor,
  row: BuchungValues & {
    contractId: number;
    createdByUserId: number;
    stornoVon?: number | null;
    allowNewBuchung?: boolean;
  },
): Promise<number> {
  const rows = await db.insert(buchungen).values(row).returning({ buchungsnr: buchungen.buchungsnr });
  const nr = rows[0]?.buchungsnr;
  if (nr === undefined) {
    throw new Error('booking insert returned no number');
  }
  return nr;
}

/** The versioned update of a live booking: false when another save or a delete came first. */
export async function updateBuchung(
  db: Executor,
  buchungsnr: number,
  expectedVersion: number,
  values: BuchungValues,
): Promise<boolean> {
  const rows = await db
    .update(buchungen)
    .set({ ...values, version: sql`${buchungen.version} + 1` })
    .where(
      and(eq(buchungen.buchungsnr, buchungsnr), eq(buchungen.version, expectedVersion), isNull(buchungen.deletedAt)),
    )
    .returning({ n: buchungen.buchungsnr });
  return rows.length > 0;
}

export async function removeBuchung(db: Executor, buchungsnr: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(buchungen)
    .set({ deletedAt: sql`now()`, deletedByUserId: userId, version: sql`${buchungen.version} + 1` })
    .where(and(eq(buchungen.buchungsnr, buchungsnr), isNull(buchungen.deletedAt)))
    .returning({ n: buchungen.buchungsnr });
  return rows.length > 0;
}

const lineColumns = {
  buchungsnr: buchungVerteilung.buchungsnr,
  lfdNr: buchungVerteilung.lfdNr,
  brokerId: buchungVerteilung.brokerId,
  maklernr: brokers.vermittlernummer,
  name: sql<string>`trim(concat_ws(' ', ${brokers.vorname}, ${brokers.name}))`,
  provSatz: buchungVerteilung.provSatz,
  betragCents: buchungVerteilung.betragCents,
  mwstProzent: buchungVerteilung.mwstProzent,
  mwstCents: buchungVerteilung.mwstCents,
  stornoReserveProzent: buchungVerteilung.stornoReserveProzent,
  stornoReserveCents: buchungVerteilung.stornoReserveCents,
  versicherungseinbehaltCents: buchungVerteilung.versicherungseinbehaltCents,
};
export type LineRow = {
  buchungsnr: number;
  lfdNr: number;
  brokerId: number;
  maklernr: string;
  name: string;
  provSatz: number;
  betragCents: number;
  mwstProzent: number;
  mwstCents: number;
  stornoReserveProzent: number;
  stornoReserveCents: number;
  versicherungseinbehaltCents: number;
};

/** The lines of some bookings in their order (optionally only those of one broker). */
export async function findLines(db: Executor, buchungsnrs: readonly number[], onlyBroker?: number): Promise<LineRow[]> {
  if (buchungsnrs.length === 0) {
    return [];
  }
  return db
    .select(lineColumns)
    .from(buchungVerteilung)
    .innerJoin(brokers, eq(brokers.id, buchungVerteilung.brokerId))
    .where(
      and(
        inArray(buchungVerteilung.buchungsnr, [...buchungsnrs]),
        onlyBroker === undefined ? undefined : eq(buchungVerteilung.brokerId, onlyBroker),
      ),
    )
    .orderBy(asc(buchungVerteilung.buchungsnr), asc(buchungVerteilung.lfdNr));
}

export type LineValues = Omit<LineRow, 'buchungsnr' | 'lfdNr' | 'maklernr' | 'name'>;

/** Writes the whole distribution of a booking, numbered 1… in the given order. */
export async function replaceLines(db: Executor, buchungsnr: number, lines: readonly LineValues[]): Promise<void> {
  await db.delete(buchungVerteilung).where(eq(buchungVerteilung.buchungsnr, buchungsnr));
  if (lines.length > 0) {
    await db.insert(buchungVerteilung).values(lines.map((l, i) => ({ ...l, buchungsnr, lfdNr: i + 1 })));
  }
}

const brokerColumns = {
  id: brokers.id,
  maklernr: brokers.vermittlernummer,
  fullName: sql<string>`trim(concat_ws(' ', ${brokers.vorname}, ${brokers.name}))`,
  parentId: brokers.parentId,
  courtageSatz: brokers.courtageSatz,
  mwstPflichtig: brokers.mwstPflichtig,
  stornoReserveProzent: brokers.stornoReserveProzent,
};

export async function findBrokerByNr(db: Executor, maklernr: string) {
  const rows = await db.select(brokerColumns).from(brokers).where(eq(brokers.vermittlernummer, maklernr)).limit(1);
  return rows[0];
}

export async function findBrokersByIds(db: Executor, ids: readonly number[]) {
  return ids.length === 0
    ? []
    : db
        .select(brokerColumns)
        .from(brokers)
        .where(inArray(brokers.id, [...ids]));
}

/** The broker and every broker above him (via parent_id), the broker first. */
export async function findBrokerChainUp(db: Executor, brokerId: number) {
  const result = await db.execute<{ id: number; depth: number }>(sql`WITH RECURSIVE up AS (
      SELECT ${brokers.id} AS id, ${brokers.parentId} AS parent_id, 0 AS depth FROM ${brokers} WHERE ${brokers.id} = ${brokerId}
      UNION SELECT b.id, b.parent_id, up.depth + 1 FROM ${brokers} b JOIN up ON b.id = up.parent_id WHERE up.depth < 50
    ) SELECT id, depth FROM up ORDER BY depth`);
  const ids = result.rows.map((r) => Number(r.id));
  const rows = await findBrokersByIds(db, ids);
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}

/** Whether a broker lies in the structure of the contract's broker: that broker, above him or below him. */
export async function isInContractStructure(db: Executor, contractBrokerId: number, brokerId: number) {
  const up = await findBrokerChainUp(db, contractBrokerId);
  if (up.some((b) => b.id === brokerId)) {
    return true;
  }
  const rows = await db.execute<{ found: boolean }>(
    sql`SELECT ${brokerId} IN ${brokerStructureIds(contractBrokerId)} AS found`,
  );
  return rows.rows[0]?.found === true;
}

// ── Bemerkung zur Courtage (on the contract) ──

export type BemerkungValues = {
  courtageBemerkung: string | null;
  courtageVergleichsrechner: boolean;
  courtageAngebotserstellung: boolean;
};

/** The versioned update of the remark and the flags on the contract: false when stale. */
export async function updateBemerkung(
  db: Executor,
  contractId: number,
  expectedVersion: number,
  values: BemerkungValues,
): Promise<boolean> {
  const rows = await db
    .update(contracts)
    .set({ ...values, version: sql`${contracts.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(contracts.id, contractId), eq(contracts.version, expectedVersion)))
    .returning({ id: contracts.id });
  return rows.length > 0;
}

// ── Zubringercourtage ──

const zubringerColumns = {
  id: zubringerCourtagen.id,
  contractId: zubringerCourtagen.contractId,
  brokerId: zubringerCourtagen.brokerId,
  zubringer: brokers.vermittlernummer,
  zubringerFullName: sql<string>`trim(concat_ws(' ', ${brokers.vorname}, ${brokers.name}))`,
  bereich: zubringerCourtagen.bereich,
  absolut: zubringerCourtagen.absolut,
  provAbschluss: zubringerCourtagen.provAbschluss,
  provBestand: zubringerCourtagen.provBestand,
  mwst: zubringerCourtagen.mwst,
  version: zubringerCourtagen.version,
};
const zubringerQuery = (db: Executor) =>
  db.select(zubringerColumns).from(zubringerCourtagen).innerJoin(brokers, eq(brokers.id, zubringerCourtagen.brokerId));
export type ZubringerRow = Awaited<ReturnType<ReturnType<typeof zubringerQuery>['execute']>>[number];

export async function findZubringerPage(db: Executor, contractId: number, page: { offset: number; limit: number }) {
  const where = and(eq(zubringerCourtagen.contractId, contractId), isNull(zubringerCourtagen.deletedAt));
  const [rows, count] = await Promise.all([
    zubringerQuery(db).where(where).orderBy(asc(zubringerCourtagen.id)).limit(page.limit).offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(zubringerCourtagen).where(where),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

export async function findZubringer(db: Executor, id: number) {
  const rows = await zubringerQuery(db)
    .where(and(eq(zubringerCourtagen.id, id), isNull(zubringerCourtagen.deletedAt)))
    .limit(1);
  return rows[0];
}

export type ZubringerValues = {
  brokerId: number;
  bereich: string;
  absolut: boolean;
  provAbschluss: number;
  provBestand: number;
  mwst: number;
};

export async function insertZubringer(
  db: Executor,
  row: ZubringerValues & { contractId: number; createdByUserId: number },
): Promise<number> {
  const rows = await db.insert(zubringerCourtagen).values(row).returning({ id: zubringerCourtagen.id });
  const id = rows[0]?.id;
  if (id === undefined) {
    throw new Error('referrer insert returned no id');
  }
  return id;
}

export async function updateZubringer(
  db: Executor,
  id: number,
  expectedVersion: number,
  values: ZubringerValues,
): Promise<boolean> {
  const rows = await db
    .update(zubringerCourtagen)
    .set({ ...values, version: sql`${zubringerCourtagen.version} + 1` })
    .where(
      and(
        eq(zubringerCourtagen.id, id),
        eq(zubringerCourtagen.version, expectedVersion),
        isNull(zubringerCourtagen.deletedAt),
      ),
    )
    .returning({ id: zubringerCourtagen.id });
  return rows.length > 0;
}

export async function removeZubringer(db: Executor, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(zubringerCourtagen)
    .set({ deletedAt: sql`now()`, deletedByUserId: userId, version: sql`${zubringerCourtagen.version} + 1` })
    .where(and(eq(zubringerCourtagen.id, id), isNull(zubringerCourtagen.deletedAt)))
    .returning({ id: zubringerCourtagen.id });
  return rows.length > 0;
}
