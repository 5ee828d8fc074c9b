import * as rruleModule from 'rrule';
import { pad2 } from '../common/time.rules';
import { type Wiederholung, type Wochentag, wochentage, wochentagLabel } from './termin-combos';
import { addWallMinutes, compareWallTimes, type WallTime, wallMinutes } from './termin-zeit';

// Repeating items (issue 13): the repeat fields of the editor as an RFC 5545 RRULE, and its occurrences.
// The rule is expanded in "floating" time: wall times are handed to rrule as if they were UTC and read back
// with getUTC*, so a series at 09:00 stays at 09:00 across the change to and from summer time, whatever
// zone the machine runs in.

// Node loads rrule's CommonJS build, whose named exports it cannot see (they are on `default`); bundlers
// load its ES module build.
const rruleExports: Partial<typeof rruleModule> & { default?: typeof rruleModule } = rruleModule;
const RRule = rruleExports.RRule ?? (rruleExports.default as typeof rruleModule).RRule;

/** The repeat fields of an item (SaveTerminBodySchema). */
export type WiederholungRegel = {
  retry: Wiederholung;
  retryDays: readonly Wochentag[];
  retryCount: number | null;
  /** 'YYYY-MM-DD', the last day (inclusive). */
  retryMaxDate: string | null;
};

const FREQ: Record<Exclude<Wiederholung, 'Keine'>, string> = {
  Täglich: 'DAILY',
  Wöchentlich: 'WEEKLY',
  Monatlich: 'MONTHLY',
  Jährlich: 'YEARLY',
};

const DEFAULT_MAX = 1000;
/** Beyond the last year a wall time can have (parseWallTime: 1900–2199). */
const END_OF_TIME = new Date(Date.UTC(2200, 0, 1));

function toFloating(w: WallTime): Date {
  return new Date(wallMinutes(w) * 60_000);
}

function fromFloating(d: Date): WallTime {
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/** 'YYYYMMDDTHHmmss' without a zone (a floating RFC 5545 DATE-TIME). */
function formatFloating(w: WallTime): string {
  return `${w.year}${pad2(w.month)}${pad2(w.day)}T${pad2(w.hour)}${pad2(w.minute)}00`;
}

function ruleParts(rrule: string): string[] {
  return rrule
    .trim()
    .replace(/^RRULE:/i, '')
    .split(';')
    .filter((part) => part !== '');
}

/** Walks the occurrences in [from, to] (floating, inclusive) until `visit` answers false. */
function walk(begin: WallTime, rrule: string, from: Date, to: Date, visit: (w: WallTime) => boolean): void {
  const rule = new RRule({ ...RRule.parseString(ruleParts(rrule).join(';')), dtstart: toFloating(begin), tzid: null });
  rule.between(from, to, true, (d) => visit(fromFloating(d)));
}

function excludedBy(exdates: readonly WallTime[] | undefined): (w: WallTime) => boolean {
  const excluded = new Set((exdates ?? []).map(wallMinutes));
  return (w) => excluded.has(wallMinutes(w));
}

/**
 * The RRULE value (without 'RRULE:') of the repeat fields; null for 'Keine'. Weekly without days repeats
 * on the begin's weekday (RFC 5545 takes it from DTSTART). RFC 5545 allows COUNT or UNTIL, not both: when
 * both are set, the one that ends the series first wins (this needs `begin`; without it COUNT wins).
 */
export function toRRule(r: WiederholungRegel, begin?: WallTime): string | null {
  if (r.retry === 'Keine') {
    return null;
  }
  const parts = [`FREQ=${FREQ[r.retry]}`];
  if (r.retry === 'Wöchentlich' && r.retryDays.length > 0) {
    parts.push(`BYDAY=${wochentage.filter((day) => r.retryDays.includes(day)).join(',')}`);
  }
  const count = r.retryCount === null ? null : `COUNT=${r.retryCount}`;
  const until = r.retryMaxDate === null ? null : `UNTIL=${r.retryMaxDate.replaceAll('-', '')}T235959`;
  if (count && until) {
    parts.push(begin && !countEndsFirst([...parts, count].join(';'), begin, until) ? until : count);
  } else if (count ?? until) {
    parts.push((count ?? until) as string);
  }
  return parts.join(';');
}

function countEndsFirst(ruleWithCount: string, begin: WallTime, until: string): boolean {
  const limit = RRule.parseString(until).until as Date;
  let last = null as WallTime | null;
  walk(begin, ruleWithCount, toFloating(begin), END_OF_TIME, (w) => {
    last = w;
    return true;
  });
  return last === null || toFloating(last) <= limit;
}

/**
 * The begins (wall clock) of the occurrences that begin in [from, to) — with `durationMinutes`, also those
 * that began earlier and still run at `from` — sorted, without the exceptions, at most `max`.
 */
export function expandOccurrences(opts: {
  begin: WallTime;
  rrule: string | null;
  exdates?: readonly WallTime[];
  from: WallTime;
  to: WallTime;
  durationMinutes?: number;
  max?: number;
}): WallTime[] {
  const { begin, rrule, from, to } = opts;
  const max = opts.max ?? DEFAULT_MAX;
  const duration = Math.max(0, opts.durationMinutes ?? 0);
  const isExcluded = excludedBy(opts.exdates);
  const inRange = (w: WallTime) =>
    compareWallTimes(w, to) < 0 && (compareWallTimes(w, from) >= 0 || wallMinutes(w) + duration > wallMinutes(from));
  if (max <= 0) {
    return [];
  }
  if (rrule === null) {
    return inRange(begin) && !isExcluded(begin) ? [begin] : [];
  }
  const found: WallTime[] = [];
  walk(begin, rrule, toFloating(addWallMinutes(from, -duration)), toFloating(to), (w) => {
    if (inRange(w) && !isExcluded(w)) {
      found.push(w);
    }
    return found.length < max;
  });
  return found;
}

/** The first occurrence that begins strictly after `after`; null when there is none. */
export function nextOccurrenceAfter(opts: {
  begin: WallTime;
  rrule: string | null;
  exdates?: readonly WallTime[];
  after: WallTime;
}): WallTime | null {
  const { begin, rrule, after } = opts;
  const isExcluded = excludedBy(opts.exdates);
  if (rrule === null) {
    return compareWallTimes(begin, after) > 0 && !isExcluded(begin) ? begin : null;
  }
  let next = null as WallTime | null;
  walk(begin, rrule, toFloating(addWallMinutes(after, 1)), END_OF_TIME, (w) => {
    if (compareWallTimes(w, after) > 0 && !isExcluded(w)) {
      next = w;
      return false;
    }
    return true;
  });
  return next;
}

/** Whether an occurrence (not an exception) begins at `at`. */
export function isOccurrence(opts: {
  begin: WallTime;
  rrule: string | null;
  exdates?: readonly WallTime[];
  at: WallTime;
}): boolean {
  const { begin, rrule, at } = opts;
  if (excludedBy(opts.exdates)(at)) {
    return false;
  }
  if (rrule === null) {
    return compareWallTimes(begin, at) === 0;
  }
  let found = false;
  walk(begin, rrule, toFloating(at), toFloating(at), (w) => {
    found = compareWallTimes(w, at) === 0;
    return !found;
  });
  return found;
}

/**
 * The same rule ending just before `occurrence` (editing 'this and following' cuts the old series there):
 * COUNT and UNTIL give way to UNTIL = one minute before it, unless the rule already ended earlier.
 */
export function untilBefore(rrule: string, occurrence: WallTime): string {
  const parts = ruleParts(rrule);
  const limit = formatFloating(addWallMinutes(occurrence, -1));
  const oldUntil = parts.find((part) => /^UNTIL=/i.test(part))?.slice('UNTIL='.length);
  // Both are YYYYMMDDTHHmmss (a trailing Z aside), so they order as text.
  const until = oldUntil && oldUntil.replace(/Z$/i, '') < limit ? oldUntil : limit;
  return [...parts.filter((part) => !/^(COUNT|UNTIL)=/i.test(part)), `UNTIL=${until}`].join(';');
}

/** German short text: 'Wöchentlich am Mo, Mi, 10-mal', 'Täglich bis 31.12.2026'; '' for 'Keine'. */
export function describeWiederholung(r: WiederholungRegel): string {
  if (r.retry === 'Keine') {
    return '';
  }
  const days = wochentage.filter((day) => r.retryDays.includes(day)).map((day) => wochentagLabel[day]);
  let text = r.retry === 'Wöchentlich' && days.length > 0 ? `Wöchentlich am ${days.join(', ')}` : r.retry;
  if (r.retryCount !== null) {
    text += `, ${r.retryCount}-mal`;
  }
  if (r.retryMaxDate !== null) {
    const [year, month, day] = r.retryMaxDate.split('-');
    text += ` bis ${day}.${month}.${year}`;
  }
  return text;
}
