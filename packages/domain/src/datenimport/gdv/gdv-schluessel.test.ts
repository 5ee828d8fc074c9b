import { describe, expect, it } from 'vitest';
import { zahlweisen } from '../../vertrag/allgemeine.schema';
import { contractStatuses } from '../../vertrag/vertrag-status';
import { anrede, land, personRolle, vertragsstatus, zahlweise } from './gdv-schluessel';
import { gdvSparteName, gdvSparten, vertragssparteFuerGdvSparte } from './gdv-sparten';

describe('GDV key values in our words', () => {
  it('maps the Anredeschlüssel', () => {
    expect(['1', '2', '3', '0', 'A', '9', ' '].map(anrede)).toEqual([
      'Herr',
      'Frau',
      'Firma',
      'Divers',
      'Firma',
      null,
      null,
    ]);
  });

  it('maps the Adresskennzeichen to the person roles', () => {
    expect(['01', '02', '03', '04', '06', '09', null].map(personRolle)).toEqual([
      'versicherungsnehmer',
      'versichertePerson',
      'beitragszahler',
      'bezugsberechtigter',
      'abweichenderHalter',
      'sonstige',
      'versicherungsnehmer',
    ]);
  });

  it('maps Länderkennzeichen to ISO codes', () => {
    expect(['D', 'A', 'CH', ' nl', '', 'XYZ'].map(land)).toEqual(['DE', 'AT', 'CH', 'NL', null, null]);
  });

  it('maps Vertragsstatus and Zahlungsweise into our vocabularies', () => {
    // Anlage 24 as the GDV's field descriptions list it (1 lebend … 4 storniert … 9 Sonstiges).
    const status = ['1', '2', '3', '4', '5', '6', '7', '8'].map(vertragsstatus);
    expect(status).toEqual([
      'aktiv',
      'aktiv',
      'ruhend',
      'storniert',
      'ruhend',
      'beitragsfrei',
      'beitragsfrei',
      'aktiv',
    ]);
    for (const s of status) {
      expect(contractStatuses).toContain(s);
    }
    expect(vertragsstatus('9')).toBeNull();
    expect(vertragsstatus('X')).toBeNull();
    const weisen = ['1', '2', '4', '8', '6', '3'].map(zahlweise);
    expect(weisen).toEqual(['jährlich', 'halbjährlich', 'vierteljährlich', 'monatlich', 'einmalig', 'Sonstiges']);
    for (const w of weisen) {
      expect(zahlweisen).toContain(w);
    }
    expect(zahlweise(' ')).toBeNull();
  });
});

describe('GDV Sparten', () => {
  it('names the Sparten of the table and the ones it does not know', () => {
    expect([gdvSparten['010'], gdvSparten['050'], gdvSparten['130'], gdvSparten['140']]).toEqual([
      'Leben',
      'Kraftfahrt',
      'Verbundene Hausrat',
      'Verbundene Wohngebäude',
    ]);
    expect(gdvSparteName('999')).toBe('Sparte 999');
  });

  it('maps GDV Sparten to our Vertragssparten (branches keys)', () => {
    expect(
      ['010', '020', '030', '040', '050', '051', '070', '110', '130', '140'].map(
        (c) => vertragssparteFuerGdvSparte(c)?.key,
      ),
    ).toEqual(['LV', 'PKV', 'UNF', 'PHV', 'KFZ', 'KFZ', 'RS', 'GLAS', 'HR', 'WG']);
    expect(vertragssparteFuerGdvSparte('190')).toBeNull();
    expect(vertragssparteFuerGdvSparte(null)).toBeNull();
  });
});
