/** Sort keys of the contract list, one per column (`key:asc` / `key:desc`). Without zod: the list's route reads them. */
export const contractSortKeys = ['gesellschaft', 'sparte', 'nummer', 'status', 'kunde', 'praemie', 'beginn'] as const;
