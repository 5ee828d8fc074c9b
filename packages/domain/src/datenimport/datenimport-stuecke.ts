import type { ImportDatenpaket, ImportStueck } from './datenimport-datensatz';

/** Whole Datenpakete as pieces (a table file is read whole; tests). */
export function alsStuecke(pakete: Iterable<ImportDatenpaket>): ImportStueck[] {
  return [...pakete].map((paket) => ({ art: 'ende', paket }));
}

/** The pieces of a reader put together again into whole Datenpakete (tests, small files). */
export function sammlePakete(stuecke: Iterable<ImportStueck>): ImportDatenpaket[] {
  const pakete: ImportDatenpaket[] = [];
  let offen: ImportStueck[] = [];
  for (const stueck of stuecke) {
    if (stueck.art === 'vertraege') {
      offen.push(stueck);
      continue;
    }
    const frueher = offen.flatMap((s) => (s.art === 'vertraege' ? s.vertraege : []));
    pakete.push({ ...stueck.paket, vertraege: [...frueher, ...stueck.paket.vertraege] });
    offen = [];
  }
  return pakete;
}
