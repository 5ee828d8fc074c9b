import type { AnsprechpartnerList, ContractDetails, GesellschaftInfo } from '@maklerwerk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, contractIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let huk: number;
let axa: number;
beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde] = await Promise.all([loginAs(t.app, 'makler'), loginAs(t.app, 'kunde')]);
  const companyOf = async (nummer: string) => {
    const id = await contractIdByNummer(makler, nummer);
    return (await makler.inject({ method: 'GET', url: api(`/insurances/${id}/details`) })).json<ContractDetails>()
      .gesellschaftId;
  };
  [huk, axa] = await Promise.all([companyOf('KF-4711-0815'), companyOf('PH-1000200')]);
});
afterAll(async () => {
  await t.close();
});

const contacts = async (client: Client, id: number, query = '') =>
  (
    await client.inject({ method: 'GET', url: api(`/gesellschaften/${id}/ansprechpartner${query}`) })
  ).json<AnsprechpartnerList>();

describe('company info', () => {
  it('answers address and broker numbers', async () => {
    const response = await kunde.inject({ method: 'GET', url: api(`/gesellschaften/${huk}`) });
    expect(response.statusCode).toBe(200);
    expect(response.json<GesellschaftInfo>()).toMatchObject({
      kurzname: 'HUK-COBURG',
      plz: '96450',
      ort: 'Coburg',
      strasse: 'Bahnhofsplatz',
      vermittlerNummer: '4711-10001',
      hauptNummer: '4711-00000',
      canCreateAnsprechpartner: false,
    });
    expect(
      (await makler.inject({ method: 'GET', url: api(`/gesellschaften/${huk}`) })).json().canCreateAnsprechpartner,
    ).toBe(true);
  });

  it('answers 404 to a customer for a company without his contracts', async () => {
    expect((await kunde.inject({ method: 'GET', url: api(`/gesellschaften/${axa}`) })).statusCode).toBe(404);
    expect(
      (await kunde.inject({ method: 'GET', url: api(`/gesellschaften/${axa}/ansprechpartner.pdf`) })).statusCode,
    ).toBe(404);
    expect((await makler.inject({ method: 'GET', url: api(`/gesellschaften/${axa}`) })).statusCode).toBe(200);
  });

  it('pages the contact persons, 20 per page', async () => {
    const first = await contacts(makler, huk);
    expect(first.items).toHaveLength(20);
    expect(first.total).toBeGreaterThanOrEqual(21);
    const second = await contacts(makler, huk, '?offset=20');
    expect(second.items.length).toBe(first.total - 20);
    expect(first.items[0]).toMatchObject({ typ: expect.any(String), editable: false });
    expect(first.items[0]?.telefon).toMatch(/^0\d+ \d+$/);
  });

  it('creates a contact for a broker and refuses a customer and a read-only login', async () => {
    const missing = await makler.inject({
      method: 'POST',
      url: api(`/gesellschaften/${huk}/ansprechpartner`),
      payload: { name: ' ', email: 'kein-mail' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      name: 'Bitte geben Sie einen Namen an.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    });
    const created = await makler.inject({
      method: 'POST',
      url: api(`/gesellschaften/${huk}/ansprechpartner`),
      payload: {
        name: 'Ärzte-Service Özdemir',
        typ: 'Maklerbetreuer',
        email: 'oe@huk-coburg.example',
        telefon: '030 23125999',
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: 'Ärzte-Service Özdemir', editable: true, mobil: null });
    const byCustomer = await kunde.inject({
      method: 'POST',
      url: api(`/gesellschaften/${huk}/ansprechpartner`),
      payload: { name: 'Kunde' },
    });
    expect(byCustomer.statusCode).toBe(403);
    const lesend = await loginAs(t.app, 'lesend');
    const readOnly = await lesend.inject({
      method: 'POST',
      url: api(`/gesellschaften/${huk}/ansprechpartner`),
      payload: { name: 'Lesend' },
    });
    expect(readOnly.json().code).toBe('READ_ONLY');
  });

  it('delivers the contacts as a PDF with umlauts', async () => {
    const response = await makler.inject({ method: 'GET', url: api(`/gesellschaften/${huk}/ansprechpartner.pdf`) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('attachment; filename="Ansprechpartner-HUK-COBURG.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(2000);
    const anonymous = await t.app.inject({ method: 'GET', url: api(`/gesellschaften/${huk}/ansprechpartner.pdf`) });
    expect(anonymous.statusCode).toBe(401);
  });
});
