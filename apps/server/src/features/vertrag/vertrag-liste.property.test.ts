// fast-check property of the contract list's keyset cursor (issue 39 item 8): for generated sort values
// with many ties and NULLs, any sequence of pages along nextCursor (page sizes changing on the way) is
// exactly the offset paging over the same ordered list, page for page.
import { type ContractList, contractSortKeys } from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let intern: Client;
let contractIds: number[];
let customerId: number;
/** Rows of the walked list: one customer's contracts (the list's customer filter), so that a run is quick. */
const ROWS = 30;

beforeAll(async () => {
  t = await createTestApp();
  intern = await loginAs(t.app, 'intern');
  const first = await t.database.db.execute<{ id: number }>(sql`SELECT id FROM customers ORDER BY id LIMIT 1`);
  customerId = Number(first.rows[0]?.id);
  const rows = await t.database.db.execute<{ id: number }>(sql`
    UPDATE contracts SET customer_id = ${customerId}
    WHERE id IN (SELECT id FROM contracts ORDER BY id LIMIT ${ROWS}) OR customer_id = ${customerId}
    RETURNING id`);
  contractIds = rows.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
});
afterAll(async () => {
  await t.close();
});

async function page(query: string): Promise<ContractList> {
  const response = await intern.inject({ method: 'GET', url: api(`/insurances?${query}`) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContractList>();
}

/** Sort values from a few choices each (ties everywhere), NULL for the nullable keys now and then. */
const values = fc.record({
  praemie: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null, freq: 4 }),
  beginn: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null, freq: 4 }),
  status: fc.constantFrom('aktiv', 'ruhend', 'storniert'),
  nummer: fc.constantFrom('A-1', 'A-1', 'B-2', 'b-2', 'Ä-3'),
});

async function assign(generated: { praemie: number | null; beginn: number | null; status: string; nummer: string }[]) {
  const rows = contractIds.map((id, i) => ({ id, ...(generated[i % generated.length] ?? generated[0]) }));
  await t.database.db.execute(sql`
    UPDATE contracts c SET
      praemie_bto_zahlweise_cents = v.praemie * 1000,
      beginn = DATE '2020-01-01' + v.beginn,
      status = v.status,
      nummer = v.nummer || '/' || (c.id % 2)
    FROM json_to_recordset(${JSON.stringify(rows)}::json)
      AS v(id int, praemie int, beginn int, status text, nummer text)
    WHERE c.id = v.id`);
}

describe('contract list: the keyset cursor is the offset paging (property)', () => {
  it('any sequence of cursor pages equals the offset pages at the same positions', async () => {
    expect(contractIds.length).toBeGreaterThanOrEqual(ROWS);
    await fc.assert(
      fc.asyncProperty(
        fc.array(values, { minLength: 1, maxLength: 12 }),
        fc.constantFrom(...contractSortKeys),
        fc.constantFrom('asc', 'desc'),
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 4 }),
        fc.constantFrom('', 'A-1', 'b'),
        async (generated, key, direction, sizes, search) => {
          await assign(generated);
          const base = `customerId=${customerId}&sort=${key}:${direction}${search ? `&search=${encodeURIComponent(search)}` : ''}`;
          const everything = await page(`${base}&limit=100`);
          expect(everything.nextCursor).toBeNull();
          expect(everything.items.length).toBe(search ? everything.total : contractIds.length);
          const walked: number[] = [];
          let cursor: string | null = null;
          let step = 0;
          do {
            const limit = sizes[step % sizes.length] ?? 1;
            const viaCursor: ContractList = await page(`${base}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
            const viaOffset = await page(`${base}&limit=${limit}&offset=${walked.length}`);
            expect(viaCursor.items.map((i) => i.id)).toEqual(viaOffset.items.map((i) => i.id));
            walked.push(...viaCursor.items.map((i) => i.id));
            cursor = viaCursor.nextCursor;
            step += 1;
          } while (cursor && step < 200);
          expect(walked).toEqual(everything.items.map((i) => i.id));
          expect(new Set(walked).size).toBe(walked.length);
        },
      ),
      { numRuns: 12 },
    );
  });
});
