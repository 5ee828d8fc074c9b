import {
  type Actor,
  AppError,
  type ChangeContractStatusBody,
  type ContractHeader,
  type ContractList,
  type ContractListItem,
  type ContractListQuery,
  ContractStatusSchema,
  canChangeContractStatus,
} from '@maklerwerk/domain';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { toIsoTimestamp } from '../../lib/timestamp';
import * as write from '../../repositories/contract-write.repository';
import { saveVersioned } from '../../repositories/versioned-save';
import * as repo from './vertrag.repository';

type ListRow = Awaited<ReturnType<typeof repo.findContractPage>>['rows'][number];

function toListItem(r: ListRow): ContractListItem {
  return {
    id: r.id,
    gesellschaft: { id: r.gesellschaftId, name: r.gesellschaftName },
    sparte: { id: r.sparteId, name: r.sparteName, kategorieName: r.kategorieName },
    bezeichnung: r.sparteName,
    nummer: r.nummer,
    status: ContractStatusSchema.parse(r.status),
    kennzeichen: r.kennzeichen,
    kunde: { id: r.kundeId, kundennr: r.kundennr, name: r.kundeName },
    praemieCents: r.praemieCents,
    zahlrhythm: r.zahlrhythm,
    beginn: r.beginn,
  };
}

export async function listContracts(db: Db, actor: Actor, query: ContractListQuery): Promise<ContractList> {
  const { rows, total, totalCapped, nextCursor } = await repo.findContractPage(db, actor, query);
  return { items: rows.map(toListItem), total, totalCapped, offset: query.offset, limit: query.limit, nextCursor };
}

export async function getContractHeader(db: Db, actor: Actor, id: number): Promise<ContractHeader> {
  const row = await repo.findContractHeader(db, actor, id);
  if (!row) {
    throw new AppError('NOT_FOUND', 'Die Versicherung wurde nicht gefunden.');
  }
  return {
    ...toListItem(row),
    version: row.version,
    vtgGruppe: row.vtgGruppe,
    produktbez: row.produktbez,
    fehler: row.fehler.map((f) => (typeof f === 'string' ? f : f.text)),
    ende: row.ende,
    zahlungsart: row.zahlungsart,
    praemieNettoCents: row.praemieNettoCents,
    vermittler: { id: row.vermittlerId, vermittlernummer: row.vermittlernummer, name: row.vermittlerName },
  };
}

/** Status change: version check, status history and change log in one transaction. */
export async function changeContractStatus(
  db: Db,
  actor: Actor,
  id: number,
  body: ChangeContractStatusBody,
): Promise<ContractHeader> {
  const current = await getContractHeader(db, actor, id);
  authorize(actor, canChangeContractStatus);
  const changes = await saveVersioned(db, actor, {
    record: { type: 'versicherung', id },
    expectedVersion: body.version,
    currentVersion: current.version,
    before: { status: current.status },
    after: { status: body.status },
    fields: ['status'],
    write: async (tx) => (await write.updateContract(tx, id, body.version, { status: body.status })) !== undefined,
    alongside: (tx) =>
      write.insertStatusHistory(tx, {
        contractId: id,
        status: body.status,
        previousStatus: current.status,
        changedByUserId: actor.original.id,
        bemerkung: body.bemerkung ?? null,
      }),
  });
  if (changes.length === 0) {
    return current;
  }
  return getContractHeader(db, actor, id);
}

export async function getStatusHistory(db: Db, actor: Actor, id: number) {
  await getContractHeader(db, actor, id);
  const rows = await repo.findStatusHistory(db, id);
  return rows.map((r) => ({
    ...r,
    changedAt: toIsoTimestamp(r.changedAt),
    status: ContractStatusSchema.parse(r.status),
    previousStatus: r.previousStatus ? ContractStatusSchema.parse(r.previousStatus) : null,
  }));
}
