import {
  ChangeContractStatusBodySchema,
  ContractHeaderSchema,
  ContractIdParamsSchema,
  ContractListQuerySchema,
  ContractListSchema,
  ContractStatusHistorySchema,
} from '../contracts/contract.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Versicherungen'];

export const contractsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/insurances',
    summary: 'Versicherungen (seitenweise, sortiert, durchsucht)',
    tags,
    query: ContractListQuerySchema,
    response: ContractListSchema,
  }),
  header: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id',
    summary: 'Kopfdaten einer Versicherung',
    tags,
    params: ContractIdParamsSchema,
    response: ContractHeaderSchema,
  }),
  changeStatus: defineEndpoint({
    method: 'PUT',
    path: '/insurances/:id/status',
    summary: 'Status einer Versicherung ändern',
    tags,
    params: ContractIdParamsSchema,
    body: ChangeContractStatusBodySchema,
    response: ContractHeaderSchema,
  }),
  statusHistory: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/status-history',
    summary: 'Statushistorie einer Versicherung',
    tags,
    params: ContractIdParamsSchema,
    response: ContractStatusHistorySchema,
  }),
};
