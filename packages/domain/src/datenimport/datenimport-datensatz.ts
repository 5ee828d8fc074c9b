/**
 * The portfolio data an import brings in, in our words — what the GDV reader (gdv/) and the CSV/Excel
 * takeover (tabelle/) both produce, and what the server's import matches and applies. One Datenpaket of a
 * GDV file (Vorsatz … Nachsatz) or one table file is one `ImportDatenpaket`; it applies in one transaction.
 */

/** Where a value came from in the file: the message of a bad value names it. */
export type ImportFundstelle = { zeile: number; satzart: string };

export type ImportMeldungArt = 'fehler' | 'warnung';

/** One error or warning of a file, naming line, Satzart (or „Tabelle“) and field, in German. */
export type ImportMeldung = {
  datei: string;
  zeile: number | null;
  satzart: string | null;
  feld: string | null;
  art: ImportMeldungArt;
  text: string;
};

/** The role of a person on a contract (GDV Personen-/Rollenkennzeichen, ours in words). */
export const importPersonRollen = [
  'versicherungsnehmer',
  'versichertePerson',
  'beitragszahler',
  'bezugsberechtigter',
  'abweichenderHalter',
  'sonstige',
] as const;
export type ImportPersonRolle = (typeof importPersonRollen)[number];

export type ImportPerson = ImportFundstelle & {
  rolle: ImportPersonRolle;
  /** GDV Personen-/Rollenkennzeichen as in the file ('01' VN …), null for a table row. */
  rollenkennzeichen: string | null;
  /** 'Herr' | 'Frau' | 'Firma' | 'Divers' | null (our Anrede). */
  anrede: string | null;
  titel: string | null;
  name: string;
  vorname: string | null;
  name2: string | null;
  name3: string | null;
  /** ISO yyyy-mm-dd; null when unknown (GDV 00.00.0000). */
  geburtsdatum: string | null;
  strasse: string | null;
  plz: string | null;
  ort: string | null;
  /** ISO 3166 alpha-2 ('DE'), mapped from the GDV Länderkennzeichen ('D'). */
  land: string | null;
  iban: string | null;
  bic: string | null;
};

/** Premium and sums insured of one Sparte part (GDV 0210/0211), money in cents. */
export type ImportSpartenteil = ImportFundstelle & {
  sparteCode: string;
  beitragCents: number | null;
  versicherungssummeCents: number | null;
  bezeichnung: string | null;
};

/** Vehicle of a Kraftfahrt contract (GDV 0220.050 …). */
export type ImportFahrzeug = ImportFundstelle & {
  kennzeichen: string | null;
  hsn: string | null;
  tsn: string | null;
  fin: string | null;
  /** ISO yyyy-mm-dd or null. */
  erstzulassung: string | null;
};

/** An insured object or person that is not a vehicle (GDV 0220/0221), kept as a description. */
export type ImportVersicherteSache = ImportFundstelle & { bezeichnung: string };

export type ImportVertrag = ImportFundstelle & {
  versicherungsnummer: string;
  /** GDV Sparte code, three digits ('050'); a table row may give a name instead (sparteName). */
  sparteCode: string | null;
  sparteName: string | null;
  /** Our contract status (contractStatuses) or null when the file says nothing we know. */
  status: string | null;
  /** ISO dates or null. */
  beginn: string | null;
  ablauf: string | null;
  hauptfaelligkeit: string | null;
  /** Our Zahlweise (zahlweisen: 'jährlich' …) or null. */
  zahlweise: string | null;
  /** Premium per payment period in cents (our praemiebto_zahlweise / praemiento_zahlweise). */
  beitragBruttoCents: number | null;
  beitragNettoCents: number | null;
  waehrung: string | null;
  vermittlernummer: string | null;
  produktbezeichnung: string | null;
  /** A table row may name the insurer itself; GDV files name it in the Vorsatz. */
  gesellschaftName: string | null;
  personen: ImportPerson[];
  spartenteile: ImportSpartenteil[];
  fahrzeug: ImportFahrzeug | null;
  versicherteSachen: ImportVersicherteSache[];
};

export type ImportDatenpaket = {
  datei: string;
  /** 1-based number of the Datenpaket in its file. */
  nummer: number;
  quelle: 'gdv' | 'tabelle';
  /** From the Vorsatz; null for a table (the row names the insurer). */
  vuNummer: string | null;
  absender: string | null;
  adressat: string | null;
  /** ISO dates of the Erstellungszeitraum; null for a table. */
  erstellungsdatumVon: string | null;
  erstellungsdatumBis: string | null;
  /** Release/versions per Satzart from the Vorsatz ('0100' → '2.3'). */
  versionen: Record<string, string>;
  saetze: number;
  vertraege: ImportVertrag[];
  meldungen: ImportMeldung[];
  /** A Datenpaket with an error of its own (bad Nachsatz, broken records) applies nothing. */
  fehlerhaft: boolean;
};

/** What is known of a Datenpaket once its Vorsatz is read (a table's: from the start). */
export type ImportDatenpaketKopf = Omit<ImportDatenpaket, 'saetze' | 'vertraege' | 'meldungen' | 'fehlerhaft'>;

/**
 * What a reader hands on while it reads, so that memory does not grow with the file: the contracts of a
 * Datenpaket in batches as soon as they are complete ('vertraege'), then the Datenpaket's end ('ende' —
 * its remaining contracts, all its messages, its number of records and the verdict `fehlerhaft`, which
 * only the Nachsatz can give). A Datenpaket's pieces come one after another, never mixed with another's.
 */
export type ImportStueck =
  | { art: 'vertraege'; kopf: ImportDatenpaketKopf; vertraege: ImportVertrag[] }
  | { art: 'ende'; paket: ImportDatenpaket };
