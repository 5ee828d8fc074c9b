import type { ContractListQuery } from '@maklerwerk/domain';

/** The one key factory of the contract resource; a contract's own keys all start with `detail(id)`. */
export const contractKeys = {
  all: ['contracts'] as const,
  lists: () => [...contractKeys.all, 'list'] as const,
  list: (query: ContractListQuery) => [...contractKeys.lists(), query] as const,
  detail: (id: number) => [...contractKeys.all, 'detail', id] as const,
  details: (id: number, newVertrag: boolean) => [...contractKeys.detail(id), 'details', { newVertrag }] as const,
  part: (id: number, part: string, args?: unknown) =>
    args === undefined
      ? ([...contractKeys.detail(id), part] as const)
      : ([...contractKeys.detail(id), part, args] as const),
  /** Saves of one step: the stepper shows the step as loading while one runs. */
  save: (id: number, stepKey: string) => [...contractKeys.detail(id), 'save', stepKey] as const,
};
