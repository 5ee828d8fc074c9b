import type { Actor } from '@maklerwerk/domain';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contractScope } from '../../auth/data-scope.repository';
import type { Executor } from '../../db/client';
import {
  branches,
  brokers,
  buchungen,
  buchungVerteilung,
  companies,
  contracts,
  courtageVereinbarungen,
  customers,
} from '../../db/schema';

// Expected against received commission (issue 14 item 7); the rules are in erwartung.service.ts. Drizzle
// only. The shortfall list is one query over the viewer's contracts: the agreed rates joined (the Sparte's
// row first, else the insurer's), the year's bookings summed per contract, filtered, sorted and paged in SQL.

/** Statuses that expect no commission at all (not in force yet). */
export const NOT_IN_FORCE = ['angebot', 'antrag'] as const;
/** Statuses of a contract that no longer runs: without an Ablauf we cannot tell since when. */
export const ENDED = ['storniert', 'abgelaufen'] as const;

/** The agreed Bestandscourtage rate for an insurer and Sparte: the Sparte's first, else the insurer's. */
export async function findVereinbarung(db: Executor, gesellschaftId: number, sparteId: number) {
  const rows = await db
    .select({ sparteId: courtageVereinbarungen.sparteId, bestandSatz: courtageVereinbarungen.bestandSatz })
    .from(courtageVereinbarungen)
    .where(
      and(
        eq(courtageVereinbarungen.gesellschaftId, gesellschaftId),
        or(eq(courtageVereinbarungen.sparteId, sparteId), isNull(courtageVereinbarungen.sparteId)),
      ),
    )
    .orderBy(sql`${courtageVereinbarungen.sparteId} NULLS LAST`)
    .limit(1);
  return rows[0];
}

/** A broker's Vermittlernr and his share of the structure's Courtage (brokers.courtage_satz). */
export async function findBroker(db: Executor, brokerId: number) {
  const rows = await db
    .select({ vermittlernummer: brokers.vermittlernummer, courtageSatz: brokers.courtageSatz })
    .from(brokers)
    .where(eq(brokers.id, brokerId))
    .limit(1);
  return rows[0];
}

const jahrOf = (column: typeof buchungen.zeichnungsdatum) => sql<number>`extract(year from ${column})::int`;

/**
 * Received per year of a contract's live bookings (by Z.-Datum): the sum of the Courtagesummen, or, with
 * `ownBrokerId`, the sum of that broker's lines only (bookings without a line of his are not there for him).
 */
export async function findErhaltenJeJahr(
  db: Executor,
  contractId: number,
  ownBrokerId?: number,
): Promise<{ jahr: number; erhalten: number }[]> {
  const live = and(eq(buchungen.contractId, contractId), isNull(buchungen.deletedAt));
  const rows =
    ownBrokerId === undefined
      ? await db
          .select({
            jahr: jahrOf(buchungen.zeichnungsdatum),
            erhalten: sql<string>`coalesce(sum(${buchungen.courtagesummeCents}), 0)::bigint`,
          })
          .from(buchungen)
          .where(live)
          .groupBy(jahrOf(buchungen.zeichnungsdatum))
      : await db
          .select({
            jahr: jahrOf(buchungen.zeichnungsdatum),
            erhalten: sql<string>`coalesce(sum(${buchungVerteilung.betragCents}), 0)::bigint`,
          })
          .from(buchungen)
          .innerJoin(buchungVerteilung, eq(buchungVerteilung.buchungsnr, buchungen.buchungsnr))
          .where(and(live, eq(buchungVerteilung.brokerId, ownBrokerId)))
          .groupBy(jahrOf(buchungen.zeichnungsdatum));
  const byYear = new Map<number, number>();
  for (const r of rows) {
    byYear.set(Number(r.jahr), Number(r.erhalten));
  }
  return [...byYear].map(([jahr, erhalten]) => ({ jahr, erhalten }));
}

export type FehlbetragQuery = {
  jahr: number;
  /** undefined: every line (the Courtagesumme); a broker: his lines only and his share of the expectation. */
  own?: { brokerId: number; share: number };
};

/** The per-contract rows of one year before filtering (contracts in scope that expect commission). */
function erwartungJahr(db: Executor, actor: Actor, q: FehlbetragQuery) {
  const from = `${q.jahr}-01-01`;
  const to = `${q.jahr + 1}-01-01`;
  const sparteRate = alias(courtageVereinbarungen, 'vereinbarung_sparte');
  const insurerRate = alias(courtageVereinbarungen, 'vereinbarung_gesellschaft');
  const praemie = sql`coalesce(${contracts.praemieNettoJahrCents}, ${contracts.praemieBruttoJahrCents})`;
  const satz = sql`coalesce(${sparteRate.bestandSatz}, ${insurerRate.bestandSatz})`;
  // round(numeric) rounds half away from zero: exactly percentOfCents of money.ts (the service recomputes
  // the shown amounts with it); numeric arithmetic is exact here (cents × 4-decimal rate / 100).
  const full = sql`round(${praemie} * ${satz} / 100)`;
  const erwartet = q.own ? sql`round(${full} * ${String(q.own.share)}::numeric / 100)` : full;
  const erhalten = q.own
    ? sql`(SELECT coalesce(sum(v.betrag_cents), 0) FROM buchung_verteilung v
        JOIN buchungen b ON b.buchungsnr = v.buchungsnr
        WHERE b.contract_id = "contracts"."id" AND b.deleted_at IS NULL AND v.broker_id = ${q.own.brokerId}
          AND b.zeichnungsdatum >= ${from} AND b.zeichnungsdatum < ${to})`
    : sql`(SELECT coalesce(sum(b.courtagesumme_cents), 0) FROM buchungen b
        WHERE b.contract_id = "contracts"."id" AND b.deleted_at IS NULL
          AND b.zeichnungsdatum >= ${from} AND b.zeichnungsdatum < ${to})`;
  const firstBooking = q.own
    ? sql`SELECT 1 FROM buchung_verteilung v JOIN buchungen b ON b.buchungsnr = v.buchungsnr
        WHERE b.contract_id = "contracts"."id" AND b.deleted_at IS NULL AND v.broker_id = ${q.own.brokerId}
          AND b.zeichnungsdatum < ${to}`
    : sql`SELECT 1 FROM buchungen b
        WHERE b.contract_id = "contracts"."id" AND b.deleted_at IS NULL AND b.zeichnungsdatum < ${to}`;
  const active = and(
    contractScope(actor),
    eq(contracts.provisionsfrei, false),
    sql`(${contracts.status} NOT IN (${sql.join(
      [...NOT_IN_FORCE, ...ENDED].map((s) => sql`${s}`),
      sql`, `,
    )}) OR (${contracts.status} IN (${sql.join(
      ENDED.map((s) => sql`${s}`),
      sql`, `,
    )}) AND ${contracts.ende} IS NOT NULL))`,
    sql`${praemie} IS NOT NULL`,
    sql`${satz} IS NOT NULL`,
    // Active in the year: begun before its end (no Beginn: a booking the viewer reads before its end), not
    // expired before it.
    sql`(${contracts.beginn} < ${to} OR (${contracts.beginn} IS NULL AND EXISTS (${firstBooking})))`,
    sql`(${contracts.ende} IS NULL OR ${contracts.ende} > ${from})`,
  );
  return db
    .select({
      contractId: sql<number>`${contracts.id}`.as('contract_id'),
      nummer: sql<string>`${contracts.nummer}`.as('nummer'),
      kunde: sql<string>`concat_ws(' ', ${customers.vorname}, ${customers.name})`.as('kunde'),
      kundennr: sql<string>`${customers.kundennr}`.as('kundennr'),
      gesellschaft: sql<string>`${companies.kurzname}`.as('gesellschaft'),
      sparte: sql<string>`${branches.name}`.as('sparte'),
      praemie: sql<string>`${praemie}`.as('praemie'),
      satz: sql<string>`${satz}`.as('satz'),
      erwartet: sql<string>`${erwartet}`.as('erwartet'),
      erhalten: sql<string>`${erhalten}`.as('erhalten'),
    })
    .from(contracts)
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .innerJoin(companies, eq(companies.id, contracts.gesellschaftId))
    .innerJoin(branches, eq(branches.id, contracts.sparteId))
    .leftJoin(
      sparteRate,
      and(eq(sparteRate.gesellschaftId, contracts.gesellschaftId), eq(sparteRate.sparteId, contracts.sparteId)),
    )
    .leftJoin(insurerRate, and(eq(insurerRate.gesellschaftId, contracts.gesellschaftId), isNull(insurerRate.sparteId)))
    .where(active)
    .as('erwartung_jahr');
}

export type FehlbetragRow = {
  contractId: number;
  nummer: string;
  kunde: string;
  kundennr: string;
  gesellschaft: string;
  sparte: string;
  praemie: number;
  satz: number;
  erwartet: number;
  erhalten: number;
};

/**
 * One page of the contracts whose received commission of the year is below the expected one, largest
 * shortfall first (then Versicherungsnummer, id), with the count and the sums over all of them.
 */
export async function findFehlbetraegePage(
  db: Executor,
  actor: Actor,
  q: FehlbetragQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: FehlbetragRow[]; total: number; erwartet: number; erhalten: number }> {
  const e = erwartungJahr(db, actor, q);
  const shortfall = sql`${e.erhalten} < ${e.erwartet}`;
  const rows = await db
    .select({
      contractId: e.contractId,
      nummer: e.nummer,
      kunde: e.kunde,
      kundennr: e.kundennr,
      gesellschaft: e.gesellschaft,
      sparte: e.sparte,
      praemie: e.praemie,
      satz: e.satz,
      erwartet: e.erwartet,
      erhalten: e.erhalten,
      total: sql<string>`count(*) over ()`,
      summeErwartet: sql<string>`sum(${e.erwartet}) over ()`,
      summeErhalten: sql<string>`sum(${e.erhalten}) over ()`,
    })
    .from(e)
    .where(shortfall)
    .orderBy(desc(sql`${e.erwartet} - ${e.erhalten}`), asc(e.nummer), asc(e.contractId))
    .limit(page.limit)
    .offset(page.offset);
  let totals = rows[0]
    ? { total: Number(rows[0].total), erwartet: Number(rows[0].summeErwartet), erhalten: Number(rows[0].summeErhalten) }
    : { total: 0, erwartet: 0, erhalten: 0 };
  if (rows.length === 0 && page.offset > 0) {
    // A page past the end: the count and sums from the same rows without the page.
    const [sums] = await db
      .select({
        total: sql<string>`count(*)`,
        erwartet: sql<string>`coalesce(sum(${e.erwartet}), 0)`,
        erhalten: sql<string>`coalesce(sum(${e.erhalten}), 0)`,
      })
      .from(e)
      .where(shortfall);
    totals = {
      total: Number(sums?.total ?? 0),
      erwartet: Number(sums?.erwartet ?? 0),
      erhalten: Number(sums?.erhalten ?? 0),
    };
  }
  return {
    rows: rows.map((r) => ({
      contractId: Number(r.contractId),
      nummer: r.nummer,
      kunde: r.kunde,
      kundennr: r.kundennr,
      gesellschaft: r.gesellschaft,
      sparte: r.sparte,
      praemie: Number(r.praemie),
      satz: Number(r.satz),
      erwartet: Number(r.erwartet),
      erhalten: Number(r.erhalten),
    })),
    ...totals,
  };
}
