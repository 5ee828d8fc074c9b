import { pad2 } from '../common/time.rules';
// Appointment times are wall-clock times in Germany ('DD.MM.YYYY HH:mm', spec 002 §3.1, §9): a Termin at
// 09:00 stays at 09:00 across the change to and from summer time. These helpers convert between the
// German text, a plain wall-clock value and the instant it names in Europe/Berlin.

export const TERMIN_ZONE = 'Europe/Berlin';

/** A wall-clock date and time without a zone (month 1–12). */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

const WALL_TEXT = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/;

function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) {
    return false;
  }
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last;
}

/** 'DD.MM.YYYY HH:mm' → wall time; null when it is not a real date and time (years 1900–2199). */
export function parseWallTime(text: string): WallTime | null {
  const match = WALL_TEXT.exec(text);
  if (!match) {
    return null;
  }
  const [day, month, year, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (year < 1900 || year > 2199 || !isRealDay(year, month, day) || hour > 23 || minute > 59) {
    return null;
  }
  return { year, month, day, hour, minute };
}

/** Wall time → 'DD.MM.YYYY HH:mm'. */
export function formatWallTime(w: WallTime): string {
  return `${pad2(w.day)}.${pad2(w.month)}.${w.year} ${pad2(w.hour)}:${pad2(w.minute)}`;
}

/** Wall time → 'YYYY-MM-DDTHH:mm:00' (floating, no zone: what the calendar component draws). */
export function wallTimeToIsoLocal(w: WallTime): string {
  return `${w.year}-${pad2(w.month)}-${pad2(w.day)}T${pad2(w.hour)}:${pad2(w.minute)}:00`;
}

/** 'YYYY-MM-DDTHH:mm[:ss]' (floating) → wall time; null when it is none. */
export function parseIsoLocal(text: string): WallTime | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(text);
  if (!match) {
    return null;
  }
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return isRealDay(year, month, day) && hour <= 23 && minute <= 59 ? { year, month, day, hour, minute } : null;
}

/** Minutes since the epoch of a wall time read as if it were UTC (for ordering and arithmetic). */
export function wallMinutes(w: WallTime): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) / 60_000;
}

/** The wall time `minutes` after (or before, when negative) another, on the wall clock. */
export function addWallMinutes(w: WallTime, minutes: number): WallTime {
  const d = new Date((wallMinutes(w) + minutes) * 60_000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

export function compareWallTimes(a: WallTime, b: WallTime): number {
  return wallMinutes(a) - wallMinutes(b);
}

const berlinParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TERMIN_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

// Wall times already read, by the instant's minute (Germany's offsets are whole hours, so every
// instant of a UTC minute has one wall time): Intl's formatToParts costs microseconds, and a page
// asks for the same few minutes again and again (today, the end of next week).
const wallTimeByMinute = new Map<number, WallTime>();
const WALL_TIMES_KEPT = 4096;

/** The wall time in Germany at an instant. */
export function berlinWallTime(at: Date): WallTime {
  const minute = Math.floor(at.getTime() / 60_000);
  let wall = wallTimeByMinute.get(minute);
  if (!wall) {
    const parts = Object.fromEntries(berlinParts.formatToParts(at).map((p) => [p.type, p.value]));
    wall = {
      year: Number(parts.year),
      month: Number(parts.month),
      day: Number(parts.day),
      hour: Number(parts.hour),
      minute: Number(parts.minute),
    };
    if (wallTimeByMinute.size >= WALL_TIMES_KEPT) {
      wallTimeByMinute.clear();
    }
    wallTimeByMinute.set(minute, wall);
  }
  return { ...wall };
}

/** The offset from UTC in force in Germany at an instant, in milliseconds. */
function berlinOffset(at: Date): number {
  return wallMinutes(berlinWallTime(at)) * 60_000 - Math.floor(at.getTime() / 60_000) * 60_000;
}

/**
 * The instant a German wall time names. In an hour skipped when the clocks go forward (02:00–02:59 on
 * the last Sunday of March) the time is read with the offset before the change (02:30 → 03:30 summer
 * time); in an hour that repeats when they go back the first reading wins.
 */
export function berlinInstant(w: WallTime): Date {
  const asUtc = wallMinutes(w) * 60_000;
  // Germany's offsets: +2 h summer, +1 h winter, and +3 h in the double summer time of 1945 and 1947.
  // The largest offset that reads back is the earlier instant: the first reading of a repeated hour.
  for (const offsetHours of [3, 2, 1]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    if (compareWallTimes(berlinWallTime(candidate), w) === 0) {
      return candidate;
    }
  }
  // Skipped: four hours earlier is before the change (a gap is one hour, the offset at most three).
  return new Date(asUtc - berlinOffset(new Date(asUtc - 4 * 3_600_000)));
}

/** 'DD.MM.YYYY HH:mm' of an instant in Germany. */
export function formatBerlin(at: Date): string {
  return formatWallTime(berlinWallTime(at));
}
