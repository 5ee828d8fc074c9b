import { SaveAllgemeineBodySchema } from '../vertrag/allgemeine.schema';
import { FieldFormSchema } from '../vertrag/field-definition.schema';
import {
  ContractCombosQuerySchema,
  ContractCombosSchema,
  PoliceNrAnotherQuerySchema,
  PoliceNrAnotherSchema,
  PoliceNrHistoryQuerySchema,
  PoliceNrHistorySchema,
  PolicyNumberCheckQuerySchema,
  PolicyNumberCheckSchema,
} from '../vertrag/policy-number.schema';
import {
  ChangeContractStatusBodySchema,
  ContractHeaderSchema,
  ContractIdParamsSchema,
  ContractListQuerySchema,
  ContractListSchema,
  ContractStatusHistorySchema,
} from '../vertrag/vertrag.schema';
import {
  ContractDetailsQuerySchema,
  ContractDetailsSchema,
  CopyContractResponseSchema,
} from '../vertrag/vertrag-details.schema';
import { ChangeKundennrBodySchema, SaveWeitereBodySchema } from '../vertrag/weitere.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Versicherungen'];
const detailTags = ['Versicherung – Details'];

/** Contracts: the list, the header and status, and the detail area (spec vertrag-details.md 2.1–2.4, 2.8, 2.10, 7). */
export const vertragApi = {
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
  details: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/details',
    summary: 'Vertragsdetails: Kopf, Hinweise und Fehler, Schritte, Sparten',
    tags: detailTags,
    params: ContractIdParamsSchema,
    query: ContractDetailsQuerySchema,
    response: ContractDetailsSchema,
  }),
  allgemeine: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/allgemeine',
    summary: 'Allgemeine Vertragsdaten (Felddefinitionen)',
    tags: detailTags,
    params: ContractIdParamsSchema,
    response: FieldFormSchema,
  }),
  saveAllgemeine: defineEndpoint({
    method: 'PUT',
    path: '/insurances/:id/allgemeine',
    summary: 'Allgemeine Vertragsdaten speichern',
    tags: detailTags,
    params: ContractIdParamsSchema,
    body: SaveAllgemeineBodySchema,
    response: FieldFormSchema,
    formRoot: 'values',
  }),
  weitere: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/weitere-vertragsdetails',
    summary: 'Weitere Vertragsdetails (nur Makler, Vermittler und Innendienst)',
    tags: detailTags,
    params: ContractIdParamsSchema,
    response: FieldFormSchema,
  }),
  saveWeitere: defineEndpoint({
    method: 'PUT',
    path: '/insurances/:id/weitere-vertragsdetails',
    summary: 'Weitere Vertragsdetails speichern',
    tags: detailTags,
    params: ContractIdParamsSchema,
    body: SaveWeitereBodySchema,
    response: FieldFormSchema,
    formRoot: 'values',
  }),
  changeKundennr: defineEndpoint({
    method: 'PUT',
    path: '/insurances/:id/kundennr',
    summary: 'Kundennummer der Versicherung ändern (Vertrag einem anderen Kunden zuordnen)',
    tags: detailTags,
    params: ContractIdParamsSchema,
    body: ChangeKundennrBodySchema,
    response: FieldFormSchema,
  }),
  combos: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/combos',
    summary: 'Auswahlwerte Courtagenummer und Anbindung',
    tags: detailTags,
    params: ContractIdParamsSchema,
    query: ContractCombosQuerySchema,
    response: ContractCombosSchema,
  }),
  policyNumberCheck: defineEndpoint({
    method: 'GET',
    path: '/insurances/policy-number-check',
    summary: 'Versicherungsnummer gegen die Regel der Gesellschaft prüfen',
    tags: detailTags,
    query: PolicyNumberCheckQuerySchema,
    response: PolicyNumberCheckSchema,
  }),
  policeNrHistory: defineEndpoint({
    method: 'GET',
    path: '/insurances/police_nr_history',
    summary: 'Historische VSNR einer Versicherung',
    tags: detailTags,
    query: PoliceNrHistoryQuerySchema,
    response: PoliceNrHistorySchema,
  }),
  policeNrAnotherVertrag: defineEndpoint({
    method: 'GET',
    path: '/insurances/police_nr_another_vertr',
    summary: 'Andere Versicherungen mit dieser Versicherungsnummer (Kunden-Id → Vertrags-Id)',
    tags: detailTags,
    query: PoliceNrAnotherQuerySchema,
    response: PoliceNrAnotherSchema,
  }),
  copy: defineEndpoint({
    method: 'POST',
    path: '/insurances/:id/copy',
    summary: 'Versicherung kopieren (Antwort: Id der Kopie)',
    tags: detailTags,
    params: ContractIdParamsSchema,
    response: CopyContractResponseSchema,
  }),
};
