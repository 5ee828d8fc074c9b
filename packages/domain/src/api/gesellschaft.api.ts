import {
  AnsprechpartnerListQuerySchema,
  AnsprechpartnerListSchema,
  AnsprechpartnerSchema,
  CreateAnsprechpartnerBodySchema,
  GesellschaftInfoSchema,
  GesellschaftParamsSchema,
} from '../gesellschaft/gesellschaft.schema';
import { defineEndpoint } from './endpoint';

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
