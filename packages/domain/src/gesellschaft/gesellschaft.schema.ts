import { z } from 'zod';
import { IdSchema } from '../common/id.schema';
import { PageOffsetSchema, pageLimitSchema } from '../common/page.schema';
import { textInput } from '../common/text.schema';
import { PAGE_SIZE } from '../constants';

export const GesellschaftParamsSchema = z.object({ gesellschaftId: IdSchema });

/** 'Gesellschaftsinfos' (spec 2.9, 3): address, broker numbers and contact data of an insurer. */
export const GesellschaftInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kurzname: z.string(),
  plz: z.string().nullable(),
  /** The city (the spec's field `org`). */
  ort: z.string().nullable(),
  strasse: z.string().nullable(),
  land: z.string(),
  postfach: z.string().nullable(),
  plzPostfach: z.string().nullable(),
  beschreibung: z.string().nullable(),
  vermittlerNummer: z.string().nullable(),
  vermittlerNummerAK: z.string().nullable(),
  hauptNummer: z.string().nullable(),
  telefon: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  /** The viewer may add contact persons (menu 'Neuen Ansprechpartner anlegen'). */
  canCreateAnsprechpartner: z.boolean(),
});
export type GesellschaftInfo = z.infer<typeof GesellschaftInfoSchema>;

/** Usual roles of a contact person at an insurer. */
export const ansprechpartnerTypen = [
  'Maklerbetreuer',
  'Maklerbetreuerin',
  'Vertriebsdirektion',
  'Schadenabteilung',
  'Kfz-Antrag',
  'Kfz-Schaden',
  'Leben-Antrag',
  'Vertragsservice',
  'Courtageabrechnung',
  'Underwriting',
  'Gewerbe',
  'Fachberatung',
] as const;

export const AnsprechpartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  typ: z.string().nullable(),
  email: z.string().nullable(),
  telefon: z.string().nullable(),
  mobil: z.string().nullable(),
  fax: z.string().nullable(),
  beschreibung: z.string().nullable(),
  editable: z.boolean(),
});
export type Ansprechpartner = z.infer<typeof AnsprechpartnerSchema>;

export const AnsprechpartnerListQuerySchema = z.object({
  offset: PageOffsetSchema,
  limit: pageLimitSchema(PAGE_SIZE.companyContacts),
});

export const AnsprechpartnerListSchema = z.object({
  items: z.array(AnsprechpartnerSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type AnsprechpartnerList = z.infer<typeof AnsprechpartnerListSchema>;

const optional = (max: number, message: string) =>
  z
    .union([z.literal(''), z.null(), textInput().trim().max(max, message)])
    .optional()
    .transform((v) => (v ? v : null));

const phone = (what: string) =>
  z
    .union([
      z.literal(''),
      z.null(),
      textInput()
        .trim()
        .max(40, `Die ${what} darf höchstens 40 Zeichen lang sein.`)
        .regex(/^[0-9+()/\s-]*$/, `Bitte geben Sie eine gültige ${what} ein.`),
    ])
    .optional()
    .transform((v) => (v ? v : null));

export const CreateAnsprechpartnerBodySchema = z.object({
  name: textInput('Bitte geben Sie einen Namen an.')
    .trim()
    .min(1, 'Bitte geben Sie einen Namen an.')
    .max(100, 'Der Name darf höchstens 100 Zeichen lang sein.'),
  typ: optional(60, 'Die Funktion darf höchstens 60 Zeichen lang sein.'),
  email: z
    .union([
      z.literal(''),
      z.null(),
      textInput().trim().max(200).email('Bitte geben Sie eine gültige E-Mail-Adresse an.'),
    ])
    .optional()
    .transform((v) => (v ? v : null)),
  telefon: phone('Telefonnummer'),
  mobil: phone('Mobilnummer'),
  fax: phone('Faxnummer'),
  beschreibung: optional(500, 'Die Beschreibung darf höchstens 500 Zeichen lang sein.'),
});
export type CreateAnsprechpartnerBody = z.input<typeof CreateAnsprechpartnerBodySchema>;

/** The contacts PDF (a file, not JSON): GET {API_BASE}/gesellschaften/:gesellschaftId/ansprechpartner.pdf. */
export const ANSPRECHPARTNER_PDF_PATH = '/gesellschaften/:gesellschaftId/ansprechpartner.pdf';
