/**
 * The inside of a PDF literal string "(…)" for any text: plain ASCII stays readable, anything else is
 * UTF-16BE with a byte order mark, byte by byte as octal escapes (the result is pure ASCII).
 */
export function encodePdfLiteral(text: string): string {
  const escaped = (ch: string) => (ch === '\\' || ch === '(' || ch === ')' ? `\\${ch}` : ch);
  if (/^[\x20-\x7e]*$/.test(text)) {
    return [...text].map(escaped).join('');
  }
  const utf16 = Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
  return [...utf16]
    .map((byte) => {
      const ch = String.fromCharCode(byte);
      return byte >= 0x20 && byte <= 0x7e ? escaped(ch) : `\\${byte.toString(8).padStart(3, '0')}`;
    })
    .join('');
}

/** Text of a PDF text string: UTF-16BE or UTF-8 with byte order mark, else PDFDocEncoding (read as Latin-1). */
export function decodePdfTextString(bytes: Buffer): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const body = Buffer.from(bytes.subarray(2, 2 + ((bytes.length - 2) & ~1)));
    return body.swap16().toString('utf16le');
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return bytes.subarray(3).toString('utf8');
  }
  return bytes.toString('latin1');
}

const ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };

/** Bytes of the literal string starting with '(' at `start` of a Latin-1 view of the file, and the index after it. */
export function readLiteralString(text: string, start: number): { bytes: Buffer; end: number } {
  const bytes: number[] = [];
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === '\\') {
      const next = text[i + 1] ?? '';
      const octal = /^[0-7]{1,3}/.exec(text.slice(i + 1, i + 4));
      if (octal) {
        bytes.push(Number.parseInt(octal[0], 8) & 0xff);
        i += 1 + octal[0].length;
        continue;
      }
      if (next === '\r' || next === '\n') {
        // A backslash at the end of a line continues the string on the next one.
        i += next === '\r' && text[i + 2] === '\n' ? 3 : 2;
        continue;
      }
      bytes.push(ESCAPES[next] ?? next.charCodeAt(0));
      i += 2;
      continue;
    }
    if (ch === '(') {
      depth += 1;
      if (depth === 1) {
        i += 1;
        continue;
      }
    } else if (ch === ')') {
      depth -= 1;
      if (depth === 0) {
        return { bytes: Buffer.from(bytes), end: i + 1 };
      }
    }
    bytes.push(ch.charCodeAt(0) & 0xff);
    i += 1;
  }
  return { bytes: Buffer.from(bytes), end: text.length };
}

/** A PDF date such as D:20261125150400Z or D:20261125160400+01'00'; null when unreadable. */
export function parsePdfDate(text: string): Date | null {
  const match = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(\d{2})?'?(\d{2})?'?)?/.exec(text.trim());
  if (!match) {
    return null;
  }
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', sign, offH, offM] = match;
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const offsetMinutes = (Number(offH ?? 0) * 60 + Number(offM ?? 0)) * (sign === '-' ? -1 : 1);
  const date = new Date(utc - (sign === '+' || sign === '-' ? offsetMinutes : 0) * 60_000);
  return Number.isNaN(date.getTime()) ? null : date;
}
