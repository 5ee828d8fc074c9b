import { AppError } from '@maklerwerk/domain';

type CursorValue = string | number | null;

/**
 * Keyset cursors: the sort and the sort values of a page's last row, base64url JSON. A cursor of
 * another sort, or one that does not decode, answers 400 like any other bad paging input.
 */
export function encodeCursor(sort: string, values: CursorValue[]): string {
  return Buffer.from(JSON.stringify({ s: sort, v: values })).toString('base64url');
}

export function decodeCursor(cursor: string, sort: string, length: number): CursorValue[] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null && 's' in parsed && 'v' in parsed) {
      const { s, v } = parsed as { s: unknown; v: unknown };
      const valid =
        s === sort &&
        Array.isArray(v) &&
        v.length === length &&
        v.every((x) => x === null || typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x)));
      if (valid) {
        return v as CursorValue[];
      }
    }
  } catch {
    // fall through: not a cursor of ours
  }
  throw new AppError('VALIDATION', undefined, { cursor: 'Ungültige Seitenangabe.' });
}
