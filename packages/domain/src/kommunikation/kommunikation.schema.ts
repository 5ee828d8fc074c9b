import { z } from 'zod';
import { IdSchema } from '../common/id.schema';
import { PageOffsetSchema, pageLimitSchema } from '../common/page.schema';
import { textInput } from '../common/text.schema';
import { PAGE_SIZE } from '../constants';
import { composerKinds } from './composer-kinds';

/** Categories of a communication item (spec vertrag-details.md §3), stored as these keys. */
export const kommunikationKategorien = [
  'EMAIL',
  'SMS',
  'GESPRAECH',
  'BEMERKUNG',
  'SCHRIFTVERKEHR',
  'FAX',
  'NACHRICHT',
] as const;
export type KommunikationKategorie = (typeof kommunikationKategorien)[number];

export const kategorieLabel: Record<KommunikationKategorie, string> = {
  EMAIL: 'E-Mail',
  SMS: 'SMS',
  GESPRAECH: 'Gespräch',
  BEMERKUNG: 'Bemerkung',
  SCHRIFTVERKEHR: 'Schriftverkehr',
  FAX: 'Fax',
  NACHRICHT: 'Nachricht',
};

/** Mail send status (spec §4). */
export const mailStatuses = ['BEREITGESTELLT', 'SENDING', 'OK', 'ERROR'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const KOMMUNIKATION_LIMITS = {
  subject: 300,
  body: 500_000,
  recipients: 50,
  address: 254,
  attachments: 20,
} as const;

export const NO_SUBJECT = '[kein Betreff]';
/** The mark of a received mail whose sender SPF/DKIM/DMARC did not confirm (decision 0041). */
export const ABSENDER_NICHT_BESTAETIGT = 'Absender nicht bestätigt';
export const FORWARD_PREFIX = 'Fwd: ';
export const MAIL_OPEN_ERROR = 'Error opening E-Mail';
export const SUBJECT_COLUMN_MAX_WIDTH = 700;

/** One row of the postbox (spec §3 "Communication item"). */
export const KommunikationRowSchema = z.object({
  commId: z.number().int(),
  category: z.enum(kommunikationKategorien),
  subject: z.string().nullable(),
  /** ISO timestamp of sending or receiving. */
  date: z.string(),
  status: z.enum(mailStatuses).nullable(),
  hasAttachment: z.boolean(),
  /** Customer number. */
  nummer: z.string().nullable(),
  deletable: z.boolean(),
  can_change_subject: z.boolean(),
  /** External source (came in from outside) or written in the office. */
  EXTERN: z.boolean(),
  /** Von (received) or An (sent). */
  fromTo: z.string(),
  /** The mail concerns an insurer (forwarding to the company and to the customer applies). */
  insurance: z.boolean(),
  unread: z.boolean(),
  /** A received mail whose sender was not confirmed (SPF/DKIM/DMARC): shown as ABSENDER_NICHT_BESTAETIGT. */
  absenderNichtBestaetigt: z.boolean(),
});
export type KommunikationRow = z.infer<typeof KommunikationRowSchema>;

export const KommunikationQuerySchema = z.object({
  offset: PageOffsetSchema,
  limit: pageLimitSchema(PAGE_SIZE.postbox),
});

export const KommunikationListSchema = z.object({
  items: z.array(KommunikationRowSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  /** The user works as a customer (viewed as by the office): fewer columns (spec §2.6). */
  reducedColumns: z.boolean(),
  canCompose: z.boolean(),
});
export type KommunikationList = z.infer<typeof KommunikationListSchema>;

export const CommIdParamsSchema = z.object({ commId: IdSchema });

export const MailAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
});
export type MailAttachment = z.infer<typeof MailAttachmentSchema>;

/** A fetched mail (spec §3): dateSend, fromAddress, toAddress, ccAddress, bccAddress, text, attachments. */
export const MailViewSchema = z.object({
  commId: z.number().int(),
  subject: z.string().nullable(),
  dateSend: z.string(),
  fromAddress: z.string(),
  toAddress: z.string(),
  ccAddress: z.string(),
  bccAddress: z.string(),
  /** Sanitised HTML. */
  text: z.string(),
  attachments: z.array(MailAttachmentSchema),
  status: z.enum(mailStatuses).nullable(),
  EXTERN: z.boolean(),
  /** A received mail whose sender was not confirmed (SPF/DKIM/DMARC). */
  absenderNichtBestaetigt: z.boolean(),
  /** The contract the mail is filed on. */
  insuranceId: z.number().int().nullable(),
  /** Set for insurance mail: the insurer (forwarding starts with the company selector). */
  insurance: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  deletable: z.boolean(),
  can_change_subject: z.boolean(),
});
export type MailView = z.infer<typeof MailViewSchema>;

/** `POST /MSC3/mrsmailviewer` (spec §7): body commId, commType 'email'. */
export const MailViewerBodySchema = z.object({
  commId: IdSchema,
  commType: z.literal('email', { message: 'Nur E-Mails können geöffnet werden.' }),
});

export const SUBJECT_REQUIRED = 'Bitte geben Sie einen Betreff ein.';
export const ChangeSubjectBodySchema = z.object({
  subject: textInput(SUBJECT_REQUIRED)
    .trim()
    .min(1, SUBJECT_REQUIRED)
    .max(KOMMUNIKATION_LIMITS.subject, `Der Betreff darf höchstens ${KOMMUNIKATION_LIMITS.subject} Zeichen lang sein.`),
});

/** Kinds of the delete call (spec §7: schriftverkehr, chat, email, sms, talk, bemerkung, fax, …). */
export const deleteKinds = ['email', 'sms', 'talk', 'bemerkung', 'schriftverkehr', 'fax', 'chat'] as const;
export type DeleteKind = (typeof deleteKinds)[number];
/** `DELETE /postfach/{commId}?kind=email|sms|talk|…` (spec §7: the kinds of the delete call). */
export const DeleteKindQuerySchema = z.object({
  kind: z.enum(deleteKinds, { message: 'Unbekannte Art des Eintrags.' }),
});
export const CommunicationDeletedSchema = z.object({ commId: z.number().int(), deleted: z.literal(true) });

export const INVALID_ADDRESS = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
const ADDRESS = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]{2,}$/;

/** One address of An, Cc or Bcc: a plain address (names are taken from the suggestions). */
export const mailAddressSchema = textInput(INVALID_ADDRESS)
  .trim()
  .max(KOMMUNIKATION_LIMITS.address, INVALID_ADDRESS)
  .regex(ADDRESS, INVALID_ADDRESS);

export function isMailAddress(value: string): boolean {
  return mailAddressSchema.safeParse(value).success;
}

const addressList = (max: number) => z.array(mailAddressSchema).max(max, `Höchstens ${max} Empfänger.`).default([]);

export const RECEIVER_REQUIRED = 'Bitte geben Sie mindestens einen Empfänger an.';

/** Send a mail from the composer (spec §2.6 mail composer; issue 11 §3). */
export const SendMailBodySchema = z.object({
  /** The contract the mail is filed on (with its customer). */
  insuranceId: IdSchema,
  to: addressList(KOMMUNIKATION_LIMITS.recipients).refine((a) => a.length > 0, RECEIVER_REQUIRED),
  cc: addressList(KOMMUNIKATION_LIMITS.recipients),
  bcc: addressList(KOMMUNIKATION_LIMITS.recipients),
  subject: textInput()
    .trim()
    .max(KOMMUNIKATION_LIMITS.subject, `Der Betreff darf höchstens ${KOMMUNIKATION_LIMITS.subject} Zeichen lang sein.`)
    .default(''),
  /** HTML from the editor; the server sanitises it before storing. */
  html: textInput().max(KOMMUNIKATION_LIMITS.body, 'Der Text der E-Mail ist zu lang.').default(''),
  /** Files from the archive, as `getTempFiles` answered them (document file ids). */
  copiedFiles: z.array(IdSchema).max(KOMMUNIKATION_LIMITS.attachments, 'Zu viele Anhänge.').default([]),
  /** Files uploaded in the composer (ids of `POST /mails/attachments`). */
  uploads: z.array(IdSchema).max(KOMMUNIKATION_LIMITS.attachments, 'Zu viele Anhänge.').default([]),
  /** Attachments of a forwarded mail that go along. */
  forwardOf: IdSchema.optional(),
});
export type SendMailBody = z.input<typeof SendMailBodySchema>;

export const SentMailSchema = z.object({ commId: z.number().int(), status: z.enum(mailStatuses) });

export const MailInitQuerySchema = z
  .object({
    insuranceId: IdSchema,
    kind: z.enum(composerKinds, { message: 'Unbekannte Art der E-Mail.' }).default('frei'),
    /** The mail to forward (forward-kunde, forward-gesellschaft). */
    commId: IdSchema.optional(),
    /** Files from the archive to attach (`?copiedFiles=1&copiedFiles=2`): answered with name and size. */
    copiedFiles: z
      .preprocess(
        (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
        z.array(IdSchema).max(KOMMUNIKATION_LIMITS.attachments, 'Zu viele Anhänge.'),
      )
      .optional(),
    /** The appointment the mail is about (kind 'termin'): its sid. */
    termin: IdSchema.optional(),
  })
  .refine((q) => q.kind !== 'termin' || q.termin !== undefined, {
    message: 'Der Termin fehlt.',
    path: ['termin'],
  });

export const AddressSuggestionSchema = z.object({
  address: z.string(),
  name: z.string(),
  /** Where it comes from: Kunde, Person, Gesellschaft, Makler. */
  source: z.string(),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestionSchema>;

/** What the composer starts with (spec §7 "get mail init data (insurance, toCompany)"). */
export const MailInitSchema = z.object({
  insuranceId: z.number().int(),
  insurance: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  toCompany: z.boolean(),
  receiver: z.array(z.string()),
  subject: z.string(),
  content: z.string(),
  /** Attachments carried over (a forward): file name and size, sent with `forwardOf`. */
  attachments: z.array(MailAttachmentSchema),
  /** The archive files of `copiedFiles` (id = document file id), checked to be visible. */
  copied: z.array(MailAttachmentSchema),
  suggestions: z.array(AddressSuggestionSchema),
  /** The cancellation mail is refused (spec 000 §4): why. */
  refused: z.string().nullable(),
});
export type MailInit = z.infer<typeof MailInitSchema>;

export const UploadedAttachmentSchema = MailAttachmentSchema;

/** Direction of a call (Gespräch). */
export const gespraechRichtungen = ['EINGEHEND', 'AUSGEHEND'] as const;
export const gespraechRichtungLabel: Record<(typeof gespraechRichtungen)[number], string> = {
  EINGEHEND: 'eingehend',
  AUSGEHEND: 'ausgehend',
};

export const ITEM_LIMITS = { text: 20_000, nummer: 40, dauerMinuten: 24 * 60 } as const;

/** A Gespräch (call note) or Bemerkung written in the office (spec §3 categories, §2.6 routes). */
export const CreateItemBodySchema = z.object({
  insuranceId: IdSchema,
  category: z.enum(['GESPRAECH', 'BEMERKUNG'], { message: 'Unbekannte Art des Eintrags.' }),
  subject: textInput(SUBJECT_REQUIRED)
    .trim()
    .min(1, SUBJECT_REQUIRED)
    .max(KOMMUNIKATION_LIMITS.subject, `Der Betreff darf höchstens ${KOMMUNIKATION_LIMITS.subject} Zeichen lang sein.`),
  text: textInput().max(ITEM_LIMITS.text, `Der Text darf höchstens ${ITEM_LIMITS.text} Zeichen lang sein.`).default(''),
  /** Gespräch: the number called or calling. */
  nummer: textInput()
    .trim()
    .max(ITEM_LIMITS.nummer, `Die Rufnummer darf höchstens ${ITEM_LIMITS.nummer} Zeichen lang sein.`)
    .regex(/^[+0-9 ()/-]*$/, 'Bitte geben Sie eine Rufnummer aus Ziffern, Leerzeichen, +, /, - und Klammern ein.')
    .optional(),
  richtung: z.enum(gespraechRichtungen, { message: 'Bitte wählen Sie die Richtung des Gesprächs.' }).optional(),
  dauerMinuten: z
    .number({ message: 'Die Dauer ist eine Zahl von Minuten.' })
    .int('Die Dauer ist eine ganze Zahl von Minuten.')
    .min(0, 'Die Dauer kann nicht negativ sein.')
    .max(ITEM_LIMITS.dauerMinuten, 'Ein Gespräch dauert höchstens 24 Stunden.')
    .optional(),
});
export type CreateItemBody = z.input<typeof CreateItemBodySchema>;
export type CreateItem = z.infer<typeof CreateItemBodySchema>;

/** One item of any kind, as its page shows it. */
export const ItemViewSchema = z.object({
  commId: z.number().int(),
  category: z.enum(kommunikationKategorien),
  subject: z.string().nullable(),
  date: z.string(),
  /** Sanitised HTML. */
  text: z.string(),
  fromTo: z.string(),
  EXTERN: z.boolean(),
  attachments: z.array(MailAttachmentSchema),
  nummer: z.string().nullable(),
  richtung: z.enum(gespraechRichtungen).nullable(),
  dauerMinuten: z.number().int().nullable(),
  createdBy: z.string().nullable(),
  insuranceId: z.number().int().nullable(),
  deletable: z.boolean(),
});
export type ItemView = z.infer<typeof ItemViewSchema>;

/** `GET /downloadFax?id={commId}`, `GET /get_simple_file?fileId={commId}` (spec §7). */
export const FaxQuerySchema = z.object({ id: IdSchema });
export const SimpleFileQuerySchema = z.object({ fileId: IdSchema });

/** A message thread (named route 'ticket'): one per contract, channel 'vertrag'. */
export const ChatQuerySchema = z.object({
  chatId: IdSchema,
  channelId: z.literal('vertrag', { message: 'Unbekannter Kanal.' }).default('vertrag'),
});

export const MESSAGE_MAX = 5000;
export const MESSAGE_REQUIRED = 'Bitte schreiben Sie eine Nachricht.';
export const PostMessageBodySchema = z.object({
  chatId: IdSchema,
  channelId: z.literal('vertrag', { message: 'Unbekannter Kanal.' }).default('vertrag'),
  text: textInput(MESSAGE_REQUIRED)
    .trim()
    .min(1, MESSAGE_REQUIRED)
    .max(MESSAGE_MAX, `Eine Nachricht darf höchstens ${MESSAGE_MAX} Zeichen lang sein.`),
});

export const ChatMessageSchema = z.object({
  commId: z.number().int(),
  text: z.string(),
  date: z.string(),
  author: z.string(),
  /** Written by the customer (else by the office). */
  fromCustomer: z.boolean(),
  /** Written by the user who reads. */
  own: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatSchema = z.object({
  chatId: z.number().int(),
  channelId: z.literal('vertrag'),
  nummer: z.string(),
  kunde: z.string(),
  messages: z.array(ChatMessageSchema),
  canWrite: z.boolean(),
});
export type Chat = z.infer<typeof ChatSchema>;

/** 'Brief erstellen' (Aktionen of a contract): a DIN 5008 letter as PDF, filed as document and item. */
export const briefEmpfaenger = ['KUNDE', 'GESELLSCHAFT'] as const;
export const BriefBodySchema = z.object({
  insuranceId: IdSchema,
  empfaenger: z.enum(briefEmpfaenger, { message: 'Bitte wählen Sie den Empfänger.' }),
  betreff: textInput(SUBJECT_REQUIRED)
    .trim()
    .min(1, SUBJECT_REQUIRED)
    .max(KOMMUNIKATION_LIMITS.subject, `Der Betreff darf höchstens ${KOMMUNIKATION_LIMITS.subject} Zeichen lang sein.`),
  text: textInput('Bitte schreiben Sie den Text des Briefs.')
    .trim()
    .min(1, 'Bitte schreiben Sie den Text des Briefs.')
    .max(ITEM_LIMITS.text, `Der Text darf höchstens ${ITEM_LIMITS.text} Zeichen lang sein.`),
});
export type BriefBody = z.input<typeof BriefBodySchema>;
export const BriefCreatedSchema = z.object({
  commId: z.number().int(),
  documentId: z.number().int(),
  fileId: z.number().int(),
  fileName: z.string(),
});

/** Export of the postbox table (spec §2.6: export root 'Postfach'): `/insurances/{id}/postfach/export?format=`. */
export const kommunikationExportPath = (contractId: number) => `/insurances/${contractId}/postfach/export`;
export const KommunikationExportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { message: 'Bitte wählen Sie CSV oder Excel als Format.' }),
});

/** Received mail that is not on a contract yet (issue 11 §2): the customer's, or nobody's. */
export const UnassignedQuerySchema = z.object({
  offset: PageOffsetSchema,
  limit: pageLimitSchema(PAGE_SIZE.postbox),
});
export const UnassignedMailSchema = z.object({
  commId: z.number().int(),
  subject: z.string().nullable(),
  date: z.string(),
  from: z.string(),
  kunde: z.object({ id: z.number().int(), name: z.string(), kundennr: z.string() }).nullable(),
  hasAttachment: z.boolean(),
  /** The sender was not confirmed (SPF/DKIM/DMARC): filed under nobody, shown as ABSENDER_NICHT_BESTAETIGT. */
  absenderNichtBestaetigt: z.boolean(),
});
export type UnassignedMail = z.infer<typeof UnassignedMailSchema>;
export const UnassignedListSchema = z.object({
  items: z.array(UnassignedMailSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  canAssign: z.boolean(),
});
export const AssignBodySchema = z.object({ insuranceId: IdSchema });
export const OTHER_CUSTOMER = 'Die E-Mail gehört zu einem anderen Kunden: bitte wählen Sie einen seiner Verträge.';

/** A mail's attachment filed into the contract's archive (issue 11 §4): the folder it goes to. */
export const FileAttachmentParamsSchema = z.object({ commId: IdSchema, attachmentId: IdSchema });
export const FileAttachmentBodySchema = z.object({
  nodeId: z.enum(['VERTRAGSUNTERLAGEN', 'SCHADENSUNTERLAGEN', 'KORRESPONDENZ', 'BERATUNG', 'SONSTIGES'], {
    message: 'Bitte wählen Sie einen Ordner des Vertrags.',
  }),
});
export const FiledAttachmentSchema = z.object({ documentId: z.number().int(), fileId: z.number().int() });
export const FILE_MAIL_FIRST = 'Bitte ordnen Sie die E-Mail zuerst einem Vertrag zu.';
