import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants';
import { INT4_MAX } from './id.schema';

export const PAGE_MESSAGE = 'Ungültige Seitenangabe.';

/** A whole number of a query string: a JSON number or decimal digits (not '0x10', '1e3', ' 5'). */
function queryInt(min: number, max: number) {
  const int = z.number({ message: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(min, PAGE_MESSAGE).max(max, PAGE_MESSAGE);
  const digits = z.string({ message: PAGE_MESSAGE }).regex(/^\d+$/, PAGE_MESSAGE).transform(Number).pipe(int);
  return z.union([int, digits], { message: PAGE_MESSAGE });
}

/** `offset` of a paged list: 0 when missing. */
export const PageOffsetSchema = queryInt(0, INT4_MAX).default(0);

/** `limit` of a paged list: 1 … MAX_PAGE_SIZE, `defaultSize` when missing. */
export function pageLimitSchema(defaultSize: number) {
  return queryInt(1, MAX_PAGE_SIZE).default(defaultSize);
}

/** An opaque keyset cursor as the server hands it out (base64url); its content is checked by the server. */
export const ListCursorSchema = z
  .string({ message: PAGE_MESSAGE })
  .max(512, PAGE_MESSAGE)
  .regex(/^[A-Za-z0-9_-]+$/, PAGE_MESSAGE);
