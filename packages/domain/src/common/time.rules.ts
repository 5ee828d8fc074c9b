import { z } from 'zod';
import { textInput } from './text.schema';

// Time picker (spec dokumente-formulare.md §4, §5, §9): typed as HH:MM[:SS], any non-digit separates,
// a colon is added after two digits; the popup lists hours and minutes in quarters or all 60.

/** The popup's time when the field is empty (spec §9). */
export const DEFAULT_POPUP_TIME = '08:00';
export const QUARTER_MINUTES = [0, 15, 30, 45] as const;
export const TIME_MESSAGE = 'Bitte geben Sie eine gültige Uhrzeit im Format HH:MM ein.';

export type Time = { hours: number; minutes: number; seconds?: number };

/** A number as two digits ('7' → '07'): days, months, hours and minutes. */
export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 'HH:MM', or 'HH:MM:SS' when the time has seconds. */
export function formatTime(time: Time): string {
  const base = `${pad2(time.hours)}:${pad2(time.minutes)}`;
  return time.seconds === undefined ? base : `${base}:${pad2(time.seconds)}`;
}

/**
 * A typed time: hour 0–23 with one or two digits, minutes 00–59, optional seconds 00–59, each part
 * separated by any non-digit ('8:30', '08.30', '8 30', '08:30:15'). Null for anything else.
 */
export function parseTime(text: string): Time | null {
  const match = /^(\d{1,2})\D(\d{2})(?:\D(\d{2}))?$/.exec(text.trim());
  if (!match) {
    return null;
  }
  const [, h = '', m = '', s] = match;
  const time: Time = { hours: Number(h), minutes: Number(m) };
  if (s !== undefined) {
    time.seconds = Number(s);
  }
  const inRange = time.hours <= 23 && time.minutes <= 59 && (time.seconds ?? 0) <= 59;
  return inRange ? time : null;
}

/** The typed text in the normal form ('8.30' → '08:30'); '' stays ''; null when it is no time. */
export function normalizeTime(text: string): string | null {
  if (text.trim() === '') {
    return '';
  }
  const time = parseTime(text);
  return time ? formatTime(time) : null;
}

/**
 * What the field shows after a keystroke: a colon is inserted after two digits (of the hour, and of the
 * minutes when seconds follow). Only when the text grew, so deleting the colon is not undone.
 */
export function autoInsertColon(previous: string, next: string): string {
  if (next.length <= previous.length) {
    return next;
  }
  let text = next;
  // '083' → '08:3', '08:301' → '08:30:1': a third digit in a row opens the next part.
  text = text.replace(/^(\d{2})(\d)/, '$1:$2').replace(/^(\d{1,2}\D\d{2})(\d)/, '$1:$2');
  // '08' → '08:' and '08:30' is left alone (seconds are optional).
  if (/^\d{2}$/.test(text)) {
    text = `${text}:`;
  }
  return text;
}

/** The minutes the popup lists: quarters (00, 15, 30, 45), or all 60 when quarter mode is off. */
export function popupMinutes(quarterMode = true): number[] {
  return quarterMode ? [...QUARTER_MINUTES] : Array.from({ length: 60 }, (_, i) => i);
}

/** The hours the popup lists: 0–23. */
export const popupHours = (): number[] => Array.from({ length: 24 }, (_, i) => i);

/** A time rounded to the nearest quarter hour; 23:53 becomes 00:00. */
export function roundToQuarter(date: Date): Time {
  const total = Math.round((date.getHours() * 60 + date.getMinutes()) / 15) * 15;
  return { hours: Math.floor(total / 60) % 24, minutes: total % 60 };
}

/** The popup's default time (spec §5): 08:00 when there is no value, otherwise the current time rounded to a quarter. */
export function defaultPopupTime(value: string, now: Date = new Date()): Time {
  return value.trim() === '' ? { hours: 8, minutes: 0 } : roundToQuarter(now);
}

/** A time field of a form: '' (empty) or a valid time, sent in the normal form 'HH:MM[:SS]'. */
export const TimeSchema = textInput(TIME_MESSAGE)
  .max(20, TIME_MESSAGE)
  .transform((text, ctx) => {
    const normal = normalizeTime(text);
    if (normal === null) {
      ctx.addIssue({ code: 'custom', message: TIME_MESSAGE });
      return z.NEVER;
    }
    return normal;
  });
