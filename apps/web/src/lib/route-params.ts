/** A numeric id from the URL; NaN for anything else, which pages show as "not found". */
export function parseIdParam(raw: string): number {
  return /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
}

/** Route params of every page under a contract id: one name, `$contractId`, in every contract route. */
export const contractIdRouteParams = {
  parse: ({ contractId }: { contractId: string }) => ({ contractId: parseIdParam(contractId) }),
  stringify: ({ contractId }: { contractId: number }) => ({ contractId: String(contractId) }),
};

/** Route params of a damage report of a contract (both of its URLs). */
export const schadensmeldungRouteParams = {
  parse: ({ contractId, schadenId }: { contractId: string; schadenId: string }) => ({
    contractId: parseIdParam(contractId),
    schadenId: parseIdParam(schadenId),
  }),
  stringify: ({ contractId, schadenId }: { contractId: number; schadenId: number }) => ({
    contractId: String(contractId),
    schadenId: String(schadenId),
  }),
};
