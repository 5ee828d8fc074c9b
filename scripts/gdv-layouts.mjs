#!/usr/bin/env node
/**
 * Writes the GDV record layouts the GDV reader uses (packages/domain/src/datenimport/gdv/layouts/vuvm<release>.json)
 * from the GDV's published record descriptions ("Datensatz VU-Vermittler", releases 2009 … 2023) as kept in
 * oboehm/gdv.xport (Apache-2.0) under lib/src/main/resources/gdv/xport/satz/xml/VUVM<release>.xml.
 * The XML files are read as DATA only; see THIRD_PARTY_DATA.md for the attribution.
 *
 *   node scripts/gdv-layouts.mjs [path to the gdv.xport git directory]
 *   (default /work/.mirror/oboehm+gdv.xport/repo; it reads HEAD:lib/…/VUVM<release>.xml via `git show`)
 *
 * Per release it keeps: the list of every Satzart key the release knows ('0100', '0210.050',
 * '0220.010.48.1' …) with its version, and the layouts (fields with technical and German name, start,
 * length, type, Nachkommastellen) of the Satzarten our model reads — only the fields it reads.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const RELEASES = ['2009', '2013', '2015', '2018', '2023'];
const SOURCE_PATH = 'lib/src/main/resources/gdv/xport/satz/xml';
const repo = process.argv[2] ?? '/work/.mirror/oboehm+gdv.xport/repo';
const outDir = new URL('../packages/domain/src/datenimport/gdv/layouts/', import.meta.url).pathname;

/** Satzarten whose layout we keep (the rest is only listed as known). */
const READ = /^(0001|9999|0100|0200|021[01]\.\d{3}|022[01]\.\d{3}(\.\d+)?(\.1)?)$/;

/** The fields our model reads, by technical name. */
const FIELDS = new RegExp(
  [
    '^Satzart$',
    '^VuNr$',
    '^Sparte$',
    '^VsNr$',
    '^SatzNr$',
    '^FolgeNr$',
    '^GeschaeftsstelleVermittler$',
    '^Absender$',
    '^Adressat$',
    '^ErstellungsDatumZeitraumVomZeitraumBis$',
    '^Satzart\\d{4}',
    '^Anredeschluessel$',
    '^Name[123]$',
    '^Titel$',
    '^LKZ$',
    '^PLZ$',
    '^Ort$',
    '^Str$',
    '^Geburtsdatum$',
    '^Adresskennzeichen$',
    '^IBAN1$',
    '^BIC1$',
    '^Vertragsbeginn$',
    '^Vertragsablauf$',
    '^Hauptfaelligkeit$',
    '^Zahlungsweise$',
    '^Vertragsstatus$',
    '^Waehrungsschluessel$',
    '^GesbeitragNettoInWE$',
    '^GesbeitragBruttoInWE$',
    '^Produktname$',
    '^AnzSaetze$',
    '^Gesbeitrag$',
    '^GesbeitragBruttoInkasso$',
    '^Vorzeichen$',
    '^Spartenbezeichnung$',
    '^GesbeitragInWE$',
    '^JahresbeitragInWE$',
    '^BeitragInWE$',
    '^ZahlbeitragInWE$',
    '^GesVersssummeInWE$',
    '^VersicherteSumme1InWE$',
    '^VersSummeInWE$',
    '^Versicherungssumme',
    '^HerstellerSchluesselNr$',
    '^TypschluesselNr$',
    '^FahrzeugidentifizierungsNr$',
    '^AmtlichesKennzeichen$',
    '^Erstzulassung$',
    '^Herstellername$',
    '^Modellname$',
    '^Wagnisart$',
    '^NameVp$',
    '^VornameVp$',
    '^NameVersPerson$',
    '^VornameVersPerson$',
    '^Bezeichnung',
  ].join('|'),
);

const HEADER = new Set(['VuNr', 'Sparte', 'VsNr', 'FolgeNr', 'GeschaeftsstelleVermittler']);

const TYPES = { Alphanumerisch: 'AN', Numerisch: 'N', Datum: 'D', Fliesskomma: 'B', Uhrzeit: 'AN' };

function readXml(release) {
  const bytes = execFileSync('git', ['-C', repo, 'show', `HEAD:${SOURCE_PATH}/VUVM${release}.xml`], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return new TextDecoder('latin1').decode(bytes);
}

const tag = (text, name) => text.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1]?.trim() ?? null;
const entities = (s) => s?.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>') ?? null;

function parseRelease(xml) {
  const felder = new Map();
  for (const m of xml.split('<felder>')[1].matchAll(/<feld referenz="([^"]+)">([\s\S]*?)<\/feld>/g)) {
    felder.set(m[1], {
      typ: TYPES[tag(m[2], 'datentyp')] ?? 'AN',
      nk: Number(tag(m[2], 'nachkommastellen') ?? 0),
    });
  }
  const satzarten = [];
  const body = xml.split('<felder>')[0];
  for (const block of body.split('<satzart>').slice(1)) {
    const [kennzeichnung, rest] = block.split('</kennzeichnung>');
    const werte = [...kennzeichnung.matchAll(/<technischerName>([^<]*)<\/technischerName>\s*<auspraegung>([^<]*)/g)];
    const satzart = werte.find((w) => w[1] === 'Satzart')?.[2];
    const sparte = werte.find((w) => w[1] === 'Sparte')?.[2];
    const satzNr = werte.find((w) => w[1] === 'SatzNr')?.[2];
    const key = [satzart, sparte, satzNr].filter(Boolean).join('.');
    const version = tag(rest, 'version');
    const teile = rest
      .split(/<satzanfang teilsatz="/)
      .slice(1)
      .map((teil) => {
        const nr = Number(teil.match(/^(\d+)/)[1]);
        const felderDesTeils = [];
        for (const f of teil.matchAll(
          /<feldreferenz referenz="([^"]+)">\s*<name>([^<]*)<\/name>\s*<technischerName>([^<]*)<\/technischerName>/g,
        )) {
          const [von, bis] = f[1].split('-').map(Number);
          const def = felder.get(f[1]) ?? { typ: 'AN', nk: 0 };
          felderDesTeils.push({
            feld: f[3],
            name: entities(f[2]),
            start: von,
            laenge: bis - von + 1,
            typ: def.typ,
            ...(def.typ === 'B' ? { nk: def.nk } : {}),
          });
        }
        return { nr, felder: felderDesTeils };
      });
    satzarten.push({ key, version, teile });
  }
  return satzarten;
}

mkdirSync(outDir, { recursive: true });
for (const release of RELEASES) {
  const xml = readXml(release);
  const stand = tag(xml, 'stand');
  const satzarten = parseRelease(xml);
  const bekannt = Object.fromEntries(satzarten.map((s) => [s.key, s.version]).sort(([a], [b]) => a.localeCompare(b)));
  const layouts = {};
  for (const s of satzarten.filter((x) => READ.test(x.key)).sort((a, b) => a.key.localeCompare(b.key))) {
    layouts[s.key] = {
      version: s.version,
      teile: s.teile.map((t) => ({
        nr: t.nr,
        // SatzNr tells the Teildatensatz apart; its position differs between Satzarten.
        satzNr: t.felder.find((f) => f.feld === 'SatzNr') ?? null,
        // The key fields (VU-Nummer, Sparte, VSNR …) repeat in every Teildatensatz: kept in the first only.
        felder: t.felder.filter(
          (f) =>
            FIELDS.test(f.feld) && f.feld !== 'SatzNr' && f.feld !== 'Satzart' && (t.nr === 1 || !HEADER.has(f.feld)),
        ),
      })),
    };
    for (const t of layouts[s.key].teile) {
      if (t.satzNr) {
        t.satzNr = { start: t.satzNr.start, laenge: t.satzNr.laenge };
      }
    }
  }
  const data = { release, stand, quelle: `oboehm/gdv.xport ${SOURCE_PATH}/VUVM${release}.xml`, bekannt, layouts };
  writeFileSync(join(outDir, `vuvm${release}.json`), `${JSON.stringify(data)}\n`);
  console.log(`vuvm${release}.json: ${Object.keys(bekannt).length} Satzarten, ${Object.keys(layouts).length} layouts`);
}
