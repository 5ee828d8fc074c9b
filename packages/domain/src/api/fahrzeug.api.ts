import {
  FahrzeugDatenResponseSchema,
  FORM_INVALID_MESSAGE,
  SaveFahrzeugDatenBodySchema,
} from '../fahrzeug/fahrzeug.schema';
import { ContractIdParamsSchema as params } from '../vertrag/vertrag.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Versicherung – Fahrzeugdaten'];

/** Vehicle data of a motor contract (spec vertrag-details.md 2.3, 5, 6). */
export const fahrzeugApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/fahrzeugdaten',
    summary: 'Fahrzeugdaten',
    tags,
    params,
    response: FahrzeugDatenResponseSchema,
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/insurances/:id/fahrzeugdaten',
    summary: 'Fahrzeugdaten anlegen oder ändern (version 0: anlegen)',
    tags,
    params,
    body: SaveFahrzeugDatenBodySchema,
    response: FahrzeugDatenResponseSchema,
    formRoot: 'daten',
    invalidMessage: FORM_INVALID_MESSAGE,
  }),
};
