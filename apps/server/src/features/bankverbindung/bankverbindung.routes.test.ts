import { type Bankverbindung, type ContractList, STANDARD_REQUIRED_MESSAGE } from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let erikaId: number;
let hansId: number;
let kfId: number;
beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde] = await Promise.all([loginAs(t.app, 'makler'), loginAs(t.app, 'kunde')]);
  const contractOf = async (nummer: string) =>
    (await makler.inject({ method: 'GET', url: api(`/insurances?search=${nummer}`) })).json<ContractList>().items[0]!;
  const [kf, ph] = await Promise.all([contractOf('KF-4711-0815'), contractOf('PH-1000200')]);
  [erikaId, hansId, kfId] = [kf.kunde.id, ph.kunde.id, kf.id];
});
afterAll(async () => {
  await t.close();
});

const url = (customerId: number, id?: number) =>
  api(`/customers/${customerId}/bankverbindungen${id === undefined ? '' : `/${id}`}`);
const list = async (client: Client, customerId: number) =>
  (await client.inject({ method: 'GET', url: url(customerId) })).json<Bankverbindung[]>();
const log = async (customerId: number) =>
  (
    await makler.inject({ method: 'GET', url: api(`/changelog?recordType=bankverbindung&recordId=${customerId}`) })
  ).json<{ oldValue: string | null; newValue: string | null }[]>();
const defaults = async (customerId: number) =>
  Number(
    (
      await t.database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM bank_accounts WHERE customer_id = ${customerId} AND is_default`,
      )
    ).rows[0]?.n,
  );
const formOf = (b: Bankverbindung) => ({
  kontoinhaber: b.kontoinhaber,
  iban: b.iban,
  bic: b.bic,
  bank: b.bank,
  standard: b.standard,
  version: b.version,
});

const ing = { kontoinhaber: 'Erika Mustermann', iban: 'de12 5001-0517.0648 4898 90', bic: 'ingddeffxxx', bank: 'ING' };

describe('bank accounts of a customer', () => {
  it("lists Erika's demo account as the default", async () => {
    expect(await list(makler, erikaId)).toMatchObject([
      {
        kontoinhaber: 'Erika Mustermann',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        bank: 'Commerzbank',
        standard: true,
        version: 1,
      },
    ]);
  });

  it('adds an account in the electronic format; a new default unsets the old one in the same change', async () => {
    const added = await makler.inject({ method: 'POST', url: url(erikaId), payload: ing });
    expect(added.statusCode).toBe(200);
    expect(added.json<Bankverbindung>()).toMatchObject({
      iban: 'DE12500105170648489890',
      bic: 'INGDDEFFXXX',
      standard: false,
    });
    const [commerzbank, ingAccount] = await list(makler, erikaId);
    const made = await makler.inject({
      method: 'PUT',
      url: url(erikaId, ingAccount!.id),
      payload: { ...formOf(ingAccount!), standard: true },
    });
    expect(made.json<Bankverbindung>()).toMatchObject({ standard: true, version: 2 });
    const after = await list(makler, erikaId);
    expect(after.map((b) => [b.bank, b.standard, b.version])).toEqual([
      ['ING', true, 2],
      ['Commerzbank', false, commerzbank!.version + 1],
    ]);
    expect(await defaults(erikaId)).toBe(1);
    expect((await log(erikaId)).map((r) => [r.oldValue, r.newValue])).toEqual([
      [null, 'Erika Mustermann · DE12 5001 0517 0648 4898 90 (ING) · INGDDEFFXXX'],
      [
        'Erika Mustermann · DE89 3704 0044 0532 0130 00 (Commerzbank) · COBADEFFXXX · Standard',
        'Erika Mustermann · DE89 3704 0044 0532 0130 00 (Commerzbank) · COBADEFFXXX',
      ],
      [
        'Erika Mustermann · DE12 5001 0517 0648 4898 90 (ING) · INGDDEFFXXX',
        'Erika Mustermann · DE12 5001 0517 0648 4898 90 (ING) · INGDDEFFXXX · Standard',
      ],
    ]);
  });

  it('does not switch the default off, answers 409 on a stale version, and changes nothing', async () => {
    const before = await list(makler, erikaId);
    const standard = before[0]!;
    const off = await makler.inject({
      method: 'PUT',
      url: url(erikaId, standard.id),
      payload: { ...formOf(standard), standard: false },
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().fieldErrors).toEqual({ standard: STANDARD_REQUIRED_MESSAGE });
    const stale = await makler.inject({
      method: 'PUT',
      url: url(erikaId, standard.id),
      payload: { ...formOf(standard), bank: 'ING-DiBa', version: standard.version - 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(await list(makler, erikaId)).toEqual(before);
  });

  it('refuses an IBAN with a wrong check digit with the German reason, saving nothing', async () => {
    const before = await list(makler, erikaId);
    const logBefore = await log(erikaId);
    const wrong = await makler.inject({
      method: 'POST',
      url: url(erikaId),
      payload: { ...ing, iban: 'DE13 5001 0517 0648 4898 90' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({
      iban: 'Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe auf Tippfehler.',
    });
    const changed = await makler.inject({
      method: 'PUT',
      url: url(erikaId, before[1]!.id),
      payload: { ...formOf(before[1]!), iban: 'DE88370400440532013000', bic: 'COBADEFF' },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().fieldErrors.iban).toMatch(/Prüfziffer stimmt nicht/);
    const badBic = await makler.inject({ method: 'POST', url: url(erikaId), payload: { ...ing, bic: 'ING' } });
    expect(badBic.json().fieldErrors.bic).toMatch(/^Die BIC ist ungültig/);
    expect(await list(makler, erikaId)).toEqual(before);
    expect(await log(erikaId)).toEqual(logBefore);
  });

  it("makes a customer's first account the default, and the oldest remaining one when the default is deleted", async () => {
    const first = await makler.inject({
      method: 'POST',
      url: url(hansId),
      payload: { kontoinhaber: 'Hans Beispiel', iban: 'AT611904300234573201', bic: 'BKAUATWW', standard: false },
    });
    expect(first.json<Bankverbindung>().standard).toBe(true);
    const second = (
      await makler.inject({
        method: 'POST',
        url: url(hansId),
        payload: { kontoinhaber: 'Hans Beispiel', iban: 'DE02120300000000202051', bank: 'DKB', standard: true },
      })
    ).json<Bankverbindung>();
    expect((await list(makler, hansId)).map((b) => [b.iban, b.standard])).toEqual([
      ['DE02120300000000202051', true],
      ['AT611904300234573201', false],
    ]);
    const deleted = await makler.inject({ method: 'DELETE', url: url(hansId, second.id) });
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await list(makler, hansId)).map((b) => [b.iban, b.standard])).toEqual([['AT611904300234573201', true]]);
    expect((await makler.inject({ method: 'DELETE', url: url(hansId, second.id) })).statusCode).toBe(404);
  });

  it("lets the customer keep his own accounts; another customer's are 404; a read-only login gets READ_ONLY", async () => {
    expect((await list(kunde, erikaId)).length).toBe(2);
    expect((await kunde.inject({ method: 'GET', url: url(hansId) })).statusCode).toBe(404);
    const hansAccount = (await list(makler, hansId))[0]!;
    const foreign = await kunde.inject({
      method: 'PUT',
      url: url(hansId, hansAccount.id),
      payload: formOf(hansAccount),
    });
    expect(foreign.statusCode).toBe(404);
    // An account id of another customer under Erika's id is not found either.
    const crossed = await makler.inject({ method: 'DELETE', url: url(erikaId, hansAccount.id) });
    expect(crossed.statusCode).toBe(404);
    const lesend = await loginAs(t.app, 'lesend');
    const own = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json<ContractList>();
    const refused = await lesend.inject({ method: 'POST', url: url(own.items[0]!.kunde.id), payload: ing });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('READ_ONLY');
  });

  it("offers the customer's accounts in the contract's Bankverbindung field", async () => {
    const form = (await makler.inject({ method: 'GET', url: api(`/insurances/${kfId}/allgemeine`) })).json<{
      fields: { key: string; type: string; options: { value: string }[] | null }[];
    }>();
    const field = form.fields.find((f) => f.key === 'bankverbindung');
    expect(field?.type).toBe('autocomplete');
    expect(field?.options?.map((o) => o.value)).toEqual([
      'DE12 5001 0517 0648 4898 90 (ING)',
      'DE89 3704 0044 0532 0130 00 (Commerzbank)',
    ]);
  });
});
