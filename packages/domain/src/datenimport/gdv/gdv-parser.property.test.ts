// fast-check properties of the GDV reader: it never throws, chunking does not matter, and a generated
// file round-trips (generate → read → the same contracts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ImportVertrag } from '../datenimport-datensatz';
import { sammlePakete } from '../datenimport-stuecke';
import { erzeugeGdvZeilen, type GdvGeneratorVertrag } from './gdv-generator';
import { GdvParser, type leseGdvDatei } from './gdv-parser';
import { testKopf } from './gdv-testdaten';
import { kodiereLatin1 } from './gdv-zeichensatz';

const buchstaben = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzäöüÄÖÜß0123456789 .-/&'];
const text = (max: number) =>
  fc
    .string({ unit: fc.constantFrom(...buchstaben), minLength: 1, maxLength: max })
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
const oderNull = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const isoDatum = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const cents = fc.integer({ min: 0, max: 99_999_999_999 });

const person = fc.record({
  rolle: fc.constantFrom(
    'versicherungsnehmer',
    'versichertePerson',
    'beitragszahler',
    'bezugsberechtigter',
    'abweichenderHalter',
    'sonstige' as const,
  ),
  anrede: fc.constantFrom('Herr', 'Frau', 'Firma', 'Divers', null),
  titel: oderNull(text(20)),
  name: text(30),
  vorname: oderNull(text(30)),
  name2: oderNull(text(30)),
  geburtsdatum: oderNull(isoDatum),
  strasse: oderNull(text(30)),
  plz: oderNull(fc.stringMatching(/^[0-9]{4,5}$/)),
  ort: oderNull(text(25)),
  land: fc.constantFrom('DE', 'AT', 'CH', 'FR'),
  iban: oderNull(fc.stringMatching(/^DE[0-9]{20}$/)),
  bic: oderNull(fc.stringMatching(/^[A-Z]{6}[A-Z0-9]{2}$/)),
});

const vertrag = (vsnr: string) =>
  fc.constantFrom('030', '050', '130').chain((sparte) =>
    fc.record({
      versicherungsnummer: fc.constant(vsnr),
      sparteCode: fc.constant(sparte),
      status: fc.constantFrom('aktiv', 'storniert', 'ruhend', 'beitragsfrei', null),
      beginn: oderNull(isoDatum),
      ablauf: oderNull(isoDatum),
      hauptfaelligkeit: oderNull(isoDatum),
      zahlweise: fc.constantFrom(
        'jährlich',
        'halbjährlich',
        'vierteljährlich',
        'monatlich',
        'einmalig',
        'Sonstiges',
        null,
      ),
      beitragBruttoCents: oderNull(cents),
      beitragNettoCents: oderNull(cents),
      waehrung: fc.constantFrom('EUR', 'CHF', null),
      vermittlernummer: oderNull(fc.stringMatching(/^[0-9A-Z]{1,10}$/)),
      produktbezeichnung: oderNull(text(20)),
      personen: fc.array(person, { minLength: 1, maxLength: 3 }).map((ps) =>
        // A company's Name 3 is not a first name: the layout has no first name for it.
        ps.map((p) => (p.anrede === 'Firma' ? { ...p, vorname: null } : p)),
      ),
      spartenteile: fc
        .tuple(oderNull(cents), oderNull(fc.integer({ min: 1, max: 999_999_999 })))
        .map(([beitrag, summe]) => [
          {
            sparteCode: sparte,
            beitragCents: beitrag,
            versicherungssummeCents: sparte === '130' && summe ? summe * 100 : null,
          },
        ]),
      fahrzeug:
        sparte === '050'
          ? fc.record({
              kennzeichen: fc.stringMatching(/^[A-Z]{1,3}-[A-Z]{1,2} [1-9][0-9]{0,3}$/),
              hsn: oderNull(fc.stringMatching(/^[0-9]{4}$/)),
              tsn: oderNull(fc.stringMatching(/^[0-9A-Z]{3}$/)),
              fin: oderNull(fc.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/)),
              erstzulassung: oderNull(isoDatum),
            })
          : fc.constant(null),
      versicherteSachen:
        sparte === '030'
          ? fc.array(fc.record({ bezeichnung: text(30) }), { maxLength: 2 })
          : fc.constant<{ bezeichnung: string }[]>([]),
    }),
  );

const vertraege: fc.Arbitrary<GdvGeneratorVertrag[]> = fc
  .uniqueArray(fc.stringMatching(/^[0-9A-Z]{1,17}$/), { minLength: 1, maxLength: 8 })
  .chain((nummern) => fc.tuple(...nummern.map(vertrag)));

/** What the generator got, as the reader hands it back (without places in the file). */
function ohneFundstellen(v: ImportVertrag): GdvGeneratorVertrag {
  return {
    versicherungsnummer: v.versicherungsnummer,
    sparteCode: v.sparteCode,
    status: v.status,
    beginn: v.beginn,
    ablauf: v.ablauf,
    hauptfaelligkeit: v.hauptfaelligkeit,
    zahlweise: v.zahlweise,
    beitragBruttoCents: v.beitragBruttoCents,
    beitragNettoCents: v.beitragNettoCents,
    waehrung: v.waehrung,
    vermittlernummer: v.vermittlernummer,
    produktbezeichnung: v.produktbezeichnung,
    personen: v.personen.map((p) => ({
      rolle: p.rolle,
      anrede: p.anrede,
      titel: p.titel,
      name: p.name,
      vorname: p.vorname,
      name2: p.name2,
      geburtsdatum: p.geburtsdatum,
      strasse: p.strasse,
      plz: p.plz,
      ort: p.ort,
      land: p.land,
      iban: p.iban,
      bic: p.bic,
    })),
    spartenteile: v.spartenteile.map((t) => ({
      sparteCode: t.sparteCode,
      beitragCents: t.beitragCents,
      versicherungssummeCents: t.versicherungssummeCents,
    })),
    fahrzeug: v.fahrzeug && {
      kennzeichen: v.fahrzeug.kennzeichen,
      hsn: v.fahrzeug.hsn,
      tsn: v.fahrzeug.tsn,
      fin: v.fahrzeug.fin,
      erstzulassung: v.fahrzeug.erstzulassung,
    },
    versicherteSachen: v.versicherteSachen.map((s) => ({ bezeichnung: s.bezeichnung })),
  };
}

function lesenInStuecken(bytes: Uint8Array, schnitte: number[]): ReturnType<typeof leseGdvDatei> {
  const parser = new GdvParser('test.gdv');
  const stuecke = [];
  let von = 0;
  for (const s of [...schnitte].sort((a, b) => a - b)) {
    stuecke.push(...parser.push(bytes.subarray(von, Math.max(von, s))));
    von = Math.max(von, s);
  }
  stuecke.push(...parser.push(bytes.subarray(von)), ...parser.end());
  return sammlePakete(stuecke);
}

describe('GDV reader properties', () => {
  it('never throws on arbitrary bytes, in arbitrary chunks, and always names a Datenpaket', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 2000 }), { maxLength: 6 }), (stuecke) => {
        const parser = new GdvParser('zufall.bin');
        const pakete = sammlePakete([...stuecke.flatMap((s) => parser.push(s)), ...parser.end()]);
        expect(pakete.length).toBeGreaterThan(0);
        for (const p of pakete) {
          expect(typeof p.fehlerhaft).toBe('boolean');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on a valid file with bytes changed, lines dropped or cut short', () => {
    fc.assert(
      fc.property(
        vertraege,
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 20 }),
        fc.array(fc.nat(), { maxLength: 4 }),
        (vs, aenderungen, schnitte) => {
          const bytes = kodiereLatin1([...erzeugeGdvZeilen(testKopf, vs)].join(''));
          for (const [pos, wert] of aenderungen) {
            bytes[pos % bytes.length] = wert;
          }
          const pakete = lesenInStuecken(
            bytes,
            schnitte.map((s) => s % bytes.length),
          );
          expect(pakete.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it('round-trips a generated file: generate → read → the same contracts, whatever the chunks', () => {
    fc.assert(
      fc.property(
        vertraege,
        fc.array(fc.nat(), { maxLength: 5 }),
        fc.constantFrom('\r\n', '\n', ''),
        (vs, schnitte, ende) => {
          const bytes = kodiereLatin1([...erzeugeGdvZeilen(testKopf, vs, ende)].join(''));
          const pakete = lesenInStuecken(
            bytes,
            schnitte.map((s) => s % bytes.length),
          );
          expect(pakete).toHaveLength(1);
          const [paket] = pakete;
          expect(paket?.meldungen).toEqual([]);
          expect(paket?.fehlerhaft).toBe(false);
          expect(paket).toMatchObject({
            vuNummer: '5312',
            erstellungsdatumVon: '2026-01-01',
            erstellungsdatumBis: '2026-01-31',
          });
          expect(paket?.vertraege.map(ohneFundstellen)).toEqual(vs);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});
