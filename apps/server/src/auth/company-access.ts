import { type Actor, AppError, isCustomerKind } from '@maklerwerk/domain';
import type { Executor } from '../db/client';
import { findCompanyRow, hasContractWithCompanyInScope } from './access.repository';

export const COMPANY_NOT_FOUND = 'Die Gesellschaft wurde nicht gefunden.';

/** Every office user reads companies; a customer only those of his own contracts. Else 404. */
export async function findReadableCompany(db: Executor, actor: Actor, id: number) {
  const company = await findCompanyRow(db, id);
  const hidden = company && isCustomerKind(actor.viewed) && !(await hasContractWithCompanyInScope(db, actor, id));
  if (!company || hidden) {
    throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND);
  }
  return company;
}
