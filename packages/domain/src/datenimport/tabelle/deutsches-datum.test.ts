import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATUM_UNGUELTIG, DATUM_UNMOEGLICH, excelSerialZuIso, parseGermanDate } from './deutsches-datum';

const datum = (wert: string | number | Date) => {
  const r = parseGermanDate(wert);
  return r.ok ? r.wert : r.fehler;
};

describe('parseGermanDate', () => {
  it.each([
    ['01.02.2024', '2024-02-01'],
    ['1.2.2024', '2024-02-01'],
    ['1.2.24', '2024-02-01'],
    ['31.12.29', '2029-12-31'],
    ['01.01.30', '1930-01-01'],
    ['15.07.65', '1965-07-15'],
    [' 29.02.2024 ', '2024-02-29'],
    ['01/02/2024', '2024-02-01'],
    ['2024-02-01', '2024-02-01'],
    ['2024-2-1', '2024-02-01'],
    ['2024-02-01T00:00:00', '2024-02-01'],
    ['2024-02-01T00:00:00.000Z', '2024-02-01'],
    ['01.02.2024 13:45', '2024-02-01'],
    ['01022024', '2024-02-01'],
    ['20240201', '2024-02-01'],
    ['45323', '2024-02-01'],
    ['45323,5', '2024-02-01'],
  ])('„%s“ → %s', (text, iso) => {
    expect(datum(text)).toBe(iso);
  });

  it('reads Excel serial days of number cells (1900 date system, its fake 29.02.1900 refused)', () => {
    expect(datum(45323)).toBe('2024-02-01');
    expect(datum(45323.75)).toBe('2024-02-01');
    expect(datum(1)).toBe('1900-01-01');
    expect(datum(59)).toBe('1900-02-28');
    expect(datum(61)).toBe('1900-03-01');
    expect(datum(36526)).toBe('2000-01-01');
    expect(excelSerialZuIso(60)).toEqual({ ok: false, fehler: DATUM_UNGUELTIG });
    expect(datum(0)).toBe(DATUM_UNGUELTIG);
    expect(datum(-3)).toBe(DATUM_UNGUELTIG);
  });

  it('reads the Date cells of exceljs (UTC midnight; a time of day stays on its day)', () => {
    expect(datum(new Date(Date.UTC(2024, 1, 1)))).toBe('2024-02-01');
    expect(datum(new Date(Date.UTC(1965, 6, 15, 23, 59, 59, 400)))).toBe('1965-07-15');
    expect(datum(new Date(Date.UTC(2024, 1, 1, 23, 59, 59, 999)))).toBe('2024-02-02');
    expect(datum(new Date(Number.NaN))).toBe(DATUM_UNMOEGLICH);
    expect(datum(new Date(Date.UTC(1700, 0, 1)))).toBe(DATUM_UNMOEGLICH);
  });

  it.each([
    ['31.02.2024', DATUM_UNMOEGLICH],
    ['29.02.2023', DATUM_UNMOEGLICH],
    ['00.00.2024', DATUM_UNMOEGLICH],
    ['2024-13-01', DATUM_UNMOEGLICH],
    ['01.01.1700', DATUM_UNMOEGLICH],
    ['morgen', DATUM_UNGUELTIG],
    ['2024', DATUM_UNGUELTIG],
    ['1.2.', DATUM_UNGUELTIG],
    ['01.02.024', DATUM_UNGUELTIG],
    ['', DATUM_UNGUELTIG],
  ])('„%s“ is refused: %s', (text, fehler) => {
    expect(datum(text)).toBe(fehler);
  });

  it('property: a German date of any real day reads back as that day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const [j, m, t] = iso.split('-');
          expect(parseGermanDate(`${t}.${m}.${j}`)).toEqual({ ok: true, wert: iso });
          expect(parseGermanDate(`${Number(t)}.${Number(m)}.${j}`)).toEqual({ ok: true, wert: iso });
          expect(parseGermanDate(iso)).toEqual({ ok: true, wert: iso });
        },
      ),
    );
  });

  it('property: never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const r = parseGermanDate(text);
        expect(r.ok ? /^\d{4}-\d{2}-\d{2}$/.test(r.wert) : r.fehler.length > 0).toBe(true);
      }),
    );
  });
});
