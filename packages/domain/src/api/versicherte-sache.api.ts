import {
  SaveVersicherteSacheBodySchema,
  VersicherteSacheResponseSchema,
} from '../versicherte-sache/versicherte-sache.schema';
import { ContractIdParamsSchema as params } from '../vertrag/vertrag.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Versicherung – Versicherte Sache'];

/** The insured object of a contract (spec vertrag-details.md 2.3). */
export const versicherteSacheApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/versicherte-sache',
    summary: 'Versicherte Sache',
    tags,
    params,
    response: VersicherteSacheResponseSchema,
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/insurances/:id/versicherte-sache',
    summary: 'Versicherte Sache speichern',
    tags,
    params,
    body: SaveVersicherteSacheBodySchema,
    response: VersicherteSacheResponseSchema,
    formRoot: 'values',
  }),
};
