import type { DokumentNodePage, DownloadList, UploadResult } from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { makeDamagePhotoPng } from '../../demo/documents/demo-png';
import { api, contractIdByNummer, customerIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let lesend: Client;
let kfId: number;
/** A contract the read-only login sees (not Erika's: he is another broker). */
let lesendContractId: number;

beforeAll(async () => {
  // 1 MB: the limit is checked while the upload streams.
  t = await createTestApp({ MAX_UPLOAD_MB: '1' });
  [makler, kunde, lesend] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'lesend'),
  ]);
  kfId = await contractIdByNummer(makler, 'KF-4711-0815');
  const lesendList = await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') });
  lesendContractId = lesendList.json<{ items: { id: number }[] }>().items[0]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

type Part = { name: string; content: Buffer };

/** A multipart body as a browser sends it. */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----mwtestboundary';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${p.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    p.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (c: Client, query: string, parts: Part[]) =>
  c.inject({ method: 'POST', url: api(`/dokumentenarchiv/upload?${query}`), ...multipart(parts) });
const sonstiges = async (c: Client) =>
  (
    await c.inject({
      method: 'GET',
      url: api(`/dokumentenarchiv/documents?scope=vertrag&id=${kfId}&nodeId=SONSTIGES&limit=100`),
    })
  ).json<DokumentNodePage>();
const pdfBytes = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('upload', () => {
  it('stores each file as a document of the folder; over the limit a file is refused with 413 and nothing stored', async () => {
    const big = Buffer.alloc(1024 * 1024 + 10, 1);
    const both = await upload(makler, `scope=vertrag&id=${kfId}&nodeId=SONSTIGES`, [
      { name: 'Gutachten.pdf', content: pdfBytes },
      { name: 'Riesig.bin', content: big },
    ]);
    expect(both.statusCode, both.body).toBe(200);
    const result = both.json<UploadResult>();
    expect(result.files.map((f) => [f.fileName, f.mimeType])).toEqual([['Gutachten.pdf', 'application/pdf']]);
    expect(result.rejected).toEqual([
      { fileName: 'Riesig.bin', message: 'Die Datei ist zu groß. Erlaubt sind höchstens 1 MB.' },
    ]);
    const alone = await upload(makler, `scope=vertrag&id=${kfId}&nodeId=SONSTIGES`, [
      { name: 'Riesig.bin', content: big },
    ]);
    expect(alone.statusCode).toBe(413);
    expect(alone.json().message).toBe('Die Datei ist zu groß. Erlaubt sind höchstens 1 MB.');
    const names = (await sonstiges(makler)).documents.map((d) => d.fileName);
    expect(names).toContain('Gutachten.pdf');
    expect(names).not.toContain('Riesig.bin');
  });

  it('decides the type from the content: a PNG named .pdf is stored as image/png', async () => {
    const response = await upload(
      makler,
      `scope=vertrag&id=${kfId}&nodeId=SONSTIGES&bezeichnung=Foto%20vom%20Unfallort`,
      [{ name: 'foto.pdf', content: Buffer.from(makeDamagePhotoPng({ width: 40, height: 30 })) }],
    );
    const file = response.json<UploadResult>().files[0];
    expect(file).toMatchObject({ fileName: 'foto.png', mimeType: 'image/png' });
    const row = (await sonstiges(makler)).documents.find((d) => d.id === file?.documentId);
    expect(row).toMatchObject({ bezeichnung: 'Foto vom Unfallort', originalFileName: 'foto.pdf' });
    const served = await makler.inject({
      method: 'GET',
      url: `/download_service/docInfo?nodeId=SONSTIGES&idFile=${file?.fileId}`,
    });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('keeps path parts out of a file name, and refuses uploads of customers, read-only logins and foreign folders', async () => {
    const response = await upload(makler, `scope=vertrag&id=${kfId}&nodeId=SONSTIGES`, [
      { name: '../../etc/passwd.txt', content: Buffer.from('nur Text') },
    ]);
    expect(response.json<UploadResult>().files[0]?.fileName).toBe('passwd.txt');
    const part = [{ name: 'a.pdf', content: pdfBytes }];
    expect((await upload(kunde, `scope=vertrag&id=${kfId}&nodeId=SONSTIGES`, part)).statusCode).toBe(403);
    const readOnly = await upload(lesend, `scope=vertrag&id=${lesendContractId}&nodeId=SONSTIGES`, part);
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().code).toBe('READ_ONLY');
    expect((await upload(makler, `scope=vertrag&id=${kfId}&nodeId=POSTEINGANG`, part)).statusCode).toBe(400);
    // The customer's overview of all his contracts takes no uploads: a document belongs to one contract.
    const kundeId = await customerIdByNummer(makler, 'KF-4711-0815');
    expect((await upload(makler, `scope=kunde&id=${kundeId}&nodeId=SONSTIGES`, part)).statusCode).toBe(400);
    expect((await upload(makler, 'scope=vertrag&id=999999&nodeId=SONSTIGES', part)).statusCode).toBe(404);
  });

  it("finds the record before it authorizes: another customer's contract is 404, a visible one 403 (recipe)", async () => {
    const intern = await loginAs(t.app, 'intern');
    const other = await t.database.db.execute<{ id: number }>(
      sql`SELECT c.id FROM contracts c WHERE c.customer_id <> ${kunde.me.user.customerId ?? 0} ORDER BY c.id LIMIT 1`,
    );
    const otherId = Number(other.rows[0]?.id);
    const part = [{ name: 'a.pdf', content: pdfBytes }];
    const foreign = await upload(kunde, `scope=vertrag&id=${otherId}&nodeId=SONSTIGES`, part);
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect((await upload(lesend, `scope=vertrag&id=${kfId}&nodeId=SONSTIGES`, part)).statusCode).toBe(404);
    const visible = await upload(lesend, `scope=vertrag&id=${lesendContractId}&nodeId=SONSTIGES`, part);
    expect(visible.statusCode).toBe(403);
    expect(visible.json().code).toBe('READ_ONLY');
    // More files for a document: the same order.
    const stored = (await upload(intern, `scope=vertrag&id=${otherId}&nodeId=SONSTIGES`, part)).json<UploadResult>()
      .files[0] as { fileId: number };
    const addTo = (c: Client, fileId: number) =>
      c.inject({
        method: 'POST',
        url: api(`/dokumentenarchiv/zusaetzlicheDokumente?nodeId=SONSTIGES&fileId=${fileId}`),
        ...multipart(part),
      });
    expect((await addTo(kunde, stored.fileId)).statusCode).toBe(404);
    const seen = (
      await upload(intern, `scope=vertrag&id=${lesendContractId}&nodeId=SONSTIGES`, part)
    ).json<UploadResult>().files[0] as { fileId: number };
    const readOnly = await addTo(lesend, seen.fileId);
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().code).toBe('READ_ONLY');
  });

  it('a new version replaces a file; the old one stays in the history', async () => {
    const first = (
      await upload(makler, `scope=vertrag&id=${kfId}&nodeId=SONSTIGES&bezeichnung=Versioniert`, [
        { name: 'Stand.txt', content: Buffer.from('Fassung 1') },
      ])
    ).json<UploadResult>().files[0] as { documentId: number; fileId: number };
    const second = await makler.inject({
      method: 'POST',
      url: api(
        `/dokumentenarchiv/zusaetzlicheDokumente?nodeId=SONSTIGES&fileId=${first.fileId}&replaces=${first.fileId}`,
      ),
      ...multipart([{ name: 'Stand.txt', content: Buffer.from('Fassung 2') }]),
    });
    expect(second.statusCode, second.body).toBe(200);
    const history = (
      await makler.inject({
        method: 'GET',
        url: api(`/dokumentenarchiv/aenderungshistorie?docInfo=SONSTIGES&docInfo=${first.documentId}`),
      })
    ).json();
    expect(history.versions.map((v: { versionNo: number; current: boolean }) => [v.versionNo, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const old = await makler.inject({
      method: 'GET',
      url: `/download_service/docInfo?nodeId=SONSTIGES&idFile=${first.fileId}`,
    });
    expect(old.body).toBe('Fassung 1');
    const again = await makler.inject({
      method: 'POST',
      url: api(
        `/dokumentenarchiv/zusaetzlicheDokumente?nodeId=SONSTIGES&fileId=${first.fileId}&replaces=${first.fileId}`,
      ),
      ...multipart([{ name: 'Stand.txt', content: Buffer.from('Fassung 3') }]),
    });
    expect(again.statusCode).toBe(404);
  });
});

function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) {
        reject(error);
        return;
      }
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) {
            reject(e);
            return;
          }
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).subarray(0, 5).toString('latin1'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

describe('additional upload inputs (spec §7)', () => {
  it('Schadensunterlagen offer the damage reports of the contract; the upload lands in the chosen one with its date', async () => {
    const inputs = (
      await makler.inject({
        method: 'GET',
        url: api(`/dokumentenarchiv/uploadInputs?scope=vertrag&id=${kfId}&nodeId=SCHADENSUNTERLAGEN`),
      })
    ).json<{ inputs: { key: string; options: { value: string; label: string }[] }[] }>().inputs;
    expect(inputs.map((i) => i.key)).toEqual(['datum', 'schadenId']);
    const report = inputs[1]?.options.find((o) => o.label.startsWith('KS-2025-0107 vom'));
    expect(report).toBeDefined();
    const response = await upload(
      makler,
      `scope=vertrag&id=${kfId}&nodeId=SCHADENSUNTERLAGEN&schadenId=${report?.value}&datum=2025-03-16`,
      [{ name: 'Kostenvoranschlag.pdf', content: pdfBytes }],
    );
    expect(response.statusCode, response.body).toBe(200);
    const damage = (
      await makler.inject({
        method: 'GET',
        url: api(`/dokumentenarchiv/documents?scope=schaden&id=${report?.value}&nodeId=SCHADENSUNTERLAGEN`),
      })
    ).json<DokumentNodePage>();
    expect(damage.documents.find((d) => d.bezeichnung === 'Kostenvoranschlag')).toMatchObject({
      datum: '2025-03-16',
      schadennr: 'KS-2025-0107',
    });
    const other = (await makler.inject({ method: 'GET', url: api('/insurances?limit=100&search=PH-1000200') })).json();
    const foreignReports = (
      await makler.inject({ method: 'GET', url: api(`/insurances/${other.items[0].id}/schadensmeldungen`) })
    ).json();
    const foreign = await upload(
      makler,
      `scope=vertrag&id=${kfId}&nodeId=SCHADENSUNTERLAGEN&schadenId=${foreignReports.items[0].schadenId}`,
      [{ name: 'x.pdf', content: pdfBytes }],
    );
    expect(foreign.statusCode).toBe(404);
    const plain = (
      await makler.inject({
        method: 'GET',
        url: api(`/dokumentenarchiv/uploadInputs?scope=vertrag&id=${kfId}&nodeId=KORRESPONDENZ`),
      })
    ).json<{ inputs: { key: string }[] }>().inputs;
    expect(plain.map((i) => i.key)).toEqual(['datum']);
  });
});

describe('multi-file download', () => {
  it('select all in the folder minus one: the ZIP holds the others, streamed, for this login only', async () => {
    const korrespondenz = (
      await makler.inject({
        method: 'GET',
        url: api(`/dokumentenarchiv/documents?scope=vertrag&id=${kfId}&nodeId=KORRESPONDENZ`),
      })
    ).json<DokumentNodePage>();
    const excluded = korrespondenz.documents[0] as { id: number };
    const list = await makler.inject({
      method: 'POST',
      url: api('/dokumentenarchiv/downloadList'),
      payload: {
        scope: 'vertrag',
        id: kfId,
        nodeId: 'KORRESPONDENZ',
        selection: { mode: 'blacklist', ids: [excluded.id] },
      },
    });
    expect(list.statusCode, list.body).toBe(200);
    const { files, zipUrl } = list.json<DownloadList>();
    expect(files).toHaveLength(korrespondenz.numberOfRecords - 1);
    const zip = await makler.inject({ method: 'GET', url: zipUrl ?? '' });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('Korrespondenz.zip');
    const entries = await unzip(zip.rawPayload);
    expect([...entries.keys()].sort()).toEqual(files.map((f) => f.name).sort());
    expect([...entries.values()].every((head) => head === '%PDF-')).toBe(true);
    expect((await kunde.inject({ method: 'GET', url: zipUrl ?? '' })).statusCode).toBe(404);
    // A customer cannot put an unreleased document into his selection.
    const internal = korrespondenz.documents.find((d) => d.bezeichnung === 'Interne Notiz Schadenregulierung');
    const customerList = await kunde.inject({
      method: 'POST',
      url: api('/dokumentenarchiv/downloadList'),
      payload: {
        scope: 'vertrag',
        id: kfId,
        nodeId: 'KORRESPONDENZ',
        selection: { mode: 'whitelist', ids: [internal?.id] },
      },
    });
    expect(customerList.statusCode).toBe(404);
  });
});
