/**
 * The GDV record layouts of the releases 2009 … 2023, generated from the GDV's record descriptions by
 * scripts/gdv-layouts.mjs (see THIRD_PARTY_DATA.md). Server-only: not exported from the package index.
 */
import vuvm2009 from './layouts/vuvm2009.json';
import vuvm2013 from './layouts/vuvm2013.json';
import vuvm2015 from './layouts/vuvm2015.json';
import vuvm2018 from './layouts/vuvm2018.json';
import vuvm2023 from './layouts/vuvm2023.json';

/** AN Alphanumerisch, N Numerisch, D Datum (TTMMJJJJ), B Betrag (Fliesskomma with `nk` implied decimals). */
export type GdvFeldTyp = 'AN' | 'N' | 'D' | 'B';
export type GdvFeld = { feld: string; name: string; start: number; laenge: number; typ: GdvFeldTyp; nk?: number };
export type GdvTeildatensatz = { nr: number; satzNr: { start: number; laenge: number } | null; felder: GdvFeld[] };
export type GdvLayout = { version: string | null; teile: GdvTeildatensatz[] };
export type GdvRelease = {
  release: string;
  stand: string | null;
  /** Every Satzart key the release knows ('0100', '0210.050', '0220.010.48.1' …) → its version. */
  bekannt: Record<string, string | null>;
  /** The layouts the reader uses, by key. */
  layouts: Record<string, GdvLayout>;
};

export const gdvReleases: readonly GdvRelease[] = [vuvm2009, vuvm2013, vuvm2015, vuvm2018, vuvm2023] as GdvRelease[];
export const neuesterGdvRelease = gdvReleases[gdvReleases.length - 1] as GdvRelease;

/**
 * The release a Datenpaket is written in: the one whose Satzart versions agree best with those the
 * Vorsatz names (on a tie the newer one); the newest when the Vorsatz names none.
 */
export function waehleRelease(versionen: Record<string, string>): GdvRelease {
  let beste = neuesterGdvRelease;
  let besteTreffer = -1;
  for (const release of gdvReleases) {
    let treffer = 0;
    for (const [key, version] of Object.entries(versionen)) {
      if (release.bekannt[key] === version) {
        treffer++;
      }
    }
    if (treffer >= besteTreffer) {
      beste = release;
      besteTreffer = treffer;
    }
  }
  return beste;
}

/** Whether the release knows the Satzart at all (with any Sparte). */
const satzartenJeRelease = new WeakMap<GdvRelease, Set<string>>();

export function istBekannteSatzart(release: GdvRelease, satzart: string): boolean {
  let satzarten = satzartenJeRelease.get(release);
  if (!satzarten) {
    satzarten = new Set(Object.keys(release.bekannt).map((key) => key.slice(0, 4)));
    satzartenJeRelease.set(release, satzarten);
  }
  return satzarten.has(satzart);
}

const spartenSatzarten = new Set(['0210', '0211', '0220', '0221']);

/**
 * The layout of a record: by Satzart and Sparte (Leben 0220/0221 also by Wagnisart), falling back to
 * the general Sparte 000 layout the GDV defines for Sparten without one of their own.
 */
export function findeLayout(
  release: GdvRelease,
  satzart: string,
  zeile: string,
): { key: string; layout: GdvLayout } | null {
  const kandidaten: string[] = [];
  if (spartenSatzarten.has(satzart)) {
    const sparte = zeile.slice(10, 13);
    if (sparte === '010' && satzart.startsWith('022')) {
      const wagnisart = zeile.slice(59, 60).trim();
      const gruppe = ['4', '8'].includes(wagnisart) ? '48' : ['1', '3'].includes(wagnisart) ? '13' : wagnisart;
      kandidaten.push(`${satzart}.010.${gruppe}.1`, `${satzart}.010.${gruppe}`);
    }
    if (sparte === '020' && satzart === '0220') {
      kandidaten.push(`0220.020.1`);
    }
    if (sparte === '580' && satzart === '0220') {
      kandidaten.push(`0220.580.01`);
    }
    kandidaten.push(`${satzart}.${sparte}`, `${satzart}.000`);
  } else {
    kandidaten.push(satzart);
  }
  for (const key of kandidaten) {
    const layout = release.layouts[key];
    if (layout) {
      return { key, layout };
    }
  }
  return null;
}

/** The Teildatensatz of a record: the one whose Satznummer field holds its number (else the first). */
export function findeTeildatensatz(layout: GdvLayout, zeile: string): GdvTeildatensatz | null {
  for (const teil of layout.teile) {
    if (!teil.satzNr) {
      continue;
    }
    const nr = zeile.slice(teil.satzNr.start - 1, teil.satzNr.start - 1 + teil.satzNr.laenge).trim();
    if (nr === String(teil.nr)) {
      return teil;
    }
  }
  return layout.teile[0] ?? null;
}

/** The raw text of a field of a record. */
export function feldRoh(zeile: string, feld: GdvFeld): string {
  return zeile.slice(feld.start - 1, feld.start - 1 + feld.laenge);
}
