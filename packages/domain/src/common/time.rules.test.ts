import { describe, expect, it } from 'vitest';
import {
  autoInsertColon,
  DEFAULT_POPUP_TIME,
  defaultPopupTime,
  formatTime,
  normalizeTime,
  parseTime,
  popupHours,
  popupMinutes,
  roundToQuarter,
  TIME_MESSAGE,
  TimeSchema,
} from './time.rules';

/** Typing character by character, as the field does on every keystroke. */
const type = (keys: string) => [...keys].reduce((shown, key) => autoInsertColon(shown, shown + key), '');

describe('time rules', () => {
  it('inserts a colon after two digits while typing', () => {
    expect(type('08')).toBe('08:');
    expect(type('0830')).toBe('08:30');
    expect(type('083015')).toBe('08:30:15');
    expect(type('8:30')).toBe('8:30');
    expect(autoInsertColon('', '0830')).toBe('08:30');
  });

  it('does not put a deleted colon back', () => {
    expect(autoInsertColon('08:', '08')).toBe('08');
    expect(autoInsertColon('08:3', '08:')).toBe('08:');
  });

  it('reads hour 0–23 (one or two digits), minutes 00–59, optional seconds, any non-digit as separator', () => {
    expect(parseTime('8:30')).toEqual({ hours: 8, minutes: 30 });
    expect(parseTime('08.30')).toEqual({ hours: 8, minutes: 30 });
    expect(parseTime('8 30')).toEqual({ hours: 8, minutes: 30 });
    expect(parseTime('23h59')).toEqual({ hours: 23, minutes: 59 });
    expect(parseTime('00:00:59')).toEqual({ hours: 0, minutes: 0, seconds: 59 });
    expect(parseTime('12-15/30')).toEqual({ hours: 12, minutes: 15, seconds: 30 });
    for (const wrong of ['24:00', '8:60', '8:5', '123:00', '08:30:60', '0830', '08:', 'acht', '', '08:30:1']) {
      expect(parseTime(wrong), wrong).toBeNull();
    }
  });

  it('writes the normal form; empty stays empty', () => {
    expect(normalizeTime('8.30')).toBe('08:30');
    expect(normalizeTime('7:05:09')).toBe('07:05:09');
    expect(normalizeTime('  ')).toBe('');
    expect(normalizeTime('25:00')).toBeNull();
    expect(formatTime({ hours: 9, minutes: 5 })).toBe('09:05');
  });

  it('lists 24 hours and the minutes in quarters, or all 60 when quarter mode is off', () => {
    expect(popupHours()).toHaveLength(24);
    expect(popupHours()[23]).toBe(23);
    expect(popupMinutes()).toEqual([0, 15, 30, 45]);
    expect(popupMinutes(true)).toEqual([0, 15, 30, 45]);
    expect(popupMinutes(false)).toHaveLength(60);
    expect(popupMinutes(false)[59]).toBe(59);
  });

  it('opens the popup at 08:00 without a value, else at the current time rounded to a quarter', () => {
    const now = new Date(2026, 10, 23, 14, 38);
    expect(DEFAULT_POPUP_TIME).toBe('08:00');
    expect(defaultPopupTime('', now)).toEqual({ hours: 8, minutes: 0 });
    expect(defaultPopupTime('10:00', now)).toEqual({ hours: 14, minutes: 45 });
    expect(roundToQuarter(new Date(2026, 0, 1, 14, 37))).toEqual({ hours: 14, minutes: 30 });
    expect(roundToQuarter(new Date(2026, 0, 1, 9, 52))).toEqual({ hours: 9, minutes: 45 });
    expect(roundToQuarter(new Date(2026, 0, 1, 9, 53))).toEqual({ hours: 10, minutes: 0 });
    expect(roundToQuarter(new Date(2026, 0, 1, 23, 53))).toEqual({ hours: 0, minutes: 0 });
  });

  it('TimeSchema sends the normal form or refuses with the German message', () => {
    expect(TimeSchema.parse('8.30')).toBe('08:30');
    expect(TimeSchema.parse('')).toBe('');
    expect(TimeSchema.safeParse('24:00').error?.issues[0]?.message).toBe(TIME_MESSAGE);
    expect(TimeSchema.safeParse('08:30\u0000').success).toBe(false);
  });
});
