import { describe, expect, it } from 'vitest';
import { berlinInstant, formatWallTime, parseWallTime, type WallTime } from './termin-zeit';
import {
  describeWiederholung,
  expandOccurrences,
  isOccurrence,
  nextOccurrenceAfter,
  toRRule,
  untilBefore,
  type WiederholungRegel,
} from './wiederholung';

const wall = (text: string): WallTime => {
  const w = parseWallTime(text);
  if (!w) {
    throw new Error(`no wall time: ${text}`);
  }
  return w;
};
const texts = (list: WallTime[]) => list.map(formatWallTime);
const regel = (r: Partial<WiederholungRegel>): WiederholungRegel => ({
  retry: 'Keine',
  retryDays: [],
  retryCount: null,
  retryMaxDate: null,
  ...r,
});

describe('toRRule', () => {
  it('writes the repeat fields as an RRULE value', () => {
    expect(toRRule(regel({}))).toBeNull();
    expect(toRRule(regel({ retry: 'Täglich', retryCount: 10 }))).toBe('FREQ=DAILY;COUNT=10');
    expect(toRRule(regel({ retry: 'Wöchentlich', retryDays: ['WE', 'MO'], retryCount: 10 }))).toBe(
      'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10',
    );
    expect(toRRule(regel({ retry: 'Wöchentlich' }))).toBe('FREQ=WEEKLY');
    expect(toRRule(regel({ retry: 'Monatlich', retryMaxDate: '2026-12-31' }))).toBe(
      'FREQ=MONTHLY;UNTIL=20261231T235959',
    );
    expect(toRRule(regel({ retry: 'Jährlich' }))).toBe('FREQ=YEARLY');
  });

  it('keeps the limit that ends the series first when both are set', () => {
    const both = regel({ retry: 'Täglich', retryCount: 3, retryMaxDate: '2026-10-10' });
    expect(toRRule(both, wall('01.10.2026 09:00'))).toBe('FREQ=DAILY;COUNT=3');
    expect(toRRule(both, wall('09.10.2026 09:00'))).toBe('FREQ=DAILY;UNTIL=20261010T235959');
    expect(toRRule(both)).toBe('FREQ=DAILY;COUNT=3');
  });
});

describe('expandOccurrences', () => {
  it('keeps a weekly Monday 09:00 at 09:00 across the change to winter time (25.10.2026)', () => {
    const occurrences = expandOccurrences({
      begin: wall('05.10.2026 09:00'),
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
      from: wall('01.10.2026 00:00'),
      to: wall('17.11.2026 00:00'),
    });
    expect(texts(occurrences)).toEqual([
      '05.10.2026 09:00',
      '12.10.2026 09:00',
      '19.10.2026 09:00',
      '26.10.2026 09:00',
      '02.11.2026 09:00',
      '09.11.2026 09:00',
      '16.11.2026 09:00',
    ]);
    expect(occurrences.map((o) => berlinInstant(o).toISOString())).toEqual([
      '2026-10-05T07:00:00.000Z',
      '2026-10-12T07:00:00.000Z',
      '2026-10-19T07:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
      '2026-11-02T08:00:00.000Z',
      '2026-11-09T08:00:00.000Z',
      '2026-11-16T08:00:00.000Z',
    ]);
  });

  it('keeps it at 09:00 across the change to summer time (28.03.2027)', () => {
    const occurrences = expandOccurrences({
      begin: wall('05.10.2026 09:00'),
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
      from: wall('15.03.2027 00:00'),
      to: wall('06.04.2027 00:00'),
    });
    expect(texts(occurrences)).toEqual([
      '15.03.2027 09:00',
      '22.03.2027 09:00',
      '29.03.2027 09:00',
      '05.04.2027 09:00',
    ]);
    expect(occurrences.map((o) => berlinInstant(o).toISOString())).toEqual([
      '2027-03-15T08:00:00.000Z',
      '2027-03-22T08:00:00.000Z',
      '2027-03-29T07:00:00.000Z',
      '2027-04-05T07:00:00.000Z',
    ]);
  });

  it('stops a daily series after COUNT occurrences', () => {
    const occurrences = expandOccurrences({
      begin: wall('30.10.2026 23:30'),
      rrule: 'FREQ=DAILY;COUNT=3',
      from: wall('01.10.2026 00:00'),
      to: wall('01.01.2027 00:00'),
    });
    expect(texts(occurrences)).toEqual(['30.10.2026 23:30', '31.10.2026 23:30', '01.11.2026 23:30']);
  });

  it('skips the months without a 31st (RFC 5545)', () => {
    const occurrences = expandOccurrences({
      begin: wall('31.01.2026 10:00'),
      rrule: 'FREQ=MONTHLY;COUNT=6',
      from: wall('01.01.2026 00:00'),
      to: wall('01.01.2028 00:00'),
    });
    expect(texts(occurrences)).toEqual([
      '31.01.2026 10:00',
      '31.03.2026 10:00',
      '31.05.2026 10:00',
      '31.07.2026 10:00',
      '31.08.2026 10:00',
      '31.10.2026 10:00',
    ]);
  });

  it('includes the last day of UNTIL', () => {
    const rrule = toRRule(regel({ retry: 'Täglich', retryMaxDate: '2026-10-10' }));
    const occurrences = expandOccurrences({
      begin: wall('08.10.2026 22:00'),
      rrule,
      from: wall('01.10.2026 00:00'),
      to: wall('01.11.2026 00:00'),
    });
    expect(texts(occurrences)).toEqual(['08.10.2026 22:00', '09.10.2026 22:00', '10.10.2026 22:00']);
  });

  it('leaves out the exceptions', () => {
    const occurrences = expandOccurrences({
      begin: wall('05.10.2026 09:00'),
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4',
      exdates: [wall('07.10.2026 09:00'), wall('13.10.2026 09:00')],
      from: wall('01.10.2026 00:00'),
      to: wall('01.11.2026 00:00'),
    });
    expect(texts(occurrences)).toEqual(['05.10.2026 09:00', '12.10.2026 09:00', '14.10.2026 09:00']);
  });

  it('answers [from, to), with durationMinutes also what still runs at from, at most max', () => {
    const base = { begin: wall('01.10.2026 09:00'), rrule: 'FREQ=DAILY' };
    const range = { from: wall('03.10.2026 09:30'), to: wall('05.10.2026 09:00') };
    expect(texts(expandOccurrences({ ...base, ...range }))).toEqual(['04.10.2026 09:00']);
    expect(texts(expandOccurrences({ ...base, ...range, durationMinutes: 30 }))).toEqual(['04.10.2026 09:00']);
    expect(texts(expandOccurrences({ ...base, ...range, durationMinutes: 31 }))).toEqual([
      '03.10.2026 09:00',
      '04.10.2026 09:00',
    ]);
    expect(expandOccurrences({ ...base, from: wall('01.10.2026 00:00'), to: wall('01.01.2100 00:00') })).toHaveLength(
      1000,
    );
    expect(texts(expandOccurrences({ ...base, from: wall('01.10.2026 00:00'), to: range.to, max: 2 }))).toEqual([
      '01.10.2026 09:00',
      '02.10.2026 09:00',
    ]);
  });

  it('answers a single item when it is in range', () => {
    const single = { begin: wall('03.10.2026 09:00'), rrule: null };
    expect(
      texts(expandOccurrences({ ...single, from: wall('03.10.2026 09:00'), to: wall('04.10.2026 00:00') })),
    ).toEqual(['03.10.2026 09:00']);
    expect(expandOccurrences({ ...single, from: wall('03.10.2026 09:01'), to: wall('04.10.2026 00:00') })).toEqual([]);
    expect(expandOccurrences({ ...single, from: wall('01.10.2026 00:00'), to: wall('03.10.2026 09:00') })).toEqual([]);
    expect(
      expandOccurrences({
        ...single,
        from: wall('03.10.2026 10:00'),
        to: wall('04.10.2026 00:00'),
        durationMinutes: 90,
      }),
    ).toHaveLength(1);
  });
});

describe('nextOccurrenceAfter and isOccurrence', () => {
  const series = {
    begin: wall('05.10.2026 09:00'),
    rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=4',
    exdates: [wall('12.10.2026 09:00')],
  };

  it('finds the first occurrence strictly after a time, skipping exceptions', () => {
    const next = (after: string) => {
      const found = nextOccurrenceAfter({ ...series, after: wall(after) });
      return found && formatWallTime(found);
    };
    expect(next('01.10.2026 00:00')).toBe('05.10.2026 09:00');
    expect(next('05.10.2026 09:00')).toBe('19.10.2026 09:00');
    expect(next('19.10.2026 08:59')).toBe('19.10.2026 09:00');
    expect(next('26.10.2026 09:00')).toBeNull();
    expect(
      nextOccurrenceAfter({
        begin: wall('05.10.2026 09:00'),
        rrule: null,
        exdates: [],
        after: wall('05.10.2026 08:00'),
      }),
    ).toEqual(wall('05.10.2026 09:00'));
    expect(
      nextOccurrenceAfter({
        begin: wall('05.10.2026 09:00'),
        rrule: null,
        exdates: [],
        after: wall('05.10.2026 09:00'),
      }),
    ).toBeNull();
  });

  it('tells whether an occurrence begins at a time', () => {
    expect(isOccurrence({ ...series, at: wall('19.10.2026 09:00') })).toBe(true);
    expect(isOccurrence({ ...series, at: wall('26.10.2026 09:00') })).toBe(true);
    expect(isOccurrence({ ...series, at: wall('12.10.2026 09:00') })).toBe(false);
    expect(isOccurrence({ ...series, at: wall('19.10.2026 09:30') })).toBe(false);
    expect(isOccurrence({ ...series, at: wall('20.10.2026 09:00') })).toBe(false);
    expect(isOccurrence({ ...series, at: wall('02.11.2026 09:00') })).toBe(false);
    expect(isOccurrence({ ...series, at: wall('28.09.2026 09:00') })).toBe(false);
    expect(
      isOccurrence({ begin: wall('05.10.2026 09:00'), rrule: null, exdates: [], at: wall('05.10.2026 09:00') }),
    ).toBe(true);
  });
});

describe('untilBefore', () => {
  it('ends the series one minute before the occurrence, in place of COUNT or a later UNTIL', () => {
    expect(untilBefore('FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10', wall('19.10.2026 09:00'))).toBe(
      'FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20261019T085900',
    );
    expect(untilBefore('RRULE:FREQ=DAILY;UNTIL=20261231T235959', wall('01.11.2026 00:00'))).toBe(
      'FREQ=DAILY;UNTIL=20261031T235900',
    );
    expect(untilBefore('FREQ=DAILY;UNTIL=20261010T235959', wall('01.11.2026 00:00'))).toBe(
      'FREQ=DAILY;UNTIL=20261010T235959',
    );
  });

  it('leaves the occurrences before it and none after', () => {
    const begin = wall('05.10.2026 09:00');
    const rrule = untilBefore('FREQ=WEEKLY;BYDAY=MO;COUNT=10', wall('26.10.2026 09:00'));
    const occurrences = expandOccurrences({ begin, rrule, from: begin, to: wall('01.01.2027 00:00') });
    expect(texts(occurrences)).toEqual(['05.10.2026 09:00', '12.10.2026 09:00', '19.10.2026 09:00']);
  });
});

describe('describeWiederholung', () => {
  it('describes the repeat in German', () => {
    expect(describeWiederholung(regel({}))).toBe('');
    expect(describeWiederholung(regel({ retry: 'Täglich' }))).toBe('Täglich');
    expect(describeWiederholung(regel({ retry: 'Wöchentlich', retryDays: ['WE', 'MO'] }))).toBe(
      'Wöchentlich am Mo, Mi',
    );
    expect(describeWiederholung(regel({ retry: 'Monatlich', retryCount: 10 }))).toBe('Monatlich, 10-mal');
    expect(describeWiederholung(regel({ retry: 'Jährlich', retryMaxDate: '2026-12-31' }))).toBe(
      'Jährlich bis 31.12.2026',
    );
    expect(describeWiederholung(regel({ retry: 'Wöchentlich', retryDays: ['SU'], retryCount: 3 }))).toBe(
      'Wöchentlich am So, 3-mal',
    );
  });
});
