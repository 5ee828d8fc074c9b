// fast-check property of the search normaliser and its SQL twin (issue 39 item 8): for arbitrary Unicode
// text the JS folding (packages/domain common/search-text.ts, quicksearch compactSearchText) gives what
// the database functions mw_search_norm and mw_search_compact give, on the test database.
import { compactSearchText, normalizeSearchText } from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Characters the folding treats specially, their look-alikes and decomposed forms, and spaces of all kinds. */
const special = [
  ...'ÄÖÜäöüßẞÁÀÂÃÅÉÈÊËÍÌÎÏÓÒÔÕÚÙÛÇÑáàâãåéèêëíìîïóòôõúùûçñ',
  ...'ÆæØøŁłİıŒœÐðÞþŸÿĀāĘęŠšŽžΩωЖжǅ',
  'A\u0308',
  'u\u0308',
  'e\u0301',
  ...' \t\n\r\v\f\u00a0\u2003\u3000./-_,;',
  ...'AZaz09@',
];
const unit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...special) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-composite', minLength: 1, maxLength: 1 }) },
);
// PostgreSQL text holds no NUL and no unpaired surrogate (it is UTF-8).
const unpaired = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const text = fc
  .array(unit, { maxLength: 24 })
  .map((parts) => parts.join(''))
  .filter((s) => !s.includes('\u0000') && !unpaired.test(s));

async function folded(texts: string[]): Promise<{ norm: string; compact: string }[]> {
  const rows = await t.database.db.execute<{ norm: string; compact: string }>(sql`
    SELECT mw_search_norm(u.t) AS norm, mw_search_compact(u.t) AS compact
    FROM json_array_elements_text(${JSON.stringify(texts)}::json) WITH ORDINALITY AS u(t, i) ORDER BY u.i`);
  return rows.rows.map((r) => ({ norm: r.norm, compact: r.compact }));
}

describe('search normaliser: JS equals SQL (property)', () => {
  it('folds arbitrary Unicode text like mw_search_norm and mw_search_compact', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 40 }), async (texts) => {
        const fromSql = await folded(texts);
        expect(fromSql).toEqual(texts.map((s) => ({ norm: normalizeSearchText(s), compact: compactSearchText(s) })));
      }),
      { numRuns: 150 },
    );
  });

  it('folds the examples the property found alike (accents from ú on, white space beyond ASCII)', async () => {
    const found = ['Núñez François', '\u3000', 'B\u2003EM\u00a01234', 'x\u0085y\u2028z'];
    expect(await folded(found)).toEqual(
      found.map((s) => ({ norm: normalizeSearchText(s), compact: compactSearchText(s) })),
    );
    expect((await folded(['Núñez François']))[0]?.norm).toBe('nunez francois');
  });

  it('folds the special characters one by one alike (each a case of its own)', async () => {
    const fromSql = await folded(special);
    expect(fromSql.map((r) => r.norm)).toEqual(special.map(normalizeSearchText));
  });
});
