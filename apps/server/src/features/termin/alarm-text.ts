import { addWallMinutes, compareWallTimes, formatWallTime, pad2, type WallTime, wallMinutes } from '@maklerwerk/domain';
import { htmlToPlainText } from '../../lib/sanitize-html';
import type { TerminRow } from './termin.repository';

// The texts of reminder mails and of the daily mail.

export const germanDate = (w: WallTime) => `${pad2(w.day)}.${pad2(w.month)}.${w.year}`;
const hhmm = (w: WallTime) => `${pad2(w.hour)}:${pad2(w.minute)}`;
/** Midnight of a wall time's day, and of the day after (the daily mail's day and the jobs that queue it). */
export const startOfDay = (w: WallTime): WallTime => ({ ...w, hour: 0, minute: 0 });
export const nextDay = (w: WallTime): WallTime => startOfDay(addWallMinutes(startOfDay(w), 24 * 60));

const artLabel: Record<TerminRow['art'], string> = { TERMIN: 'Termin', AUFGABE: 'Aufgabe', AKTIVITAET: 'Aktivität' };

/** 'Erinnerung: <label> am DD.MM.YYYY um HH:mm' ('… am DD.MM.YYYY' for a full day). */
export function alarmSubject(label: string, occurrence: WallTime, fullDay: boolean): string {
  return `Erinnerung: ${label} am ${germanDate(occurrence)}${fullDay ? '' : ` um ${hhmm(occurrence)}`}`;
}

/** The plain text of a reminder mail. */
export function alarmText(
  item: Pick<TerminRow, 'id' | 'art' | 'label' | 'text' | 'place' | 'fullDay'>,
  occurrence: WallTime,
  end: WallTime,
  name: string,
  publicUrl: string | undefined,
): string {
  const when = (w: WallTime) => (item.fullDay ? `${germanDate(w)} (ganztägig)` : formatWallTime(w));
  const description = htmlToPlainText(item.text).trim();
  const lines = [
    name ? `Guten Tag ${name},` : 'Guten Tag,',
    '',
    `wir erinnern Sie an folgende${item.art === 'TERMIN' ? 'n' : ''} ${artLabel[item.art]}:`,
    '',
    `Titel: ${item.label}`,
    `Beginn: ${when(occurrence)}`,
    `Ende: ${when(end)}`,
    ...(item.place.trim() ? [`Ort: ${item.place.trim()}`] : []),
    ...(description ? ['Beschreibung:', description] : []),
    ...(publicUrl
      ? ['', `In Maklerwerk öffnen: ${publicUrl.replace(/\/+$/, '')}/communication/appointment?sid=${item.id}`]
      : []),
    '',
    'Ihr Maklerwerk',
  ];
  return lines.join('\n');
}

export type DayLine = { begin: WallTime; end: WallTime; fullDay: boolean; label: string; place: string };

function dayLineText(line: DayLine, day: WallTime): string {
  const endsToday = compareWallTimes(line.end, nextDay(day)) < 0;
  const startsToday = compareWallTimes(line.begin, day) >= 0;
  const time = line.fullDay
    ? 'ganztägig'
    : `${startsToday ? hhmm(line.begin) : germanDate(line.begin)}${
        wallMinutes(line.end) > wallMinutes(line.begin)
          ? `–${endsToday ? hhmm(line.end) : `${germanDate(line.end)} ${hhmm(line.end)}`}`
          : ''
      }`;
  return `${time}  ${line.label}${line.place.trim() ? `, ${line.place.trim()}` : ''}`;
}

/** The mail of one recipient's day. */
export function tagesmailText(name: string, day: WallTime, lines: DayLine[], publicUrl: string | undefined): string {
  return [
    name ? `Guten Tag ${name},` : 'Guten Tag,',
    '',
    `Ihre Termine und Aufgaben am ${germanDate(day)}:`,
    '',
    ...lines.map((line) => dayLineText(line, day)),
    ...(publicUrl ? ['', `Kalender: ${publicUrl.replace(/\/+$/, '')}/communication/kalender`] : []),
    '',
    'Ihr Maklerwerk',
  ].join('\n');
}
