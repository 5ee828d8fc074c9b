import { type Actor, formatWallTime, parseIsoLocal } from '@maklerwerk/domain';
import type { Executor } from '../db/client';
import { findVisibleTerminId, findVisibleTerminRow, listTerminParticipants } from './termin-access.repository';

// Who sees an appointment, task or activity (issue 13): used by the appointments and the change log.

/** Whether a live item is visible to the viewer (the change log asks this). */
export async function isTerminVisible(db: Executor, actor: Actor, id: number): Promise<boolean> {
  return (await findVisibleTerminId(db, actor, id)) !== undefined;
}

/** An appointment as the mail composer needs it (kind 'termin'); times as 'DD.MM.YYYY HH:mm' (German wall clock). */
export type TerminForMail = {
  label: string;
  beginLocal: string;
  endLocal: string;
  fullDay: boolean;
  place: string;
  /** Sanitised HTML as stored. */
  text: string;
  contractId: number | null;
  participants: { name: string; email: string; userId: number | null }[];
};

const wallText = (dbLocal: string) => {
  const w = parseIsoLocal(dbLocal.replace(' ', 'T').slice(0, 19));
  return w ? formatWallTime(w) : dbLocal;
};

/** A live appointment the viewer sees, with its participants in their order; undefined outside his view. */
export async function findTerminForMail(db: Executor, actor: Actor, sid: number): Promise<TerminForMail | undefined> {
  const row = await findVisibleTerminRow(db, actor, sid);
  if (!row) {
    return undefined;
  }
  const participants = await listTerminParticipants(db, row.id);
  return {
    label: row.label,
    beginLocal: wallText(row.beginLocal),
    endLocal: wallText(row.endLocal),
    fullDay: row.fullDay,
    place: row.place,
    text: row.text,
    contractId: row.contractId,
    participants,
  };
}
