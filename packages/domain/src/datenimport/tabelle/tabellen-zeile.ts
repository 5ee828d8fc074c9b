import type { z } from 'zod';
import type { ImportFahrzeug, ImportMeldung, ImportPerson, ImportVertrag } from '../datenimport-datensatz';
import { parseGermanCents } from './deutsche-zahl';
import { parseGermanDate } from './deutsches-datum';
import { spalteVonFeld, type TabellenFeld, tabellenFeldKeys, tabellenFeldLabel } from './tabellen-felder';
import { type Gelesen, istLeereZeile, type TabellenWert, type TabellenZeile, wertAlsText } from './tabellen-wert';
import { parseAnrede, parseLand, parseVertragStatus, parseZahlweise } from './tabellen-woerter';
import {
  TabellenFahrzeugSchema,
  TabellenPersonSchema,
  TabellenVertragSchema,
  tabellenFahrzeugFeld,
  tabellenVertragFeld,
} from './tabellen-zeile.schema';

/** The Satzart of every message and record of a table: „Tabelle“ (a table has no record types). */
export const TABELLE_SATZART = 'Tabelle';

export type TabellenZeilenErgebnis = { vertrag: ImportVertrag | null; meldungen: ImportMeldung[] };

const WERT_ANZEIGE_MAX = 40;

/** A missing Versicherungsnummer or Name (the row is skipped). */
export const pflichtfeldFehlt = (feld: TabellenFeld) => `${tabellenFeldLabel[feld]} fehlt.`;

/** Field → column of a mapping, worked out once per mapping (every row of a file shares it). */
const spaltenJeZuordnung = new WeakMap<object, Map<TabellenFeld, string>>();

function spaltenDerFelder(zuordnung: Record<string, string | null>): Map<TabellenFeld, string> {
  let spalten = spaltenJeZuordnung.get(zuordnung);
  if (!spalten) {
    spalten = new Map();
    for (const feld of tabellenFeldKeys) {
      const spalte = spalteVonFeld(zuordnung, feld);
      if (spalte !== null) {
        spalten.set(feld, spalte);
      }
    }
    spaltenJeZuordnung.set(zuordnung, spalten);
  }
  return spalten;
}

/**
 * One row of a CSV/Excel table → one contract with its Versicherungsnehmer (the row's person) and, where
 * given, its vehicle. Every value is read (German numbers and dates, the words for Zahlweise, status,
 * Anrede, country) and checked with our schemas; each bad value is an error („fehler“) naming the row
 * (`zeile`, the file's line or Excel row), the Satzart „Tabelle“ and the column (`feld` = its header).
 * A row with an error gives no contract (it is skipped, the others go on); an empty row gives nothing.
 * Never throws on any text.
 */
export function tabellenZeileZuVertrag(
  row: TabellenZeile,
  zuordnung: Record<string, string | null>,
  zeile: number,
  datei: string,
): TabellenZeilenErgebnis {
  if (istLeereZeile(row)) {
    return { vertrag: null, meldungen: [] };
  }
  const meldungen: ImportMeldung[] = [];
  const gemeldet = new Set<TabellenFeld>();
  const spalten = spaltenDerFelder(zuordnung);
  const spalte = (feld: TabellenFeld) => spalten.get(feld) ?? null;
  const roh = (feld: TabellenFeld): TabellenWert => {
    const s = spalte(feld);
    return s === null ? null : (row[s] ?? null);
  };
  const text = (feld: TabellenFeld) => wertAlsText(roh(feld));

  const fehler = (feld: TabellenFeld | null, grund: string) => {
    if (feld !== null && gemeldet.has(feld)) {
      return;
    }
    const s = feld === null ? null : (spalte(feld) ?? tabellenFeldLabel[feld]);
    const wert = feld === null ? null : text(feld);
    const kurz = wert !== null && wert.length > WERT_ANZEIGE_MAX ? `${wert.slice(0, WERT_ANZEIGE_MAX)}…` : wert;
    const wo = s === null ? '' : kurz === null ? `Spalte „${s}“: ` : `„${kurz}“ in Spalte „${s}“: `;
    meldungen.push({ datei, zeile, satzart: TABELLE_SATZART, feld: s, art: 'fehler', text: `${wo}${grund}` });
    if (feld !== null) {
      gemeldet.add(feld);
    }
  };

  /** The field read with `lies`, null when empty; an unreadable value is reported and becomes null. */
  function gelesen<T>(feld: TabellenFeld, lies: (wert: TabellenWert, text: string) => Gelesen<T>): T | null {
    const t = text(feld);
    if (t === null) {
      return null;
    }
    const ergebnis = lies(roh(feld), t);
    if (!ergebnis.ok) {
      fehler(feld, ergebnis.fehler);
      return null;
    }
    return ergebnis.wert;
  }
  const datum = (feld: TabellenFeld) => gelesen(feld, (w) => parseGermanDate(w));
  const cents = (feld: TabellenFeld) => gelesen(feld, (w) => parseGermanCents(w));
  const issuesMelden = (issues: z.core.$ZodIssue[], feldVon: (key: string) => TabellenFeld | undefined) => {
    for (const issue of issues) {
      fehler(feldVon(String(issue.path[0] ?? '')) ?? null, issue.message);
    }
  };

  for (const feld of ['versicherungsnummer', 'name'] as const) {
    if (text(feld) === null) {
      fehler(feld, pflichtfeldFehlt(feld));
    }
  }

  const sparte = text('sparte');
  const vertragErgebnis = TabellenVertragSchema.safeParse({
    nummer: text('versicherungsnummer') ?? undefined,
    produktbez: text('produktbezeichnung'),
    beginn: datum('beginn'),
    ende: datum('ablauf'),
    hauptfaelligkeit: datum('hauptfaelligkeit'),
    praemiebto_zahlweise: cents('beitragBrutto'),
    praemiento_zahlweise: cents('beitragNetto'),
    zahlrhythm: gelesen('zahlweise', (_, t) => parseZahlweise(t)),
    status: gelesen('status', (_, t) => parseVertragStatus(t)) ?? undefined,
    gesellschaftName: text('gesellschaftName'),
    sparte,
    vermittlernummer: text('vermittlernummer'),
  });
  if (!vertragErgebnis.success) {
    issuesMelden(vertragErgebnis.error.issues, (k) => tabellenVertragFeld[k as keyof typeof tabellenVertragFeld]);
  }

  const land = gelesen('land', (_, t) => parseLand(t));
  const plzRoh = roh('plz');
  const personErgebnis = TabellenPersonSchema.safeParse({
    anrede: gelesen('anrede', (_, t) => parseAnrede(t)),
    titel: text('titel'),
    name: text('name') ?? '-',
    vorname: text('vorname'),
    name2: text('name2'),
    geburtsdatum: datum('geburtsdatum'),
    strasse: text('strasse'),
    hausnummer: text('hausnummer'),
    // An Excel number cell lost the leading zero of „01067“.
    plz: typeof plzRoh === 'number' && (land ?? 'DE') === 'DE' ? text('plz')?.padStart(5, '0') : text('plz'),
    ort: text('ort'),
    land: land ?? undefined,
    iban: text('iban'),
    bic: text('bic'),
  });
  if (!personErgebnis.success) {
    issuesMelden(personErgebnis.error.issues, (k) => (k in tabellenFeldLabel ? (k as TabellenFeld) : undefined));
  }

  const hsnRoh = roh('hsn');
  const fahrzeugErgebnis = TabellenFahrzeugSchema.safeParse({
    kennzeichen: text('kennzeichen'),
    schluesselnr_herst: typeof hsnRoh === 'number' ? text('hsn')?.padStart(4, '0') : text('hsn'),
    schluesselnr_typ: text('tsn'),
    fahrgestnr: text('fin'),
    erstzulassdat: datum('erstzulassung'),
  });
  if (!fahrzeugErgebnis.success) {
    issuesMelden(fahrzeugErgebnis.error.issues, (k) => tabellenFahrzeugFeld[k as keyof typeof tabellenFahrzeugFeld]);
  }

  if (meldungen.length > 0 || !vertragErgebnis.success || !personErgebnis.success || !fahrzeugErgebnis.success) {
    return { vertrag: null, meldungen };
  }
  const v = vertragErgebnis.data;
  const p = personErgebnis.data;
  const f = fahrzeugErgebnis.data;
  const fundstelle = { zeile, satzart: TABELLE_SATZART };
  const person: ImportPerson = {
    ...fundstelle,
    rolle: 'versicherungsnehmer',
    rollenkennzeichen: null,
    anrede: p.anrede,
    titel: p.titel,
    name: p.name,
    vorname: p.vorname,
    name2: p.name2,
    name3: null,
    geburtsdatum: p.geburtsdatum,
    strasse: [p.strasse, p.hausnummer].filter(Boolean).join(' ') || null,
    plz: p.plz,
    ort: p.ort,
    land: p.land,
    iban: p.iban,
    bic: p.bic,
  };
  const fahrzeug: ImportFahrzeug | null = Object.values(f).some((w) => w !== null)
    ? {
        ...fundstelle,
        kennzeichen: f.kennzeichen,
        hsn: f.schluesselnr_herst,
        tsn: f.schluesselnr_typ,
        fin: f.fahrgestnr,
        erstzulassung: f.erstzulassdat,
      }
    : null;
  const sparteCode = v.sparte !== null && v.sparte !== undefined && /^\d{1,3}$/.test(v.sparte) ? v.sparte : null;
  const vertrag: ImportVertrag = {
    ...fundstelle,
    versicherungsnummer: v.nummer ?? '',
    sparteCode: sparteCode === null ? null : sparteCode.padStart(3, '0'),
    sparteName: sparteCode === null ? (v.sparte ?? null) : null,
    status: v.status ?? null,
    beginn: v.beginn ?? null,
    ablauf: v.ende ?? null,
    hauptfaelligkeit: v.hauptfaelligkeit ?? null,
    zahlweise: v.zahlrhythm ?? null,
    beitragBruttoCents: v.praemiebto_zahlweise ?? null,
    beitragNettoCents: v.praemiento_zahlweise ?? null,
    waehrung: null,
    vermittlernummer: v.vermittlernummer ?? null,
    produktbezeichnung: v.produktbez ?? null,
    gesellschaftName: v.gesellschaftName ?? null,
    personen: [person],
    spartenteile: [],
    fahrzeug,
    versicherteSachen: [],
  };
  return { vertrag, meldungen };
}
