import { addIsoDays } from '@maklerwerk/domain';
import { and, between, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { brokers, contracts, customers } from '../db/schema';
import { MAKLER_NR } from './named-records';
import { buildDemoPlan } from './plan';
import { DUE_SOON_OFFSETS, withRenewalsDue } from './renewals';
import { seedDemoData } from './seed';

const maklerKundennrs = (plan: ReturnType<typeof buildDemoPlan>) =>
  new Set(plan.customers.filter((c) => c.broker === MAKLER_NR).map((c) => c.kundennr));

describe('Hauptfälligkeiten of the Demo-Bestand follow the load day', () => {
  for (const today of ['2026-11-23', '2027-02-28', '2031-06-15']) {
    it(`loaded on ${today}: at least 5 of Max Makler's contracts fall due within 90 days, none lies in the past`, () => {
      const plan = buildDemoPlan();
      const loaded = withRenewalsDue(plan, today);
      const until = addIsoDays(today, 90);
      const own = maklerKundennrs(plan);
      const dueSoon = loaded.contracts.filter(
        (c) =>
          own.has(c.kundennr) &&
          c.hauptfaelligkeit !== null &&
          c.hauptfaelligkeit >= today &&
          c.hauptfaelligkeit <= until,
      );
      expect(dueSoon.length).toBeGreaterThanOrEqual(5);
      expect(new Set(dueSoon.map((c) => c.kundennr)).size).toBeGreaterThanOrEqual(5);
      expect(loaded.contracts.filter((c) => c.hauptfaelligkeit !== null && c.hauptfaelligkeit < today)).toEqual([]);
    });
  }

  it('changes nothing but Hauptfälligkeiten, and keeps each on its contract (ended contracts have none)', () => {
    const plan = buildDemoPlan();
    const loaded = withRenewalsDue(plan, '2026-11-23');
    expect(loaded.contracts).toHaveLength(plan.contracts.length);
    loaded.contracts.forEach((c, i) => {
      const { hauptfaelligkeit: before, ...rest } = plan.contracts[i] ?? c;
      const { hauptfaelligkeit: after, ...restAfter } = c;
      expect(restAfter).toEqual(rest);
      expect(after === null).toBe(before === null);
    });
    const pinned = loaded.contracts.filter((c, i) => c.hauptfaelligkeit !== plan.contracts[i]?.hauptfaelligkeit);
    expect(pinned.length).toBeGreaterThan(0);
    expect(pinned.every((c) => c.status !== 'storniert' && c.status !== 'abgelaufen')).toBe(true);
    expect(DUE_SOON_OFFSETS.every((d) => d > 0 && d < 90)).toBe(true);
  });
});

describe('seeded as of a given day', () => {
  let database: Database;
  const today = '2031-06-15';

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoData(database.db, { today });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("has at least 5 of Max Makler's own running contracts due in the 90 days after that day", async () => {
    const rows = await database.db
      .select({ id: contracts.id, status: contracts.status })
      .from(contracts)
      .innerJoin(customers, eq(customers.id, contracts.customerId))
      .innerJoin(brokers, eq(brokers.id, customers.brokerId))
      .where(
        and(
          eq(brokers.vermittlernummer, MAKLER_NR),
          between(contracts.hauptfaelligkeit, today, addIsoDays(today, 90)),
          inArray(contracts.status, ['aktiv', 'beitragsfrei', 'ruhend', 'gekuendigt']),
        ),
      );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const past = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contracts)
      .where(and(isNotNull(contracts.hauptfaelligkeit), lt(contracts.hauptfaelligkeit, today)));
    expect(past[0]?.n).toBe(0);
  });
});
