import { describe, expect, it } from 'vitest';
import { DATE_MESSAGE, IsoDateSchema, isIsoCalendarDate, isoDateSchema } from './date.schema';

describe('ISO calendar dates', () => {
  it('takes real days, leap days included', () => {
    for (const date of [
      '2024-02-29',
      '2000-02-29',
      '2023-02-28',
      '2024-12-31',
      '2024-04-30',
      '1800-01-01',
      '2200-12-31',
    ]) {
      expect(isIsoCalendarDate(date), date).toBe(true);
      expect(IsoDateSchema.parse(date)).toBe(date);
    }
  });

  it('refuses days the calendar does not have, with the German message', () => {
    for (const date of [
      '2024-02-30',
      '2023-02-29',
      '1900-02-29',
      '2100-02-29',
      '2024-04-31',
      '2024-13-45',
      '2024-00-10',
      '2024-01-00',
      '0000-00-00',
      '1799-12-31',
      '2201-01-01',
      '9999-12-31',
      '2024-1-05',
      '20240105',
      '05.01.2024',
      '2024-01-05T00:00:00Z',
      ' 2024-01-05',
      '2024-01-05\u0000',
      '',
    ]) {
      expect(isIsoCalendarDate(date), date).toBe(false);
      const result = IsoDateSchema.safeParse(date);
      expect(result.success, date).toBe(false);
      expect(new Set(result.error?.issues.map((i) => i.message)), date).toEqual(new Set([DATE_MESSAGE]));
    }
  });

  it('refuses what is no string and carries a field message of its own', () => {
    expect(IsoDateSchema.safeParse(20240105).error?.issues[0]?.message).toBe(DATE_MESSAGE);
    const birth = isoDateSchema('Bitte geben Sie ein gültiges Geburtsdatum ein.');
    expect(birth.safeParse('1990-02-30').error?.issues[0]?.message).toBe(
      'Bitte geben Sie ein gültiges Geburtsdatum ein.',
    );
  });
});
