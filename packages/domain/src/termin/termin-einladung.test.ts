import { describe, expect, it } from 'vitest';
import { terminEinladung } from './termin-einladung';

const base = {
  label: 'Beratung',
  begin: '15.03.2027 10:00',
  end: '15.03.2027 11:00',
  fullDay: false,
  participants: [
    { userId: 7, email: 'max@example.com' },
    { userId: null, email: 'Erika@example.com' },
    { userId: null, email: 'erika@example.com' },
    { userId: null, email: 'MAX@example.com' },
    { userId: null, email: ' ' },
  ],
};

describe('terminEinladung', () => {
  it('invites every other participant once, never the viewer (by login or address)', () => {
    const mail = terminEinladung(base, 7);
    expect(mail.receiver).toEqual(['Erika@example.com']);
    expect(mail.subject).toBe('Termin: Beratung am 15.03.2027 um 10:00');
    expect(mail.wann).toBe('15.03.2027, 10:00–11:00 Uhr');
  });
  it('says a full day without a time, and spans days', () => {
    const mail = terminEinladung({ ...base, fullDay: true, end: '16.03.2027 23:59' }, 7);
    expect(mail.subject).toBe('Termin: Beratung am 15.03.2027');
    expect(mail.wann).toBe('15.03.2027 – 16.03.2027, ganztägig');
  });
});
