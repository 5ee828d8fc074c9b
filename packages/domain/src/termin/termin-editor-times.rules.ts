import { pad2, parseTime } from '../common/time.rules';
import type { EditorMode } from './termin-combos';
import { FULL_DAY_BEGIN, FULL_DAY_END, NON_TERMIN_TIME, type TerminFormValues } from './termin-editor.rules';
import { addWallMinutes, compareWallTimes, formatWallTime, parseWallTime, type WallTime } from './termin-zeit';

// The editor's dates and times (spec §4.1, §9): the form keeps date ('DD.MM.YYYY') and time ('HH:mm') apart.

// ---------------------------------------------------------------- dates and times

/** 'DD.MM.YYYY HH:mm' → the form's date and time ('' and '' when it is none). */
export function splitWallTime(text: string | null | undefined): { date: string; time: string } {
  const w = text ? parseWallTime(text) : null;
  if (!w) {
    return { date: '', time: '' };
  }
  const [date = '', time = ''] = formatWallTime(w).split(' ');
  return { date, time };
}

/** 'HH:mm' of a typed time ('8.30' → '08:30'); null when it is none. */
export function normalTime(time: string): string | null {
  const t = parseTime(time);
  if (!t || t.hours > 23 || t.minutes > 59) {
    return null;
  }
  return `${pad2(t.hours)}:${pad2(t.minutes)}`;
}

/** The form's date and time → 'DD.MM.YYYY HH:mm'; null when either is missing or invalid. */
export function joinWallTime(date: string, time: string): string | null {
  const t = normalTime(time);
  if (t === null) {
    return null;
  }
  const text = `${date.trim()} ${t}`;
  return parseWallTime(text) ? text : null;
}

function wallOf(date: string, time: string): WallTime | null {
  const text = joinWallTime(date, time);
  return text ? parseWallTime(text) : null;
}

function splitWall(w: WallTime): { date: string; time: string } {
  return splitWallTime(formatWallTime(w));
}

/** 'DD.MM.YYYY' → ISO date (null for none). */
export function germanToIsoDate(date: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

type Times = Pick<TerminFormValues, 'beginDate' | 'beginTime' | 'endDate' | 'endTime'>;

/** Spec §4.1: changing the start time sets the end to start plus one hour (on the wall clock, across midnight). */
export function changeBeginTime(values: Times, beginTime: string): Times {
  const begin = wallOf(values.beginDate, beginTime);
  if (!begin) {
    return { ...values, beginTime };
  }
  const end = splitWall(addWallMinutes(begin, 60));
  return { ...values, beginTime, endDate: end.date, endTime: end.time };
}

/**
 * Spec §4.1, §9: changing the start date sets the end date to it; outside Termin the start and end time
 * become 23:59. An end that would then lie before the begin moves to the begin plus one hour.
 */
export function changeBeginDate(values: Times, beginDate: string, mode: EditorMode): Times {
  if (mode !== 'Termin') {
    return { beginDate, beginTime: NON_TERMIN_TIME, endDate: beginDate, endTime: NON_TERMIN_TIME };
  }
  const next = { ...values, beginDate, endDate: beginDate };
  const begin = wallOf(next.beginDate, next.beginTime);
  const end = wallOf(next.endDate, next.endTime);
  if (begin && end && compareWallTimes(end, begin) < 0) {
    const moved = splitWall(addWallMinutes(begin, 60));
    return { ...next, endDate: moved.date, endTime: moved.time };
  }
  return next;
}

/**
 * Spec §4.1, §8: setting the end (date or time) resets the duration; an end before the begin raises the
 * alert 'Endezeit kann nicht vor der Beginzeit sein! …' and swaps begin and end.
 */
export function changeEnd(
  values: Times,
  end: { endDate?: string; endTime?: string },
): { times: Times; swapped: boolean } {
  const next = { ...values, ...end };
  const b = wallOf(next.beginDate, next.beginTime);
  const e = wallOf(next.endDate, next.endTime);
  if (b && e && compareWallTimes(e, b) < 0) {
    return {
      times: { beginDate: next.endDate, beginTime: next.endTime, endDate: next.beginDate, endTime: next.beginTime },
      swapped: true,
    };
  }
  return { times: next, swapped: false };
}

/** Spec §4.1: a full-day item shows its time as 0:00 to 23:59. */
export function fullDayTimes(values: Times): Times {
  return { ...values, beginTime: FULL_DAY_BEGIN, endTime: FULL_DAY_END, endDate: values.endDate || values.beginDate };
}

/** The begin and end of a new item: a Termin at the next full hour for one hour, otherwise today 23:59. */
export function newItemTimes(mode: EditorMode, now: WallTime): Times {
  const today = splitWall(now).date;
  if (mode !== 'Termin') {
    return { beginDate: today, beginTime: NON_TERMIN_TIME, endDate: today, endTime: NON_TERMIN_TIME };
  }
  const nextHour = addWallMinutes({ ...now, minute: 0 }, 60);
  const b = splitWall(nextHour);
  const e = splitWall(addWallMinutes(nextHour, 60));
  return { beginDate: b.date, beginTime: b.time, endDate: e.date, endTime: e.time };
}
