import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, documentFiles, documents, formularAntraege, formularDefinitionen } from '../../db/schema';
import { api, contractIdByNummer, customerIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { byName, page } from './dokument.test-requests';

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let lesend: Client;
let kfId: number;

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern, lesend] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'intern'),
    loginAs(t.app, 'lesend'),
  ]);
  kfId = await contractIdByNummer(makler, 'KF-4711-0815');
});
afterAll(async () => {
  await t.close();
});

const vertrag = () => `scope=vertrag&id=${kfId}&nodeId=VERTRAGSUNTERLAGEN`;

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
