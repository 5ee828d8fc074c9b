import {
  type Actor,
  AppError,
  addWallMinutes,
  canWriteTermine,
  diffFields,
  formatWallTime,
  isCustomerKind,
  type SaveTermin,
  type SerienBereich,
  TERMIN_MESSAGES,
  type Termin,
  terminBereichOptions,
  toRRule,
  untilBefore,
  type WallTime,
  wallMinutes,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import { findVisibleCustomer } from '../../auth/customer-access';
import type { Db, Tx } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { sanitizeMailHtml } from '../../lib/sanitize-html';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { saveVersioned } from '../../repositories/versioned-save';
import { scheduleAlarms } from './alarme';
import * as repo from './termin.repository';
import { EMPTY_LOG, type Logged, logged, loggedFields } from './termin-aenderungslog';
import type { StoredBeteiligter } from './termin-participant-guard';
import * as participants from './termin-participants';
import { assertAlarmMailRate, assertCustomerItemRate } from './termin-rate-limit';
import { findVisible, getTermin, rightsOn } from './termin-read.service';
import { durationMinutes, fromDbLocal, instantIso, sameWall, seriesEnd, toDbLocal, wall } from './termin-time';

// ---------------------------------------------------------------------------------------------- saving

type Prepared = {
  values: Omit<repo.NewTermin, 'createdByUserId'>;
  rows: Omit<repo.NewBeteiligter, 'terminId'>[];
  begin: WallTime;
  end: WallTime;
  names: string[];
};

/** The area decides what the item concerns: a contract (VersVertrag) or a customer (Kunde). */
async function resolveBereich(db: Db, actor: Actor, body: SaveTermin, existing: repo.VisibleTermin | undefined) {
  const allowed = new Set<string>([...terminBereichOptions(actor), 'VersVertrag']);
  if (existing) {
    allowed.add(existing.bereich);
  }
  if (!allowed.has(body.bereich)) {
    throw new AppError('UNPROCESSABLE', 'Diesen Bereich können Sie nicht wählen.', {
      bereich: 'Diesen Bereich können Sie nicht wählen.',
    });
  }
  if (body.bereich === 'VersVertrag') {
    if (body.bereichId === null) {
      throw new AppError('VALIDATION', undefined, { bereich: 'Bitte wählen Sie eine Versicherung.' });
    }
    const contract = await findVisibleContract(db, actor, body.bereichId);
    return { contractId: contract.id, customerId: null };
  }
  if (body.bereich === 'Kunde') {
    const customerId = isCustomerKind(actor.viewed) ? actor.viewed.customerId : body.bereichId;
    if (customerId === null) {
      throw new AppError('VALIDATION', undefined, { bereich: 'Bitte wählen Sie einen Kunden.' });
    }
    await findVisibleCustomer(db, actor, customerId);
    return { contractId: null, customerId };
  }
  return { contractId: null, customerId: null };
}

async function prepare(
  db: Db,
  actor: Actor,
  body: SaveTermin,
  existing: repo.VisibleTermin | undefined,
  stored: StoredBeteiligter[],
): Promise<Prepared> {
  const begin = wall(body.begin);
  const end = body.fullDay ? { ...wall(body.end), hour: 23, minute: 59 } : wall(body.end);
  const fullBegin = body.fullDay ? { ...begin, hour: 0, minute: 0 } : begin;
  const area = await resolveBereich(db, actor, body, existing);
  const rows = await participants.checkParticipants(db, actor, body, stored);
  const owner = rows.find((r) => r.rolle === 'BESITZER');
  const rrule = toRRule(
    { retry: body.retry, retryDays: body.retryDays, retryCount: body.retryCount, retryMaxDate: body.retryMaxDate },
    fullBegin,
  );
  const exdates = existing && rrule !== null ? existing.exdates.map(fromDbLocal) : [];
  return {
    begin: fullBegin,
    end,
    names: rows.map((r) => (r.name?.trim() ? r.name : (r.email ?? ''))),
    rows,
    values: {
      art: body.art,
      label: body.label,
      text: sanitizeMailHtml(body.text),
      place: body.place,
      beginLocal: toDbLocal(fullBegin),
      endLocal: toDbLocal(end),
      beginAt: instantIso(fullBegin),
      seriesEndAt: seriesEnd(fullBegin, end, rrule, exdates),
      fullDay: body.fullDay,
      color: body.color,
      bereich: body.bereich,
      contractId: area.contractId,
      customerId: area.customerId,
      status: body.art === 'TERMIN' ? 'OFFEN' : body.status,
      sellingPhase: body.sellingPhase,
      activityArt: body.activityArt,
      produkt: body.produkt,
      geschaeftwertCents: body.geschaeftwert,
      private: body.private,
      bestaetigt: body.bestaetigt,
      retry: body.retry,
      retryDays: body.retry === 'Wöchentlich' ? body.retryDays : [],
      retryCount: body.retry === 'Keine' ? null : body.retryCount,
      retryMaxDate: body.retry === 'Keine' ? null : body.retryMaxDate,
      rrule,
      alarmEmail: body.alarmEmail,
      alarmModuEmail: body.alarmModuEmail,
      alarmMsc: body.alarmMsc,
      alarmModusMsc: body.alarmModusMSC,
      ownerUserId: owner?.userId ?? actor.viewed.id,
      doneAt:
        body.status === 'ERLEDIGT' && body.art !== 'TERMIN' ? (existing?.doneAt ?? new Date().toISOString()) : null,
    },
  };
}

const mailAlarmOf = (p: Prepared) => ({ alarmEmail: p.values.alarmEmail ?? null, participants: p.rows });

function loggedOf(p: Prepared, fileNames: string[]): Logged {
  const v = p.values;
  return logged({
    art: v.art,
    label: v.label,
    text: v.text ?? '',
    place: v.place ?? '',
    begin: p.begin,
    end: p.end,
    fullDay: v.fullDay ?? false,
    bereich: v.bereich,
    status: v.status ?? 'OFFEN',
    sellingPhase: v.sellingPhase ?? 'KEINE_ANGABEN',
    activityArt: v.activityArt ?? null,
    produkt: v.produkt ?? '',
    geschaeftwert: v.geschaeftwertCents ?? null,
    private: v.private ?? false,
    bestaetigt: v.bestaetigt ?? false,
    retry: v.retry ?? 'Keine',
    retryDays: v.retryDays ?? [],
    retryCount: v.retryCount ?? null,
    retryMaxDate: v.retryMaxDate ?? null,
    alarmEmail: v.alarmEmail ?? null,
    alarmModuEmail: v.alarmModuEmail ?? 'MINUTEN',
    alarmMsc: v.alarmMsc ?? null,
    alarmModusMsc: v.alarmModusMsc ?? 'MINUTEN',
    color: v.color ?? '',
    beteiligte: p.names,
    anhaenge: fileNames,
  });
}

async function loggedOfExisting(db: Db | Tx, t: repo.VisibleTermin): Promise<Logged> {
  const [rows, files] = await Promise.all([repo.findBeteiligte(db, [t.id]), repo.findFiles(db, t.id)]);
  return logged({
    ...t,
    begin: fromDbLocal(t.beginLocal),
    end: fromDbLocal(t.endLocal),
    geschaeftwert: t.geschaeftwertCents,
    beteiligte: rows.map((r) => (r.name.trim() ? r.name : r.email)),
    anhaenge: files.map((f) => f.fileName),
  });
}

/** Uploaded files and archive copies the save binds (their names for the log). */
async function filesToBind(db: Db, actor: Actor, body: SaveTermin, terminId: number | null) {
  const own = await repo.findBindableFiles(db, actor.viewed.id, terminId, body.files);
  if (own.length !== new Set(body.files).size) {
    throw new AppError('VALIDATION', undefined, { files: 'Ein Anhang wurde nicht gefunden.' });
  }
  const copies = await participants.copyArchiveFiles(db, actor, body.archiveFiles);
  return {
    ids: [...own.map((f) => f.id), ...copies.map((f) => f.id)],
    names: [...own, ...copies].map((f) => f.fileName),
  };
}

async function insertNew(
  db: Db,
  actor: Actor,
  p: Prepared,
  files: { ids: number[]; names: string[] },
  seriesId: number | null,
) {
  return db.transaction(async (tx) => {
    const id = await repo.insertTermin(tx, { ...p.values, seriesId, createdByUserId: actor.viewed.id });
    await repo.replaceBeteiligte(tx, id, p.rows);
    await repo.bindFiles(tx, id, files.ids);
    await writeChangeLog(
      tx,
      actor,
      { type: 'termin', id },
      diffFields(EMPTY_LOG, loggedOf(p, files.names), loggedFields),
    );
    await scheduleAlarms(tx, id);
    return id;
  });
}

/** Creates an item, or changes one (the whole series, one occurrence, or it and the following ones). */
export async function saveTermin(db: Db, actor: Actor, body: SaveTermin): Promise<Termin> {
  authorize(actor, canWriteTermine);
  if (body.sid === undefined) {
    await assertCustomerItemRate(db, actor);
    const p = await prepare(db, actor, body, undefined, []);
    await assertAlarmMailRate(db, actor.viewed.id, mailAlarmOf(p), null);
    const files = await filesToBind(db, actor, body, null);
    const id = await insertNew(db, actor, p, files, null);
    return getTermin(db, actor, id);
  }
  const existing = await findVisible(db, actor, body.sid);
  await assertUpdateable(db, actor, existing);
  const stored = await repo.findBeteiligte(db, [existing.id]);
  const before = { alarmEmail: existing.alarmEmail, participants: stored };
  const scope: SerienBereich = existing.rrule !== null && body.occurrence ? body.scope : 'all';
  if (scope === 'this' || scope === 'following') {
    const occurrence = wall(body.occurrence ?? '');
    await assertCustomerItemRate(db, actor);
    const p = await prepare(db, actor, scope === 'this' ? { ...body, retry: 'Keine' } : body, undefined, stored);
    await assertAlarmMailRate(db, actor.viewed.id, mailAlarmOf(p), before);
    const files = await filesToBind(db, actor, { ...body, files: [] }, null);
    const id = await splitSeries(db, actor, existing, body.version ?? 0, occurrence, scope, async () =>
      insertNew(db, actor, p, files, existing.id),
    );
    return getTermin(db, actor, id);
  }
  const shifted = shiftSeriesBody(existing, body);
  const p = await prepare(db, actor, shifted, existing, stored);
  await assertAlarmMailRate(db, existing.createdByUserId, mailAlarmOf(p), before);
  const files = await filesToBind(db, actor, body, existing.id);
  await saveVersioned(db, actor, {
    record: { type: 'termin', id: existing.id },
    expectedVersion: body.version ?? 0,
    currentVersion: existing.version,
    before: await loggedOfExisting(db, existing),
    after: loggedOf(p, files.names),
    fields: loggedFields,
    write: async (tx) => {
      const hit = await repo.updateTermin(tx, existing.id, existing.version, p.values);
      if (hit) {
        await repo.replaceBeteiligte(tx, existing.id, p.rows);
        await repo.bindFiles(tx, existing.id, files.ids);
        await scheduleAlarms(tx, existing.id);
      }
      return hit;
    },
  });
  return getTermin(db, actor, existing.id);
}

/**
 * Saving the whole series from one occurrence: the form shows that occurrence's times, so the series'
 * first begin moves by the same amount instead of jumping to the occurrence.
 */
function shiftSeriesBody(existing: repo.VisibleTermin, body: SaveTermin): SaveTermin {
  if (existing.rrule === null || !body.occurrence) {
    return body;
  }
  const occurrence = wall(body.occurrence);
  const seriesBegin = fromDbLocal(existing.beginLocal);
  const delta = wallMinutes(wall(body.begin)) - wallMinutes(occurrence);
  const begin = addWallMinutes(seriesBegin, delta);
  const end = addWallMinutes(begin, durationMinutes(wall(body.begin), wall(body.end)));
  return { ...body, begin: formatWallTime(begin), end: formatWallTime(end) };
}

export async function assertUpdateable(db: Db, actor: Actor, t: repo.VisibleTermin): Promise<void> {
  const rows = await repo.findBeteiligte(db, [t.id]);
  if (!rightsOn(actor, t, rows).updateable) {
    throw new AppError('FORBIDDEN');
  }
}

/**
 * One occurrence taken out (an exception, 'this') or the series cut before it ('following'); `then`
 * writes what replaces it (a single item or a new series) and answers its id.
 */
export async function splitSeries(
  db: Db,
  actor: Actor,
  series: repo.VisibleTermin,
  expectedVersion: number,
  occurrence: WallTime,
  scope: 'this' | 'following',
  then: (() => Promise<number>) | null,
): Promise<number> {
  if (series.rrule === null) {
    throw new AppError('UNPROCESSABLE', 'Der Eintrag ist keine Serie.');
  }
  const begin = fromDbLocal(series.beginLocal);
  const end = fromDbLocal(series.endLocal);
  const exdates = series.exdates.map(fromDbLocal);
  const isFirst = sameWall(begin, occurrence);
  if (scope === 'following' && isFirst) {
    // The whole series from its first occurrence: the old one ends entirely.
    await deleteWhole(db, actor, series, expectedVersion);
    return then ? then() : series.id;
  }
  const values: Partial<repo.NewTermin> =
    scope === 'this'
      ? { exdates: [...series.exdates, toDbLocal(occurrence)] }
      : (() => {
          const rrule = untilBefore(series.rrule, occurrence);
          return { rrule, seriesEndAt: seriesEnd(begin, end, rrule, exdates), retryCount: null };
        })();
  const change =
    scope === 'this'
      ? `Vorkommen am ${formatWallTime(occurrence)} herausgenommen`
      : `Serie endet vor dem ${formatWallTime(occurrence)}`;
  await saveVersioned(db, actor, {
    record: { type: 'termin', id: series.id },
    expectedVersion,
    currentVersion: series.version,
    before: { ausnahme: null },
    after: { ausnahme: change },
    fields: ['ausnahme'],
    write: async (tx) => {
      const hit = await repo.updateTermin(tx, series.id, series.version, values);
      if (hit) {
        await scheduleAlarms(tx, series.id);
      }
      return hit;
    },
  });
  return then ? then() : series.id;
}

export async function deleteWhole(db: Db, actor: Actor, t: repo.VisibleTermin, expectedVersion: number | null) {
  if (expectedVersion !== null && expectedVersion !== t.version) {
    throw new AppError('STALE_VERSION');
  }
  await db.transaction(async (tx) => {
    if (!(await repo.softDelete(tx, t.id, actor.viewed.id))) {
      throw new AppError('NOT_FOUND', TERMIN_MESSAGES.notFound);
    }
    await writeChangeLog(tx, actor, { type: 'termin', id: t.id }, [
      {
        field: 'geloescht',
        oldValue: null,
        newValue: `${t.label} vom ${formatWallTime(fromDbLocal(t.beginLocal))} gelöscht`,
      },
    ]);
  });
}
