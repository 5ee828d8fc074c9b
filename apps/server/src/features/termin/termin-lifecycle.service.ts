import {
  type Actor,
  AppError,
  addWallMinutes,
  aufgabenStatusLabel,
  canWriteTermine,
  formatWallTime,
  nextOccurrenceAfter,
  type SaveTermin,
  type SerienBereich,
  TERMIN_MESSAGES,
  type Termin,
} from '@maklerwerk/domain';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { saveVersioned } from '../../repositories/versioned-save';
import { scheduleAlarms } from './alarme';
import * as repo from './termin.repository';
import { assertUpdateable, deleteWhole, saveTermin, splitSeries } from './termin.service';
import { findVisible, getTermin, rightsOn } from './termin-read.service';
import { durationMinutes, fromDbLocal, instantIso, toDbLocal, wall } from './termin-time';

// Deleting, moving in the calendar and marking done.

/** Deleting: the whole item, or one occurrence of a series (an exception), or it and the following. */
export async function deleteTermin(
  db: Db,
  actor: Actor,
  sid: number,
  query: { scope: SerienBereich; occurrence?: string | undefined },
): Promise<{ deleted: true }> {
  const t = await findVisible(db, actor, sid);
  authorize(actor, canWriteTermine);
  const rows = await repo.findBeteiligte(db, [t.id]);
  if (!rightsOn(actor, t, rows).deletable) {
    throw new AppError('FORBIDDEN');
  }
  if (t.rrule !== null && query.occurrence && query.scope !== 'all') {
    const occurrence = wall(query.occurrence);
    await splitSeries(db, actor, t, t.version, occurrence, query.scope, null);
    return { deleted: true };
  }
  await deleteWhole(db, actor, t, null);
  return { deleted: true };
}

/** Moving or resizing in the calendar: the same rules as the editor (end not before begin; series scope). */
export async function moveTermin(
  db: Db,
  actor: Actor,
  sid: number,
  body: { version: number; begin: string; end: string; scope: SerienBereich; occurrence?: string | undefined },
): Promise<Termin> {
  const current = await getTermin(db, actor, sid);
  authorize(actor, canWriteTermine);
  // A task due by the day is drawn in the day row: moving it to another day keeps it due at 23:59.
  const byDay = current.art !== 'TERMIN' && !current.fullDay && current.begin.endsWith(' 23:59');
  const onDay = (text: string) => (byDay ? `${text.slice(0, 10)} 23:59` : text);
  const begin = onDay(body.begin);
  body = { ...body, begin, end: byDay ? begin : body.end };
  const save: SaveTermin = {
    ...current,
    sid,
    version: body.version,
    begin: body.begin,
    end: body.end,
    bereichId: current.bereichId,
    participants: current.beteiligteOutput.map((p) => ({ ...p, id: p.id })),
    files: current.files.map((f) => f.id),
    archiveFiles: [],
    scope: body.scope,
    ...(body.occurrence ? { occurrence: body.occurrence } : {}),
  };
  return saveTermin(db, actor, save);
}

/**
 * Marks a task done (vertrag-details §7 setStatus). A repeating task: the current occurrence is kept
 * as a done item of its own and the series moves on to its next occurrence, which stays open.
 */
export async function setStatus(db: Db, actor: Actor, commId: number, _body: { repeate: boolean }) {
  const t = await findVisible(db, actor, commId);
  authorize(actor, canWriteTermine);
  await assertUpdateable(db, actor, t);
  if (t.status === 'ERLEDIGT') {
    throw new AppError('UNPROCESSABLE', TERMIN_MESSAGES.alreadyDone);
  }
  const begin = fromDbLocal(t.beginLocal);
  const end = fromDbLocal(t.endLocal);
  const next =
    t.rrule === null
      ? null
      : nextOccurrenceAfter({ begin, rrule: t.rrule, exdates: t.exdates.map(fromDbLocal), after: begin });
  if (next === null) {
    await saveVersioned(db, actor, {
      record: { type: 'termin', id: t.id },
      expectedVersion: t.version,
      currentVersion: t.version,
      before: { status: aufgabenStatusLabel[t.status as 'OFFEN'] ?? t.status },
      after: { status: aufgabenStatusLabel.ERLEDIGT },
      fields: ['status'],
      write: async (tx) => {
        const hit = await repo.updateTermin(tx, t.id, t.version, {
          status: 'ERLEDIGT',
          doneAt: new Date().toISOString(),
        });
        if (hit) {
          await scheduleAlarms(tx, t.id);
        }
        return hit;
      },
    });
    return { commId: t.id, status: 'ERLEDIGT' as const, nextOpen: null };
  }
  const nextEnd = addWallMinutes(next, durationMinutes(begin, end));
  await db.transaction(async (tx) => {
    await repo.lockTermin(tx, t.id);
    const {
      id: _id,
      version: _v,
      mine: _m,
      viaRecord: _r,
      ownerName: _o,
      createdByName: _c,
      contractDisplay: _cd,
      customerDisplay: _cu,
      customerNr: _n,
      ...row
    } = t;
    const doneId = await repo.insertTermin(tx, {
      ...row,
      rrule: null,
      retry: 'Keine',
      retryDays: [],
      retryCount: null,
      retryMaxDate: null,
      exdates: [],
      seriesEndAt: instantIso(end),
      status: 'ERLEDIGT',
      doneAt: new Date().toISOString(),
      seriesId: t.id,
      createdByUserId: actor.viewed.id,
    });
    const rows = await repo.findBeteiligte(tx, [t.id]);
    await repo.replaceBeteiligte(
      tx,
      doneId,
      rows.map(({ id: _i, terminId: _t, nummerText: _nt, address: _a, ...p }) => p),
    );
    const hit = await repo.updateTermin(tx, t.id, t.version, {
      beginLocal: toDbLocal(next),
      endLocal: toDbLocal(nextEnd),
      beginAt: instantIso(next),
      retryCount: t.retryCount === null ? null : Math.max(1, t.retryCount - 1),
      rrule:
        t.retryCount === null
          ? t.rrule
          : (t.rrule ?? '').replace(/COUNT=\d+/, `COUNT=${Math.max(1, t.retryCount - 1)}`),
    });
    if (!hit) {
      throw new AppError('STALE_VERSION');
    }
    await writeChangeLog(tx, actor, { type: 'termin', id: t.id }, [
      {
        field: 'status',
        oldValue: null,
        newValue: `Vorkommen am ${formatWallTime(begin)} erledigt; nächstes am ${formatWallTime(next)}`,
      },
    ]);
    await writeChangeLog(tx, actor, { type: 'termin', id: doneId }, [
      { field: 'status', oldValue: aufgabenStatusLabel.OFFEN, newValue: aufgabenStatusLabel.ERLEDIGT },
    ]);
    await scheduleAlarms(tx, t.id);
  });
  return { commId: t.id, status: 'OFFEN' as const, nextOpen: formatWallTime(next) };
}
