import type { KalenderEintrag } from '@maklerwerk/domain';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COLOR,
  dateToIsoDay,
  dateToWallText,
  firstSlot,
  isoDayToDate,
  itemColor,
  movedTimes,
  presetFormTimes,
  presetFromSelection,
  textColorOn,
  toEventInput,
  visibleRange,
} from './kalender-events';

const item = (over: Partial<KalenderEintrag> = {}): KalenderEintrag => ({
  sid: 7,
  art: 'TERMIN',
  label: 'Teambesprechung',
  start: '2025-10-27T09:00:00',
  end: '2025-10-27T10:00:00',
  occurrence: '27.10.2025 09:00',
  fullDay: false,
  color: '',
  status: 'OFFEN',
  isRepeating: false,
  private: false,
  updateable: true,
  calendarUserId: 1,
  place: '',
  ...over,
});
const calendars = [
  { userId: 1, name: 'Max Makler', color: '#e8590c', own: true },
  { userId: 2, name: 'Erika Kollegin', color: '', own: false },
];
const utc = (text: string) => new Date(`${text}Z`);

describe('FullCalendar (zone UTC) ↔ German wall time', () => {
  it('reads the UTC fields of a Date as the wall time, whatever the browser’s zone', () => {
    expect(dateToWallText(utc('2025-10-26T02:30:00'))).toBe('26.10.2025 02:30');
    expect(dateToWallText(utc('2025-03-30T02:30:00'))).toBe('30.03.2025 02:30');
    expect(dateToIsoDay(utc('2025-12-31T23:59:00'))).toBe('2025-12-31');
    expect(isoDayToDate('2025-02-29')).toBeNull();
    expect(isoDayToDate('2025-07-14')?.toISOString()).toBe('2025-07-14T00:00:00.000Z');
  });

  it('asks the API for the visible days: the exclusive end becomes the last visible day', () => {
    expect(visibleRange(utc('2025-07-14T00:00:00'), utc('2025-07-21T00:00:00'))).toEqual({
      from: '2025-07-14',
      to: '2025-07-20',
    });
    expect(visibleRange(utc('2025-07-16T00:00:00'), utc('2025-07-17T00:00:00'))).toEqual({
      from: '2025-07-16',
      to: '2025-07-16',
    });
  });
});

describe('an item as the calendar’s event', () => {
  it('keeps a timed item’s floating times as they are (no zone, no shift)', () => {
    const event = toEventInput(item(), calendars);
    expect(event).toMatchObject({
      id: '7|27.10.2025 09:00',
      title: 'Teambesprechung',
      start: '2025-10-27T09:00:00',
      end: '2025-10-27T10:00:00',
      allDay: false,
      editable: true,
    });
    expect(event.extendedProps.item.sid).toBe(7);
  });

  it('draws a full-day item to the midnight after its last day', () => {
    const event = toEventInput(
      item({ fullDay: true, start: '2025-07-14T00:00:00', end: '2025-07-15T23:59:00' }),
      calendars,
    );
    expect(event).toMatchObject({ start: '2025-07-14', end: '2025-07-16', allDay: true });
  });

  it('is not draggable when the item may not be changed; tasks and done tasks are marked', () => {
    expect(toEventInput(item({ updateable: false }), calendars).editable).toBe(false);
    expect(toEventInput(item({ art: 'AUFGABE', status: 'ERLEDIGT' }), calendars).classNames).toEqual([
      'mw-event',
      'mw-event-task',
      'mw-event-done',
    ]);
  });

  it('colours: the item’s own, else its calendar’s, else the default; text readable on it', () => {
    expect(itemColor(item({ color: '#2f9e44' }), calendars)).toBe('#2f9e44');
    expect(itemColor(item(), calendars)).toBe('#e8590c');
    expect(itemColor(item({ calendarUserId: 2 }), calendars)).toBe(DEFAULT_COLOR);
    expect(itemColor(item({ calendarUserId: 99 }), calendars)).toBe(DEFAULT_COLOR);
    expect(textColorOn('#ffd43b')).toBe('#1a1b1e');
    expect(textColorOn('#1d4998')).toBe('#ffffff');
  });
});

describe('a drop or resize → begin and end DD.MM.YYYY HH:mm', () => {
  it('a timed event: its new start and end', () => {
    expect(movedTimes({ start: utc('2025-10-27T14:15:00'), end: utc('2025-10-27T15:45:00'), allDay: false })).toEqual({
      begin: '27.10.2025 14:15',
      end: '27.10.2025 15:45',
    });
  });

  it('a timed event without an end lasts an hour; one without a start is no move', () => {
    expect(movedTimes({ start: utc('2025-10-27T23:30:00'), end: null, allDay: false })).toEqual({
      begin: '27.10.2025 23:30',
      end: '28.10.2025 00:30',
    });
    expect(movedTimes({ start: null, end: null, allDay: false })).toBeNull();
  });

  it('a full-day event: 00:00 of the first day to 23:59 of the last', () => {
    expect(movedTimes({ start: utc('2025-07-14T00:00:00'), end: utc('2025-07-16T00:00:00'), allDay: true })).toEqual({
      begin: '14.07.2025 00:00',
      end: '15.07.2025 23:59',
    });
    expect(movedTimes({ start: utc('2025-07-14T00:00:00'), end: null, allDay: true })).toEqual({
      begin: '14.07.2025 00:00',
      end: '14.07.2025 23:59',
    });
  });
});

describe('a selected slot → the new Termin’s times', () => {
  it('a click on a half-hour slot lasts an hour; a longer selection keeps its end', () => {
    expect(presetFromSelection(utc('2025-07-14T10:00:00'), utc('2025-07-14T10:30:00'), false, false)).toEqual({
      begin: '14.07.2025 10:00',
      end: '14.07.2025 11:00',
      fullDay: false,
    });
    expect(presetFromSelection(utc('2025-07-14T10:00:00'), utc('2025-07-14T12:30:00'), false, false)).toEqual({
      begin: '14.07.2025 10:00',
      end: '14.07.2025 12:30',
      fullDay: false,
    });
  });

  it('one day in the month view: 09:00–10:00; several days or the all-day row: full day', () => {
    expect(presetFromSelection(utc('2025-07-14T00:00:00'), utc('2025-07-15T00:00:00'), true, true)).toEqual({
      begin: '14.07.2025 09:00',
      end: '14.07.2025 10:00',
      fullDay: false,
    });
    expect(presetFromSelection(utc('2025-07-14T00:00:00'), utc('2025-07-17T00:00:00'), true, true)).toEqual({
      begin: '14.07.2025 00:00',
      end: '16.07.2025 23:59',
      fullDay: true,
    });
    expect(presetFromSelection(utc('2025-07-14T00:00:00'), utc('2025-07-15T00:00:00'), true, false)).toEqual({
      begin: '14.07.2025 00:00',
      end: '14.07.2025 23:59',
      fullDay: true,
    });
  });
});

describe('the preset in the editor’s fields', () => {
  it('splits begin and end into date and time', () => {
    expect(presetFormTimes({ begin: '14.07.2025 10:00', end: '14.07.2025 11:00', fullDay: false })).toEqual({
      beginDate: '14.07.2025',
      beginTime: '10:00',
      endDate: '14.07.2025',
      endTime: '11:00',
      fullDay: false,
    });
  });
});

describe('the first hour of the time grid', () => {
  it('06:00, earlier when an item starts before it, 00:00 when one runs over midnight', () => {
    expect(firstSlot([item()])).toBe('06:00:00');
    expect(firstSlot([item({ start: '2025-07-14T05:30:00', end: '2025-07-14T06:30:00' })])).toBe('05:00:00');
    expect(firstSlot([item({ start: '2025-07-14T23:00:00', end: '2025-07-15T00:00:00' })])).toBe('06:00:00');
    expect(firstSlot([item({ start: '2025-07-14T23:00:00', end: '2025-07-15T01:00:00' })])).toBe('00:00:00');
    expect(firstSlot([item({ fullDay: true, start: '2025-07-14T00:00:00', end: '2025-07-14T23:59:00' })])).toBe(
      '06:00:00',
    );
  });
});
