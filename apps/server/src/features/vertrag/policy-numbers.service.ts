import {
  type Actor,
  AppError,
  type ContractCombos,
  canSeeContractCombos,
  checkPolicyNumber,
  courtageNumberScope,
  type PoliceNrHistoryRow,
  type PolicyNumberCheck,
} from '@maklerwerk/domain';
import { COMPANY_NOT_FOUND, findReadableCompany } from '../../auth/company-access';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import * as write from '../../repositories/contract-write.repository';
import * as repo from './vertrag-details.repository';

/** Spec 5: the company-specific rule for one number; a company the user may not see answers 404. */
export async function checkNumber(
  db: Db,
  actor: Actor,
  gesellschaftId: number,
  polNummer: string,
): Promise<PolicyNumberCheck> {
  await findReadableCompany(db, actor, gesellschaftId);
  const rule = await repo.findCompanyRule(db, gesellschaftId);
  if (!rule) {
    throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND);
  }
  return checkPolicyNumber(rule, polNummer);
}

/**
 * Combo values for the contract's company (or the company the form has just selected): only for
 * users who may edit the contract, and only courtage numbers of the viewer's structure.
 */
export async function getCombos(
  db: Db,
  actor: Actor,
  id: number,
  gesellschaftId: number | undefined,
): Promise<ContractCombos> {
  const contract = await findVisibleContract(db, actor, id);
  authorize(actor, canSeeContractCombos, contract);
  const companyId = gesellschaftId ?? contract.gesellschaftId;
  await findReadableCompany(db, actor, companyId);
  return repo.findCombos(db, companyId, courtageNumberScope(actor));
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
