import { z } from 'zod';
import { isoDateSchema } from '../common/date.schema';
import { germanDay, todayInGermany } from '../common/german-day';
import { IdSchema } from '../common/id.schema';
import { cappedListSchema, PageOffsetSchema, pageLimitSchema } from '../common/page.schema';
import { textInput } from '../common/text.schema';
import { type AenderungslogTyp, aenderungslogTypen } from './aenderungslog-typen';

/**
 * The change-log page (spec 2.5, 3.10, 9): 25 rows per page, or the user's table page size (spec 3.10
 * 'load broker page table size'; Me.tablePageSize, one of TABLE_PAGE_SIZES, all accepted as `limit`).
 */
export const AENDERUNGSLOG_PAGE_SIZE = 25;

/** The rows per page of the change log for a user with this table page size (none: 25). */
export const aenderungslogPageSize = (tablePageSize: number | null | undefined): number =>
  tablePageSize ?? AENDERUNGSLOG_PAGE_SIZE;
/** An export holds at most this many rows (the newest); a note says when there were more. */
export const AENDERUNGSLOG_EXPORT_CAP = 10_000;

/** The German texts of the page (spec 2.5, 8). */
export const AENDERUNGSLOG_TEXTE = {
  titel: 'Änderungslog',
  titelMaklerauftrag: 'Änderungslog für Maklerauftrag',
  filterPanel: 'Suchen',
  gruppe: 'Allgemein',
  abDatum: 'Ab Datum',
  suchen: 'Suchen',
  mitSchaden: 'Erweiterter Log inkl. Schaden',
  modalTitel: 'Änderung:',
  leer: 'Es wurden keine Einträge gefunden',
  zurueck: 'zurück zu den Änderungslog',
  keinZugriffBuero: 'Das Änderungslog des ganzen Büros sehen nur Mitarbeiter des Innendienstes.',
  exportGekappt: (cap: string) =>
    `Hinweis: Der Export enthält nur die neuesten ${cap} Einträge. Bitte grenzen Sie den Filter ein.`,
} as const;

/** The columns of the table and of the exports (spec 2.5). */
export const AENDERUNGSLOG_SPALTEN = ['Datum', 'Nutzer', 'Eintrag', 'Änderung'] as const;

export const AENDERUNGSLOG_MESSAGES = {
  typ: 'Unbekannter Typ des Änderungslogs.',
  datum: 'Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).',
  filter: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.',
  flag: 'Ungültige Angabe.',
  vertragFehlt: 'Zum Änderungslog eines Vertrags fehlt die Vertrags-Id.',
  idFehlt: 'Zum Änderungslog fehlt die Id des Datensatzes.',
} as const;

/** Spec 2.5: the types with the date picker 'Ab Datum'; the other types offer the text search only. */
export function hasDateFilter(typ: AenderungslogTyp | undefined): boolean {
  return typ === undefined || typ === 'vers' || typ === 'person' || typ === 'kundendaten' || typ === 'vermittlerdaten';
}

/** Spec 2.5: 'Änderungslog für Maklerauftrag' without a type (the office), 'Änderungslog' with one. */
export const aenderungslogTitel = (typ: AenderungslogTyp | undefined) =>
  typ === undefined ? AENDERUNGSLOG_TEXTE.titelMaklerauftrag : AENDERUNGSLOG_TEXTE.titel;

/** Spec 5.6: the default start date, one month before today (German calendar day), ISO. */
export function defaultAenderungslogDatum(now: Date = new Date()): string {
  const [y = 0, m = 1, d = 1] = todayInGermany(now).split('-').map(Number);
  // 31 March minus a month is 28/29 February, not 3 March.
  const lastOfPrevious = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  return germanDay(new Date(Date.UTC(y, m - 2, Math.min(d, lastOfPrevious), 12)));
}

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])], { message: AENDERUNGSLOG_MESSAGES.flag })
  .transform((v) => v === true || v === 'true');

const common = {
  /** Spec key DATUM: rows from this German calendar day on. */
  datum: isoDateSchema(AENDERUNGSLOG_MESSAGES.datum).optional(),
  /** Spec key FILTER: free text over Eintrag, Änderung and Nutzer. */
  filter: textInput().trim().max(100, AENDERUNGSLOG_MESSAGES.filter).optional(),
  offset: PageOffsetSchema,
  limit: pageLimitSchema(AENDERUNGSLOG_PAGE_SIZE),
};

const pageShape = {
  typ: z.enum(aenderungslogTypen as unknown as [AenderungslogTyp, ...AenderungslogTyp[]], {
    message: AENDERUNGSLOG_MESSAGES.typ,
  }),
  versVetragId: IdSchema.optional(),
  searchkeyId: IdSchema.optional(),
  /** Type vers: with the entries of the contract's damage reports (default on). */
  mitSchadensmeldung: flag.default(true),
  ...common,
};

function requireId(
  q: { typ: AenderungslogTyp; versVetragId?: number | undefined; searchkeyId?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (q.typ === 'vers' && q.versVetragId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['versVetragId'], message: AENDERUNGSLOG_MESSAGES.vertragFehlt });
  }
  if (q.typ !== 'vers' && q.searchkeyId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['searchkeyId'], message: AENDERUNGSLOG_MESSAGES.idFehlt });
  }
}

/**
 * Spec 3.10 'filter, datum, typ, mitSchadensmeldung, and versVetragId or searchkeyId': the contract
 * id for `vers`, else the id of the person, customer, broker or record.
 */
export const AenderungslogQuerySchema = z.object(pageShape).superRefine(requireId);
export type AenderungslogQuery = z.infer<typeof AenderungslogQuerySchema>;

/** The office-wide log (internal staff only): date and text filter. */
export const AenderungslogBueroQuerySchema = z.object(common);
export type AenderungslogBueroQuery = z.infer<typeof AenderungslogBueroQuerySchema>;

const format = z.enum(['csv', 'pdf'], { message: 'Unbekanntes Exportformat.' });

/** The same filter as a file: CSV or PDF. */
export const AenderungslogExportQuerySchema = z.object({ ...pageShape, format }).superRefine(requireId);
export const AenderungslogBueroExportQuerySchema = z.object({ ...common, format });

/** One row of the page (spec 3.10: datum, nutzer, eintrag, aeunderung — spelled aenderung here). */
export const AenderungslogEintragSchema = z.object({
  id: z.number().int(),
  /** ISO timestamp. */
  datum: z.string(),
  /** 'Max Makler', or 'Ina Intern als Max Makler' when done while viewing as somebody. */
  nutzer: z.string(),
  /** The field's German label, prefixed by the record type where the log mixes types. */
  eintrag: z.string(),
  /** 'alt → neu', formatted for a German reader. */
  aenderung: z.string(),
});
export type AenderungslogEintrag = z.infer<typeof AenderungslogEintragSchema>;

/** One page; `total` is exact up to LIST_COUNT_CAP (docs/decisions/0010). */
export const AenderungslogPageSchema = cappedListSchema(AenderungslogEintragSchema).omit({ nextCursor: true });
export type AenderungslogPage = z.infer<typeof AenderungslogPageSchema>;
