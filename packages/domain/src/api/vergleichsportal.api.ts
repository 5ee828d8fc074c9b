import { SoftfairFirmaSchema } from '../vergleichsportal/softfair.schema';
import {
  DeeplinkListSchema,
  ExternalAccessListSchema,
  KundenzugangQuerySchema,
  KundenzugangSchema,
  OpenExternalAccessBodySchema,
  OpenExternalAccessResponseSchema,
  PortalHandoverQuerySchema,
  PortalHandoverSchema,
} from '../vergleichsportal/vergleichsportal.schema';
import { ContractIdParamsSchema } from '../vertrag/vertrag.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Vergleichsrechner'];

/** Where the receiving page of the demo portals asks for a handover: token only, no session (decision 0029). */
export const PORTAL_HANDOVER_PATH = '/vergleichsrechner/uebergabe';
/** Order form download (spec §7 `/get_softfair_form`) under the API base. */
export const SOFTFAIR_FORM_PATH = '/get_softfair_form';
/** Customer access link (spec §7), outside the API base like mrscheckformat. */
export const KUNDENZUGANG_URL = '/MSC3/mrskundenzugang';

/** Comparison and offer portals, order form, customer access link, insurer deeplinks (issue 16, decision 0029). */
export const vergleichsportalApi = {
  all: defineEndpoint({
    method: 'GET',
    path: '/vergleichsrechner',
    summary: 'Alle aktiven Vergleichsrechner und Angebotsportale',
    tags,
    response: ExternalAccessListSchema,
  }),
  forContract: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/externalAccess',
    summary: 'Externe Zugänge (Vergleichsrechner) passend zu den Sparten des Vertrags',
    tags,
    params: ContractIdParamsSchema,
    response: ExternalAccessListSchema,
  }),
  open: defineEndpoint({
    method: 'POST',
    path: '/externalAccess/open',
    summary: 'Externen Zugang öffnen: Daten übergeben, Übergabe protokollieren, Adresse mit Token',
    tags,
    body: OpenExternalAccessBodySchema,
    response: OpenExternalAccessResponseSchema,
  }),
  handover: defineEndpoint({
    method: 'GET',
    path: PORTAL_HANDOVER_PATH,
    summary: 'Die übergebenen Parameter (Empfangsseite der Demo-Portale, nur mit gültigem Token)',
    tags,
    query: PortalHandoverQuerySchema,
    response: PortalHandoverSchema,
  }),
  softfairFirma: defineEndpoint({
    method: 'GET',
    path: '/softfair/firma',
    summary: 'Firma des Maklers für das Bestellformular',
    tags,
    response: SoftfairFirmaSchema,
  }),
  deeplinks: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/deeplinks',
    summary: 'Portal-Links der Gesellschaft für diesen Vertrag (Reiter Versicherungsportal)',
    tags,
    params: ContractIdParamsSchema,
    response: DeeplinkListSchema,
  }),
  kundenzugang: defineEndpoint({
    method: 'GET',
    path: '/../mrskundenzugang',
    summary: 'Link, über den der Kunde Antrag, Anlegerprofil oder Beratungsdokumentation öffnet',
    tags,
    query: KundenzugangQuerySchema,
    response: KundenzugangSchema,
  }),
};
