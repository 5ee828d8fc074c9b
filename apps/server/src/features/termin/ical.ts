import {
  addWallMinutes,
  berlinInstant,
  berlinWallTime,
  compareWallTimes,
  pad2,
  TERMIN_ZONE,
  type WallTime,
  wallTimeToIsoLocal,
} from '@maklerwerk/domain';
import ical, {
  escape as escapeText,
  ICalEventStatus,
  type ICalTemporalPlainDateTimeStub,
  type ICalTemporalZonedDateTimeStub,
} from 'ical-generator';
import { htmlToPlainText } from '../../lib/sanitize-html';

// The iCal feed (RFC 5545) of appointments, tasks and activities. Times are written as German wall time
// with TZID=Europe/Berlin and a VTIMEZONE, so calendar apps keep a series at 09:00 across summer time.

export type IcalItem = {
  sid: number;
  label: string;
  /** HTML. */
  text: string;
  place: string;
  begin: WallTime;
  end: WallTime;
  fullDay: boolean;
  /** RRULE value as wiederholung.ts writes it (floating UNTIL), null for a single item. */
  rrule: string | null;
  /** Begins of the occurrences taken out of the series. */
  exdates: WallTime[];
  status: string;
  art: 'TERMIN' | 'AUFGABE' | 'AKTIVITAET';
  updatedAt: Date;
  organizer?: { name: string; email: string } | null;
  attendees: { name: string; email: string }[];
};

export const ICAL_PRODID = '//Maklerwerk//Termine//DE';

/** Statuses written as STATUS:CANCELLED; everything else is CONFIRMED (a done task too). */
const CANCELLED_STATUS = new Set(['ABGESAGT', 'STORNIERT', 'CANCELLED']);
const DONE_STATUS = 'ERLEDIGT';

const VTIMEZONE_BERLIN = [
  'BEGIN:VTIMEZONE',
  `TZID:${TERMIN_ZONE}`,
  `X-LIC-LOCATION:${TERMIN_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

function vtimezone(zone: string): string | null {
  return zone === TERMIN_ZONE ? VTIMEZONE_BERLIN : null;
}

const icalDate = (w: WallTime) => `${w.year}${pad2(w.month)}${pad2(w.day)}`;
const icalDateTime = (w: WallTime) => `${icalDate(w)}T${pad2(w.hour)}${pad2(w.minute)}00`;

function utcWallTime(at: Date): WallTime {
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    day: at.getUTCDate(),
    hour: at.getUTCHours(),
    minute: at.getUTCMinutes(),
  };
}

/**
 * A wall time in a zone, shaped like Temporal.ZonedDateTime: ical-generator writes its fields as they are,
 * whereas it would read a native Date in the machine's time zone.
 */
function zonedDateTime(zone: string, w: WallTime, instant: Date): ICalTemporalZonedDateTimeStub {
  const iso = wallTimeToIsoLocal(w);
  const day = iso.slice(0, 10);
  const plain: ICalTemporalPlainDateTimeStub = {
    ...w,
    second: 0,
    toPlainDate: () => ({ year: w.year, month: w.month, day: w.day, toJSON: () => day, toString: () => day }),
    toZonedDateTime: () => self,
    toJSON: () => iso,
    toString: () => iso,
  };
  const self: ICalTemporalZonedDateTimeStub = {
    ...w,
    second: 0,
    timeZoneId: zone,
    toPlainDateTime: () => plain,
    toInstant: () => ({
      epochMilliseconds: instant.getTime(),
      toZonedDateTimeISO: (other) => inZone(other, instant),
      toJSON: () => instant.toISOString(),
      toString: () => instant.toISOString(),
    }),
    withTimeZone: (other) => (other === zone ? self : inZone(other, instant)),
    toJSON: () => `${iso}[${zone}]`,
    toString: () => `${iso}[${zone}]`,
  };
  return self;
}

function inZone(zone: string, instant: Date): ICalTemporalZonedDateTimeStub {
  if (zone === TERMIN_ZONE) {
    return zonedDateTime(zone, berlinWallTime(instant), instant);
  }
  if (zone === 'UTC') {
    return zonedDateTime(zone, utcWallTime(instant), instant);
  }
  throw new Error(`Unsupported time zone ${zone}`);
}

const berlin = (w: WallTime) => zonedDateTime(TERMIN_ZONE, w, berlinInstant(w));
const midnight = (w: WallTime): WallTime => ({ ...w, hour: 0, minute: 0 });

type Tuple6 = [number, number, number, number, number, number];

/**
 * RFC 5545 wants UNTIL in UTC when DTSTART has a TZID, and as a DATE when DTSTART is one; the stored rule
 * has it as floating German wall time.
 */
function icalRule(rrule: string, fullDay: boolean): string {
  return rrule
    .replace(/^RRULE:/i, '')
    .split(';')
    .map((part) => {
      const until = /^UNTIL=(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/i.exec(part);
      if (!until) {
        return part;
      }
      const [year, month, day, hour, minute, second] = until.slice(1, 7).map((n) => Number(n ?? 0)) as Tuple6;
      const wall: WallTime = { year, month, day, hour, minute };
      if (fullDay) {
        return `UNTIL=${icalDate(wall)}`;
      }
      if (until[7]) {
        return part;
      }
      const utc = utcWallTime(new Date(berlinInstant(wall).getTime() + second * 1000));
      return `UNTIL=${icalDate(utc)}T${pad2(utc.hour)}${pad2(utc.minute)}${pad2(second)}Z`;
    })
    .join(';');
}

function repeating(item: IcalItem): string | null {
  if (item.rrule === null) {
    return null;
  }
  const lines = [`RRULE:${icalRule(item.rrule, item.fullDay)}`];
  if (item.exdates.length > 0) {
    lines.push(
      item.fullDay
        ? `EXDATE;VALUE=DATE:${item.exdates.map(icalDate).join(',')}`
        : `EXDATE;TZID=${TERMIN_ZONE}:${item.exdates.map(icalDateTime).join(',')}`,
    );
  }
  return lines.join('\n');
}

/** Start and end as ical-generator takes them; a full-day item ends (exclusive) the day after its last day. */
function span(item: IcalItem) {
  if (!item.fullDay) {
    return { start: berlin(item.begin), end: berlin(item.end) };
  }
  const first = midnight(item.begin);
  const last = compareWallTimes(midnight(item.end), first) > 0 ? midnight(item.end) : first;
  return { start: berlin(first), end: berlin(addWallMinutes(last, 24 * 60)) };
}

/** The feed of the items as RFC 5545 text. */
export function buildIcal(items: IcalItem[], opts: { name: string; host: string }): string {
  const calendar = ical({
    prodId: ICAL_PRODID,
    name: escapeText(opts.name, false),
    // No zone name: with one, ical-generator would write DTSTAMP and LAST-MODIFIED in it instead of UTC.
    timezone: { name: null, generator: vtimezone },
    x: [['X-WR-TIMEZONE', TERMIN_ZONE]],
  });
  for (const item of items) {
    const done = item.status === DONE_STATUS;
    calendar.createEvent({
      id: `termin-${item.sid}@${opts.host}`,
      timezone: TERMIN_ZONE,
      ...span(item),
      allDay: item.fullDay,
      stamp: item.updatedAt,
      lastModified: item.updatedAt,
      summary: done ? `✓ ${item.label}` : item.label,
      description: htmlToPlainText(item.text) || null,
      location: item.place || null,
      repeating: repeating(item),
      status: CANCELLED_STATUS.has(item.status) ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      organizer: item.organizer?.email
        ? { name: item.organizer.name || item.organizer.email, email: item.organizer.email }
        : null,
      attendees: item.attendees
        .filter((a) => a.email !== '')
        .map((a) => ({ email: a.email, ...(a.name ? { name: a.name } : {}) })),
    });
  }
  return calendar.toString();
}
