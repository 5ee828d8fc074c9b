import type { DokumentNodeId, DokumentRow } from '@maklerwerk/domain';
import { expect } from 'vitest';
import { makeDamagePhotoPng } from '../../../demo/documents/demo-png';
import { api, documentByName } from '../../../test/lookups';
import type { Client, TestApp } from '../../../test/test-app';

/** The requests of the e-signature tests, bound to one test app and the broker who sends for signing. */
export function signingRequests(get: () => { t: TestApp; makler: Client }) {
  const findDoc = (nummer: string, nodeId: DokumentNodeId, bezeichnung: string) =>
    documentByName(get().makler, nummer, nodeId, bezeichnung);

  const signAction = (c: Client, row: Pick<DokumentRow, 'nodeId' | 'fileId'>) =>
    c.inject({
      method: 'POST',
      url: api(`/dokumentenarchivSign/documentSignAction?docInfo=${row.nodeId}&docInfo=${row.fileId}`),
      payload: [],
    });
  const workspace = (row: Pick<DokumentRow, 'nodeId' | 'id'>) =>
    get().makler.inject({
      method: 'GET',
      url: api(`/dokumentenarchivSign/workspace?docInfo=${row.nodeId}&docInfo=${row.id}`),
    });
  /** Sends a document for signing: one field per signer at the foot of page 1 unless fields are given. */
  const prepare = (
    row: Pick<DokumentRow, 'nodeId' | 'id'>,
    signers: { role: string; name: string; email?: string }[],
    fields = signers.map((_, i) => ({ signer: i, page: 1, x: 0.05 + i * 0.3, y: 0.8, width: 0.25, height: 0.08 })),
    confirm?: '1',
  ) =>
    get().makler.inject({
      method: 'POST',
      url: api('/dokumentenarchivSign/prepare'),
      payload: { docInfo: [row.nodeId, row.id], signers, fields, ...(confirm ? { confirm } : {}) },
    });
  const session = (token: string) => get().t.app.inject({ method: 'GET', url: api(`/signieren/${token}`) });
  const signWith = (token: string, signature: object) =>
    get().t.app.inject({
      method: 'POST',
      url: api(`/signieren/${token}/unterschreiben`),
      payload: { consent: true, signature },
      headers: { 'user-agent': 'Vitest-Browser/1.0' },
    });
  const tokenOf = (link: string | null) => (link ?? '').split('/').pop() ?? '';
  const png = () => `data:image/png;base64,${Buffer.from(makeDamagePhotoPng({ seed: 3 })).toString('base64')}`;

  async function download(fileId: number, nodeId: string): Promise<Buffer> {
    const response = await get().makler.inject({
      method: 'GET',
      url: `/download_service/docInfo?nodeId=${nodeId}&idFile=${fileId}`,
    });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  }

  function multipart(name: string, content: Buffer) {
    const boundary = '----mwsignboundary';
    return {
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  return { findDoc, signAction, workspace, prepare, session, signWith, tokenOf, png, download, multipart };
}
