/** A numeric id from the URL; NaN for anything else, which pages show as "not found". */
export function parseIdParam(raw: string): number {
  return /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
}
