import {
  type Abrechnungen,
  type AenderungslogVerlaufEintrag,
  type Buchung,
  COURTAGE_MESSAGES,
  percentOfCents,
  type Verteilung,
  type ZubringerList,
} from '@maklerwerk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAllRoles, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let vermittler: Client;
let lesend: Client;
let kfId: number;
let lvId: number;
beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern, vermittler, lesend] = await loginAllRoles(t.app);
  [kfId, lvId] = await contractIds(intern, ['KF-4711-0815', 'LV-2024-000123'] as const);
});
afterAll(async () => {
  await t.close();
});

const list = (client: Client, id: number, query = '') =>
  client.inject({ method: 'GET', url: api(`/insurances/${id}/abrechnungen${query}`) });
const abrechnungen = async (client: Client, id: number, query = '') =>
  (await list(client, id, query)).json<Abrechnungen>();
const saveBuchung = (client: Client, id: number, payload: Record<string, unknown>) =>
  client.inject({ method: 'POST', url: api(`/insurances/${id}/abrechnungen`), payload });
const verteilung = (client: Client, nr: number) =>
  client.inject({ method: 'GET', url: api(`/abrechnungen/${nr}/verteilung`) });
const saveLine = (client: Client, nr: number, payload: Record<string, unknown>) =>
  client.inject({ method: 'POST', url: api(`/abrechnungen/${nr}/verteilung`), payload });
const deleteLine = (client: Client, nr: number, lfdNr: number) =>
  client.inject({ method: 'DELETE', url: api(`/abrechnungen/${nr}/verteilung/${lfdNr}`) });
const changeLog = async (client: Client, type: string, id: number) =>
  (await client.inject({ method: 'GET', url: api(`/changelog?recordType=${type}&recordId=${id}`) })).json<
    AenderungslogVerlaufEintrag[]
  >();

const newBooking = async (payload: Record<string, unknown> = {}) => {
  const response = await saveBuchung(intern, kfId, {
    zeichnungsdatum: '2026-03-01',
    courtageart: 'BESTAND',
    provisionsSatzProzent: 100,
    bewertungssumme: 10_000,
    ...payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Buchung>();
};
const addLine = async (nr: number, maklernr: string, provSatz: number, previousLfdNr = 99, extra = {}) => {
  const response = await saveLine(intern, nr, { previousLfdNr, maklernr, provSatz, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Verteilung>();
};
const sumBetrag = (v: Verteilung) => v.lines.reduce((a, l) => a + l.betrag, 0);

describe('Abrechnungen: columns and lines by role', () => {
  it('internal staff read every booking, 10 per page, newest first, with the full column set', async () => {
    const page = await abrechnungen(intern, kfId);
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(page.items).toHaveLength(10);
    const dates = page.items.map((b) => b.zeichnungsdatum);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.columns).toEqual([
      'buchungsnr',
      'maklernr',
      'zeichnungsdatum',
      'courtageart',
      'provisionsSatzProzent',
      'bewertungssumme',
      'courtagesumme',
      'courtageeingDatum',
      'rechDatum',
      'status',
      'automatisch',
      'istOverhead',
      'bearbeiter',
      'bemerkung',
    ]);
    expect(page.editable).toBe(true);
    expect(page.vergleichsrechner).toBe(false);
    // Ina Intern has broker access (maklerzugang): the plain label.
    expect(page.bemerkung.label).toBe('Bemerkung zur Courtage');
    expect(page.produktbez).toBe('Kfz-Haftpflicht und Vollkasko Classic');
    // Every line, provBetrag the sum of all of them.
    for (const b of page.items) {
      expect(b.courtageDesVermittlers.map((c) => c.maklernr)).toEqual(['10001', '10002']);
      expect(b.provBetrag).toBe(b.courtageDesVermittlers.reduce((a, c) => a + c.betrag, 0));
      expect(b.provBetrag).toBe(percentOfCents(b.courtagesumme, 95));
    }
    const second = await abrechnungen(intern, kfId, '?offset=10');
    expect(second.items.length).toBe(second.total - 10);
  });

  it('the demo has a Storno (negative, stornoVon) and a settled booking on KF-4711-0815', async () => {
    const all = (await abrechnungen(intern, kfId, '?limit=10')).items.concat(
      (await abrechnungen(intern, kfId, '?offset=10')).items,
    );
    const storno = all.find((b) => b.stornoVon !== null);
    expect(storno?.courtagesumme).toBeLessThan(0);
    expect(storno?.courtageDesVermittlers.every((c) => c.betrag < 0)).toBe(true);
    expect(all.some((b) => b.status === 3)).toBe(true);
    const lv = await abrechnungen(intern, lvId);
    const abschluss = lv.items.find((b) => b.courtageart === 'ABSCHLUSS');
    expect(abschluss).toBeDefined();
    const lines = (await verteilung(intern, abschluss?.buchungsnr ?? 0)).json<Verteilung>();
    expect(lines.sums.stornoReserve).toBeGreaterThan(0);
  });

  it('a broker reads only his own lines: the plain broker column set and provBetrag of his lines', async () => {
    const page = await abrechnungen(makler, kfId);
    expect(page.columns).toEqual([
      'buchungsnr',
      'maklernr',
      'zeichnungsdatum',
      'courtageart',
      'bewertungssumme',
      'provBetrag',
      'courtageeingDatum',
      'rechDatum',
      'status',
    ]);
    expect(page.editable).toBe(false);
    expect(page.vergleichsrechner).toBeNull();
    expect(page.bemerkung.label).toBe('Bemerkung zur Courtage');
    expect(page.items.length).toBeGreaterThan(0);
    for (const b of page.items) {
      expect(b.courtageDesVermittlers.map((c) => c.maklernr)).toEqual(['10001']);
      expect(b.provBetrag).toBe(b.courtageDesVermittlers[0]?.betrag);
      expect(JSON.stringify(b)).not.toContain('10002');
    }
    const first = page.items[0];
    const own = (await verteilung(makler, first?.buchungsnr ?? 0)).json<Verteilung>();
    expect(own.lines.map((l) => l.maklernr)).toEqual(['10001']);
    expect(own.editable).toBe(false);
  });

  it('a booking without a line of the broker is never shown to him, nor its distribution or log', async () => {
    const b = await newBooking({ zeichnungsdatum: '2020-01-01' });
    await addLine(b.buchungsnr, '10002', 50, 0);
    const page = await abrechnungen(makler, kfId, '?limit=100');
    expect(page.items.map((i) => i.buchungsnr)).not.toContain(b.buchungsnr);
    expect((await verteilung(makler, b.buchungsnr)).statusCode).toBe(404);
    expect(
      (await makler.inject({ method: 'GET', url: api(`/insurances/${kfId}/abrechnungen/${b.buchungsnr}`) })).statusCode,
    ).toBe(404);
    const log = await makler.inject({
      method: 'GET',
      url: api(`/changelog?recordType=buchung&recordId=${b.buchungsnr}`),
    });
    expect(log.statusCode).toBe(404);
  });

  it('a customer-only login gets 403, a broker outside the structure 404', async () => {
    expect((await list(kunde, kfId)).statusCode).toBe(403);
    expect((await list(vermittler, kfId)).statusCode).toBe(404);
    expect((await list(lesend, kfId)).statusCode).toBe(404);
    expect((await kunde.inject({ method: 'GET', url: api(`/insurances/${kfId}/zubringer`) })).statusCode).toBe(403);
  });

  it('a reading broker may not book (403)', async () => {
    const response = await saveBuchung(makler, kfId, {
      zeichnungsdatum: '2026-03-01',
      courtageart: 'BESTAND',
      provisionsSatzProzent: 5,
      bewertungssumme: 10_000,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('Bookings to the cent', () => {
  it('computes an empty Courtagesumme from Bew.Summe and rate, logs the creation', async () => {
    const b = await newBooking({ bewertungssumme: 123_457, provisionsSatzProzent: 7.5 });
    expect(b.courtagesumme).toBe(percentOfCents(123_457, 7.5));
    expect(b.courtagesumme).toBe(9_259);
    expect(b.status).toBe(1);
    const log = await changeLog(intern, 'buchung', b.buchungsnr);
    expect(log.map((e) => e.field)).toContain('angelegt');
  });

  it('distribution lines always add up to the cent after create, update and delete', async () => {
    const b = await newBooking();
    expect(b.courtagesumme).toBe(10_000);
    await addLine(b.buchungsnr, '10001', 33.3333, 0);
    await addLine(b.buchungsnr, '10002', 33.3333, 1);
    let v = await addLine(b.buchungsnr, '10004', 33.3333, 2);
    expect(v.title).toBe(`Buchungsnr ${b.buchungsnr} - Verteilung der Abrechnung auf die Struktur`);
    expect(v.lines.map((l) => [l.lfdNr, l.maklernr])).toEqual([
      [1, '10001'],
      [2, '10002'],
      [3, '10004'],
    ]);
    expect(v.lines.map((l) => l.betrag)).toEqual([3_334, 3_333, 3_333]);
    expect(sumBetrag(v)).toBe(percentOfCents(10_000, 99.9999));
    expect(v.sums.betrag).toBe(sumBetrag(v));
    expect(v.sums.provSatz).toBe(99.9999);
    expect(v.lines[0]?.prozentsatz).toBe(33.34);

    // A change of the Courtagesumme recomputes the lines.
    const saved = await saveBuchung(intern, kfId, {
      buchungsnr: b.buchungsnr,
      version: b.version,
      zeichnungsdatum: '2026-03-01',
      courtageart: 'BESTAND',
      provisionsSatzProzent: 100,
      bewertungssumme: 10_000,
      courtagesumme: 10_001,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    v = (await verteilung(intern, b.buchungsnr)).json<Verteilung>();
    expect(sumBetrag(v)).toBe(percentOfCents(10_001, 99.9999));

    // Update a line: 10002 to 20 % with 19 % MwSt.
    v = (
      await saveLine(intern, b.buchungsnr, {
        lfdNr: 2,
        previousLfdNr: 1,
        maklernr: '10002',
        provSatz: 20,
        mwstProzent: 19,
        stornoReserveProzent: 10,
      })
    ).json<Verteilung>();
    const udo = v.lines[1];
    expect(udo?.provSatz).toBe(20);
    expect(udo?.mwst).toBe(percentOfCents(udo?.betrag ?? 0, 19));
    expect(udo?.stornoReserve).toBe(percentOfCents(udo?.betrag ?? 0, 10));
    expect(sumBetrag(v)).toBe(percentOfCents(10_001, 86.6666));

    // A new line after 1 moves the following lines down.
    v = await addLine(b.buchungsnr, '20003', 5, 1);
    expect(v.lines.map((l) => l.maklernr)).toEqual(['10001', '20003', '10002', '10004']);
    expect(v.lines.map((l) => l.lfdNr)).toEqual([1, 2, 3, 4]);

    // Delete a line (internal only): renumbered, still to the cent.
    expect((await deleteLine(makler, b.buchungsnr, 2)).statusCode).toBe(403);
    const afterDelete = await deleteLine(intern, b.buchungsnr, 2);
    expect(afterDelete.statusCode).toBe(200);
    v = afterDelete.json<Verteilung>();
    expect(v.lines.map((l) => [l.lfdNr, l.maklernr])).toEqual([
      [1, '10001'],
      [2, '10002'],
      [3, '10004'],
    ]);
    expect(sumBetrag(v)).toBe(percentOfCents(10_001, 86.6666));
    const log = await changeLog(intern, 'buchung', b.buchungsnr);
    expect(log.filter((e) => e.field === 'verteilung').length).toBeGreaterThanOrEqual(4);
  });

  it('delivers the stored rates and percentages: a line saved back unchanged changes no cent (issue 36)', async () => {
    /** What the modal sends for a line it did not change: the line's own stored values. */
    const saveUnchanged = async (nr: number, line: Verteilung['lines'][number]) => {
      const response = await saveLine(intern, nr, {
        lfdNr: line.lfdNr,
        previousLfdNr: line.lfdNr - 1,
        maklernr: line.maklernr,
        provSatz: line.provSatz,
        mwstProzent: line.mwstProzent,
        stornoReserveProzent: line.stornoReserveProzent,
        versicherungseinbehalt: line.versicherungseinbehalt,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Verteilung>();
    };

    // 1.000,00 € split 33,3333 % / 33,3333 % / 33,3334 %, with four-decimal Stornoreserve.
    const b = await newBooking({ bewertungssumme: 100_000 });
    expect(b.courtagesumme).toBe(100_000);
    await addLine(b.buchungsnr, '10001', 33.3333, 0, { mwstProzent: 19, stornoReserveProzent: 7.3333 });
    await addLine(b.buchungsnr, '10002', 33.3333, 1, { stornoReserveProzent: 12.5 });
    const before = await addLine(b.buchungsnr, '10004', 33.3334, 2, { mwstProzent: 16 });
    expect(before.lines.map((l) => [l.provSatz, l.mwstProzent, l.stornoReserveProzent])).toEqual([
      [33.3333, 19, 7.3333],
      [33.3333, 0, 12.5],
      [33.3334, 16, 0],
    ]);
    expect(before.lines.map((l) => l.betrag)).toEqual([33_333, 33_333, 33_334]);
    expect(sumBetrag(before)).toBe(100_000);

    let after = before;
    for (const line of before.lines) {
      after = await saveUnchanged(b.buchungsnr, line);
    }
    expect(after.lines).toEqual(before.lines);
    expect(after.sums).toEqual(before.sums);
    expect(sumBetrag(after)).toBe(b.courtagesumme);

    // A 50,03 € line with 19 % MwSt (9,51 €: 19,008 % of the line) keeps 19 %.
    const odd = await newBooking({ bewertungssumme: 5_003 });
    const oddBefore = await addLine(odd.buchungsnr, '10001', 100, 0, { mwstProzent: 19 });
    const oddLine = oddBefore.lines[0];
    expect(oddLine?.betrag).toBe(5_003);
    expect(oddLine?.mwst).toBe(951);
    expect(oddLine?.mwstProzent).toBe(19);
    const oddAfter = await saveUnchanged(odd.buchungsnr, oddLine as Verteilung['lines'][number]);
    expect(oddAfter.lines).toEqual(oddBefore.lines);
    expect(oddAfter.lines[0]?.mwstProzent).toBe(19);
    expect(sumBetrag(oddAfter)).toBe(5_003);
  });

  it('refuses a distribution over 100 %, an unknown number and a broker outside the structure', async () => {
    const b = await newBooking();
    await addLine(b.buchungsnr, '10001', 80, 0);
    const over = await saveLine(intern, b.buchungsnr, { previousLfdNr: 1, maklernr: '10002', provSatz: 20.0001 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      message: COURTAGE_MESSAGES.over100,
      fieldErrors: { provSatz: COURTAGE_MESSAGES.over100 },
    });
    const unknown = await saveLine(intern, b.buchungsnr, { previousLfdNr: 1, maklernr: '99999', provSatz: 5 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ fieldErrors: { maklernr: 'Diese Vermittlernummer gibt es nicht.' } });
    const outside = await saveLine(intern, b.buchungsnr, { previousLfdNr: 1, maklernr: '10005', provSatz: 5 });
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toMatchObject({ fieldErrors: { maklernr: COURTAGE_MESSAGES.outsideStructure } });
    const noRate = await saveLine(intern, b.buchungsnr, { previousLfdNr: 1, maklernr: '10002' });
    expect(noRate.statusCode).toBe(400);
    expect(
      (await saveLine(makler, b.buchungsnr, { previousLfdNr: 1, maklernr: '10002', provSatz: 5 })).statusCode,
    ).toBe(403);
  });

  it('distributes automatically along the structure with MwSt and Stornoreserve per broker', async () => {
    const b = await newBooking({ bewertungssumme: 99_999 });
    const response = await intern.inject({
      method: 'POST',
      url: api(`/abrechnungen/${b.buchungsnr}/verteilung/automatisch`),
    });
    expect(response.statusCode).toBe(200);
    const v = response.json<Verteilung>();
    expect(v.lines.map((l) => [l.maklernr, l.provSatz])).toEqual([['10001', 80]]);
    expect(sumBetrag(v)).toBe(percentOfCents(99_999, 80));
  });

  it('answers 409 on a stale version', async () => {
    const b = await newBooking();
    const body = {
      buchungsnr: b.buchungsnr,
      zeichnungsdatum: '2026-03-02',
      courtageart: 'BESTAND',
      provisionsSatzProzent: 100,
      bewertungssumme: 10_000,
    };
    expect((await saveBuchung(intern, kfId, { ...body, version: b.version })).statusCode).toBe(200);
    expect((await saveBuchung(intern, kfId, { ...body, version: b.version, bemerkung: 'x' })).statusCode).toBe(409);
  });

  it('copies and cancels with the rates of the distribution (Storno: negative sums and rates)', async () => {
    const b = await newBooking({ bewertungssumme: 12_345, provisionsSatzProzent: 10, status: 2 });
    await addLine(b.buchungsnr, '10001', 80, 0, { mwstProzent: 19 });
    await addLine(b.buchungsnr, '10002', 15, 1);
    const copy = await intern.inject({
      method: 'POST',
      url: api(`/insurances/${kfId}/abrechnungen/${b.buchungsnr}/kopieren`),
    });
    expect(copy.statusCode).toBe(200);
    const c = copy.json<Buchung>();
    expect(c.buchungsnr).not.toBe(b.buchungsnr);
    expect(c).toMatchObject({ stornoVon: b.buchungsnr, status: 1, courtagesumme: b.courtagesumme });
    const cv = (await verteilung(intern, c.buchungsnr)).json<Verteilung>();
    expect(cv.lines.map((l) => l.provSatz)).toEqual([80, 15]);
    expect(sumBetrag(cv)).toBe(percentOfCents(b.courtagesumme, 95));

    const storno = await intern.inject({
      method: 'POST',
      url: api(`/insurances/${kfId}/abrechnungen/${b.buchungsnr}/stornieren`),
    });
    expect(storno.statusCode).toBe(200);
    const s = storno.json<Buchung>();
    expect(s).toMatchObject({ stornoVon: b.buchungsnr, bewertungssumme: -12_345, courtagesumme: -b.courtagesumme });
    const sv = (await verteilung(intern, s.buchungsnr)).json<Verteilung>();
    expect(sv.lines.map((l) => l.provSatz)).toEqual([-80, -15]);
    expect(sv.lines.every((l) => l.betrag < 0)).toBe(true);
    expect(sv.lines[0]?.mwst).toBeLessThan(0);
    expect(sumBetrag(sv)).toBe(-sumBetrag(cv));
    expect(s.provBetrag).toBe(sumBetrag(sv));
    expect((await changeLog(intern, 'buchung', s.buchungsnr)).map((e) => e.field)).toContain('storniert');
    expect((await changeLog(intern, 'buchung', b.buchungsnr)).map((e) => e.field)).toEqual(
      expect.arrayContaining(['kopiertVon', 'storniert']),
    );
    // A positive rate on a Storno is refused.
    const wrongSign = await saveLine(intern, s.buchungsnr, { previousLfdNr: 2, maklernr: '10004', provSatz: 1 });
    expect(wrongSign.statusCode).toBe(422);
  });

  it('deletes a booking below status 3 only, soft and logged', async () => {
    const open = await newBooking();
    const settled = await newBooking({ status: 3 });
    const del = (client: Client, nr: number) =>
      client.inject({ method: 'DELETE', url: api(`/insurances/${kfId}/abrechnungen/${nr}`) });
    expect(settled.deletable).toBe(false);
    const refused = await del(intern, settled.buchungsnr);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(COURTAGE_MESSAGES.notDeletable);
    expect((await del(makler, open.buchungsnr)).statusCode).toBe(403);
    expect((await del(kunde, open.buchungsnr)).statusCode).toBe(403);
    expect((await del(intern, open.buchungsnr)).statusCode).toBe(200);
    expect((await del(intern, open.buchungsnr)).statusCode).toBe(404);
    expect((await changeLog(intern, 'buchung', open.buchungsnr)).map((e) => e.field)).toContain('geloescht');
  });
});

describe('Vermittler lookup, Bemerkung, Zubringercourtage, export', () => {
  it('looks a broker up by exactly 5 characters', async () => {
    const lookup = (client: Client, nr: string) =>
      client.inject({ method: 'GET', url: api(`/vermittler/lookup?maklernr=${nr}`) });
    const found = await lookup(makler, '10002');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ maklernr: '10002', fullName: 'Udo Unter' });
    const unknown = await lookup(intern, '99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(COURTAGE_MESSAGES.maklernrUnknown);
    expect((await lookup(intern, '1000')).statusCode).toBe(400);
    expect((await lookup(kunde, '10002')).statusCode).toBe(403);
  });

  it('saves the remark and, for internal users, the two checkboxes; versioned', async () => {
    const before = await abrechnungen(intern, lvId);
    const url = api(`/insurances/${lvId}/courtage-bemerkung`);
    const saved = await intern.inject({
      method: 'PUT',
      url,
      payload: { version: before.bemerkung.version, bemerkung: 'Courtage geteilt', vergleichsrechner: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ value: 'Courtage geteilt', locked: false });
    const after = await abrechnungen(intern, lvId);
    expect(after.vergleichsrechner).toBe(true);
    expect(after.angebotserstellung).toBe(false);
    const stale = await intern.inject({
      method: 'PUT',
      url,
      payload: { version: before.bemerkung.version, bemerkung: 'anders' },
    });
    expect(stale.statusCode).toBe(409);
    // For the reading broker the remark is locked now that it has content.
    const brokerView = await abrechnungen(makler, lvId);
    expect(brokerView.bemerkung).toMatchObject({ value: 'Courtage geteilt', locked: true });
    const refused = await makler.inject({
      method: 'PUT',
      url,
      payload: { version: brokerView.bemerkung.version, bemerkung: 'geändert' },
    });
    expect(refused.statusCode).toBe(422);
  });

  it('lists, saves and deletes referrers; an unknown referrer is refused with the German message', async () => {
    const url = api(`/insurances/${kfId}/zubringer`);
    const listed = (await intern.inject({ method: 'GET', url })).json<ZubringerList>();
    expect(listed.items.map((z) => [z.zubringer, z.zubringerFullName])).toContainEqual(['10004', 'Sabine Seidel']);
    expect(listed).toMatchObject({ editable: true, isInternal: true, hatZubringerOhneMwSt: true, mwstValue: 19 });
    const brokerList = (await makler.inject({ method: 'GET', url })).json<ZubringerList>();
    expect(brokerList).toMatchObject({ editable: false, hatZubringerOhneMwSt: false });

    const invalid = await intern.inject({ method: 'POST', url, payload: { zubringer: '99999', mwst: 19 } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().fieldErrors).toEqual({ zubringer: 'Die Vermittlernummer des Zubringers ist nicht korrekt!' });
    expect((await makler.inject({ method: 'POST', url, payload: { zubringer: '10002', mwst: 19 } })).statusCode).toBe(
      403,
    );

    const created = await intern.inject({
      method: 'POST',
      url,
      payload: { zubringer: '10002', provAbschluss: 12.5, mwst: 0, absolut: true },
    });
    expect(created.statusCode, created.body).toBe(200);
    const z = created.json();
    expect(z).toMatchObject({
      bereich: 'Versicherungen',
      zubringer: '10002',
      mwst: 0,
      absolut: true,
      provAbschluss: 12.5,
    });
    const updated = await intern.inject({
      method: 'POST',
      url,
      payload: { id: z.id, version: z.version, zubringer: '10002', provBestand: 2, mwst: 7 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ provBestand: 2, mwst: 7, version: z.version + 1 });
    const stale = await intern.inject({
      method: 'POST',
      url,
      payload: { id: z.id, version: z.version, zubringer: '10002', mwst: 7 },
    });
    expect(stale.statusCode).toBe(409);
    expect((await makler.inject({ method: 'DELETE', url: api(`/zubringer/${z.id}`) })).statusCode).toBe(403);
    expect((await intern.inject({ method: 'DELETE', url: api(`/zubringer/${z.id}`) })).statusCode).toBe(200);
    expect((await changeLog(intern, 'zubringer', z.id)).map((e) => e.field)).toContain('geloescht');
  });

  it('exports the table with the viewer’s German column labels', async () => {
    const csv = await intern.inject({ method: 'GET', url: api(`/insurances/${kfId}/abrechnungen/export?format=csv`) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('Abrechnungen.csv');
    const [header, first] = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(
      'Buchungsnr;Vermittlernr;Z.-Datum;Prov. Art;Prov. Satz %;Bew.Summe;Courtagesumme;Prov. Eingang;Abr. Datum;Status;Auto;Overhead;Bearbeiter;Bemerkung',
    );
    expect(first).toMatch(/;\d{2}\.\d{2}\.\d{4};/);
    const brokerCsv = await makler.inject({
      method: 'GET',
      url: api(`/insurances/${kfId}/abrechnungen/export?format=csv`),
    });
    expect(brokerCsv.body.split('\r\n')[0]).toContain('Prov. Betrag');
    const xlsx = await intern.inject({
      method: 'GET',
      url: api(`/insurances/${kfId}/abrechnungen/export?format=xlsx`),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(
      (await kunde.inject({ method: 'GET', url: api(`/insurances/${kfId}/abrechnungen/export?format=csv`) }))
        .statusCode,
    ).toBe(403);
  });
});
