import {
  changeLogFieldLabels,
  type FieldChange,
  formatCents,
  type ImportFahrzeug,
  type ImportPerson,
  type ImportVertrag,
} from '@maklerwerk/domain';
import type { BestandKunde } from './datenimport-match.repository';

export type DatenimportFeldAenderung = { feld: string; alt: string | null; neu: string | null };

/** A customer's master data as the import brings it (the Versicherungsnehmer of a contract). */
export type KundeDaten = {
  anrede: string | null;
  titel: string | null;
  vorname: string | null;
  name: string;
  firma: string | null;
  geburtsdatum: string | null;
  strasse: string | null;
  hausnr: string | null;
  plz: string | null;
  ort: string | null;
  land: string;
};

/** 'Musterweg 12a' → street and house number as our customers keep them. */
export function splitStrasse(value: string | null): { strasse: string | null; hausnr: string | null } {
  const text = value?.trim() ?? '';
  if (text === '') {
    return { strasse: null, hausnr: null };
  }
  const match = /^(.*\S)\s+(\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d+\s?[a-zA-Z]?)?)$/.exec(text);
  return match ? { strasse: match[1] ?? text, hausnr: match[2] ?? null } : { strasse: text, hausnr: null };
}

/** The Versicherungsnehmer of a contract (else its first person), undefined when it has none. */
export function versicherungsnehmer(v: ImportVertrag): ImportPerson | undefined {
  return v.personen.find((p) => p.rolle === 'versicherungsnehmer') ?? v.personen[0];
}

export function kundeAusPerson(p: ImportPerson): KundeDaten {
  const firma = p.anrede === 'Firma';
  return {
    anrede: p.anrede,
    titel: p.titel,
    vorname: firma ? null : p.vorname,
    name: p.name.trim(),
    firma: firma ? [p.name, p.name2].filter(Boolean).join(' ').trim() : null,
    geburtsdatum: p.geburtsdatum,
    ...splitStrasse(p.strasse),
    plz: p.plz,
    ort: p.ort,
    land: p.land ?? 'DE',
  };
}

const fold = (s: string | null) => (s ?? '').trim().toLocaleLowerCase('de').normalize('NFC');

/** Name, first name, birth date and postal code: a new customer of several contracts is created once. */
export const kundenSchluessel = (k: KundeDaten) =>
  [fold(k.name), fold(k.vorname), k.geburtsdatum ?? '', k.plz ?? ''].join('|');

/**
 * The matching rule of a customer without a contract in the file (decision 0048): same name and first
 * name (case and umlauts folded as the lists sort), same birth date, and the same postal code where both have one.
 */
export function passtKunde(bestand: BestandKunde, k: KundeDaten): boolean {
  return (
    k.geburtsdatum !== null &&
    bestand.geburtsdatum === k.geburtsdatum &&
    fold(bestand.name) === fold(k.name) &&
    fold(bestand.vorname) === fold(k.vorname) &&
    (bestand.plz === null || k.plz === null || bestand.plz === k.plz)
  );
}

const kundeFelder = ['anrede', 'titel', 'vorname', 'name', 'strasse', 'hausnr', 'plz', 'ort', 'land'] as const;
export type KundeFeld = (typeof kundeFelder)[number];

/** The customer's fields the file brings and that differ (a field the file leaves empty stays). */
export function kundeAenderungen(bestand: BestandKunde, k: KundeDaten): FieldChange<KundeFeld>[] {
  const out: FieldChange<KundeFeld>[] = [];
  for (const feld of kundeFelder) {
    const neu = k[feld];
    if (neu !== null && neu !== '' && neu !== bestand[feld]) {
      out.push({ field: feld, oldValue: bestand[feld], newValue: neu });
    }
  }
  return out;
}

/** The contract's columns as the file sets them (null: the file says nothing, the stored value stays). */
export type VertragWerte = {
  status: string | null;
  beginn: string | null;
  ende: string | null;
  hauptfaelligkeit: string | null;
  zahlrhythm: string | null;
  praemieBto: number | null;
  praemieNto: number | null;
  produktbez: string | null;
  kennzeichen: string | null;
};

export function vertragWerte(v: ImportVertrag): VertragWerte {
  return {
    status: v.status,
    beginn: v.beginn,
    ende: v.ablauf,
    hauptfaelligkeit: v.hauptfaelligkeit,
    zahlrhythm: v.zahlweise,
    praemieBto: v.beitragBruttoCents,
    praemieNto: v.beitragNettoCents,
    produktbez: v.produktbezeichnung?.slice(0, 300) ?? null,
    kennzeichen: v.fahrzeug?.kennzeichen ?? null,
  };
}

/** Our column → the change log's field of a contract (as the forms name it). */
export const vertragLogFeld = {
  status: 'status',
  beginn: 'beginn',
  ende: 'ende',
  hauptfaelligkeit: 'hauptfaelligkeit',
  zahlrhythm: 'zahlrhythm',
  praemieBto: 'praemiebto_zahlweise',
  praemieNto: 'praemiento_zahlweise',
  produktbez: 'produktbez',
  kennzeichen: 'kennzeichen',
} as const;
type VertragSpalte = keyof typeof vertragLogFeld;
export type VertragAenderung = {
  spalte: VertragSpalte | 'sparteId';
  alt: string | number | null;
  neu: string | number;
};

type BestandWerte = { [K in VertragSpalte]: string | number | null } & { sparteId: number };

/**
 * A product name the file cut to its field's width (the GDV's Produktbezeichnung holds 20 characters) is
 * the beginning of ours: the same product, not a change that would shorten our name.
 */
const gekuerzt = (spalte: VertragSpalte, alt: string | number | null, neu: string | number) =>
  spalte === 'produktbez' && typeof alt === 'string' && typeof neu === 'string' && alt.startsWith(neu);

/** Every column the file sets to another value than the contract holds. */
export function vertragAenderungen(bestand: BestandWerte, werte: VertragWerte, sparteId: number): VertragAenderung[] {
  const out: VertragAenderung[] = [];
  for (const spalte of Object.keys(vertragLogFeld) as VertragSpalte[]) {
    const neu = werte[spalte];
    if (neu !== null && neu !== bestand[spalte] && !gekuerzt(spalte, bestand[spalte], neu)) {
      out.push({ spalte, alt: bestand[spalte], neu });
    }
  }
  if (bestand.sparteId !== sparteId) {
    out.push({ spalte: 'sparteId', alt: bestand.sparteId, neu: sparteId });
  }
  return out;
}

export type FahrzeugWerte = {
  kennzeichen: string | null;
  schluesselnr_herst: string | null;
  schluesselnr_typ: string | null;
  fahrgestnr: string | null;
  erstzulassdat: string | null;
};

export function fahrzeugWerte(f: ImportFahrzeug): FahrzeugWerte {
  return {
    kennzeichen: f.kennzeichen?.slice(0, 12) ?? null,
    schluesselnr_herst: f.hsn?.slice(0, 4) ?? null,
    schluesselnr_typ: f.tsn?.slice(0, 3) ?? null,
    fahrgestnr: f.fin?.slice(0, 17) ?? null,
    erstzulassdat: f.erstzulassung,
  };
}

export function fahrzeugAenderungen(bestand: FahrzeugWerte | undefined, neu: FahrzeugWerte) {
  const out: FieldChange<keyof FahrzeugWerte>[] = [];
  for (const feld of Object.keys(neu) as (keyof FahrzeugWerte)[]) {
    const wert = neu[feld];
    const alt = bestand?.[feld] ?? null;
    if (wert !== null && wert !== alt) {
      out.push({ field: feld, oldValue: alt, newValue: wert });
    }
  }
  return out;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A value as the report shows it: German dates, money in euros. */
export function anzeige(
  spalte: string,
  value: string | number | null,
  sparten: ReadonlyMap<number, string>,
): string | null {
  if (value === null) {
    return null;
  }
  if (spalte === 'sparteId') {
    return sparten.get(Number(value)) ?? String(value);
  }
  if (spalte === 'praemieBto' || spalte === 'praemieNto') {
    return formatCents(Number(value));
  }
  const date = isoDate.exec(String(value));
  return date ? `${date[3]}.${date[2]}.${date[1]}` : String(value);
}

const labels = changeLogFieldLabels.versicherung as Readonly<Record<string, string>>;

/** The report's old → new of a contract. */
export function berichtFelder(
  aenderungen: readonly VertragAenderung[],
  sparten: ReadonlyMap<number, string>,
): DatenimportFeldAenderung[] {
  return aenderungen.map((a) => ({
    feld: a.spalte === 'sparteId' ? 'Sparte' : (labels[vertragLogFeld[a.spalte]] ?? a.spalte),
    alt: anzeige(a.spalte, a.alt, sparten),
    neu: anzeige(a.spalte, a.neu, sparten),
  }));
}
