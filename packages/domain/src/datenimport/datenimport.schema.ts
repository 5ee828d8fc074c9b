import { z } from 'zod';
import { idSchema } from '../common/id.schema';
import { textInput } from '../common/text.schema';
import { TabellenZuordnungSchema } from './tabelle/tabellen-felder';

/** States of an import (issue 38, API). */
export const datenimportStatus = [
  'vorschau_laeuft',
  'vorschau',
  'uebernahme_laeuft',
  'uebernommen',
  'verworfen',
  'fehler',
] as const;
export type DatenimportStatus = (typeof datenimportStatus)[number];

export const datenimportStatusLabel: Record<DatenimportStatus, string> = {
  vorschau_laeuft: 'Vorschau läuft',
  vorschau: 'Vorschau',
  uebernahme_laeuft: 'Übernahme läuft',
  uebernommen: 'Übernommen',
  verworfen: 'Verworfen',
  fehler: 'Fehler',
};

export const DatenimportZaehlerSchema = z.object({
  kundenNeu: z.number().int(),
  kundenGeaendert: z.number().int(),
  vertraegeNeu: z.number().int(),
  vertraegeGeaendert: z.number().int(),
  vertraegeUnveraendert: z.number().int(),
  uebersprungen: z.number().int(),
  fehler: z.number().int(),
  warnungen: z.number().int(),
});
export type DatenimportZaehler = z.infer<typeof DatenimportZaehlerSchema>;

/** Counts of a run before anything was read. */
export const leereZaehler = (): DatenimportZaehler => ({
  kundenNeu: 0,
  kundenGeaendert: 0,
  vertraegeNeu: 0,
  vertraegeGeaendert: 0,
  vertraegeUnveraendert: 0,
  uebersprungen: 0,
  fehler: 0,
  warnungen: 0,
});

/** The count cards of the report page, labelled verbatim (issue 38, 5). */
export const datenimportZaehlerLabel: Record<keyof DatenimportZaehler, string> = {
  kundenNeu: 'Neue Kunden',
  kundenGeaendert: 'Geänderte Kunden',
  vertraegeNeu: 'Neue Verträge',
  vertraegeGeaendert: 'Geänderte Verträge',
  vertraegeUnveraendert: 'Unveränderte Verträge',
  uebersprungen: 'Übersprungen',
  fehler: 'Fehler',
  warnungen: 'Warnungen',
};

export const DatenimportMeldungSchema = z.object({
  datei: z.string(),
  zeile: z.number().int().nullable(),
  satzart: z.string().nullable(),
  feld: z.string().nullable(),
  art: z.enum(['fehler', 'warnung']),
  text: z.string(),
});

export const DatenimportDateiSchema = z.object({
  name: z.string(),
  sha256: z.string(),
  groesse: z.number().int(),
  art: z.enum(['gdv', 'tabelle']),
  vuNummern: z.array(z.string()),
  gesellschaften: z.array(z.object({ id: z.number().int(), name: z.string() })),
  erstellungsdatumVon: z.string().nullable(),
  erstellungsdatumBis: z.string().nullable(),
  datenpakete: z.number().int(),
  saetze: z.number().int(),
});

/** One changed field of a contract or customer in the preview: old → new, as shown. */
export const DatenimportFeldAenderungSchema = z.object({
  feld: z.string(),
  alt: z.string().nullable(),
  neu: z.string().nullable(),
});

export const DatenimportVertragAenderungSchema = z.object({
  versicherungsnummer: z.string(),
  kunde: z.string(),
  art: z.enum(['neu', 'geaendert']),
  /** The contract once it exists (after apply, or for a changed one). */
  vertragId: z.number().int().nullable(),
  felder: z.array(DatenimportFeldAenderungSchema),
});

export const DatenimportReportSchema = z.object({
  id: z.number().int(),
  status: z.enum(datenimportStatus),
  /** 0…100 while a job runs. */
  fortschritt: z.number().int(),
  erstelltAm: z.string(),
  erstelltVon: z.string(),
  uebernommenAm: z.string().nullable(),
  dateien: z.array(DatenimportDateiSchema),
  zaehler: DatenimportZaehlerSchema,
  meldungen: z.array(DatenimportMeldungSchema),
  /** More messages than listed: the CSV/PDF report holds all. */
  meldungenGesamt: z.number().int(),
  unbekannteVuNummern: z.array(z.string()),
  aenderungen: z.array(DatenimportVertragAenderungSchema),
  /** Set for a table file: its columns and the mapping in use (CSV/Excel takeover). */
  tabelle: z
    .object({
      spalten: z.array(z.string()),
      zuordnung: z.record(z.string(), z.string().nullable()),
    })
    .nullable(),
});
export type DatenimportReport = z.infer<typeof DatenimportReportSchema>;

export const DatenimportListItemSchema = z.object({
  id: z.number().int(),
  dateien: z.array(z.string()),
  gesellschaften: z.array(z.string()),
  erstelltVon: z.string(),
  erstelltAm: z.string(),
  status: z.enum(datenimportStatus),
  zaehler: DatenimportZaehlerSchema,
});
export const DatenimportListSchema = z.object({ items: z.array(DatenimportListItemSchema) });

export const DatenimportIdParamsSchema = z.object({ id: idSchema('Unbekannter Import.') });

export const DatenimportZuordnungBodySchema = z.object({
  vuNummer: textInput('Bitte geben Sie die VU-Nummer an.')
    .trim()
    .min(1, 'Bitte geben Sie die VU-Nummer an.')
    .max(10, 'Die VU-Nummer darf höchstens 10 Zeichen lang sein.'),
  gesellschaftId: idSchema('Bitte wählen Sie eine Gesellschaft aus.'),
});

/** The column mapping of a table file: the file's column → our field key (tabellenFelder), or null. */
export const DatenimportSpaltenBodySchema = z.object({ zuordnung: TabellenZuordnungSchema });

export const DatenimportStartedSchema = z.object({ id: z.number().int() });

/** Accepted file names (issue 38, 5). */
export const datenimportDateiendungen = ['.gdv', '.txt', '.dat', '.zip', '.csv', '.xlsx'] as const;
export const DATENIMPORT_MAX_BYTES = 200 * 1024 * 1024;
