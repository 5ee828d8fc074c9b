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
  COURTAGE_MESSAGES,
  canEditCommissions,
  canSeeCommissions,
  diffFields,
  formatRate,
  isInternal,
  type SaveZubringerBodySchema,
  type Zubringer,
  type ZubringerList,
} from '@maklerwerk/domain';
import type { z } from 'zod';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { saveVersioned } from '../../repositories/versioned-save';
import * as repo from './courtage.repository';
import { MWST_DEFAULT } from './courtage.service';

type SaveZubringerBody = z.output<typeof SaveZubringerBodySchema>;

const ZUBRINGER_NOT_FOUND = 'Der Eintrag wurde nicht gefunden.';
/**
 * The courtage config of this office (spec §4.5 hatZubringerOhneMwSt): internal staff may book referrers
 * without MwSt (they enter it); for everybody else the MwSt field is fixed at MWST_DEFAULT.
 */
const ZUBRINGER_OHNE_MWST_FOR = (a: Actor) => isInternal(a.original);

// The lookup of brokers and the referrer commission (Zubringercourtage).

// ── Vermittler lookup ──

export async function maklerLookup(
  db: Db,
  actor: Actor,
  maklernr: string,
): Promise<{ maklernr: string; fullName: string }> {
  authorize(actor, canSeeCommissions);
  const broker = await repo.findBrokerByNr(db, maklernr);
  if (!broker) {
    throw new AppError('NOT_FOUND', COURTAGE_MESSAGES.maklernrUnknown);
  }
  return { maklernr: broker.maklernr, fullName: broker.fullName };
}

// ── Zubringercourtage ──

const toZubringer = (z: repo.ZubringerRow): Zubringer => ({
  id: z.id,
  zubringer: z.zubringer,
  zubringerFullName: z.zubringerFullName,
  absolut: z.absolut,
  bereich: z.bereich,
  provAbschluss: z.provAbschluss,
  provBestand: z.provBestand,
  mwst: z.mwst,
  vertragId: z.contractId,
  version: z.version,
});

export async function listZubringer(
  db: Db,
  actor: Actor,
  contractId: number,
  page: { offset: number; limit: number },
): Promise<ZubringerList> {
  await findVisibleContract(db, actor, contractId);
  authorize(actor, canSeeCommissions);
  const { rows, total } = await repo.findZubringerPage(db, contractId, page);
  return {
    items: rows.map(toZubringer),
    total,
    offset: page.offset,
    limit: page.limit,
    editable: canEditCommissions(actor),
    isInternal: isInternal(actor.original),
    hatZubringerOhneMwSt: ZUBRINGER_OHNE_MWST_FOR(actor),
    mwstValue: MWST_DEFAULT,
  };
}

const zubringerFields = ['bereich', 'zubringer', 'absolut', 'provAbschluss', 'provBestand', 'mwst'] as const;
const zubringerLogged = (z: { zubringer: string } & Omit<repo.ZubringerValues, 'brokerId'>) => ({
  bereich: z.bereich,
  zubringer: z.zubringer,
  absolut: z.absolut,
  provAbschluss: formatRate(z.provAbschluss),
  provBestand: formatRate(z.provBestand),
  mwst: formatRate(z.mwst),
});

export async function saveZubringer(
  db: Db,
  actor: Actor,
  contractId: number,
  body: SaveZubringerBody,
): Promise<Zubringer> {
  await findVisibleContract(db, actor, contractId);
  authorize(actor, canEditCommissions);
  const existing = body.id === undefined ? undefined : await repo.findZubringer(db, body.id);
  if (body.id !== undefined && (!existing || existing.contractId !== contractId)) {
    throw new AppError('NOT_FOUND', ZUBRINGER_NOT_FOUND);
  }
  const broker = await repo.findBrokerByNr(db, body.zubringer);
  if (!broker) {
    throw new AppError('UNPROCESSABLE', COURTAGE_MESSAGES.zubringerInvalid, {
      zubringer: COURTAGE_MESSAGES.zubringerInvalid,
    });
  }
  const values: repo.ZubringerValues = {
    brokerId: broker.id,
    bereich: body.bereich ?? 'Versicherungen',
    absolut: isInternal(actor.original) ? (body.absolut ?? false) : (existing?.absolut ?? false),
    provAbschluss: body.provAbschluss ?? 0,
    provBestand: body.provBestand ?? 0,
    mwst: ZUBRINGER_OHNE_MWST_FOR(actor) ? body.mwst : MWST_DEFAULT,
  };
  const after = zubringerLogged({ ...values, zubringer: broker.maklernr });
  let id: number;
  if (existing) {
    id = existing.id;
    await saveVersioned(db, actor, {
      record: { type: 'zubringer', id },
      expectedVersion: body.version ?? 0,
      currentVersion: existing.version,
      before: zubringerLogged(existing),
      after,
      fields: zubringerFields,
      write: (tx) => repo.updateZubringer(tx, existing.id, existing.version, values),
    });
  } else {
    id = await db.transaction(async (tx) => {
      const created = await repo.insertZubringer(tx, { ...values, contractId, createdByUserId: actor.viewed.id });
      const empty = Object.fromEntries(zubringerFields.map((f) => [f, null])) as Record<
        (typeof zubringerFields)[number],
        string | boolean | null
      >;
      await writeChangeLog(tx, actor, { type: 'zubringer', id: created }, diffFields(empty, after, zubringerFields));
      return created;
    });
  }
  const saved = await repo.findZubringer(db, id);
  if (!saved) {
    throw new AppError('NOT_FOUND', ZUBRINGER_NOT_FOUND);
  }
  return toZubringer(saved);
}

export async function deleteZubringer(db: Db, actor: Actor, id: number): Promise<{ deleted: true }> {
  const entry = await repo.findZubringer(db, id);
  if (!entry) {
    throw new AppError('NOT_FOUND', ZUBRINGER_NOT_FOUND);
  }
  await findVisibleContract(db, actor, entry.contractId);
  authorize(actor, canEditCommissions);
  await db.transaction(async (tx) => {
    if (!(await repo.removeZubringer(tx, id, actor.viewed.id))) {
      throw new AppError('NOT_FOUND', ZUBRINGER_NOT_FOUND);
    }
    await writeChangeLog(tx, actor, { type: 'zubringer', id }, [
      {
        field: 'geloescht',
        oldValue: null,
        newValue: `Zubringercourtage für den Vermittler ${entry.zubringer} gelöscht`,
      },
    ]);
  });
  return { deleted: true };
}
