import { describe, expect, it } from 'vitest';
import { participant } from './termin-editor.test-support';
import {
  addParticipants,
  alarmCheckboxesDisabled,
  changeRole,
  defaultCanChange,
  editParticipantLabel,
  hasMultipleOwners,
  newParticipant,
  participantClickable,
  participantLocked,
  participantSearchActive,
  recipientParticipants,
  searchHitUsable,
} from './termin-editor-participants.rules';

describe('participants (spec §4.2)', () => {
  it('role change applies the role defaults (TEILNEHMER on for a Termin only)', () => {
    const list = [participant({ key: 'a', rolle: 'BESITZER', userId: 1 }), participant({ key: 'b', userId: 2 })];
    const termin = changeRole(list, 'b', 'TEILNEHMER', 'TERMIN').participants[1];
    expect(termin).toMatchObject({ canChange: true, alarmMail: true, alarmDailyMail: true, alarmMsc: true });
    const aufgabe = changeRole(list, 'b', 'TEILNEHMER', 'AUFGABE').participants[1];
    expect(aufgabe).toMatchObject({ canChange: false, alarmMail: false, alarmDailyMail: false, alarmMsc: false });
    const editor = changeRole(list, 'b', 'BEARBEITER', 'AUFGABE').participants[1];
    expect(editor).toMatchObject({ canChange: true, alarmMail: true, alarmDailyMail: true, alarmMsc: true });
    const other = changeRole(list, 'b', 'INFORMIERT', 'TERMIN').participants[1];
    expect(other).toMatchObject({ canChange: false, alarmMail: false, alarmDailyMail: false, alarmMsc: false });
  });
  it('a second BESITZER raises the multiple-owner flag', () => {
    const list = [participant({ key: 'a', rolle: 'BESITZER', userId: 1 }), participant({ key: 'b', userId: 2 })];
    const { participants, multipleOwners } = changeRole(list, 'b', 'BESITZER', 'TERMIN');
    expect(multipleOwners).toBe(true);
    expect(hasMultipleOwners(participants)).toBe(true);
    expect(changeRole(participants, 'a', 'BEARBEITER', 'TERMIN').multipleOwners).toBe(false);
  });
  it('alarm flags never apply to customers', () => {
    const list = [participant({ key: 'c', customerId: 4 })];
    expect(changeRole(list, 'c', 'BESITZER', 'TERMIN').participants[0]).toMatchObject({
      canChange: true,
      alarmMail: false,
      alarmDailyMail: false,
      alarmMsc: false,
    });
    expect(alarmCheckboxesDisabled(true, { customerId: 4 })).toBe(true);
  });
  it('alarm checkboxes are disabled when the values cannot be changed', () => {
    expect(alarmCheckboxesDisabled(false, { customerId: null })).toBe(true);
    expect(alarmCheckboxesDisabled(true, { customerId: null })).toBe(false);
  });
  it('canChange defaults to true unless the participant is the logged-in user', () => {
    expect(defaultCanChange({ userId: 2 }, 1)).toBe(true);
    expect(defaultCanChange({ userId: null }, 1)).toBe(true);
    expect(defaultCanChange({ userId: 1 }, 1)).toBe(false);
    expect(newParticipant({ ...participant(), userId: 1 }, 'AUFGABE', 1).canChange).toBe(false);
    expect(newParticipant({ ...participant(), userId: 3 }, 'AUFGABE', 1)).toMatchObject({
      rolle: 'TEILNEHMER',
      canChange: true,
      alarmMail: false,
    });
  });
  it('the current customer is locked in mode Aufgabe only', () => {
    expect(participantLocked({ customerId: 4 }, 'Aufgabe', 4)).toBe(true);
    expect(participantLocked({ customerId: 4 }, 'Termin', 4)).toBe(false);
    expect(participantLocked({ customerId: 5 }, 'Aufgabe', 4)).toBe(false);
    expect(participantLocked({ customerId: null }, 'Aufgabe', undefined)).toBe(false);
  });
  it('participants with a customerId other than the own are clickable', () => {
    expect(participantClickable({ customerId: 4 }, null)).toBe(true);
    expect(participantClickable({ customerId: 4 }, 4)).toBe(false);
    expect(participantClickable({ customerId: null }, null)).toBe(false);
  });
  it('edit modal label rules', () => {
    expect(editParticipantLabel({ name: '', email: 'a@b.de' })).toEqual({ name: '', email: 'a@b.de', label: 'a@b.de' });
    expect(editParticipantLabel({ name: 'alt@b.de', email: 'neu@b.de' })).toEqual({
      name: 'neu@b.de',
      email: 'neu@b.de',
      label: 'neu@b.de',
    });
    expect(editParticipantLabel({ name: ' Erika ', email: 'e@b.de' })).toEqual({
      name: 'Erika',
      email: 'e@b.de',
      label: 'Erika',
    });
  });
  it('search hits without any id are skipped; the search starts at 3 characters', () => {
    expect(searchHitUsable({})).toBe(false);
    expect(searchHitUsable({ customerID: null, personId: null })).toBe(false);
    expect(searchHitUsable({ customerID: 4 })).toBe(true);
    expect(searchHitUsable({ internId: 9 })).toBe(true);
    expect(participantSearchActive('Er')).toBe(false);
    expect(participantSearchActive(' Eri ')).toBe(true);
  });
  it('adds no duplicates', () => {
    const list = [participant({ key: 'a', customerId: 4 })];
    const added = addParticipants(list, [
      participant({ key: 'b', customerId: 4 }),
      participant({ key: 'c', userId: 9 }),
    ]);
    expect(added.map((p) => p.key)).toEqual(['a', 'c']);
  });
  it('ticked recipients become participants: a broker login by its user, a company contact by its address', () => {
    const [login, contact, ...rest] = recipientParticipants(
      [
        { name: 'Max Makler', email: 'max@example.com', internId: 9 },
        { name: 'Schaden-Team', email: 'schaden@versicherer.de', internId: null },
        { name: 'Ohne Adresse', email: '', internId: null },
      ],
      'TERMIN',
      1,
    );
    expect(rest).toEqual([]);
    expect(login).toMatchObject({
      userId: 9,
      personId: null,
      rolle: 'TEILNEHMER',
      label: 'Max Makler',
      alarmMail: true,
    });
    expect(contact).toMatchObject({ userId: null, personId: null, email: 'schaden@versicherer.de' });
  });
});
