/** A numeric id from the URL; NaN for anything else, which pages show as "not found". */
export function parseIdParam(raw: string): number {
  return /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
}

/** Route params of every page under a contract id (`…/$id`). */
export const idRouteParams = {
  parse: ({ id }: { id: string }) => ({ id: parseIdParam(id) }),
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};
