import { compactSearchText, QUICK_SEARCH_LIMIT, type QuickSearchResult } from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedQueryKeys } from '../../db/named-statement';
import { ERIKA_KUNDENNR, HANS_KUNDENNR } from '../../demo/named-records';
import { api } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let intern: Client;
let makler: Client;
let vermittler: Client;
let kunde: Client;

beforeAll(async () => {
  t = await createTestApp();
  [intern, makler, vermittler, kunde] = await Promise.all([
    loginAs(t.app, 'intern'),
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'vermittler'),
    loginAs(t.app, 'kunde'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const url = (searchParam: string) => api(`/QuickSearch/getQuickSearch?searchParam=${encodeURIComponent(searchParam)}`);

async function search(client: Client, searchParam: string): Promise<QuickSearchResult> {
  const response = await client.inject({ method: 'GET', url: url(searchParam) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QuickSearchResult>();
}

const kundennrn = (r: QuickSearchResult) => r.cusomers.map((c) => c.kundennr);
const nummern = (r: QuickSearchResult) => r.contracts.map((c) => c.nummer);

describe('GET /QuickSearch/getQuickSearch', () => {
  it('answers the spec shape: `cusomers` (sic) with customerID, firstName, lastName, email, and contracts', async () => {
    const response = await intern.inject({ method: 'GET', url: url('Mustermann') });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['contracts', 'cusomers']);
    const result = body as QuickSearchResult;
    const erika = result.cusomers.find((c) => c.kundennr === ERIKA_KUNDENNR);
    expect(erika).toMatchObject({
      customerID: expect.any(Number),
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'erika.mustermann@example.com',
    });
    // A name finds customers, not their contracts: contract hits are by number and plate only.
    expect(result.contracts).toEqual([]);
  });

  it.each([
    ['last name', 'Beispiel'],
    ['Kundennr', HANS_KUNDENNR],
    ['city', 'münchen'],
    ['e-mail', 'hans.beispiel@'],
    ['phone', '089 99998201'],
  ])('finds a customer by %s', async (_, text) => {
    expect(kundennrn(await search(intern, text))).toContain(HANS_KUNDENNR);
  });

  it.each([
    ['the policy number', 'KF-4711-0815'],
    ['part of the policy number, without hyphens', '47110815'],
    ['the Kennzeichen as written', 'B-EM 1234'],
    ['the Kennzeichen compact, any case', 'bem1234'],
  ])('finds a contract by %s, with its customer', async (_, text) => {
    const result = await search(makler, text);
    const hit = result.contracts.find((c) => c.nummer === 'KF-4711-0815');
    expect(hit).toMatchObject({
      kennzeichen: 'B-EM 1234',
      kunde: { kundennr: ERIKA_KUNDENNR, name: 'Erika Mustermann' },
      gesellschaft: 'HUK-COBURG',
    });
    expect(hit?.sparte).toEqual(expect.any(String));
  });

  it('searches from 3 characters on: shorter answers empty lists without searching', async () => {
    for (const text of ['', 'M', 'Mu', '  Mu  ', '1-2']) {
      expect(await search(intern, text), JSON.stringify(text)).toEqual({ cusomers: [], contracts: [] });
    }
    expect((await search(intern, 'Mus')).cusomers.length).toBeGreaterThan(0);
  });

  it(`answers at most ${QUICK_SEARCH_LIMIT} hits per group`, async () => {
    const result = await search(intern, 'example.com');
    expect(result.cusomers).toHaveLength(QUICK_SEARCH_LIMIT);
    // '202' stands in more than ten policy numbers of the Demo-Bestand.
    const contracts = await search(intern, '202');
    expect(contracts.contracts).toHaveLength(QUICK_SEARCH_LIMIT);
    expect(
      contracts.contracts.every((c) => compactSearchText(`${c.nummer} ${c.kennzeichen ?? ''}`).includes('202')),
    ).toBe(true);
  });

  it('keeps to the data scope: a customer finds himself and his contracts only', async () => {
    const own = await search(kunde, 'example.com');
    expect(kundennrn(own)).toEqual([ERIKA_KUNDENNR]);
    expect(kundennrn(await search(kunde, 'Beispiel'))).toEqual([]);
    expect(kundennrn(await search(kunde, HANS_KUNDENNR))).toEqual([]);
    expect(nummern(await search(kunde, 'B-EM 1234'))).toEqual(['KF-4711-0815']);
    const hans = await t.database.db.execute<{ nummer: string }>(
      sql`SELECT c.nummer FROM contracts c JOIN customers k ON k.id = c.customer_id WHERE k.kundennr = ${HANS_KUNDENNR} LIMIT 1`,
    );
    const hansNummer = hans.rows[0]?.nummer ?? '';
    expect(nummern(await search(intern, hansNummer))).toContain(hansNummer);
    expect(nummern(await search(kunde, hansNummer))).toEqual([]);
  });

  it("keeps to the data scope: an agent does not find another structure's customers or contracts", async () => {
    expect(kundennrn(await search(vermittler, 'Mustermann'))).not.toContain(ERIKA_KUNDENNR);
    expect(nummern(await search(vermittler, 'KF-4711-0815'))).toEqual([]);
    expect(kundennrn(await search(makler, 'Mustermann'))).toContain(ERIKA_KUNDENNR);
  });

  it('refuses bad input with a German message, never a 500', async () => {
    const missing = await intern.inject({ method: 'GET', url: api('/QuickSearch/getQuickSearch') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.searchParam).toBe('Bitte geben Sie einen Suchbegriff ein.');
    const long = await intern.inject({ method: 'GET', url: url('x'.repeat(101)) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.searchParam).toBe('Der Suchbegriff darf höchstens 100 Zeichen lang sein.');
    const nul = await intern.inject({ method: 'GET', url: url('abc\u0000def') });
    expect(nul.statusCode).toBe(400);
    for (const text of ['%%%', '___', "'; --", '\\\\\\', '((((']) {
      expect(await search(intern, text), text).toEqual({ cusomers: [], contracts: [] });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: url('Mustermann') });
    expect(anonymous.statusCode).toBe(401);
  });

  it('folds a number or plate exactly as the database does', async () => {
    for (const text of ['B-EM 1234', 'KF-4711/08.15', 'M-ÜÖ 12', 'Ab\tC d']) {
      const rows = await t.database.db.execute<{ c: string }>(sql`SELECT mw_search_compact(${text}) AS c`);
      expect(rows.rows[0]?.c, text).toBe(compactSearchText(text));
    }
  });
});

describe('statements built once (docs/decisions/0036)', () => {
  it('builds each statement once per shape (scope, number of words), whoever searches for what', async () => {
    const keys = () => cachedQueryKeys(t.database.db).filter((k) => k.includes('|quick_'));
    for (const client of [intern, makler, kunde]) {
      for (const term of ['Mustermann', 'KF-4711', '0815', 'Erika Muster']) {
        await search(client, term);
      }
    }
    const built = keys();
    // One statement per kind of scope: everything, a broker structure, a customer's own records.
    for (const [kind, scope] of [
      ['all', 'true and'],
      ['structure', '"broker_id" in'],
      ['customer', '"customers"."id" = $1'],
    ]) {
      expect(
        built.some((k) => k.includes('|quick_customers|') && k.includes(scope as string)),
        kind,
      ).toBe(true);
    }
    // Other users of the same kinds and other words of the same shapes build nothing new …
    for (const client of [vermittler, intern, kunde]) {
      for (const term of ['Schmidt', 'HR-5550', '4712', 'Hans Muster']) {
        await search(client, term);
      }
    }
    expect(keys()).toEqual(built);
    // … and each still finds within his own scope, whichever request built the statement.
    expect(kundennrn(await search(kunde, 'Mustermann'))).toEqual([ERIKA_KUNDENNR]);
    // Internal staff find every customer: the first ten by name, as plain SQL finds them.
    const everyone = await t.database.db.execute<{ kundennr: string }>(sql`
      SELECT kundennr FROM customers WHERE search_text LIKE '%mann%' ORDER BY name_sort, id LIMIT ${QUICK_SEARCH_LIMIT}`);
    expect(everyone.rows.length).toBeGreaterThan(1);
    expect(kundennrn(await search(intern, 'mann'))).toEqual(everyone.rows.map((r) => r.kundennr));
  });
});

describe('many matches', () => {
  it('answers the first ten by name whether a few hundred or thousands of customers match', async () => {
    const expectFirstTen = async (word: string) => {
      const expected = await t.database.db.execute<{ kundennr: string }>(sql`
        SELECT kundennr FROM customers WHERE search_text LIKE ${`%${word}%`} ORDER BY name_sort, id LIMIT ${QUICK_SEARCH_LIMIT}`);
      expect(kundennrn(await search(intern, word)), word).toEqual(expected.rows.map((r) => r.kundennr));
    };
    // 300 matches are collected and sorted; 2 100 are more than that, and the name index is walked.
    await t.database.db.execute(sql`
      INSERT INTO customers (kundennr, broker_id, vorname, name)
      SELECT 'QS-' || i, (SELECT min(id) FROM brokers), 'Quirin', CASE WHEN i <= 300 THEN 'Zettelmann ' ELSE 'Querbach ' END || (2400 - i)
      FROM generate_series(1, 2400) AS i`);
    await expectFirstTen('zettelmann');
    await expectFirstTen('querbach');
    await expectFirstTen('quirin');
  });
});
