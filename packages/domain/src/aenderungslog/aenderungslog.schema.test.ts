import { describe, expect, it } from 'vitest';
import { TABLE_PAGE_SIZES } from '../constants';
import { changeLogChangeText, changeLogEntryText, changeLogUserText, fieldsMatching } from './aenderungslog.rules';
import {
  AENDERUNGSLOG_MESSAGES,
  AENDERUNGSLOG_PAGE_SIZE,
  AenderungslogBueroQuerySchema,
  AenderungslogQuerySchema,
  aenderungslogPageSize,
  aenderungslogTitel,
  defaultAenderungslogDatum,
  hasDateFilter,
} from './aenderungslog.schema';

const messages = (input: unknown) => {
  const result = AenderungslogQuerySchema.safeParse(input);
  return result.success ? [] : [...new Set(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))];
};

describe('default date (spec 5.6: one month before today)', () => {
  it('is the same day one month back, in Germany', () => {
    expect(defaultAenderungslogDatum(new Date('2026-05-15T10:00:00Z'))).toBe('2026-04-15');
    // 23:30 UTC on 31 Jan is already 1 Feb in Berlin.
    expect(defaultAenderungslogDatum(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01-01');
  });
  it('clips to the last day of a shorter month and crosses the year', () => {
    expect(defaultAenderungslogDatum(new Date('2026-03-31T10:00:00Z'))).toBe('2026-02-28');
    expect(defaultAenderungslogDatum(new Date('2028-03-30T10:00:00Z'))).toBe('2028-02-29');
    expect(defaultAenderungslogDatum(new Date('2026-01-10T10:00:00Z'))).toBe('2025-12-10');
  });
});

describe('query limits (spec 3.10)', () => {
  it('reads a contract page with defaults: 25 rows, with Schaden', () => {
    const q = AenderungslogQuerySchema.parse({ typ: 'vers', versVetragId: '12', datum: '2026-01-31' });
    expect(q).toMatchObject({ versVetragId: 12, mitSchadensmeldung: true, offset: 0, limit: AENDERUNGSLOG_PAGE_SIZE });
    expect(AenderungslogQuerySchema.parse({ typ: 'vers', versVetragId: 1, mitSchadensmeldung: 'false' })).toMatchObject(
      { mitSchadensmeldung: false },
    );
  });
  it("accepts every table page size a user may choose as the page's limit, and 25 without one", () => {
    for (const limit of TABLE_PAGE_SIZES) {
      expect(AenderungslogQuerySchema.parse({ typ: 'vers', versVetragId: 1, limit: String(limit) }).limit).toBe(limit);
      expect(AenderungslogBueroQuerySchema.parse({ limit }).limit).toBe(limit);
    }
    expect(aenderungslogPageSize(undefined)).toBe(25);
    expect(aenderungslogPageSize(50)).toBe(50);
  });
  it('refuses bad dates, ids, types and missing ids with a German message', () => {
    expect(messages({ typ: 'vers', versVetragId: 1, datum: '2026-02-30' })).toEqual([
      `datum: ${AENDERUNGSLOG_MESSAGES.datum}`,
    ]);
    expect(messages({ typ: 'vers', versVetragId: 1, datum: '31.01.2026' })).toEqual([
      `datum: ${AENDERUNGSLOG_MESSAGES.datum}`,
    ]);
    expect(messages({ typ: 'vers', versVetragId: '0x10' })).toEqual(['versVetragId: Ungültige Id.']);
    expect(messages({ typ: 'person', searchkeyId: '-1' })).toEqual(['searchkeyId: Ungültige Id.']);
    expect(messages({ typ: 'vers' })).toEqual([`versVetragId: ${AENDERUNGSLOG_MESSAGES.vertragFehlt}`]);
    expect(messages({ typ: 'kundendaten' })).toEqual([`searchkeyId: ${AENDERUNGSLOG_MESSAGES.idFehlt}`]);
    expect(messages({ typ: 'versicherung', searchkeyId: 1 })).toEqual([`typ: ${AENDERUNGSLOG_MESSAGES.typ}`]);
    expect(messages({ typ: 'person', searchkeyId: 1, filter: 'x'.repeat(101) })).toEqual([
      `filter: ${AENDERUNGSLOG_MESSAGES.filter}`,
    ]);
    expect(messages({ typ: 'person', searchkeyId: 1, limit: 101 })).toEqual(['limit: Ungültige Seitenangabe.']);
    expect(AenderungslogBueroQuerySchema.safeParse({ datum: '2026-13-01' }).success).toBe(false);
  });
});

describe('page rules (spec 2.5)', () => {
  it('offers the date picker for vers, person, kundendaten, vermittlerdaten and the office only', () => {
    expect(['vers', 'person', 'kundendaten', 'vermittlerdaten'].every((t) => hasDateFilter(t as 'vers'))).toBe(true);
    expect(hasDateFilter(undefined)).toBe(true);
    expect(hasDateFilter('schadensmeldung')).toBe(false);
  });
  it('titles the page', () => {
    expect(aenderungslogTitel(undefined)).toBe('Änderungslog für Maklerauftrag');
    expect(aenderungslogTitel('vers')).toBe('Änderungslog');
  });
  it('names who did it and as whom', () => {
    expect(changeLogUserText({ id: 2, name: 'Max Makler' }, { id: 5, name: 'Ina Intern' })).toBe(
      'Ina Intern als Max Makler',
    );
    expect(changeLogUserText({ id: 2, name: 'Max Makler' }, { id: 2, name: 'Max Makler' })).toBe('Max Makler');
    expect(changeLogUserText({ id: 2, name: 'Max Makler' }, { id: null, name: null })).toBe('Max Makler');
    expect(changeLogUserText({ id: null, name: null }, { id: null, name: null })).toBe('System');
  });
  it('writes Eintrag and Änderung for a German reader', () => {
    expect(changeLogEntryText('fahrzeug', 'kennzeichen', true)).toMatch(/^Fahrzeugdaten: /);
    expect(changeLogEntryText('schadensmeldung', 'reserve', false)).toBe('Reserve');
    expect(changeLogChangeText('2026-01-05', null)).toBe('05.01.2026 → –');
    expect(changeLogChangeText('false', 'true')).toBe('Nein → Ja');
  });
  it('finds fields by their label', () => {
    const found = fieldsMatching(['schadensmeldung', 'fahrzeug'], 'reserve', () => false);
    expect(found).toContainEqual({ recordType: 'schadensmeldung', field: 'reserve' });
    expect(fieldsMatching(['schadensmeldung'], 'schadensmeldung', () => true).length).toBeGreaterThan(5);
  });
});
