import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, contractIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { act, allRows, byName, download, expectCountsKeptByTrigger } from './dokument.test-requests';

// The document archive's downloads (a file, a signed link) and the release to the customer.

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

describe('folder counts kept by the trigger after release and its withdrawal', () => {
  it('match a counting query, for the office and for the customer', async () => {
    for (const client of [makler, kunde]) {
      await expectCountsKeptByTrigger(client, kfId);
    }
  });
});
