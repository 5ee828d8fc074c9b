import {
  ConcatSignBodySchema,
  ConcatSignResultSchema,
  DeclineBodySchema,
  DocSignaturesQuerySchema,
  DocSignaturesSchema,
  PictureAttachmentsQuerySchema,
  PictureAttachmentsSchema,
  PrepareSignBodySchema,
  RenewLinkBodySchema,
  SIGNATURE_IMAGE_MAX_BYTES,
  SignActionBodySchema,
  SignActionQuerySchema,
  SignActionResultSchema,
  SignBodySchema,
  SigningSessionSchema,
  SignOutcomeSchema,
  SignRequestActionBodySchema,
  SignTokenParamsSchema,
  SignWorkspaceQuerySchema,
  SignWorkspaceSchema,
} from '../signatur/signatur.schema';
import { defineEndpoint } from './endpoint';

const tags = ['e-Signatur'];

/**
 * E-signature (issue 12; spec dokumente-formulare.md §4, §7). The office prepares and sends; signers
 * use a personal link without a login (`signieren`); anybody may check a signed file (raw upload route
 * SIGNATUR_VERIFY_PATH). The PDF of a signing link is a raw token route (SIGNING_PDF_PATH).
 */
export const signaturApi = {
  signAction: defineEndpoint({
    method: 'POST',
    path: '/dokumentenarchivSign/documentSignAction',
    summary:
      'Dateien eines Dokuments zur Unterschrift (docInfo={nodeId}&docInfo={fileId}); Körper: sendData der Aktion',
    tags,
    query: SignActionQuerySchema,
    body: SignActionBodySchema,
    response: SignActionResultSchema,
  }),
  pictureAttachments: defineEndpoint({
    method: 'GET',
    path: '/dokumentenarchivSign/getPictureAttachments',
    summary: 'Bildanhänge und weitere Unterlagen, die dem Dokument vor der Unterschrift angehängt werden können',
    tags,
    query: PictureAttachmentsQuerySchema,
    response: PictureAttachmentsSchema,
  }),
  concatSign: defineEndpoint({
    method: 'POST',
    path: '/dokumentenarchivSign/additionalDocumentsConcatSign',
    summary: 'Angehakte Unterlagen dauerhaft anhängen (neue Version) und die Unterschrift vorbereiten',
    tags,
    body: ConcatSignBodySchema,
    response: ConcatSignResultSchema,
  }),
  workspace: defineEndpoint({
    method: 'GET',
    path: '/dokumentenarchivSign/workspace',
    summary: 'Vorbereitung und Stand der Unterschrift eines Dokuments (docInfo={nodeId}&docInfo={documentId})',
    tags,
    query: SignWorkspaceQuerySchema,
    response: SignWorkspaceSchema,
  }),
  prepare: defineEndpoint({
    method: 'POST',
    path: '/dokumentenarchivSign/prepare',
    summary: 'Felder und Unterzeichner festlegen und die Links versenden; Warnung → erneut mit confirm=1',
    tags,
    body: PrepareSignBodySchema,
    response: SignWorkspaceSchema,
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/dokumentenarchivSign/withdraw',
    summary: 'Eine laufende Unterschriftsanfrage zurückziehen (alle Links werden ungültig)',
    tags,
    body: SignRequestActionBodySchema,
    response: SignWorkspaceSchema,
  }),
  renewLink: defineEndpoint({
    method: 'POST',
    path: '/dokumentenarchivSign/renewLink',
    summary: 'Einen neuen Link für eine unterschreibende Person erzeugen (der alte wird ungültig)',
    tags,
    body: RenewLinkBodySchema,
    response: SignWorkspaceSchema,
  }),
  docSignatures: defineEndpoint({
    method: 'GET',
    path: '/pdf_vorschau_service/docSignatures',
    summary: 'Unterschriften einer Datei als Überlagerung der Vorschau',
    tags,
    query: DocSignaturesQuerySchema,
    response: DocSignaturesSchema,
  }),
  session: defineEndpoint({
    method: 'GET',
    path: '/signieren/:token',
    summary: 'Unterschriftsseite: was die Person mit diesem Link unterschreibt (ohne Anmeldung)',
    tags,
    params: SignTokenParamsSchema,
    response: SigningSessionSchema,
  }),
  sign: defineEndpoint({
    method: 'POST',
    path: '/signieren/:token/unterschreiben',
    summary: 'Unterschreiben (gezeichnet oder getippt)',
    tags,
    params: SignTokenParamsSchema,
    body: SignBodySchema,
    bodyLimit: 5 * SIGNATURE_IMAGE_MAX_BYTES,
    response: SignOutcomeSchema,
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/signieren/:token/ablehnen',
    summary: 'Die Unterschrift mit einem Grund ablehnen',
    tags,
    params: SignTokenParamsSchema,
    body: DeclineBodySchema,
    response: SignOutcomeSchema,
  }),
};

/** The PDF a signing link shows (raw route, the token is the proof). */
export const SIGNING_PDF_PATH = '/signieren/:token/dokument.pdf';
/** Upload of a PDF to check its signature (raw multipart route, no login). */
export const SIGNATUR_VERIFY_PATH = '/signatur/pruefen';
