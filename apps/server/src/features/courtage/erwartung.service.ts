/**
 * Expected against received commission (issue 14 item 7; decision 0023). Rules decided here:
 *
 * - Agreed rates: courtage_vereinbarungen holds the Bestandscourtage rate per insurer, for one Sparte or
 *   (sparte_id null) for every line of the insurer; the Sparte's rate wins over the insurer's. No rate:
 *   nothing is expected (hinweis 'Für diese Gesellschaft ist kein Courtagesatz vereinbart.').
 * - Expected per year = percentOfCents(yearly premium, rate): the net yearly premium
 *   (praemie_netto_jahr_cents), the gross one when the net is missing (basis 'netto' / 'brutto'). The whole
 *   yearly premium for every year the contract was active, no pro rata for a begun or ended year.
 * - Years: from the year of the contract's Beginn (without one: the first year of a booking the viewer
 *   reads) to the current year in Germany; active in a year = Beginn before the year's end and Ablauf
 *   (contracts.ende) null or after the year's first day. A year outside that with bookings is listed too,
 *   with 0 expected, so that nothing received is hidden. Nothing is expected of a contract that is
 *   provisionsfrei, an Angebot or Antrag, or storniert/abgelaufen without an Ablauf (since when is unknown).
 * - Received per year = the sum of the Courtagesummen of the year's live bookings (by Z.-Datum year; a
 *   Storno counts negative). Differenz = received − expected (negative: a shortfall).
 * - A viewer who sees only his own lines (seesOnlyOwnCommissionLines): expected × his broker's share
 *   (brokers.courtage_satz % of the structure's Courtage, 0 when none; percentOfCents of the expected
 *   amount), received = the sum of his own lines. Other brokers' amounts never reach him, nor the years of
 *   bookings without a line of his.
 * - Access: the contract must be visible (findVisibleContract, 404) and the viewer must see commissions
 *   (canSeeCommissions, a customer-only login 403). The shortfall list: the contracts of the viewer's scope
 *   (contractScope) where received < expected in the year, largest shortfall first (then
 *   Versicherungsnummer); computed, sorted and paged in SQL (erwartung.repository.ts), the shown amounts
 *   recomputed with money.ts. A year after the current one has nothing expected (an empty list).
 * - Export: the whole list of the year as CSV or XLSX, streamed page by page like 'Abrechnungen'.
 */
import {
  type Actor,
  canSeeCommissions,
  ERWARTUNG_MESSAGES,
  type Erwartung,
  type ErwartungJahrZeile,
  FEHLBETRAEGE_COLUMNS,
  type Fehlbetraege,
  type Fehlbetrag,
  percentOfCents,
  seesOnlyOwnCommissionLines,
  todayInGermany,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { csvExport, type ExportColumn, type ExportFile, xlsxExport } from '../../lib/table-export';
import * as repo from './erwartung.repository';

export const ERWARTUNG_HINWEIS = {
  provisionsfrei: 'Dieser Vertrag ist provisionsfrei.',
  nichtInKraft: 'Für ein Angebot oder einen Antrag wird keine Courtage erwartet.',
  beendetOhneAblauf: 'Der Vertrag ist beendet, aber ohne Ablaufdatum: Es wird keine Courtage erwartet.',
  keinAnteil: 'Für Ihre Vermittlernummer ist kein Courtageanteil hinterlegt.',
} as const;

const EXPORT_PAGE = 500;

/** The current year in Germany. */
export const currentYear = (now: Date = new Date()) => Number(todayInGermany(now).slice(0, 4));

/** The broker whose lines and share a viewer who sees only his own lines reads (as courtage.service.ts). */
function ownBrokerId(actor: Actor): number | null {
  return actor.viewed.brokerId ?? actor.original.brokerId ?? null;
}

/** undefined: the whole Courtage; else the viewer's broker and his share in % (null broker: none). */
async function viewerShare(db: Db, actor: Actor): Promise<{ brokerId: number | null; share: number } | undefined> {
  if (!seesOnlyOwnCommissionLines(actor)) {
    return undefined;
  }
  const brokerId = ownBrokerId(actor);
  if (brokerId === null) {
    return { brokerId: null, share: 0 };
  }
  const broker = await repo.findBroker(db, brokerId);
  return { brokerId, share: broker?.courtageSatz ?? 0 };
}

/** Expected of one year: rate % of the yearly premium, and of that the viewer's share when he has one. */
export function erwartetBetrag(praemieCents: number, satz: number, share?: number): number {
  const full = percentOfCents(praemieCents, satz);
  return share === undefined ? full : percentOfCents(full, share);
}

/** Whether a contract is active on at least one day of `jahr` (Beginn before its end, Ablauf after its start). */
export function istAktivImJahr(c: { beginn: string | null; ende: string | null }, jahr: number): boolean {
  return (c.beginn === null || c.beginn < `${jahr + 1}-01-01`) && (c.ende === null || c.ende > `${jahr}-01-01`);
}

type ContractFacts = {
  status: string;
  provisionsfrei: boolean;
  beginn: string | null;
  ende: string | null;
};

/** Why a contract expects no commission at all, or null. */
function keineErwartung(c: ContractFacts): string | null {
  if (c.provisionsfrei) {
    return ERWARTUNG_HINWEIS.provisionsfrei;
  }
  if ((repo.NOT_IN_FORCE as readonly string[]).includes(c.status)) {
    return ERWARTUNG_HINWEIS.nichtInKraft;
  }
  if ((repo.ENDED as readonly string[]).includes(c.status) && c.ende === null) {
    return ERWARTUNG_HINWEIS.beendetOhneAblauf;
  }
  return null;
}

/** Expected against received per year of one contract (rows ascending by year). */
export async function getErwartung(db: Db, actor: Actor, contractId: number, now = new Date()): Promise<Erwartung> {
  const contract = await findVisibleContract(db, actor, contractId);
  authorize(actor, canSeeCommissions);
  const viewer = await viewerShare(db, actor);
  const [vereinbarung, broker, erhalten] = await Promise.all([
    repo.findVereinbarung(db, contract.gesellschaftId, contract.sparteId),
    repo.findBroker(db, contract.brokerId),
    viewer?.brokerId === null
      ? Promise.resolve([])
      : repo.findErhaltenJeJahr(db, contractId, viewer === undefined ? undefined : (viewer.brokerId ?? undefined)),
  ]);
  const satz = vereinbarung?.bestandSatz ?? null;
  const basis =
    contract.praemieNettoJahrCents !== null ? 'netto' : contract.praemieBruttoJahrCents !== null ? 'brutto' : null;
  const praemie = contract.praemieNettoJahrCents ?? contract.praemieBruttoJahrCents;
  const received = new Map(erhalten.map((e) => [e.jahr, e.erhalten]));
  const bookingYears = [...received.keys()];
  const firstYear = contract.beginn ? Number(contract.beginn.slice(0, 4)) : Math.min(...bookingYears);
  const lastYear = currentYear(now);

  const ohne = keineErwartung(contract);
  const hinweis =
    ohne ??
    (satz === null
      ? ERWARTUNG_MESSAGES.keinSatz
      : praemie === null
        ? ERWARTUNG_MESSAGES.keinePraemie
        : !Number.isFinite(firstYear)
          ? ERWARTUNG_MESSAGES.keinBeginn
          : viewer !== undefined && viewer.share === 0
            ? ERWARTUNG_HINWEIS.keinAnteil
            : null);
  const expects = ohne === null && satz !== null && praemie !== null;

  const years = new Set<number>(bookingYears);
  if (Number.isFinite(firstYear)) {
    for (let jahr = firstYear; jahr <= lastYear; jahr++) {
      if (istAktivImJahr(contract, jahr)) {
        years.add(jahr);
      }
    }
  }
  const rows: ErwartungJahrZeile[] = [...years]
    .sort((a, b) => a - b)
    .map((jahr) => {
      const active = expects && jahr >= firstYear && jahr <= lastYear && istAktivImJahr(contract, jahr);
      const erwartet = active && satz !== null && praemie !== null ? erwartetBetrag(praemie, satz, viewer?.share) : 0;
      const got = received.get(jahr) ?? 0;
      return { jahr, erwartet, erhalten: got, differenz: got - erwartet };
    });
  return {
    contractId,
    maklernr: broker?.vermittlernummer ?? '',
    rows,
    satz,
    basis,
    hinweis,
  };
}

type FehlbetragPage = Omit<Fehlbetraege, 'jahr'>;

async function fehlbetragPage(
  db: Db,
  actor: Actor,
  jahr: number,
  viewer: { brokerId: number | null; share: number } | undefined,
  page: { offset: number; limit: number },
  now: Date,
): Promise<FehlbetragPage> {
  const empty = {
    items: [],
    total: 0,
    offset: page.offset,
    limit: page.limit,
    summe: { erwartet: 0, erhalten: 0, differenz: 0 },
  };
  if (jahr > currentYear(now) || viewer?.brokerId === null || viewer?.share === 0) {
    return empty;
  }
  const own =
    viewer === undefined || viewer.brokerId === null ? undefined : { brokerId: viewer.brokerId, share: viewer.share };
  const result = await repo.findFehlbetraegePage(db, actor, { jahr, own }, page);
  const items: Fehlbetrag[] = result.rows.map((r) => {
    const erwartet = erwartetBetrag(r.praemie, r.satz, own?.share);
    return {
      contractId: r.contractId,
      nummer: r.nummer,
      kunde: r.kunde,
      kundennr: r.kundennr,
      gesellschaft: r.gesellschaft,
      sparte: r.sparte,
      erwartet,
      erhalten: r.erhalten,
      differenz: r.erhalten - erwartet,
    };
  });
  return {
    items,
    total: result.total,
    offset: page.offset,
    limit: page.limit,
    summe: { erwartet: result.erwartet, erhalten: result.erhalten, differenz: result.erhalten - result.erwartet },
  };
}

/** The contracts of the viewer's scope where less came in than expected in `jahr`, largest shortfall first. */
export async function listFehlbetraege(
  db: Db,
  actor: Actor,
  query: { jahr: number; offset: number; limit: number },
  now = new Date(),
): Promise<Fehlbetraege> {
  authorize(actor, canSeeCommissions);
  const viewer = await viewerShare(db, actor);
  const page = await fehlbetragPage(db, actor, query.jahr, viewer, query, now);
  return { ...page, jahr: query.jahr };
}

const exportColumns: ExportColumn<Fehlbetrag>[] = [
  { header: FEHLBETRAEGE_COLUMNS[0], kind: 'text', width: 22, value: (r) => r.nummer },
  { header: FEHLBETRAEGE_COLUMNS[1], kind: 'text', width: 28, value: (r) => r.kunde },
  { header: FEHLBETRAEGE_COLUMNS[2], kind: 'text', width: 10, value: (r) => r.kundennr },
  { header: FEHLBETRAEGE_COLUMNS[3], kind: 'text', width: 18, value: (r) => r.gesellschaft },
  { header: FEHLBETRAEGE_COLUMNS[4], kind: 'text', width: 24, value: (r) => r.sparte },
  { header: FEHLBETRAEGE_COLUMNS[5], kind: 'cents', width: 14, value: (r) => r.erwartet },
  { header: FEHLBETRAEGE_COLUMNS[6], kind: 'cents', width: 14, value: (r) => r.erhalten },
  { header: FEHLBETRAEGE_COLUMNS[7], kind: 'cents', width: 14, value: (r) => r.differenz },
];

/** The shortfall list of a year as CSV or XLSX (German header), written page by page. */
export async function exportFehlbetraege(
  db: Db,
  actor: Actor,
  jahr: number,
  format: 'csv' | 'xlsx',
  onError: (error: unknown) => void,
  now = new Date(),
): Promise<ExportFile> {
  authorize(actor, canSeeCommissions);
  const viewer = await viewerShare(db, actor);
  async function* pages() {
    for (let offset = 0; ; offset += EXPORT_PAGE) {
      const { items } = await fehlbetragPage(db, actor, jahr, viewer, { offset, limit: EXPORT_PAGE }, now);
      yield items;
      if (items.length < EXPORT_PAGE) {
        return;
      }
    }
  }
  const title = `Fehlbeträge ${jahr}`;
  return format === 'csv'
    ? { contentType: 'text/csv; charset=utf-8', fileName: `${title}.csv`, body: csvExport(exportColumns, pages()) }
    : {
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: `${title}.xlsx`,
        body: xlsxExport(exportColumns, pages(), title, onError),
      };
}
