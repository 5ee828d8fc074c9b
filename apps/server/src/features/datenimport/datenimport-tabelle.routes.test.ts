// The CSV/Excel takeover through the real reader: the preview names the file's columns and the mapping in
// use (suggested from the header, or the one saved for the same header), and reads the rows with it.
import type { DatenimportReport } from '@maklerwerk/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, contracts } from '../../db/schema';
import { type Client, createTestApp, loginAllRoles, type TestApp } from '../../test/test-app';
import { drain } from './datenimport.test-support';
import { readImportDatei } from './quelle/import-datei';

let t: TestApp;
let makler: Client;
let gesellschaft: string;

beforeAll(async () => {
  t = await createTestApp();
  [makler] = await loginAllRoles(t.app);
  gesellschaft = (await t.database.db.select({ name: companies.name }).from(companies).limit(1))[0]?.name ?? '';
});
afterAll(() => t.close());

const kopf = 'VSNR;Gesellschaft;Sparte;Beitrag;Zahlweise;Beginn;Name;Vorname;Geburtsdatum;PLZ;Ort;Bemerkung';

async function csvVorschau(name: string, zeilen: string[]): Promise<DatenimportReport> {
  const boundary = 'mwtabelle';
  const inhalt = [kopf, ...zeilen].join('\r\n');
  const r = await makler.inject({
    method: 'POST',
    url: '/MSC3/restful/datenimport',
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n${inhalt}\r\n--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(r.statusCode, r.body).toBe(202);
  await drain(t, t.app, readImportDatei);
  const id = r.json<{ id: number }>().id;
  return (await makler.inject({ method: 'GET', url: `/MSC3/restful/datenimport/${id}` })).json<DatenimportReport>();
}

describe('Datenimport: a table file', () => {
  it('suggests the mapping from the header, reads the rows with it, and the next file of the same header gets the saved mapping', async () => {
    const zeile = (nr: string) =>
      `${nr};${gesellschaft};Hausrat;"123,45";jährlich;01.04.2024;Tabellmann;Tina;15.07.1965;50667;Köln;alt`;
    const erste = await csvVorschau('altsystem.csv', [zeile('TB-1'), zeile('TB-2')]);
    expect(erste.status).toBe('vorschau');
    expect(erste.tabelle?.spalten).toEqual(kopf.split(';'));
    expect(erste.tabelle?.zuordnung).toMatchObject({
      VSNR: 'versicherungsnummer',
      Gesellschaft: 'gesellschaftName',
      Name: 'name',
      Geburtsdatum: 'geburtsdatum',
      Bemerkung: null,
    });
    expect(erste.zaehler).toMatchObject({ vertraegeNeu: 2, kundenNeu: 1, fehler: 0 });

    // The user maps „Bemerkung“ to nothing and „Ort“ to nothing: saved for this header.
    const zuordnung = { ...erste.tabelle?.zuordnung, Ort: null };
    const gesetzt = await makler.inject({
      method: 'POST',
      url: `/MSC3/restful/datenimport/${erste.id}/spalten`,
      payload: { zuordnung },
    });
    expect(gesetzt.statusCode, gesetzt.body).toBe(200);
    await drain(t, t.app, readImportDatei);

    const zweite = await csvVorschau('altsystem-2.csv', [zeile('TB-3')]);
    expect(zweite.tabelle?.zuordnung).toEqual(zuordnung);
    expect(zweite.zaehler).toMatchObject({ vertraegeNeu: 1, fehler: 0 });
    expect(await t.database.db.select().from(contracts).where(eq(contracts.nummer, 'TB-1'))).toEqual([]);
    expect((await t.database.db.execute(sql`SELECT 1 FROM datenimport_spalten_zuordnungen`)).rows).toHaveLength(1);
  });
});
