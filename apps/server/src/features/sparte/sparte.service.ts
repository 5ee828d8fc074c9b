import {
  type Actor,
  type AddSparteBody,
  AppError,
  canAddNewSparten,
  canEditContract,
  canOpenTarifForm,
  canSeeTarif,
  type DeactivateSpartenBody,
  deactivationBlock,
  describeRemoval,
  describeReport,
  formatCents,
  formatDate,
  type SaveSparteBody,
  type SparteDetail,
  type SpartenList,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import { isBrokerInStructure } from '../../auth/user.repository';
import type { Db, Executor } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { saveVersioned } from '../../repositories/versioned-save';
import * as repo from './sparte.repository';

const SPARTE_NOT_FOUND = 'Die Sparte wurde an diesem Vertrag nicht gefunden.';
const SPARTE_TAKEN = 'Diese Sparte ist dem Vertrag bereits zugeordnet.';
const TARIF_NOT_OFFERED = 'Dieser Tarif passt nicht zur Gesellschaft und Sparte des Vertrags.';

export async function listSparten(db: Db, actor: Actor, contractId: number): Promise<SpartenList> {
  const contract = await findVisibleContract(db, actor, contractId);
  const rows = await repo.findActiveBranches(db, contractId);
  const canAdd = canAddNewSparten(actor, contract);
  const available = canAdd
    ? await repo.findAvailableBranches(
        db,
        rows.map((r) => r.sparteId),
      )
    : [];
  return {
    items: rows.map((r) => ({
      id: r.id,
      sparteId: r.sparteId,
      name: r.name,
      isPrimary: r.isPrimary,
      tarif: r.tarif,
      praemieBtoZahlweise: r.praemieBtoZahlweise,
      praemieNtoZahlweise: r.praemieNtoZahlweise,
      beginn: r.beginn,
      schadenCount: r.schadenCount,
      version: r.version,
    })),
    canEdit: canEditContract(actor, contract),
    canAdd,
    available: available.map((b) => ({ value: String(b.id), label: b.name })),
  };
}

/**
 * Switches branches off (spec 4.3, 8): the primary or the last active branch is refused (422). Each
 * branch row and the contract's damage reports of that branch are removed in one transaction (kept as
 * hidden rows with removed_at), with change-log rows for the branch and every report.
 */
export async function deactivateSparten(
  db: Db,
  actor: Actor,
  contractId: number,
  body: DeactivateSpartenBody,
): Promise<SpartenList> {
  const contract = await findVisibleContract(db, actor, contractId);
  authorize(actor, canEditContract, contract);
  const rows = await repo.findActiveBranches(db, contractId);
  const chosen = body.deaktivieren.map((d) => {
    const row = rows.find((r) => r.id === d.id);
    if (!row) {
      throw new AppError('NOT_FOUND', SPARTE_NOT_FOUND);
    }
    if (row.version !== d.version) {
      throw new AppError('STALE_VERSION');
    }
    return row;
  });
  const reason = deactivationBlock(
    rows,
    chosen.map((r) => r.id),
  );
  if (reason) {
    throw new AppError('UNPROCESSABLE', reason);
  }
  await db.transaction(async (tx) => {
    for (const row of chosen) {
      if (!(await repo.removeBranch(tx, row.id, row.version, actor.viewed.id))) {
        throw new AppError('STALE_VERSION');
      }
      const reports = await repo.removeDamageReports(tx, contractId, row.sparteId, actor.viewed.id);
      const damage =
        reports.length > 0 ? ` (mit ${reports.length} Schadensmeldung${reports.length === 1 ? '' : 'en'})` : '';
      await writeChangeLog(tx, actor, { type: 'sparte', id: contractId }, [
        { field: 'deaktiviert', oldValue: row.name, newValue: `${row.name} deaktiviert${damage}` },
      ]);
      for (const report of reports) {
        await writeChangeLog(tx, actor, { type: 'schadensmeldung', id: report.id }, [
          {
            field: 'geloescht',
            oldValue: describeReport(report),
            newValue: `${describeRemoval(report.meldedatum)} (Sparte ${row.name} deaktiviert)`,
          },
        ]);
      }
    }
  });
  return listSparten(db, actor, contractId);
}

/** 'Sparte hinzufügen' (spec 6: CAN_ADD_NEW_SPARTEN): a catalogue branch not yet on the contract. */
export async function addSparte(db: Db, actor: Actor, contractId: number, body: AddSparteBody): Promise<SpartenList> {
  const contract = await findVisibleContract(db, actor, contractId);
  authorize(actor, canAddNewSparten, contract);
  const name = await repo.findBranchName(db, body.sparteId);
  if (!name) {
    throw new AppError('VALIDATION', undefined, { sparteId: 'Diese Sparte gibt es nicht.' });
  }
  const rows = await repo.findActiveBranches(db, contractId);
  if (rows.some((r) => r.sparteId === body.sparteId)) {
    throw new AppError('UNPROCESSABLE', SPARTE_TAKEN, { sparteId: SPARTE_TAKEN });
  }
  await db.transaction(async (tx) => {
    // The first branch of a contract is its primary branch.
    const id = await repo.insertBranch(tx, contractId, body.sparteId, rows.length === 0);
    if (id === undefined) {
      throw new AppError('UNPROCESSABLE', SPARTE_TAKEN, { sparteId: SPARTE_TAKEN });
    }
    await writeChangeLog(tx, actor, { type: 'sparte', id: contractId }, [
      { field: 'hinzugefuegt', oldValue: null, newValue: name },
    ]);
  });
  return listSparten(db, actor, contractId);
}

async function findBranchOf(db: Executor, contractId: number, sparteId: number) {
  const row = (await repo.findActiveBranches(db, contractId)).find((r) => r.sparteId === sparteId);
  if (!row) {
    throw new AppError('NOT_FOUND', SPARTE_NOT_FOUND);
  }
  return row;
}

/** Tariffs of the Gesellschaft and Sparte the viewer may see (decision 0026). */
export async function visibleTarife(db: Executor, actor: Actor, gesellschaftId: number, sparteId: number) {
  const all = await repo.findTarife(db, gesellschaftId, sparteId);
  const viewerBroker = actor.viewed.brokerId;
  const result: typeof all = [];
  for (const t of all) {
    const below =
      t.inklusiveStruktur && t.brokerId !== null && viewerBroker !== null
        ? await isBrokerInStructure(db, t.brokerId, viewerBroker)
        : false;
    if (canSeeTarif(actor, t, below)) {
      result.push(t);
    }
  }
  return result;
}

export async function getSparte(db: Db, actor: Actor, contractId: number, sparteId: number): Promise<SparteDetail> {
  const contract = await findVisibleContract(db, actor, contractId);
  const row = await findBranchOf(db, contractId, sparteId);
  const tarife = await visibleTarife(db, actor, contract.gesellschaftId, sparteId);
  return {
    id: row.id,
    sparteId: row.sparteId,
    name: row.name,
    isPrimary: row.isPrimary,
    gesellschaftId: contract.gesellschaftId,
    version: row.version,
    canEdit: canEditContract(actor, contract),
    canOpenTarif: canOpenTarifForm(actor),
    daten: {
      praemieBtoZahlweise: row.praemieBtoZahlweise,
      praemieNtoZahlweise: row.praemieNtoZahlweise,
      tarifId: row.tarifId === null ? null : String(row.tarifId),
      onlyActivTarif: row.onlyActivTarif,
      versichertePerson: row.versichertePerson,
      begin: row.beginn,
      parameters: row.parameters,
    },
    tarifName: row.tarif,
    tarife: tarife.map((t) => ({ value: String(t.id), label: t.bezeichnung, inaktiv: t.inaktiv })),
  };
}

const cents = (v: number | null) => (v === null ? '–' : formatCents(v));

/** Branch main data (spec 3.6), versioned, with field-level change-log rows naming the branch. */
export async function saveSparte(
  db: Db,
  actor: Actor,
  contractId: number,
  sparteId: number,
  body: SaveSparteBody,
): Promise<SparteDetail> {
  const contract = await findVisibleContract(db, actor, contractId);
  authorize(actor, canEditContract, contract);
  const row = await findBranchOf(db, contractId, sparteId);
  const d = body.daten;
  if (d.tarifId !== null && d.tarifId !== row.tarifId) {
    const offered = await visibleTarife(db, actor, contract.gesellschaftId, sparteId);
    const tarif = offered.find((t) => t.id === d.tarifId);
    if (!tarif || (d.onlyActivTarif && tarif.inaktiv)) {
      throw new AppError('VALIDATION', undefined, { tarifId: TARIF_NOT_OFFERED });
    }
  }
  const next: repo.BranchUpdate = {
    praemieBtoZahlweiseCents: d.praemieBtoZahlweise,
    praemieNtoZahlweiseCents: d.praemieNtoZahlweise,
    tarifId: d.tarifId,
    onlyActivTarif: d.onlyActivTarif,
    versichertePerson: d.versichertePerson,
    beginn: d.begin,
    parameters: d.parameters,
  };
  const describe = async (v: repo.BranchUpdate) => {
    const named = (text: string) => `${row.name}: ${text}`;
    return {
      praemieBtoZahlweise: named(cents(v.praemieBtoZahlweiseCents)),
      praemieNtoZahlweise: named(cents(v.praemieNtoZahlweiseCents)),
      tarif: named((await repo.findTarifName(db, v.tarifId)) ?? '–'),
      onlyActivTarif: named(v.onlyActivTarif ? 'ja' : 'nein'),
      versichertePerson: named(v.versichertePerson ?? '–'),
      begin: named(v.beginn ? formatDate(v.beginn) : '–'),
      parameters: named(v.parameters.length ? v.parameters.map((p) => `${p.key}=${p.value}`).join('; ') : '–'),
    };
  };
  await saveVersioned(db, actor, {
    record: { type: 'sparte', id: contractId },
    expectedVersion: body.version,
    currentVersion: row.version,
    before: await describe({
      praemieBtoZahlweiseCents: row.praemieBtoZahlweise,
      praemieNtoZahlweiseCents: row.praemieNtoZahlweise,
      tarifId: row.tarifId,
      onlyActivTarif: row.onlyActivTarif,
      versichertePerson: row.versichertePerson,
      beginn: row.beginn,
      parameters: row.parameters,
    }),
    after: await describe(next),
    fields: [
      'praemieBtoZahlweise',
      'praemieNtoZahlweise',
      'tarif',
      'onlyActivTarif',
      'versichertePerson',
      'begin',
      'parameters',
    ],
    write: (tx) => repo.updateBranch(tx, row.id, body.version, next),
  });
  return getSparte(db, actor, contractId, sparteId);
}
