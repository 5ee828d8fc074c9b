import { z } from 'zod';
import { IdSchema } from '../common/id.schema';
import { textInput } from '../common/text.schema';
import { DokumentNodeIdSchema, SendDataSchema, signaturStatusCodes } from '../dokument/dokument.schema';
import { mailAddressSchema } from '../kommunikation/kommunikation.schema';

/** Texts of the signing flow (spec dokumente-formulare.md §4, §8; termine-courtage-aenderungslog.md §8). */
export const SIGN_TEXT = {
  alreadySubmitted: 'Das Dokument wurde bereits eingereicht',
  notSuitableTitle: 'Das Dokument ist nicht zur e-Signatur geeignet',
  notSuitableHint: 'Sie können jedoch das Dokument herunterladen.',
  noneTitle: 'Keine Dokumente zur Unterschrift',
  noneText: 'Es liegen keine Dokumente zur Unterschrift bereit.',
  warningsBox: 'Vorsicht, die folgenden Daten haben sich geändert:',
  moreWarnings: 'weitere Warnungen ...',
  continueToSign: 'Weiter zur Unterschrift',
  signatureFetchError: 'Error fetching signature data:',
} as const;

/** The signature flag of a submitted file and the confirm flag of a repeated action (spec §9). */
export const SIGNATURE_FLAG_KOMPLETT = 'KOMPLETT';
export const CONFIRM_FLAG = '1';

/** Links to sign stay valid this many days unless SIGN_LINK_DAYS says otherwise (issue 12 §4). */
export const SIGN_LINK_DAYS_DEFAULT = 14;
/** A drawn signature: a PNG of at most 1 MB. */
export const SIGNATURE_IMAGE_MAX_BYTES = 1024 * 1024;
export const SIGNATURE_IMAGE_TEXT = {
  tooLarge: 'Die Unterschrift ist zu groß (höchstens 1 MB).',
  notAnImage: 'Die Unterschrift ist kein Bild (PNG erwartet).',
} as const;
export const SIGN_LIMITS = { signers: 5, fields: 40, name: 120, reason: 1000, concatIds: 50 } as const;

/** Parameters that identify a file to sign (spec §3 "Signature file"). */
export const SignoElementSchema = z.object({
  PARAMETER_DOK_ID: z.string(),
  PARAMETER_ANTRAGSNR_INTERN: z.string(),
  PARAMETER_ANTRAGSDATEN_PDF_ID: z.string(),
});
export type SignoElement = z.infer<typeof SignoElementSchema>;

export const SignatureFileSchema = z.object({
  /** Where signing continues (our preparation page); null: not suitable for e-signature. */
  url: z.string().nullable(),
  fileName: z.string(),
  signaturStatus: z.string().nullable(),
  isPictureAttach: z.boolean(),
  signoElement: SignoElementSchema,
});
export type SignatureFile = z.infer<typeof SignatureFileSchema>;

export const WebserviceWarningSchema = z.object({ key: z.string(), value: z.string() });
export type WebserviceWarning = z.infer<typeof WebserviceWarningSchema>;

export const SignActionQuerySchema = z.object({
  docInfo: z.tuple([DokumentNodeIdSchema, IdSchema], { message: 'Ungültige Dokumentangabe.' }),
});
/** The action's sendData list is the body. */
export const SignActionBodySchema = SendDataSchema;
export const SignActionResultSchema = z.object({
  signatures: z.array(SignatureFileSchema),
  webserviceWarnings: z.array(WebserviceWarningSchema),
});
export type SignActionResult = z.infer<typeof SignActionResultSchema>;

/** `?sendData=KEY&sendData=VALUE&…`: the signoElement as repeated key/value pairs. */
export const PictureAttachmentsQuerySchema = z.object({
  sendData: z
    .union([textInput().max(200), z.array(textInput().max(200)).max(20)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .refine((v) => v.length % 2 === 0, 'Ungültige Angaben zum Dokument.')
    .transform((v) => {
      const pairs: Record<string, string> = {};
      for (let i = 0; i < v.length; i += 2) {
        pairs[v[i] as string] = v[i + 1] as string;
      }
      return pairs;
    })
    .pipe(
      z.object({
        PARAMETER_DOK_ID: IdSchema as z.ZodType<number, string>,
        PARAMETER_ANTRAGSDATEN_PDF_ID: textInput().optional(),
      }),
    ),
});

export const PictureAttachmentSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  bezeichnung: z.string(),
  herkunft: z.string(),
  appended: z.boolean(),
});
export type PictureAttachment = z.infer<typeof PictureAttachmentSchema>;
export const PictureAttachmentsSchema = z.object({
  attachments: z.array(PictureAttachmentSchema),
  pictureAttachMsg: z.string().nullable(),
  webServiceMsg: z.string().nullable(),
  messages: z.array(z.string()),
});
export type PictureAttachments = z.infer<typeof PictureAttachmentsSchema>;

export const ConcatSignBodySchema = z.object({
  concatIds: z
    .array(IdSchema)
    .max(SIGN_LIMITS.concatIds, `Höchstens ${SIGN_LIMITS.concatIds} Dokumente.`)
    .transform((ids) => [...new Set(ids)]),
  dokId: IdSchema,
  antragsnrIntern: textInput().max(100).default(''),
  antragsdatenPdfId: IdSchema,
});
export const ConcatSignResultSchema = z.object({
  signoUri: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type ConcatSignResult = z.infer<typeof ConcatSignResultSchema>;

/** Who signs (issue 12 §3). */
export const signerRoles = ['KUNDE', 'MAKLER', 'WEITERE'] as const;
export type SignerRole = (typeof signerRoles)[number];
export const signerRoleLabel: Record<SignerRole, string> = {
  KUNDE: 'Kunde',
  MAKLER: 'Makler',
  WEITERE: 'weitere Person',
};

/** A field on a page: fractions (0…1) of the page's width and height, origin top-left as seen. */
const fraction = z
  .number({ message: 'Ungültige Position.' })
  .min(0, 'Ungültige Position.')
  .max(1, 'Ungültige Position.');
const FieldBoxSchema = z.object({
  page: z.number().int().min(1, 'Ungültige Seite.').max(5000, 'Ungültige Seite.'),
  x: fraction,
  y: fraction,
  width: fraction.min(0.03, 'Das Feld ist zu klein.'),
  height: fraction.min(0.015, 'Das Feld ist zu klein.'),
});
export type FieldBox = z.infer<typeof FieldBoxSchema>;
export const SignFieldSchema = FieldBoxSchema.extend({
  signer: z
    .number()
    .int()
    .min(0)
    .max(SIGN_LIMITS.signers - 1),
}).refine((f) => f.x + f.width <= 1.0001 && f.y + f.height <= 1.0001, 'Das Feld ragt über die Seite hinaus.');
export type SignField = z.infer<typeof SignFieldSchema>;

export const SignerInputSchema = z.object({
  role: z.enum(signerRoles, { message: 'Unbekannte Rolle.' }),
  name: textInput()
    .trim()
    .min(1, 'Name ist erforderlich!')
    .max(SIGN_LIMITS.name, `Höchstens ${SIGN_LIMITS.name} Zeichen.`),
  /** Without an address the link is only shown (to copy, or as a QR code for signing in person). */
  email: z.union([mailAddressSchema, z.literal('').transform(() => null), z.null()]).default(null),
});
export type SignerInput = z.infer<typeof SignerInputSchema>;

export const PrepareSignBodySchema = z
  .object({
    docInfo: z.tuple([DokumentNodeIdSchema, IdSchema], { message: 'Ungültige Dokumentangabe.' }),
    signers: z
      .array(SignerInputSchema)
      .min(1, 'Mindestens eine Person muss unterschreiben.')
      .max(SIGN_LIMITS.signers, `Höchstens ${SIGN_LIMITS.signers} Personen.`),
    fields: z.array(SignFieldSchema).max(SIGN_LIMITS.fields, `Höchstens ${SIGN_LIMITS.fields} Felder.`),
    /** '1' after the user answered the warning about signers without a field with Ja. */
    confirm: z.literal('1').optional(),
  })
  .refine((b) => b.fields.every((f) => f.signer < b.signers.length), {
    message: 'Ein Feld gehört zu keiner unterschreibenden Person.',
    path: ['fields'],
  });
export type PrepareSignBody = z.input<typeof PrepareSignBodySchema>;
export type PrepareSignRequest = z.output<typeof PrepareSignBodySchema>;

export const signRequestStates = ['OFFEN', 'UNTERSCHRIEBEN', 'ABGELEHNT', 'ZURUECKGEZOGEN'] as const;
export type SignRequestState = (typeof signRequestStates)[number];
export const signerStates = ['WARTET', 'OFFEN', 'UNTERSCHRIEBEN', 'ABGELEHNT'] as const;
export type SignerState = (typeof signerStates)[number];
export const signerStateLabel: Record<SignerState, string> = {
  WARTET: 'wartet auf Vorgänger',
  OFFEN: 'ist an der Reihe',
  UNTERSCHRIEBEN: 'unterschrieben',
  ABGELEHNT: 'abgelehnt',
};

export const SignerViewSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  role: z.enum(signerRoles),
  name: z.string(),
  email: z.string().nullable(),
  state: z.enum(signerStates),
  signedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  openedAt: z.string().nullable(),
  expiresAt: z.string(),
  /** The link itself: only in the answer that created it (stored hashed, never shown again). */
  link: z.string().nullable(),
});
export type SignerView = z.infer<typeof SignerViewSchema>;

export const SignEventSchema = z.object({ at: z.string(), label: z.string(), actor: z.string() });

export const SignRequestViewSchema = z.object({
  id: z.number().int(),
  state: z.enum(signRequestStates),
  fileId: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
  signers: z.array(SignerViewSchema),
  fields: z.array(SignFieldSchema),
  events: z.array(SignEventSchema),
  signedFileId: z.number().int().nullable(),
});
export type SignRequestView = z.infer<typeof SignRequestViewSchema>;

export const SignWorkspaceQuerySchema = SignActionQuerySchema;
export const SignWorkspaceSchema = z.object({
  document: z.object({
    id: z.number().int(),
    nodeId: DokumentNodeIdSchema,
    bezeichnung: z.string(),
    fileId: z.number().int(),
    fileName: z.string(),
    vertragId: z.number().int().nullable(),
    signaturStatus: z.enum(signaturStatusCodes).nullable(),
  }),
  request: SignRequestViewSchema.nullable(),
  suggestions: z.array(z.object({ role: z.enum(signerRoles), name: z.string(), email: z.string().nullable() })),
  canPrepare: z.boolean(),
  /** Why a new request cannot be prepared (e.g. already submitted); null when it can. */
  blockedReason: z.string().nullable(),
  linkDays: z.number().int(),
  pageCount: z.number().int(),
  /** A question before sending (signers without a field): answered with Ja, the body goes again with confirm '1'. */
  warning: z.object({ title: z.string(), message: z.string() }).nullable(),
});
export type SignWorkspace = z.infer<typeof SignWorkspaceSchema>;

export const SignRequestActionBodySchema = z.object({ requestId: IdSchema });
export const RenewLinkBodySchema = z.object({ signerId: IdSchema });

/** The signing page (no login): the token is the only proof. */
export const SignTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Dieser Link ist ungültig.'),
});
export const SigningSessionSchema = z.object({
  state: z.enum(['OFFEN', 'WARTET', 'UNTERSCHRIEBEN', 'ABGELEHNT']),
  documentName: z.string(),
  signerName: z.string(),
  role: z.enum(signerRoles),
  office: z.string(),
  consentText: z.string(),
  fields: z.array(FieldBoxSchema),
  expiresAt: z.string(),
  pageCount: z.number().int(),
});
export type SigningSession = z.infer<typeof SigningSessionSchema>;

/** The body may carry more than 1 MB of base64: the server decodes it and answers 422 (signatureImageProblem). */
const PNG_BASE64_MAX = 4 * SIGNATURE_IMAGE_MAX_BYTES;
export const SignBodySchema = z.object({
  consent: z.literal(true, { message: 'Bitte bestätigen Sie die Einverständniserklärung.' }),
  signature: z.discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('drawn'),
        png: z.string().min(1, 'Bitte unterschreiben Sie.').max(PNG_BASE64_MAX, SIGNATURE_IMAGE_TEXT.tooLarge),
      }),
      z.object({
        kind: z.literal('typed'),
        name: textInput().trim().min(1, 'Bitte geben Sie Ihren Namen ein.').max(SIGN_LIMITS.name),
      }),
    ],
    { message: 'Bitte unterschreiben Sie.' },
  ),
});
export type SignBody = z.input<typeof SignBodySchema>;
export const DeclineBodySchema = z.object({
  reason: textInput()
    .trim()
    .min(1, 'Bitte geben Sie einen Grund an.')
    .max(SIGN_LIMITS.reason, `Höchstens ${SIGN_LIMITS.reason} Zeichen.`),
});
export const SignOutcomeSchema = z.object({ state: z.enum(['UNTERSCHRIEBEN', 'ABGELEHNT']), message: z.string() });

/** Overlays of the preview (spec §3 "PDF signature overlay", §7 docSignatures). */
export const DocSignaturesQuerySchema = z.object({
  nodeId: DokumentNodeIdSchema,
  fileId: IdSchema,
  page: IdSchema.optional(),
  extractSignaturesMetadata: z.enum(['true', 'false']).default('false'),
});
export const SignatureOverlaySchema = z.object({
  page: z.number().int(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  imageBase64: z.string(),
});
export type SignatureOverlay = z.infer<typeof SignatureOverlaySchema>;
export const DocSignaturesSchema = z.object({
  signatures: z.array(SignatureOverlaySchema),
  signaturesMetadata: z.object({ hasSignatures: z.boolean(), signaturePages: z.array(z.number().int()) }),
});
export type DocSignatures = z.infer<typeof DocSignaturesSchema>;

/** What the verify page answers for an uploaded PDF (issue 12 §7). */
export const VerifyResultSchema = z.object({
  signed: z.boolean(),
  bySystem: z.boolean(),
  unchanged: z.boolean(),
  message: z.string(),
  documentName: z.string().nullable(),
  signedAt: z.string().nullable(),
  signers: z.array(z.object({ name: z.string(), role: z.string(), signedAt: z.string().nullable() })),
});
export type VerifyResult = z.infer<typeof VerifyResultSchema>;
