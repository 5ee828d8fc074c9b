import type { DokumentNodePage, DokumentRow, SignWorkspace } from '@maklerwerk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBomb } from '../../../files/image-bomb.test-support';
import { api, contractIdByNummer } from '../../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../../test/test-app';

// Issue 35 §5: a drawn signature of a few KB claiming millions of pixels, sent through a public link.

let t: TestApp;
let makler: Client;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  makler = await loginAs(t.app, 'makler');
  const id = await contractIdByNummer(makler, 'KF-4711-0815');
  const page = (
    await makler.inject({
      method: 'GET',
      url: api(`/dokumentenarchiv/documents?scope=vertrag&id=${id}&nodeId=VERTRAGSUNTERLAGEN&limit=100`),
    })
  ).json<DokumentNodePage>();
  const row = page.documents.find((d) => d.bezeichnung === 'Beitragsrechnung 2024') as DokumentRow;
  const sent = await makler.inject({
    method: 'POST',
    url: api('/dokumentenarchivSign/prepare'),
    payload: {
      docInfo: [row.nodeId, row.id],
      signers: [{ role: 'KUNDE', name: 'Erika Mustermann' }],
      fields: [{ signer: 0, page: 1, x: 0.1, y: 0.8, width: 0.25, height: 0.08 }],
    },
  });
  token = (sent.json<SignWorkspace>().request?.signers[0]?.link ?? '').split('/').pop() ?? '';
});
afterAll(async () => {
  await t.close();
});

const signWith = (png: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: api(`/signieren/${token}/unterschreiben`),
    payload: { consent: true, signature: { kind: 'drawn', png: `data:image/png;base64,${png.toString('base64')}` } },
  });

describe('drawn signature size (issue 35 §5)', () => {
  it('a signature of 3000 × 3000 pixels is refused from its header with 422, quickly; a pad-sized one signs', async () => {
    const bomb = pngBomb(3000, 3000);
    expect(bomb.length).toBeLessThan(20_000);
    const started = Date.now();
    const refused = await signWith(bomb);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe(
      'Die Unterschrift ist zu groß (9 Megapixel, höchstens 3).',
    );

    // The last signature seals the document: stamped in the worker.
    const signed = await signWith(pngBomb(1200, 600));
    expect(signed.statusCode, signed.body).toBe(200);
  });
});
