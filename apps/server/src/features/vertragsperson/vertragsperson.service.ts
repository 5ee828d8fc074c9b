import {
  type Actor,
  AppError,
  type ContractPersonDialog,
  type ContractPersonList,
  type ContractPersonRow,
  canEditContract,
  formatDate,
  type SaveContractPersonBody,
  vertragsRollen,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { saveVersioned } from '../../repositories/versioned-save';
import * as repo from './vertragsperson.repository';

const LINK_NOT_FOUND = 'Die Vertragsperson wurde nicht gefunden.';
const DUPLICATE_LINK = 'Diese Person ist dem Vertrag bereits in dieser Rolle zugeordnet.';

function toRow(r: repo.LinkRow, canEdit: boolean): ContractPersonRow {
  return {
    id: r.id,
    vtgrolle: r.vtgrolle,
    person: {
      id: r.personId,
      name: r.name,
      vorname: r.vorname,
      addresse: { strasse: r.strasse, plz: r.plz, ort: r.ort },
    },
    canEdit,
    version: r.version,
  };
}

const describe = (r: { fullName: string; vtgrolle: string }) => `${r.fullName} – ${r.vtgrolle}`;

export async function listLinks(
  db: Db,
  actor: Actor,
  contractId: number,
  page: { offset: number; limit: number },
): Promise<ContractPersonList> {
  const contract = await findVisibleContract(db, actor, contractId);
  const canEdit = canEditContract(actor, contract);
  const { rows, total } = await repo.findLinkPage(db, contractId, page.offset, page.limit);
  return { items: rows.map((r) => toRow(r, canEdit)), total, offset: page.offset, limit: page.limit, canEdit };
}

/** Dialog data: the link (or an empty form), the customer's persons and the roles. */
export async function getDialog(
  db: Db,
  actor: Actor,
  contractId: number,
  linkId: number | undefined,
): Promise<ContractPersonDialog> {
  const contract = await findVisibleContract(db, actor, contractId);
  const link = linkId === undefined ? undefined : await repo.findLink(db, contractId, linkId);
  if (linkId !== undefined && !link) {
    throw new AppError('NOT_FOUND', LINK_NOT_FOUND);
  }
  const [description, people] = await Promise.all([
    repo.findContractDescription(db, contractId),
    repo.findCustomerPersons(db, contract.customerId),
  ]);
  return {
    form: {
      id: link?.id ?? null,
      vertragBeschreibung: description,
      selectedPerson: link?.personId ?? null,
      rolle: link?.vtgrolle ?? null,
      vertragId: contractId,
      version: link?.version ?? null,
    },
    availablePersons: people.map((p) => ({
      id: p.id,
      label: p.geburtsdatum ? `${p.fullName} (geb. ${formatDate(p.geburtsdatum)})` : p.fullName,
    })),
    availableRoles: vertragsRollen.map((r) => ({ value: r, label: r })),
  };
}

/** Creates or changes a link: the person must belong to the contract's customer. */
export async function saveLink(
  db: Db,
  actor: Actor,
  contractId: number,
  body: SaveContractPersonBody,
): Promise<ContractPersonRow> {
  const contract = await findVisibleContract(db, actor, contractId);
  authorize(actor, canEditContract, contract);
  const people = await repo.findCustomerPersons(db, contract.customerId);
  const person = people.find((p) => p.id === body.selectedPerson);
  if (!person) {
    throw new AppError('VALIDATION', undefined, {
      selectedPerson: 'Die Person gehört nicht zum Kunden dieses Vertrags.',
    });
  }
  const existing = body.id ? await repo.findLink(db, contractId, body.id) : undefined;
  if (body.id && !existing) {
    throw new AppError('NOT_FOUND', LINK_NOT_FOUND);
  }
  const link = { contractId, personId: person.id, vtgrolle: body.rolle, exceptId: existing?.id ?? null };
  if (await repo.findLinkConflict(db, link)) {
    throw new AppError('UNPROCESSABLE', DUPLICATE_LINK, { rolle: DUPLICATE_LINK });
  }
  let savedId = existing?.id;
  await saveVersioned(db, actor, {
    record: { type: 'vertragsperson', id: contractId },
    expectedVersion: existing ? (body.version ?? 0) : 0,
    currentVersion: existing?.version ?? 0,
    before: { vertragsperson: existing ? describe(existing) : null },
    after: { vertragsperson: describe({ fullName: person.fullName, vtgrolle: body.rolle }) },
    fields: ['vertragsperson'],
    write: async (tx) => {
      if (existing) {
        return repo.updateLink(tx, existing.id, existing.version, { personId: person.id, vtgrolle: body.rolle });
      }
      savedId = await repo.insertLink(tx, { contractId, personId: person.id, vtgrolle: body.rolle });
      return savedId !== undefined;
    },
  });
  const saved = savedId === undefined ? undefined : await repo.findLink(db, contractId, savedId);
  if (!saved) {
    throw new AppError('NOT_FOUND', LINK_NOT_FOUND);
  }
  return toRow(saved, true);
}

/** Deletes only the link; the person stays with the customer's persons (spec 8). */
export async function deleteLink(db: Db, actor: Actor, contractId: number, linkId: number): Promise<{ deleted: true }> {
  const contract = await findVisibleContract(db, actor, contractId);
  authorize(actor, canEditContract, contract);
  const link = await repo.findLink(db, contractId, linkId);
  if (!link) {
    throw new AppError('NOT_FOUND', LINK_NOT_FOUND);
  }
  await db.transaction(async (tx) => {
    if (!(await repo.deleteLink(tx, linkId))) {
      throw new AppError('NOT_FOUND', LINK_NOT_FOUND);
    }
    await writeChangeLog(tx, actor, { type: 'vertragsperson', id: contractId }, [
      { field: 'vertragsperson', oldValue: describe(link), newValue: null },
    ]);
  });
  return { deleted: true };
}
