import { CallRecordsSchema } from '../dokument/call-records.schema';
import {
  DokumentNodePageSchema,
  DokumentNodeQuerySchema,
  DokumentNodesQuerySchema,
  DokumentNodesSchema,
} from '../dokument/dokument.schema';
import {
  ActionResultSchema,
  DocInfoQuerySchema,
  DokumentHistorySchema,
  EditDocumentInputsSchema,
  ExecuteActionBodySchema,
  ExecuteHeaderActionBodySchema,
  SaveDocumentBodySchema,
} from '../dokument/dokument-actions.schema';
import {
  AssignedSchema,
  AssignToInsuranceBodySchema,
  DownloadLinkBodySchema,
  DownloadLinkSchema,
  DownloadListBodySchema,
  DownloadListSchema,
  FileInfoQuerySchema,
  FileInfoSchema,
  PickUpBodySchema,
  PickUpResultSchema,
  PosteingangQuerySchema,
  PosteingangSchema,
  TempFilesBodySchema,
  TempFilesSchema,
  UploadInputsQuerySchema,
  UploadInputsSchema,
} from '../dokument/dokument-files.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Dokumente'];

/**
 * The document archive (issue 10; spec dokumente-formulare.md §3, §4, §7, vertrag-details.md §7).
 * Uploads (multipart) and downloads (files, ZIP) are raw routes: DOKUMENT_FILE_ROUTES.
 */
export const dokumentApi = {
  nodes: defineEndpoint({
    method: 'GET',
    path: '/dokumentenarchiv/nodes',
    summary: 'Ordner eines Archivs (Vertrag, Schaden, Kunde, eigene Dokumente, Posteingang) mit ihrer Anzahl',
    tags,
    query: DokumentNodesQuerySchema,
    response: DokumentNodesSchema,
  }),
  node: defineEndpoint({
    method: 'GET',
    path: '/dokumentenarchiv/documents',
    summary: 'Eine Seite eines Ordners: Spalten, Zeilen mit Aktionen, Kopfaktionen',
    tags,
    query: DokumentNodeQuerySchema,
    response: DokumentNodePageSchema,
  }),
  executeAction: defineEndpoint({
    method: 'POST',
    path: '/dokumentenarchiv/executeAction',
    summary:
      'Zeilenaktion ausführen (löschen, wiederherstellen, freigeben, Schaden zuordnen); Warnung → erneut mit confirm=1',
    tags,
    body: ExecuteActionBodySchema,
    response: ActionResultSchema,
  }),
  executeHeaderAction: defineEndpoint({
    method: 'POST',
    path: '/dokumentenarchiv/executeHeaderAction',
    summary: 'Kopfaktion für die markierten Dokumente ausführen (z. B. markierte löschen)',
    tags,
    body: ExecuteHeaderActionBodySchema,
    response: ActionResultSchema,
  }),
  editInputs: defineEndpoint({
    method: 'GET',
    path: '/dokumentenarchiv/getEditDocumentInputs',
    summary: 'Felder zum Bearbeiten eines Dokuments (docInfo={nodeId}&docInfo={documentId})',
    tags,
    query: DocInfoQuerySchema,
    response: EditDocumentInputsSchema,
  }),
  saveDocument: defineEndpoint({
    method: 'PUT',
    path: '/dokumentenarchiv/saveEditDocument',
    summary: 'Bezeichnung, Datum, Bemerkung oder Ordner eines Dokuments ändern (Version erforderlich)',
    tags,
    query: DocInfoQuerySchema,
    body: SaveDocumentBodySchema,
    response: EditDocumentInputsSchema,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/dokumentenarchiv/aenderungshistorie',
    summary: 'Versionen und Dateien eines Dokuments mit Wer und Wann',
    tags,
    query: DocInfoQuerySchema,
    response: DokumentHistorySchema,
  }),
  uploadInputs: defineEndpoint({
    method: 'GET',
    path: '/dokumentenarchiv/uploadInputs',
    summary: 'Zusätzliche Angaben beim Hochladen in einen Ordner (Datum, Schadensmeldung)',
    tags,
    query: UploadInputsQuerySchema,
    response: UploadInputsSchema,
  }),
  /** Spec §7 'retrieve additional documents (call records)': the calls of the document's contract (decision 0046). */
  callRecords: defineEndpoint({
    method: 'GET',
    path: '/dokumentenarchiv/getCallRecords',
    summary:
      'Gesprächsaufzeichnungen (Telefonnotizen) zum Vertrag eines Dokuments (docInfo={nodeId}&docInfo={documentId})',
    tags,
    query: DocInfoQuerySchema,
    response: CallRecordsSchema,
  }),
  fileInfo: defineEndpoint({
    method: 'GET',
    path: '/dokumentenarchiv/fileInfo',
    summary: 'Zu welchem Dokument eine Datei gehört',
    tags,
    query: FileInfoQuerySchema,
    response: FileInfoSchema,
  }),
  tempFiles: defineEndpoint({
    method: 'POST',
    path: '/documents/getTempFiles',
    summary: 'Dateien für Anhänge (Mail, Termin): Liste {nodeId, fileId} → [{id, name}]',
    tags,
    body: TempFilesBodySchema,
    response: TempFilesSchema,
  }),
  downloadList: defineEndpoint({
    method: 'POST',
    path: '/dokumentenarchiv/downloadList',
    summary: 'Die Dateien einer Auswahl für den Mehrfach-Download und die Adresse ihres ZIP',
    tags,
    body: DownloadListBodySchema,
    response: DownloadListSchema,
  }),
  downloadLink: defineEndpoint({
    method: 'POST',
    path: '/dokumentenarchiv/downloadLink',
    summary: 'Kurzlebiger signierter Download-Link einer Datei (10 Minuten, ohne Sitzung gültig)',
    tags,
    body: DownloadLinkBodySchema,
    response: DownloadLinkSchema,
  }),
  posteingang: defineEndpoint({
    method: 'GET',
    path: '/dokumentenarchiv/posteingang',
    summary: 'Posteingang: Dokumente, die noch keinem Vertrag zugeordnet sind',
    tags,
    query: PosteingangQuerySchema,
    response: PosteingangSchema,
  }),
  assignToInsurance: defineEndpoint({
    method: 'POST',
    path: '/dokumentenarchiv/assignToInsurance',
    summary: 'Ein Dokument des Posteingangs einem Vertrag oder einer Schadensmeldung zuordnen',
    tags,
    body: AssignToInsuranceBodySchema,
    response: AssignedSchema,
  }),
  pickUp: defineEndpoint({
    method: 'POST',
    path: '/dokumentenarchiv/abholen',
    summary: 'Dokumente abholen: Dokumente des Posteingangs in einen Ordner des Vertrags übernehmen',
    tags,
    body: PickUpBodySchema,
    response: PickUpResultSchema,
  }),
};

/** Routes outside the JSON API: multipart upload and file/ZIP downloads (session, or a signed token). */
export const DOKUMENT_FILE_ROUTES = {
  upload: '/MSC3/restful/dokumentenarchiv/upload',
  addFiles: '/MSC3/restful/dokumentenarchiv/zusaetzlicheDokumente',
  download: '/download_service/docInfo',
  /** A signed, short-lived link to one file (no session needed): `?token=…`. */
  link: '/download_service/link',
  zip: '/download_service/zip',
} as const;
