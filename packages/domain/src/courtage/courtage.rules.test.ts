import { describe, expect, it } from 'vitest';
import { allRights, noRights, type Rights, type SessionUser } from '../auth/user.schema';
import {
  abrechnungColumns,
  canCopyBuchung,
  canDeleteBuchung,
  courtageBemerkungLabel,
  hasCourtageSpecialPermission,
  isCourtageBemerkungLocked,
  seesOnlyOwnCommissionLines,
  showsInternalCourtageChecks,
} from './courtage.rules';

const user = (id: number, kind: SessionUser['kind'], rights: Partial<Rights> = {}): SessionUser => ({
  id,
  username: `u${id}`,
  displayName: `U${id}`,
  kind,
  brokerId: kind === 'broker' || kind === 'agent' ? id : null,
  customerId: kind === 'customer' ? id : null,
  tenant: 'standard',
  rights: { ...noRights, ...rights },
});
const as = (original: SessionUser, viewed: SessionUser = original) => ({ original, viewed });
const broker = user(1, 'broker');
const lead = user(2, 'broker', { mainStructureLead: true });
const internal = user(3, 'internal', allRights);
const internalWithoutBrokerAccess = user(4, 'internal', { ...allRights, maklerzugang: false });
const customer = user(5, 'customer');

describe('who sees what of the commissions (spec §6)', () => {
  it('the special permission: everybody but a broker viewing as one of his customers', () => {
    expect(hasCourtageSpecialPermission(as(broker))).toBe(true);
    expect(hasCourtageSpecialPermission(as(internal, customer))).toBe(true);
    expect(hasCourtageSpecialPermission(as(broker, customer))).toBe(false);
  });

  it('only his own lines: a broker who cannot book; not a booking lead, not internal staff', () => {
    expect(seesOnlyOwnCommissionLines(as(broker))).toBe(true);
    expect(seesOnlyOwnCommissionLines(as(lead))).toBe(false);
    expect(seesOnlyOwnCommissionLines(as(internal))).toBe(false);
  });

  it("the table's columns by role: internal staff the internal set, a broker Prov. Betrag, without the special permission no booking link, Prov. Eingang or Status", () => {
    expect(abrechnungColumns(as(internal))).toEqual([
      'buchungsnr',
      'maklernr',
      'zeichnungsdatum',
      'courtageart',
      'provisionsSatzProzent',
      'bewertungssumme',
      'courtagesumme',
      'courtageeingDatum',
      'rechDatum',
      'status',
      'automatisch',
      'istOverhead',
      'bearbeiter',
      'bemerkung',
    ]);
    expect(abrechnungColumns(as(broker))).toEqual([
      'buchungsnr',
      'maklernr',
      'zeichnungsdatum',
      'courtageart',
      'bewertungssumme',
      'provBetrag',
      'courtageeingDatum',
      'rechDatum',
      'status',
    ]);
    expect(abrechnungColumns(as(broker, customer))).toEqual([
      'maklernr',
      'zeichnungsdatum',
      'courtageart',
      'bewertungssumme',
      'provBetrag',
      'rechDatum',
    ]);
  });

  it('the two internal checkboxes only for internal staff', () => {
    expect(showsInternalCourtageChecks(as(internal, broker))).toBe(true);
    expect(showsInternalCourtageChecks(as(lead))).toBe(false);
  });
});

describe('deleting and copying a booking (spec §4.4, §6, decision 0023)', () => {
  it('delete: below status 3 only; internal staff always then, a booking lead only with allowNewBuchung', () => {
    expect(canDeleteBuchung(as(internal), { status: 2, allowNewBuchung: false })).toBe(true);
    expect(canDeleteBuchung(as(internal), { status: 3, allowNewBuchung: true })).toBe(false);
    expect(canDeleteBuchung(as(lead), { status: 1, allowNewBuchung: true })).toBe(true);
    expect(canDeleteBuchung(as(lead), { status: 1, allowNewBuchung: false })).toBe(false);
    expect(canDeleteBuchung(as(broker), { status: 1, allowNewBuchung: true })).toBe(false);
  });

  it('copy and Storno: an editing view with allowNewBuchung', () => {
    expect(canCopyBuchung(as(lead), { allowNewBuchung: true })).toBe(true);
    expect(canCopyBuchung(as(lead), { allowNewBuchung: false })).toBe(false);
    expect(canCopyBuchung(as(broker), { allowNewBuchung: true })).toBe(false);
  });
});

describe('the remark of a commission (spec §4.4, §6)', () => {
  it('locked once it has content, unless the viewer is internal or a main-structure lead', () => {
    expect(isCourtageBemerkungLocked(as(broker), 'Abgestimmt mit Frau Meier')).toBe(true);
    expect(isCourtageBemerkungLocked(as(broker), '   ')).toBe(false);
    expect(isCourtageBemerkungLocked(as(internal), 'Abgestimmt')).toBe(false);
    expect(isCourtageBemerkungLocked(as(lead), 'Abgestimmt')).toBe(false);
  });

  it('internal staff without broker access read that brokers see it', () => {
    expect(courtageBemerkungLabel(as(internalWithoutBrokerAccess))).toBe(
      'Bemerkung zur Courtage (Sichtbar für Vermittler)',
    );
    expect(courtageBemerkungLabel(as(internal))).toBe('Bemerkung zur Courtage');
    expect(courtageBemerkungLabel(as(broker))).toBe('Bemerkung zur Courtage');
  });
});
