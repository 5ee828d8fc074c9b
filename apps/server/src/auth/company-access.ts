import { type Actor, AppError, isCustomerKind } from '@maklerwerk/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { companies, contracts } from '../db/schema';
import { contractScope } from './data-scope';

export const COMPANY_NOT_FOUND = 'Die Gesellschaft wurde nicht gefunden.';

/** True when the viewer sees at least one contract with this company. */
async function hasVisibleContractWith(db: Executor, actor: Actor, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.gesellschaftId, companyId), contractScope(actor)))
    .limit(1);
  return rows.length > 0;
}

/** Every office user reads companies; a customer only those of his own contracts. Else 404. */
export async function findReadableCompany(db: Executor, actor: Actor, id: number) {
  const rows = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  const company = rows[0];
  const hidden = company && isCustomerKind(actor.viewed) && !(await hasVisibleContractWith(db, actor, id));
  if (!company || hidden) {
    throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND);
  }
  return company;
}
