import { type ContractListQuery, ContractSortSchema, PAGE_SIZE } from '@maklerwerk/domain';
import { z } from 'zod';

/** Search params of the contract list; bad values in a hand-typed URL fall back instead of failing. */
export const contractListSearchSchema = z.object({
  page: z.number().int().min(1).optional().catch(undefined),
  sort: ContractSortSchema.optional().catch(undefined),
  // The router reads `?search=123` as a number; a search term is always text.
  search: z
    .union([z.string(), z.number().transform(String)])
    .optional()
    .catch(undefined),
  customerId: z.number().int().positive().optional().catch(undefined),
  /** The details step the user left (spec 2.1); opening a contract from here opens that step. */
  stepKey: z.string().max(60).optional().catch(undefined),
});
export type ContractListSearch = z.infer<typeof contractListSearchSchema>;

export const defaultContractSort = 'kunde:asc';

export function toContractListQuery(search: ContractListSearch): ContractListQuery {
  const page = search.page ?? 1;
  return {
    offset: (page - 1) * PAGE_SIZE.contracts,
    limit: PAGE_SIZE.contracts,
    sort: search.sort ?? defaultContractSort,
    search: search.search?.trim() || undefined,
    customerId: search.customerId,
  };
}
