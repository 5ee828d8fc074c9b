import { ContractIdParamsSchema } from '../contracts/contract.schema';
import {
  FahrzeugDatenResponseSchema,
  FORM_INVALID_MESSAGE,
  SaveFahrzeugDatenBodySchema,
} from '../fahrzeug/fahrzeug.schema';
import {
  AnsprechpartnerListQuerySchema,
  AnsprechpartnerListSchema,
  AnsprechpartnerSchema,
  CreateAnsprechpartnerBodySchema,
  GesellschaftInfoSchema,
  GesellschaftParamsSchema,
} from '../gesellschaft/gesellschaft.schema';
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
import { SaveVersicherteSacheBodySchema, VersicherteSacheResponseSchema } from '../vertrag/versicherte-sache.schema';
import {
  ContractDetailsQuerySchema,
  ContractDetailsSchema,
  CopyContractResponseSchema,
} from '../vertrag/vertrag-details.schema';
import {
  ContractPersonDialogQuerySchema,
  ContractPersonDialogSchema,
  ContractPersonLinkParamsSchema,
  ContractPersonListQuerySchema,
  ContractPersonListSchema,
  ContractPersonRowSchema,
  DeletedSchema,
  SaveContractPersonBodySchema,
} from '../vertrag/vertragsperson.schema';
import { ChangeKundennrBodySchema, SaveWeitereBodySchema } from '../vertrag/weitere.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Versicherung – Details'];
const params = ContractIdParamsSchema;

/** The contract detail area (spec vertrag-details.md 2.1–2.4, 2.8, 2.10, 7). */
export const vertragDetailsApi = {
  details: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/details',
    summary: 'Vertragsdetails: Kopf, Hinweise und Fehler, Schritte, Sparten',
    tags,
    params,
    query: ContractDetailsQuerySchema,
    response: ContractDetailsSchema,
  }),
  allgemeine: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/allgemeine',
    summary: 'Allgemeine Vertragsdaten (Felddefinitionen)',
    tags,
    params,
    response: FieldFormSchema,
  }),
  saveAllgemeine: defineEndpoint({
    method: 'PUT',
    path: '/insurances/:id/allgemeine',
    summary: 'Allgemeine Vertragsdaten speichern',
    tags,
    params,
    body: SaveAllgemeineBodySchema,
    response: FieldFormSchema,
    formRoot: 'values',
  }),
  weitere: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/weitere-vertragsdetails',
    summary: 'Weitere Vertragsdetails (nur Makler, Vermittler und Innendienst)',
    tags,
    params,
    response: FieldFormSchema,
  }),
  saveWeitere: defineEndpoint({
    method: 'PUT',
    path: '/insurances/:id/weitere-vertragsdetails',
    summary: 'Weitere Vertragsdetails speichern',
    tags,
    params,
    body: SaveWeitereBodySchema,
    response: FieldFormSchema,
    formRoot: 'values',
  }),
  changeKundennr: defineEndpoint({
    method: 'PUT',
    path: '/insurances/:id/kundennr',
    summary: 'Kundennummer der Versicherung ändern (Vertrag einem anderen Kunden zuordnen)',
    tags,
    params,
    body: ChangeKundennrBodySchema,
    response: FieldFormSchema,
  }),
  combos: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/combos',
    summary: 'Auswahlwerte Courtagenummer und Anbindung',
    tags,
    params,
    query: ContractCombosQuerySchema,
    response: ContractCombosSchema,
  }),
  policyNumberCheck: defineEndpoint({
    method: 'GET',
    path: '/insurances/policy-number-check',
    summary: 'Versicherungsnummer gegen die Regel der Gesellschaft prüfen',
    tags,
    query: PolicyNumberCheckQuerySchema,
    response: PolicyNumberCheckSchema,
  }),
  versicherteSache: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/versicherte-sache',
    summary: 'Versicherte Sache',
    tags,
    params,
    response: VersicherteSacheResponseSchema,
  }),
  saveVersicherteSache: defineEndpoint({
    method: 'PUT',
    path: '/insurances/:id/versicherte-sache',
    summary: 'Versicherte Sache speichern',
    tags,
    params,
    body: SaveVersicherteSacheBodySchema,
    response: VersicherteSacheResponseSchema,
    formRoot: 'values',
  }),
  vertragspersonen: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/vertragspersonen',
    summary: 'Vertragspersonen (seitenweise)',
    tags,
    params,
    query: ContractPersonListQuerySchema,
    response: ContractPersonListSchema,
  }),
  vertragspersonDialog: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/vertragspersonen/dialog',
    summary: 'Daten des Dialogs Vertragsperson (linkId leer: neue Zuordnung)',
    tags,
    params,
    query: ContractPersonDialogQuerySchema,
    response: ContractPersonDialogSchema,
  }),
  saveVertragsperson: defineEndpoint({
    method: 'POST',
    path: '/insurances/:id/vertragspersonen',
    summary: 'Vertragsperson zuordnen oder Zuordnung ändern',
    tags,
    params,
    body: SaveContractPersonBodySchema,
    response: ContractPersonRowSchema,
  }),
  deleteVertragsperson: defineEndpoint({
    method: 'DELETE',
    path: '/insurances/:id/vertragspersonen/:linkId',
    summary: 'Zuordnung einer Vertragsperson löschen (die Person bleibt erhalten)',
    tags,
    params: ContractPersonLinkParamsSchema,
    response: DeletedSchema,
  }),
  fahrzeugdaten: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/fahrzeugdaten',
    summary: 'Fahrzeugdaten',
    tags,
    params,
    response: FahrzeugDatenResponseSchema,
  }),
  saveFahrzeugdaten: defineEndpoint({
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
  policeNrHistory: defineEndpoint({
    method: 'GET',
    path: '/insurances/police_nr_history',
    summary: 'Historische VSNR einer Versicherung',
    tags,
    query: PoliceNrHistoryQuerySchema,
    response: PoliceNrHistorySchema,
  }),
  policeNrAnotherVertrag: defineEndpoint({
    method: 'GET',
    path: '/insurances/police_nr_another_vertr',
    summary: 'Andere Versicherungen mit dieser Versicherungsnummer (Kunden-Id → Vertrags-Id)',
    tags,
    query: PoliceNrAnotherQuerySchema,
    response: PoliceNrAnotherSchema,
  }),
  copy: defineEndpoint({
    method: 'POST',
    path: '/insurances/:id/copy',
    summary: 'Versicherung kopieren (Antwort: Id der Kopie)',
    tags,
    params,
    response: CopyContractResponseSchema,
  }),
};

/** Company info 'Gesellschaftsinfos' (spec 2.9). The contacts PDF is ANSPRECHPARTNER_PDF_PATH. */
export const gesellschaftApi = {
  info: defineEndpoint({
    method: 'GET',
    path: '/gesellschaften/:gesellschaftId',
    summary: 'Gesellschaftsinfos',
    tags: ['Gesellschaften'],
    params: GesellschaftParamsSchema,
    response: GesellschaftInfoSchema,
  }),
  ansprechpartner: defineEndpoint({
    method: 'GET',
    path: '/gesellschaften/:gesellschaftId/ansprechpartner',
    summary: 'Ansprechpartner der Gesellschaft (seitenweise)',
    tags: ['Gesellschaften'],
    params: GesellschaftParamsSchema,
    query: AnsprechpartnerListQuerySchema,
    response: AnsprechpartnerListSchema,
  }),
  createAnsprechpartner: defineEndpoint({
    method: 'POST',
    path: '/gesellschaften/:gesellschaftId/ansprechpartner',
    summary: 'Neuen Ansprechpartner anlegen',
    tags: ['Gesellschaften'],
    params: GesellschaftParamsSchema,
    body: CreateAnsprechpartnerBodySchema,
    response: AnsprechpartnerSchema,
  }),
};
