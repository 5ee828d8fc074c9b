import { describe, expect, it } from 'vitest';
import { zahlweisen } from '../../vertrag/allgemeine.schema';
import { contractStatuses } from '../../vertrag/vertrag-status';
import {
  parseAnrede,
  parseLand,
  parseVertragStatus,
  parseZahlweise,
  statusFehler,
  zahlweiseFehler,
} from './tabellen-woerter';

const wert = <T>(r: { ok: true; wert: T } | { ok: false; fehler: string }) => (r.ok ? r.wert : r.fehler);

describe('parseZahlweise', () => {
  it.each([
    ['jährlich', 'jährlich'],
    ['Jährlich', 'jährlich'],
    ['jährl.', 'jährlich'],
    ['jaehrlich', 'jährlich'],
    ['1', 'jährlich'],
    ['halbjährlich', 'halbjährlich'],
    ['halbj.', 'halbjährlich'],
    ['2', 'halbjährlich'],
    ['vierteljährlich', 'vierteljährlich'],
    ['viertelj.', 'vierteljährlich'],
    ['Quartal', 'vierteljährlich'],
    ['4', 'vierteljährlich'],
    ['monatlich', 'monatlich'],
    ['monatl.', 'monatlich'],
    ['mtl.', 'monatlich'],
    ['12', 'monatlich'],
    ['einmalig', 'einmalig'],
    ['Einmalbeitrag', 'einmalig'],
    ['0', 'einmalig'],
  ])('„%s“ → %s', (text, zw) => {
    expect(wert(parseZahlweise(text))).toBe(zw);
    expect(zahlweisen).toContain(zw);
  });

  it('refuses an unknown word with a message naming it', () => {
    expect(wert(parseZahlweise('alle 3 Jahre'))).toBe(zahlweiseFehler('alle 3 Jahre'));
    expect(wert(parseZahlweise('3'))).toBe(zahlweiseFehler('3'));
  });
});

describe('parseVertragStatus', () => {
  it.each([
    ['aktiv', 'aktiv'],
    ['lebend', 'aktiv'],
    ['Laufend', 'aktiv'],
    ['in Kraft', 'aktiv'],
    ['Angebot', 'angebot'],
    ['Antrag', 'antrag'],
    ['beitragsfrei', 'beitragsfrei'],
    ['ruhend', 'ruhend'],
    ['gekündigt', 'gekuendigt'],
    ['gek.', 'gekuendigt'],
    ['Storno', 'storniert'],
    ['storniert', 'storniert'],
    ['abgelaufen', 'abgelaufen'],
  ])('„%s“ → %s', (text, status) => {
    expect(wert(parseVertragStatus(text))).toBe(status);
    expect(contractStatuses).toContain(status);
  });

  it('refuses an unknown status', () => {
    expect(wert(parseVertragStatus('vielleicht'))).toBe(statusFehler('vielleicht'));
  });
});

describe('parseAnrede and parseLand', () => {
  it('maps Anrede words to ours; couples get none', () => {
    expect(wert(parseAnrede('Herrn'))).toBe('Herr');
    expect(wert(parseAnrede('Fr.'))).toBe('Frau');
    expect(wert(parseAnrede('Fa.'))).toBe('Firma');
    expect(wert(parseAnrede('Eheleute'))).toBeNull();
    expect(parseAnrede('Hochwürden').ok).toBe(false);
  });

  it('maps country names and codes to the ISO code', () => {
    expect(wert(parseLand('D'))).toBe('DE');
    expect(wert(parseLand('Deutschland'))).toBe('DE');
    expect(wert(parseLand('österreich'))).toBe('AT');
    expect(wert(parseLand('A'))).toBe('AT');
    expect(wert(parseLand('CH'))).toBe('CH');
    expect(parseLand('Atlantis').ok).toBe(false);
  });
});
