import { addIsoDays, berlinInstant } from '@maklerwerk/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { changeLog, companies, contracts, damageReports, users } from '../db/schema';
import { type Day, demoChangeLogEntries } from './seed-aenderungslog-eintraege';

// The Änderungslog of KF-4711-0815 (HUK-COBURG) over the three months before the load day (issue 15
// item 5): Max Makler's edits of the contract, the vehicle, the contract persons and the damage
// reports, some made by Ina Intern while viewing as Max Makler. About half lie before the page's
// default window of one month. `at` is set explicitly; the chain trigger (migrations 0001, 0012)
// hashes it like any row, and the rows go in oldest first, so id order and time order agree.

/** The log of KF-4711-0815; `today` is the load day (ISO). */
export async function seedDemoChangeLog(db: Db, today: string): Promise<void> {
  const [contract] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(companies, eq(companies.id, contracts.gesellschaftId))
    .where(and(eq(contracts.nummer, 'KF-4711-0815'), eq(companies.kurzname, 'HUK-COBURG')))
    .limit(1);
  const logins = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['makler', 'intern']));
  const makler = logins.find((u) => u.username === 'makler')?.id;
  const intern = logins.find((u) => u.username === 'intern')?.id;
  if (!contract || makler === undefined || intern === undefined) {
    return;
  }
  const reports = await db
    .select({ id: damageReports.id, schadennr: damageReports.schadennr })
    .from(damageReports)
    .where(eq(damageReports.contractId, contract.id));
  const reportId = new Map(reports.map((r) => [r.schadennr, r.id]));
  const day: Day = (daysAgo) => addIsoDays(today, -daysAgo);
  const values = demoChangeLogEntries(day).flatMap((e) => {
    const recordId = e.type === 'schadensmeldung' ? reportId.get(e.report ?? '') : contract.id;
    if (recordId === undefined) {
      return [];
    }
    const [year = 0, month = 1, d = 1] = day(e.daysAgo).split('-').map(Number);
    return [
      {
        at: berlinInstant({ year, month, day: d, hour: e.time[0], minute: e.time[1] }).toISOString(),
        userId: makler,
        originalUserId: e.who === 'makler' ? makler : intern,
        recordType: e.type,
        recordId,
        field: e.field,
        oldValue: e.old,
        newValue: e.new,
      },
    ];
  });
  // One INSERT: the trigger chains the rows in the order given (oldest first).
  await db.insert(changeLog).values(values);
}
