import type { DokumentNodePage, DokumentNodes, DokumentRow } from '@maklerwerk/domain';
import { expect } from 'vitest';
import { api } from '../../test/lookups';
import type { Client } from '../../test/test-app';

// The requests of the document archive's route tests (dokument.routes.test.ts, dokument-download.routes.test.ts,
// dokument-formular.routes.test.ts): each test file builds its own app and passes its logins in.

export const nodes = (c: Client, query: string) =>
  c.inject({ method: 'GET', url: api(`/dokumentenarchiv/nodes?${query}`) });
export const page = async (c: Client, query: string) => {
  const response = await c.inject({ method: 'GET', url: api(`/dokumentenarchiv/documents?${query}`) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DokumentNodePage>();
};
export const allRows = async (c: Client, query: string) => {
  const first = await page(c, `${query}&limit=100`);
  return first.documents;
};
export const byName = (rows: DokumentRow[], bezeichnung: string) => {
  const row = rows.find((r) => r.bezeichnung === bezeichnung);
  if (!row) {
    throw new Error(`no document ${bezeichnung}`);
  }
  return row;
};
export const download = (c: Client, row: { nodeId: string; fileId: number }) =>
  c.inject({ method: 'GET', url: `/download_service/docInfo?nodeId=${row.nodeId}&idFile=${row.fileId}` });
export const act = (c: Client, row: DokumentRow, action: string, extra: Record<string, unknown> = {}) =>
  c.inject({
    method: 'POST',
    url: api('/dokumentenarchiv/executeAction'),
    payload: { action, nodeId: row.nodeId, documentId: row.id, ...extra },
  });

/** The folder counts the trigger keeps match a counting query (a filter that keeps everything), page by page. */
export async function expectCountsKeptByTrigger(client: Client, contractId: number) {
  const kept = (await nodes(client, `scope=vertrag&id=${contractId}`)).json<DokumentNodes>();
  // A filter that keeps everything makes the server count the rows instead.
  const counted = (await nodes(client, `scope=vertrag&id=${contractId}&fromDate=1900-01-01`)).json<DokumentNodes>();
  expect(kept.nodes).toEqual(counted.nodes);
  for (const node of kept.nodes) {
    const first = await page(client, `scope=vertrag&id=${contractId}&nodeId=${node.nodeId}`);
    expect(first.numberOfRecords).toBe(node.numberOfRecords);
  }
}
