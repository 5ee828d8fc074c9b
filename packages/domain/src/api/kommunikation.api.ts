import {
  AssignBodySchema,
  BriefBodySchema,
  BriefCreatedSchema,
  ChangeSubjectBodySchema,
  ChatQuerySchema,
  ChatSchema,
  CommIdParamsSchema,
  CommunicationDeletedSchema,
  CreateItemBodySchema,
  DeleteKindQuerySchema,
  FileAttachmentBodySchema,
  FileAttachmentParamsSchema,
  FiledAttachmentSchema,
  ItemViewSchema,
  KommunikationListSchema,
  KommunikationQuerySchema,
  KommunikationRowSchema,
  MailInitQuerySchema,
  MailInitSchema,
  MailViewerBodySchema,
  MailViewSchema,
  PostMessageBodySchema,
  SendMailBodySchema,
  SentMailSchema,
  UnassignedListSchema,
  UnassignedQuerySchema,
} from '../kommunikation/kommunikation.schema';
import { ContractIdParamsSchema } from '../vertrag/vertrag.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Kommunikation'];

/** Where the mail viewer is served: the spec writes `/MSC3/restful/../mrsmailviewer`. */
export const MAIL_VIEWER_URL = '/MSC3/mrsmailviewer';

/** The postbox of a contract and its mail (spec vertrag-details.md §2.6, §3, §4, §5, §7, §8; issue 11). */
export const kommunikationApi = {
  postbox: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/postfach',
    summary: "Postfach 'E-Mails' eines Vertrags, neueste zuerst (30 je Seite)",
    tags,
    params: ContractIdParamsSchema,
    query: KommunikationQuerySchema,
    response: KommunikationListSchema,
  }),
  viewMail: defineEndpoint({
    method: 'POST',
    path: '/../mrsmailviewer',
    summary: 'E-Mail öffnen (commId, commType email): Felder der E-Mail und insurance für die Weiterleitung',
    tags,
    body: MailViewerBodySchema,
    response: MailViewSchema,
  }),
  changeSubject: defineEndpoint({
    method: 'POST',
    path: '/postfach/:commId/subject',
    summary: 'Betreff einer E-Mail ändern (nur wenn can_change_subject)',
    tags,
    params: CommIdParamsSchema,
    body: ChangeSubjectBodySchema,
    response: KommunikationRowSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/postfach/:commId',
    summary: 'Eintrag löschen: eine E-Mail nur für den Nutzer (das Archiv behält sie), andere Arten für alle',
    tags,
    params: CommIdParamsSchema,
    query: DeleteKindQuerySchema,
    response: CommunicationDeletedSchema,
  }),
  mailInit: defineEndpoint({
    method: 'GET',
    path: '/mails/init',
    summary: 'Vorbelegung des E-Mail-Editors: Empfänger, Betreff, Text, Adressvorschläge, Anhänge',
    tags,
    query: MailInitQuerySchema,
    response: MailInitSchema,
  }),
  createItem: defineEndpoint({
    method: 'POST',
    path: '/postfach/items',
    summary: 'Gespräch oder Bemerkung im Postfach eines Vertrags erfassen',
    tags,
    body: CreateItemBodySchema,
    response: ItemViewSchema,
  }),
  item: defineEndpoint({
    method: 'GET',
    path: '/postfach/items/:commId',
    summary: 'Ein Eintrag des Postfachs (Gespräch, Bemerkung, SMS, Fax, Brief) mit seinen Angaben',
    tags,
    params: CommIdParamsSchema,
    response: ItemViewSchema,
  }),
  chat: defineEndpoint({
    method: 'GET',
    path: '/nachrichten',
    summary: "Nachrichten zwischen Kunde und Büro zu einem Vertrag (Route 'ticket': chatId, channelId)",
    tags,
    query: ChatQuerySchema,
    response: ChatSchema,
  }),
  postMessage: defineEndpoint({
    method: 'POST',
    path: '/nachrichten',
    summary: 'Eine Nachricht schreiben; die andere Seite erfährt es per E-Mail',
    tags,
    body: PostMessageBodySchema,
    response: ChatSchema,
  }),
  brief: defineEndpoint({
    method: 'POST',
    path: '/insurances/:id/brief',
    summary: 'Brief erstellen: PDF nach DIN 5008 im Briefkopf des Maklers, abgelegt in Korrespondenz und im Postfach',
    tags,
    params: ContractIdParamsSchema,
    body: BriefBodySchema.omit({ insuranceId: true }),
    response: BriefCreatedSchema,
  }),
  unassigned: defineEndpoint({
    method: 'GET',
    path: '/postfach/unassigned',
    summary: 'Empfangene E-Mails ohne Vertrag (beim Kunden des Absenders oder noch niemandem zugeordnet)',
    tags,
    query: UnassignedQuerySchema,
    response: UnassignedListSchema,
  }),
  assign: defineEndpoint({
    method: 'POST',
    path: '/postfach/:commId/assign',
    summary: 'Eine empfangene E-Mail einem Vertrag zuordnen',
    tags,
    params: CommIdParamsSchema,
    body: AssignBodySchema,
    response: KommunikationRowSchema,
  }),
  fileAttachment: defineEndpoint({
    method: 'POST',
    path: '/mails/:commId/attachments/:attachmentId/archive',
    summary: 'Einen Anhang einer E-Mail als Dokument im Archiv des Vertrags ablegen',
    tags,
    params: FileAttachmentParamsSchema,
    body: FileAttachmentBodySchema,
    response: FiledAttachmentSchema,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/mails',
    summary: 'E-Mail senden: erst im Postausgang gespeichert, dann von der Warteschlange zugestellt',
    tags,
    body: SendMailBodySchema,
    response: SentMailSchema,
  }),
};

/** Raw routes: composer uploads and downloads of attachments, faxes and simple files. */
export const KOMMUNIKATION_FILE_ROUTES = {
  /** multipart, one file per call: answers an UploadedAttachment. */
  uploadAttachment: '/MSC3/restful/mails/attachments',
  /** `/:commId/:attachmentId`: one attachment of a mail. */
  attachment: '/MSC3/restful/mails/attachment',
  /** Spec §2.6/§7: `GET /downloadFax?id={commId}` at the root (also under /MSC3: KOMMUNIKATION_LEGACY_BASE). */
  downloadFax: '/downloadFax',
  /** Spec §2.6/§7: `GET /get_simple_file?fileId={commId}` at the root (also under /MSC3). */
  simpleFile: '/get_simple_file',
} as const;

/** The fax and simple-file downloads are served under this base too, for links written before issue 36. */
export const KOMMUNIKATION_LEGACY_BASE = '/MSC3';
