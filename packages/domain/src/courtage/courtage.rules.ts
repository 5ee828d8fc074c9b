import type { Actor } from '../permissions';
import { canEditCommissions, effectiveRights, isCustomerKind, isInternal, isOriginalBroker } from '../permissions';
import { type AbrechnungColumnKey, DELETABLE_STATUS_BELOW } from './courtage.schema';

/**
 * The special permission of spec §6: the view-customer or view-customer-as-intern role, or not the
 * view-customer-as-broker role — everybody except a broker viewing as one of his customers.
 */
export function hasCourtageSpecialPermission(a: Actor): boolean {
  return !(isOriginalBroker(a) && isCustomerKind(a.viewed));
}

/** Who sees only his own commission lines (courtageDesVermittlers): non-internal, non-editable viewers. */
export function seesOnlyOwnCommissionLines(a: Actor): boolean {
  return !isInternal(a.original) && !canEditCommissions(a);
}

/** The columns of the table 'Abrechnungen' by role (spec §6). */
export function abrechnungColumns(a: Actor): AbrechnungColumnKey[] {
  const special = hasCourtageSpecialPermission(a);
  const cols: (AbrechnungColumnKey | false)[] = isInternal(a.original)
    ? [
        special && 'buchungsnr',
        'maklernr',
        'zeichnungsdatum',
        'courtageart',
        'provisionsSatzProzent',
        'bewertungssumme',
        'courtagesumme',
        special && 'courtageeingDatum',
        'rechDatum',
        special && 'status',
        'automatisch',
        'istOverhead',
        'bearbeiter',
        'bemerkung',
      ]
    : // An editable non-internal view shows Prov. Betrag instead of the internal columns; a plain broker view
      // the same six (Vermittlernr, Z.-Datum, Prov. Art, Bew.Summe, Prov. Betrag, Abr. Datum) — the special
      // permission adds the booking link, Prov. Eingang and Status to either.
      [
        special && 'buchungsnr',
        'maklernr',
        'zeichnungsdatum',
        'courtageart',
        'bewertungssumme',
        'provBetrag',
        special && 'courtageeingDatum',
        'rechDatum',
        special && 'status',
      ];
  return cols.filter((c): c is AbrechnungColumnKey => c !== false);
}

/**
 * Deleting a booking (spec §4.4, decision 0023): only below status 3; internal staff always then (the
 * action is listed for them in the table), an editing broker lead only with allowNewBuchung.
 */
export function canDeleteBuchung(a: Actor, b: { status: number; allowNewBuchung: boolean }): boolean {
  return canEditCommissions(a) && b.status < DELETABLE_STATUS_BELOW && (isInternal(a.original) || b.allowNewBuchung);
}

/** Copy and Storno: only in the editable view and with allowNewBuchung (spec §6). */
export const canCopyBuchung = (a: Actor, b: { allowNewBuchung: boolean }) => canEditCommissions(a) && b.allowNewBuchung;

/** The remark is locked once it has content, unless the viewer is internal or a main-structure lead (spec §4.4). */
export function isCourtageBemerkungLocked(a: Actor, value: string): boolean {
  const rights = effectiveRights(a);
  return value.trim() !== '' && !isInternal(a.original) && !rights.mainStructureLead;
}

/** Internal staff read that brokers see the remark, unless they work with broker access (spec §6). */
export function courtageBemerkungLabel(a: Actor): string {
  return isInternal(a.original) && !effectiveRights(a).maklerzugang
    ? 'Bemerkung zur Courtage (Sichtbar für Vermittler)'
    : 'Bemerkung zur Courtage';
}

/** The two internal checkboxes (comparison calculator, offer creation). */
export const showsInternalCourtageChecks = (a: Actor) => isInternal(a.original);
