import { EventEmitter } from 'node:events';
import {
  type Actor,
  type AlarmEvent,
  AppError,
  canDismissOwnAlarms,
  formatWallTime,
  parseIsoLocal,
} from '@maklerwerk/domain';
import type { ResolvedSession } from '../../auth/auth.service';
import { findSession } from '../../auth/session.repository';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { findUnseenPopups, markPopupSeen } from './termin-alarm.repository';

// In-app alarms (alarmMsc): the alarm job writes a termin_alarme row; this stream hands the unseen rows of
// the viewed user to the browser, which shows each as a popup and marks it seen when it is closed.

const emitter = new EventEmitter();
// One listener per open stream.
emitter.setMaxListeners(0);

/**
 * Wakes the event streams of a user in this process (the alarm job calls it after writing a popup row).
 * Streams of other instances find the row on their next 20-second check.
 */
export const alarmNotifier = {
  notify: (userId: number): void => {
    emitter.emit(`user:${userId}`);
  },
  subscribe: (userId: number, listener: () => void): (() => void) => {
    emitter.on(`user:${userId}`, listener);
    return () => emitter.off(`user:${userId}`, listener);
  },
  /** Open streams of a user in this process. */
  listening: (userId: number): number => emitter.listenerCount(`user:${userId}`),
};

/** How often a stream looks again without being woken, and sends a heartbeat comment. */
export const ALARM_POLL_MS = 20_000;
/** The most popups a stream sends at once (the newest; older unseen ones wait until these are seen). */
const MAX_EVENTS = 20;

/** The unseen popups of a user, oldest first. */
export async function unseenAlarms(db: Db, userId: number): Promise<AlarmEvent[]> {
  const rows = await findUnseenPopups(db, userId, MAX_EVENTS);
  return rows.reverse().map((r) => {
    const at = parseIsoLocal(r.occurrence.replace(' ', 'T').slice(0, 19));
    return { id: r.id, sid: r.sid, label: r.label, begin: at ? formatWallTime(at) : r.occurrence, place: r.place };
  });
}

/** Whether the stream's session still holds for the same viewed user (without renewing it). */
export async function streamSessionHolds(db: Db, sessionIdleMinutes: number, actor: ResolvedSession): Promise<boolean> {
  const row = await findSession(db, actor.tokenHash);
  if (!row) {
    return false;
  }
  const now = Date.now();
  return (
    now - Date.parse(row.session.lastSeenAt) <= sessionIdleMinutes * 60_000 &&
    now <= Date.parse(row.session.expiresAt) &&
    row.original.active &&
    (row.viewed?.id ?? row.original.id) === actor.viewed.id
  );
}

/** Marks a popup of the viewed user as seen; 404 when it is not his. */
export async function markAlarmSeen(db: Db, actor: Actor, id: number): Promise<{ ok: true }> {
  authorize(actor, canDismissOwnAlarms);
  if (!(await markPopupSeen(db, id, actor.viewed.id))) {
    throw new AppError('NOT_FOUND');
  }
  return { ok: true as const };
}
