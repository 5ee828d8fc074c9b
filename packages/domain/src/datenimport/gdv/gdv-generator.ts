/**
 * Writes a valid GDV file (release 2023 layouts): Vorsatz, per contract 0100 (with 0100.4 for a bank
 * account), 0200 (Teildatensätze 1 and 2), 0210 and 0220, and the Nachsatz with the right record count
 * and premium sum. Streaming-friendly: it yields one record (line) at a time, so 100 000 contracts need
 * no more memory than one. Used by the round-trip property test, the server tests and the bench.
 */
import type { ImportPerson, ImportVertrag } from '../datenimport-datensatz';
import { formatBetrag, formatDatum } from './gdv-felder';
import { type GdvFeld, type GdvLayout, type GdvTeildatensatz, neuesterGdvRelease } from './gdv-layouts';
import { laenderkennzeichen, vertragsstatusSchluessel, zahlweiseSchluessel } from './gdv-schluessel';
import { GDV_SATZLAENGE } from './gdv-zeilen';

export type GdvGeneratorKopf = {
  vuNummer: string;
  absender: string;
  adressat: string;
  /** ISO dates of the Erstellungszeitraum. */
  von: string;
  bis: string;
};

type GeneratorPerson = Pick<
  ImportPerson,
  | 'rolle'
  | 'anrede'
  | 'titel'
  | 'name'
  | 'vorname'
  | 'name2'
  | 'geburtsdatum'
  | 'strasse'
  | 'plz'
  | 'ort'
  | 'land'
  | 'iban'
  | 'bic'
>;

/** What the generator needs of a contract (an ImportVertrag without the places in a file). */
export type GdvGeneratorVertrag = Pick<
  ImportVertrag,
  | 'versicherungsnummer'
  | 'sparteCode'
  | 'status'
  | 'beginn'
  | 'ablauf'
  | 'hauptfaelligkeit'
  | 'zahlweise'
  | 'beitragBruttoCents'
  | 'beitragNettoCents'
  | 'waehrung'
  | 'vermittlernummer'
  | 'produktbezeichnung'
> & {
  personen: GeneratorPerson[];
  spartenteile: { sparteCode: string; beitragCents: number | null; versicherungssummeCents: number | null }[];
  fahrzeug: {
    kennzeichen: string | null;
    hsn: string | null;
    tsn: string | null;
    fin: string | null;
    erstzulassung: string | null;
  } | null;
  versicherteSachen: { bezeichnung: string }[];
};

const release = neuesterGdvRelease;
const anredeSchluessel: Record<string, string> = { Herr: '1', Frau: '2', Firma: '3', Divers: '0' };
const rollenSchluessel: Record<string, string> = {
  versicherungsnehmer: '01',
  versichertePerson: '02',
  beitragszahler: '03',
  bezugsberechtigter: '04',
  abweichenderHalter: '06',
  sonstige: '99',
};

function layout(key: string): GdvLayout {
  const l = release.layouts[key];
  if (!l) {
    throw new Error(`GDV layout ${key} missing`);
  }
  return l;
}

/** One record under construction: fields set by technical name. */
class Satz {
  private readonly zeichen: string[] = Array<string>(GDV_SATZLAENGE).fill(' ');

  constructor(
    satzart: string,
    private readonly teil: GdvTeildatensatz,
  ) {
    this.schreibe(1, satzart);
    if (teil.satzNr) {
      this.schreibe(teil.satzNr.start, String(teil.nr).padStart(teil.satzNr.laenge, '0'));
    }
  }

  /** Writes text at a fixed position. */
  an(start: number, text: string): this {
    this.schreibe(start, text);
    return this;
  }

  private schreibe(start: number, text: string): void {
    for (let i = 0; i < text.length && start - 1 + i < GDV_SATZLAENGE; i++) {
      this.zeichen[start - 1 + i] = text[i] as string;
    }
  }

  private feld(name: string): GdvFeld | undefined {
    return this.teil.felder.find((f) => f.feld === name);
  }

  /** Sets a field: text left-aligned, Numerisch right-aligned with zeros, Datum TTMMJJJJ, Betrag in cents. */
  setze(name: string, wert: string | number | null | undefined, rechtsbuendig = false): this {
    const f = this.feld(name);
    if (!f || wert === null || wert === undefined) {
      return this;
    }
    let text: string;
    if (f.typ === 'D') {
      text = formatDatum(String(wert));
    } else if (f.typ === 'B') {
      text = formatBetrag(Number(wert), f.laenge, f.nk ?? 0);
    } else if (f.typ === 'N') {
      text = String(Math.round(Number(wert)))
        .padStart(f.laenge, '0')
        .slice(-f.laenge);
    } else {
      const t = String(wert).slice(0, f.laenge);
      text = rechtsbuendig ? t.padStart(f.laenge, ' ') : t.padEnd(f.laenge, ' ');
    }
    this.schreibe(f.start, text);
    return this;
  }

  toString(): string {
    return this.zeichen.join('');
  }
}

function teil(key: string, nr: number): GdvTeildatensatz {
  const t = layout(key).teile.find((x) => x.nr === nr);
  if (!t) {
    throw new Error(`GDV layout ${key} has no Teildatensatz ${nr}`);
  }
  return t;
}

function* vorsatz(kopf: GdvGeneratorKopf): Generator<string> {
  for (const t of layout('0001').teile) {
    const satz = new Satz('0001', t)
      .setze('VuNr', kopf.vuNummer)
      .setze('Absender', kopf.absender)
      .setze('Adressat', kopf.adressat)
      .setze('ErstellungsDatumZeitraumVomZeitraumBis', `${formatDatum(kopf.von)}${formatDatum(kopf.bis)}`);
    for (const f of t.felder) {
      const m = /^Satzart(\d{4})(\d{3})?$/.exec(f.feld);
      const key = m ? [m[1], m[2]].filter(Boolean).join('.') : null;
      const version = key ? release.bekannt[key] : null;
      if (version) {
        satz.setze(f.feld, version);
      }
    }
    yield satz.toString();
  }
}

/** The key fields every record of a contract starts with (same places in all 01xx/02xx Satzarten). */
function kopfFelder(satz: Satz, kopf: GdvGeneratorKopf, v: GdvGeneratorVertrag, sparte: string): Satz {
  return satz
    .an(5, kopf.vuNummer.padEnd(5, ' '))
    .an(11, sparte.padStart(3, '0'))
    .an(14, v.versicherungsnummer.slice(0, 17).padStart(17, ' '))
    .an(33, (v.vermittlernummer ?? '').slice(0, 10).padEnd(10, ' '));
}

function* vertragsSaetze(kopf: GdvGeneratorKopf, v: GdvGeneratorVertrag): Generator<string> {
  const sparte = v.sparteCode ?? '000';
  for (const p of v.personen) {
    yield kopfFelder(new Satz('0100', teil('0100', 1)), kopf, v, sparte)
      .setze('Anredeschluessel', p.anrede ? anredeSchluessel[p.anrede] : null)
      .setze('Name1', p.name)
      .setze('Name2', p.name2)
      .setze('Name3', p.vorname)
      .setze('Titel', p.titel)
      .setze('LKZ', laenderkennzeichen(p.land))
      .setze('PLZ', p.plz)
      .setze('Ort', p.ort)
      .setze('Str', p.strasse)
      .setze('Geburtsdatum', p.geburtsdatum)
      .setze('Adresskennzeichen', rollenSchluessel[p.rolle])
      .toString();
    if (p.iban || p.bic) {
      yield kopfFelder(new Satz('0100', teil('0100', 4)), kopf, v, sparte)
        .setze('IBAN1', p.iban)
        .setze('BIC1', p.bic)
        .toString();
    }
  }
  yield kopfFelder(new Satz('0200', teil('0200', 1)), kopf, v, sparte)
    .setze('Vertragsbeginn', v.beginn)
    .setze('Vertragsablauf', v.ablauf)
    .setze('Hauptfaelligkeit', v.hauptfaelligkeit)
    .setze('Zahlungsweise', v.zahlweise ? (zahlweiseSchluessel[v.zahlweise] ?? '9') : null)
    .setze('Vertragsstatus', v.status ? vertragsstatusSchluessel[v.status] : null)
    .setze('Waehrungsschluessel', v.waehrung)
    .setze('GesbeitragNettoInWE', v.beitragNettoCents)
    .toString();
  yield kopfFelder(new Satz('0200', teil('0200', 2)), kopf, v, sparte)
    .setze('GesbeitragBruttoInWE', v.beitragBruttoCents)
    .setze('Produktname', v.produktbezeichnung)
    .toString();
  for (const s of v.spartenteile) {
    const key = release.layouts[`0210.${s.sparteCode}`] ? `0210.${s.sparteCode}` : '0210.000';
    const satz = kopfFelder(new Satz('0210', teil(key, 1)), kopf, v, s.sparteCode)
      .setze('Waehrungsschluessel', v.waehrung)
      .setze('GesbeitragInWE', s.beitragCents)
      .setze('GesVersssummeInWE', s.versicherungssummeCents === null ? null : s.versicherungssummeCents / 100)
      .setze('VersicherteSumme1InWE', s.versicherungssummeCents === null ? null : s.versicherungssummeCents / 100);
    if (key === '0210.050' && v.fahrzeug) {
      satz
        .setze('AmtlichesKennzeichen', v.fahrzeug.kennzeichen)
        .setze('HerstellerSchluesselNr', v.fahrzeug.hsn)
        .setze('TypschluesselNr', v.fahrzeug.tsn)
        .setze('FahrzeugidentifizierungsNr', v.fahrzeug.fin)
        .setze('Erstzulassung', v.fahrzeug.erstzulassung);
    }
    yield satz.toString();
  }
  if (sparte === '050') {
    yield kopfFelder(new Satz('0220', teil('0220.051', 1)), kopf, v, '051').toString();
  }
  if (sparte === '030') {
    for (const sache of v.versicherteSachen) {
      yield kopfFelder(new Satz('0220', teil('0220.030', 1)), kopf, v, sparte)
        .setze('NameVp', sache.bezeichnung)
        .toString();
    }
  }
}

/**
 * The records of one Datenpaket, each without line break. `vertraege` may be a lazy iterable: the
 * generator holds only the running record count and premium sum.
 */
export function* erzeugeGdvSaetze(kopf: GdvGeneratorKopf, vertraege: Iterable<GdvGeneratorVertrag>): Generator<string> {
  yield* vorsatz(kopf);
  let anzahl = 0;
  let summe = 0;
  for (const v of vertraege) {
    summe += v.beitragNettoCents ?? 0;
    for (const satz of vertragsSaetze(kopf, v)) {
      anzahl++;
      yield satz;
    }
  }
  yield new Satz('9999', teil('9999', 1))
    .setze('AnzSaetze', anzahl)
    .setze('GeschaeftsstelleVermittler', null)
    .setze('Gesbeitrag', summe)
    .toString();
}

/** The lines of a GDV file (records with `zeilenende`, CRLF by default). */
export function* erzeugeGdvZeilen(
  kopf: GdvGeneratorKopf,
  vertraege: Iterable<GdvGeneratorVertrag>,
  zeilenende = '\r\n',
): Generator<string> {
  for (const satz of erzeugeGdvSaetze(kopf, vertraege)) {
    yield `${satz}${zeilenende}`;
  }
}
