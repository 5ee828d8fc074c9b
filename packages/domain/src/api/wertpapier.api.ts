import { ContractIdParamsSchema as params } from '../vertrag/vertrag.schema';
import { DeletedSchema } from '../vertragsperson/vertragsperson.schema';
import {
  DepotpositionenSchema,
  SaveWertpapierBodySchema,
  WertpapiereQuerySchema,
  WertpapiereSchema,
  WertpapierParamsSchema,
  WertpapierSchema,
} from '../wertpapier/wertpapier.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Versicherung – Eingebundene Wertpapiere'];

/** Embedded securities of a Vorsorge contract and its depot positions (spec termine-courtage-aenderungslog.md §2.2, §3.6, §7.2). */
export const wertpapierApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/wertpapiere',
    summary: 'Eingebundene Wertpapiere einer Sparte (ohne sparteId: der Vertragssparte)',
    tags,
    params,
    query: WertpapiereQuerySchema,
    response: WertpapiereSchema,
  }),
  depotpositionen: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/depotpositionen',
    summary: 'Depotpositionen zur Vertragsnummer: Anzahl und Summen je Währung',
    tags,
    params,
    response: DepotpositionenSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/insurances/:id/wertpapiere',
    summary: 'Wertpapier anlegen oder ändern (nur Vorsorge)',
    tags,
    params,
    body: SaveWertpapierBodySchema,
    response: WertpapierSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/insurances/:id/wertpapiere/:wertpapierId',
    summary: 'Wertpapier löschen',
    tags,
    params: WertpapierParamsSchema,
    response: DeletedSchema,
  }),
};
