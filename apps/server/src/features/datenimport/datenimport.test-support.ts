import type { DatenimportReport, ImportDatenpaket, ImportPerson, ImportVertrag } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createQueue } from '../../jobs/queue';
import type { Client, TestApp } from '../../test/test-app';
import { datenimportHandlers } from './datenimport.jobs';
import type { ImportQuelle } from './datenimport-lauf';

export const person = (over: Partial<ImportPerson> = {}): ImportPerson => ({
  zeile: 2,
  satzart: '0100',
  rolle: 'versicherungsnehmer',
  rollenkennzeichen: '01',
  anrede: 'Herr',
  titel: null,
  name: 'Importmann',
  vorname: 'Ingo',
  name2: null,
  name3: null,
  geburtsdatum: '1970-03-04',
  strasse: 'Importweg 7',
  plz: '50667',
  ort: 'Köln',
  land: 'DE',
  iban: null,
  bic: null,
  ...over,
});

export const vertrag = (nummer: string, over: Partial<ImportVertrag> = {}): ImportVertrag => ({
  zeile: 3,
  satzart: '0200',
  versicherungsnummer: nummer,
  sparteCode: '040',
  sparteName: null,
  status: 'aktiv',
  beginn: '2024-01-01',
  ablauf: '2029-01-01',
  hauptfaelligkeit: '2025-01-01',
  zahlweise: 'jährlich',
  beitragBruttoCents: 12_345,
  beitragNettoCents: 10_374,
  waehrung: 'EUR',
  vermittlernummer: null,
  produktbezeichnung: 'Privathaftpflicht Single',
  gesellschaftName: null,
  personen: [person()],
  spartenteile: [],
  fahrzeug: null,
  versicherteSachen: [],
  ...over,
});

export const paket = (
  vuNummer: string | null,
  vertraege: ImportVertrag[],
  over: Partial<ImportDatenpaket> = {},
): ImportDatenpaket => ({
  datei: 'bestand.gdv',
  nummer: 1,
  quelle: 'gdv',
  vuNummer,
  absender: 'Test-VU',
  adressat: 'Makler',
  erstellungsdatumVon: '2025-06-01',
  erstellungsdatumBis: '2025-06-30',
  versionen: {},
  saetze: vertraege.length * 2 + 2,
  vertraege,
  meldungen: [],
  fehlerhaft: false,
  ...over,
});

/**
 * A source whose Datenpakete a test sets per file name; with `stueck` each one comes as a reader streams
 * it: its contracts in pieces of that size, then its end (messages, verdict) with no contract left.
 */
export function testQuelle() {
  const byName = new Map<string, { pakete: ImportDatenpaket[]; stueck: number | null }>();
  const quelle: ImportQuelle = async function* (datei, _zuordnung, onProgress) {
    const { pakete = [], stueck = null } = byName.get(datei.name) ?? {};
    // Progress as a reader reports it: bytes read so far, before each piece (the run writes it meanwhile).
    let gelesen = 0;
    const fortschritt = () => {
      gelesen += 7;
      onProgress?.(gelesen);
    };
    for (const p of pakete) {
      const paket = { ...p, datei: datei.name };
      fortschritt();
      if (stueck === null) {
        yield { art: 'ende', paket };
        continue;
      }
      const { saetze, vertraege, meldungen, fehlerhaft, ...kopf } = paket;
      for (let i = 0; i < vertraege.length; i += stueck) {
        yield { art: 'vertraege', kopf, vertraege: vertraege.slice(i, i + stueck) };
        fortschritt();
      }
      yield { art: 'ende', paket: { ...paket, vertraege: [] } };
    }
  };
  return {
    quelle,
    set: (name: string, pakete: ImportDatenpaket[], stueck: number | null = null) =>
      byName.set(name, { pakete, stueck }),
  };
}

/** Runs every due job of the Datenimport with the given source. */
export async function drain(t: TestApp, app: FastifyInstance, quelle: ImportQuelle): Promise<void> {
  const queue = createQueue(
    t.database.db,
    datenimportHandlers({ db: t.database.db, blobStore: app.ctx.blobStore, quelle }),
    {
      backoffMs: 0,
    },
  );
  while ((await queue.runDue()) > 0) {}
}

export function upload(client: Client, ...names: string[]) {
  const boundary = 'mwimport';
  const parts = names
    .map(
      (name) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n0001${name}\r\n`,
    )
    .join('');
  return client.inject({
    method: 'POST',
    url: '/MSC3/restful/datenimport',
    payload: `${parts}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** The steps of an import as a user takes them: upload and preview, apply; each runs the jobs with `source`. */
export function importSchritte(t: TestApp, source: ReturnType<typeof testQuelle>) {
  const report = async (c: Client, id: number) => {
    const r = await c.inject({ method: 'GET', url: `/MSC3/restful/datenimport/${id}` });
    return { status: r.statusCode, body: r.json<DatenimportReport>() };
  };
  const post = (c: Client, id: number, action: string, payload: object = {}) =>
    c.inject({ method: 'POST', url: `/MSC3/restful/datenimport/${id}/${action}`, payload });
  const vorschau = async (c: Client, name: string) => {
    const r = await upload(c, name);
    expect(r.statusCode, r.body).toBe(202);
    const { id } = r.json<{ id: number }>();
    await drain(t, t.app, source.quelle);
    return (await report(c, id)).body;
  };
  const uebernehmen = async (c: Client, id: number) => {
    const r = await post(c, id, 'uebernehmen');
    expect(r.statusCode, r.body).toBe(200);
    await drain(t, t.app, source.quelle);
    return (await report(c, id)).body;
  };
  return { report, post, vorschau, uebernehmen };
}
export type ImportSchritte = ReturnType<typeof importSchritte>;
