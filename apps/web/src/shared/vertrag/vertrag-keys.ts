import type { ContractListQuery } from '@maklerwerk/domain';

/** The one key factory of the contract resource; everything of one contract starts with `detail(id)`. */
export const vertragKeys = {
  all: ['vertrag'] as const,
  lists: () => [...vertragKeys.all, 'list'] as const,
  list: (query: ContractListQuery) => [...vertragKeys.lists(), query] as const,
  detail: (id: number) => [...vertragKeys.all, 'detail', id] as const,
  /** Header, steps and hints (both newVertrag variants). */
  details: (id: number) => [...vertragKeys.detail(id), 'details'] as const,
  detailsOf: (id: number, newVertrag: boolean) => [...vertragKeys.details(id), { newVertrag }] as const,
  allgemeine: (id: number) => [...vertragKeys.detail(id), 'allgemeine'] as const,
  weitere: (id: number) => [...vertragKeys.detail(id), 'weitere'] as const,
  combos: (id: number, gesellschaftId: number | null) => [...vertragKeys.detail(id), 'combos', gesellschaftId] as const,
  policyNumberCheck: (id: number, gesellschaftId: number | undefined, nummer: string) =>
    [...vertragKeys.detail(id), 'policyNumberCheck', { gesellschaftId, nummer }] as const,
  versicherteSache: (id: number) => [...vertragKeys.detail(id), 'versicherteSache'] as const,
  vertragspersonen: (id: number) => [...vertragKeys.detail(id), 'vertragspersonen'] as const,
  vertragspersonenPage: (id: number, offset: number, limit: number) =>
    [...vertragKeys.vertragspersonen(id), { offset, limit }] as const,
  vertragspersonDialog: (id: number, linkId: number | null) =>
    [...vertragKeys.detail(id), 'vertragspersonDialog', linkId] as const,
  fahrzeugdaten: (id: number) => [...vertragKeys.detail(id), 'fahrzeugdaten'] as const,
  policeNrHistory: (id: number) => [...vertragKeys.detail(id), 'policeNrHistory'] as const,
  policeNrAnother: (id: number, polNr: string) => [...vertragKeys.detail(id), 'policeNrAnother', polNr] as const,
  statusHistory: (id: number) => [...vertragKeys.detail(id), 'statusHistory'] as const,
  /** 'Neue Versicherung': the dialog's choices, its customer search and the live number check. */
  newContract: () => [...vertragKeys.all, 'new'] as const,
  newContractOptions: () => [...vertragKeys.newContract(), 'options'] as const,
  newContractCustomers: (search: string, kundeId: number | undefined) =>
    [...vertragKeys.newContract(), 'customers', { search, kundeId }] as const,
  newContractNumberCheck: (gesellschaftId: number, nummer: string) =>
    [...vertragKeys.newContract(), 'numberCheck', { gesellschaftId, nummer }] as const,
  /** Saves of the steps: the stepper shows a step as loading while one runs. */
  saves: (id: number) => [...vertragKeys.detail(id), 'save'] as const,
  save: (id: number, stepKey: string) => [...vertragKeys.saves(id), stepKey] as const,
};
