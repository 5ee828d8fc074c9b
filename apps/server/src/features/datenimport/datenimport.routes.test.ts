import type { DatenimportReport } from '@maklerwerk/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerStructureIds } from '../../auth/user.repository';
import { changeLog, companies, contracts, customers } from '../../db/schema';
import { type Client, createTestApp, loginAllRoles, type TestApp } from '../../test/test-app';
import {
  drain,
  type ImportSchritte,
  importSchritte,
  paket,
  person,
  testQuelle,
  upload,
  vertrag,
} from './datenimport.test-support';

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let vermittler: Client;
let lesend: Client;
const source = testQuelle();
let vu: string;
let gesellschaftId: number;
let report: ImportSchritte['report'];
let post: ImportSchritte['post'];
let vorschau: ImportSchritte['vorschau'];
let uebernehmen: ImportSchritte['uebernehmen'];

const logRows = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(changeLog))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern, vermittler, lesend] = await loginAllRoles(t.app);
  const company = (
    await t.database.db.select().from(companies).where(sql`${companies.vuNummer} IS NOT NULL`).limit(1)
  )[0];
  if (!company?.vuNummer) {
    throw new Error('demo company with VU-Nummer');
  }
  vu = company.vuNummer;
  gesellschaftId = company.id;
  ({ report, post, vorschau, uebernehmen } = importSchritte(t, source));
});
afterAll(() => t.close());

describe('Datenimport: the demo', () => {
  it('holds one applied import of the makler with its report', async () => {
    const list = (await makler.inject({ method: 'GET', url: '/MSC3/restful/datenimport' })).json<{
      items: { id: number; status: string; gesellschaften: string[] }[];
    }>();
    const seeded = list.items.find((i) => i.status === 'uebernommen');
    expect(seeded?.gesellschaften.length).toBe(1);
    const seededReport = (await report(makler, seeded?.id ?? 0)).body;
    expect(seededReport.zaehler.vertraegeUnveraendert).toBeGreaterThan(0);
    expect(seededReport.dateien[0]?.name).toMatch(/^bestand_.+\.gdv$/);
  });
});

describe('Datenimport: preview, apply, idempotence', () => {
  // The 0210 premium of the main Sparte is not the contract's premium (0200): still nothing changes the second time.
  const teil = (sparteCode: string, beitragCents: number) => ({
    zeile: 4,
    satzart: '0210',
    sparteCode,
    beitragCents,
    versicherungssummeCents: 6_500_000,
    bezeichnung: null,
  });
  const hausrat = {
    sparteCode: '130',
    produktbezeichnung: 'Hausrat',
    spartenteile: [teil('130', 9_000), teil('140', 2_000)],
  };
  it('previews without writing, applies with the markers and the change log naming „GDV-Import“, and a second file changes nothing', async () => {
    source.set('neu.gdv', [paket(vu, [vertrag('DI-100-1'), vertrag('DI-100-2', hausrat)])]);
    const before = await logRows();
    const preview = await vorschau(makler, 'neu.gdv');
    expect(preview.status).toBe('vorschau');
    expect(preview.zaehler).toMatchObject({ kundenNeu: 1, vertraegeNeu: 2, vertraegeGeaendert: 0, fehler: 0 });
    expect(preview.dateien[0]).toMatchObject({ name: 'neu.gdv', datenpakete: 1, vuNummern: [vu] });
    expect(preview.dateien[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await logRows()).toBe(before);

    const applied = await uebernehmen(makler, preview.id);
    expect(applied.status).toBe('uebernommen');
    expect(applied.zaehler).toMatchObject({ kundenNeu: 1, vertraegeNeu: 2 });
    const rows = await t.database.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.gesellschaftId, gesellschaftId), sql`${contracts.nummer} LIKE 'DI-100-%'`));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.customerId)).size).toBe(1);
    for (const r of rows) {
      expect(r).toMatchObject({
        kundeEingelesen: true,
        einlesenUpdaten: true,
        dateUpdatedGdv: '2025-06-30',
        praemieBtoZahlweiseCents: 12_345,
      });
    }
    const maklerBroker = makler.me.user.brokerId;
    expect(rows[0]?.brokerId).toBe(maklerBroker);
    const sources = await t.database.db
      .select()
      .from(changeLog)
      .where(
        and(
          eq(changeLog.recordType, 'versicherung'),
          eq(changeLog.recordId, rows[0]?.id ?? 0),
          eq(changeLog.field, 'quelle'),
        ),
      );
    expect(sources[0]).toMatchObject({ newValue: 'GDV-Import: neu.gdv', userId: makler.me.user.id });

    // The same file again: everything unchanged, nothing written.
    source.set('neu-2.gdv', [paket(vu, [vertrag('DI-100-1'), vertrag('DI-100-2', hausrat)])]);
    const logged = await logRows();
    const again = await vorschau(makler, 'neu-2.gdv');
    expect(again.zaehler).toMatchObject({
      kundenNeu: 0,
      kundenGeaendert: 0,
      vertraegeNeu: 0,
      vertraegeGeaendert: 0,
      vertraegeUnveraendert: 2,
    });
    const second = await uebernehmen(makler, again.id);
    expect(second.zaehler).toMatchObject({ vertraegeNeu: 0, vertraegeGeaendert: 0, vertraegeUnveraendert: 2 });
    expect(await logRows()).toBe(logged);
  });

  it('reports a changed contract old → new and applies it with einlesen_updaten', async () => {
    source.set('aenderung.gdv', [paket(vu, [vertrag('DI-100-1', { beitragBruttoCents: 15_000 })])]);
    const preview = await vorschau(makler, 'aenderung.gdv');
    expect(preview.zaehler).toMatchObject({ vertraegeGeaendert: 1, vertraegeNeu: 0 });
    expect(preview.aenderungen[0]?.felder).toEqual([
      { feld: 'Beitrag brutto je Zahlweise', alt: '123,45 €', neu: '150,00 €' },
    ]);
    await uebernehmen(makler, preview.id);
    const row = (await t.database.db.select().from(contracts).where(eq(contracts.nummer, 'DI-100-1')))[0];
    expect(row?.praemieBtoZahlweiseCents).toBe(15_000);
    const log = await t.database.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.recordId, row?.id ?? 0), eq(changeLog.field, 'praemiebto_zahlweise')));
    expect(log.at(-1)).toMatchObject({ oldValue: '12345', newValue: '15000' });
  });

  it('matches a customer by name, birth date and postal code in the scope, never another broker’s', async () => {
    const own = (await t.database.db.select().from(customers).where(eq(customers.name, 'Importmann')))[0];
    expect(own).toBeDefined();
    // The same person again under a new contract: found by name + birth date, no new customer.
    source.set('kunde.gdv', [paket(vu, [vertrag('DI-200-1')])]);
    const preview = await vorschau(makler, 'kunde.gdv');
    expect(preview.zaehler).toMatchObject({ kundenNeu: 0, vertraegeNeu: 1 });

    // A customer outside the makler's structure with the same data is not matched.
    const [foreign] = await t.database.db
      .select({
        id: customers.id,
        name: customers.name,
        vorname: customers.vorname,
        geburtsdatum: customers.geburtsdatum,
        plz: customers.plz,
        brokerId: customers.brokerId,
      })
      .from(customers)
      .where(
        sql`${customers.geburtsdatum} IS NOT NULL AND ${customers.brokerId} NOT IN ${brokerStructureIds(makler.me.user.brokerId ?? 0)}`,
      )
      .limit(1);
    expect(foreign).toBeDefined();
    const p = person({
      name: foreign?.name ?? '',
      vorname: foreign?.vorname ?? null,
      geburtsdatum: foreign?.geburtsdatum ?? null,
      plz: foreign?.plz ?? null,
    });
    source.set('fremd.gdv', [paket(vu, [vertrag('DI-300-1', { personen: [p] })])]);
    const fremd = await vorschau(makler, 'fremd.gdv');
    expect(fremd.zaehler).toMatchObject({ kundenNeu: 1, vertraegeNeu: 1 });
  });
});

describe('Datenimport: one transaction per Datenpaket, stale previews, 409', () => {
  it('a broken Datenpaket changes nothing while the other applies', async () => {
    source.set('zwei.gdv', [
      paket(vu, [vertrag('DI-400-1'), vertrag('DI-400-1')], { nummer: 1 }),
      paket(vu, [vertrag('DI-400-2')], { nummer: 2 }),
    ]);
    const preview = await vorschau(makler, 'zwei.gdv');
    expect(preview.meldungen.map((m) => m.text)).toContain(
      'Die Versicherungsnummer DI-400-1 steht zweimal im Datenpaket.',
    );
    const applied = await uebernehmen(makler, preview.id);
    expect(applied.meldungen.map((m) => m.text).join('\n')).toContain('Datenpaket 1 wurde nicht übernommen');
    const numbers = (
      await t.database.db
        .select({ n: contracts.nummer })
        .from(contracts)
        .where(sql`${contracts.nummer} LIKE 'DI-400-%'`)
    ).map((r) => r.n);
    expect(numbers).toEqual(['DI-400-2']);
  });

  it('a Datenpaket read in pieces whose end says it is broken takes back what its first pieces did', async () => {
    const nachsatz = {
      datei: 'stuecke.gdv',
      zeile: 9,
      satzart: '9999',
      feld: 'Anzahl der Sätze',
      art: 'fehler' as const,
      text: 'Der Nachsatz nennt 3 Sätze, das Datenpaket enthält aber 7 (ohne Vor- und Nachsatz).',
    };
    source.set(
      'stuecke.gdv',
      [
        paket(vu, [vertrag('DI-410-1'), vertrag('DI-410-2'), vertrag('DI-410-3')], {
          nummer: 1,
          fehlerhaft: true,
          meldungen: [nachsatz],
        }),
        paket(vu, [vertrag('DI-410-4'), vertrag('DI-410-5'), vertrag('DI-410-6')], { nummer: 2 }),
      ],
      1,
    );
    const preview = await vorschau(makler, 'stuecke.gdv');
    expect(preview.zaehler).toMatchObject({ vertraegeNeu: 3, uebersprungen: 3, fehler: 1 });
    expect(preview.meldungen.map((m) => m.text)).toEqual([nachsatz.text]);
    expect(preview.aenderungen.map((a) => a.versicherungsnummer)).toEqual(['DI-410-4', 'DI-410-5', 'DI-410-6']);
    const applied = await uebernehmen(makler, preview.id);
    expect(applied.zaehler).toMatchObject({ vertraegeNeu: 3, uebersprungen: 3, fehler: 1 });
    const numbers = (
      await t.database.db
        .select({ n: contracts.nummer })
        .from(contracts)
        .where(sql`${contracts.nummer} LIKE 'DI-410-%'`)
        .orderBy(contracts.nummer)
    ).map((r) => r.n);
    expect(numbers).toEqual(['DI-410-4', 'DI-410-5', 'DI-410-6']);
  });

  it('a preview older than the data is previewed again instead of applied', async () => {
    source.set('stale.gdv', [paket(vu, [vertrag('DI-100-2', { beitragBruttoCents: 9_999, sparteCode: '130' })])]);
    const preview = await vorschau(makler, 'stale.gdv');
    expect(preview.zaehler.vertraegeGeaendert).toBe(1);
    await t.database.db
      .update(contracts)
      .set({ version: sql`${contracts.version} + 1` })
      .where(eq(contracts.nummer, 'DI-100-2'));
    const r = await post(makler, preview.id, 'uebernehmen');
    expect(r.statusCode).toBe(200);
    expect(r.json<DatenimportReport>().status).toBe('vorschau_laeuft');
    await drain(t, t.app, source.quelle);
    expect((await report(makler, preview.id)).body.status).toBe('vorschau');
    const row = (await t.database.db.select().from(contracts).where(eq(contracts.nummer, 'DI-100-2')))[0];
    expect(row?.praemieBtoZahlweiseCents).not.toBe(9_999);
  });

  it('409 while a VU-Nummer is unassigned; the assignment is remembered and previews again', async () => {
    source.set('unbekannt.gdv', [paket('9Z99', [vertrag('DI-500-1')])]);
    const preview = await vorschau(makler, 'unbekannt.gdv');
    expect(preview.unbekannteVuNummern).toEqual(['9Z99']);
    const refused = await post(makler, preview.id, 'uebernehmen');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('VU-Nummer 9Z99');
    const assigned = await post(makler, preview.id, 'zuordnung', { vuNummer: '9Z99', gesellschaftId });
    expect(assigned.statusCode, assigned.body).toBe(200);
    await drain(t, t.app, source.quelle);
    const again = (await report(makler, preview.id)).body;
    expect(again).toMatchObject({ status: 'vorschau', unbekannteVuNummern: [] });
    expect(again.zaehler.vertraegeNeu).toBe(1);
    // Remembered: a later file of that VU-Nummer knows its Gesellschaft.
    source.set('bekannt.gdv', [paket('9Z99', [vertrag('DI-500-2')])]);
    expect((await vorschau(makler, 'bekannt.gdv')).unbekannteVuNummern).toEqual([]);
  });

  it('409 for a preview of errors only; a file the reader cannot read is a message, never a 500', async () => {
    source.set('kaputt.gdv', [
      paket(null, [], {
        fehlerhaft: true,
        meldungen: [
          {
            datei: 'kaputt.gdv',
            zeile: 1,
            satzart: null,
            feld: 'Satzlänge',
            art: 'fehler',
            text: 'Zeile 1 ist kein GDV-Satz.',
          },
        ],
      }),
    ]);
    const preview = await vorschau(makler, 'kaputt.gdv');
    expect(preview.zaehler.fehler).toBe(1);
    expect(preview.meldungen[0]).toMatchObject({ zeile: 1, feld: 'Satzlänge', art: 'fehler' });
    const refused = await post(makler, preview.id, 'uebernehmen');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'Die Vorschau enthält nur Fehler: Es gibt nichts zu übernehmen.',
    );
    // biome-ignore lint/correctness/useYield: a reader that fails before its first Datenpaket
    const throwing = async function* () {
      throw new Error('boom');
    };
    const r = await upload(makler, 'wirr.gdv');
    await drain(t, t.app, throwing);
    const failed = (await report(makler, r.json<{ id: number }>().id)).body;
    expect(failed.status).toBe('fehler');
    expect(failed.meldungen[0]?.text).toContain('konnte nicht verarbeitet werden');
  });

  it('refuses a file of another kind', async () => {
    const r = await upload(makler, 'bild.png');
    expect(r.statusCode).toBe(400);
  });
});

describe('Datenimport: who may', () => {
  it('403 for a customer and a read-only login, on every route', async () => {
    for (const c of [kunde, lesend]) {
      expect((await upload(c, 'x.gdv')).statusCode).toBe(403);
      expect((await c.inject({ method: 'GET', url: '/MSC3/restful/datenimport' })).statusCode).toBe(403);
      expect((await post(c, 1, 'uebernehmen')).statusCode).toBe(403);
      expect((await c.inject({ method: 'GET', url: '/MSC3/restful/datenimport/1/bericht.csv' })).statusCode).toBe(403);
    }
  });

  it('lists own imports; internal staff all; another broker gets 404', async () => {
    source.set('sicht.gdv', [paket(vu, [vertrag('DI-600-1')])]);
    const mine = await vorschau(makler, 'sicht.gdv');
    const own = (await makler.inject({ method: 'GET', url: '/MSC3/restful/datenimport' })).json<{
      items: { id: number; erstelltVon: string }[];
    }>();
    expect(own.items.map((i) => i.id)).toContain(mine.id);
    const other = (await vermittler.inject({ method: 'GET', url: '/MSC3/restful/datenimport' })).json<{
      items: { id: number }[];
    }>();
    expect(other.items.map((i) => i.id)).not.toContain(mine.id);
    expect((await report(vermittler, mine.id)).status).toBe(404);
    expect((await post(vermittler, mine.id, 'verwerfen')).statusCode).toBe(404);
    const all = (await intern.inject({ method: 'GET', url: '/MSC3/restful/datenimport' })).json<{
      items: { id: number }[];
    }>();
    expect(all.items.map((i) => i.id)).toContain(mine.id);
    expect((await report(intern, mine.id)).status).toBe(200);
  });

  it('downloads the report as CSV and PDF, and discards a preview', async () => {
    source.set('bericht.gdv', [paket(vu, [vertrag('DI-700-1')])]);
    const preview = await vorschau(makler, 'bericht.gdv');
    const csv = await makler.inject({ method: 'GET', url: `/MSC3/restful/datenimport/${preview.id}/bericht.csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Neue Verträge;1');
    expect(csv.body).toContain('DI-700-1');
    const pdf = await makler.inject({ method: 'GET', url: `/MSC3/restful/datenimport/${preview.id}/bericht.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const discarded = await post(makler, preview.id, 'verwerfen');
    expect(discarded.json<DatenimportReport>().status).toBe('verworfen');
    expect((await post(makler, preview.id, 'uebernehmen')).statusCode).toBe(409);
  });
});
