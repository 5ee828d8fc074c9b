import type { KommunikationList, MailView } from '@maklerwerk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, contractIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let lesend: Client;
let kfId: number;

beforeAll(async () => {
  // 1 MB: an attachment over it is refused while it streams.
  t = await createTestApp({ MAX_UPLOAD_MB: '1' });
  [makler, kunde, lesend] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'lesend'),
  ]);
  kfId = await contractIdByNummer(makler, 'KF-4711-0815');
});
afterAll(() => t.close());

/** One file as a browser's FormData sends it. */
function multipart(name: string, content: Buffer, type = 'application/pdf') {
  const boundary = '----mwattachmentboundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const uploadAttachment = (c: Client, name: string, content: Buffer, type?: string) =>
  c.inject({ method: 'POST', url: api('/mails/attachments'), ...multipart(name, content, type) });

const pdfBytes = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('composer upload (POST /mails/attachments, issue 36)', () => {
  it('takes a small PDF and sends it along with the mail', async () => {
    const upload = await uploadAttachment(makler, 'Beitragsrechnung.pdf', pdfBytes);
    expect(upload.statusCode, upload.body).toBe(200);
    const file = upload.json<{ id: number; name: string; size: number; mimeType: string }>();
    expect(file).toMatchObject({ name: 'Beitragsrechnung.pdf', size: pdfBytes.length, mimeType: 'application/pdf' });

    const sent = await makler.inject({
      method: 'POST',
      url: api('/mails'),
      payload: {
        insuranceId: kfId,
        to: ['erika.mustermann@example.com'],
        subject: 'Ihre Beitragsrechnung als Anhang',
        uploads: [file.id],
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { commId } = sent.json<{ commId: number }>();
    const row = (await makler.inject({ method: 'GET', url: api(`/insurances/${kfId}/postfach?limit=100`) }))
      .json<KommunikationList>()
      .items.find((r) => r.commId === commId);
    expect(row).toMatchObject({ hasAttachment: true });
    const view = await makler.inject({
      method: 'POST',
      url: '/MSC3/mrsmailviewer',
      payload: { commId, commType: 'email' },
    });
    expect(view.json<MailView>().attachments.map((a) => a.name)).toEqual(['Beitragsrechnung.pdf']);
  });

  it('refuses a file over MAX_UPLOAD_MB with 413 and a German message', async () => {
    const big = await uploadAttachment(
      makler,
      'Riesig.bin',
      Buffer.alloc(1024 * 1024 + 10, 1),
      'application/octet-stream',
    );
    expect(big.statusCode, big.body).toBe(413);
    expect(big.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Die Datei ist zu groß. Erlaubt sind höchstens 1 MB.',
    });
  });

  it('asks for a file when none comes; a customer or read-only login may not upload (403)', async () => {
    const boundary = '----mwempty';
    const empty = await makler.inject({
      method: 'POST',
      url: api('/mails/attachments'),
      payload: `--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json().message).toBe('Bitte wählen Sie eine Datei aus.');
    for (const client of [kunde, lesend]) {
      const refused = await uploadAttachment(client, 'Kunde.pdf', pdfBytes);
      expect(refused.statusCode, refused.body).toBe(403);
    }
  });

  it('only the file routes parse multipart: a JSON route still refuses it with 415', async () => {
    const json = await makler.inject({ method: 'POST', url: api('/mails'), ...multipart('Anhang.pdf', pdfBytes) });
    expect(json.statusCode, json.body).toBe(415);
    expect(json.json().message).toBe('Dieses Datenformat wird nicht unterstützt.');
  });
});
