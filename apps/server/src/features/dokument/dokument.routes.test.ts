import type { DokumentNodePage, DokumentNodes, DokumentRow } from '@maklerwerk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, documentFiles, documents, formularAntraege, formularDefinitionen, users } from '../../db/schema';
import { api, contractIdByNummer, customerIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

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

const nodes = (c: Client, query: string) => c.inject({ method: 'GET', url: api(`/dokumentenarchiv/nodes?${query}`) });
const page = async (c: Client, query: string) => {
  const response = await c.inject({ method: 'GET', url: api(`/dokumentenarchiv/documents?${query}`) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DokumentNodePage>();
};
const allRows = async (c: Client, query: string) => {
  const first = await page(c, `${query}&limit=100`);
  return first.documents;
};
const byName = (rows: DokumentRow[], bezeichnung: string) => {
  const row = rows.find((r) => r.bezeichnung === bezeichnung);
  if (!row) {
    throw new Error(`no document ${bezeichnung}`);
  }
  return row;
};
const download = (c: Client, row: { nodeId: string; fileId: number }) =>
  c.inject({ method: 'GET', url: `/download_service/docInfo?nodeId=${row.nodeId}&idFile=${row.fileId}` });
const act = (c: Client, row: DokumentRow, action: string, extra: Record<string, unknown> = {}) =>
  c.inject({
    method: 'POST',
    url: api('/dokumentenarchiv/executeAction'),
    payload: { action, nodeId: row.nodeId, documentId: row.id, ...extra },
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

describe('document archive: download and release', () => {
  it('streams a file with its type and German name, and hides unreleased files from the customer', async () => {
    const rows = await allRows(makler, `scope=vertrag&id=${kfId}&nodeId=KORRESPONDENZ`);
    const intern = byName(rows, 'Interne Notiz Schadenregulierung');
    const response = await download(makler, intern);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''Interne%20Notiz%20Schadenregulierung.pdf",
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(kunde, intern)).statusCode).toBe(404);
    // Without a session there is nothing.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/download_service/docInfo?nodeId=KORRESPONDENZ&idFile=${intern.fileId}`,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('release toggle: the customer sees the document afterwards, and the change is logged', async () => {
    const rows = await allRows(makler, `scope=vertrag&id=${kfId}&nodeId=KORRESPONDENZ`);
    const doc = byName(rows, 'Bestätigung Adressänderung');
    expect(doc.statusActions).toEqual(['FREIGABE_MAKLER_VERWEIGERT']);
    expect((await download(kunde, doc)).statusCode).toBe(404);
    const released = await act(makler, doc, 'FREIGABE_ERTEILEN');
    expect(released.json()).toEqual({ message: 'Das Dokument ist für den Kunden freigegeben.', warning: null });
    expect((await download(kunde, doc)).statusCode).toBe(200);
    const log = (
      await intern.inject({ method: 'GET', url: api(`/changelog?recordType=dokument&recordId=${doc.id}`) })
    ).json();
    expect(log).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'freigabe', oldValue: 'nein', newValue: 'ja' })]),
    );
    await act(makler, doc, 'FREIGABE_ENTZIEHEN');
    expect((await download(kunde, doc)).statusCode).toBe(404);
  });

  it('refuses actions to read-only logins and customers', async () => {
    const doc = byName(await allRows(makler, vertrag()), 'Beitragsrechnung 2024');
    expect((await act(kunde, doc, 'LOESCHEN')).statusCode).toBe(403);
    const readOnly = await act(lesend, doc, 'LOESCHEN');
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().code).toBe('READ_ONLY');
    expect((await act(makler, { ...doc, nodeId: 'KORRESPONDENZ' }, 'LOESCHEN')).statusCode).toBe(404);
    expect((await act(makler, doc, 'GIBT_ES_NICHT')).statusCode).toBe(400);
  });

  it('signed link: works without a session for its file only, and not once tampered', async () => {
    const doc = byName(await allRows(makler, vertrag()), 'Beitragsrechnung 2026');
    const link = await makler.inject({
      method: 'POST',
      url: api('/dokumentenarchiv/downloadLink'),
      payload: { nodeId: doc.nodeId, fileId: doc.fileId },
    });
    const { url } = link.json<{ url: string }>();
    expect(url).toMatch(/^\/download_service\/link\?token=/);
    expect(url).not.toContain(makler.cookie.split('=')[1] ?? '');
    const ok = await t.app.inject({ method: 'GET', url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toContain('Beitragsrechnung%202026.pdf');
    const tampered = await t.app.inject({ method: 'GET', url: `${url.slice(0, -3)}abc` });
    expect(tampered.statusCode).toBe(404);
    expect(
      (
        await kunde.inject({
          method: 'POST',
          url: api('/dokumentenarchiv/downloadLink'),
          payload: { nodeId: doc.nodeId, fileId: doc.fileId },
        })
      ).statusCode,
    ).toBe(403);
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
      const kept = (await nodes(client, `scope=vertrag&id=${kfId}`)).json<DokumentNodes>();
      // A filter that keeps everything makes the server count the rows instead.
      const counted = (await nodes(client, `scope=vertrag&id=${kfId}&fromDate=1900-01-01`)).json<DokumentNodes>();
      expect(kept.nodes).toEqual(counted.nodes);
      for (const node of kept.nodes) {
        const first = await page(client, `scope=vertrag&id=${kfId}&nodeId=${node.nodeId}`);
        expect(first.numberOfRecords).toBe(node.numberOfRecords);
      }
    }
  });
});

describe('document archive: PDFs of finished forms (issue 16)', () => {
  const keysOf = (rows: { key: string }[]) => rows.map((r) => r.key);

  /** A finished form's PDF on a contract, made straight in the database (released to the customer). */
  async function formPdf(
    contractId: number,
    form: { formGroupPath: string; formPath: string; status: string; anlegerprofilStatus?: string },
  ) {
    const db = t.database.db;
    const [contract] = await db.select().from(contracts).where(eq(contracts.id, contractId));
    const [definition] = await db
      .select()
      .from(formularDefinitionen)
      .where(
        and(
          eq(formularDefinitionen.formGroupPath, form.formGroupPath),
          eq(formularDefinitionen.formPath, form.formPath),
        ),
      );
    if (!contract || !definition) {
      throw new Error('no contract or form definition');
    }
    const bezeichnung = `${definition.label} ${contractId}-${form.status}`;
    const [doc] = await db
      .insert(documents)
      .values({
        brokerId: contract.brokerId,
        customerId: contract.customerId,
        contractId,
        nodeId: 'BERATUNG',
        bezeichnung,
        datum: '2026-11-20',
        kundenFreigabe: true,
      })
      .returning();
    // Its file: the bytes of any stored demo PDF (only the row matters here).
    const [blob] = await db.select().from(documentFiles).where(eq(documentFiles.mimeType, 'application/pdf')).limit(1);
    await db.insert(documentFiles).values({
      documentId: doc?.id ?? 0,
      blobHash: blob?.blobHash ?? '',
      size: blob?.size ?? 0,
      mimeType: 'application/pdf',
      fileName: `${bezeichnung}.pdf`,
      originalFileName: `${bezeichnung}.pdf`,
    });
    const [antrag] = await db
      .insert(formularAntraege)
      .values({
        definitionId: definition.id,
        customerId: contract.customerId,
        contractId,
        brokerId: contract.brokerId,
        status: form.status,
        anlegerprofilStatus: form.anlegerprofilStatus ?? null,
        readOnly: true,
        documentId: doc?.id ?? null,
        finishedAt: '2026-11-20T10:00:00.000Z',
      })
      .returning();
    return { bezeichnung, antragId: antrag?.id ?? 0, documentId: doc?.id ?? 0 };
  }

  it('the demo Beratungsdokumentation row carries its status and opens its form; the column shows', async () => {
    const lvId = await contractIdByNummer(makler, 'LV-2024-000123');
    const beratung = await page(makler, `scope=vertrag&id=${lvId}&nodeId=BERATUNG`);
    const row = beratung.documents.find((r) => r.bezeichnung.startsWith('Beratungsdokumentation Versicherungen'));
    expect(row).toMatchObject({
      antragStatus: 'ANTRAG_ORDNUNG',
      anlegerprofilStatus: null,
      formular: {
        antragTyp: 'BERATUNGSDOKUMENTATION',
        formGroupPath: 'VERSICHERUNG',
        formPath: 'beratungsdokumentationVersicherungen',
      },
    });
    const open = row?.actions.find((a) => a.key === 'ANTRAG_OEFFNEN');
    expect(open).toMatchObject({ label: 'Formular öffnen' });
    expect(open?.sendData).toEqual([
      { key: 'antragTyp', value: 'BERATUNGSDOKUMENTATION' },
      { key: 'formGroupPath', value: 'VERSICHERUNG' },
      { key: 'formPath', value: 'beratungsdokumentationVersicherungen' },
      { key: 'antragsdatenId', value: String(row?.formular?.id) },
    ]);
    expect(keysOf(row?.actions ?? [])).not.toContain('ANLEGERPROFIL_BESTAETIGEN');
    expect(beratung.availableStatusIcons).toEqual(['FREIGABE', 'ANTRAG']);
    expect(keysOf(beratung.headers)).toContain('antragStatus');
    expect(keysOf(beratung.headers)).not.toContain('anlegerprofilStatus');
    expect(beratung.availableActions).toContain('ANTRAG_OEFFNEN');
    // An ordinary folder: no form columns, no form actions.
    const vertragsunterlagen = await page(makler, vertrag());
    expect(vertragsunterlagen.availableStatusIcons).toEqual(['FREIGABE']);
    expect(keysOf(vertragsunterlagen.headers)).not.toContain('antragStatus');
    expect(vertragsunterlagen.documents.every((r) => r.antragStatus === null && r.formular === null)).toBe(true);
  });

  it("the demo investor profile (no contract) is in the customer's archive, unconfirmed, with the confirm step", async () => {
    const erikaId = await customerIdByNummer(makler, 'HR-55501');
    const query = `scope=kunde&id=${erikaId}&nodeId=BERATUNG`;
    const forMakler = await page(makler, query);
    const profil = forMakler.documents.find((r) => r.bezeichnung === 'Anlegerprofil Erika Mustermann');
    expect(profil).toMatchObject({
      vertragId: null,
      antragStatus: 'ANTRAG_ORDNUNG',
      anlegerprofilStatus: 'BESTATIGT_PENDING',
      formular: { antragTyp: 'ANLEGERPROFIL', formGroupPath: 'ANLAGE', formPath: 'anlegerprofil' },
    });
    expect(forMakler.availableStatusIcons).toEqual(['FREIGABE', 'ANTRAG', 'ANLEGERPROFIL']);
    expect(forMakler.headers.find((h) => h.key === 'anlegerprofilStatus')).toMatchObject({
      label: 'Anlegerprofil',
      dataType: 'PILL',
      visible: true,
    });
    expect(profil?.actions.find((a) => a.key === 'ANLEGERPROFIL_BESTAETIGEN')).toMatchObject({
      label: 'Anlegerprofil bestätigen',
    });
    // Internal staff may take the first step as well.
    const forIntern = await page(intern, query);
    const internRow = forIntern.documents.find((r) => r.id === profil?.id);
    expect(keysOf(internRow?.actions ?? [])).toEqual(
      expect.arrayContaining(['ANTRAG_OEFFNEN', 'ANLEGERPROFIL_BESTAETIGEN']),
    );

    // Confirmed by the broker: he has no further step; internal staff get the second check.
    const confirmed = await makler.inject({
      method: 'POST',
      url: api(`/dokumentenarchiv/confirmAnlegerprofil?docInfo=BERATUNG&docInfo=${profil?.id}`),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = (await page(makler, query)).documents.find((r) => r.id === profil?.id);
    expect(after?.anlegerprofilStatus).toBe('BESTATIGT');
    expect(keysOf(after?.actions ?? [])).not.toContain('ANLEGERPROFIL_BESTAETIGEN');
    const internAfter = (await page(intern, query)).documents.find((r) => r.id === profil?.id);
    expect(internAfter?.actions.find((a) => a.key === 'ANLEGERPROFIL_BESTAETIGEN')).toMatchObject({
      label: 'Zweitprüfung bestätigen',
    });
    // The customer never sees a document without a contract.
    expect((await page(kunde, `scope=kunde&id=${erikaId}&nodeId=BERATUNG`)).documents.map((r) => r.id)).not.toContain(
      profil?.id,
    );
  });

  it('a customer sees his released form PDF without status, and may open the form (actions column)', async () => {
    const hrId = await contractIdByNummer(makler, 'HR-55501');
    const { bezeichnung, antragId } = await formPdf(hrId, {
      formGroupPath: 'VERSICHERUNG',
      formPath: 'hausratAntrag',
      status: 'ANTRAG_FEHLER',
    });
    const query = `scope=vertrag&id=${hrId}&nodeId=BERATUNG`;
    const forKunde = await page(kunde, query);
    const row = byName(forKunde.documents, bezeichnung);
    expect(row).toMatchObject({
      antragStatus: null,
      anlegerprofilStatus: null,
      formular: { id: antragId, antragTyp: 'ANTRAG', formPath: 'hausratAntrag' },
    });
    expect(keysOf(row.actions)).toEqual(['DOWNLOAD', 'ANTRAG_OEFFNEN']);
    expect(forKunde.availableStatusIcons).toEqual([]);
    expect(keysOf(forKunde.headers)).toEqual(['bezeichnung', 'datum', 'documentCount', 'size', 'actions']);
    // The broker sees the faulty status.
    expect(byName((await page(makler, query)).documents, bezeichnung).antragStatus).toBe('ANTRAG_FEHLER');
  });

  it("a wealth-concept investor profile's row names its track: 'Formular öffnen' carries formPath anlegerprofilWK", async () => {
    const hrId = await contractIdByNummer(makler, 'HR-55501');
    const { bezeichnung, antragId } = await formPdf(hrId, {
      formGroupPath: 'ANLAGE',
      formPath: 'anlegerprofilWK',
      status: 'ANTRAG_ORDNUNG',
      anlegerprofilStatus: 'BESTATIGT_PENDING',
    });
    const row = byName((await page(makler, `scope=vertrag&id=${hrId}&nodeId=BERATUNG`)).documents, bezeichnung);
    expect(row).toMatchObject({
      anlegerprofilStatus: 'BESTATIGT_PENDING',
      formular: { id: antragId, antragTyp: 'ANLEGERPROFIL', formGroupPath: 'ANLAGE', formPath: 'anlegerprofilWK' },
    });
    const open = row.actions.find((a) => a.key === 'ANTRAG_OEFFNEN');
    expect(open?.sendData).toContainEqual({ key: 'formPath', value: 'anlegerprofilWK' });
    // The web builds the link from it (antragLink): …/personenauswahl?anlegerprofilWK={id}.
    expect(keysOf(row.actions)).toContain('ANLEGERPROFIL_BESTAETIGEN');
  });

  it('a read-only login may open a form but not confirm an investor profile', async () => {
    const lesendContractId = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json<{
      items: { id: number }[];
    }>().items[0]?.id;
    expect(lesendContractId).toBeDefined();
    const { bezeichnung } = await formPdf(lesendContractId ?? 0, {
      formGroupPath: 'ANLAGE',
      formPath: 'anlegerprofil',
      status: 'ANTRAG_ORDNUNG',
      anlegerprofilStatus: 'BESTATIGT_PENDING',
    });
    const forLesend = await page(lesend, `scope=vertrag&id=${lesendContractId}&nodeId=BERATUNG`);
    const row = byName(forLesend.documents, bezeichnung);
    expect(row.anlegerprofilStatus).toBe('BESTATIGT_PENDING');
    expect(keysOf(row.actions)).toContain('ANTRAG_OEFFNEN');
    expect(keysOf(row.actions)).not.toContain('ANLEGERPROFIL_BESTAETIGEN');
    expect(keysOf(row.actions)).not.toContain('BEARBEITEN');
  });
});
