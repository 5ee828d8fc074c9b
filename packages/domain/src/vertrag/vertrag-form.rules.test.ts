import { describe, expect, it } from 'vitest';
import { type AllgemeineValues, SaveAllgemeineBodySchema } from './allgemeine.schema';
import {
  type AllgemeineContext,
  allgemeineLabel,
  applyAllgemeineRules,
  applyDurationMode,
  buildAllgemeineFields,
  canCancelByMail,
  editableKeys,
  showsZahlweiseBemerkung,
} from './vertrag-form.rules';
import type { WeitereValues } from './weitere.schema';
import { buildWeitereFields } from './weitere-form.rules';

const values = (over: Partial<AllgemeineValues> = {}): AllgemeineValues => ({
  gesellschaft: '1',
  description: '2',
  status: 'aktiv',
  nummer: 'KF-4711-0815',
  druckPolNr: null,
  produktbez: 'Kfz',
  beginn: '2019-01-01',
  anzeigeModusDauer: 'ENDE',
  ende: '2030-01-01',
  laufzeit: null,
  hauptfaelligkeit: null,
  praemiebto_zahlweise: 61_240,
  praemiento_zahlweise: 51_462,
  zahlrhythm: 'jährlich',
  zahlweiseBemerkung: null,
  zahlungsart: 'Lastschrift',
  bankverbindung: null,
  externeKennung: null,
  isEigenerVertrag: false,
  fremdanlage: false,
  kundeEingelesen: false,
  provisionsfrei: false,
  teilung: null,
  anbindung: 'Direktanbindung',
  betreuungsstufe: 'Standard',
  konvertierung: false,
  kennzeichen: 'B-EM 1234',
  beitragszahlungsdauer: null,
  letzteAenderungGueltigAb: null,
  aenderungsGrund: null,
  displayFremdges: null,
  maklerGesellNr: '4711-10001',
  einlesenUpdaten: false,
  ...over,
});
const ctx = (over: Partial<AllgemeineContext> = {}): AllgemeineContext => ({
  canEdit: true,
  canChangeStatus: true,
  isAgent: false,
  gesellschaften: [{ value: '1', label: 'HUK-COBURG' }],
  sparten: [{ value: '2', label: 'Kraftfahrt' }],
  combos: { maklerGesellNr: [{ value: '4711-10001', label: '4711-10001' }], anbindung: [] },
  policyNumberMessage: null,
  ...over,
});
const field = (v: AllgemeineValues, c: AllgemeineContext, key: string) =>
  buildAllgemeineFields(v, c).find((f) => f.key === key);

describe('duration mode (spec 4)', () => {
  it('ENDE keeps the end date and clears the duration; LAUFZEIT the reverse', () => {
    expect(applyDurationMode({ anzeigeModusDauer: 'ENDE', ende: '2030-01-01', laufzeit: 5 })).toEqual({
      anzeigeModusDauer: 'ENDE',
      ende: '2030-01-01',
      laufzeit: null,
    });
    expect(applyDurationMode({ anzeigeModusDauer: 'LAUFZEIT', ende: '2030-01-01', laufzeit: 5 })).toEqual({
      anzeigeModusDauer: 'LAUFZEIT',
      ende: null,
      laufzeit: 5,
    });
  });

  it('shows only the active one of Ende and Laufzeit', () => {
    expect(field(values(), ctx(), 'ende')?.visible).toBe(true);
    expect(field(values(), ctx(), 'laufzeit')?.visible).toBe(false);
    const laufzeit = values({ anzeigeModusDauer: 'LAUFZEIT' });
    expect(field(laufzeit, ctx(), 'ende')?.visible).toBe(false);
    expect(field(laufzeit, ctx(), 'laufzeit')?.visible).toBe(true);
  });
});

describe('general form fields (spec 2.2, 4)', () => {
  it('uses the agent labels for an agent (FA)', () => {
    expect(allgemeineLabel('maklerGesellNr', false)).toBe('Courtagenummer');
    expect(allgemeineLabel('maklerGesellNr', true)).toBe('Vermittlernummer Gesellschaft');
    expect(allgemeineLabel('einlesenUpdaten', false)).toBe('GDV-Datenänderung');
    expect(allgemeineLabel('einlesenUpdaten', true)).toBe('OMDS Änderung');
    expect(field(values(), ctx({ isAgent: true }), 'maklerGesellNr')?.label).toBe('Vermittlernummer Gesellschaft');
    expect(field(values(), ctx({ isAgent: true }), 'einlesenUpdaten')?.label).toBe('OMDS Änderung');
  });

  it('disables Betreuungsstufe without Anbindung and clears it on save', () => {
    expect(field(values(), ctx(), 'betreuungsstufe')?.disabled).toBe(false);
    expect(field(values({ anbindung: null }), ctx(), 'betreuungsstufe')?.disabled).toBe(true);
    expect(applyAllgemeineRules(values({ anbindung: null })).betreuungsstufe).toBeNull();
    expect(applyAllgemeineRules(values()).betreuungsstufe).toBe('Standard');
  });

  it("shows zahlweiseBemerkung only for agents with Zahlweise 'Sonstiges'", () => {
    expect(showsZahlweiseBemerkung({ zahlrhythm: 'Sonstiges' }, true)).toBe(true);
    expect(showsZahlweiseBemerkung({ zahlrhythm: 'Sonstiges' }, false)).toBe(false);
    expect(showsZahlweiseBemerkung({ zahlrhythm: 'jährlich' }, true)).toBe(false);
    expect(field(values({ zahlrhythm: 'Sonstiges' }), ctx({ isAgent: true }), 'zahlweiseBemerkung')?.visible).toBe(
      true,
    );
    expect(field(values({ zahlrhythm: 'Sonstiges' }), ctx(), 'zahlweiseBemerkung')?.visible).toBe(false);
    expect(field(values(), ctx(), 'zahlrhythm')?.options?.map((o) => o.value)).toContain('Sonstiges');
  });

  it('keeps Kennzeichen read-only and every field disabled without the edit right', () => {
    expect(field(values(), ctx(), 'kennzeichen')).toMatchObject({ disabled: true, value: 'B-EM 1234' });
    expect(buildAllgemeineFields(values(), ctx({ canEdit: false })).every((f) => f.disabled)).toBe(true);
    expect(field(values(), ctx({ canChangeStatus: false }), 'status')?.disabled).toBe(true);
  });

  it('carries the policy-number message, currency in cents and the 300-character limit', () => {
    const message = 'Die Nummer entspricht nicht dem Format der Gesellschaft.';
    expect(field(values(), ctx({ policyNumberMessage: message }), 'nummer')?.validationMessage).toBe(message);
    expect(field(values(), ctx(), 'praemiebto_zahlweise')).toMatchObject({ type: 'currency', value: 61_240 });
    expect(field(values(), ctx(), 'produktbez')?.maxLength).toBe(300);
  });

  it('keeps a stored select value selectable even when the catalogue lacks it', () => {
    expect(field(values({ zahlungsart: 'Scheck' }), ctx(), 'zahlungsart')?.options).toContainEqual({
      value: 'Scheck',
      label: 'Scheck',
    });
  });

  it('lets a save change only visible and enabled fields', () => {
    const keys = editableKeys(buildAllgemeineFields(values({ anbindung: null }), ctx({ canChangeStatus: false })));
    expect(keys.has('produktbez')).toBe(true);
    expect(keys.has('kennzeichen')).toBe(false);
    expect(keys.has('status')).toBe(false);
    expect(keys.has('betreuungsstufe')).toBe(false);
    expect(keys.has('laufzeit')).toBe(false);
    expect(keys.has('zahlweiseBemerkung')).toBe(false);
  });
});

describe('general form input', () => {
  const parse = (v: Record<string, unknown>) => SaveAllgemeineBodySchema.safeParse({ version: 1, values: v });

  it('limits produktbez to 300 characters with the German message', () => {
    expect(parse({ produktbez: 'x'.repeat(300) }).success).toBe(true);
    expect(parse({ produktbez: 'x'.repeat(301) }).error?.issues[0]?.message).toBe(
      'Die Produktbezeichnung darf höchstens 300 Zeichen lang sein.',
    );
  });

  it('takes money as whole cents and refuses fractions of a cent', () => {
    expect(parse({ praemiebto_zahlweise: '12345' }).data?.values.praemiebto_zahlweise).toBe(12_345);
    expect(parse({ praemiebto_zahlweise: 123.5 }).error?.issues[0]?.message).toBe(
      'Bitte geben Sie einen gültigen Betrag mit höchstens 2 Nachkommastellen ein.',
    );
    expect(parse({ praemiebto_zahlweise: '' }).data?.values.praemiebto_zahlweise).toBeNull();
    expect(parse({ praemiebto_zahlweise: true }).success).toBe(false);
  });

  it('requires a policy number and a known Zahlweise', () => {
    expect(parse({ nummer: '  ' }).error?.issues[0]?.message).toBe('Bitte geben Sie die Versicherungsnummer an.');
    expect(parse({ zahlrhythm: 'wöchentlich' }).error?.issues[0]?.message).toBe(
      'Bitte wählen Sie eine gültige Zahlweise.',
    );
  });
});

describe('further details fields', () => {
  const weitere: WeitereValues = {
    vermittlernummerBemerkung: null,
    bezug: null,
    bemerkungStatus: null,
    kundennr: '100001',
    geteiltMitKunde: false,
    erfassungsdatum: '2018-11-20',
    dateUpdatetdGDV: null,
    pramieBruttoJahr: 61_240,
    pramieNettoJahr: 51_462,
    bestandsubertragung: false,
    alleRechtePflichten: false,
    korrespondenz: false,
    buAbgelehnt: false,
    letzteAnderung: '2024-03-01T13:05:00.000Z',
    vertragssumme: null,
    courtageBemerkung: null,
  };

  it('keeps kundennr, GDV date and last change read-only and shows the change in German', () => {
    const fields = buildWeitereFields(weitere, { canEdit: true });
    const byKey = (k: string) => fields.find((f) => f.key === k);
    expect(byKey('kundennr')?.disabled).toBe(true);
    expect(byKey('dateUpdatetdGDV')?.disabled).toBe(true);
    expect(byKey('letzteAnderung')).toMatchObject({ disabled: true, value: '01.03.2024 14:05' });
    expect(byKey('bezug')?.disabled).toBe(false);
    expect(buildWeitereFields(weitere, { canEdit: false }).every((f) => f.disabled)).toBe(true);
  });
});

describe('cancellation by mail (spec 4)', () => {
  it('is possible only with canMail and no cancellation running', () => {
    expect(canCancelByMail({ canMail: true, kuendigungLaeuft: false })).toBe(true);
    expect(canCancelByMail({ canMail: true, kuendigungLaeuft: true })).toBe(false);
    expect(canCancelByMail({ canMail: false, kuendigungLaeuft: false })).toBe(false);
    expect(canCancelByMail({ canMail: false, kuendigungLaeuft: true })).toBe(false);
  });
});
