import { createHash } from 'node:crypto';
import type { DokumentNodePage, UploadResult } from '@maklerwerk/domain';
import { PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeEntries, pdfWithScripts, plainPdf } from '../../files/active-pdf.test-support';
import { pngBomb } from '../../files/image-bomb.test-support';
import { api, contractIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

// Issue 35 §5 (image bombs) and §10 (active content in PDFs), through the archive's upload.

let t: TestApp;
let makler: Client;
let kfId: number;
let bomb: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  makler = await loginAs(t.app, 'makler');
  kfId = await contractIdByNummer(makler, 'KF-4711-0815');
  // 400 megapixels in a few KB.
  bomb = pngBomb(20_000, 20_000);
});
afterAll(async () => {
  await t.close();
});

type Part = { name: string; content: Buffer | Uint8Array };

function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----mwscreenboundary';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${p.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(p.content),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (parts: Part[]) =>
  makler.inject({
    method: 'POST',
    url: api(`/dokumentenarchiv/upload?scope=vertrag&id=${kfId}&nodeId=SONSTIGES`),
    ...multipart(parts),
  });
const served = (fileId: number | undefined, inline = true) =>
  makler.inject({
    method: 'GET',
    url: `/download_service/docInfo?nodeId=SONSTIGES&idFile=${fileId}${inline ? '&inline=1' : ''}`,
  });
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const stored = (bytes: Uint8Array) => t.app.ctx.blobStore.has(sha256(bytes));
const documentNames = async () =>
  (
    await makler.inject({
      method: 'GET',
      url: api(`/dokumentenarchiv/documents?scope=vertrag&id=${kfId}&nodeId=SONSTIGES&limit=100`),
    })
  )
    .json<DokumentNodePage>()
    .documents.map((d) => d.fileName);

describe('image bombs (issue 35 §5)', () => {
  it('an image of 400 megapixels is refused from its header, quickly, and nothing is stored', async () => {
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    const alone = await upload([{ name: 'Schaden.png', content: bomb }]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(alone.statusCode).toBe(413);
    expect(alone.json().message).toBe('Das Bild ist zu groß (400 Megapixel, höchstens 40).');
    expect(await stored(bomb)).toBe(false);
    expect(await documentNames()).not.toContain('Schaden.png');
  });

  it('beside a normal image the bomb is refused by name, the normal one is stored', async () => {
    const normal = pngBomb(400, 300);
    const both = await upload([
      { name: 'Riesig.png', content: bomb },
      { name: 'Normal.png', content: normal },
    ]);
    expect(both.statusCode, both.body).toBe(200);
    const result = both.json<UploadResult>();
    expect(result.rejected).toEqual([
      { fileName: 'Riesig.png', message: 'Das Bild ist zu groß (400 Megapixel, höchstens 40).' },
    ]);
    expect(result.files.map((f) => [f.fileName, f.mimeType])).toEqual([['Normal.png', 'image/png']]);
    expect(Buffer.from((await served(result.files[0]?.fileId, false)).rawPayload).equals(normal)).toBe(true);
  });

  it('the limit holds for appointment attachments too', async () => {
    const response = await makler.inject({
      method: 'POST',
      url: '/MSC3/restful/calendarService/upload',
      ...multipart([{ name: 'Foto.png', content: bomb }]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Das Bild ist zu groß (400 Megapixel, höchstens 40).');
  });
});

describe('active content in uploaded PDFs (issue 35 §10)', () => {
  it('a PDF that runs JavaScript on opening is stored and served without it', async () => {
    const hostile = await pdfWithScripts();
    const response = await upload([{ name: 'Angebot.pdf', content: hostile }]);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json<UploadResult>().files[0];
    expect(file?.mimeType).toBe('application/pdf');
    expect(await stored(hostile)).toBe(false);
    const answer = await served(file?.fileId);
    expect(answer.headers['content-disposition']).toMatch(/^inline/);
    const bytes = answer.rawPayload;
    expect(await activeEntries(bytes)).toEqual([]);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.catalog.has(PDFName.of('OpenAction'))).toBe(false);
  });

  it('a normal PDF is stored unchanged and shown inline', async () => {
    const plain = await plainPdf();
    const file = (await upload([{ name: 'Police.pdf', content: plain }])).json<UploadResult>().files[0];
    const answer = await served(file?.fileId);
    expect(answer.headers['content-disposition']).toMatch(/^inline/);
    expect(Buffer.from(answer.rawPayload).equals(Buffer.from(plain))).toBe(true);
  });

  it('a signed PDF is never rewritten, and is served for download only', async () => {
    const signed = await pdfWithScripts({ signed: true, objectStreams: false });
    const file = (await upload([{ name: 'Signiert.pdf', content: signed }])).json<UploadResult>().files[0];
    const answer = await served(file?.fileId);
    expect(answer.headers['content-disposition']).toMatch(/^attachment/);
    expect(Buffer.from(answer.rawPayload).equals(Buffer.from(signed))).toBe(true);
  });
});
