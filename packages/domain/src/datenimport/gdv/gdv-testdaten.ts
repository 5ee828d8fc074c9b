/** Test helpers: the example files under testdaten/ and a small generated file. */
import { readFileSync } from 'node:fs';
import type { ImportDatenpaket } from '../datenimport-datensatz';
import { erzeugeGdvZeilen, type GdvGeneratorKopf, type GdvGeneratorVertrag } from './gdv-generator';
import { leseGdvDatei } from './gdv-parser';
import { kodiereLatin1 } from './gdv-zeichensatz';

export function beispielDatei(name: string): Uint8Array {
  return readFileSync(new URL(`./testdaten/${name}.txt`, import.meta.url));
}

export function leseBeispiel(name: string): ImportDatenpaket[] {
  return leseGdvDatei(name, beispielDatei(name));
}

export const testKopf: GdvGeneratorKopf = {
  vuNummer: '5312',
  absender: 'Testversicherung AG',
  adressat: 'Makler Müller',
  von: '2026-01-01',
  bis: '2026-01-31',
};

export function testVertrag(nr: number, ueber: Partial<GdvGeneratorVertrag> = {}): GdvGeneratorVertrag {
  return {
    versicherungsnummer: `VS${String(nr).padStart(8, '0')}`,
    sparteCode: '130',
    status: 'aktiv',
    beginn: '2024-03-01',
    ablauf: '2029-03-01',
    hauptfaelligkeit: '2025-03-01',
    zahlweise: 'jährlich',
    beitragBruttoCents: 14280,
    beitragNettoCents: 12000,
    waehrung: 'EUR',
    vermittlernummer: '4711',
    produktbezeichnung: 'Hausrat Komfort',
    personen: [
      {
        rolle: 'versicherungsnehmer',
        anrede: 'Frau',
        titel: null,
        name: 'Größer',
        vorname: 'Jürgen',
        name2: null,
        geburtsdatum: '1980-02-29',
        strasse: 'Hauptstraße 1',
        plz: '50667',
        ort: 'Köln',
        land: 'DE',
        iban: 'DE02120300000000202051',
        bic: 'BYLADEM1001',
      },
    ],
    spartenteile: [{ sparteCode: '130', beitragCents: 12000, versicherungssummeCents: 6500000 }],
    fahrzeug: null,
    versicherteSachen: [],
    ...ueber,
  };
}

/** The text of a generated file (Latin-1 characters only). */
export function erzeugeText(vertraege: GdvGeneratorVertrag[], zeilenende = '\r\n'): string {
  return [...erzeugeGdvZeilen(testKopf, vertraege, zeilenende)].join('');
}

export function leseText(text: string, name = 'test.gdv'): ImportDatenpaket[] {
  return leseGdvDatei(name, kodiereLatin1(text));
}
