import {
  addWallMinutes,
  berlinInstant,
  compareWallTimes,
  expandOccurrences,
  pad2,
  parseIsoLocal,
  parseWallTime,
  type WallTime,
  wallMinutes,
} from '@maklerwerk/domain';

// Conversions between the API's 'DD.MM.YYYY HH:mm', the database's wall-clock timestamps
// ('YYYY-MM-DD HH:mm:ss', no zone) and instants; and the end of a series for the range index.

export function toDbLocal(w: WallTime): string {
  return `${w.year}-${pad2(w.month)}-${pad2(w.day)} ${pad2(w.hour)}:${pad2(w.minute)}:00`;
}

export function fromDbLocal(text: string): WallTime {
  const w = parseIsoLocal(text.replace(' ', 'T').slice(0, 19));
  if (!w) {
    throw new Error(`not a wall-clock timestamp: ${text}`);
  }
  return w;
}

/** A text the schema has checked already. */
export function wall(text: string): WallTime {
  const w = parseWallTime(text);
  if (!w) {
    throw new Error(`not a German date and time: ${text}`);
  }
  return w;
}

export const instantIso = (w: WallTime) => berlinInstant(w).toISOString();

export const durationMinutes = (begin: WallTime, end: WallTime) => Math.max(0, wallMinutes(end) - wallMinutes(begin));

/** The instant the last occurrence ends, or null for a series without end (COUNT/UNTIL missing). */
export function seriesEnd(begin: WallTime, end: WallTime, rrule: string | null, exdates: WallTime[]): string | null {
  if (rrule === null) {
    return instantIso(end);
  }
  if (!/(COUNT|UNTIL)=/.test(rrule)) {
    return null;
  }
  const far = addWallMinutes(begin, 200 * 366 * 1440);
  const all = expandOccurrences({ begin, rrule, exdates, from: begin, to: far, max: 5000 });
  const last = all.at(-1) ?? begin;
  return instantIso(addWallMinutes(last, durationMinutes(begin, end)));
}

export const sameWall = (a: WallTime, b: WallTime) => compareWallTimes(a, b) === 0;

/** 'YYYY-MM-DD' of a wall time (a day's key). */
export const dayKey = (w: WallTime) => `${w.year}-${pad2(w.month)}-${pad2(w.day)}`;

/** An item's series in wall times: begin, end, repeat rule and exceptions. */
export type WallSeries = { begin: WallTime; end: WallTime; rrule: string | null; exdates: WallTime[] };

export function seriesOfRow(item: { beginLocal: string; endLocal: string; rrule: string | null; exdates: string[] }) {
  const series: WallSeries = {
    begin: fromDbLocal(item.beginLocal),
    end: fromDbLocal(item.endLocal),
    rrule: item.rrule,
    exdates: item.exdates.map(fromDbLocal),
  };
  return series;
}
