/** What the Sparte records (0210/0211, 0220/0221) add to a contract: premium and sums, insured objects, vehicle. */
import type { ImportPerson, ImportVertrag } from '../datenimport-datensatz';
import type { GdvSatz } from './gdv-satz';
import { anrede, istFirma, land, personRolle } from './gdv-schluessel';

/** A contract while its Datenpaket is read: whether its 0200 came yet. */
export type VertragImBau = ImportVertrag & { hatVertragsteil: boolean };

export function neuerVertrag(versicherungsnummer: string, zeile: number, satzart: string): VertragImBau {
  return {
    zeile,
    satzart,
    versicherungsnummer,
    sparteCode: null,
    sparteName: null,
    status: null,
    beginn: null,
    ablauf: null,
    hauptfaelligkeit: null,
    zahlweise: null,
    beitragBruttoCents: null,
    beitragNettoCents: null,
    waehrung: null,
    vermittlernummer: null,
    produktbezeichnung: null,
    gesellschaftName: null,
    personen: [],
    spartenteile: [],
    fahrzeug: null,
    versicherteSachen: [],
    hatVertragsteil: false,
  };
}

export function spartenteil(vertrag: VertragImBau, satz: GdvSatz, sparteCode: string, satzart: string): void {
  // A sum insured of zero means „not given“ in the GDV files.
  const summe =
    satz.ersterBetrag('GesVersssummeInWE', 'VersicherteSumme1InWE', 'VersSummeInWE', 'Versicherungssumme') || null;
  if (satzart === '0211' || satz.teil > 1) {
    const teil = [...vertrag.spartenteile].reverse().find((t) => t.sparteCode === sparteCode);
    if (teil) {
      teil.versicherungssummeCents ??= summe;
      teil.bezeichnung ??= satz.ersterText('Spartenbezeichnung', 'Produktname');
    }
    return;
  }
  vertrag.spartenteile.push({
    zeile: satz.zeile,
    satzart: satz.satzart,
    sparteCode,
    beitragCents: satz.ersterBetrag('GesbeitragInWE', 'JahresbeitragInWE', 'BeitragInWE', 'ZahlbeitragInWE'),
    versicherungssummeCents: summe,
    bezeichnung: satz.ersterText('Spartenbezeichnung', 'Produktname'),
  });
}

export function versicherteSache(vertrag: VertragImBau, satz: GdvSatz): void {
  const name = [
    satz.text('VornameVp') ?? satz.text('VornameVersPerson'),
    satz.text('NameVp') ?? satz.text('NameVersPerson'),
  ]
    .filter(Boolean)
    .join(' ');
  const bezeichnung =
    name ||
    satz
      .felderMit(/^Bezeichnung/)
      .map((f) => satz.text(f.feld))
      .find(Boolean);
  if (bezeichnung) {
    vertrag.versicherteSachen.push({ zeile: satz.zeile, satzart: satz.satzart, bezeichnung });
  }
}

export function fahrzeug(vertrag: VertragImBau, satz: GdvSatz): void {
  if (!satz.hat('AmtlichesKennzeichen') && !satz.hat('FahrzeugidentifizierungsNr')) {
    return;
  }
  const fahrzeug = {
    zeile: satz.zeile,
    satzart: satz.satzart,
    kennzeichen: satz.text('AmtlichesKennzeichen'),
    hsn: satz.text('HerstellerSchluesselNr'),
    tsn: satz.text('TypschluesselNr'),
    fin: satz.text('FahrzeugidentifizierungsNr'),
    erstzulassung: satz.datum('Erstzulassung'),
  };
  if (!fahrzeug.kennzeichen && !fahrzeug.hsn && !fahrzeug.fin && !fahrzeug.erstzulassung) {
    return;
  }
  vertrag.fahrzeug ??= fahrzeug;
}

/** A person of the 0100 Teil 1 (the bank account comes with Teil 4). */
export function gdvPerson(satz: GdvSatz): ImportPerson {
  const anredeSchluessel = satz.text('Anredeschluessel');
  const firma = istFirma(anredeSchluessel);
  const kennzeichen = satz.text('Adresskennzeichen');
  return {
    zeile: satz.zeile,
    satzart: satz.satzart,
    rolle: personRolle(kennzeichen),
    rollenkennzeichen: kennzeichen,
    anrede: anrede(anredeSchluessel),
    titel: satz.text('Titel'),
    name: satz.text('Name1') ?? '',
    // For a natural person Name 3 is the first name; for a company Name 2/3 continue the name.
    vorname: firma ? null : satz.text('Name3'),
    name2: satz.text('Name2'),
    name3: firma ? satz.text('Name3') : null,
    geburtsdatum: satz.datum('Geburtsdatum'),
    strasse: satz.text('Str'),
    plz: satz.text('PLZ'),
    ort: satz.text('Ort'),
    land: land(satz.text('LKZ')),
    iban: null,
    bic: null,
  };
}
