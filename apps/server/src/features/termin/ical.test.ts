import { pad2, type WallTime } from '@maklerwerk/domain';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIcal, type IcalItem } from './ical';

const w = (year: number, month: number, day: number, hour = 0, minute = 0): WallTime => ({
  year,
  month,
  day,
  hour,
  minute,
});

const item = (over: Partial<IcalItem>): IcalItem => ({
  sid: 1,
  label: 'Beratung',
  text: '',
  place: '',
  begin: w(2026, 10, 5, 9),
  end: w(2026, 10, 5, 10),
  fullDay: false,
  rrule: null,
  exdates: [],
  status: 'OFFEN',
  art: 'TERMIN',
  updatedAt: new Date('2026-09-01T10:00:00Z'),
  organizer: null,
  attendees: [],
  ...over,
});

const opts = { name: 'Termine Müller, Hans', host: 'maklerwerk.example' };

/** Parses the feed with ical.js and registers its VTIMEZONEs, as a calendar app would. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

function only<T>(list: T[]): T {
  expect(list).toHaveLength(1);
  return list[0] as T;
}

const localText = (t: ICAL.Time) => `${t.year}-${pad2(t.month)}-${pad2(t.day)} ${pad2(t.hour)}:${pad2(t.minute)}`;

afterEach(() => {
  ICAL.TimezoneService.reset();
});

describe('buildIcal', () => {
  it('writes the calendar head, the VTIMEZONE of Europe/Berlin and one event per item', () => {
    const text = buildIcal([item({ sid: 42 })], opts);
    expect(text).toContain('PRODID:-//Maklerwerk//Termine//DE\r\n');
    // TEXT escaping (ical.js does not know these two properties, so it would not undo it).
    expect(text).toContain('NAME:Termine Müller\\, Hans\r\n');
    expect(text).toContain('X-WR-CALNAME:Termine Müller\\, Hans\r\n');
    const { events } = parse(text);
    expect(ICAL.TimezoneService.has('Europe/Berlin')).toBe(true);
    const event = only(events);
    expect(event.uid).toBe('termin-42@maklerwerk.example');
    expect(event.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-09-01T10:00:00Z');
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('writes DTSTART/DTEND as Berlin wall time with TZID, not as UTC', () => {
    const text = buildIcal([item({})], opts);
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20261005T090000\r\n');
    expect(text).toContain('DTEND;TZID=Europe/Berlin:20261005T100000\r\n');
    const event = only(parse(text).events);
    expect(event.startDate.zone?.tzid).toBe('Europe/Berlin');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-10-05T07:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-10-05T08:00:00.000Z');
  });

  it('expands a weekly Monday 09:00 series to 09:00 local across the change to winter time', () => {
    const text = buildIcal(
      [item({ rrule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20261116T235959', exdates: [w(2026, 11, 2, 9)] })],
      opts,
    );
    expect(text).toContain('EXDATE;TZID=Europe/Berlin:20261102T090000\r\n');
    const event = only(parse(text).events);
    expect(event.isRecurring()).toBe(true);
    const iterator = event.iterator();
    const local: string[] = [];
    const utc: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) {
      expect(next.zone?.tzid).toBe('Europe/Berlin');
      local.push(localText(next));
      utc.push(next.toJSDate().toISOString());
    }
    expect(local).toEqual([
      '2026-10-05 09:00',
      '2026-10-12 09:00',
      '2026-10-19 09:00',
      '2026-10-26 09:00',
      '2026-11-09 09:00',
      '2026-11-16 09:00',
    ]);
    expect(utc).toEqual([
      '2026-10-05T07:00:00.000Z',
      '2026-10-12T07:00:00.000Z',
      '2026-10-19T07:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
      '2026-11-09T08:00:00.000Z',
      '2026-11-16T08:00:00.000Z',
    ]);
  });

  it('writes UNTIL in UTC for a zoned start (RFC 5545 §3.3.10), keeping the last day inclusive', () => {
    const text = buildIcal([item({ rrule: 'FREQ=DAILY;UNTIL=20261231T235959' })], opts);
    expect(text).toContain('RRULE:FREQ=DAILY;UNTIL=20261231T225959Z\r\n');
  });

  it('writes a full-day item as DATE values ending the day after its last day', () => {
    const text = buildIcal(
      [item({ fullDay: true, begin: w(2026, 12, 24), end: w(2026, 12, 26, 23, 59), rrule: null })],
      opts,
    );
    expect(text).toContain('DTSTART;VALUE=DATE:20261224\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20261227\r\n');
    const event = only(parse(text).events);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-24');
    expect(event.endDate.isDate).toBe(true);
    expect(event.endDate.toString()).toBe('2026-12-27');
  });

  it('writes a yearly full-day series with a DATE UNTIL and DATE exceptions', () => {
    const text = buildIcal(
      [
        item({
          fullDay: true,
          begin: w(2026, 3, 1),
          end: w(2026, 3, 1),
          rrule: 'FREQ=YEARLY;UNTIL=20301231T235959',
          exdates: [w(2028, 3, 1)],
        }),
      ],
      opts,
    );
    expect(text).toContain('RRULE:FREQ=YEARLY;UNTIL=20301231\r\n');
    expect(text).toContain('EXDATE;VALUE=DATE:20280301\r\n');
    const iterator = only(parse(text).events).iterator();
    const days: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) {
      days.push(next.toString());
    }
    expect(days).toEqual(['2026-03-01', '2027-03-01', '2029-03-01', '2030-03-01']);
  });

  it('writes the description as plain text and keeps special characters', () => {
    const text = buildIcal(
      [
        item({
          label: 'Beratung, Müller; Teil 1 — Überprüfung der Kfz-Versicherung für Familie Weißmüller-Schäfer',
          text: '<p>Hallo, Frau <b>Müller</b>; Grüße &amp; bis bald</p><p>Zeile 2<br>Zeile 3 &lt;wichtig&gt;</p>',
          place: 'Büro, Raum 3; EG\nHinterhaus',
        }),
      ],
      opts,
    );
    const event = only(parse(text).events);
    expect(event.summary).toBe(
      'Beratung, Müller; Teil 1 — Überprüfung der Kfz-Versicherung für Familie Weißmüller-Schäfer',
    );
    expect(event.description).toBe('Hallo, Frau Müller; Grüße & bis bald\nZeile 2\nZeile 3 <wichtig>');
    expect(event.description).not.toMatch(/<\/?(p|b|br)\b/);
    expect(event.location).toBe('Büro, Raum 3; EG\nHinterhaus');
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
  });

  it('marks a done task and a cancelled item, and writes organizer and attendees with mailto', () => {
    const text = buildIcal(
      [
        item({ sid: 1, art: 'AUFGABE', status: 'ERLEDIGT', label: 'Unterlagen anfordern' }),
        item({ sid: 2, status: 'ABGESAGT' }),
        item({
          sid: 3,
          organizer: { name: 'Max Makler', email: 'max@example.com' },
          attendees: [
            { name: 'Erika Muster, Dr.', email: 'erika@example.com' },
            { name: '', email: 'ohne-name@example.com' },
            { name: 'Ohne Adresse', email: '' },
          ],
        }),
      ],
      opts,
    );
    const [done, cancelled, meeting] = parse(text).events as [ICAL.Event, ICAL.Event, ICAL.Event];
    expect(done.summary).toBe('✓ Unterlagen anfordern');
    expect(done.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(meeting.organizer).toBe('mailto:max@example.com');
    const attendees = meeting.attendees.map((a) => ({
      cn: a.getParameter('cn') ?? null,
      address: String(a.getFirstValue()).toLowerCase(),
    }));
    expect(attendees).toEqual([
      { cn: 'Erika Muster, Dr.', address: 'mailto:erika@example.com' },
      { cn: null, address: 'mailto:ohne-name@example.com' },
    ]);
  });

  it('does not depend on the time zone of the machine', () => {
    const items = [
      item({ rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=5', exdates: [w(2026, 10, 12, 9)] }),
      item({ sid: 2, fullDay: true, begin: w(2026, 12, 24), end: w(2026, 12, 24) }),
    ];
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      const inUtc = buildIcal(items, opts);
      process.env.TZ = 'America/New_York';
      const inNewYork = buildIcal(items, opts);
      process.env.TZ = 'Pacific/Kiritimati';
      expect(buildIcal(items, opts)).toBe(inUtc);
      expect(inNewYork).toBe(inUtc);
    } finally {
      if (zone === undefined) {
        delete process.env.TZ;
      } else {
        process.env.TZ = zone;
      }
    }
  });
});
