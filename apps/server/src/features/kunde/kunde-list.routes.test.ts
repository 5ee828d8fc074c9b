import {
  type CustomerList,
  type CustomerListItem,
  customerSortKeys,
  formatCents,
  LIST_COUNT_CAP,
} from '@maklerwerk/domain';
import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateBenchData } from '../../../bench/generate';
import { ERIKA_KUNDENNR, HANS_KUNDENNR, MAKLER_NR, VERMITTLER_NR } from '../../demo/named-records';
import { api } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let intern: Client;
let makler: Client;
let vermittler: Client;
let kunde: Client;
let lesend: Client;

beforeAll(async () => {
  t = await createTestApp();
  [intern, makler, vermittler, kunde, lesend] = await Promise.all([
    loginAs(t.app, 'intern'),
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'vermittler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'lesend'),
  ]);
  // Empty and equal sort values, so that NULLS order and the id tie-break are walked too; a mobile number.
  await t.database.db.execute(sql`UPDATE customers SET ort = NULL WHERE id % 9 = 0`);
  await t.database.db.execute(sql`UPDATE customers SET mobil = '0171 5550123' WHERE kundennr = ${HANS_KUNDENNR}`);
});
afterAll(async () => {
  await t.close();
});

const get = (client: Client, query: string) => client.inject({ method: 'GET', url: api(`/customers?${query}`) });

async function list(client: Client, query: string): Promise<CustomerList> {
  const response = await get(client, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerList>();
}

/** Every page of a list along nextCursor. */
async function walk(client: Client, query: string, limit: number): Promise<CustomerListItem[]> {
  const items: CustomerListItem[] = [];
  let cursor: string | null = null;
  do {
    const page: CustomerList = await list(client, `${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

const ids = (items: { id: number }[]) => items.map((i) => i.id);
const kundennrn = (items: CustomerListItem[]) => items.map((i) => i.kundennr);

async function dbIds(where: SQL, order: SQL): Promise<number[]> {
  const rows = await t.database.db.execute<{ id: number }>(
    sql`SELECT c.id FROM customers c JOIN brokers b ON b.id = c.broker_id WHERE ${where} ORDER BY ${order}`,
  );
  return rows.rows.map((r) => Number(r.id));
}

const brokerNumbersOf = async (rootNr: string) => {
  const rows = await t.database.db.execute<{ nr: string }>(sql`
    WITH RECURSIVE s AS (SELECT id, vermittlernummer FROM brokers WHERE vermittlernummer = ${rootNr}
      UNION SELECT b.id, b.vermittlernummer FROM brokers b JOIN s ON b.parent_id = s.id)
    SELECT vermittlernummer AS nr FROM s`);
  return rows.rows.map((r) => r.nr);
};

describe('GET /customers: data scope as for contracts', () => {
  it('shows internal staff every customer', async () => {
    const all = await walk(intern, 'sort=kundennr:asc', 100);
    const count = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM customers`);
    expect(all).toHaveLength(Number(count.rows[0]?.n));
    expect((await list(intern, 'limit=1')).total).toBe(all.length);
  });

  it('shows a broker the customers of his structure and no others', async () => {
    const structure = await brokerNumbersOf(MAKLER_NR);
    expect(structure.length).toBeGreaterThan(1);
    const all = await walk(intern, 'sort=kundennr:asc', 100);
    const mine = await walk(makler, 'sort=kundennr:asc', 100);
    expect(kundennrn(mine)).toEqual(kundennrn(all.filter((c) => structure.includes(c.betreuer.vermittlernummer))));
    expect(kundennrn(mine)).toContain(ERIKA_KUNDENNR);
    expect(mine.length).toBeLessThan(all.length);
  });

  it('shows an agent his own structure only, a read-only broker his own customers', async () => {
    const agents = await brokerNumbersOf(VERMITTLER_NR);
    const theirs = await walk(vermittler, 'sort=name:asc', 100);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((c) => agents.includes(c.betreuer.vermittlernummer))).toBe(true);
    expect(kundennrn(theirs)).not.toContain(ERIKA_KUNDENNR);
    const readOnly = await walk(lesend, 'sort=name:asc', 100);
    expect(readOnly.every((c) => c.betreuer.vermittlernummer === '10003')).toBe(true);
  });

  it('shows a customer himself and nobody else, whatever he searches', async () => {
    const own = await list(kunde, '');
    expect(kundennrn(own.items)).toEqual([ERIKA_KUNDENNR]);
    expect(own.total).toBe(1);
    expect((await list(kunde, 'search=Beispiel')).items).toEqual([]);
    expect((await list(kunde, `search=${HANS_KUNDENNR}`)).total).toBe(0);
  });

  it('refuses an anonymous caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: api('/customers') });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /customers: columns', () => {
  it('answers Kundennr, name, address, Betreuer, number of contracts and the yearly premium in force', async () => {
    const [erika] = (await list(makler, `search=${ERIKA_KUNDENNR}`)).items;
    expect(erika).toMatchObject({
      kundennr: ERIKA_KUNDENNR,
      name: 'Erika Mustermann',
      vorname: 'Erika',
      nachname: 'Mustermann',
      strasse: 'Musterstraße',
      hausnr: '1',
      plz: '10115',
      ort: 'Berlin',
      betreuer: { vermittlernummer: MAKLER_NR, name: 'Max Makler' },
    });
    const counted = await t.database.db.execute<{ n: number; cents: number }>(sql`
      SELECT count(*)::int AS n,
             coalesce(sum(praemie_brutto_jahr_cents) FILTER (WHERE status = 'aktiv'), 0)::int AS cents
        FROM contracts WHERE customer_id = ${erika?.id ?? 0}`);
    expect(erika?.anzahlVertraege).toBe(counted.rows[0]?.n);
    expect(erika?.jahresbeitragCents).toBe(counted.rows[0]?.cents);
    expect(erika?.anzahlVertraege).toBeGreaterThan(1);
  });
});

describe('GET /customers: sorting by each column', () => {
  const orders: Record<string, SQL[]> = {
    kundennr: [sql`c.kundennr`],
    name: [sql`mw_search_norm(c.name)`],
    ort: [sql`nullif(mw_search_norm(c.ort), '')`],
    betreuer: [sql`mw_search_norm(b.name)`, sql`b.id`],
    vertraege: [sql`c.anzahl_vertraege`],
    jahresbeitrag: [sql`c.jahresbeitrag_cents`],
  };

  for (const key of customerSortKeys) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts by ${key} ${direction}, the id breaking ties, on the server`, async () => {
        const dir = sql.raw(direction);
        const columns = sql.join(
          (orders[key] ?? []).map((o) => sql`${o} ${dir}`),
          sql`, `,
        );
        const expected = await dbIds(sql`true`, sql`${columns}, c.id ${dir}`);
        const byOffset = (await list(intern, `sort=${key}:${direction}&limit=100`)).items;
        expect(ids(byOffset)).toEqual(expected);
      });
    }
  }

  it('sorts names in German order: case and umlauts folded, Böhm before Brandt and Ärzte before Bauer', async () => {
    await t.database.db.execute(sql`
      INSERT INTO customers (kundennr, broker_id, name, ort)
      SELECT v.nr, c.broker_id, v.name, 'Sortheim' FROM customers c,
        (VALUES ('990001', 'brandt'), ('990002', 'Böhm'), ('990003', 'Bauer'), ('990004', 'Ärzte-Verein')) AS v(nr, name)
       WHERE c.kundennr = ${ERIKA_KUNDENNR}`);
    const names = (await list(makler, 'search=Sortheim&sort=name:asc')).items.map((i) => i.nachname);
    expect(names).toEqual(['Ärzte-Verein', 'Bauer', 'Böhm', 'brandt']);
    await t.database.db.execute(sql`DELETE FROM customers WHERE kundennr LIKE '99000_'`);
  });

  it('orders the numbers numerically and puts customers without a city last', async () => {
    const byPremium = (await list(intern, 'sort=jahresbeitrag:desc&limit=100')).items.map((i) => i.jahresbeitragCents);
    expect(byPremium).toEqual([...byPremium].sort((a, b) => b - a));
    const byCount = (await list(intern, 'sort=vertraege:asc&limit=100')).items.map((i) => i.anzahlVertraege);
    expect(byCount).toEqual([...byCount].sort((a, b) => a - b));
    const byCity = (await list(intern, 'sort=ort:asc&limit=100')).items;
    expect(byCity.at(-1)?.ort).toBeNull();
    expect(byCity[0]?.ort).not.toBeNull();
  });

  it('refuses an unknown sort with a German message', async () => {
    for (const sort of ['gesellschaft:asc', 'name', 'name:up', 'name:asc;drop']) {
      const response = await get(intern, `sort=${encodeURIComponent(sort)}`);
      expect(response.statusCode, sort).toBe(400);
      expect(response.json().fieldErrors.sort).toBe('Ungültige Sortierung.');
    }
  });
});

describe('GET /customers: search', () => {
  const found = async (client: Client, search: string) =>
    kundennrn((await list(client, `limit=100&search=${encodeURIComponent(search)}`)).items);

  it.each([
    ['name', 'Mustermann', ERIKA_KUNDENNR],
    ['first and last name in any order', 'mustermann erika', ERIKA_KUNDENNR],
    ['Kundennr', HANS_KUNDENNR, HANS_KUNDENNR],
    ['city with umlaut', 'München', HANS_KUNDENNR],
    ['city folded', 'muenchen', HANS_KUNDENNR],
    ['e-mail', 'hans.beispiel@example.com', HANS_KUNDENNR],
    ['part of the e-mail', 'beispiel@exa', HANS_KUNDENNR],
    ['phone as written', '089 99998201', HANS_KUNDENNR],
    ['phone without spaces', '08999998201', HANS_KUNDENNR],
    ['mobile', '0171 5550123', HANS_KUNDENNR],
    ['postcode', '10115', ERIKA_KUNDENNR],
  ])('finds by %s', async (_, search, kundennr) => {
    expect(await found(intern, search)).toContain(kundennr);
  });

  it('needs every word, and counts only the matches', async () => {
    expect(await found(intern, 'Mustermann Gibtsnicht')).toEqual([]);
    const result = await list(intern, 'search=Mustermann');
    expect(result.total).toBe(result.items.length);
    expect(result.items.every((i) => i.nachname === 'Mustermann')).toBe(true);
  });

  it('searches within the scope only', async () => {
    expect(await found(makler, 'Mustermann')).toContain(ERIKA_KUNDENNR);
    expect(await found(vermittler, 'Mustermann')).not.toContain(ERIKA_KUNDENNR);
  });

  it('treats % and _ as letters and refuses a search text that is too long', async () => {
    expect((await list(intern, 'search=%25')).total).toBe(0);
    expect((await list(intern, 'search=_')).total).toBe(0);
    const response = await get(intern, `search=${'x'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.search).toBe('Der Suchbegriff darf höchstens 100 Zeichen lang sein.');
  });
});

describe('GET /customers: paging', () => {
  it.each(customerSortKeys.flatMap((key) => [`${key}:asc`, `${key}:desc`]))(
    'walking nextCursor gives the same rows as offset paging (%s)',
    async (sort) => {
      const first = await list(intern, `sort=${sort}&limit=7`);
      const byOffset: number[] = [];
      for (let offset = 0; offset < first.total; offset += 7) {
        byOffset.push(...ids((await list(intern, `sort=${sort}&limit=7&offset=${offset}`)).items));
      }
      const byCursor = ids(await walk(intern, `sort=${sort}`, 7));
      expect(byCursor).toEqual(byOffset);
      expect(new Set(byCursor).size).toBe(first.total);
    },
  );

  it('walks the cursor of a search', async () => {
    const all = await list(intern, 'search=example.com&limit=100');
    expect(all.total).toBeGreaterThan(10);
    expect(ids(await walk(intern, 'search=example.com&sort=name:asc', 4))).toEqual(
      ids((await list(intern, 'search=example.com&sort=name:asc&limit=100')).items),
    );
  });

  it('uses the spec page size of 25 and refuses bad paging input with a German message', async () => {
    const page = await list(intern, '');
    expect(page.limit).toBe(25);
    expect(page.items).toHaveLength(25);
    const { nextCursor } = await list(intern, 'sort=name:asc&limit=5');
    for (const query of [
      `sort=kundennr:asc&cursor=${nextCursor}`,
      'cursor=bm9wZQ',
      `cursor=${'x'.repeat(600)}`,
      'limit=0',
      'limit=101',
      'offset=-1',
      'limit=1e3',
    ]) {
      const response = await get(intern, query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.values(response.json().fieldErrors)).toContain('Ungültige Seitenangabe.');
    }
  });
});

const exportUrl = (query: string) => api(`/customers/export?${query}`);

async function exportXlsx(client: Client, query: string) {
  const response = await client.inject({ method: 'GET', url: exportUrl(`format=xlsx&${query}`) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="kunden-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''kunden-\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Kunden');
  if (!sheet) {
    throw new Error('no sheet Kunden');
  }
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) {
      rows.push(row);
    }
  });
  return { header, rows, cell: (row: ExcelJS.Row, name: string) => row.getCell(header.indexOf(name) + 1) };
}

async function exportCsv(client: Client, query: string) {
  const response = await client.inject({ method: 'GET', url: exportUrl(`format=csv&${query}`) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  return response.rawPayload;
}

describe('GET /customers/export', () => {
  it('writes CSV for German Excel: BOM, semicolons, German headers, numbers and dates', async () => {
    const bytes = await exportCsv(makler, `search=${ERIKA_KUNDENNR}`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Kundennr;Anrede;Titel;Vorname;Name;Firma;Straße;Hausnr.;PLZ;Ort;Geburtsdatum;E-Mail;Telefon;Mobil;' +
        'Betreuer;Vermittlernr.;Anzahl Verträge;Jahresbeitrag;Kunde seit',
    );
    expect(lines.at(-1)).toBe('');
    const [erika] = (await list(makler, `search=${ERIKA_KUNDENNR}`)).items;
    const euros = formatCents(erika?.jahresbeitragCents).replace(' €', '');
    expect(euros).toMatch(/^\d{1,3}(\.\d{3})+,\d{2}$/);
    expect(lines[1]).toBe(
      `100001;Frau;;Erika;Mustermann;;Musterstraße;1;10115;Berlin;12.08.1964;erika.mustermann@example.com;` +
        `030 23125101;;Max Makler;${MAKLER_NR};${erika?.anzahlVertraege};${euros};05.11.2018`,
    );
  });

  it('quotes cells with separators and keeps formulas as text', async () => {
    await t.database.db.execute(
      sql`UPDATE customers SET firma = 'Meier; Söhne "GmbH"', titel = '=HYPERLINK("x")' WHERE kundennr = ${HANS_KUNDENNR}`,
    );
    const text = (await exportCsv(intern, `search=${HANS_KUNDENNR}`)).toString('utf8');
    expect(text).toContain(`;"Meier; Söhne ""GmbH""";`);
    expect(text).toContain(`;"'=HYPERLINK(""x"")";`);
    await t.database.db.execute(sql`UPDATE customers SET firma = NULL, titel = NULL WHERE kundennr = ${HANS_KUNDENNR}`);
  });

  it('writes XLSX with real numbers, a currency format and real dates', async () => {
    const { header, rows, cell } = await exportXlsx(makler, `search=${ERIKA_KUNDENNR}`);
    expect(header).toContain('Jahresbeitrag');
    expect(rows).toHaveLength(1);
    const [row] = rows;
    if (!row) {
      throw new Error('no row');
    }
    const [erika] = (await list(makler, `search=${ERIKA_KUNDENNR}`)).items;
    const premium = cell(row, 'Jahresbeitrag');
    expect(typeof premium.value).toBe('number');
    expect(premium.value).toBe((erika?.jahresbeitragCents ?? 0) / 100);
    expect(premium.numFmt).toBe('#,##0.00 €');
    expect(cell(row, 'Anzahl Verträge').value).toBe(erika?.anzahlVertraege);
    const born = cell(row, 'Geburtsdatum');
    expect(born.value).toBeInstanceOf(Date);
    expect((born.value as Date).toISOString()).toBe('1964-08-12T00:00:00.000Z');
    expect(born.numFmt).toBe('DD.MM.YYYY');
    expect((cell(row, 'Kunde seit').value as Date).toISOString()).toBe('2018-11-05T00:00:00.000Z');
    expect(cell(row, 'Kundennr').value).toBe(ERIKA_KUNDENNR);
  });

  it('exports the current filter: scope, search and sort of the list, every row', async () => {
    const listed = await walk(makler, 'sort=jahresbeitrag:desc', 100);
    const { rows, cell } = await exportXlsx(makler, 'sort=jahresbeitrag:desc');
    expect(rows.map((r) => cell(r, 'Kundennr').value)).toEqual(kundennrn(listed));
    const own = await exportXlsx(kunde, '');
    expect(own.rows.map((r) => own.cell(r, 'Kundennr').value)).toEqual([ERIKA_KUNDENNR]);
    const searched = (await exportCsv(intern, 'search=Mustermann')).toString('utf8').split('\r\n').slice(1, -1);
    expect(searched.length).toBe((await list(intern, 'search=Mustermann')).total);
    expect(searched.every((line) => line.includes(';Mustermann;'))).toBe(true);
    const hidden = (await exportCsv(vermittler, `search=${ERIKA_KUNDENNR}`)).toString('utf8').split('\r\n');
    expect(hidden).toHaveLength(2);
  });

  it('refuses a bad format or sort with a German message, and anonymous callers', async () => {
    for (const query of ['format=pdf', '', 'format=csv&sort=x:asc']) {
      const response = await intern.inject({ method: 'GET', url: exportUrl(query) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
    const format = await intern.inject({ method: 'GET', url: exportUrl('format=pdf') });
    expect(format.json().fieldErrors.format).toBe('Bitte wählen Sie CSV oder Excel als Format.');
    const anonymous = await t.app.inject({ method: 'GET', url: exportUrl('format=csv') });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('count up to the cap', () => {
  it('counts exactly below the cap, says "more than" above it, and exports every row', async () => {
    const before = await list(intern, 'limit=1');
    expect(before.totalCapped).toBe(false);
    await generateBenchData(t.database.db, LIST_COUNT_CAP + 50 - before.total, 0);
    const all = await list(intern, 'limit=25');
    expect(all).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
    expect(all.nextCursor).not.toBeNull();
    const lastPage = await list(intern, `limit=25&offset=${LIST_COUNT_CAP - 25}&sort=kundennr:asc`);
    expect(lastPage.items).toHaveLength(25);
    const narrowed = await list(intern, 'search=Musterstadt%20Anna');
    expect(narrowed.totalCapped).toBe(false);
    const lines = (await exportCsv(intern, 'sort=kundennr:asc')).toString('utf8').split('\r\n');
    expect(lines).toHaveLength(1 + LIST_COUNT_CAP + 50 + 1);
  });
});
