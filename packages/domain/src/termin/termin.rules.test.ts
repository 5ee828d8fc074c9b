import { describe, expect, it } from 'vitest';
import { allRights, noRights, type SessionUser } from '../auth/user.schema';
import {
  alarmFromMinutes,
  alarmLabel,
  alarmMinutes,
  defaultBereich,
  roleDefaults,
  terminBereichOptions,
  withoutCustomerAlarms,
} from './termin.rules';

const user = (id: number, kind: SessionUser['kind']): SessionUser => ({
  id,
  username: `u${id}`,
  displayName: `U${id}`,
  kind,
  brokerId: kind === 'broker' || kind === 'agent' ? id : null,
  customerId: kind === 'customer' ? id : null,
  tenant: 'standard',
  rights: kind === 'internal' ? allRights : noRights,
});
const as = (original: SessionUser, viewed: SessionUser = original) => ({ original, viewed });
const broker = user(1, 'broker');
const agent = user(2, 'agent');
const internal = user(3, 'internal');
const customer = user(4, 'customer');

describe('areas of an item (spec 002 §6)', () => {
  it('brokers pick Termin, Aufgabe or Besuchsbericht; customers Kunde; everybody else Makler — the viewed user decides', () => {
    expect(terminBereichOptions(as(broker))).toEqual(['Termin', 'Aufgabe', 'Besuchsbericht']);
    expect(terminBereichOptions(as(internal, agent))).toEqual(['Termin', 'Aufgabe', 'Besuchsbericht']);
    expect(terminBereichOptions(as(customer))).toEqual(['Kunde']);
    expect(terminBereichOptions(as(broker, customer))).toEqual(['Kunde']);
    expect(terminBereichOptions(as(internal))).toEqual(['Makler']);
  });

  it('a new item: a broker its kind (an appointment Termin, anything else Aufgabe), a customer Kunde, the office Makler', () => {
    expect(defaultBereich(as(broker), 'TERMIN')).toBe('Termin');
    expect(defaultBereich(as(agent), 'AUFGABE')).toBe('Aufgabe');
    expect(defaultBereich(as(agent), 'AKTIVITAET')).toBe('Aufgabe');
    expect(defaultBereich(as(customer), 'TERMIN')).toBe('Kunde');
    expect(defaultBereich(as(internal), 'TERMIN')).toBe('Makler');
  });
});

describe('participants (spec §4.2)', () => {
  const allOn = { canChange: true, alarmMail: true, alarmDailyMail: true, alarmMsc: true };
  const allOff = { canChange: false, alarmMail: false, alarmDailyMail: false, alarmMsc: false };

  it('owner and editor get everything on; a participant only for a Termin; the informed nothing', () => {
    expect(roleDefaults('BESITZER', 'AUFGABE')).toEqual(allOn);
    expect(roleDefaults('BEARBEITER', 'AKTIVITAET')).toEqual(allOn);
    expect(roleDefaults('TEILNEHMER', 'TERMIN')).toEqual(allOn);
    expect(roleDefaults('TEILNEHMER', 'AUFGABE')).toEqual(allOff);
    expect(roleDefaults('INFORMIERT', 'TERMIN')).toEqual(allOff);
  });

  it('alarm flags never apply to customers; the right to change stays', () => {
    const participant = { customerId: 7, userId: null, ...allOn };
    expect(withoutCustomerAlarms(participant, true)).toEqual({ ...participant, ...allOff, canChange: true });
    expect(withoutCustomerAlarms(participant, false)).toBe(participant);
  });
});

describe('alarms', () => {
  it('count and unit become minutes before the begin; none stays none', () => {
    expect(alarmMinutes(null, 'TAG')).toBeNull();
    expect(alarmMinutes(2, 'STUNDEN')).toBe(120);
    expect(alarmMinutes(1, 'WOCHE')).toBe(10080);
  });

  it('minutes become the largest unit that expresses them exactly', () => {
    expect(alarmFromMinutes(null)).toEqual({ value: null, unit: 'MINUTEN' });
    expect(alarmFromMinutes(0)).toEqual({ value: 0, unit: 'MINUTEN' });
    expect(alarmFromMinutes(90)).toEqual({ value: 90, unit: 'MINUTEN' });
    expect(alarmFromMinutes(120)).toEqual({ value: 2, unit: 'STUNDEN' });
    expect(alarmFromMinutes(1440)).toEqual({ value: 1, unit: 'TAG' });
    expect(alarmFromMinutes(43200)).toEqual({ value: 1, unit: 'MONAT' });
    for (const minutes of [15, 60, 2880, 10080, 525600]) {
      const { value, unit } = alarmFromMinutes(minutes);
      expect(alarmMinutes(value, unit)).toBe(minutes);
    }
  });

  it('German labels: Keine, Zum Beginn, singular and plural', () => {
    expect(alarmLabel(null)).toBe('Keine');
    expect(alarmLabel(0)).toBe('Zum Beginn');
    expect(alarmLabel(15)).toBe('15 Minuten vorher');
    expect(alarmLabel(60)).toBe('1 Stunde vorher');
    expect(alarmLabel(1440)).toBe('1 Tag vorher');
    expect(alarmLabel(2880)).toBe('2 Tage vorher');
    expect(alarmLabel(1051200)).toBe('2 Jahre vorher');
  });
});
