import { z } from 'zod';
import { PageOffsetSchema, pageLimitSchema } from '../common/page.schema';
import { ERWARTUNG_JAHR_MAX, ERWARTUNG_JAHR_MIN, vorjahrInGermany } from './erwartung-jahr';

// Expected against received commission (issue 14 item 7, docs/decisions/0023): per contract and year the
// Bestandscourtage expected from the yearly premium and the agreed rate beside what was booked, and the
// broker's portfolio of contracts where less came in than expected. Amounts are integer cents.

export const FEHLBETRAEGE_PAGE_SIZE = 25;

export const ERWARTUNG_MESSAGES = {
  keinSatz: 'Für diese Gesellschaft ist kein Courtagesatz vereinbart.',
  keinePraemie: 'Für diesen Vertrag ist keine Jahresprämie erfasst.',
  keinBeginn: 'Für diesen Vertrag ist weder ein Beginn noch eine Buchung erfasst.',
  jahr: 'Bitte geben Sie ein Jahr zwischen 2000 und 2100 an.',
  empty: 'Es wurden keine Fehlbeträge gefunden',
} as const;

const jahrInt = z
  .number({ message: ERWARTUNG_MESSAGES.jahr })
  .int(ERWARTUNG_MESSAGES.jahr)
  .min(ERWARTUNG_JAHR_MIN, ERWARTUNG_MESSAGES.jahr)
  .max(ERWARTUNG_JAHR_MAX, ERWARTUNG_MESSAGES.jahr);
/**
 * A year of a query string (JSON number or four digits), last year in Germany when missing (a transform,
 * not a default, so that the API description does not name a year).
 */
export const ErwartungJahrSchema = z
  .union(
    [
      jahrInt,
      z
        .string({ message: ERWARTUNG_MESSAGES.jahr })
        .regex(/^\d{4}$/, ERWARTUNG_MESSAGES.jahr)
        .transform(Number)
        .pipe(jahrInt),
    ],
    { message: ERWARTUNG_MESSAGES.jahr },
  )
  .optional()
  .transform((v) => v ?? vorjahrInGermany());

/** One year of a contract: expected, received (live bookings of the year), received − expected. */
export const ErwartungJahrZeileSchema = z.object({
  jahr: z.number().int(),
  erwartet: z.number().int(),
  erhalten: z.number().int(),
  /** erhalten − erwartet (negative: a shortfall). */
  differenz: z.number().int(),
});
export type ErwartungJahrZeile = z.infer<typeof ErwartungJahrZeileSchema>;

/** Expected against received commission of one contract (for the viewer: his share when he sees only his lines). */
export const ErwartungSchema = z.object({
  contractId: z.number().int(),
  /** The contract's broker. */
  maklernr: z.string(),
  rows: z.array(ErwartungJahrZeileSchema),
  /** The agreed Bestandscourtage rate in % that was used (null: none agreed). */
  satz: z.number().nullable(),
  /** Which yearly premium was used (null: none recorded). */
  basis: z.enum(['netto', 'brutto']).nullable(),
  /** Why nothing can be expected (German), or null. */
  hinweis: z.string().nullable(),
});
export type Erwartung = z.infer<typeof ErwartungSchema>;

export const FehlbetraegeQuerySchema = z.object({
  jahr: ErwartungJahrSchema,
  offset: PageOffsetSchema,
  limit: pageLimitSchema(FEHLBETRAEGE_PAGE_SIZE),
});
export type FehlbetraegeQuery = z.input<typeof FehlbetraegeQuerySchema>;

/** `?jahr=…&format=csv|xlsx` of the shortfall export. */
export const FehlbetraegeExportQuerySchema = z.object({
  jahr: ErwartungJahrSchema,
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

export const FehlbetragSchema = z.object({
  contractId: z.number().int(),
  /** Versicherungsnummer. */
  nummer: z.string(),
  /** The policyholder's display name. */
  kunde: z.string(),
  kundennr: z.string(),
  gesellschaft: z.string(),
  sparte: z.string(),
  erwartet: z.number().int(),
  erhalten: z.number().int(),
  /** erhalten − erwartet (negative). */
  differenz: z.number().int(),
});
export type Fehlbetrag = z.infer<typeof FehlbetragSchema>;

/** Contracts of the viewer's scope where less came in than expected in `jahr`, largest shortfall first. */
export const FehlbetraegeSchema = z.object({
  items: z.array(FehlbetragSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  jahr: z.number().int(),
  /** Over all contracts of the list (not only the page). */
  summe: z.object({ erwartet: z.number().int(), erhalten: z.number().int(), differenz: z.number().int() }),
});
export type Fehlbetraege = z.infer<typeof FehlbetraegeSchema>;

/** Column headers of the table and the export. */
export const FEHLBETRAEGE_COLUMNS = [
  'Versicherungsnummer',
  'Kunde',
  'Kundennr',
  'Gesellschaft',
  'Sparte',
  'Erwartet',
  'Erhalten',
  'Differenz',
] as const;
