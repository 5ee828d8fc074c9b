/**
 * Splits the bytes of a GDV file into records, chunk by chunk: one record a line (CRLF or LF), or — for a
 * file without line breaks — every 256 bytes. A line far longer than a record (a binary file) is cut
 * off, so memory stays small whatever comes in.
 */
export type GdvRohzeile = { zeile: number; bytes: Uint8Array };

export const GDV_SATZLAENGE = 256;
/** Longer lines are cut here (they are wrong anyway; UTF-8 records need at most 4 × 256 bytes). */
const MAX_ZEILE = 4 * GDV_SATZLAENGE;
const ERKENNUNG = 2 * GDV_SATZLAENGE + 8;
const LF = 0x0a;
const CR = 0x0d;

export class GdvZeilenLeser {
  private rest: Uint8Array = new Uint8Array(0);
  private modus: 'unbekannt' | 'zeilen' | 'fest' = 'unbekannt';
  private nummer = 0;
  /** In a cut-off line: skip until the next line break. */
  private ueberspringen = false;

  push(chunk: Uint8Array): GdvRohzeile[] {
    const daten = this.rest.length === 0 ? chunk : verbinde(this.rest, chunk);
    if (this.modus === 'unbekannt') {
      if (daten.includes(LF) || daten.includes(CR)) {
        this.modus = 'zeilen';
      } else if (daten.length >= ERKENNUNG) {
        this.modus = 'fest';
      } else {
        this.rest = daten;
        return [];
      }
    }
    return this.modus === 'fest' ? this.fest(daten, false) : this.zeilen(daten, false);
  }

  end(): GdvRohzeile[] {
    const daten = this.rest;
    this.rest = new Uint8Array(0);
    if (daten.length === 0) {
      return [];
    }
    if (this.modus === 'unbekannt') {
      this.modus = daten.includes(LF) || daten.includes(CR) ? 'zeilen' : 'fest';
    }
    return this.modus === 'fest' ? this.fest(daten, true) : this.zeilen(daten, true);
  }

  private fest(daten: Uint8Array, ende: boolean): GdvRohzeile[] {
    const zeilen: GdvRohzeile[] = [];
    let pos = 0;
    while (daten.length - pos >= GDV_SATZLAENGE) {
      zeilen.push({ zeile: ++this.nummer, bytes: daten.subarray(pos, pos + GDV_SATZLAENGE) });
      pos += GDV_SATZLAENGE;
    }
    const rest = daten.subarray(pos);
    if (ende && rest.length > 0) {
      zeilen.push({ zeile: ++this.nummer, bytes: rest });
    } else {
      this.rest = rest.slice();
    }
    return zeilen;
  }

  private zeilen(daten: Uint8Array, ende: boolean): GdvRohzeile[] {
    const zeilen: GdvRohzeile[] = [];
    let start = 0;
    let cr = daten.indexOf(CR);
    for (;;) {
      let lf = daten.indexOf(LF, start);
      if (cr !== -1 && cr < start) {
        cr = daten.indexOf(CR, start);
      }
      // A lone CR (old Mac files) ends a line as well; one at the end of a chunk may be half a CRLF.
      if (cr !== -1 && lf === -1 && cr === daten.length - 1 && !ende) {
        break;
      }
      if (cr !== -1 && (lf === -1 || cr < lf - 1)) {
        lf = cr;
      }
      if (lf === -1) {
        break;
      }
      let bis = lf;
      if (bis > start && daten[bis - 1] === CR) {
        bis--;
      }
      this.fertig(zeilen, daten.subarray(start, Math.min(bis, start + MAX_ZEILE + 1)));
      start = lf + 1;
    }
    let rest = daten.subarray(start);
    if (rest.length > MAX_ZEILE) {
      if (!this.ueberspringen) {
        this.fertig(zeilen, rest.subarray(0, MAX_ZEILE + 1));
      }
      this.ueberspringen = true;
      rest = new Uint8Array(0);
    }
    if (ende) {
      if (rest.length > 0) {
        this.fertig(zeilen, rest);
      }
      this.rest = new Uint8Array(0);
    } else {
      this.rest = rest.slice();
    }
    return zeilen;
  }

  private fertig(zeilen: GdvRohzeile[], bytes: Uint8Array): void {
    if (this.ueberspringen) {
      // The end of a line that was cut off.
      this.ueberspringen = false;
      return;
    }
    this.nummer++;
    // Blank lines (a final line break twice) are no records.
    if (bytes.length === 0) {
      return;
    }
    zeilen.push({ zeile: this.nummer, bytes });
  }
}

function verbinde(a: Uint8Array, b: Uint8Array): Uint8Array {
  const c = new Uint8Array(a.length + b.length);
  c.set(a, 0);
  c.set(b, a.length);
  return c;
}
