// Without zod: the customer list's route reads these (every route's search reader is in the first page).

/**
 * Sort keys of the customer list, one per column (Anschrift sorts by Ort, Betreuer by the broker's
 * name). Each is backed by an index (migration 0007/0008), see docs/decisions/0014.
 */
export const customerSortKeys = ['kundennr', 'name', 'ort', 'betreuer', 'vertraege', 'jahresbeitrag'] as const;
export type CustomerSortKey = (typeof customerSortKeys)[number];
export const defaultCustomerSort = 'name:asc';
