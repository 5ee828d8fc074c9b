import { decodePdfTextString, parsePdfDate, readLiteralString } from './pdf-strings';

export type ByteRange = [number, number, number, number];

export type SignatureDictionary = {
  byteRange: ByteRange;
  /** The DER signature from the gap between the two ranges; empty when the gap is not a hex string. */
  contents: Buffer;
  reason: string | null;
  name: string | null;
  modified: Date | null;
};

type Token = { kind: 'name' | 'string' | 'other'; value: string | Buffer };

const WHITESPACE = /[\0\t\n\f\r ]/;
const DELIMITER = /[\0\t\n\f\r ()<>[\]{}/%]/;
// How far back from /ByteRange the start of its dictionary is looked for.
const LOOK_BACK = 64 * 1024;

/** The '<<' opening the dictionary around `from`, scanning backwards over nested dictionaries. */
function dictionaryStart(text: string, from: number): number {
  let depth = 0;
  for (let i = from - 1; i > 0 && from - i < LOOK_BACK; i--) {
    if (text[i] === '>' && text[i - 1] === '>') {
      depth += 1;
      i -= 1;
    } else if (text[i] === '<' && text[i - 1] === '<') {
      if (depth === 0) {
        return i - 1;
      }
      depth -= 1;
      i -= 1;
    }
  }
  return -1;
}

/** Index after a nested dictionary or array starting at `start`, skipping strings inside it. */
function skipContainer(text: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '(') {
      i = readLiteralString(text, i).end;
      continue;
    }
    if (text.startsWith('<<', i) || ch === '[') {
      depth += 1;
      i += ch === '[' ? 1 : 2;
    } else if (text.startsWith('>>', i) || ch === ']') {
      depth -= 1;
      i += ch === ']' ? 1 : 2;
    } else if (ch === '<') {
      i = text.indexOf('>', i) + 1 || text.length;
      continue;
    } else {
      i += 1;
    }
    if (depth === 0) {
      return i;
    }
  }
  return text.length;
}

/** The entries of the dictionary starting at `start`, nested dictionaries and arrays as opaque tokens. */
function* tokens(text: string, start: number): Generator<Token> {
  let i = start + 2;
  while (i < text.length) {
    const ch = text[i] as string;
    if (WHITESPACE.test(ch)) {
      i += 1;
    } else if (ch === '%') {
      i = text.indexOf('\n', i) + 1 || text.length;
    } else if (text.startsWith('>>', i)) {
      return;
    } else if (ch === '(') {
      const literal = readLiteralString(text, i);
      i = literal.end;
      yield { kind: 'string', value: literal.bytes };
    } else if (text.startsWith('<<', i) || ch === '[') {
      i = skipContainer(text, i);
      yield { kind: 'other', value: '' };
    } else if (ch === '<') {
      const end = text.indexOf('>', i);
      const hex = text.slice(i + 1, end < 0 ? text.length : end).replace(/\s/g, '');
      i = end < 0 ? text.length : end + 1;
      yield { kind: 'string', value: Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex') };
    } else {
      let end = i + 1;
      while (end < text.length && !DELIMITER.test(text[end] as string)) {
        end += 1;
      }
      yield ch === '/' ? { kind: 'name', value: text.slice(i + 1, end) } : { kind: 'other', value: text.slice(i, end) };
      i = end;
    }
  }
}

function stringEntries(text: string, start: number): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let key: string | undefined;
  for (const token of tokens(text, start)) {
    if (key === undefined) {
      // Outside a key this is the rest of an indirect reference ("12 0 R"): skip it.
      key = token.kind === 'name' ? (token.value as string) : undefined;
      continue;
    }
    if (token.kind === 'string') {
      entries.set(key, token.value as Buffer);
    }
    key = undefined;
  }
  return entries;
}

function contentsInGap(pdf: Buffer, [, b, c]: ByteRange): Buffer {
  if (!(b < c && c <= pdf.length && pdf[b] === 0x3c && pdf[c - 1] === 0x3e)) {
    return Buffer.alloc(0);
  }
  const hex = pdf.toString('latin1', b + 1, c - 1).replace(/\s/g, '');
  return /^[0-9a-fA-F]*$/.test(hex) ? Buffer.from(hex, 'hex') : Buffer.alloc(0);
}

/**
 * The signature dictionary of the last /ByteRange in the file (the newest signature), or undefined when
 * there is none. The signature value is taken from the gap the byte range leaves, which is what it signs.
 */
export function findLastSignature(pdf: Buffer): SignatureDictionary | undefined {
  const text = pdf.toString('latin1');
  const at = text.lastIndexOf('/ByteRange');
  if (at < 0) {
    return undefined;
  }
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/y;
  match.lastIndex = at;
  const numbers = match.exec(text)?.slice(1).map(Number);
  if (!numbers || numbers.some((n) => !Number.isSafeInteger(n))) {
    return undefined;
  }
  const byteRange = numbers as ByteRange;
  const start = dictionaryStart(text, at);
  const entries = start < 0 ? new Map<string, Buffer>() : stringEntries(text, start);
  const textOf = (key: string) => {
    const bytes = entries.get(key);
    return bytes ? decodePdfTextString(bytes) : null;
  };
  const modified = textOf('M');
  return {
    byteRange,
    contents: contentsInGap(pdf, byteRange),
    reason: textOf('Reason'),
    name: textOf('Name'),
    modified: modified ? parsePdfDate(modified) : null,
  };
}
