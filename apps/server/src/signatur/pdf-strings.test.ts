import { describe, expect, it } from 'vitest';
import { decodePdfTextString, encodePdfLiteral, parsePdfDate, readLiteralString } from './pdf-strings';

const roundTrip = (text: string) => decodePdfTextString(readLiteralString(`(${encodePdfLiteral(text)})`, 0).bytes);

describe('encodePdfLiteral', () => {
  it('keeps ASCII readable and escapes what would end the string', () => {
    expect(encodePdfLiteral('Vorgang (42) \\ ok')).toBe('Vorgang \\(42\\) \\\\ ok');
  });

  it('writes other text as UTF-16 with byte order mark in pure ASCII', () => {
    const encoded = encodePdfLiteral('Groß ✓');
    expect(encoded).toMatch(/^[\x20-\x7e]*$/);
    expect(encoded.startsWith('\\376\\377')).toBe(true);
  });

  it.each(['Erika Mustermann', 'Jürgen Groß (Makler)', 'Zoë 李 😀', ')(\\'])('round-trips %s', (text) => {
    expect(roundTrip(text)).toBe(text);
  });
});

describe('readLiteralString', () => {
  it('handles nesting, escapes, octal codes and line continuations', () => {
    const source = 'x (a (b) \\n\\)\\101\\0 c\\\nd) rest';
    const { bytes, end } = readLiteralString(source, 2);
    expect(bytes.toString('latin1')).toBe('a (b) \n)A\0 cd');
    expect(source.slice(end)).toBe(' rest');
  });

  it('stops at the end of an unterminated string', () => {
    expect(readLiteralString('(offen', 0)).toEqual({ bytes: Buffer.from('offen'), end: 6 });
  });
});

describe('decodePdfTextString', () => {
  it('reads UTF-16BE, UTF-8 with BOM and PDFDocEncoding', () => {
    expect(decodePdfTextString(Buffer.from([0xfe, 0xff, 0x00, 0xe4, 0x00, 0x21]))).toBe('ä!');
    expect(decodePdfTextString(Buffer.from([0xef, 0xbb, 0xbf, 0xc3, 0xa4]))).toBe('ä');
    expect(decodePdfTextString(Buffer.from([0x47, 0x72, 0x6f, 0xdf]))).toBe('Groß');
  });
});

describe('parsePdfDate', () => {
  it('reads UTC, offsets and partial dates', () => {
    expect(parsePdfDate('D:20261125150405Z')?.toISOString()).toBe('2026-11-25T15:04:05.000Z');
    expect(parsePdfDate("D:20261125160405+01'00'")?.toISOString()).toBe('2026-11-25T15:04:05.000Z');
    expect(parsePdfDate("D:20261125100405-05'00")?.toISOString()).toBe('2026-11-25T15:04:05.000Z');
    expect(parsePdfDate('D:2026')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('is null for anything else', () => {
    expect(parsePdfDate('25.11.2026')).toBeNull();
    expect(parsePdfDate('')).toBeNull();
  });
});
