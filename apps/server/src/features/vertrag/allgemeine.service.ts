import {
  type Actor,
  type AllgemeineContext,
  type AllgemeineParsed,
  type AllgemeineValues,
  AppError,
  applyAllgemeineRules,
  bankverbindungLabel,
  buildAllgemeineFields,
  canChangeContractStatus,
  canEditContract,
  checkPolicyNumber,
  courtageNumberScope,
  editableKeys,
  type FieldChange,
  type FieldForm,
} from '@maklerwerk/domain';
import { type ContractRow, findVisibleContract } from '../../auth/contract-access';
import type { Db, Executor } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { findBankAccounts } from '../../repositories/bankverbindung.repository';
import * as write from '../../repositories/contract-write.repository';
import { saveVersioned } from '../../repositories/versioned-save';
import * as repo from './vertrag-details.repository';
import { allgemeineInput, allgemeinePatch, mergeAllowed, toAllgemeineValues } from './vertrag-values.mapper';

type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;

async function loadCatalogue(db: Executor, actor: Actor, companyId: number, customerId: number) {
  const [companies, branches, combos, rule, bankAccounts] = await Promise.all([
    repo.listCompanies(db),
    repo.listBranches(db),
    repo.findCombos(db, companyId, courtageNumberScope(actor)),
    repo.findCompanyRule(db, companyId),
    findBankAccounts(db, customerId),
  ]);
  return { companies, branches, combos, rule, bankAccounts };
}

function contextOf(actor: Actor, contract: ContractRow, cat: Catalogue, nummer: string | null): AllgemeineContext {
  const check = checkPolicyNumber({ pattern: cat.rule?.pattern ?? null, hint: cat.rule?.hint ?? null }, nummer);
  return {
    canEdit: canEditContract(actor, contract),
    canChangeStatus: canChangeContractStatus(actor),
    isAgent: actor.viewed.kind === 'agent',
    gesellschaften: cat.companies.map((c) => ({ value: String(c.id), label: c.kurzname })),
    sparten: cat.branches.map((b) => ({ value: String(b.id), label: b.name })),
    combos: cat.combos,
    policyNumberMessage: check.message,
    bankverbindungen: cat.bankAccounts.map((b) => ({ value: bankverbindungLabel(b), label: bankverbindungLabel(b) })),
  };
}

export async function getAllgemeine(db: Db, actor: Actor, id: number): Promise<FieldForm> {
  const contract = await findVisibleContract(db, actor, id);
  const values = toAllgemeineValues(contract);
  const cat = await loadCatalogue(db, actor, contract.gesellschaftId, contract.customerId);
  return {
    version: contract.version,
    fields: buildAllgemeineFields(values, contextOf(actor, contract, cat, values.nummer)),
  };
}

/**
 * Saves the general data: only visible and enabled fields change, the duration-mode and Anbindung
 * rules apply, a changed number (or company) must fit the company rule. A number that was already
 * invalid does not block other edits: the field keeps showing its message.
 */
export async function saveAllgemeine(
  db: Db,
  actor: Actor,
  id: number,
  body: { version: number; values: AllgemeineParsed },
): Promise<FieldForm> {
  const contract = await findVisibleContract(db, actor, id);
  authorize(actor, canEditContract, contract);
  // A stale form answers 409 before its values are judged against a state the user has not seen.
  if (contract.version !== body.version) {
    throw new AppError('STALE_VERSION');
  }
  const current = toAllgemeineValues(contract);
  const input = allgemeineInput(body.values);
  const requested = mergeAllowed(current, input, new Set(Object.keys(current)));
  const cat = await loadCatalogue(db, actor, Number(requested.gesellschaft), contract.customerId);
  const ctx = contextOf(actor, contract, cat, requested.nummer);
  const allowed = editableKeys(buildAllgemeineFields(requested, ctx));
  const next = applyAllgemeineRules(mergeAllowed(current, input, allowed));

  const fieldErrors = validate(current, next, cat);
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('VALIDATION', undefined, fieldErrors);
  }
  const branch = cat.branches.find((b) => String(b.id) === next.description);
  await saveVersioned(db, actor, {
    record: { type: 'versicherung', id },
    expectedVersion: body.version,
    currentVersion: contract.version,
    before: current,
    after: next,
    fields: Object.keys(current) as (keyof AllgemeineValues)[],
    label: (changes) => labelled(changes, cat),
    write: async (tx) => {
      const patch = { ...allgemeinePatch(next), vtgGruppe: branch?.vtgGruppe ?? null };
      return (await write.updateContract(tx, id, body.version, patch)) !== undefined;
    },
    alongside: async (tx) => {
      if (next.status !== current.status && next.status) {
        await write.insertStatusHistory(tx, {
          contractId: id,
          status: next.status,
          previousStatus: current.status,
          changedByUserId: actor.original.id,
          bemerkung: null,
        });
      }
      if (next.nummer !== current.nummer && current.nummer) {
        await write.insertPolicyNumberHistory(tx, {
          contractId: id,
          polNr: current.nummer,
          changedByUserId: actor.original.id,
        });
      }
    },
  });
  return getAllgemeine(db, actor, id);
}

function validate(current: AllgemeineValues, next: AllgemeineValues, cat: Catalogue): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!cat.companies.some((c) => String(c.id) === next.gesellschaft)) {
    errors.gesellschaft = 'Bitte wählen Sie eine Gesellschaft aus.';
  }
  if (!cat.branches.some((b) => String(b.id) === next.description)) {
    errors.description = 'Bitte wählen Sie eine Vertragssparte aus.';
  }
  if (
    next.anbindung !== current.anbindung &&
    next.anbindung &&
    !cat.combos.anbindung.some((o) => o.value === next.anbindung)
  ) {
    errors.anbindung = 'Bitte wählen Sie eine gültige Anbindung.';
  }
  const nrChanged = next.maklerGesellNr !== current.maklerGesellNr || next.gesellschaft !== current.gesellschaft;
  if (nrChanged && next.maklerGesellNr && !cat.combos.maklerGesellNr.some((o) => o.value === next.maklerGesellNr)) {
    errors.maklerGesellNr = 'Diese Nummer gehört nicht zur gewählten Gesellschaft.';
  }
  if (next.nummer !== current.nummer || next.gesellschaft !== current.gesellschaft) {
    const check = checkPolicyNumber({ pattern: cat.rule?.pattern ?? null, hint: cat.rule?.hint ?? null }, next.nummer);
    if (!check.valid && check.message) {
      errors.nummer = check.message;
    }
  }
  return errors;
}

/** Company and Sparte are logged by name, not by id. */
function labelled<C extends FieldChange>(changes: C[], cat: Catalogue): C[] {
  const name = (field: string, value: string | null) => {
    if (value === null) {
      return null;
    }
    if (field === 'gesellschaft') {
      return cat.companies.find((c) => String(c.id) === value)?.kurzname ?? value;
    }
    return field === 'description' ? (cat.branches.find((b) => String(b.id) === value)?.name ?? value) : value;
  };
  return changes.map((c) => ({ ...c, oldValue: name(c.field, c.oldValue), newValue: name(c.field, c.newValue) }));
}
