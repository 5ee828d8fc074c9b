import {
  type Abrechnungen,
  type Erwartung,
  type Fehlbetraege,
  type Fehlbetrag,
  percentOfCents,
  vorjahrInGermany,
} from '@maklerwerk/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokers, contracts, courtageVereinbarungen } from '../../db/schema';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { currentYear } from './erwartung.service';

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let vermittler: Client;
let kfId: number;
let lvId: number;
beforeAll(async () => {
  t = await createTestApp();
  const login = (username: string) => loginAs(t.app, username);
  [makler, kunde, intern, vermittler] = await Promise.all([
    login('makler'),
    login('kunde'),
    login('intern'),
    login('vermittler'),
  ]);
  [kfId, lvId] = await contractIds(intern, ['KF-4711-0815', 'LV-2024-000123'] as const);
});
afterAll(async () => {
  await t.close();
});

const erwartung = (client: Client, id: number) =>
  client.inject({ method: 'GET', url: api(`/insurances/${id}/courtage-erwartung`) });
const fehlbetraege = (client: Client, query = '') =>
  client.inject({ method: 'GET', url: api(`/courtage/fehlbetraege${query}`) });

/** Every page of a viewer's shortfall list of a year. */
async function alleFehlbetraege(client: Client, jahr: number): Promise<{ items: Fehlbetrag[]; first: Fehlbetraege }> {
  const items: Fehlbetrag[] = [];
  let first: Fehlbetraege | undefined;
  for (let offset = 0; ; offset += 100) {
    const response = await fehlbetraege(client, `?jahr=${jahr}&limit=100&offset=${offset}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<Fehlbetraege>();
    first ??= page;
    items.push(...page.items);
    if (page.items.length < 100) {
      return { items, first };
    }
  }
}

/** The contract's yearly net premium and agreed Bestandscourtage rate (Sparte first), from the database. */
async function premiumAndRate(id: number): Promise<{ praemie: number; satz: number }> {
  const db = t.database.db;
  const [c] = await db.select().from(contracts).where(eq(contracts.id, id));
  if (!c) {
    throw new Error('contract missing');
  }
  const [sparte] = await db
    .select()
    .from(courtageVereinbarungen)
    .where(
      and(eq(courtageVereinbarungen.gesellschaftId, c.gesellschaftId), eq(courtageVereinbarungen.sparteId, c.sparteId)),
    );
  const [insurer] = await db
    .select()
    .from(courtageVereinbarungen)
    .where(and(eq(courtageVereinbarungen.gesellschaftId, c.gesellschaftId), isNull(courtageVereinbarungen.sparteId)));
  const satz = sparte?.bestandSatz ?? insurer?.bestandSatz;
  const praemie = c.praemieNettoJahrCents ?? c.praemieBruttoJahrCents;
  if (satz === undefined || praemie === null) {
    throw new Error('no rate or premium');
  }
  return { praemie, satz };
}

async function maklerShare(): Promise<number> {
  const [b] = await t.database.db.select().from(brokers).where(eq(brokers.vermittlernummer, '10001'));
  return b?.courtageSatz ?? 0;
}

/** Received per year from the table 'Abrechnungen' as the viewer reads it (Courtagesumme or his Prov. Betrag). */
async function receivedPerYear(client: Client, id: number, field: 'courtagesumme' | 'provBetrag') {
  const page = (
    await client.inject({ method: 'GET', url: api(`/insurances/${id}/abrechnungen?limit=100`) })
  ).json<Abrechnungen>();
  const byYear = new Map<number, number>();
  for (const b of page.items) {
    const jahr = Number(b.zeichnungsdatum.slice(0, 4));
    byYear.set(jahr, (byYear.get(jahr) ?? 0) + b[field]);
  }
  return byYear;
}

describe('Expected against received per contract', () => {
  it('KF-4711-0815: expected per year is the net premium × the agreed rate, received the bookings', async () => {
    const response = await erwartung(intern, kfId);
    expect(response.statusCode, response.body).toBe(200);
    const e = response.json<Erwartung>();
    const { praemie, satz } = await premiumAndRate(kfId);
    // HUK-COBURG's Kfz rate (Sparte first) over the insurer's 7,5 %.
    expect(satz).toBe(30);
    expect(e.satz).toBe(30);
    expect(e.basis).toBe('netto');
    expect(e.hinweis).toBeNull();
    expect(e.maklernr).toBe('10001');
    const years = e.rows.map((r) => r.jahr);
    const expectedYears = Array.from({ length: currentYear() - 2019 + 1 }, (_, i) => 2019 + i);
    expect(years).toEqual(expectedYears);
    const received = await receivedPerYear(intern, kfId, 'courtagesumme');
    for (const row of e.rows) {
      expect(row.erwartet).toBe(percentOfCents(praemie, satz));
      expect(row.erhalten).toBe(received.get(row.jahr) ?? 0);
      expect(row.differenz).toBe(row.erhalten - row.erwartet);
    }
    const y2025 = e.rows.find((r) => r.jahr === 2025);
    // 2025: Bestand Jan + Apr + Jul, Sonder, Folge, the July Storno: 129,14 € against 30 % of 514,62 €.
    expect(praemie).toBe(51_462);
    expect(y2025).toEqual({ jahr: 2025, erwartet: 15_439, erhalten: 12_914, differenz: -2_525 });
  });

  it('a Sparte-specific rate wins over the insurer’s (LV-2024-000123: Allianz Leben 1,5 %)', async () => {
    const e = (await erwartung(intern, lvId)).json<Erwartung>();
    expect(e.satz).toBe(1.5);
    const { praemie } = await premiumAndRate(lvId);
    expect(e.rows[0]?.jahr).toBe(2024);
    expect(e.rows.find((r) => r.jahr === 2025)?.erwartet).toBe(percentOfCents(praemie, 1.5));
  });

  it('a broker who reads only his own lines gets his share of the expectation and the sum of his lines', async () => {
    const response = await erwartung(makler, kfId);
    expect(response.statusCode).toBe(200);
    const e = response.json<Erwartung>();
    const { praemie, satz } = await premiumAndRate(kfId);
    const share = await maklerShare();
    expect(share).toBe(80);
    const own = await receivedPerYear(makler, kfId, 'provBetrag');
    const all = await receivedPerYear(intern, kfId, 'courtagesumme');
    for (const row of e.rows) {
      expect(row.erwartet).toBe(percentOfCents(percentOfCents(praemie, satz), share));
      expect(row.erhalten).toBe(own.get(row.jahr) ?? 0);
    }
    // Never the whole Courtagesumme (Udo Unter's 15 % is not his).
    const y2025 = e.rows.find((r) => r.jahr === 2025);
    expect(y2025?.erhalten).not.toBe(all.get(2025));
    expect(y2025?.erhalten).toBeLessThan(all.get(2025) ?? 0);
  });

  it('a customer gets 403, a broker outside the structure 404', async () => {
    expect((await erwartung(kunde, kfId)).statusCode).toBe(403);
    expect((await erwartung(vermittler, kfId)).statusCode).toBe(404);
  });
});

describe('Shortfalls across the portfolio', () => {
  it('the broker’s list of 2025 holds KF-4711-0815 with his difference, largest shortfall first', async () => {
    const { items, first } = await alleFehlbetraege(makler, 2025);
    expect(first.jahr).toBe(2025);
    expect(first.total).toBe(items.length);
    const kf = items.find((i) => i.contractId === kfId);
    const e = (await erwartung(makler, kfId)).json<Erwartung>();
    const y2025 = e.rows.find((r) => r.jahr === 2025);
    expect(kf).toMatchObject({
      nummer: 'KF-4711-0815',
      kunde: 'Erika Mustermann',
      gesellschaft: 'HUK-COBURG',
      erwartet: y2025?.erwartet,
      erhalten: y2025?.erhalten,
      differenz: y2025?.differenz,
    });
    expect(kf?.differenz).toBeLessThan(0);
    // Sorted by the shortfall, each row short, the sums over the whole list.
    const shortfalls = items.map((i) => i.differenz);
    expect([...shortfalls].sort((a, b) => a - b)).toEqual(shortfalls);
    for (const i of items) {
      expect(i.erhalten).toBeLessThan(i.erwartet);
      expect(i.differenz).toBe(i.erhalten - i.erwartet);
    }
    expect(first.summe.erwartet).toBe(items.reduce((a, i) => a + i.erwartet, 0));
    expect(first.summe.erhalten).toBe(items.reduce((a, i) => a + i.erhalten, 0));
    expect(first.summe.differenz).toBe(first.summe.erhalten - first.summe.erwartet);
    // Other contracts of his fall short too.
    expect(items.length).toBeGreaterThan(1);
  });

  it('pages in the same order', async () => {
    const { items } = await alleFehlbetraege(makler, 2025);
    const page = (await fehlbetraege(makler, '?jahr=2025&offset=3&limit=5')).json<Fehlbetraege>();
    expect(page.items.map((i) => i.contractId)).toEqual(items.slice(3, 8).map((i) => i.contractId));
    expect(page.total).toBe(items.length);
    const past = (await fehlbetraege(makler, `?jahr=2025&offset=${items.length + 10}`)).json<Fehlbetraege>();
    expect(past.items).toEqual([]);
    expect(past.total).toBe(items.length);
  });

  it('never lists contracts outside the viewer’s scope', async () => {
    const maklerList = (await alleFehlbetraege(makler, 2025)).items.map((i) => i.contractId);
    const veraList = (await alleFehlbetraege(vermittler, 2025)).items.map((i) => i.contractId);
    expect(veraList.length).toBeGreaterThan(0);
    expect(veraList).not.toContain(kfId);
    expect(veraList.filter((id) => maklerList.includes(id))).toEqual([]);
    for (const id of veraList.slice(0, 5)) {
      expect((await erwartung(makler, id)).statusCode).toBe(404);
    }
  });

  it('internal staff see the whole Courtage; the default year is last year; bad years are refused', async () => {
    const { items } = await alleFehlbetraege(intern, 2025);
    const kf = items.find((i) => i.contractId === kfId);
    expect(kf).toMatchObject({ erwartet: 15_439, erhalten: 12_914, differenz: -2_525 });
    const byDefault = (await fehlbetraege(intern)).json<Fehlbetraege>();
    expect(byDefault.jahr).toBe(vorjahrInGermany());
    expect(byDefault.limit).toBe(25);
    expect((await fehlbetraege(intern, '?jahr=1999')).statusCode).toBe(400);
    expect((await fehlbetraege(intern, '?jahr=abc')).statusCode).toBe(400);
    const future = (await fehlbetraege(intern, `?jahr=${currentYear() + 1}`)).json<Fehlbetraege>();
    expect(future.total).toBe(0);
  });

  it('a customer gets 403', async () => {
    expect((await fehlbetraege(kunde, '?jahr=2025')).statusCode).toBe(403);
    expect(
      (await kunde.inject({ method: 'GET', url: api('/courtage/fehlbetraege/export?jahr=2025&format=csv') }))
        .statusCode,
    ).toBe(403);
  });

  it('exports the list with the German header', async () => {
    const csv = await makler.inject({ method: 'GET', url: api('/courtage/fehlbetraege/export?jahr=2025&format=csv') });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('Versicherungsnummer;Kunde;Kundennr;Gesellschaft;Sparte;Erwartet;Erhalten;Differenz');
    const kfRow = rows.find((r) => r.startsWith('KF-4711-0815;'));
    expect(kfRow).toMatch(/^KF-4711-0815;Erika Mustermann;\d+;HUK-COBURG;[^;]+;\d+,\d{2};\d+,\d{2};-\d+,\d{2}$/);
    const { items } = await alleFehlbetraege(makler, 2025);
    expect(rows.filter((r) => r !== '')).toHaveLength(items.length);
    const xlsx = await makler.inject({
      method: 'GET',
      url: api('/courtage/fehlbetraege/export?jahr=2025&format=xlsx'),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});
