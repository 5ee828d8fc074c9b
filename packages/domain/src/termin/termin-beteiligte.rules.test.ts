import { describe, expect, it } from 'vitest';
import { noRights, type SessionUser } from '../auth/user.schema';
import type { Actor } from '../permissions';
import { participantAddressError, participantAddressKind, SaveBeteiligterSchema } from './termin.schema';
import {
  addsOnlyOwnParticipants,
  mayAddParticipant,
  mayTypeParticipantAddress,
  type ParticipantTarget,
} from './termin-beteiligte.rules';
import { TERMIN_MESSAGES } from './termin-combos';

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  username: 'makler',
  displayName: 'Max Makler',
  kind: 'broker',
  brokerId: 7,
  customerId: null,
  tenant: 'standard',
  rights: noRights,
  ...over,
});
const kundeUser = user({ id: 5, username: 'kunde', kind: 'customer', brokerId: null, customerId: 42 });
const broker: Actor = { original: user(), viewed: user() };
const internal: Actor = { original: user({ id: 2, kind: 'internal', brokerId: null }), viewed: user() };
const customer: Actor = { original: kundeUser, viewed: kundeUser };
const viewingAsCustomer: Actor = { original: user(), viewed: kundeUser };

const target = (over: Partial<ParticipantTarget> = {}): ParticipantTarget => ({
  userId: null,
  customerId: null,
  personId: null,
  brokerId: null,
  ...over,
});

describe('participants a viewer may add (issue 35)', () => {
  it('lets the office add anybody, also a bare address', () => {
    for (const a of [broker, internal]) {
      expect(addsOnlyOwnParticipants(a)).toBe(false);
      expect(mayAddParticipant(a, target())).toBe(true);
      expect(mayAddParticipant(a, target({ brokerId: 3 }))).toBe(true);
      expect(mayAddParticipant(a, target({ customerId: 99 }))).toBe(true);
      expect(mayTypeParticipantAddress(a)).toBe(true);
    }
  });

  it('lets a customer add only himself and persons, never a bare address, a broker or another customer', () => {
    for (const a of [customer, viewingAsCustomer]) {
      expect(addsOnlyOwnParticipants(a)).toBe(true);
      expect(mayAddParticipant(a, target({ userId: 5 }))).toBe(true);
      expect(mayAddParticipant(a, target({ userId: 5, customerId: 42 }))).toBe(true);
      expect(mayAddParticipant(a, target({ customerId: 42 }))).toBe(true);
      expect(mayAddParticipant(a, target({ personId: 8 }))).toBe(true);
      expect(mayAddParticipant(a, target({ personId: 8, customerId: 42 }))).toBe(true);

      expect(mayAddParticipant(a, target())).toBe(false);
      expect(mayAddParticipant(a, target({ userId: 1 }))).toBe(false);
      expect(mayAddParticipant(a, target({ customerId: 43 }))).toBe(false);
      expect(mayAddParticipant(a, target({ personId: 8, customerId: 43 }))).toBe(false);
      expect(mayAddParticipant(a, target({ brokerId: 7 }))).toBe(false);
      expect(mayAddParticipant(a, target({ customerId: 42, brokerId: 7 }))).toBe(false);
      expect(mayTypeParticipantAddress(a)).toBe(false);
    }
  });
});

describe('participant e-mail or fax (spec §3.2, §4.2)', () => {
  const base = {
    userId: null,
    customerId: null,
    personId: null,
    brokerId: null,
    name: 'Schadenabteilung',
    rolle: 'TEILNEHMER' as const,
    canChange: true,
    alarmMail: false,
    alarmMsc: false,
    alarmDailyMail: false,
  };
  it('the save takes an e-mail address or a fax number', () => {
    expect(SaveBeteiligterSchema.safeParse({ ...base, email: 'schaden@versicherer.de' }).success).toBe(true);
    expect(SaveBeteiligterSchema.parse({ ...base, email: ' +49 30 231251-99 ' }).email).toBe('+49 30 231251-99');
  });
  it('refuses a broken fax number with the fax message and a broken address with the mail message', () => {
    const fax = SaveBeteiligterSchema.safeParse({ ...base, email: '030 ruf mich an' });
    expect(fax.success).toBe(false);
    expect(fax.error?.issues[0]?.message).toBe(TERMIN_MESSAGES.fax);
    const mail = SaveBeteiligterSchema.safeParse({ ...base, email: 'schaden@' });
    expect(mail.error?.issues[0]?.message).toBe(TERMIN_MESSAGES.email);
  });
  it('the edit modal checks the field in its mode', () => {
    expect(participantAddressKind('030 123456')).toBe('fax');
    expect(participantAddressKind('a@b.de')).toBe('mail');
    expect(participantAddressError('030 123456', 'fax')).toBeNull();
    expect(participantAddressError('a@b.de', 'fax')).toBe(TERMIN_MESSAGES.fax);
    expect(participantAddressError('030 123456', 'mail')).toBe(TERMIN_MESSAGES.email);
    expect(participantAddressError('', 'fax')).toBeNull();
  });
});
