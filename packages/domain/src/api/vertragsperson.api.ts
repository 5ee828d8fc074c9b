import { ContractIdParamsSchema as params } from '../vertrag/vertrag.schema';
import {
  ContractPersonDialogQuerySchema,
  ContractPersonDialogSchema,
  ContractPersonLinkParamsSchema,
  ContractPersonListQuerySchema,
  ContractPersonListSchema,
  ContractPersonRowSchema,
  DeletedSchema,
  SaveContractPersonBodySchema,
} from '../vertragsperson/vertragsperson.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Versicherung – Vertragspersonen'];

/** Persons linked to a contract with a role (spec vertrag-details.md 2.3, 8). */
export const vertragspersonApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/vertragspersonen',
    summary: 'Vertragspersonen (seitenweise)',
    tags,
    params,
    query: ContractPersonListQuerySchema,
    response: ContractPersonListSchema,
  }),
  dialog: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/vertragspersonen/dialog',
    summary: 'Daten des Dialogs Vertragsperson (linkId leer: neue Zuordnung)',
    tags,
    params,
    query: ContractPersonDialogQuerySchema,
    response: ContractPersonDialogSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/insurances/:id/vertragspersonen',
    summary: 'Vertragsperson zuordnen oder Zuordnung ändern',
    tags,
    params,
    body: SaveContractPersonBodySchema,
    response: ContractPersonRowSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/insurances/:id/vertragspersonen/:linkId',
    summary: 'Zuordnung einer Vertragsperson löschen (die Person bleibt erhalten)',
    tags,
    params: ContractPersonLinkParamsSchema,
    response: DeletedSchema,
  }),
};
