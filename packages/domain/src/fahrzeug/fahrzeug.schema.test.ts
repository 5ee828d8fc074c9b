import { describe, expect, it } from 'vitest';
import {
  FahrzeugDatenSchema,
  FahrzeugDatenValuesSchema,
  fahrzeugLabels,
  SaveFahrzeugDatenBodySchema,
} from './fahrzeug.schema';

/** The message of one field, or undefined when the value is accepted. */
function messageFor(key: string, value: unknown): string | undefined {
  const result = FahrzeugDatenSchema.safeParse({ [key]: value });
  if (result.success) {
    return undefined;
  }
  return result.error.issues.find((i) => i.path[0] === key)?.message;
}

const intLimits: [string, number, string][] = [
  ['leistung', 10_000, 'Die Leistung (kW) muss eine positive ganze Zahl sein'],
  ['plaetze', 1_000, 'Die Anzahl der Plätze muss eine positive ganze Zahl sein'],
  ['hubraum', 1_000_000_000, 'Der Hubraum (cm³) muss eine positive ganze Zahl sein'],
  ['kilometerstand', 1_000_000_000, 'Der Kilometerstand muss eine positive ganze Zahl sein'],
  ['kilometerleistung', 1_000_000_000, 'Die Kilometerleistung muss eine positive ganze Zahl sein'],
  ['nutzlast', 1_000_000_000, 'Die Nutzlast muss eine positive ganze Zahl sein'],
  ['neuwert', 100_000_000, 'Der Neuwert muss eine positive ganze Zahl sein'],
  ['zeitwert', 1_000_000_000, 'Der Zeitwert muss eine positive ganze Zahl sein'],
];

describe('vehicle limits (spec 5)', () => {
  it.each(intLimits)('%s: positive integer below %d', (key, below, message) => {
    expect(messageFor(key, below - 1)).toBeUndefined();
    expect(messageFor(key, 1)).toBeUndefined();
    expect(messageFor(key, String(below - 1))).toBeUndefined();
    for (const bad of [below, 0, -1, 1.5, 'abc', true]) {
      expect(messageFor(key, bad), `${key}=${String(bad)}`).toBe(message);
    }
  });

  it.each(intLimits)('%s: empty input is allowed and becomes null', (key) => {
    for (const empty of ['', null, undefined]) {
      const parsed = FahrzeugDatenSchema.parse({ [key]: empty });
      expect(parsed[key as keyof typeof parsed]).toBeNull();
    }
  });

  it('keeps the exact leistung message of the spec', () => {
    expect(messageFor('leistung', 9999)).toBeUndefined();
    expect(messageFor('leistung', 10000)).toBe('Die Leistung (kW) muss eine positive ganze Zahl sein');
  });

  it.each([
    ['kennzeichen', 12, 'Das Kennzeichen darf höchstens 12 Zeichen lang sein.'],
    ['motornr', 20, 'Die Motornummer darf höchstens 20 Zeichen lang sein.'],
    ['marke', 50, 'Die Marke darf höchstens 50 Zeichen lang sein.'],
    ['handelsbez', 50, 'Die Handelsbezeichnung darf höchstens 50 Zeichen lang sein.'],
  ])('%s: at most %d characters', (key, max, message) => {
    expect(messageFor(key, 'x'.repeat(max))).toBeUndefined();
    expect(messageFor(key, 'x'.repeat(max + 1))).toBe(message);
    expect(messageFor(key, '')).toBeUndefined();
    expect(messageFor(key, null)).toBeUndefined();
  });

  it('trims text and turns blank text into null', () => {
    const parsed = FahrzeugDatenSchema.parse({ kennzeichen: '  B-EM 1234  ', marke: '   ' });
    expect(parsed.kennzeichen).toBe('B-EM 1234');
    expect(parsed.marke).toBeNull();
  });

  it('accepts an empty form: every field null', () => {
    const parsed = FahrzeugDatenSchema.parse({});
    expect(Object.values(parsed).every((v) => v === null)).toBe(true);
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(fahrzeugLabels).sort());
  });

  it('checks dates and yes/no fields', () => {
    expect(messageFor('erstzulassdat', '15.03.2021')).toBe('Bitte geben Sie ein gültiges Datum ein.');
    expect(messageFor('erstzulassdat', '2021-03-15')).toBeUndefined();
    expect(FahrzeugDatenSchema.parse({ abs: true, kat: null }).abs).toBe(true);
  });

  it('reports every invalid field at once', () => {
    const result = SaveFahrzeugDatenBodySchema.safeParse({ version: 1, daten: { leistung: 0, plaetze: 1000 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['daten.leistung', 'daten.plaetze']);
  });

  it('describes the stored values as plain types for the response', () => {
    expect(FahrzeugDatenValuesSchema.safeParse(FahrzeugDatenSchema.parse({ leistung: 110 })).success).toBe(true);
    expect(FahrzeugDatenValuesSchema.safeParse({ ...FahrzeugDatenSchema.parse({}), leistung: '110' }).success).toBe(
      false,
    );
  });
});
