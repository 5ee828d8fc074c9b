/**
 * Commissions of a contract (issue 14; spec termine-courtage-aenderungslog.md §2.3, §2.4, §3.7–§3.9, §4.4,
 * §4.5, §5.4, §5.5, §6, §7.3, §7.4). Rules decided here:
 *
 * - Reads: the contract must be visible (404) and the viewer must see commissions (canSeeCommissions:
 *   a customer-only login gets 403). Writes: canEditCommissions (internal staff, or a main-structure
 *   lead), after the scope check.
 * - Own lines only: a viewer for whom seesOnlyOwnCommissionLines holds (non-internal, non-editable)
 *   gets only bookings with a line of his own broker (the viewed broker, or the original broker while
 *   he views as a customer), and of those only his own lines: courtageDesVermittlers, provBetrag (their
 *   sum) and the Verteilung. A booking without a line of his answers 404, and its change log is hidden
 *   from him (its 'verteilung' entries name every line). Everybody else gets every line; provBetrag is
 *   the sum of all lines.
 * - Money: every amount through money.ts. Courtagesumme left empty = percentOfCents(Bew.Summe, Prov.
 *   Satz %). A line's amount is |rate| % of the Courtagesumme and carries the Courtagesumme's sign; the
 *   lines are split by shareByRates over |rates|, so they add up to the cent. A Storno has a negative
 *   Bew.Summe and Courtagesumme and negative line rates (its Prov. Satz % stays positive, so the
 *   Courtagesumme is still Bew.Summe × Satz); a line's rate must have the sign of its booking
 *   (RATE_SIGN). The sum of |rates| of a booking is at most 100 % (over100). MwSt and Stornoreserve of a
 *   line are percentOfCents of its amount; prozentsatz = shareInPercent(amount, Courtagesumme). A line is
 *   answered with its stored rate and percentages (four decimals), never ones rebuilt from cents, so a
 *   line saved back unchanged keeps every cent.
 * - Any change of the Courtagesumme recomputes the amounts of the lines from their rates. The whole
 *   distribution is rewritten on each change (numbered 1…), under a row lock of the booking, and logged
 *   on the booking as 'verteilung' (rates per Vermittlernr).
 * - A line's broker must exist (422 maklernrUnknown) and lie in the structure of the contract's broker:
 *   that broker, every broker above him (parent_id) or below him (422 outsideStructure).
 * - Delete a booking: canDeleteBuchung (status below 3 → else 422 notDeletable; a non-internal editor
 *   also needs allowNewBuchung → else 403); soft delete. Delete a line: internal staff only (403).
 * - Copy / Storno: canCopyBuchung; a new booking (status 1, stornoVon = original) with the original's
 *   fields and its lines' rates, MwSt and Stornoreserve percentages; the amounts are recomputed. Logged
 *   on both bookings (kopiertVon / storniert).
 * - 'Automatisch verteilen': the contract's broker first, then each broker above him, each with his
 *   brokers.courtage_satz (brokers without one are skipped), 19 % MwSt when mwst_pflichtig, and his
 *   storno_reserve_prozent; negated rates for a Storno.
 * - Bemerkung zur Courtage: one field with 'Weitere Vertragsdetails' (contracts.courtage_bemerkung), so its
 *   version is the contract's version and it is logged on the contract (record 'versicherung'). Writing
 *   it needs canSeeCommissions and canEditContract; a locked remark (isCourtageBemerkungLocked) may not
 *   change (422). The two checkboxes are read and written for internal users only; others' values are
 *   ignored (they are not change-logged: the log has no label for them).
 * - Zubringercourtage: the referrer must exist (422 zubringerInvalid). The office's courtage config
 *   (ZUBRINGER_OHNE_MWST_FOR) lets internal users enter MwSt; otherwise the server sets MWST_DEFAULT.
 *   'absolut' is kept as sent for internal users; others keep the stored value (false when new).
 */
import {
  type Abrechnungen,
  type Actor,
  AppError,
  abrechnungColumns,
  type Buchung,
  COURTAGE_MESSAGES,
  canCopyBuchung,
  canDeleteBuchung,
  canEditCommissions,
  canSeeCommissions,
  computeLines,
  hasCourtageSpecialPermission,
  isInternal,
  noNegativeZero,
  percentOfCents,
  type SaveBuchungBodySchema,
  seesOnlyOwnCommissionLines,
  showsInternalCourtageChecks,
} from '@maklerwerk/domain';
import type { z } from 'zod';
import { type ContractRow, findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { saveVersioned } from '../../repositories/versioned-save';
import { creationChanges, lineInput, lineSummary, logged, loggedFields, toBuchung, valuesOf } from './courtage.mapper';
import * as repo from './courtage.repository';
import { bemerkungOf } from './courtage-bemerkung.service';

// Bookings (Buchungen) of a contract: the list, one booking, save, delete, copy and Storno. The
// distribution is in courtage-verteilung.service.ts, referrers in courtage-zubringer.service.ts, the
// remark in courtage-bemerkung.service.ts, the file export in courtage-export.service.ts; the money
// maths (computeLines) in @maklerwerk/domain (courtage/verteilung.rules.ts).

/** The MwSt of the office's customer data config: the default of a referrer entry and of a line. */
export const MWST_DEFAULT = 19;

type SaveBuchungBody = z.output<typeof SaveBuchungBodySchema>;

/** The broker whose lines a viewer who sees only his own lines reads (null: none). */
export function ownBrokerId(actor: Actor): number | null {
  return actor.viewed.brokerId ?? actor.original.brokerId ?? null;
}

/** undefined: every line; a number or null: only that broker's lines (null: none). */
export function lineFilter(actor: Actor): number | null | undefined {
  return seesOnlyOwnCommissionLines(actor) ? ownBrokerId(actor) : undefined;
}

/** A live booking (of the contract, when given) the viewer may read; 404 otherwise. */
export async function findVisibleBuchung(
  db: Db,
  actor: Actor,
  buchungsnr: number,
  contractId?: number,
): Promise<{ booking: repo.BuchungRow; contract: ContractRow }> {
  if (contractId !== undefined) {
    await findVisibleContract(db, actor, contractId);
  }
  const booking = await repo.findBuchung(db, buchungsnr, contractId);
  if (!booking) {
    throw new AppError('NOT_FOUND', COURTAGE_MESSAGES.notFound);
  }
  const contract = await findVisibleContract(db, actor, booking.contractId);
  return { booking, contract };
}

/** The lines a viewer reads of one booking; 404 for a viewer of own lines without a line of his. */
export async function visibleLines(db: Db, actor: Actor, buchungsnr: number): Promise<repo.LineRow[]> {
  const filter = lineFilter(actor);
  if (filter === null) {
    throw new AppError('NOT_FOUND', COURTAGE_MESSAGES.notFound);
  }
  const lines = await repo.findLines(db, [buchungsnr], filter);
  if (filter !== undefined && lines.length === 0) {
    throw new AppError('NOT_FOUND', COURTAGE_MESSAGES.notFound);
  }
  return lines;
}

// ── Buchungen ──

export async function listAbrechnungen(
  db: Db,
  actor: Actor,
  contractId: number,
  page: { offset: number; limit: number },
): Promise<Abrechnungen> {
  const contract = await findVisibleContract(db, actor, contractId);
  authorize(actor, canSeeCommissions);
  const filter = lineFilter(actor);
  const { rows, total } = await repo.findBuchungPage(db, contractId, page, filter);
  const lines = await repo.findLines(
    db,
    rows.map((r) => r.buchungsnr),
    filter ?? undefined,
  );
  const internalChecks = showsInternalCourtageChecks(actor);
  return {
    items: rows.map((r) => toBuchung(actor, r, lines)),
    total,
    offset: page.offset,
    limit: page.limit,
    columns: abrechnungColumns(actor),
    editable: canEditCommissions(actor),
    isInternal: isInternal(actor.original),
    specialPermission: hasCourtageSpecialPermission(actor),
    bemerkung: bemerkungOf(actor, contract),
    produktbez: contract.produktbez ?? '',
    vergleichsrechner: internalChecks ? contract.courtageVergleichsrechner : null,
    angebotserstellung: internalChecks ? contract.courtageAngebotserstellung : null,
  };
}

export async function getBuchung(db: Db, actor: Actor, contractId: number, buchungsnr: number): Promise<Buchung> {
  const { booking } = await findVisibleBuchung(db, actor, buchungsnr, contractId);
  authorize(actor, canSeeCommissions);
  return toBuchung(actor, booking, await visibleLines(db, actor, buchungsnr));
}

export async function answerBuchung(db: Db, actor: Actor, buchungsnr: number): Promise<Buchung> {
  const booking = await repo.findBuchung(db, buchungsnr);
  if (!booking) {
    throw new AppError('NOT_FOUND', COURTAGE_MESSAGES.notFound);
  }
  const filter = lineFilter(actor);
  const lines = filter === null ? [] : await repo.findLines(db, [buchungsnr], filter);
  return toBuchung(actor, booking, lines);
}

export async function saveBuchung(db: Db, actor: Actor, contractId: number, body: SaveBuchungBody): Promise<Buchung> {
  await findVisibleContract(db, actor, contractId);
  authorize(actor, canEditCommissions);
  const bewertungssumme = body.bewertungssumme;
  const values: repo.BuchungValues = {
    zeichnungsdatum: body.zeichnungsdatum,
    courtageeingDatum: body.courtageeingDatum ?? null,
    courtageart: body.courtageart,
    provisionsSatz: body.provisionsSatzProzent,
    bewertungssummeCents: bewertungssumme,
    courtagesummeCents: body.courtagesumme ?? percentOfCents(bewertungssumme, body.provisionsSatzProzent),
    status: body.status ?? 1,
    automatisch: body.automatisch ?? false,
    rechDatum: body.rechDatum ?? null,
    istOverhead: body.istOverhead ?? false,
    bemerkung: body.bemerkung ?? '',
  };
  if (body.buchungsnr === undefined) {
    const nr = await db.transaction(async (tx) => {
      const created = await repo.insertBuchung(tx, { ...values, contractId, createdByUserId: actor.viewed.id });
      await writeChangeLog(tx, actor, { type: 'buchung', id: created }, creationChanges(created, values));
      return created;
    });
    return answerBuchung(db, actor, nr);
  }
  const { booking } = await findVisibleBuchung(db, actor, body.buchungsnr, contractId);
  await saveVersioned(db, actor, {
    record: { type: 'buchung', id: booking.buchungsnr },
    expectedVersion: body.version ?? 0,
    currentVersion: booking.version,
    before: logged(valuesOf(booking)),
    after: logged(values),
    fields: loggedFields,
    write: (tx) => repo.updateBuchung(tx, booking.buchungsnr, booking.version, values),
    alongside: async (tx) => {
      if (values.courtagesummeCents !== booking.courtagesummeCents) {
        const lines = await repo.findLines(tx, [booking.buchungsnr]);
        await repo.replaceLines(tx, booking.buchungsnr, computeLines(values.courtagesummeCents, lines.map(lineInput)));
      }
    },
  });
  return answerBuchung(db, actor, booking.buchungsnr);
}

export async function deleteBuchung(
  db: Db,
  actor: Actor,
  contractId: number,
  buchungsnr: number,
): Promise<{ deleted: true }> {
  const { booking } = await findVisibleBuchung(db, actor, buchungsnr, contractId);
  authorize(actor, canEditCommissions);
  if (!canDeleteBuchung(actor, booking)) {
    throw canEditCommissions(actor) && booking.status >= 3
      ? new AppError('UNPROCESSABLE', COURTAGE_MESSAGES.notDeletable)
      : new AppError('FORBIDDEN');
  }
  await db.transaction(async (tx) => {
    if (!(await repo.removeBuchung(tx, buchungsnr, actor.viewed.id))) {
      throw new AppError('NOT_FOUND', COURTAGE_MESSAGES.notFound);
    }
    await writeChangeLog(tx, actor, { type: 'buchung', id: buchungsnr }, [
      { field: 'geloescht', oldValue: null, newValue: `Buchung ${buchungsnr} gelöscht` },
    ]);
  });
  return { deleted: true };
}

/** Copy (storno false) or Storno of a booking with the rates of its distribution. */
export async function copyBuchung(
  db: Db,
  actor: Actor,
  contractId: number,
  buchungsnr: number,
  storno: boolean,
): Promise<Buchung> {
  const { booking } = await findVisibleBuchung(db, actor, buchungsnr, contractId);
  authorize(actor, canEditCommissions);
  if (!canCopyBuchung(actor, booking)) {
    throw new AppError('FORBIDDEN');
  }
  const sign = storno ? -1 : 1;
  const original = valuesOf(booking);
  const values: repo.BuchungValues = {
    ...original,
    bewertungssummeCents: noNegativeZero(sign * original.bewertungssummeCents),
    courtagesummeCents: noNegativeZero(sign * original.courtagesummeCents),
    status: 1,
  };
  const nr = await db.transaction(async (tx) => {
    const lines = await repo.findLines(tx, [buchungsnr]);
    const created = await repo.insertBuchung(tx, {
      ...values,
      contractId,
      createdByUserId: actor.viewed.id,
      stornoVon: buchungsnr,
    });
    const inputs = lines.map((l) => ({
      ...lineInput(l),
      provSatz: noNegativeZero(sign * l.provSatz),
      versicherungseinbehaltCents: noNegativeZero(sign * l.versicherungseinbehaltCents),
    }));
    await repo.replaceLines(tx, created, computeLines(values.courtagesummeCents, inputs));
    const field = storno ? 'storniert' : 'kopiertVon';
    await writeChangeLog(tx, actor, { type: 'buchung', id: created }, [
      ...creationChanges(created, values),
      { field, oldValue: null, newValue: String(buchungsnr) },
      ...(lines.length > 0
        ? [
            {
              field: 'verteilung' as const,
              oldValue: null,
              newValue: lineSummary(
                lines.map((l, i) => ({ maklernr: l.maklernr, provSatz: inputs[i]?.provSatz ?? 0 })),
              ),
            },
          ]
        : []),
    ]);
    await writeChangeLog(tx, actor, { type: 'buchung', id: buchungsnr }, [
      {
        field,
        oldValue: null,
        newValue: storno ? `Storniert durch Buchung ${created}` : `Kopiert als Buchung ${created}`,
      },
    ]);
    return created;
  });
  return answerBuchung(db, actor, nr);
}
