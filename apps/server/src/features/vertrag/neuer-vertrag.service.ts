import {
  type Actor,
  AppError,
  type ContractHeader,
  type CreateContractBody,
  canCreateContract,
  checkPolicyNumber,
  DUPLICATE_POLICY_NUMBER_MESSAGE,
  NEW_CONTRACT_BRANCH_MESSAGE,
  NEW_CONTRACT_COMPANY_MESSAGE,
  NEW_CONTRACT_CUSTOMER_NOT_FOUND,
  type NewContractCustomer,
  type NewContractOptions,
} from '@maklerwerk/domain';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { insertStatusHistory } from '../../repositories/contract-write.repository';
import * as repo from './neuer-vertrag.repository';
import { getContractHeader } from './vertrag.service';
import { listCompanies } from './vertrag-details.repository';

/**
 * 'Neue Versicherung' (issue 8): the customer must be in the viewer's scope (else 404), the rule
 * canCreateContract decides (403), company and Sparte must exist (400 at their fields), the number
 * must fit the company's rule and must not repeat one of the customer's contracts at that company
 * (422, nothing written). Then the contract, its first status-history row and its change-log rows are
 * written in one transaction. The contract belongs to the customer's broker; the rest of its fields
 * are filled in the detail screen (newVertrag=true).
 */
export async function createContract(db: Db, actor: Actor, body: CreateContractBody): Promise<ContractHeader> {
  const customer = await repo.findVisibleCustomer(db, actor, body.kundeId);
  if (!customer) {
    throw new AppError('NOT_FOUND', NEW_CONTRACT_CUSTOMER_NOT_FOUND);
  }
  authorize(actor, canCreateContract, customer);
  const [company, branch] = await Promise.all([
    repo.findCompany(db, body.gesellschaftId),
    repo.findBranch(db, body.sparteId),
  ]);
  if (!company || !branch) {
    throw new AppError('VALIDATION', undefined, {
      ...(company ? {} : { gesellschaftId: NEW_CONTRACT_COMPANY_MESSAGE }),
      ...(branch ? {} : { sparteId: NEW_CONTRACT_BRANCH_MESSAGE }),
    });
  }
  const check = checkPolicyNumber({ pattern: company.pattern, hint: company.hint }, body.nummer);
  if (!check.valid && check.message) {
    throw new AppError('UNPROCESSABLE', check.message, { nummer: check.message });
  }
  if (await repo.customerHasNumber(db, customer.id, company.id, body.nummer)) {
    throw new AppError('UNPROCESSABLE', DUPLICATE_POLICY_NUMBER_MESSAGE, { nummer: DUPLICATE_POLICY_NUMBER_MESSAGE });
  }

  const id = await db.transaction(async (tx) => {
    const contractId = await repo.insertContract(tx, {
      customerId: customer.id,
      brokerId: customer.brokerId,
      gesellschaftId: company.id,
      sparteId: branch.id,
      status: body.status,
      nummer: body.nummer,
      beginn: body.beginn,
      vtgGruppe: branch.vtgGruppe,
      createdByUserId: actor.original.id,
    });
    await insertStatusHistory(tx, {
      contractId,
      status: body.status,
      previousStatus: null,
      changedByUserId: actor.original.id,
      bemerkung: 'Versicherung angelegt',
    });
    // The log shows the new contract's data as the forms name it: company and Sparte by name.
    await writeChangeLog(tx, actor, { type: 'versicherung', id: contractId }, [
      { field: 'kundennr', oldValue: null, newValue: customer.kundennr },
      { field: 'gesellschaft', oldValue: null, newValue: company.kurzname },
      { field: 'description', oldValue: null, newValue: branch.name },
      { field: 'nummer', oldValue: null, newValue: body.nummer },
      { field: 'beginn', oldValue: null, newValue: body.beginn },
      { field: 'status', oldValue: null, newValue: body.status },
    ]);
    return contractId;
  });
  return getContractHeader(db, actor, id);
}

/** The dialog's choices: every company and every Sparte (a catalogue every office user reads). */
export async function getNewContractOptions(db: Db, actor: Actor): Promise<NewContractOptions> {
  authorize(actor, canCreateContract);
  const [companies, branches] = await Promise.all([listCompanies(db), repo.listBranchesByCategory(db)]);
  return {
    gesellschaften: companies.map((c) => ({ value: String(c.id), label: c.kurzname })),
    sparten: branches.map((b) => ({ value: String(b.id), label: b.name, group: b.kategorieName })),
  };
}

/** The customer picker: customers in the viewer's scope matching the search. */
export async function searchNewContractCustomers(
  db: Db,
  actor: Actor,
  search: string | undefined,
  kundeId: number | undefined,
): Promise<NewContractCustomer[]> {
  authorize(actor, canCreateContract);
  return repo.searchCustomers(db, actor, search, kundeId);
}
