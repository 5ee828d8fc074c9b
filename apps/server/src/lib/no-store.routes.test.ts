import type { DokumentNodePage, SignWorkspace } from '@maklerwerk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, contractIdByNummer } from '../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../test/test-app';

// Issue 35 item 7: the public JSON answers with personal data (a signing link's page, signing,
// declining, the signature check, a portal handover) are kept by no cache. Every answer under the
// API base gets Cache-Control: no-store unless its route sets its own.

let t: TestApp;
let makler: Client;

beforeAll(async () => {
  t = await createTestApp();
  makler = await loginAs(t.app, 'makler');
});
afterAll(async () => {
  await t.close();
});

/** A run with one signer for the named document of KF-4711-0815; answers the signer's token. */
async function signingToken(bezeichnung: string): Promise<string> {
  const id = await contractIdByNummer(makler, 'KF-4711-0815');
  const page = (
    await makler.inject({
      method: 'GET',
      url: api(`/dokumentenarchiv/documents?scope=vertrag&id=${id}&nodeId=VERTRAGSUNTERLAGEN&limit=100`),
    })
  ).json<DokumentNodePage>();
  const row = page.documents.find((d) => d.bezeichnung === bezeichnung);
  const prepared = await makler.inject({
    method: 'POST',
    url: api('/dokumentenarchivSign/prepare'),
    payload: {
      docInfo: [row?.nodeId, row?.id],
      signers: [{ role: 'KUNDE', name: 'Erika Mustermann' }],
      fields: [{ signer: 0, page: 1, x: 0.1, y: 0.8, width: 0.3, height: 0.08 }],
    },
  });
  expect(prepared.statusCode).toBe(200);
  return (prepared.json<SignWorkspace>().request?.signers[0]?.link ?? '').split('/').pop() ?? '';
}

function pdfUpload(content: Buffer) {
  const boundary = '----mwnostore';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('Cache-Control of the public answers', () => {
  it('a signing link: its page, signing and declining answer no-store, so do their errors', async () => {
    const token = await signingToken('Beitragsrechnung 2024');
    const opened = await t.app.inject({ method: 'GET', url: api(`/signieren/${token}`) });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    const signed = await t.app.inject({
      method: 'POST',
      url: api(`/signieren/${token}/unterschreiben`),
      payload: { consent: true, signature: { kind: 'typed', name: 'Erika Mustermann' } },
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['cache-control']).toBe('no-store');
    const unknown = await t.app.inject({ method: 'GET', url: api(`/signieren/${'x'.repeat(43)}`) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');

    const other = await signingToken('Jahresmitteilung 2025');
    const declined = await t.app.inject({
      method: 'POST',
      url: api(`/signieren/${other}/ablehnen`),
      payload: { reason: 'Die Adresse ist falsch.' },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.headers['cache-control']).toBe('no-store');
  });

  it('the signature check of an uploaded PDF answers no-store', async () => {
    const token = await signingToken('Beitragsrechnung 2024');
    const pdf = await t.app.inject({ method: 'GET', url: api(`/signieren/${token}/dokument.pdf`) });
    expect(pdf.statusCode).toBe(200);
    // A route that sets its own Cache-Control (a file) keeps it.
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const checked = await t.app.inject({ method: 'POST', url: api('/signatur/pruefen'), ...pdfUpload(pdf.rawPayload) });
    expect(checked.statusCode).toBe(200);
    // The first test sealed this document: the check names its signer (personal data).
    expect(checked.json()).toMatchObject({ signed: true, signers: [{ name: 'Erika Mustermann' }] });
    expect(checked.headers['cache-control']).toBe('no-store');
  });

  it('a portal handover answers no-store', async () => {
    const vertragId = await contractIdByNummer(makler, 'HR-55501');
    const opened = await makler.inject({
      method: 'POST',
      url: api('/externalAccess/open'),
      payload: { path: 'vergleich/hausrat', vertragId, options: { userAnonymous: false, kundendaten: true } },
    });
    expect(opened.statusCode).toBe(200);
    const token = new URL(opened.json<{ url: string }>().url, 'http://x').searchParams.get('token') ?? '';
    const handover = await t.app.inject({
      method: 'GET',
      url: api(`/vergleichsrechner/uebergabe?token=${encodeURIComponent(token)}`),
    });
    expect(handover.statusCode).toBe(200);
    expect(handover.headers['cache-control']).toBe('no-store');
  });
});
