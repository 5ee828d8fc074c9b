import { describe, expect, it } from 'vitest';
import { allRights, noRights, type Rights, type SessionUser } from '../auth/user.schema';
import {
  ANLEGERPROFIL_ALREADY_CHECKED,
  ANLEGERPROFIL_ALREADY_CONFIRMED,
  ANLEGERPROFIL_FAULTY,
  ANLEGERPROFIL_SAME_CHECKER,
  ANTRAG_OHNE_VERTRAG,
  anlegerprofilConfirmLabel,
  anlegerprofilConfirmStep,
  canConfirmAnlegerprofil,
  FORMULAR_PASST_NICHT,
  formularCreateError,
  NOT_AN_ANLEGERPROFIL,
} from './formular-antrag.rules';

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
const broker = user(1, 'broker', { canUseDocumentArchive: true });
const internal = user(3, 'internal', allRights);
const otherInternal = user(6, 'internal', allRights);
const customer = user(4, 'customer');
const readOnlyInternal = user(7, 'internal', { ...allRights, isReadOnly: true });

const pending = { status: 'BESTATIGT_PENDING', bestaetigtVon: null };
const confirmedBy = (id: number | null) => ({ status: 'BESTATIGT', bestaetigtVon: id });

describe('anlegerprofilConfirmStep: the four-eyes check (spec §4)', () => {
  it('an unconfirmed profile becomes BESTATIGT, by a broker as by internal staff', () => {
    expect(anlegerprofilConfirmStep(as(broker), pending)).toEqual({ ok: true, next: 'BESTATIGT' });
    expect(anlegerprofilConfirmStep(as(internal), pending)).toEqual({ ok: true, next: 'BESTATIGT' });
  });

  it('a confirmed one becomes BESTATIGT_OK by another original internal staff member', () => {
    expect(anlegerprofilConfirmStep(as(otherInternal), confirmedBy(broker.id))).toEqual({
      ok: true,
      next: 'BESTATIGT_OK',
    });
    expect(anlegerprofilConfirmStep(as(otherInternal), confirmedBy(internal.id))).toEqual({
      ok: true,
      next: 'BESTATIGT_OK',
    });
    // Confirmed before the confirmer was recorded: any internal staff member may check it.
    expect(anlegerprofilConfirmStep(as(internal), confirmedBy(null))).toEqual({ ok: true, next: 'BESTATIGT_OK' });
    // Internal staff viewing as a broker are still internal staff (the original user counts).
    expect(anlegerprofilConfirmStep(as(otherInternal, broker), confirmedBy(internal.id))).toMatchObject({ ok: true });
  });

  it('the person who confirmed may not check it; viewing as somebody else does not change the person', () => {
    expect(anlegerprofilConfirmStep(as(internal), confirmedBy(internal.id))).toEqual({
      ok: false,
      message: ANLEGERPROFIL_SAME_CHECKER,
    });
    expect(anlegerprofilConfirmStep(as(internal, broker), confirmedBy(internal.id))).toEqual({
      ok: false,
      message: ANLEGERPROFIL_SAME_CHECKER,
    });
  });

  it('a broker (not internal staff) cannot do the second check: it is already confirmed for him', () => {
    expect(anlegerprofilConfirmStep(as(broker), confirmedBy(internal.id))).toEqual({
      ok: false,
      message: ANLEGERPROFIL_ALREADY_CONFIRMED,
    });
  });

  it('a checked, a faulty and a missing profile are refused with their own reasons', () => {
    expect(anlegerprofilConfirmStep(as(otherInternal), { status: 'BESTATIGT_OK', bestaetigtVon: 1 })).toEqual({
      ok: false,
      message: ANLEGERPROFIL_ALREADY_CHECKED,
    });
    expect(anlegerprofilConfirmStep(as(internal), { status: 'FEHLERHAFT', bestaetigtVon: null })).toEqual({
      ok: false,
      message: ANLEGERPROFIL_FAULTY,
    });
    expect(anlegerprofilConfirmStep(as(internal), { status: null, bestaetigtVon: null })).toEqual({
      ok: false,
      message: NOT_AN_ANLEGERPROFIL,
    });
  });

  it('German messages as the server answers them', () => {
    expect(ANLEGERPROFIL_SAME_CHECKER).toBe('Die zweite Prüfung muss eine andere Person vornehmen.');
    expect(ANLEGERPROFIL_ALREADY_CONFIRMED).toBe('Das Anlegerprofil ist bereits bestätigt.');
    expect(ANLEGERPROFIL_ALREADY_CHECKED).toBe('Das Anlegerprofil ist bereits geprüft.');
  });
});

describe('canConfirmAnlegerprofil: the row action and the page button', () => {
  it('needs an office writer and an allowed step', () => {
    expect(canConfirmAnlegerprofil(as(broker), pending)).toBe(true);
    expect(canConfirmAnlegerprofil(as(customer), pending)).toBe(false);
    expect(canConfirmAnlegerprofil(as(internal, customer), pending)).toBe(false);
    expect(canConfirmAnlegerprofil(as(readOnlyInternal), confirmedBy(broker.id))).toBe(false);
    expect(canConfirmAnlegerprofil(as(internal), confirmedBy(broker.id))).toBe(true);
    expect(canConfirmAnlegerprofil(as(internal), confirmedBy(internal.id))).toBe(false);
    expect(canConfirmAnlegerprofil(as(broker), confirmedBy(internal.id))).toBe(false);
  });

  it('labels the first confirmation and the second check', () => {
    expect(anlegerprofilConfirmLabel('BESTATIGT_PENDING')).toBe('Anlegerprofil bestätigen');
    expect(anlegerprofilConfirmLabel('BESTATIGT')).toBe('Zweitprüfung bestätigen');
  });
});

describe('formularCreateError: the server creates only what the menus offer', () => {
  it('without a contract only customer forms, an application needs its contract', () => {
    expect(formularCreateError({ antragTyp: 'BESCHWERDE', sparten: [] }, null)).toBeNull();
    expect(formularCreateError({ antragTyp: 'ANLEGERPROFIL', sparten: [] }, null)).toBeNull();
    expect(formularCreateError({ antragTyp: 'ANTRAG', sparten: ['HAUSRAT'] }, null)).toBe(ANTRAG_OHNE_VERTRAG);
  });

  it('with a contract only contract forms whose Sparten meet the contract', () => {
    expect(formularCreateError({ antragTyp: 'ANTRAG', sparten: ['HAUSRAT'] }, ['HAUSRAT'])).toBeNull();
    expect(formularCreateError({ antragTyp: 'BERATUNGSDOKUMENTATION', sparten: [] }, ['KFZ'])).toBeNull();
    expect(formularCreateError({ antragTyp: 'ANTRAG', sparten: ['HAUSRAT'] }, ['KFZ'])).toBe(FORMULAR_PASST_NICHT);
    expect(formularCreateError({ antragTyp: 'ANLEGERPROFIL', sparten: [] }, ['KFZ'])).toBe(FORMULAR_PASST_NICHT);
  });
});
