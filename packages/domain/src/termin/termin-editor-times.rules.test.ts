import { describe, expect, it } from 'vitest';
import { formatDate } from '../format';
import { TERMIN_MESSAGES } from './termin-combos';
import { times } from './termin-editor.test-support';
import {
  changeBeginDate,
  changeBeginTime,
  changeEnd,
  fullDayTimes,
  germanToIsoDate,
  joinWallTime,
  newItemTimes,
  splitWallTime,
} from './termin-editor-times.rules';

describe('date and time fields ↔ DD.MM.YYYY HH:mm', () => {
  it('splits and joins', () => {
    expect(splitWallTime('05.01.2025 08:30')).toEqual({ date: '05.01.2025', time: '08:30' });
    expect(splitWallTime('kaputt')).toEqual({ date: '', time: '' });
    expect(joinWallTime('05.01.2025', '8.30')).toBe('05.01.2025 08:30');
    expect(joinWallTime('31.02.2025', '08:30')).toBeNull();
    expect(joinWallTime('05.01.2025', '')).toBeNull();
  });
  it('converts ISO and German dates', () => {
    expect(formatDate('2025-03-10')).toBe('10.03.2025');
    expect(formatDate(null)).toBe('');
    expect(germanToIsoDate('10.03.2025')).toBe('2025-03-10');
    expect(germanToIsoDate('')).toBeNull();
  });
});

describe('time rules (spec §4.1)', () => {
  it('changing the start time sets the end to start + 1 hour', () => {
    expect(changeBeginTime(times, '14:15')).toEqual({ ...times, beginTime: '14:15', endTime: '15:15' });
  });
  it('… across midnight onto the next day (and the month and year)', () => {
    expect(changeBeginTime({ ...times, beginDate: '31.12.2025' }, '23:30')).toEqual({
      beginDate: '31.12.2025',
      beginTime: '23:30',
      endDate: '01.01.2026',
      endTime: '00:30',
    });
  });
  it('an unfinished start time changes nothing else', () => {
    expect(changeBeginTime(times, '1')).toEqual({ ...times, beginTime: '1' });
  });
  it('changing the start date sets the end date; a Termin keeps its times', () => {
    expect(changeBeginDate(times, '12.03.2025', 'Termin')).toEqual({
      beginDate: '12.03.2025',
      beginTime: '09:00',
      endDate: '12.03.2025',
      endTime: '10:00',
    });
  });
  it('outside Termin the start date change sets the times to 23:59', () => {
    for (const mode of ['Aufgabe', 'Aktivität'] as const) {
      expect(changeBeginDate(times, '12.03.2025', mode)).toEqual({
        beginDate: '12.03.2025',
        beginTime: '23:59',
        endDate: '12.03.2025',
        endTime: '23:59',
      });
    }
  });
  it('a Termin over midnight moved to a new date gets end = begin + 1 hour instead of ending before it', () => {
    const overnight = { beginDate: '10.03.2025', beginTime: '23:30', endDate: '11.03.2025', endTime: '00:30' };
    expect(changeBeginDate(overnight, '15.03.2025', 'Termin')).toEqual({
      beginDate: '15.03.2025',
      beginTime: '23:30',
      endDate: '16.03.2025',
      endTime: '00:30',
    });
  });
  it('setting the end keeps it when it is after the begin', () => {
    expect(changeEnd(times, { endTime: '12:00' })).toEqual({ times: { ...times, endTime: '12:00' }, swapped: false });
  });
  it('an end before the begin is flagged and the times swap', () => {
    expect(TERMIN_MESSAGES.endBeforeBegin).toBe(
      'Endezeit kann nicht vor der Beginzeit sein! Wir kehren die Zeiten um.',
    );
    expect(changeEnd(times, { endTime: '08:00' })).toEqual({
      times: { beginDate: '10.03.2025', beginTime: '08:00', endDate: '10.03.2025', endTime: '09:00' },
      swapped: true,
    });
    expect(changeEnd(times, { endDate: '09.03.2025' })).toEqual({
      times: { beginDate: '09.03.2025', beginTime: '10:00', endDate: '10.03.2025', endTime: '09:00' },
      swapped: true,
    });
  });
  it('full day shows 0:00 to 23:59', () => {
    expect(fullDayTimes(times)).toEqual({ ...times, beginTime: '00:00', endTime: '23:59' });
  });
  it('new items: a Termin at the next full hour for one hour, others today 23:59', () => {
    const now = { year: 2025, month: 3, day: 10, hour: 23, minute: 20 };
    expect(newItemTimes('Termin', now)).toEqual({
      beginDate: '11.03.2025',
      beginTime: '00:00',
      endDate: '11.03.2025',
      endTime: '01:00',
    });
    expect(newItemTimes('Aufgabe', now)).toEqual({
      beginDate: '10.03.2025',
      beginTime: '23:59',
      endDate: '10.03.2025',
      endTime: '23:59',
    });
  });
});
