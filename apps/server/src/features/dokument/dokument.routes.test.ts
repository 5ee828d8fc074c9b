import type { DokumentNodes } from '@maklerwerk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { api, contractIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { act, allRows, byName, download, expectCountsKeptByTrigger, nodes, page } from './dokument.test-requests';

// The document archive: listing, delete, restore and history, edit, damage documents and the Posteingang.
// Downloads and release: dokument-download.routes.test.ts; PDFs of finished forms: dokument-formular.routes.test.ts.

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let vermittler: Client;
let lesend: Client;
let kfId: number;
let hansContractId: number;

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern, vermittler, lesend] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'intern'),
    loginAs(t.app, 'vermittler'),
    loginAs(t.app, 'lesend'),
  ]);
  kfId = await contractIdByNummer(makler, 'KF-4711-0815');
  const contracts = (await makler.inject({ method: 'GET', url: api('/insurances?limit=100') })).json();
  hansContractId = contracts.items.find((c: { kunde: { name: string } }) => !c.kunde.name.includes('Mustermann')).id;
});
afterAll(async () => {
  await t.close();
});

const vertrag = () => `scope=vertrag&id=${kfId}&nodeId=VERTRAGSUNTERLAGEN`;

describe('document archive: listing', () => {
  it('pages the contract folder at 20 rows with the server-built columns', async () => {
    const first = await page(makler, vertrag());
    expect(first.documents).toHaveLength(20);
    expect(first.numberOfRecords).toBe(22);
    expect(first.numberOfPages).toBe(2);
    expect(first.headers.map((h) => h.key)).toEqual([
      'bezeichnung',
      'datum',
      'schadennr',
      'kundenFreigabe',
      'vorlageStatus',
      'signaturStatus',
      'documentCount',
      'size',
      'bemerkung',
      'uploadedBy',
      'actions',
    ]);
    expect(first.headerActions.map((h) => h.label)).toEqual([
      'Dokumente hochladen',
      'Dokumente abholen',
      'Markierte herunterladen',
      // Marked documents go to the mail composer of the contract (issue 11).
      'Markierte per E-Mail versenden',
      'Markierte löschen',
    ]);
    const second = await page(makler, `${vertrag()}&offset=20`);
    expect(second.documents).toHaveLength(2);
    expect((first.documents[0]?.datum ?? '') >= (first.documents[19]?.datum ?? '')).toBe(true);
  });

  it('counts per folder and offers the deleted filter to internal staff only', async () => {
    const summary = (await nodes(makler, `scope=vertrag&id=${kfId}`)).json<DokumentNodes>();
    expect(summary.nodes.map((n) => [n.label, n.numberOfRecords])).toEqual([
      ['Vertragsunterlagen', 22],
      ['Schadensunterlagen', 2],
      ['Korrespondenz', 3],
      ['Beratung', 0],
      ['Sonstiges', 0],
    ]);
    expect(summary.canSeeDeleted).toBe(false);
    const deletedForMakler = await allRows(makler, `${vertrag()}&showDeleted=true`);
    expect(deletedForMakler.some((r) => !r.exists)).toBe(false);
    const deletedForIntern = await allRows(intern, `${vertrag()}&showDeleted=true`);
    const removed = byName(deletedForIntern, 'Versicherungsschein (alte Fassung)');
    expect(removed.exists).toBe(false);
    // Deleted rows carry only the actions marked showIfDeleted.
    expect(removed.actions.every((a) => a.showIfDeleted)).toBe(true);
    expect(removed.actions.map((a) => a.key)).toContain('WIEDERHERSTELLEN');
    // Marked-document actions need existing documents: the server refuses a deleted one in the selection.
    const selection = { mode: 'whitelist', ids: [removed.id, deletedForIntern.find((r) => r.exists)?.id] };
    const body = { scope: 'vertrag', id: kfId, nodeId: 'VERTRAGSUNTERLAGEN', selection, filter: { showDeleted: true } };
    const zip = await intern.inject({ method: 'POST', url: api('/dokumentenarchiv/downloadList'), payload: body });
    expect(zip.statusCode).toBe(422);
    expect(zip.json().message).toBe('Bitte wählen Sie mindestens ein vorhandenes Dokument aus.');
    const marked = await intern.inject({
      method: 'POST',
      url: api('/dokumentenarchiv/executeHeaderAction'),
      payload: { ...body, headerAction: 'LOESCHEN_MARKIERTE' },
    });
    expect(marked.statusCode).toBe(422);
  });

  it('filters by Zeitraum and label, and refuses a reversed Zeitraum', async () => {
    const rows = await allRows(makler, `${vertrag()}&fromDate=2025-01-01&toDate=2025-12-31&docLabel=beitrag`);
    expect(rows.map((r) => r.bezeichnung).sort()).toEqual(['Beitragsanpassung 2026', 'Beitragsrechnung 2026']);
    const reversed = await makler.inject({
      method: 'GET',
      url: api(`/dokumentenarchiv/documents?${vertrag()}&fromDate=2025-12-31&toDate=2025-01-01`),
    });
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(reversed.json())).toContain('Das Ende des Zeitraums liegt vor dem Anfang.');
  });

  it('a page statement built once answers every contract and filter value with its own rows', async () => {
    // Same filters and sort, so the same statement (docs/decisions/0031): other values, other rows.
    const labels = async (query: string) => (await allRows(makler, query)).map((r) => r.bezeichnung).sort();
    const kf = await labels(vertrag());
    const hans = await labels(`scope=vertrag&id=${hansContractId}&nodeId=VERTRAGSUNTERLAGEN`);
    expect(kf).toContain('Versicherungsschein KF-4711-0815');
    expect(hans).not.toContain('Versicherungsschein KF-4711-0815');
    expect(await labels(vertrag())).toEqual(kf);
    const filtered = (label: string) => labels(`${vertrag()}&fromDate=2025-01-01&toDate=2025-12-31&docLabel=${label}`);
    expect(await filtered('beitrag')).toEqual(['Beitragsanpassung 2026', 'Beitragsrechnung 2026']);
    expect(await filtered('anpassung')).toEqual(['Beitragsanpassung 2026']);
    expect(await labels(`${vertrag()}&fromDate=2030-01-01&docLabel=beitrag`)).toEqual([]);
  });

  it('shows a customer only the released documents of his contracts, with fewer columns', async () => {
    const rows = await allRows(kunde, vertrag());
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((r) => r.kundenFreigabe)).toBe(true);
    expect(rows.map((r) => r.bezeichnung)).toContain('Versicherungsschein KF-4711-0815');
    const customerPage = await page(kunde, vertrag());
    expect(customerPage.headers.map((h) => h.key)).toEqual(['bezeichnung', 'datum', 'documentCount', 'size']);
    expect(customerPage.headerActions.map((h) => h.key)).toEqual(['DOWNLOAD_MARKIERTE']);
    expect(rows.every((r) => r.bemerkung === null && r.actions.every((a) => a.key === 'DOWNLOAD'))).toBe(true);
  });

  it('a file download needs the archive right, not only the scope (it was not checked)', async () => {
    const row = byName(await allRows(makler, vertrag()), 'Versicherungsschein KF-4711-0815');
    expect((await download(makler, row)).statusCode).toBe(200);
    const [maxUser] = await t.database.db.select().from(users).where(eq(users.username, 'makler'));
    if (!maxUser) {
      throw new Error('no user makler');
    }
    await t.database.db
      .update(users)
      .set({ rights: { ...maxUser.rights, canUseDocumentArchive: false } })
      .where(eq(users.id, maxUser.id));
    try {
      const withoutRight = await loginAs(t.app, 'makler');
      const refused = await download(withoutRight, row);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toMatch(/json/);
    } finally {
      await t.database.db.update(users).set({ rights: maxUser.rights }).where(eq(users.id, maxUser.id));
    }
  });

  it('answers 404 outside the scope and 403 without the archive right', async () => {
    expect((await nodes(lesend, `scope=vertrag&id=${kfId}`)).statusCode).toBe(404);
    expect((await nodes(kunde, `scope=vertrag&id=${hansContractId}`)).statusCode).toBe(404);
    expect((await nodes(vermittler, `scope=vertrag&id=${kfId}`)).statusCode).toBe(403);
    expect((await nodes(kunde, 'scope=posteingang')).statusCode).toBe(404);
    expect((await nodes(makler, 'scope=vertrag')).statusCode).toBe(400);
    const badNode = await makler.inject({
      method: 'GET',
      url: api(`/dokumentenarchiv/documents?scope=vertrag&id=${kfId}&nodeId=../etc`),
    });
    expect(badNode.statusCode).toBe(400);
    expect(
      (await makler.inject({ method: 'GET', url: '/download_service/docInfo?nodeId=VERTRAGSUNTERLAGEN&idFile=abc' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('document archive: delete, restore, history', () => {
  it('deleting a released document asks first; confirmed it is soft-deleted, logged and restorable by internal staff', async () => {
    const doc = byName(await allRows(makler, vertrag()), 'Rabattschutz-Bestätigung');
    const warned = await act(makler, doc, 'LOESCHEN');
    expect(warned.json().warning.message).toBe(
      'Das Dokument ist für den Kunden freigegeben. Möchten Sie es trotzdem löschen?',
    );
    expect((await allRows(makler, vertrag())).some((r) => r.id === doc.id)).toBe(true);
    const confirmed = await act(makler, doc, 'LOESCHEN', { confirm: '1' });
    expect(confirmed.json().message).toBe('Das Dokument wurde gelöscht.');
    expect((await allRows(makler, vertrag())).some((r) => r.id === doc.id)).toBe(false);
    expect((await download(makler, doc)).statusCode).toBe(404);
    expect((await act(makler, doc, 'WIEDERHERSTELLEN')).statusCode).toBe(404);
    const restored = await act(intern, doc, 'WIEDERHERSTELLEN');
    expect(restored.json().message).toBe('Das Dokument wurde wiederhergestellt.');
    expect((await allRows(makler, vertrag())).some((r) => r.id === doc.id)).toBe(true);
    const log = (
      await intern.inject({ method: 'GET', url: api(`/changelog?recordType=dokument&recordId=${doc.id}`) })
    ).json();
    expect(log.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['geloescht', 'wiederhergestellt']),
    );
  });

  it('shows both versions of a document with who and when; the old one stays downloadable for the office', async () => {
    const doc = byName(await allRows(makler, vertrag()), 'Nachtrag Fahrerkreis');
    expect(doc.versionCount).toBe(2);
    const history = await makler.inject({
      method: 'GET',
      url: api(`/dokumentenarchiv/aenderungshistorie?docInfo=${doc.nodeId}&docInfo=${doc.id}`),
    });
    const versions = history.json().versions as {
      fileId: number;
      versionNo: number;
      current: boolean;
      createdBy: string;
    }[];
    expect(versions.map((v) => [v.versionNo, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(versions[0]?.createdBy).toBe('Max Makler');
    const old = versions[1] as { fileId: number };
    expect((await download(makler, { nodeId: doc.nodeId, fileId: old.fileId })).statusCode).toBe(200);
    expect(
      (
        await kunde.inject({
          method: 'GET',
          url: api(`/dokumentenarchiv/aenderungshistorie?docInfo=${doc.nodeId}&docInfo=${doc.id}`),
        })
      ).statusCode,
    ).toBe(403);
    const single = await makler.inject({
      method: 'GET',
      url: api(`/dokumentenarchiv/aenderungshistorie?docInfo=${doc.id}`),
    });
    expect(single.statusCode).toBe(400);
  });

  it('edits label, date and folder with a version check', async () => {
    const doc = byName(await allRows(makler, vertrag()), 'Zahlungserinnerung');
    const url = api(`/dokumentenarchiv/saveEditDocument?docInfo=${doc.nodeId}&docInfo=${doc.id}`);
    const inputs = (
      await makler.inject({
        method: 'GET',
        url: api(`/dokumentenarchiv/getEditDocumentInputs?docInfo=${doc.nodeId}&docInfo=${doc.id}`),
      })
    ).json();
    expect(inputs.inputs.map((i: { key: string; type: string }) => `${i.key}:${i.type}`)).toEqual([
      'bezeichnung:LABEL',
      'datum:DATE',
      'bemerkung:TEXTAREA',
      'nodeId:NODE',
    ]);
    const body = {
      version: inputs.version,
      bezeichnung: 'Zahlungserinnerung März',
      datum: '2025-03-06',
      bemerkung: 'bezahlt',
      nodeId: 'KORRESPONDENZ',
    };
    const saved = await makler.inject({ method: 'PUT', url, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await makler.inject({ method: 'PUT', url, payload: body })).statusCode).toBe(404);
    const moved = byName(
      await allRows(makler, `scope=vertrag&id=${kfId}&nodeId=KORRESPONDENZ`),
      'Zahlungserinnerung März',
    );
    const stale = await makler.inject({
      method: 'PUT',
      url: api(`/dokumentenarchiv/saveEditDocument?docInfo=KORRESPONDENZ&docInfo=${moved.id}`),
      payload: { ...body, bezeichnung: 'Noch einmal', version: inputs.version },
    });
    expect(stale.statusCode).toBe(409);
    const empty = await makler.inject({
      method: 'PUT',
      url: api(`/dokumentenarchiv/saveEditDocument?docInfo=KORRESPONDENZ&docInfo=${moved.id}`),
      payload: { ...body, bezeichnung: '  ', version: moved.version },
    });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Bitte geben Sie eine Bezeichnung ein.');
  });
});

describe('damage documents and the Posteingang', () => {
  it('assigns a contract document to a damage report once; afterwards the action is gone', async () => {
    const reports = (await makler.inject({ method: 'GET', url: api(`/insurances/${kfId}/schadensmeldungen`) })).json();
    const report = reports.items.find((r: { schadennr: string }) => r.schadennr === 'KS-2025-0107');
    expect(report.schadenId).toBeGreaterThan(0);
    const doc = byName(await allRows(makler, vertrag()), 'Fahrzeugwechsel Ankündigung');
    expect(doc.actions.map((a) => a.key)).toContain('SCHADEN_ZUORDNEN');
    const assigned = await act(makler, doc, 'SCHADEN_ZUORDNEN', {
      sendData: [{ key: 'schadenId', value: String(report.schadenId) }],
    });
    expect(assigned.json().message).toBe('Das Dokument wurde der Schadensmeldung KS-2025-0107 zugeordnet.');
    const damage = await allRows(makler, `scope=schaden&id=${report.schadenId}&nodeId=SCHADENSUNTERLAGEN`);
    const moved = byName(damage, 'Fahrzeugwechsel Ankündigung');
    expect(moved.schadennr).toBe('KS-2025-0107');
    expect(moved.actions.map((a) => a.key)).not.toContain('SCHADEN_ZUORDNEN');
    expect(damage.map((r) => r.bezeichnung)).toContain('Foto Heckschaden');
    expect(byName(damage, 'Foto Heckschaden').mimeType).toBe('image/png');
  });

  it('lists the Posteingang for the office, files a document to a contract, and keeps it from customers', async () => {
    const inbox = (await makler.inject({ method: 'GET', url: api('/dokumentenarchiv/posteingang') })).json();
    expect(inbox.total).toBe(3);
    expect(inbox.items[0].kundeName).toBe('Erika Mustermann');
    expect((await kunde.inject({ method: 'GET', url: api('/dokumentenarchiv/posteingang') })).statusCode).toBe(403);
    const first = inbox.items[0];
    const assign = await makler.inject({
      method: 'POST',
      url: api('/dokumentenarchiv/assignToInsurance'),
      payload: { mrMoneyId: first.id, insuranceId: kfId, mscCategory: 'VERTRAGSDOKUMENT', nodeId: 'KORRESPONDENZ' },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect((await makler.inject({ method: 'GET', url: api('/dokumentenarchiv/posteingang') })).json().total).toBe(2);
    const again = await makler.inject({
      method: 'POST',
      url: api('/dokumentenarchiv/assignToInsurance'),
      payload: { mrMoneyId: first.id, insuranceId: kfId, mscCategory: 'VERTRAGSDOKUMENT' },
    });
    expect(again.statusCode).toBe(404);
    const second = inbox.items[1];
    const picked = await makler.inject({
      method: 'POST',
      url: api('/dokumentenarchiv/abholen'),
      payload: { insuranceId: kfId, nodeId: 'SONSTIGES', documentIds: [second.id] },
    });
    expect(picked.json()).toEqual({ moved: 1 });
    const sonstiges = await allRows(makler, `scope=vertrag&id=${kfId}&nodeId=SONSTIGES`);
    expect(sonstiges.map((r) => r.id)).toEqual([second.id]);
  });
});

describe('folder counts kept by the trigger', () => {
  it('match a counting query after all the changes above, for the office and for the customer', async () => {
    for (const client of [makler, kunde]) {
      await expectCountsKeptByTrigger(client, kfId);
    }
  });
});
