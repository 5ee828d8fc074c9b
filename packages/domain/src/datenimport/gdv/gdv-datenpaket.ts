/**
 * Builds one ImportDatenpaket (Vorsatz 0001 … Nachsatz 9999) from its records: the Vorsatz data, the
 * contracts by Versicherungsschein-Nummer with persons (0100), contract part (0200), Sparte parts
 * (0210/0211), insured objects and vehicles (0220/0221), and the checks of the Nachsatz.
 */
import type {
  ImportDatenpaket,
  ImportDatenpaketKopf,
  ImportMeldung,
  ImportMeldungArt,
  ImportPerson,
  ImportVertrag,
} from '../datenimport-datensatz';
import {
  findeLayout,
  findeTeildatensatz,
  type GdvFeld,
  type GdvRelease,
  istBekannteSatzart,
  neuesterGdvRelease,
  waehleRelease,
} from './gdv-layouts';
import { GdvSatz } from './gdv-satz';
import { anrede, istFirma, land, personRolle, vertragsstatus, zahlweise } from './gdv-schluessel';
import { gdvSparten } from './gdv-sparten';
import { fahrzeug, gdvPerson, neuerVertrag, spartenteil, type VertragImBau, versicherteSache } from './gdv-vertrag';

/** More messages than this per Datenpaket are summed up in one. */
const MAX_MELDUNGEN = 500;
/**
 * Contracts kept open at once: a contract's records follow each other in a GDV file, so a contract is
 * complete once this many others began after it; it is then handed on and memory stays flat.
 */
const OFFENE_VERTRAEGE = 20;

export class GdvDatenpaketBau {
  private readonly meldungen: ImportMeldung[] = [];
  private ausgelassen = 0;
  private fehlerhaft = false;
  private vuNummer: string | null = null;
  private absender: string | null = null;
  private adressat: string | null = null;
  private von: string | null = null;
  private bis: string | null = null;
  private readonly versionen: Record<string, string> = {};
  private release: GdvRelease | null = null;
  private saetze = 0;
  /** Records between Vorsatz and Nachsatz (what the Nachsatz counts). */
  private inhaltSaetze = 0;
  private beitragSumme = 0;
  /** Contracts still open, oldest first. */
  private readonly vertraege = new Map<string, VertragImBau>();
  /** Complete contracts not yet handed on. */
  private fertig: ImportVertrag[] = [];
  /** Versicherungsschein-Nummern already complete (a later record of one is out of place). */
  private readonly abgeschlossen = new Set<string>();
  private letztePerson: ImportPerson | null = null;
  private nachsatzGelesen = false;

  constructor(
    private readonly datei: string,
    private readonly nummer: number,
  ) {}

  /** How many complete contracts wait to be handed on. */
  get fertigeVertraege(): number {
    return this.fertig.length;
  }

  /** The complete contracts so far, handed on once (the reader streams them in batches). */
  nimmFertige(): ImportVertrag[] {
    const fertig = this.fertig;
    this.fertig = [];
    return fertig;
  }

  get kopf(): ImportDatenpaketKopf {
    return {
      datei: this.datei,
      nummer: this.nummer,
      quelle: 'gdv',
      vuNummer: this.vuNummer,
      absender: this.absender,
      adressat: this.adressat,
      erstellungsdatumVon: this.von,
      erstellungsdatumBis: this.bis,
      versionen: this.versionen,
    };
  }

  /** Whether records other than the Vorsatz came in (a further 0001 then starts a new Datenpaket). */
  get hatInhalt(): boolean {
    return this.inhaltSaetze > 0;
  }

  meldung(
    art: ImportMeldungArt,
    zeile: number | null,
    satzart: string | null,
    feld: string | null,
    text: string,
  ): void {
    if (art === 'fehler') {
      this.fehlerhaft = true;
    }
    if (this.meldungen.length >= MAX_MELDUNGEN) {
      this.ausgelassen++;
      return;
    }
    this.meldungen.push({ datei: this.datei, zeile, satzart, feld, art, text });
  }

  /** A record that could not be read (wrong length, binary): counted, reported by the caller. */
  zaehleSatz(): void {
    this.saetze++;
    this.inhaltSaetze++;
  }

  private satzFuer(zeile: number, key: string, teil: number, inhalt: string, felder: readonly GdvFeld[]): GdvSatz {
    return new GdvSatz(zeile, key, teil, inhalt, felder, (feld, text) =>
      this.meldung('fehler', zeile, key, feld, text),
    );
  }

  vorsatz(zeile: number, inhalt: string): void {
    this.saetze++;
    const layout = neuesterGdvRelease.layouts['0001'];
    const teil = layout ? findeTeildatensatz(layout, inhalt) : null;
    if (!teil) {
      return;
    }
    const satz = this.satzFuer(zeile, '0001', teil.nr, inhalt, teil.felder);
    this.vuNummer ??= satz.text('VuNr');
    this.absender ??= satz.text('Absender');
    this.adressat ??= satz.text('Adressat');
    const zeitraum = satz.roh('ErstellungsDatumZeitraumVomZeitraumBis');
    if (zeitraum && !this.von) {
      const feld = 'Erstellungs-Datum Zeitraum vom/bis';
      const pruefe = (roh: string) => {
        const s = new GdvSatz(
          zeile,
          '0001',
          teil.nr,
          roh,
          [{ feld: 'D', name: feld, start: 1, laenge: 8, typ: 'D' }],
          (f, t) => this.meldung('fehler', zeile, '0001', f, t),
        );
        return s.datum('D');
      };
      this.von = pruefe(zeitraum.slice(0, 8));
      this.bis = pruefe(zeitraum.slice(8, 16));
    }
    for (const f of satz.felderMit(/^Satzart\d{4}/)) {
      const version = satz.text(f.feld);
      const m = /^Satzart(\d{4})(\d{3})?$/.exec(f.feld);
      if (!version || !m) {
        continue;
      }
      const key = [m[1], m[2]].filter(Boolean).join('.');
      this.versionen[key] = version;
    }
  }

  private gewaehltesRelease(): GdvRelease {
    this.release ??= waehleRelease(this.versionen);
    return this.release;
  }

  satz(zeile: number, satzart: string, inhalt: string): void {
    this.saetze++;
    this.inhaltSaetze++;
    const release = this.gewaehltesRelease();
    if (!istBekannteSatzart(release, satzart)) {
      this.meldung(
        'warnung',
        zeile,
        satzart,
        null,
        `Die Satzart ${satzart} ist im GDV-Release ${release.release} nicht beschrieben; der Satz wird übersprungen.`,
      );
      return;
    }
    const gefunden = findeLayout(release, satzart, inhalt);
    if (!gefunden) {
      return; // a Satzart the release knows but our model holds nothing of (0300, 0400 …)
    }
    const teil = findeTeildatensatz(gefunden.layout, inhalt);
    if (!teil) {
      return;
    }
    const satz = this.satzFuer(zeile, gefunden.key, teil.nr, inhalt, teil.felder);
    const vsnr = inhalt.slice(13, 30).trim();
    if (!vsnr) {
      this.meldung(
        'warnung',
        zeile,
        gefunden.key,
        'Versicherungsschein-Nummer',
        'Der Satz hat keine Versicherungsschein-Nummer; er wird übersprungen.',
      );
      return;
    }
    const vertrag = this.vertrag(vsnr, zeile, gefunden.key);
    if (!vertrag) {
      this.spaeterSatz(satz, satzart, vsnr);
      return;
    }
    if (satzart === '0100') {
      this.person(vertrag, satz);
    } else if (satzart === '0200') {
      this.vertragsteil(vertrag, satz, inhalt);
    } else if (satzart === '0210' || satzart === '0211') {
      spartenteil(vertrag, satz, inhalt.slice(10, 13), satzart);
    } else {
      versicherteSache(vertrag, satz);
    }
    fahrzeug(vertrag, satz);
  }

  /** The open contract of a number, a new one, or null when that contract was already complete. */
  private vertrag(vsnr: string, zeile: number, satzart: string): VertragImBau | null {
    let v = this.vertraege.get(vsnr);
    if (v) {
      return v;
    }
    if (this.abgeschlossen.has(vsnr)) {
      return null;
    }
    v = neuerVertrag(vsnr, zeile, satzart);
    this.vertraege.set(vsnr, v);
    if (this.vertraege.size > OFFENE_VERTRAEGE) {
      const [aeltester] = this.vertraege.values();
      this.schliesse(aeltester as VertragImBau);
    }
    return v;
  }

  private schliesse(vertrag: VertragImBau): void {
    this.vertraege.delete(vertrag.versicherungsnummer);
    this.abgeschlossen.add(vertrag.versicherungsnummer);
    const { hatVertragsteil, ...fertig } = vertrag;
    if (hatVertragsteil) {
      this.fertig.push(fertig);
      return;
    }
    this.meldung(
      'warnung',
      vertrag.zeile,
      vertrag.satzart,
      'Versicherungsschein-Nummer',
      `Zur Versicherungsschein-Nummer ${vertrag.versicherungsnummer} fehlt der Allgemeine Vertragsteil (Satzart 0200); ihre Sätze werden übersprungen.`,
    );
  }

  /** A second 0200 of one Versicherungsschein-Nummer: an error (the Nachsatz sums it as well). */
  private zweiterVertragsteil(satz: GdvSatz, vsnr: string): void {
    this.beitragSumme += satz.betrag('GesbeitragNettoInWE') ?? 0;
    this.meldung(
      'fehler',
      satz.zeile,
      satz.satzart,
      'Versicherungsschein-Nummer',
      `Die Versicherungsschein-Nummer ${vsnr} kommt in diesem Datenpaket zweimal vor.`,
    );
  }

  /** A record of a contract whose records ended further up: a second 0200 is an error, others are skipped. */
  private spaeterSatz(satz: GdvSatz, satzart: string, vsnr: string): void {
    if (satzart === '0200' && satz.teil === 1) {
      this.zweiterVertragsteil(satz, vsnr);
      return;
    }
    this.meldung(
      'warnung',
      satz.zeile,
      satz.satzart,
      'Versicherungsschein-Nummer',
      `Der Satz gehört zur Versicherungsschein-Nummer ${vsnr}, deren Sätze weiter oben schon endeten; er wird übersprungen.`,
    );
  }

  private person(vertrag: VertragImBau, satz: GdvSatz): void {
    if (satz.teil === 1) {
      const person = gdvPerson(satz);
      if (!person.name) {
        this.meldung('warnung', satz.zeile, satz.satzart, 'Name 1', 'Die Person hat keinen Namen.');
      }
      vertrag.personen.push(person);
      this.letztePerson = person;
    } else if (this.letztePerson && vertrag.personen.includes(this.letztePerson)) {
      this.letztePerson.iban ??= satz.text('IBAN1')?.replace(/\s/g, '') ?? null;
      this.letztePerson.bic ??= satz.text('BIC1');
    }
  }

  private vertragsteil(vertrag: VertragImBau, satz: GdvSatz, inhalt: string): void {
    if (satz.teil === 1) {
      if (vertrag.hatVertragsteil) {
        this.zweiterVertragsteil(satz, vertrag.versicherungsnummer);
        return;
      }
      vertrag.hatVertragsteil = true;
      vertrag.zeile = satz.zeile;
      vertrag.satzart = satz.satzart;
      vertrag.sparteCode = inhalt.slice(10, 13).trim() || null;
      vertrag.sparteName = vertrag.sparteCode ? (gdvSparten[vertrag.sparteCode] ?? null) : null;
      vertrag.beginn = satz.datum('Vertragsbeginn');
      vertrag.ablauf = satz.datum('Vertragsablauf');
      vertrag.hauptfaelligkeit = satz.datum('Hauptfaelligkeit');
      vertrag.zahlweise = zahlweise(satz.text('Zahlungsweise'));
      vertrag.status = vertragsstatus(satz.text('Vertragsstatus'));
      vertrag.waehrung = satz.text('Waehrungsschluessel');
      vertrag.beitragNettoCents = satz.betrag('GesbeitragNettoInWE');
      vertrag.vermittlernummer = satz.text('GeschaeftsstelleVermittler');
      this.beitragSumme += vertrag.beitragNettoCents ?? 0;
    } else if (satz.teil === 2 && vertrag.hatVertragsteil) {
      vertrag.beitragBruttoCents = satz.betrag('GesbeitragBruttoInWE');
      vertrag.produktbezeichnung = satz.text('Produktname');
    }
  }

  nachsatz(zeile: number, inhalt: string): void {
    this.saetze++;
    this.nachsatzGelesen = true;
    const layout = neuesterGdvRelease.layouts['9999'];
    const teil = layout ? findeTeildatensatz(layout, inhalt) : null;
    if (!teil) {
      return;
    }
    const satz = this.satzFuer(zeile, '9999', 1, inhalt, teil.felder);
    const anzahl = satz.zahl('AnzSaetze');
    if (anzahl !== null && anzahl !== this.inhaltSaetze) {
      this.meldung(
        'fehler',
        zeile,
        '9999',
        'Anzahl der Sätze',
        `Der Nachsatz nennt ${anzahl} Sätze, das Datenpaket enthält aber ${this.inhaltSaetze} (ohne Vor- und Nachsatz).`,
      );
    }
    const summe = satz.betrag('Gesbeitrag');
    if (summe !== null && summe !== 0 && summe !== this.beitragSumme) {
      this.meldung(
        'fehler',
        zeile,
        '9999',
        'Gesamtbeitrag',
        `Der Nachsatz nennt als Gesamtbeitrag ${euro(summe)}, die Verträge ergeben zusammen ${euro(this.beitragSumme)}.`,
      );
    }
  }

  abschliessen(letzteZeile: number | null): ImportDatenpaket {
    if (!this.nachsatzGelesen) {
      this.meldung(
        'fehler',
        letzteZeile,
        '9999',
        null,
        'Der Nachsatz (Satzart 9999) fehlt; das Datenpaket ist unvollständig.',
      );
    }
    for (const vertrag of [...this.vertraege.values()]) {
      this.schliesse(vertrag);
    }
    const vertraege = this.nimmFertige();
    if (this.ausgelassen > 0) {
      this.meldungen.push({
        datei: this.datei,
        zeile: null,
        satzart: null,
        feld: null,
        art: 'warnung',
        text: `${this.ausgelassen} weitere Meldungen dieses Datenpakets werden nicht einzeln aufgeführt.`,
      });
    }
    return {
      ...this.kopf,
      saetze: this.saetze,
      vertraege,
      meldungen: this.meldungen,
      fehlerhaft: this.fehlerhaft,
    };
  }
}

function euro(cents: number): string {
  return `${(cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
}
