import type { DokumentNodePage, DokumentRow } from '@maklerwerk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokers, contracts, damageReports } from '../../db/schema';
import { api, contractIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

// Its own database: the tests move a contract out of the broker's structure and remove a damage report.
let t: TestApp;
let makler: Client;
let kunde: Client;
let kfId: number;

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde] = await Promise.all([loginAs(t.app, 'makler'), loginAs(t.app, 'kunde')]);
  kfId = await contractIdByNummer(makler, 'KF-4711-0815');
});
afterAll(async () => {
  await t.close();
});

const list = (c: Client, query: string) =>
  c.inject({ method: 'GET', url: api(`/dokumentenarchiv/documents?${query}`) });
const page = async (c: Client, query: string) => {
  const response = await list(c, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DokumentNodePage>();
};
const row = (p: DokumentNodePage, bezeichnung: string): DokumentRow => {
  const found = p.documents.find((r) => r.bezeichnung === bezeichnung);
  if (!found) {
    throw new Error(`no document ${bezeichnung}`);
  }
  return found;
};
describe('document archive: limit of a call (vertrag-details.md §9: 200 per call)', () => {
  it('answers up to 200 documents per call and refuses more; other lists keep their limit', async () => {
    const p = await page(makler, `scope=vertrag&id=${kfId}&nodeId=VERTRAGSUNTERLAGEN&offset=0&limit=200`);
    expect(p.limit).toBe(200);
    expect(p.numberOfPages).toBe(1);
    expect(p.documents).toHaveLength(22);
    const over = await list(makler, `scope=vertrag&id=${kfId}&nodeId=VERTRAGSUNTERLAGEN&limit=201`);
    expect(over.statusCode).toBe(400);
    expect(over.json().fieldErrors).toEqual({ limit: 'Ungültige Seitenangabe.' });
    const posteingang = await makler.inject({ method: 'GET', url: api('/dokumentenarchiv/posteingang?limit=200') });
    expect(posteingang.statusCode).toBe(400);
    const insurances = await makler.inject({ method: 'GET', url: api('/insurances?limit=200') });
    expect(insurances.statusCode).toBe(400);
  });
});

describe('document archive: claim number and shared-with-customer status', () => {
  it('links the claim number where the user may open the damage report', async () => {
    const p = await page(makler, `scope=vertrag&id=${kfId}&nodeId=SCHADENSUNTERLAGEN`);
    const foto = row(p, 'Foto Heckschaden');
    expect(foto.schadennr).toBe('KS-2025-0107');
    expect(foto.schadenSichtbar).toBe(true);
    expect(foto.vertragId).toBe(kfId);
    // The report opens at the link's address.
    const report = await makler.inject({ method: 'GET', url: api(`/schadensmeldungen/${foto.schadenId}`) });
    expect(report.statusCode).toBe(200);
  });

  it('carries the shared-with-customer value for the office, not for the customer', async () => {
    const p = await page(makler, `scope=vertrag&id=${kfId}&nodeId=VERTRAGSUNTERLAGEN&limit=100`);
    const released = p.documents.filter((r) => r.kundenFreigabe);
    const kept = p.documents.filter((r) => !r.kundenFreigabe);
    expect(released.length).toBeGreaterThan(0);
    expect(kept.length).toBeGreaterThan(0);
    expect(new Set(released.map((r) => r.kundeTeilen))).toEqual(new Set(['MIT_KUNDE_TEILEN']));
    expect(new Set(kept.map((r) => r.kundeTeilen))).toEqual(new Set(['NICHT_MIT_KUNDE_TEILEN']));
    const own = await page(kunde, `scope=vertrag&id=${kfId}&nodeId=VERTRAGSUNTERLAGEN&limit=100`);
    expect(own.documents.length).toBeGreaterThan(0);
    expect(own.documents.every((r) => r.kundeTeilen === null)).toBe(true);
  });

  it("does not link a contract's report outside the broker's structure (the customer's archive still lists it)", async () => {
    const [contract] = await t.database.db.select().from(contracts).where(eq(contracts.id, kfId));
    if (!contract) {
      throw new Error('no contract KF-4711-0815');
    }
    const customerId = contract.customerId;
    const [other] = await t.database.db
      .insert(brokers)
      .values({ vermittlernummer: '99001', art: 'FK', name: 'Fremdmakler' })
      .returning();
    const before = await page(makler, `scope=kunde&id=${customerId}&nodeId=SCHADENSUNTERLAGEN`);
    expect(row(before, 'Foto Heckschaden').schadenSichtbar).toBe(true);
    await t.database.db
      .update(contracts)
      .set({ brokerId: other?.id ?? 0 })
      .where(eq(contracts.id, kfId));
    try {
      const after = await page(makler, `scope=kunde&id=${customerId}&nodeId=SCHADENSUNTERLAGEN`);
      const foto = row(after, 'Foto Heckschaden');
      expect(foto.schadennr).toBe('KS-2025-0107');
      expect(foto.schadenSichtbar).toBe(false);
    } finally {
      await t.database.db.update(contracts).set({ brokerId: contract.brokerId }).where(eq(contracts.id, kfId));
    }
  });

  it('does not link a removed damage report', async () => {
    const p = await page(makler, `scope=vertrag&id=${kfId}&nodeId=SCHADENSUNTERLAGEN`);
    const schadenId = row(p, 'Foto Heckschaden').schadenId ?? 0;
    await t.database.db
      .update(damageReports)
      .set({ removedAt: new Date().toISOString() })
      .where(eq(damageReports.id, schadenId));
    const after = await page(makler, `scope=vertrag&id=${kfId}&nodeId=SCHADENSUNTERLAGEN`);
    expect(row(after, 'Foto Heckschaden').schadenSichtbar).toBe(false);
  });
});
