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
  type Actor,
  AppError,
  absRateSum,
  COURTAGE_MESSAGES,
  canEditCommissions,
  canSeeCommissions,
  computeLines,
  isInternal,
  noNegativeZero,
  type SaveVerteilungszeileBodySchema,
  type Verteilung,
  type VerteilungLineInput,
} from '@maklerwerk/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { lineInput, lineSummary, toVerteilung } from './courtage.mapper';
import * as repo from './courtage.repository';
import { findVisibleBuchung, MWST_DEFAULT, visibleLines } from './courtage.service';

type SaveVerteilungszeileBody = z.output<typeof SaveVerteilungszeileBodySchema>;

const LINE_NOT_FOUND = 'Die Zeile wurde nicht gefunden.';
const RATE_SIGN = 'Bei einer Storno-Buchung sind die Courtagesätze negativ, sonst positiv.';

// The distribution of a booking across the broker structure.

// ── Verteilung ──

export async function getVerteilung(db: Db, actor: Actor, buchungsnr: number): Promise<Verteilung> {
  const { booking } = await findVisibleBuchung(db, actor, buchungsnr);
  authorize(actor, canSeeCommissions);
  return toVerteilung(actor, booking, await visibleLines(db, actor, buchungsnr));
}

async function answerVerteilung(db: Db, actor: Actor, buchungsnr: number): Promise<Verteilung> {
  const booking = await repo.findBuchung(db, buchungsnr);
  if (!booking) {
    throw new AppError('NOT_FOUND', COURTAGE_MESSAGES.notFound);
  }
  return toVerteilung(actor, booking, await repo.findLines(db, [buchungsnr]));
}

/** Rewrites a booking's distribution under its row lock: `change` gets the current lines and returns the new inputs. */
async function changeDistribution(
  db: Db,
  actor: Actor,
  buchungsnr: number,
  change: (lines: repo.LineRow[], booking: repo.BuchungRow) => Promise<VerteilungLineInput[]> | VerteilungLineInput[],
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.lockBuchung(tx, buchungsnr))) {
      throw new AppError('NOT_FOUND', COURTAGE_MESSAGES.notFound);
    }
    const booking = await repo.findBuchung(tx, buchungsnr);
    if (!booking) {
      throw new AppError('NOT_FOUND', COURTAGE_MESSAGES.notFound);
    }
    const lines = await repo.findLines(tx, [buchungsnr]);
    const inputs = await change(lines, booking);
    if (absRateSum(inputs.map((l) => l.provSatz)) > 100) {
      throw new AppError('UNPROCESSABLE', COURTAGE_MESSAGES.over100, { provSatz: COURTAGE_MESSAGES.over100 });
    }
    await repo.replaceLines(tx, buchungsnr, computeLines(booking.courtagesummeCents, inputs));
    const after = await repo.findLines(tx, [buchungsnr]);
    const oldValue = lineSummary(lines);
    const newValue = lineSummary(after);
    if (oldValue !== newValue) {
      await writeChangeLog(tx, actor, { type: 'buchung', id: buchungsnr }, [
        { field: 'verteilung', oldValue, newValue },
      ]);
    }
  });
}

export async function saveVerteilungszeile(
  db: Db,
  actor: Actor,
  buchungsnr: number,
  body: SaveVerteilungszeileBody,
): Promise<Verteilung> {
  const { booking, contract } = await findVisibleBuchung(db, actor, buchungsnr);
  authorize(actor, canEditCommissions);
  const broker = await repo.findBrokerByNr(db, body.maklernr);
  if (!broker) {
    throw new AppError('UNPROCESSABLE', COURTAGE_MESSAGES.maklernrUnknown, {
      maklernr: COURTAGE_MESSAGES.maklernrUnknown,
    });
  }
  if (!(await repo.isInContractStructure(db, contract.brokerId, broker.id))) {
    throw new AppError('UNPROCESSABLE', COURTAGE_MESSAGES.outsideStructure, {
      maklernr: COURTAGE_MESSAGES.outsideStructure,
    });
  }
  const provSatz = body.provSatz;
  if (booking.courtagesummeCents !== 0 && provSatz !== 0 && provSatz < 0 !== booking.courtagesummeCents < 0) {
    throw new AppError('UNPROCESSABLE', RATE_SIGN, { provSatz: RATE_SIGN });
  }
  const input: VerteilungLineInput = {
    brokerId: broker.id,
    provSatz,
    mwstProzent: body.mwstProzent ?? 0,
    stornoReserveProzent: body.stornoReserveProzent ?? 0,
    versicherungseinbehaltCents: body.versicherungseinbehalt ?? 0,
  };
  await changeDistribution(db, actor, buchungsnr, (lines) => {
    const inputs = lines.map(lineInput);
    if (body.lfdNr !== undefined) {
      const index = lines.findIndex((l) => l.lfdNr === body.lfdNr);
      if (index < 0) {
        throw new AppError('NOT_FOUND', LINE_NOT_FOUND);
      }
      inputs[index] = input;
    } else {
      inputs.splice(Math.min(body.previousLfdNr, inputs.length), 0, input);
    }
    return inputs;
  });
  return answerVerteilung(db, actor, buchungsnr);
}

export async function deleteVerteilungszeile(
  db: Db,
  actor: Actor,
  buchungsnr: number,
  lfdNr: number,
): Promise<Verteilung> {
  await findVisibleBuchung(db, actor, buchungsnr);
  authorize(actor, canEditCommissions);
  if (!isInternal(actor.original)) {
    throw new AppError('FORBIDDEN');
  }
  await changeDistribution(db, actor, buchungsnr, (lines) => {
    const index = lines.findIndex((l) => l.lfdNr === lfdNr);
    if (index < 0) {
      throw new AppError('NOT_FOUND', LINE_NOT_FOUND);
    }
    return lines.filter((_, i) => i !== index).map(lineInput);
  });
  return answerVerteilung(db, actor, buchungsnr);
}

export async function autoVerteilung(db: Db, actor: Actor, buchungsnr: number): Promise<Verteilung> {
  const { contract } = await findVisibleBuchung(db, actor, buchungsnr);
  authorize(actor, canEditCommissions);
  const chain = await repo.findBrokerChainUp(db, contract.brokerId);
  await changeDistribution(db, actor, buchungsnr, (_lines, booking) => {
    const sign = booking.courtagesummeCents < 0 ? -1 : 1;
    return chain.flatMap((b) =>
      b.courtageSatz === null
        ? []
        : [
            {
              brokerId: b.id,
              provSatz: noNegativeZero(sign * b.courtageSatz),
              mwstProzent: b.mwstPflichtig ? MWST_DEFAULT : 0,
              stornoReserveProzent: b.stornoReserveProzent,
              versicherungseinbehaltCents: 0,
            },
          ],
    );
  });
  return answerVerteilung(db, actor, buchungsnr);
}
