// PLACEHOLDER: replaced by the GDV reader part
import type { ImportDatenpaket } from '@maklerwerk/domain';

/** Until the readers land: one Datenpaket without contracts and with one error naming the file. */
export async function* readImportDatei(
  datei: { name: string; path: string },
  _zuordnung: Record<string, string | null> | null,
  _onProgress?: (done: number) => void,
): AsyncIterable<ImportDatenpaket> {
  yield {
    datei: datei.name,
    nummer: 1,
    quelle: 'gdv',
    vuNummer: null,
    absender: null,
    adressat: null,
    erstellungsdatumVon: null,
    erstellungsdatumBis: null,
    versionen: {},
    saetze: 0,
    vertraege: [],
    meldungen: [
      {
        datei: datei.name,
        zeile: null,
        satzart: null,
        feld: null,
        art: 'fehler',
        text: 'Diese Datei kann noch nicht gelesen werden.',
      },
    ],
    fehlerhaft: true,
  };
}
