/**
 * Streams a GDV file through the incremental reader: chunk by chunk, contracts handed on in batches as
 * they are complete and each Datenpaket's end once its Nachsatz is read, so memory does not grow with the file. Never throws for a bad file or stream:
 * the problem ends as a fehlerhaft Datenpaket with a German message.
 */
import type { Readable } from 'node:stream';
import type { ImportStueck } from '@maklerwerk/domain/datenimport/datenimport-datensatz';
import { GdvParser } from '@maklerwerk/domain/datenimport/gdv/gdv-parser';

export async function* readGdvDatei(
  datei: { name: string; stream: Readable },
  onProgress?: (bytes: number) => void,
): AsyncIterable<ImportStueck> {
  const parser = new GdvParser(datei.name);
  let bytes = 0;
  try {
    for await (const chunk of datei.stream) {
      const daten: Uint8Array = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
      bytes += daten.length;
      onProgress?.(bytes);
      yield* parser.push(daten);
      // Not a GDV file: its message is out, the rest need not be read (leaving the loop closes the stream).
      if (parser.abgebrochen) {
        break;
      }
    }
  } catch (fehler) {
    // A broken stream (truncated zip entry, disk error): what was read still gets its messages.
    const stuecke = parser.end();
    const letztes = stuecke.at(-1);
    const grund = fehler instanceof Error ? fehler.message : String(fehler);
    if (letztes?.art === 'ende') {
      letztes.paket.fehlerhaft = true;
      letztes.paket.meldungen.push({
        datei: datei.name,
        zeile: null,
        satzart: null,
        feld: null,
        art: 'fehler',
        text: `Die Datei konnte nicht zu Ende gelesen werden (${grund}).`,
      });
    }
    yield* stuecke;
    return;
  }
  yield* parser.end();
}
