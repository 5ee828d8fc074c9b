/** One decoded GDV record: its fields by technical name, with typed getters that report bad values. */
import { betragCents, datum, text, zahl } from './gdv-felder';
import type { GdvFeld } from './gdv-layouts';

export type GdvFeldFehler = (feld: string, text: string) => void;

export class GdvSatz {
  private readonly felder = new Map<string, GdvFeld>();

  constructor(
    readonly zeile: number,
    /** The Satzart key ('0100', '0220.051' …) as messages name it. */
    readonly satzart: string,
    readonly teil: number,
    private readonly inhalt: string,
    felder: readonly GdvFeld[],
    private readonly fehler: GdvFeldFehler,
  ) {
    for (const f of felder) {
      this.felder.set(f.feld, f);
    }
  }

  hat(name: string): boolean {
    return this.felder.has(name);
  }

  roh(name: string): string | null {
    const f = this.felder.get(name);
    return f ? this.inhalt.slice(f.start - 1, f.start - 1 + f.laenge) : null;
  }

  text(name: string): string | null {
    const r = this.roh(name);
    return r === null ? null : text(r);
  }

  /** The first of the named fields the record has with a value. */
  ersterText(...namen: string[]): string | null {
    for (const n of namen) {
      const t = this.text(n);
      if (t) {
        return t;
      }
    }
    return null;
  }

  datum(name: string): string | null {
    const f = this.felder.get(name);
    if (!f) {
      return null;
    }
    const r = datum(this.roh(name) ?? '');
    if (r.fehler) {
      this.fehler(f.name, r.fehler);
    }
    return r.wert;
  }

  zahl(name: string): number | null {
    const f = this.felder.get(name);
    if (!f) {
      return null;
    }
    const r = zahl(this.roh(name) ?? '');
    if (r.fehler) {
      this.fehler(f.name, r.fehler);
    }
    return r.wert;
  }

  /** A Betrag in cents (Numerisch fields count whole currency units). */
  betrag(name: string, vorzeichenFeld?: string): number | null {
    const f = this.felder.get(name);
    if (!f) {
      return null;
    }
    const nk = f.typ === 'B' ? (f.nk ?? 0) : 0;
    const r = betragCents(this.roh(name) ?? '', nk, vorzeichenFeld ? this.roh(vorzeichenFeld) : null);
    if (r.fehler) {
      this.fehler(f.name, r.fehler);
    }
    return r.wert;
  }

  /** The first of the named Betrag fields the record has with a value. */
  ersterBetrag(...namen: string[]): number | null {
    for (const n of namen) {
      if (!this.hat(n)) {
        continue;
      }
      const b = this.betrag(n);
      if (b !== null) {
        return b;
      }
    }
    return null;
  }

  /** The fields whose technical name matches, e.g. the Satzart versions of the Vorsatz. */
  felderMit(muster: RegExp): GdvFeld[] {
    return [...this.felder.values()].filter((f) => muster.test(f.feld));
  }
}
