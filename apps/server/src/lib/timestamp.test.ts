import { expect, it } from 'vitest';
import { toIsoTimestamp } from './timestamp';

const throughDate = (value: string) => new Date(value).toISOString();

it('writes PostgreSQL timestamps as Date#toISOString does, with and without fractions and offsets', () => {
  for (const value of [
    '2019-01-01 09:00:00+00',
    '2026-11-27 23:59:59.5+00',
    '2026-02-28 00:00:00.12+00',
    '2026-03-29 01:30:00.123+00',
    '2026-10-25 02:15:00.1234+00',
    '2024-02-29 12:00:00.999999+00',
    '2026-07-01 10:00:00+02',
    '2026-07-01 10:00:00.25+05:30',
  ]) {
    expect(toIsoTimestamp(value), value).toBe(throughDate(value));
  }
});

it('leaves text that is no timestamp as it is', () => {
  expect(toIsoTimestamp('unbekannt')).toBe('unbekannt');
});
