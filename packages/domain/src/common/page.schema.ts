import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants';
import { INT4_MAX } from './id.schema';
import { textInput } from './text.schema';

export const PAGE_MESSAGE = 'Ungültige Seitenangabe.';

/** A whole number of a query string: a JSON number or decimal digits (not '0x10', '1e3', ' 5'). */
function queryInt(min: number, max: number) {
  const int = z.number({ message: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(min, PAGE_MESSAGE).max(max, PAGE_MESSAGE);
  const digits = z.string({ message: PAGE_MESSAGE }).regex(/^\d+$/, PAGE_MESSAGE).transform(Number).pipe(int);
  return z.union([int, digits], { message: PAGE_MESSAGE });
}

/** `offset` of a paged list: 0 when missing. */
export const PageOffsetSchema = queryInt(0, INT4_MAX).default(0);

/** `limit` of a paged list: 1 … `max` (MAX_PAGE_SIZE unless the spec names another), `defaultSize` when missing. */
export function pageLimitSchema(defaultSize: number, max: number = MAX_PAGE_SIZE) {
  return queryInt(1, max).default(defaultSize);
}

/** An opaque keyset cursor as the server hands it out (base64url); its content is checked by the server. */
export const ListCursorSchema = z
  .string({ message: PAGE_MESSAGE })
  .max(512, PAGE_MESSAGE)
  .regex(/^[A-Za-z0-9_-]+$/, PAGE_MESSAGE);

/**
 * One page of a server-paged list (docs/decisions/0010): `total` is exact up to LIST_COUNT_CAP; when
 * `totalCapped`, there are more (shown as 'mehr als 10.000'). `nextCursor` continues after the page's
 * last row in the same sort (keyset paging), null on the last page.
 */
export function cappedListSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    totalCapped: z.boolean(),
    offset: z.number().int(),
    limit: z.number().int(),
    nextCursor: z.string().nullable(),
  });
}

/** The search text of a list: every word must occur (any order). */
export const ListSearchSchema = textInput().trim().max(100, 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.');

/** `key:asc` or `key:desc` with one of the list's sort keys. */
export function listSortSchema(keys: readonly string[]) {
  return textInput().regex(new RegExp(`^(${keys.join('|')}):(asc|desc)$`), 'Ungültige Sortierung.');
}
