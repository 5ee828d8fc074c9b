import { z } from 'zod';
import { type FahrzeugDaten, fahrzeugLabels } from '../fahrzeug/fahrzeug.schema';
import type { VersicherteSacheValues } from '../versicherte-sache/versicherte-sache.schema';
import type { AllgemeineValues } from '../vertrag/allgemeine.schema';
import { buildAllgemeineFields } from '../vertrag/vertrag-form.rules';
import type { WeitereValues } from '../vertrag/weitere.schema';
import { buildWeitereFields } from '../vertrag/weitere-form.rules';
import { type ChangeLogRecordType, changeLogRecordTypes } from './aenderungslog-record-types';

type Labels<K extends string> = Readonly<Record<K, string>>;

/** The labels the forms show are the labels the log shows: read once from the field definitions. */
function labelsOf<K extends string>(fields: { key: string; label: string }[]): Labels<K> {
  return Object.fromEntries(fields.map((f) => [f.key, f.label])) as Labels<K>;
}

const allgemeineLabels = labelsOf<keyof AllgemeineValues>(
  buildAllgemeineFields({ anzeigeModusDauer: 'ENDE' } as AllgemeineValues, {
    canEdit: false,
    canChangeStatus: false,
    isAgent: false,
    gesellschaften: [],
    sparten: [],
    combos: { maklerGesellNr: [], anbindung: [] },
    policyNumberMessage: null,
  }),
);
const weitereLabels = labelsOf<keyof WeitereValues>(buildWeitereFields({} as WeitereValues, { canEdit: false }));
/** The fields of the step 'Weitere Vertragsdetails' (logged as versicherung; who reads them: aenderungslog-visibility.ts). */
export const weitereVertragsdetailsFields = Object.keys(weitereLabels) as (keyof WeitereValues)[];

const address = { strasse: 'Straße', hausnr: 'Hausnummer', plz: 'PLZ', ort: 'Ort' } as const;

/**
 * Every record type of the Änderungslog with the German label of every field it may log. A field
 * that is not listed here cannot be written (the writer's types and `ChangeLogRecordSchema`).
 */
export const changeLogFieldLabels = {
  versicherung: {
    ...allgemeineLabels,
    ...weitereLabels,
    kopiertVon: 'Kopiert von Versicherung',
    sparte: 'Sparte',
    portalUebergabe: 'Übergabe an Vergleichsrechner',
    /** Who wrote the change when it was not typed in: „GDV-Import: datei.gdv“ (issue 38, decision 0048). */
    quelle: 'Quelle',
  },
  kunde: {
    kundennr: 'Kundennummer',
    anrede: 'Anrede',
    titel: 'Titel',
    vorname: 'Vorname',
    name: 'Name',
    firma: 'Firma',
    geburtsdatum: 'Geburtsdatum',
    email: 'E-Mail',
    telefon: 'Telefon',
    mobil: 'Mobil',
    ...address,
    land: 'Land',
    betreuer: 'Betreuer',
    /** „GDV-Import: datei.gdv“ when an import created or changed the customer (decision 0048). */
    quelle: 'Quelle',
  },
  person: {
    anrede: 'Anrede',
    vorname: 'Vorname',
    name: 'Name',
    geburtsdatum: 'Geburtsdatum',
    ...address,
    land: 'Land',
  },
  /** Bank accounts of a customer (record id: the customer), each change as the whole account described. */
  bankverbindung: { bankverbindung: 'Bankverbindung' },
  fahrzeug: fahrzeugLabels as Labels<keyof FahrzeugDaten>,
  'versicherte-sache': {
    verssache: 'Versicherte Sache',
    zusatz: 'Zusatz',
    ...address,
    land: 'Land',
  } satisfies Labels<keyof VersicherteSacheValues>,
  vertragsperson: { vertragsperson: 'Vertragsperson' },
  ansprechpartner: {
    name: 'Name',
    typ: 'Typ',
    email: 'E-Mail',
    telefon: 'Telefon',
    mobil: 'Mobil',
    fax: 'Fax',
    beschreibung: 'Beschreibung',
  },
  /** A damage report (record id: the report). */
  schadensmeldung: {
    angelegt: 'Schadensmeldung angelegt',
    meldedatum: 'Meldedatum',
    schadennr: 'Schadennr.',
    sparte: 'Sparte',
    ereignisdatum: 'Ereignisdatum',
    schadensursacheText: 'Schadensursache',
    bearbstand: 'Bearbeitungsstand',
    schadenort: 'Schadenort',
    schilderung: 'Schilderung',
    schadenhoehe: 'Schadenhöhe (geschätzt)',
    reserve: 'Reserve',
    versichererSchadennr: 'Schadennummer des Versicherers',
    zahlung: 'Zahlung',
    vereinigt: 'Vereinigt',
    geloescht: 'Gelöscht',
  },
  /** An Anmerkung (record id: the note). */
  anmerkung: {
    datum: 'Datum',
    betreff: 'Thema',
    text: 'Text',
    sichtbar: 'Sichtbar für',
    geloescht: 'Gelöscht',
  },
  /** A document of the archive (record id: the document). */
  dokument: {
    angelegt: 'Dokument angelegt',
    bezeichnung: 'Bezeichnung',
    datum: 'Datum',
    bemerkung: 'Bemerkung',
    ordner: 'Ordner',
    datei: 'Datei',
    version: 'Neue Version',
    freigabe: 'Freigabe für den Kunden',
    vertrag: 'Vertrag',
    schaden: 'Schadensmeldung',
    geloescht: 'Gelöscht',
    wiederhergestellt: 'Wiederhergestellt',
    signatur: 'e-Signatur',
    anhang: 'Angehängte Unterlage',
  },
  /** A communication item of the postbox (record id: the item). */
  kommunikation: {
    versendet: 'E-Mail versendet',
    angelegt: 'Angelegt',
    betreff: 'Betreff',
    geloescht: 'Gelöscht',
    ausgeblendet: 'Für den Nutzer gelöscht',
    zugeordnet: 'Vertrag zugeordnet',
  },
  /** A Termin, Aufgabe or Aktivität (record id: the item). */
  termin: {
    art: 'Art',
    label: 'Titel',
    text: 'Beschreibung',
    place: 'Ort',
    begin: 'Beginn',
    end: 'Ende',
    fullDay: 'Ganztägig',
    bereich: 'Bereich',
    status: 'Status',
    sellingPhase: 'Verkaufsphase',
    activityArt: 'Art der Aktivität',
    produkt: 'Produkt',
    geschaeftwert: 'Geschäftswert',
    private: 'Privat',
    bestaetigt: 'Bestätigt',
    wiederholung: 'Wiederholung',
    erinnerung: 'Erinnerung',
    beteiligte: 'Beteiligte',
    anhaenge: 'Anhänge',
    farbe: 'Farbe',
    ausnahme: 'Ausnahme der Serie',
    geloescht: 'Gelöscht',
  },
  /** A commission booking (record id: the Buchungsnr) with its distribution lines. */
  buchung: {
    angelegt: 'Buchung angelegt',
    zeichnungsdatum: 'Z.-Datum',
    courtageeingDatum: 'Prov. Eingang',
    courtageart: 'Prov. Art',
    provisionsSatzProzent: 'Prov. Satz %',
    bewertungssumme: 'Bew.Summe',
    courtagesumme: 'Courtagesumme',
    status: 'Status',
    automatisch: 'Auto',
    rechDatum: 'Abr. Datum',
    istOverhead: 'Overhead',
    bemerkung: 'Bemerkung',
    verteilung: 'Verteilung auf die Struktur',
    kopiertVon: 'Kopiert von Buchung',
    storniert: 'Storno von Buchung',
    geloescht: 'Gelöscht',
  },
  /** A referrer commission of a contract (record id: the entry). */
  zubringer: {
    bereich: 'Bereich',
    zubringer: 'Zubringer',
    absolut: 'Courtage absolut',
    provAbschluss: 'Abschluss / Einmalige VV-Strategiegebühr',
    provBestand: 'Bestand',
    mwst: 'MwSt',
    geloescht: 'Gelöscht',
  },
  /** Sums insured of a contract (record id: the contract), each change as the whole sum described. */
  versicherungssumme: { versicherungssumme: 'Versicherungssumme' },
  /** Buy-back values of a contract (record id: the contract), each change as year and amount. */
  rueckkaufswert: { rueckkaufswert: 'Rückkaufswert' },
  /** Embedded securities of a contract (record id: the contract), each change as the whole position. */
  wertpapier: { wertpapier: 'Eingebundenes Wertpapier' },
  /**
   * The Sparten of a contract and each branch's main data (record id: the contract); values name the
   * branch ('Vollkasko: 312,00 €').
   */
  sparte: {
    hinzugefuegt: 'Sparte hinzugefügt',
    deaktiviert: 'Sparte deaktiviert',
    praemieBtoZahlweise: 'Prämie brutto (Zahlweise)',
    praemieNtoZahlweise: 'Prämie netto (Zahlweise)',
    tarif: 'Tarif',
    onlyActivTarif: 'Nur aktive Tarife',
    versichertePerson: 'Versicherte Person',
    begin: 'Beginn',
    parameters: 'Parameter',
  },
  /** A tariff of the tariff form (record id: the tariff). */
  tarif: {
    angelegt: 'Tarif angelegt',
    bezeichnung: 'Bezeichnung',
    gesellschaft: 'Gesellschaft',
    sparteTarif: 'Sparte',
    sichtbarFuer: 'Sichtbar für',
    inklusiveStruktur: 'inclusive Struktur',
    inaktiv: 'Inaktiv',
  },
  /** A filled form (Antragsdaten, record id: the form's answers row), issue 16. */
  formular: {
    angelegt: 'Formular angelegt',
    antworten: 'Angaben',
    abgeschlossen: 'Formular abgeschlossen',
    status: 'Status',
    anlegerprofil: 'Anlegerprofil bestätigt',
  },
  /** Audit entries of a login (record id: the original user): who changed his password, who viewed whom. */
  benutzer: { passwort: 'Passwort', ansichtAls: 'Ansicht als', tabellenSeitengroesse: 'Einträge je Seite' },
} as const satisfies Record<ChangeLogRecordType, Record<string, string>>;

export type ChangeLogField<R extends ChangeLogRecordType> = keyof (typeof changeLogFieldLabels)[R] & string;

export const changeLogRecordTypeLabels: Record<ChangeLogRecordType, string> = {
  versicherung: 'Versicherung',
  kunde: 'Kunde',
  person: 'Person',
  fahrzeug: 'Fahrzeugdaten',
  'versicherte-sache': 'Versicherte Sache',
  vertragsperson: 'Vertragsperson',
  ansprechpartner: 'Ansprechpartner',
  bankverbindung: 'Bankverbindung',
  benutzer: 'Benutzer',
  schadensmeldung: 'Schadensmeldung',
  anmerkung: 'Anmerkung',
  dokument: 'Dokument',
  kommunikation: 'Kommunikation',
  termin: 'Termin',
  buchung: 'Buchung',
  zubringer: 'Zubringercourtage',
  versicherungssumme: 'Versicherungssumme',
  rueckkaufswert: 'Rückkaufswert',
  wertpapier: 'Wertpapier',
  sparte: 'Sparte',
  tarif: 'Tarif',
  formular: 'Formular',
};

/** Record types whose record id is the id of the contract they belong to. */
export const contractPartRecordTypes = [
  'fahrzeug',
  'versicherte-sache',
  'vertragsperson',
  'versicherungssumme',
  'rueckkaufswert',
  'wertpapier',
  'sparte',
] as const;

const value = z.string().max(10_000).nullable();

/** One change-log row as written: the record type decides which fields exist (a zod union). */
export const ChangeLogRecordSchema = z.discriminatedUnion(
  'type',
  changeLogRecordTypes.map((type) =>
    z.object({
      type: z.literal(type),
      id: z.number().int().positive(),
      field: z.enum(Object.keys(changeLogFieldLabels[type]) as [string, ...string[]]),
      oldValue: value,
      newValue: value,
    }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
);

/** The German label of a field; a field written before it was renamed keeps its stored name. */
export function changeLogFieldLabel(type: ChangeLogRecordType, field: string): string {
  const labels: Record<string, string> = changeLogFieldLabels[type];
  return labels[field] ?? field;
}
