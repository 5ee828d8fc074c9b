import type { ContractList, DokumentNodeId, DokumentNodePage, DokumentRow } from '@maklerwerk/domain';
import type { Client } from './test-app';

/** The id of a contract by its policy number, looked up through the API as the given client. */
export async function contractIdByNummer(client: Client, nummer: string): Promise<number> {
  const response = await client.inject({
    method: 'GET',
    url: `/MSC3/restful/insurances?limit=100&search=${encodeURIComponent(nummer)}`,
  });
  const item = response.json<ContractList>().items.find((i) => i.nummer === nummer);
  if (!item) {
    throw new Error(`no contract ${nummer}`);
  }
  return item.id;
}

export const api = (path: string) => `/MSC3/restful${path}`;

/** Several contract ids at once, in the order of the numbers. */
export async function contractIds<const T extends readonly string[]>(
  client: Client,
  nummern: T,
): Promise<{ -readonly [K in keyof T]: number }> {
  return (await Promise.all(nummern.map((n) => contractIdByNummer(client, n)))) as { -readonly [K in keyof T]: number };
}

/** The customer id of a contract's customer, by the contract's policy number. */
export async function customerIdByNummer(client: Client, nummer: string): Promise<number> {
  const response = await client.inject({
    method: 'GET',
    url: `/MSC3/restful/insurances?limit=100&search=${encodeURIComponent(nummer)}`,
  });
  const item = response.json<ContractList>().items.find((i) => i.nummer === nummer);
  if (!item) {
    throw new Error(`no contract ${nummer}`);
  }
  return item.kunde.id;
}

/** A document of a contract's folder by its name, looked up through the API as the given client. */
export async function documentByName(
  client: Client,
  nummer: string,
  nodeId: DokumentNodeId,
  bezeichnung: string,
): Promise<DokumentRow> {
  const id = await contractIdByNummer(client, nummer);
  const page = (
    await client.inject({
      method: 'GET',
      url: api(`/dokumentenarchiv/documents?scope=vertrag&id=${id}&nodeId=${nodeId}&limit=100`),
    })
  ).json<DokumentNodePage>();
  const row = page.documents.find((d) => d.bezeichnung === bezeichnung);
  if (!row) {
    throw new Error(`no document ${bezeichnung}`);
  }
  return row;
}
