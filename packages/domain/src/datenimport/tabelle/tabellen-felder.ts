import { z } from 'zod';
import { textInput } from '../../common/text.schema';

/**
 * The fields of ours a column of a CSV/Excel table can map to (issue 38, 7), in the order the mapping
 * screen lists them, each with its German label and group. One row of the table is one contract with its
 * Versicherungsnehmer (and, for Kraftfahrt, its vehicle).
 */
export const tabellenFelder = [
  { key: 'versicherungsnummer', label: 'Versicherungsnummer', gruppe: 'vertrag' },
  { key: 'gesellschaftName', label: 'Gesellschaft', gruppe: 'vertrag' },
  { key: 'sparte', label: 'Sparte', gruppe: 'vertrag' },
  { key: 'status', label: 'Status', gruppe: 'vertrag' },
  { key: 'beginn', label: 'Beginn', gruppe: 'vertrag' },
  { key: 'ablauf', label: 'Ablauf', gruppe: 'vertrag' },
  { key: 'hauptfaelligkeit', label: 'Hauptfälligkeit', gruppe: 'vertrag' },
  { key: 'zahlweise', label: 'Zahlweise', gruppe: 'vertrag' },
  { key: 'beitragBrutto', label: 'Beitrag brutto', gruppe: 'vertrag' },
  { key: 'beitragNetto', label: 'Beitrag netto', gruppe: 'vertrag' },
  { key: 'produktbezeichnung', label: 'Produkt', gruppe: 'vertrag' },
  { key: 'vermittlernummer', label: 'Vermittlernummer', gruppe: 'vertrag' },
  { key: 'anrede', label: 'Anrede', gruppe: 'person' },
  { key: 'titel', label: 'Titel', gruppe: 'person' },
  { key: 'name', label: 'Name', gruppe: 'person' },
  { key: 'vorname', label: 'Vorname', gruppe: 'person' },
  { key: 'name2', label: 'Namenszusatz', gruppe: 'person' },
  { key: 'geburtsdatum', label: 'Geburtsdatum', gruppe: 'person' },
  { key: 'strasse', label: 'Straße', gruppe: 'person' },
  { key: 'hausnummer', label: 'Hausnummer', gruppe: 'person' },
  { key: 'plz', label: 'PLZ', gruppe: 'person' },
  { key: 'ort', label: 'Ort', gruppe: 'person' },
  { key: 'land', label: 'Land', gruppe: 'person' },
  { key: 'iban', label: 'IBAN', gruppe: 'person' },
  { key: 'bic', label: 'BIC', gruppe: 'person' },
  { key: 'kennzeichen', label: 'Kennzeichen', gruppe: 'fahrzeug' },
  { key: 'hsn', label: 'HSN', gruppe: 'fahrzeug' },
  { key: 'tsn', label: 'TSN', gruppe: 'fahrzeug' },
  { key: 'fin', label: 'FIN', gruppe: 'fahrzeug' },
  { key: 'erstzulassung', label: 'Erstzulassung', gruppe: 'fahrzeug' },
] as const;

export type TabellenFeld = (typeof tabellenFelder)[number]['key'];
export type TabellenFeldGruppe = (typeof tabellenFelder)[number]['gruppe'];

export const tabellenFeldKeys = tabellenFelder.map((f) => f.key) as [TabellenFeld, ...TabellenFeld[]];

export const tabellenFeldGruppeLabel: Record<TabellenFeldGruppe, string> = {
  vertrag: 'Vertrag',
  person: 'Versicherungsnehmer',
  fahrzeug: 'Fahrzeug',
};

export const tabellenFeldLabel = Object.fromEntries(tabellenFelder.map((f) => [f.key, f.label])) as Record<
  TabellenFeld,
  string
>;

/** The fields a row cannot do without: a row without one of them is an error of that row. */
export const tabellenPflichtfelder: readonly TabellenFeld[] = ['versicherungsnummer', 'name'];

/**
 * A column mapping: the file's column header (as `readTabellenSpalten` answers it, made unique) → the field
 * it fills, or null for a column left out. A field is filled by one column at most.
 */
export type TabellenZuordnung = Record<string, TabellenFeld | null>;

export const TabellenZuordnungSchema = z
  .record(
    textInput().max(200, 'Ein Spaltenname darf höchstens 200 Zeichen lang sein.'),
    z.enum(tabellenFeldKeys, { message: 'Bitte wählen Sie ein Feld aus der Liste.' }).nullable(),
  )
  .superRefine((zuordnung, ctx) => {
    const gesehen = new Set<string>();
    for (const feld of Object.values(zuordnung)) {
      if (feld !== null && gesehen.has(feld)) {
        ctx.addIssue({
          code: 'custom',
          message: `Das Feld „${tabellenFeldLabel[feld]}“ ist mehreren Spalten zugeordnet.`,
        });
      }
      if (feld !== null) {
        gesehen.add(feld);
      }
    }
  });

/** The column a field is read from, or null when no column fills it. */
export function spalteVonFeld(zuordnung: Record<string, string | null>, feld: TabellenFeld): string | null {
  for (const [spalte, f] of Object.entries(zuordnung)) {
    if (f === feld) {
      return spalte;
    }
  }
  return null;
}

/** The German messages of a mapping that cannot import anything (a required field without a column). */
export function zuordnungFehler(zuordnung: Record<string, string | null>): string[] {
  return tabellenPflichtfelder
    .filter((feld) => spalteVonFeld(zuordnung, feld) === null)
    .map((feld) => `Dem Feld „${tabellenFeldLabel[feld]}“ ist keine Spalte zugeordnet.`);
}

/**
 * The headers of a file made usable as keys: trimmed, an empty header becomes „Spalte 3“, a repeated one
 * „Name (2)“. `readTabellenSpalten` answers these and the rows are keyed by them.
 */
export function eindeutigeSpalten(kopf: readonly string[]): string[] {
  const vergeben = new Set<string>();
  return kopf.map((roh, i) => {
    const basis = roh.trim() === '' ? `Spalte ${i + 1}` : roh.trim();
    let name = basis;
    for (let n = 2; vergeben.has(name); n++) {
      name = `${basis} (${n})`;
    }
    vergeben.add(name);
    return name;
  });
}
