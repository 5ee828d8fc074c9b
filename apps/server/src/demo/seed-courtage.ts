import { percentOfCents, shareByRates } from '@maklerwerk/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import {
  branches,
  brokers,
  buchungen,
  buchungVerteilung,
  companies,
  contracts,
  courtageVereinbarungen,
  users,
  zubringerCourtagen,
} from '../db/schema';
import { MAKLER_NR, VERMITTLER_NR } from './named-records';

// Commissions of the demo (issue 14): the brokers' rates for 'Automatisch verteilen' (Max Makler 80 %,
// Udo Unter 15 % with MwSt and a Stornoreserve), twelve bookings on KF-4711-0815 across 2024–2026 (the
// table pages at 10) with one Storno and one settled booking (status 3), each distributed to 10001 and
// 10002; a referrer entry for Sabine Seidel (10004); an Abschlusscourtage with a Stornoreserve on
// LV-2024-000123. Every amount through money.ts.
//
// The agreed rates (issue 14 item 7, expected against received): 8 % Bestandscourtage for every insurer,
// Allianz 10 % (Leben 1,5 %, Abschluss 2,5 %), HUK-COBURG 7,5 %; HUK-COBURG's Kfz Bestandscourtage is
// paid quarterly at 7,5 % of the yearly premium (the bookings of KF-4711-0815), so 30 % a year. With the
// July 2025 booking cancelled and none in October, KF-4711-0815 falls short in 2025; the generated
// contracts have no bookings, so every one of them with a rate falls short by its whole expectation.

const UDO_NR = '10002';
const SABINE_NR = '10004';
const KF = 'KF-4711-0815';
const LV = 'LV-2024-000123';

type Rate = { nr: string; satz: number; mwst: number; stornoReserve: number };
const kfRates: Rate[] = [
  { nr: MAKLER_NR, satz: 80, mwst: 0, stornoReserve: 0 },
  { nr: UDO_NR, satz: 15, mwst: 19, stornoReserve: 0 },
];
const lvRates: Rate[] = [
  { nr: MAKLER_NR, satz: 80, mwst: 0, stornoReserve: 10 },
  { nr: UDO_NR, satz: 15, mwst: 19, stornoReserve: 10 },
];

type DemoBooking = {
  zeichnungsdatum: string;
  courtageart: 'ABSCHLUSS' | 'BESTAND' | 'FOLGE' | 'DYNAMIK' | 'SONDER';
  satz: number;
  bewertungssumme: number;
  status: number;
  rechDatum: string | null;
  eingang: string | null;
  bemerkung?: string;
};

/** Annual premium 612,40 € (the contract's), one Bestandscourtage per quarter-ish, a Dynamik and a Sonder. */
const kfBookings: DemoBooking[] = [
  {
    zeichnungsdatum: '2024-01-15',
    courtageart: 'BESTAND',
    satz: 7.5,
    bewertungssumme: 61_240,
    status: 4,
    rechDatum: '2024-02-01',
    eingang: '2024-01-29',
  },
  {
    zeichnungsdatum: '2024-04-15',
    courtageart: 'BESTAND',
    satz: 7.5,
    bewertungssumme: 61_240,
    status: 4,
    rechDatum: '2024-05-02',
    eingang: '2024-04-26',
  },
  {
    zeichnungsdatum: '2024-07-15',
    courtageart: 'BESTAND',
    satz: 7.5,
    bewertungssumme: 61_240,
    status: 4,
    rechDatum: '2024-08-01',
    eingang: '2024-07-25',
  },
  {
    zeichnungsdatum: '2024-10-15',
    courtageart: 'DYNAMIK',
    satz: 2.25,
    bewertungssumme: 4_287,
    status: 3,
    rechDatum: '2024-11-01',
    eingang: '2024-10-28',
    bemerkung: 'Beitragsanpassung 2025',
  },
  {
    zeichnungsdatum: '2025-01-15',
    courtageart: 'BESTAND',
    satz: 7.5,
    bewertungssumme: 64_302,
    status: 2,
    rechDatum: null,
    eingang: '2025-01-30',
  },
  {
    zeichnungsdatum: '2025-03-03',
    courtageart: 'SONDER',
    satz: 1.3333,
    bewertungssumme: 64_302,
    status: 2,
    rechDatum: null,
    eingang: null,
    bemerkung: 'Bonus Bestandsaktion',
  },
  {
    zeichnungsdatum: '2025-04-15',
    courtageart: 'BESTAND',
    satz: 7.5,
    bewertungssumme: 64_302,
    status: 2,
    rechDatum: null,
    eingang: '2025-04-28',
  },
  {
    zeichnungsdatum: '2025-07-15',
    courtageart: 'BESTAND',
    satz: 7.5,
    bewertungssumme: 64_302,
    status: 1,
    rechDatum: null,
    eingang: null,
  },
  {
    zeichnungsdatum: '2025-10-15',
    courtageart: 'FOLGE',
    satz: 3.75,
    bewertungssumme: 64_302,
    status: 1,
    rechDatum: null,
    eingang: null,
  },
  {
    zeichnungsdatum: '2026-01-15',
    courtageart: 'BESTAND',
    satz: 7.5,
    bewertungssumme: 66_231,
    status: 1,
    rechDatum: null,
    eingang: null,
  },
  {
    zeichnungsdatum: '2026-02-16',
    courtageart: 'BESTAND',
    satz: 7.5,
    bewertungssumme: 66_231,
    status: 1,
    rechDatum: null,
    eingang: null,
  },
];

async function insertBooking(
  tx: Executor,
  contractId: number,
  userId: number,
  brokerIds: Map<string, number>,
  b: DemoBooking,
  rates: Rate[],
  stornoVon: number | null = null,
): Promise<{ buchungsnr: number; courtagesumme: number }> {
  const courtagesumme = percentOfCents(b.bewertungssumme, b.satz);
  const [row] = await tx
    .insert(buchungen)
    .values({
      contractId,
      zeichnungsdatum: b.zeichnungsdatum,
      courtageeingDatum: b.eingang,
      courtageart: b.courtageart,
      provisionsSatz: b.satz,
      bewertungssummeCents: b.bewertungssumme,
      courtagesummeCents: courtagesumme,
      status: b.status,
      rechDatum: b.rechDatum,
      bemerkung: b.bemerkung ?? '',
      stornoVon,
      createdByUserId: userId,
    })
    .returning({ buchungsnr: buchungen.buchungsnr });
  if (!row) {
    throw new Error('demo booking not inserted');
  }
  // A Storno's rates are negative; the amounts carry the sign of the Courtagesumme.
  const sign = courtagesumme < 0 ? -1 : 1;
  const parts = shareByRates(
    Math.abs(courtagesumme),
    rates.map((r) => r.satz),
  );
  await tx.insert(buchungVerteilung).values(
    rates.map((r, i) => {
      const betrag = sign * (parts[i] ?? 0);
      return {
        buchungsnr: row.buchungsnr,
        lfdNr: i + 1,
        brokerId: brokerIds.get(r.nr) ?? 0,
        provSatz: sign * r.satz,
        betragCents: betrag,
        mwstProzent: r.mwst,
        mwstCents: percentOfCents(betrag, r.mwst),
        stornoReserveProzent: r.stornoReserve,
        stornoReserveCents: percentOfCents(betrag, r.stornoReserve),
        versicherungseinbehaltCents: 0,
      };
    }),
  );
  return { buchungsnr: row.buchungsnr, courtagesumme };
}

/** Agreed rates: insurer (kurzname), Sparte key (null: every Sparte), Bestand and Abschluss in %. */
const DEFAULT_BESTAND_SATZ = 8;
const vereinbarungen: { gesellschaft: string; sparte: string | null; bestand: number; abschluss: number | null }[] = [
  { gesellschaft: 'HUK-COBURG', sparte: null, bestand: 7.5, abschluss: null },
  { gesellschaft: 'HUK-COBURG', sparte: 'KFZ', bestand: 30, abschluss: null },
  { gesellschaft: 'Allianz', sparte: null, bestand: 10, abschluss: null },
  { gesellschaft: 'Allianz', sparte: 'LV', bestand: 1.5, abschluss: 2.5 },
];

async function seedVereinbarungen(tx: Executor): Promise<void> {
  const [companyRows, branchRows] = await Promise.all([
    tx.select({ id: companies.id, kurzname: companies.kurzname }).from(companies),
    tx.select({ id: branches.id, key: branches.key }).from(branches),
  ]);
  const branchId = new Map(branchRows.map((b) => [b.key, b.id]));
  const rows = companyRows.flatMap((c) => {
    const own = vereinbarungen.filter((v) => v.gesellschaft === c.kurzname);
    const list = own.some((v) => v.sparte === null)
      ? own
      : [{ gesellschaft: c.kurzname, sparte: null, bestand: DEFAULT_BESTAND_SATZ, abschluss: null }, ...own];
    return list.map((v) => ({
      gesellschaftId: c.id,
      sparteId: v.sparte === null ? null : (branchId.get(v.sparte) ?? null),
      bestandSatz: v.bestand,
      abschlussSatz: v.abschluss,
    }));
  });
  if (rows.length > 0) {
    await tx.insert(courtageVereinbarungen).values(rows);
  }
}

export async function seedDemoCourtage(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedVereinbarungen(tx);
    await tx.update(brokers).set({ courtageSatz: 80 }).where(eq(brokers.vermittlernummer, MAKLER_NR));
    // Vera Vermittler's share, so that her shortfall list (her own structure) has rows too.
    await tx.update(brokers).set({ courtageSatz: 70 }).where(eq(brokers.vermittlernummer, VERMITTLER_NR));
    await tx
      .update(brokers)
      .set({ courtageSatz: 15, mwstPflichtig: true, stornoReserveProzent: 10 })
      .where(eq(brokers.vermittlernummer, UDO_NR));
    const brokerRows = await tx
      .select({ id: brokers.id, nr: brokers.vermittlernummer })
      .from(brokers)
      .where(inArray(brokers.vermittlernummer, [MAKLER_NR, UDO_NR, SABINE_NR]));
    const brokerIds = new Map(brokerRows.map((b) => [b.nr, b.id]));
    const contractRows = await tx
      .select({ id: contracts.id, nummer: contracts.nummer })
      .from(contracts)
      .where(inArray(contracts.nummer, [KF, LV]));
    const kfId = contractRows.find((c) => c.nummer === KF)?.id;
    const lvId = contractRows.find((c) => c.nummer === LV)?.id;
    const [intern] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'intern'));
    if (kfId === undefined || lvId === undefined || !intern) {
      throw new Error('demo courtage: contracts or user missing');
    }
    let cancelled: { buchungsnr: number; booking: DemoBooking } | undefined;
    for (const b of kfBookings) {
      const { buchungsnr } = await insertBooking(tx, kfId, intern.id, brokerIds, b, kfRates);
      if (b.zeichnungsdatum === '2025-07-15') {
        cancelled = { buchungsnr, booking: b };
      }
    }
    if (cancelled) {
      // The Storno of the Bestandscourtage of July 2025: negative sums and rates.
      await insertBooking(
        tx,
        kfId,
        intern.id,
        brokerIds,
        {
          ...cancelled.booking,
          zeichnungsdatum: '2025-08-20',
          bewertungssumme: -cancelled.booking.bewertungssumme,
          bemerkung: 'Storno: Beitrag erstattet',
        },
        kfRates,
        cancelled.buchungsnr,
      );
    }
    await insertBooking(
      tx,
      lvId,
      intern.id,
      brokerIds,
      {
        zeichnungsdatum: '2024-03-01',
        courtageart: 'ABSCHLUSS',
        satz: 2.5,
        bewertungssumme: 7_200_000,
        status: 2,
        rechDatum: null,
        eingang: '2024-03-28',
        bemerkung: 'Abschlusscourtage, Stornohaftung 60 Monate',
      },
      lvRates,
    );
    await tx.insert(zubringerCourtagen).values({
      contractId: kfId,
      brokerId: brokerIds.get(SABINE_NR) ?? 0,
      bereich: 'Versicherungen',
      absolut: false,
      provAbschluss: 10,
      provBestand: 5,
      mwst: 19,
      createdByUserId: intern.id,
    });
  });
}
