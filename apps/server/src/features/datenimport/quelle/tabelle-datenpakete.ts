import {
  type ImportDatenpaket,
  type ImportMeldung,
  type ImportVertrag,
  spalteVonFeld,
  TABELLE_SATZART,
  type TabellenZeile,
  wertAlsText,
} from '@maklerwerk/domain';

/**
 * The Datenpakete of a table: one per Gesellschaft named in the rows (the column mapped to
 * „Gesellschaft“; names compared without case and extra spaces, the first spelling kept), numbered in the
 * order they first appear; rows without a Gesellschaft, and every row of a file without that column, form
 * one Datenpaket of their own. Each applies in its own transaction, like the Datenpakete of a GDV file.
 * The contracts are collected until the file is read (a Gesellschaft may appear again on the last row):
 * memory grows with the contracts read, never with the raw file.
 */
export class TabellenDatenpakete {
  private readonly pakete = new Map<string, ImportDatenpaket>();
  /** Gesellschaft + Versicherungsnummer → the row that brought it first. */
  private readonly nummern = new Map<string, number>();
  /** Messages of the whole file, put before the first Datenpaket's own at the end. */
  private readonly dateiMeldungen: ImportMeldung[] = [];
  private kaputt = false;

  constructor(
    private readonly datei: string,
    private readonly zuordnung: Record<string, string | null>,
  ) {}

  private paket(gesellschaft: string | null): ImportDatenpaket {
    const key = (gesellschaft ?? '').replace(/\s+/g, ' ').toLowerCase();
    let paket = this.pakete.get(key);
    if (!paket) {
      paket = {
        datei: this.datei,
        nummer: this.pakete.size + 1,
        quelle: 'tabelle',
        vuNummer: null,
        absender: null,
        adressat: null,
        erstellungsdatumVon: null,
        erstellungsdatumBis: null,
        versionen: {},
        saetze: 0,
        vertraege: [],
        meldungen: [],
        fehlerhaft: false,
      };
      this.pakete.set(key, paket);
    }
    return paket;
  }

  /** The Gesellschaft a row names (also for a row with errors: its messages go to that Datenpaket). */
  gesellschaftDerZeile(row: TabellenZeile): string | null {
    const spalte = spalteVonFeld(this.zuordnung, 'gesellschaftName');
    return spalte === null ? null : wertAlsText(row[spalte]);
  }

  /** One non-empty row: its contract (if it had no error) and its messages. */
  zeile(gesellschaft: string | null, vertrag: ImportVertrag | null, meldungen: ImportMeldung[]): void {
    const paket = this.paket(gesellschaft);
    paket.saetze++;
    paket.meldungen.push(...meldungen);
    if (vertrag === null) {
      return;
    }
    const key = `${(gesellschaft ?? '').replace(/\s+/g, ' ').toLowerCase()}\u0000${vertrag.versicherungsnummer}`;
    const erste = this.nummern.get(key);
    if (erste !== undefined) {
      paket.meldungen.push({
        datei: this.datei,
        zeile: vertrag.zeile,
        satzart: TABELLE_SATZART,
        feld: spalteVonFeld(this.zuordnung, 'versicherungsnummer'),
        art: 'fehler',
        text: `Die Versicherungsnummer „${vertrag.versicherungsnummer}“ steht schon in Zeile ${erste}; die Zeile wird übersprungen.`,
      });
      return;
    }
    this.nummern.set(key, vertrag.zeile);
    paket.vertraege.push(vertrag);
  }

  /** A message of the whole file (no row or the header): it goes to the first Datenpaket. */
  meldung(art: ImportMeldung['art'], text: string, zeile: number | null = null, feld: string | null = null): void {
    this.dateiMeldungen.push({ datei: this.datei, zeile, satzart: TABELLE_SATZART, feld, art, text });
  }

  /** A file that could not be read to its end imports nothing: every Datenpaket is marked broken. */
  alleFehlerhaft(): void {
    this.kaputt = true;
  }

  get leer(): boolean {
    return this.pakete.size === 0;
  }

  /** The Datenpakete in the order their Gesellschaft first appeared; at least one (for the file's messages). */
  alle(): ImportDatenpaket[] {
    const erstes = this.pakete.values().next().value ?? this.paket(null);
    erstes.meldungen.unshift(...this.dateiMeldungen);
    const alle = [...this.pakete.values()];
    for (const paket of alle) {
      paket.fehlerhaft = this.kaputt;
    }
    return alle;
  }
}
