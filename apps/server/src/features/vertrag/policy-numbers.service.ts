import {
  type Actor,
  AppError,
  type ContractCombos,
  checkPolicyNumber,
  type PoliceNrHistoryRow,
  type PolicyNumberCheck,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import * as write from '../../repositories/contract-write.repository';
import * as repo from './vertrag-details.repository';

const COMPANY_NOT_FOUND = 'Die Gesellschaft wurde nicht gefunden.';

/** Spec 5: the company-specific rule for one number. */
export async function checkNumber(db: Db, gesellschaftId: number, polNummer: string): Promise<PolicyNumberCheck> {
  const rule = await repo.findCompanyRule(db, gesellschaftId);
  if (!rule) {
    throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND);
  }
  return checkPolicyNumber(rule, polNummer);
}

/** Combo values for the contract's company (or the company the form has just selected). */
export async function getCombos(
  db: Db,
  actor: Actor,
  id: number,
  gesellschaftId: number | undefined,
): Promise<ContractCombos> {
  const contract = await findVisibleContract(db, actor, id);
  const companyId = gesellschaftId ?? contract.gesellschaftId;
  if (!(await repo.findCompanyRule(db, companyId))) {
    throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND);
  }
  return repo.findCombos(db, companyId);
}

/** 'Historische VSNR': old numbers, each flagged when another visible contract carries it. */
export async function getHistory(db: Db, actor: Actor, vertragId: number): Promise<PoliceNrHistoryRow[]> {
  await findVisibleContract(db, actor, vertragId);
  const rows = await write.findPolicyNumberHistory(db, vertragId);
  const others = await repo.findVisibleByNummer(
    db,
    actor,
    rows.map((r) => r.polNr),
    vertragId,
  );
  const carried = new Set(others.map((o) => o.nummer));
  return rows.map((r) => ({ polNr: r.polNr, dateChanged: r.dateChanged, newVertragExists: carried.has(r.polNr) }));
}

/** The other visible contracts with that number, as { customerId: contractId } (the newest per customer). */
export async function getAnotherContract(
  db: Db,
  actor: Actor,
  vertragId: number,
  polNr: string,
): Promise<Record<string, number>> {
  await findVisibleContract(db, actor, vertragId);
  const others = await repo.findVisibleByNummer(db, actor, [polNr], vertragId);
  const map: Record<string, number> = {};
  for (const other of others) {
    map[String(other.customerId)] = other.id;
  }
  return map;
}
