import {
  type Actor,
  AppError,
  canCreateTarif,
  canEditTarif,
  canEditTarifExtraFields,
  canOpenTarifForm,
  canSeeTarifExtraFields,
  canWrite,
  type SaveTarifBody,
  type TarifForm,
  type TarifSichtbarkeit,
  tarifSichtbarkeiten,
  tarifSichtbarkeitLabels,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { saveVersioned } from '../../repositories/versioned-save';
import * as repo from './sparte.repository';
import { visibleTarife } from './sparte.service';

const TARIF_NOT_FOUND = 'Der Tarif wurde nicht gefunden.';
const EXTRA_FIELDS_FORBIDDEN = 'Sichtbar für und inclusive Struktur darf nur der Innendienst ändern.';

/** A broker's own new tariff is his alone until the office widens it; the office's are for all (decision 0026). */
const defaultSichtbarkeit = (a: Actor): TarifSichtbarkeit => (a.viewed.kind === 'internal' ? 'ALLE' : 'NUR_ICH');

async function findVisibleTarif(db: Db, actor: Actor, tarifId: number) {
  const tarif = await repo.findTarif(db, tarifId);
  if (!tarif) {
    throw new AppError('NOT_FOUND', TARIF_NOT_FOUND);
  }
  const visible = await visibleTarife(db, actor, tarif.gesellschaftId, tarif.sparteId);
  if (!visible.some((t) => t.id === tarifId)) {
    throw new AppError('NOT_FOUND', TARIF_NOT_FOUND);
  }
  return tarif;
}

/** The tariff form (spec 2.2, 3.6, 6): an existing tariff, or defaults from the contract and Sparte. */
export async function getTarifForm(
  db: Db,
  actor: Actor,
  query: { tarifId?: number | undefined; versId?: number | undefined; insuranceStep?: number | undefined },
): Promise<TarifForm> {
  authorize(actor, canOpenTarifForm);
  const tarif = query.tarifId === undefined ? undefined : await findVisibleTarif(db, actor, query.tarifId);
  const contract = query.versId === undefined ? undefined : await findVisibleContract(db, actor, query.versId);
  const [companies, branches] = await Promise.all([repo.listCompanyOptions(db), repo.listBranchOptions(db)]);
  const showExtra = canSeeTarifExtraFields(actor);
  const gesellschaftId = tarif?.gesellschaftId ?? contract?.gesellschaftId ?? null;
  const sparteId = tarif?.sparteId ?? query.insuranceStep ?? null;
  return {
    id: tarif?.id ?? null,
    version: tarif?.version ?? 0,
    values: {
      bezeichnung: tarif?.bezeichnung ?? '',
      gesellschaftId: gesellschaftId === null ? null : String(gesellschaftId),
      sparteId: sparteId === null ? null : String(sparteId),
      sichtbarFuer: (tarif?.sichtbarFuer as TarifSichtbarkeit | undefined) ?? defaultSichtbarkeit(actor),
      inklusiveStruktur: tarif?.inklusiveStruktur ?? false,
      inaktiv: tarif?.inaktiv ?? false,
    },
    showExtra,
    extraEditable: showExtra && canEditTarifExtraFields(actor),
    canEdit: tarif ? canEditTarif(actor, tarif) : canCreateTarif(actor),
    gesellschaften: companies.map((c) => ({ value: String(c.id), label: c.name })),
    sparten: branches.map((b) => ({ value: String(b.id), label: b.name })),
    sichtbarkeiten: tarifSichtbarkeiten.map((v) => ({ value: v, label: tarifSichtbarkeitLabels[v] })),
  };
}

/**
 * 'Sichtbar für' and 'inclusive Struktur': internal staff set them; anybody else sending another value
 * than the stored (or default) one is refused with 403 — never silently ignored.
 */
function extraFields(actor: Actor, body: SaveTarifBody, current: { sichtbarFuer: string; inklusiveStruktur: boolean }) {
  const sichtbarFuer = body.sichtbarFuer ?? current.sichtbarFuer;
  const inklusiveStruktur = body.inklusiveStruktur ?? current.inklusiveStruktur;
  const changed = sichtbarFuer !== current.sichtbarFuer || inklusiveStruktur !== current.inklusiveStruktur;
  if (changed && !canEditTarifExtraFields(actor)) {
    throw new AppError(canWrite(actor) ? 'FORBIDDEN' : 'READ_ONLY', EXTRA_FIELDS_FORBIDDEN);
  }
  return { sichtbarFuer, inklusiveStruktur };
}

async function checkReferences(db: Db, body: SaveTarifBody) {
  const names = await repo.namesOf(db, [body.gesellschaftId], [body.sparteId]);
  const errors: Record<string, string> = {};
  if (names.company(body.gesellschaftId) === String(body.gesellschaftId)) {
    errors.gesellschaftId = 'Diese Gesellschaft gibt es nicht.';
  }
  if (names.branch(body.sparteId) === String(body.sparteId)) {
    errors.sparteId = 'Diese Sparte gibt es nicht.';
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('VALIDATION', undefined, errors);
  }
}

const yesNo = (v: boolean) => (v ? 'ja' : 'nein');

export async function createTarif(db: Db, actor: Actor, body: SaveTarifBody): Promise<{ id: number; version: number }> {
  authorize(actor, canCreateTarif);
  await checkReferences(db, body);
  const extra = extraFields(actor, body, { sichtbarFuer: defaultSichtbarkeit(actor), inklusiveStruktur: false });
  const names = await repo.namesOf(db, [body.gesellschaftId], [body.sparteId]);
  let id: number | undefined;
  await db.transaction(async (tx) => {
    id = await repo.insertTarif(tx, {
      bezeichnung: body.bezeichnung,
      gesellschaftId: body.gesellschaftId,
      sparteId: body.sparteId,
      ...extra,
      inaktiv: body.inaktiv,
      // A broker's (or agent's) new tariff is his own; the office's belongs to nobody.
      brokerId: actor.viewed.kind === 'internal' ? null : actor.viewed.brokerId,
      createdByUserId: actor.viewed.id,
    });
    if (id === undefined) {
      throw new Error('tariff insert returned no id');
    }
    await writeChangeLog(tx, actor, { type: 'tarif', id }, [
      { field: 'angelegt', oldValue: null, newValue: body.bezeichnung },
      { field: 'gesellschaft', oldValue: null, newValue: names.company(body.gesellschaftId) },
      { field: 'sparteTarif', oldValue: null, newValue: names.branch(body.sparteId) },
      {
        field: 'sichtbarFuer',
        oldValue: null,
        newValue: tarifSichtbarkeitLabels[extra.sichtbarFuer as TarifSichtbarkeit],
      },
      { field: 'inklusiveStruktur', oldValue: null, newValue: yesNo(extra.inklusiveStruktur) },
      { field: 'inaktiv', oldValue: null, newValue: yesNo(body.inaktiv) },
    ]);
  });
  return { id: id ?? 0, version: 1 };
}

export async function updateTarif(
  db: Db,
  actor: Actor,
  tarifId: number,
  body: SaveTarifBody,
): Promise<{ id: number; version: number }> {
  const tarif = await findVisibleTarif(db, actor, tarifId);
  authorize(actor, canEditTarif, tarif);
  await checkReferences(db, body);
  const extra = extraFields(actor, body, tarif);
  const names = await repo.namesOf(db, [tarif.gesellschaftId, body.gesellschaftId], [tarif.sparteId, body.sparteId]);
  const label = (v: string) => tarifSichtbarkeitLabels[v as TarifSichtbarkeit] ?? v;
  const describe = (t: repo.TarifWrite) => ({
    bezeichnung: t.bezeichnung,
    gesellschaft: names.company(t.gesellschaftId),
    sparteTarif: names.branch(t.sparteId),
    sichtbarFuer: label(t.sichtbarFuer),
    inklusiveStruktur: yesNo(t.inklusiveStruktur),
    inaktiv: yesNo(t.inaktiv),
  });
  const next: repo.TarifWrite = {
    bezeichnung: body.bezeichnung,
    gesellschaftId: body.gesellschaftId,
    sparteId: body.sparteId,
    ...extra,
    inaktiv: body.inaktiv,
  };
  const changes = await saveVersioned(db, actor, {
    record: { type: 'tarif', id: tarifId },
    expectedVersion: body.version,
    currentVersion: tarif.version,
    before: describe(tarif),
    after: describe(next),
    fields: ['bezeichnung', 'gesellschaft', 'sparteTarif', 'sichtbarFuer', 'inklusiveStruktur', 'inaktiv'],
    write: (tx) => repo.updateTarif(tx, tarifId, body.version, next),
  });
  return { id: tarifId, version: changes.length > 0 ? tarif.version + 1 : tarif.version };
}
