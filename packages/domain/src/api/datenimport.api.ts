import {
  DatenimportIdParamsSchema,
  DatenimportListSchema,
  DatenimportReportSchema,
  DatenimportSpaltenBodySchema,
  DatenimportZuordnungBodySchema,
} from '../datenimport/datenimport.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Datenimport'];

/**
 * GDV import and CSV/Excel takeover (issue 38). The upload (`POST /datenimport`, multipart, field `file`,
 * repeatable, answers 202 `{ id }`) and the report downloads are raw routes: DATENIMPORT_FILE_ROUTES.
 */
export const datenimportApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/datenimport',
    summary: 'Eigene Importe (intern: alle), neueste zuerst',
    tags,
    response: DatenimportListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/datenimport/:id',
    summary: 'Bericht eines Imports: Status, Fortschritt, Zähler, Meldungen, Änderungen',
    tags,
    params: DatenimportIdParamsSchema,
    response: DatenimportReportSchema,
  }),
  zuordnung: defineEndpoint({
    method: 'POST',
    path: '/datenimport/:id/zuordnung',
    summary: 'Unbekannte VU-Nummer einer Gesellschaft zuordnen (bleibt gespeichert) und neu prüfen',
    tags,
    params: DatenimportIdParamsSchema,
    body: DatenimportZuordnungBodySchema,
    response: DatenimportReportSchema,
  }),
  spalten: defineEndpoint({
    method: 'POST',
    path: '/datenimport/:id/spalten',
    summary: 'Spaltenzuordnung einer CSV-/Excel-Datei setzen (bleibt je Quelle gespeichert) und neu prüfen',
    tags,
    params: DatenimportIdParamsSchema,
    body: DatenimportSpaltenBodySchema,
    response: DatenimportReportSchema,
  }),
  uebernehmen: defineEndpoint({
    method: 'POST',
    path: '/datenimport/:id/uebernehmen',
    summary: 'Vorschau übernehmen (je Datenpaket eine Transaktion); 409 bei offener VU-Nummer oder nur Fehlern',
    tags,
    params: DatenimportIdParamsSchema,
    response: DatenimportReportSchema,
  }),
  verwerfen: defineEndpoint({
    method: 'POST',
    path: '/datenimport/:id/verwerfen',
    summary: 'Vorschau verwerfen',
    tags,
    params: DatenimportIdParamsSchema,
    response: DatenimportReportSchema,
  }),
};

/** Raw routes below the API base: the multipart upload and the report as CSV or PDF. */
export const DATENIMPORT_FILE_ROUTES = {
  upload: '/datenimport',
  berichtCsv: '/datenimport/:id/bericht.csv',
  berichtPdf: '/datenimport/:id/bericht.pdf',
} as const;
