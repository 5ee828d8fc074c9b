// The one writer of the Änderungslog: many records in one statement keep the given order (the chain trigger
// draws each id in it), carry every value as given (commas, quotes, NULL), and a field the record type does not
// list writes nothing.
import { desc, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client';
import { changeLog } from '../../db/schema';
import { writeChangeLog, writeChangeLogMany } from '../../repositories/aenderungslog.writer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { verifyChain } from './aenderungslog-verlauf.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const letzteId = async () =>
  (await t.database.db.select({ id: changeLog.id }).from(changeLog).orderBy(desc(changeLog.id)).limit(1))[0]?.id ?? 0;

describe('writeChangeLogMany', () => {
  it('writes the records in the given order with their values as given, and the chain still verifies', async () => {
    const vorher = await letzteId();
    await t.database.db.transaction(async (tx) => {
      await writeChangeLogMany(tx as unknown as Tx, null, [
        {
          record: { type: 'kunde', id: 900_001 },
          changes: [
            { field: 'name', oldValue: null, newValue: 'Müller, „Hans“ \\ {1,2}' },
            { field: 'ort', oldValue: 'Köln', newValue: null },
          ],
        },
        {
          record: { type: 'versicherung', id: 900_002 },
          changes: [{ field: 'nummer', oldValue: null, newValue: 'X-1' }],
        },
      ]);
    });
    const rows = await t.database.db
      .select({
        recordType: changeLog.recordType,
        recordId: changeLog.recordId,
        field: changeLog.field,
        oldValue: changeLog.oldValue,
        newValue: changeLog.newValue,
      })
      .from(changeLog)
      .where(gt(changeLog.id, vorher))
      .orderBy(changeLog.id);
    expect(rows).toEqual([
      { recordType: 'kunde', recordId: 900_001, field: 'name', oldValue: null, newValue: 'Müller, „Hans“ \\ {1,2}' },
      { recordType: 'kunde', recordId: 900_001, field: 'ort', oldValue: 'Köln', newValue: null },
      { recordType: 'versicherung', recordId: 900_002, field: 'nummer', oldValue: null, newValue: 'X-1' },
    ]);
    expect((await verifyChain(t.database.db)).brokenAtId).toBeNull();
  });

  it('refuses a field the record type does not list and writes nothing of the call', async () => {
    const vorher = await letzteId();
    await expect(
      t.database.db.transaction(async (tx) => {
        await writeChangeLog(tx as unknown as Tx, null, { type: 'kunde', id: 900_003 }, [
          { field: 'name', oldValue: null, newValue: 'A' },
          { field: 'gibtEsNicht' as 'name', oldValue: null, newValue: 'B' },
        ]);
      }),
    ).rejects.toThrow();
    const [{ n } = { n: -1 }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(changeLog)
      .where(gt(changeLog.id, vorher));
    expect(n).toBe(0);
  });
});
