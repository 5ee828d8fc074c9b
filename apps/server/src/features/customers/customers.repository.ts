import type { Actor } from '@maklerwerk/domain';
import { and, eq, sql } from 'drizzle-orm';
import { customerScope } from '../../auth/data-scope';
import type { Executor } from '../../db/client';
import { brokers, customers } from '../../db/schema';

export async function findCustomer(db: Executor, actor: Actor, id: number) {
  const rows = await db
    .select({
      customer: customers,
      vermittler: {
        id: brokers.id,
        vermittlernummer: brokers.vermittlernummer,
        name: sql<string>`concat_ws(' ', ${brokers.vorname}, ${brokers.name})`,
      },
    })
    .from(customers)
    .innerJoin(brokers, eq(customers.brokerId, brokers.id))
    .where(and(eq(customers.id, id), customerScope(actor)))
    .limit(1);
  return rows[0];
}

export async function updateCustomerAddress(
  db: Executor,
  id: number,
  expectedVersion: number,
  address: { strasse: string; hausnr: string; plz: string; ort: string },
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ ...address, version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(customers.id, id), eq(customers.version, expectedVersion)))
    .returning({ id: customers.id });
  return rows.length > 0;
}
