import {
  RueckkaufswerteSchema,
  RueckkaufswertParamsSchema,
  RueckkaufswertSchema,
  SaveRueckkaufswertBodySchema,
} from '../rueckkaufswert/rueckkaufswert.schema';
import { ContractIdParamsSchema as params } from '../vertrag/vertrag.schema';
import { DeletedSchema } from '../vertragsperson/vertragsperson.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Versicherung – Rückkaufswerte'];

/** Buy-back values of a Vorsorge contract (spec termine-courtage-aenderungslog.md §3.6, §5.2, §7.2). */
export const rueckkaufswertApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/rueckkaufswerte',
    summary: 'Rückkaufswerte (nach Jahr)',
    tags,
    params,
    response: RueckkaufswerteSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/insurances/:id/rueckkaufswerte',
    summary: 'Rückkaufswert anlegen oder ändern (nur Vorsorge, ein Wert je Jahr)',
    tags,
    params,
    body: SaveRueckkaufswertBodySchema,
    response: RueckkaufswertSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/insurances/:id/rueckkaufswerte/:rueckkaufswertId',
    summary: 'Rückkaufswert löschen',
    tags,
    params: RueckkaufswertParamsSchema,
    response: DeletedSchema,
  }),
};
