import { type KundeFormulare, PAGE_MESSAGE } from '@maklerwerk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, customerIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

// GET /customers/{id}/formulare: the card 'Formulare und Beratung' of the customer page (issue 16).

let t: TestApp;
let makler: Client;
let kunde: Client;
let lesend: Client;
let vermittler: Client;
let erikaId: number;
let hansId: number;
let lesendKundeId: number;
let vermittlerKundeId: number;

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, lesend, vermittler] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'lesend'),
    loginAs(t.app, 'vermittler'),
  ]);
  erikaId = await customerIdByNummer(makler, 'HR-55501');
  hansId = await customerIdByNummer(makler, 'PH-1000200');
  lesendKundeId = await firstCustomerOf(lesend);
  vermittlerKundeId = await firstCustomerOf(vermittler);
});
afterAll(async () => {
  await t.close();
});

/** The customer of the first contract a login sees. */
async function firstCustomerOf(client: Client): Promise<number> {
  const res = await client.inject({ method: 'GET', url: api('/insurances?limit=1') });
  const id = res.json<{ items: { kunde: { id: number } }[] }>().items[0]?.kunde.id;
  if (id === undefined) {
    throw new Error('the login sees no customer');
  }
  return id;
}

const list = (client: Client, customerId: number | string, query = '') =>
  client.inject({ method: 'GET', url: api(`/customers/${customerId}/formulare${query}`) });

async function newForm(formGroupPath: string, formPath: string, kundeId: number): Promise<number> {
  const res = await makler.inject({
    method: 'POST',
    url: api('/formulare'),
    payload: { formGroupPath, formPath, kundeId },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number }>().id;
}

describe('Formulare eines Kunden', () => {
  it("lists Erika Mustermann's demo forms newest first, with contract, status and what may be created", async () => {
    const res = await list(makler, erikaId);
    expect(res.statusCode).toBe(200);
    const body = res.json<KundeFormulare>();
    expect(body).toMatchObject({ offset: 0, limit: 20, canCreate: true });
    const ids = body.items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const hausrat = body.items.find((i) => i.formPath === 'hausratAntrag');
    expect(hausrat).toMatchObject({
      antragTyp: 'ANTRAG',
      formGroupPath: 'VERSICHERUNG',
      label: 'Hausrat-Antrag',
      status: 'OFFEN',
      anlegerprofilStatus: null,
      vertragsnummer: 'HR-55501',
      finishedAt: null,
      documentId: null,
    });
    expect(hausrat?.contractId).toEqual(expect.any(Number));
    expect(Number.isNaN(Date.parse(hausrat?.createdAt ?? ''))).toBe(false);
    const profil = body.items.find((i) => i.antragTyp === 'ANLEGERPROFIL');
    expect(profil).toMatchObject({
      status: 'ANTRAG_ORDNUNG',
      anlegerprofilStatus: 'BESTATIGT_PENDING',
      contractId: null,
      vertragsnummer: null,
    });
    expect(profil?.documentId).toEqual(expect.any(Number));
    expect(profil?.finishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(body.total).toBe(body.items.length);
    // An application needs a contract: 'Neues Formular' offers the others (both investor-profile tracks).
    expect(body.neueFormulare.map((f) => `${f.antragTyp} ${f.formPath}`).sort()).toEqual([
      'ANLEGERPROFIL anlegerprofil',
      'ANLEGERPROFIL anlegerprofilWK',
      'BERATUNGSDOKUMENTATION beratungsdokumentationVersicherungen',
      'BERATUNGSDOKUMENTATION beratungsprotokoll',
      'BESCHWERDE beschwerde',
    ]);
  });

  it("another broker's customer is 404 before anything else", async () => {
    // The agent's structure is not the broker's: each is 404 for the other.
    const foreign = await list(makler, vermittlerKundeId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe('Der Kunde wurde nicht gefunden.');
    expect((await list(vermittler, erikaId)).statusCode).toBe(404);
    expect((await list(vermittler, vermittlerKundeId)).statusCode).toBe(200);
    // The read-only broker's structure lies below the broker's, not the other way round.
    expect((await list(lesend, erikaId)).statusCode).toBe(404);
    expect((await list(makler, 2_000_000_000)).statusCode).toBe(404);
  });

  it('a customer login sees only his own forms, read-only', async () => {
    const own = await list(kunde, erikaId);
    expect(own.statusCode).toBe(200);
    const body = own.json<KundeFormulare>();
    expect(body.canCreate).toBe(false);
    expect(body.items.map((i) => i.formPath)).toContain('hausratAntrag');
    const office = (await list(makler, erikaId)).json<KundeFormulare>();
    expect(body.items.map((i) => i.id)).toEqual(office.items.map((i) => i.id));
    expect((await list(kunde, hansId)).statusCode).toBe(404);
  });

  it('a read-only login lists the forms of his customers but may not create any', async () => {
    const res = await list(lesend, lesendKundeId);
    expect(res.statusCode).toBe(200);
    expect(res.json<KundeFormulare>()).toMatchObject({ canCreate: false, offset: 0, limit: 20 });
  });

  it('pages on the server, newest first across the pages', async () => {
    const created = [
      await newForm('VERSICHERUNG', 'beratungsdokumentationVersicherungen', hansId),
      await newForm('VV', 'beschwerde', hansId),
      await newForm('ANLAGE', 'anlegerprofil', hansId),
    ];
    const first = (await list(makler, hansId, '?offset=0&limit=2')).json<KundeFormulare>();
    expect(first.items.map((i) => i.id)).toEqual([created[2], created[1]]);
    expect(first).toMatchObject({ offset: 0, limit: 2 });
    expect(first.total).toBeGreaterThanOrEqual(3);
    const second = (await list(makler, hansId, '?offset=2&limit=2')).json<KundeFormulare>();
    expect(second.items[0]?.id).toBe(created[0]);
    expect(second.total).toBe(first.total);
    expect(first.items[1]).toMatchObject({ antragTyp: 'BESCHWERDE', status: 'OFFEN', contractId: null });
    const past = (await list(makler, hansId, `?offset=${first.total}`)).json<KundeFormulare>();
    expect(past.items).toEqual([]);
  });

  it('a bad page or id is 400 with a German message', async () => {
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=abc', 'limit'],
      ['?offset=-1', 'offset'],
      ['?offset=1e3', 'offset'],
    ] as const) {
      const res = await list(makler, erikaId, query);
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ message: string; fieldErrors: Record<string, string> }>();
      expect(body.message, query).toBe('Die Eingaben sind ungültig. Bitte prüfen Sie die markierten Felder.');
      expect(body.fieldErrors[field], query).toBe(PAGE_MESSAGE);
    }
    expect((await list(makler, 'abc')).statusCode).toBe(400);
  });
});
