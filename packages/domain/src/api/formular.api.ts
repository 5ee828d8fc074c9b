import { DocInfoQuerySchema } from '../dokument/dokument-actions.schema';
import {
  CreateFormularBodySchema,
  FinishFormularBodySchema,
  FormularAntragSchema,
  FormularCreatedSchema,
  FormularIdParamsSchema,
  FormularLoadQuerySchema,
  FormularPathParamsSchema,
  KundeFormulareParamsSchema,
  KundeFormulareQuerySchema,
  KundeFormulareSchema,
  SaveFormularBodySchema,
  VertragFormulareSchema,
} from '../formular/formular-antrag.schema';
import { ContractIdParamsSchema } from '../vertrag/vertrag.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Formulare'];

/** Filled forms: Beratungsdokumentation, Anträge, Beschwerde (issue 16 items 2, 3; decision 0028). */
export const formularApi = {
  vertragFormulare: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/formulare',
    summary: 'Versicherungsformulare, die zur Sparte des Vertrags passen',
    tags,
    params: ContractIdParamsSchema,
    response: VertragFormulareSchema,
  }),
  /** The card 'Formulare und Beratung' of the customer page: his forms, newest first, paged on the server. */
  kundeFormulare: defineEndpoint({
    method: 'GET',
    path: '/customers/:id/formulare',
    summary: 'Formulare eines Kunden (neueste zuerst, seitenweise) und die ohne Vertrag anlegbaren',
    tags,
    params: KundeFormulareParamsSchema,
    query: KundeFormulareQuerySchema,
    response: KundeFormulareSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/formulare',
    summary: 'Formular für einen Kunden (und optional einen Vertrag) anlegen, vorbelegt mit seinen Daten',
    tags,
    body: CreateFormularBodySchema,
    response: FormularCreatedSchema,
  }),
  load: defineEndpoint({
    method: 'GET',
    path: '/formulare/antrag/:formGroupPath/:formPath',
    summary: 'Ein ausgefülltes Formular (dynamicFormId, antragsdatenId oder protokollId) mit Definition',
    tags,
    params: FormularPathParamsSchema,
    query: FormularLoadQuerySchema,
    response: FormularAntragSchema,
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/formulare/:id',
    summary: 'Antworten speichern (serverseitig geprüft, Version erforderlich)',
    tags,
    params: FormularIdParamsSchema,
    body: SaveFormularBodySchema,
    response: FormularAntragSchema,
  }),
  finish: defineEndpoint({
    method: 'POST',
    path: '/formulare/:id/abschliessen',
    summary: 'Formular abschließen: PDF ins Archiv, Status ANTRAG_ORDNUNG oder ANTRAG_FEHLER',
    tags,
    params: FormularIdParamsSchema,
    body: FinishFormularBodySchema,
    response: FormularAntragSchema,
  }),
  /**
   * Spec §7 'Confirm investor profile': `POST …/dokumentenarchiv/confirmAnlegerprofil&docInfo={nodeId}&docInfo={documentId}`,
   * declared like the archive's other docInfo calls (query `?docInfo=…&docInfo=…`). The document is the
   * investor profile's PDF; it becomes BESTATIGT, and by a second internal person BESTATIGT_OK.
   */
  confirmAnlegerprofil: defineEndpoint({
    method: 'POST',
    path: '/dokumentenarchiv/confirmAnlegerprofil',
    summary:
      'Anlegerprofil bestätigen (docInfo={nodeId}&docInfo={documentId}): BESTATIGT, Zweitprüfung durch eine andere Person aus dem Innendienst BESTATIGT_OK',
    tags,
    query: DocInfoQuerySchema,
    response: FormularAntragSchema,
  }),
};
