/**
 * The incremental GDV reader: takes the bytes of a file chunk by chunk and hands out the contracts of
 * each Datenpaket (Vorsatz 0001 … Nachsatz 9999) in batches as they are complete, then the Datenpaket's
 * end with its messages once its Nachsatz is read (ImportStueck). It never throws: whatever comes in
 * ends as Datenpakete with German messages naming Zeile, Satzart and Feld.
 */
import type { ImportDatenpaket, ImportStueck } from '../datenimport-datensatz';
import { sammlePakete } from '../datenimport-stuecke';
import { GdvDatenpaketBau } from './gdv-datenpaket';
import { dekodiere, erkenneZeichensatz, type GdvZeichensatz } from './gdv-zeichensatz';
import { GDV_SATZLAENGE, type GdvRohzeile, GdvZeilenLeser } from './gdv-zeilen';

/** Complete contracts handed on together. */
const STUECK_GROESSE = 250;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what marks a binary file
const binaer = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export class GdvParser {
  private readonly leser = new GdvZeilenLeser();
  private zeichensatz: GdvZeichensatz = 'latin1';
  private zeichensatzErkannt = false;
  private paket: GdvDatenpaketBau | null = null;
  private pakete = 0;
  private saetze = 0;
  private letzteZeile: number | null = null;
  /** Set when the file turned out not to be a GDV file: the rest is ignored. */
  private keinGdv = false;

  constructor(private readonly datei: string) {}

  /** True once the file turned out not to be a GDV file: the caller may stop reading it. */
  get abgebrochen(): boolean {
    return this.keinGdv;
  }

  push(chunk: Uint8Array): ImportStueck[] {
    const fertig: ImportStueck[] = [];
    if (this.keinGdv) {
      return fertig;
    }
    try {
      for (const roh of this.leser.push(chunk)) {
        this.satz(roh, fertig);
      }
    } catch (fehler) {
      this.unerwartet(fehler, fertig);
    }
    return fertig;
  }

  end(): ImportStueck[] {
    const fertig: ImportStueck[] = [];
    try {
      if (!this.keinGdv) {
        for (const roh of this.leser.end()) {
          this.satz(roh, fertig);
        }
      }
      if (this.paket) {
        fertig.push(ende(this.paket.abschliessen(this.letzteZeile)));
      }
      this.paket = null;
      if (this.pakete === 0) {
        const leer = this.neuesPaket();
        leer.meldung('fehler', null, null, null, 'Die Datei ist leer; sie enthält keinen GDV-Satz.');
        fertig.push(ende(leer.abschliessen(null)));
        this.paket = null;
      }
    } catch (fehler) {
      this.unerwartet(fehler, fertig);
    }
    return fertig;
  }

  private neuesPaket(): GdvDatenpaketBau {
    this.pakete++;
    this.paket = new GdvDatenpaketBau(this.datei, this.pakete);
    return this.paket;
  }

  /** The file is no GDV file: one Datenpaket says why, the rest of the file is not read. */
  private keineGdvDatei(zeile: number, text: string, fertig: ImportStueck[]): void {
    const paket = this.paket ?? this.neuesPaket();
    paket.meldung('fehler', zeile, null, null, `${text} Die Datei ist keine GDV-Datei.`);
    // Reported in full here: no Nachsatz message on top.
    const ergebnis = paket.abschliessen(zeile);
    ergebnis.meldungen = ergebnis.meldungen.filter((m) => m.satzart !== '9999');
    fertig.push(ende(ergebnis));
    this.paket = null;
    this.keinGdv = true;
  }

  private satz(roh: GdvRohzeile, fertig: ImportStueck[]): void {
    if (this.keinGdv) {
      return;
    }
    const { zeile, bytes } = roh;
    this.letzteZeile = zeile;
    const ersterSatz = this.saetze === 0;
    this.saetze++;
    if (!this.zeichensatzErkannt) {
      const erkannt = erkenneZeichensatz(bytes);
      if (erkannt) {
        this.zeichensatz = erkannt;
        this.zeichensatzErkannt = true;
      }
    }
    const inhalt = dekodiere(bytes, this.zeichensatz);
    if (binaer.test(inhalt)) {
      if (ersterSatz || !this.paket) {
        this.keineGdvDatei(zeile, `Zeile ${zeile} enthält Binärdaten.`, fertig);
        return;
      }
      this.paket.zaehleSatz();
      this.paket.meldung('fehler', zeile, null, null, `Zeile ${zeile} enthält Steuer- oder Binärzeichen.`);
      return;
    }
    if (inhalt.length !== GDV_SATZLAENGE) {
      const text = `Zeile ${zeile} hat ${inhalt.length} statt ${GDV_SATZLAENGE} Zeichen.`;
      if (ersterSatz) {
        this.keineGdvDatei(zeile, text, fertig);
        return;
      }
      const paket = this.paket ?? this.neuesPaket();
      paket.zaehleSatz();
      paket.meldung('fehler', zeile, satzartVon(inhalt), null, `${text} Der Satz wird nicht gelesen.`);
      return;
    }
    const satzart = inhalt.slice(0, 4);
    if (satzart === '0001') {
      if (this.paket?.hatInhalt) {
        fertig.push(ende(this.paket.abschliessen(zeile - 1)));
        this.paket = null;
      }
      (this.paket ?? this.neuesPaket()).vorsatz(zeile, inhalt);
      return;
    }
    if (!this.paket) {
      if (ersterSatz) {
        this.keineGdvDatei(
          zeile,
          `Die Datei beginnt nicht mit einem Vorsatz (Satzart 0001), sondern mit „${satzart}“.`,
          fertig,
        );
        return;
      }
      this.neuesPaket().meldung(
        'fehler',
        zeile,
        satzart,
        null,
        `Vor Zeile ${zeile} fehlt der Vorsatz (Satzart 0001) eines neuen Datenpakets.`,
      );
    }
    const paket = this.paket as GdvDatenpaketBau;
    if (!/^\d{4}$/.test(satzart)) {
      paket.zaehleSatz();
      paket.meldung(
        'fehler',
        zeile,
        null,
        'Satzart',
        `Zeile ${zeile} beginnt mit „${satzart}“, das ist keine Satzart.`,
      );
      return;
    }
    if (satzart === '9999') {
      paket.nachsatz(zeile, inhalt);
      fertig.push(ende(paket.abschliessen(zeile)));
      this.paket = null;
      return;
    }
    paket.satz(zeile, satzart, inhalt);
    if (paket.fertigeVertraege >= STUECK_GROESSE) {
      fertig.push({ art: 'vertraege', kopf: paket.kopf, vertraege: paket.nimmFertige() });
    }
  }

  private unerwartet(fehler: unknown, fertig: ImportStueck[]): void {
    const paket = this.paket ?? this.neuesPaket();
    const grund = fehler instanceof Error ? fehler.message : String(fehler);
    paket.meldung('fehler', this.letzteZeile, null, null, `Die Datei konnte nicht gelesen werden (${grund}).`);
    fertig.push(ende(paket.abschliessen(this.letzteZeile)));
    this.paket = null;
    this.keinGdv = true;
  }
}

function ende(paket: ImportDatenpaket): ImportStueck {
  return { art: 'ende', paket };
}

function satzartVon(inhalt: string): string | null {
  const s = inhalt.slice(0, 4);
  return /^\d{4}$/.test(s) ? s : null;
}

/** Reads a whole GDV file held in memory (tests, small files); the server streams with GdvParser. */
export function leseGdvDatei(datei: string, bytes: Uint8Array): ImportDatenpaket[] {
  const parser = new GdvParser(datei);
  return sammlePakete([...parser.push(bytes), ...parser.end()]);
}
