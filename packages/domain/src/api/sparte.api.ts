import {
  AddSparteBodySchema,
  DeactivateSpartenBodySchema,
  SaveSparteBodySchema,
  SaveTarifBodySchema,
  SparteDetailSchema,
  SpartenListSchema,
  SparteParamsSchema,
  TarifFormQuerySchema,
  TarifFormSchema,
  TarifParamsSchema,
  TarifSavedSchema,
} from '../sparte/sparte.schema';
import { ContractIdParamsSchema as params } from '../vertrag/vertrag.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Versicherung – Sparten'];
const tarifTags = ['Tarife'];

/** Sparten of a contract, branch main data and tariffs (spec termine-courtage-aenderungslog 2.2, 3.6, 4.3, 7.2). */
export const sparteApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/sparten',
    summary: 'Sparten des Vertrags (Übersicht und Auswahl)',
    tags,
    params,
    response: SpartenListSchema,
  }),
  deactivate: defineEndpoint({
    method: 'POST',
    path: '/insurances/:id/sparten/deaktivieren',
    summary: 'Sparten deaktivieren (entfernt ihre Daten und Schadensmeldungen)',
    tags,
    params,
    body: DeactivateSpartenBodySchema,
    response: SpartenListSchema,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/insurances/:id/sparten',
    summary: 'Sparte hinzufügen (CAN_ADD_NEW_SPARTEN)',
    tags,
    params,
    body: AddSparteBodySchema,
    response: SpartenListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/sparten/:sparteId',
    summary: 'Hauptdaten einer Sparte des Vertrags',
    tags,
    params: SparteParamsSchema,
    response: SparteDetailSchema,
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/insurances/:id/sparten/:sparteId',
    summary: 'Hauptdaten einer Sparte ändern',
    tags,
    params: SparteParamsSchema,
    body: SaveSparteBodySchema,
    response: SparteDetailSchema,
    formRoot: 'daten',
  }),
  tarifForm: defineEndpoint({
    method: 'GET',
    path: '/tarife/formular',
    summary: 'Tarifformular (tarifId: bearbeiten; versId, insuranceStep: Vorgaben)',
    tags: tarifTags,
    query: TarifFormQuerySchema,
    response: TarifFormSchema,
  }),
  createTarif: defineEndpoint({
    method: 'POST',
    path: '/tarife',
    summary: 'Tarif anlegen',
    tags: tarifTags,
    body: SaveTarifBodySchema,
    response: TarifSavedSchema,
  }),
  updateTarif: defineEndpoint({
    method: 'PUT',
    path: '/tarife/:tarifId',
    summary: 'Tarif ändern',
    tags: tarifTags,
    params: TarifParamsSchema,
    body: SaveTarifBodySchema,
    response: TarifSavedSchema,
  }),
};

export type SparteApi = typeof sparteApi;
