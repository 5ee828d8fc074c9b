import { describe, expect, it } from 'vitest';
import { betragCents, datum, formatBetrag, text, zahl } from './gdv-felder';
import { dekodiere, erkenneZeichensatz } from './gdv-zeichensatz';
import { GdvZeilenLeser } from './gdv-zeilen';

describe('GDV field decoding', () => {
  it('reads TTMMJJJJ dates, 00 for an unknown day or month, zeros as no date', () => {
    expect(datum('01052004')).toEqual({ wert: '2004-05-01', fehler: null });
    expect(datum('00051979')).toEqual({ wert: '1979-05-01', fehler: null });
    expect(datum('00001979')).toEqual({ wert: '1979-01-01', fehler: null });
    expect(datum('00000000')).toEqual({ wert: null, fehler: null });
    expect(datum('        ')).toEqual({ wert: null, fehler: null });
    expect(datum('29022024').wert).toBe('2024-02-29');
  });

  it('reports impossible dates in German', () => {
    expect(datum('31022023')).toEqual({ wert: null, fehler: 'Das Datum 31.02.2023 gibt es nicht.' });
    expect(datum('29022023').fehler).toContain('29.02.2023');
    expect(datum('01132020').fehler).toContain('01.13.2020');
    expect(datum('0105ab04').fehler).toBe('„0105ab04“ ist kein Datum (TTMMJJJJ).');
  });

  it('reads numbers with implied decimals as cents', () => {
    expect(betragCents('000000041141', 2)).toEqual({ wert: 41141, fehler: null });
    expect(betragCents('000000000012', 0)).toEqual({ wert: 1200, fehler: null });
    expect(betragCents('0000012345', 3)).toEqual({ wert: 1235, fehler: null });
    expect(betragCents('0000001', 1).wert).toBe(10);
    expect(betragCents('            ', 2).wert).toBeNull();
  });

  it('applies the sign of a sign field or of a +/- in the value', () => {
    expect(betragCents('00000000012345', 2, '-').wert).toBe(-12345);
    expect(betragCents('00000000012345', 2, '+').wert).toBe(12345);
    expect(betragCents('-0000012345', 2).wert).toBe(-12345);
    expect(betragCents('0000012345-', 2).wert).toBe(-12345);
    expect(betragCents('0000012345+', 2).wert).toBe(12345);
    expect(betragCents('12a45', 2).fehler).toBe('„12a45“ ist kein Betrag.');
  });

  it('writes Beträge back with implied decimals', () => {
    expect(formatBetrag(41141, 12, 2)).toBe('000000041141');
    expect(formatBetrag(1200, 12, 0)).toBe('000000000012');
  });

  it('trims text and reads Numerisch', () => {
    expect(text('  Köln   ')).toBe('Köln');
    expect(text('     ')).toBeNull();
    expect(zahl(' 0042').wert).toBe(42);
    expect(zahl('4x').fehler).toBe('„4x“ ist keine Zahl.');
  });
});

describe('GDV character sets', () => {
  it('decodes Latin-1 umlauts', () => {
    const bytes = Uint8Array.from([0x4b, 0xf6, 0x6c, 0x6e, 0x20, 0xc4, 0xdf]);
    expect(erkenneZeichensatz(bytes)).toBe('latin1');
    expect(dekodiere(bytes, 'latin1')).toBe('Köln Äß');
  });

  it('detects CP850 (DOS) and UTF-8', () => {
    const cp850 = Uint8Array.from([0x4d, 0x81, 0x6c, 0x6c, 0x65, 0x72, 0x20, 0x84, 0xe1]);
    expect(erkenneZeichensatz(cp850)).toBe('cp850');
    expect(dekodiere(cp850, 'cp850')).toBe('Müller äß');
    const utf8 = new TextEncoder().encode('Straße');
    expect(erkenneZeichensatz(utf8)).toBe('utf8');
    expect(dekodiere(utf8, 'utf8')).toBe('Straße');
    expect(erkenneZeichensatz(new TextEncoder().encode('ASCII'))).toBeNull();
  });
});

describe('GDV record splitting', () => {
  const satz = (c: string) => c.repeat(256);
  const lies = (chunks: string[]) => {
    const leser = new GdvZeilenLeser();
    const zeilen = chunks.flatMap((c) => leser.push(new TextEncoder().encode(c)));
    return [...zeilen, ...leser.end()].map((z) => ({ zeile: z.zeile, laenge: z.bytes.length }));
  };

  it('splits CRLF, LF and records without line breaks, also across chunks', () => {
    const erwartet = [
      { zeile: 1, laenge: 256 },
      { zeile: 2, laenge: 256 },
    ];
    expect(lies([`${satz('a')}\r\n${satz('b')}\r\n`])).toEqual(erwartet);
    expect(lies([`${satz('a')}\n${satz('b')}`])).toEqual(erwartet);
    expect(lies([satz('a') + satz('b')])).toEqual(erwartet);
    expect(lies([`${satz('a')}\r`, `\n${satz('b').slice(0, 100)}`, satz('b').slice(100)])).toEqual(erwartet);
  });

  it('keeps line numbers over blank lines and cuts off endless lines', () => {
    expect(lies([`${satz('a')}\n\n${satz('b')}\n`])).toEqual([
      { zeile: 1, laenge: 256 },
      { zeile: 3, laenge: 256 },
    ]);
    const lang = lies(['x'.repeat(5000), `\n${satz('c')}\n`]);
    expect(lang[0]?.laenge).toBeLessThan(2000);
    expect(lang[1]).toEqual({ zeile: 2, laenge: 256 });
  });
});
