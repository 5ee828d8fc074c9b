import {
  addWallMinutes,
  compareWallTimes,
  formatWallTime,
  type Kalender,
  type KalenderEintrag,
  pad2,
  parseIsoLocal,
  type WallTime,
  wallTimeToIsoLocal,
} from '@maklerwerk/domain';

// The calendar draws the items' floating wall-clock times ('YYYY-MM-DDTHH:mm:00', German time) with
// FullCalendar set to the zone 'UTC': a Date the calendar hands back carries the wall time in its UTC
// fields, whatever the browser's zone is. These helpers are the only place that converts.

/** The colour of an item without one and of a calendar without one (the brand colour, shade 6). */
export const DEFAULT_COLOR = '#3363bf';

/** What the calendar component needs of one item (a subset of FullCalendar's EventInput). */
export type KalenderEventInput = {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  backgroundColor: string;
  borderColor: string;
  textColor: string;
  editable: boolean;
  classNames: string[];
  extendedProps: { item: KalenderEintrag };
};

/** A Date of the calendar (zone UTC) → its wall time. */
export function dateToWallTime(date: Date): WallTime {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  };
}

/** A wall time → the Date the calendar (zone UTC) uses for it. */
export function wallTimeToDate(w: WallTime): Date {
  return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute));
}

/** A Date of the calendar → 'DD.MM.YYYY HH:mm'. */
export function dateToWallText(date: Date): string {
  return formatWallTime(dateToWallTime(date));
}

/** A Date of the calendar → its day 'YYYY-MM-DD'. */
export function dateToIsoDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/** 'YYYY-MM-DD' → the Date of its midnight in the calendar; null when it is no real day. */
export function isoDayToDate(day: string): Date | null {
  const w = parseIsoLocal(`${day}T00:00`);
  return w ? wallTimeToDate(w) : null;
}

const dayOf = (w: WallTime): WallTime => ({ ...w, hour: 0, minute: 0 });
const isoDay = (w: WallTime) => wallTimeToIsoLocal(w).slice(0, 10);

/**
 * The days the API is asked for: FullCalendar's visible range ends exclusively at midnight after the
 * last day; the API's `to` is the last visible day itself.
 */
export function visibleRange(activeStart: Date, activeEnd: Date): { from: string; to: string } {
  const last = new Date(activeEnd.getTime() - 60_000);
  return { from: dateToIsoDay(activeStart), to: dateToIsoDay(last < activeStart ? activeStart : last) };
}

/** The colour of an item: its own, else its calendar's, else the default. */
export function itemColor(item: KalenderEintrag, calendars: Kalender['calendars']): string {
  if (item.color) {
    return item.color;
  }
  return calendars.find((c) => c.userId === item.calendarUserId)?.color || DEFAULT_COLOR;
}

const luminance = (channels: number[]) =>
  channels
    .map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, i) => sum + c * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);

/** The text colour with the higher WCAG contrast on a background '#RRGGBB': white or near-black. */
export function textColorOn(background: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(background);
  if (!match) {
    return '#ffffff';
  }
  const l = luminance(match.slice(1).map((hex) => Number.parseInt(hex, 16)));
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / 0.0611; // #1a1b1e has a luminance of about 0.011
  return onWhite >= onDark ? '#ffffff' : '#1a1b1e';
}

/** The event id of an item: one per occurrence of a series. */
export const eventId = (item: KalenderEintrag) => `${item.sid}|${item.occurrence}`;

/**
 * One item → the calendar's event. A full-day item runs from its first day to the midnight after its
 * last day (FullCalendar's exclusive end); a timed one keeps its wall times as they are.
 */
export function toEventInput(item: KalenderEintrag, calendars: Kalender['calendars']): KalenderEventInput {
  const color = itemColor(item, calendars);
  const begin = parseIsoLocal(item.start);
  const end = parseIsoLocal(item.end);
  let start = item.start;
  let stop = item.end;
  if (item.fullDay && begin) {
    const lastDay = end && compareWallTimes(end, begin) >= 0 ? dayOf(end) : dayOf(begin);
    start = isoDay(begin);
    stop = isoDay(addWallMinutes(lastDay, 24 * 60));
  }
  const classNames = ['mw-event'];
  if (item.art === 'AUFGABE') {
    classNames.push('mw-event-task');
  }
  if (item.status === 'ERLEDIGT') {
    classNames.push('mw-event-done');
  }
  return {
    id: eventId(item),
    title: item.label,
    start,
    end: stop,
    allDay: item.fullDay,
    backgroundColor: color,
    borderColor: color,
    textColor: textColorOn(color),
    editable: item.updateable,
    classNames,
    extendedProps: { item },
  };
}

/** What a drop or resize hands back: the event's new start and end (end null when FullCalendar left it out). */
export type MovedEvent = { start: Date | null; end: Date | null; allDay: boolean };

/** Default length of a new or end-less timed item (the editor's rule: end = start + 1 hour). */
export const DEFAULT_MINUTES = 60;

/**
 * The begin and end 'DD.MM.YYYY HH:mm' of a moved or resized event. A full-day event runs from 00:00 of
 * its first day to 23:59 of its last (the day before FullCalendar's exclusive end), as the editor shows it.
 */
export function movedTimes(event: MovedEvent): { begin: string; end: string } | null {
  if (!event.start) {
    return null;
  }
  const begin = dateToWallTime(event.start);
  if (event.allDay) {
    const lastDay =
      event.end && event.end > event.start ? dateToWallTime(new Date(event.end.getTime() - 60_000)) : begin;
    return { begin: formatWallTime(dayOf(begin)), end: formatWallTime({ ...lastDay, hour: 23, minute: 59 }) };
  }
  const end = event.end ? dateToWallTime(event.end) : addWallMinutes(begin, DEFAULT_MINUTES);
  return { begin: formatWallTime(begin), end: formatWallTime(end) };
}

/** Begin, end and full day of a new Termin, preset from a selected range of the calendar. */
export type NewTerminPreset = { begin: string; end: string; fullDay: boolean };

/**
 * A selection → the new Termin's times. In the time grid the selection's times (at least an hour); a
 * single day clicked in the month view 09:00–10:00; several days, or the all-day row, a full-day item.
 */
export function presetFromSelection(start: Date, end: Date, allDay: boolean, monthView: boolean): NewTerminPreset {
  const begin = dateToWallTime(start);
  if (allDay) {
    const days = Math.round((end.getTime() - start.getTime()) / 86_400_000);
    if (monthView && days <= 1) {
      const nine = { ...begin, hour: 9, minute: 0 };
      return {
        begin: formatWallTime(nine),
        end: formatWallTime(addWallMinutes(nine, DEFAULT_MINUTES)),
        fullDay: false,
      };
    }
    const lastDay = dateToWallTime(new Date(Math.max(end.getTime() - 60_000, start.getTime())));
    return {
      begin: formatWallTime(dayOf(begin)),
      end: formatWallTime({ ...lastDay, hour: 23, minute: 59 }),
      fullDay: true,
    };
  }
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  const stop = minutes > 30 ? dateToWallTime(end) : addWallMinutes(begin, DEFAULT_MINUTES);
  return { begin: formatWallTime(begin), end: formatWallTime(stop), fullDay: false };
}

/** The editor's date and time fields of a preset ('DD.MM.YYYY' and 'HH:mm' each). */
export type PresetFormTimes = {
  beginDate: string;
  beginTime: string;
  endDate: string;
  endTime: string;
  fullDay: boolean;
};

/** 'DD.MM.YYYY HH:mm' begin and end → the editor's separate date and time fields. */
export function presetFormTimes(preset: NewTerminPreset): PresetFormTimes {
  const [beginDate = '', beginTime = ''] = preset.begin.split(' ');
  const [endDate = '', endTime = ''] = preset.end.split(' ');
  return { beginDate, beginTime, endDate, endTime, fullDay: preset.fullDay };
}

/**
 * The first hour the time grid shows: 06:00, or earlier when a timed item of the range starts (or ends)
 * before it, so that nothing is cut off.
 */
export function firstSlot(items: readonly KalenderEintrag[], earliest = 6): string {
  let hour = earliest;
  for (const item of items) {
    if (item.fullDay) {
      continue;
    }
    const begin = parseIsoLocal(item.start);
    const stop = parseIsoLocal(item.end);
    // An item ending at midnight ends on its own day.
    const end = stop && begin && compareWallTimes(stop, begin) > 0 ? addWallMinutes(stop, -1) : stop;
    if (begin && end && begin.year === end.year && begin.month === end.month && begin.day === end.day) {
      hour = Math.min(hour, begin.hour);
    } else if (end) {
      // Runs over midnight: the part on the later day starts at 00:00.
      hour = 0;
    }
  }
  return `${pad2(hour)}:00:00`;
}
