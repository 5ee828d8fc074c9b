import { describe, expect, it } from 'vitest';
import { noRights, type SessionUser } from '../auth/user.schema';
import type { Actor } from '../permissions';
import { SaveTerminBodySchema, type Termin } from './termin.schema';
import { TERMIN_MESSAGES } from './termin-combos';
import {
  addParticipants,
  alarmCheckboxesDisabled,
  changeBeginDate,
  changeBeginTime,
  changeEnd,
  changeRole,
  contractTaskPreset,
  defaultCanChange,
  descriptionBody,
  type EditorParticipant,
  editorTitle,
  editParticipantLabel,
  expandShortcut,
  fullDayTimes,
  germanToIsoDate,
  hasMultipleOwners,
  isoToGermanDate,
  joinWallTime,
  mergePicked,
  newItemTimes,
  newParticipant,
  newTerminValues,
  participantClickable,
  participantLocked,
  participantSearchActive,
  recipientParticipants,
  retryFieldsDisabled,
  saveDisabled,
  searchHitUsable,
  splitWallTime,
  toSaveBody,
  valuesFromTermin,
} from './termin-editor.rules';

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
const broker: Actor = { original: user(), viewed: user() };

const participant = (over: Partial<EditorParticipant> = {}): EditorParticipant => ({
  key: 'k1',
  userId: null,
  customerId: null,
  personId: null,
  brokerId: null,
  name: 'Erika Mustermann',
  email: 'erika@example.de',
  label: 'Erika Mustermann',
  nummerText: null,
  address: null,
  rolle: 'TEILNEHMER',
  canChange: true,
  alarmMail: false,
  alarmMsc: false,
  alarmDailyMail: false,
  ...over,
});

const times = { beginDate: '10.03.2025', beginTime: '09:00', endDate: '10.03.2025', endTime: '10:00' };

describe('modal title (spec §2.1)', () => {
  it('bearbeiten, erstellen, auswählen; a task from a contract is Aufgabe bearbeiten', () => {
    expect(editorTitle('Termin', true)).toBe('Termin bearbeiten');
    expect(editorTitle('Aufgabe', false)).toBe('Aufgabe erstellen');
    expect(editorTitle('Aktivität', false)).toBe('Aktivität erstellen');
    expect(editorTitle('Empfänger', false)).toBe('Empfänger auswählen');
    expect(editorTitle('Aktivität', false, true)).toBe('Aufgabe bearbeiten');
  });
});

describe('date and time fields ↔ DD.MM.YYYY HH:mm', () => {
  it('splits and joins', () => {
    expect(splitWallTime('05.01.2025 08:30')).toEqual({ date: '05.01.2025', time: '08:30' });
    expect(splitWallTime('kaputt')).toEqual({ date: '', time: '' });
    expect(joinWallTime('05.01.2025', '8.30')).toBe('05.01.2025 08:30');
    expect(joinWallTime('31.02.2025', '08:30')).toBeNull();
    expect(joinWallTime('05.01.2025', '')).toBeNull();
  });
  it('converts ISO and German dates', () => {
    expect(isoToGermanDate('2025-03-10')).toBe('10.03.2025');
    expect(isoToGermanDate(null)).toBe('');
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

describe('saving (spec §5.1)', () => {
  const ok = { label: 'Beratung', beginDate: '10.03.2025', loading: false, multipleOwners: false, updateable: true };
  it('enabled with title and start date', () => {
    expect(saveDisabled(ok)).toBe(false);
  });
  it.each([
    ['no title', { label: '  ' }],
    ['no start date', { beginDate: '' }],
    ['loading', { loading: true }],
    ['several owners', { multipleOwners: true }],
    ['not editable', { updateable: false }],
  ])('disabled: %s', (_, over) => {
    expect(saveDisabled({ ...ok, ...over })).toBe(true);
  });
  it('retry fields are disabled while Keine', () => {
    expect(retryFieldsDisabled('Keine')).toBe(true);
    expect(retryFieldsDisabled('Wöchentlich')).toBe(false);
  });
});

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

describe('text shortcuts (spec §5.1)', () => {
  const list = [
    { kuerzel: 'mfg', text: 'Mit freundlichen Grüßen' },
    { kuerzel: 'kfz', text: 'Kraftfahrzeugversicherung' },
  ];
  it('a key followed by a space expands', () => {
    expect(expandShortcut('Hallo mfg ', list)).toBe('Hallo Mit freundlichen Grüßen ');
    expect(expandShortcut('kfz ', list)).toBe('Kraftfahrzeugversicherung ');
  });
  it('without the space only when the user typed space or Enter (atEnd)', () => {
    expect(expandShortcut('Hallo mfg', list)).toBeNull();
    expect(expandShortcut('Hallo mfg', list, { atEnd: true })).toBe('Hallo Mit freundlichen Grüßen');
  });
  it('only whole words', () => {
    expect(expandShortcut('Hallo xmfg ', list)).toBeNull();
    expect(expandShortcut('mfg Hallo ', list)).toBeNull();
  });
});

describe('description HTML (spec §3.1)', () => {
  it('the editor keeps the HTML; an empty editor sends no description', () => {
    expect(descriptionBody('<p><strong>fett</strong></p>')).toBe('<p><strong>fett</strong></p>');
    expect(descriptionBody('<p></p>')).toBe('');
    expect(descriptionBody('<p><br></p><p> </p>')).toBe('');
  });
});

describe('from a contract and from the draft', () => {
  it('the preset of Aufgabe hinzufügen and Neue Aktivität', () => {
    const c = { id: 12, gesellschaft: 'HUK-COBURG', nummer: 'KF-4711-0815' };
    expect(contractTaskPreset(c, 'Aufgabe hinzufügen')).toEqual({
      art: 'AUFGABE',
      status: 'OFFEN',
      bereich: 'VersVertrag',
      bereichId: 12,
      bereichDisplay: 'HUK-COBURG KF-4711-0815',
      label: 'HUK-COBURG KF-4711-0815',
    });
    expect(contractTaskPreset(c, 'Neue Aktivität').art).toBe('AKTIVITAET');
  });
  it('restores picked participants, the contract and archive files', () => {
    const v = newTerminValues({
      mode: 'Termin',
      actor: broker,
      now: { year: 2025, month: 3, day: 10, hour: 8, minute: 0 },
      initBeteiligte: [],
    });
    const merged = mergePicked(
      { ...v, participants: [participant({ key: 'x', customerId: 4 })] },
      {
        participants: [
          { userId: null, customerId: 4, personId: null, brokerId: null, name: 'Erika', email: '' },
          { userId: 5, customerId: null, personId: null, brokerId: null, name: 'Kollege', email: 'k@b.de' },
        ],
        contract: { id: 12, display: 'HUK-COBURG KF-4711-0815' },
        archiveFiles: [{ id: 70, name: 'Antrag.pdf' }],
      },
      1,
    );
    expect(merged.participants.map((p) => p.name)).toEqual(['Erika Mustermann', 'Kollege']);
    expect(merged.participants[1]).toMatchObject({ rolle: 'TEILNEHMER', alarmMail: true, canChange: true });
    expect(merged).toMatchObject({ bereich: 'VersVertrag', bereichId: 12, bereichDisplay: 'HUK-COBURG KF-4711-0815' });
    expect(merged.archiveFiles).toEqual([{ id: 70, name: 'Antrag.pdf' }]);
  });
});

describe('values ↔ API', () => {
  const termin: Termin = {
    sid: 3,
    version: 2,
    art: 'TERMIN',
    label: 'Beratung',
    text: '<p>Zeile<br>zwei</p>',
    place: 'Büro',
    begin: '10.03.2025 09:00',
    end: '10.03.2025 10:00',
    fullDay: false,
    color: '#228be6',
    bereich: 'Termin',
    bereichId: null,
    bereichDisplay: null,
    status: 'OFFEN',
    sellingPhase: 'KEINE_ANGABEN',
    activityArt: null,
    produkt: '',
    geschaeftwert: 150000,
    private: false,
    bestaetigt: true,
    retry: 'Wöchentlich',
    retryDays: ['MO'],
    retryCount: 10,
    retryMaxDate: null,
    alarmEmail: 1,
    alarmModuEmail: 'TAG',
    alarmMsc: 15,
    alarmModusMSC: 'MINUTEN',
    files: [],
    beteiligteOutput: [
      {
        id: 8,
        userId: 1,
        customerId: null,
        personId: null,
        brokerId: 7,
        name: 'Max Makler',
        email: 'max@example.de',
        label: 'Max Makler',
        nummerText: null,
        rolle: 'BESITZER',
        canChange: true,
        alarmMail: true,
        alarmMsc: true,
        alarmDailyMail: true,
        address: null,
      },
    ],
    updateable: true,
    deletable: true,
    customerNr: null,
    rrule: 'FREQ=WEEKLY;BYDAY=MO',
    createdBy: 'Max Makler',
    dateCreated: '01.03.2025 08:00',
  };
  it('round-trips a loaded item into a body the schema accepts', () => {
    const values = valuesFromTermin(termin);
    expect(values).toMatchObject({
      beginDate: '10.03.2025',
      beginTime: '09:00',
      alarmEmailMinutes: 1440,
      text: '<p>Zeile<br>zwei</p>',
    });
    const body = toSaveBody(values, { scope: 'this', occurrence: '17.03.2025 09:00' });
    expect(body).toMatchObject({
      sid: 3,
      version: 2,
      begin: '10.03.2025 09:00',
      end: '10.03.2025 10:00',
      text: '<p>Zeile<br>zwei</p>',
      alarmEmail: 1,
      alarmModuEmail: 'TAG',
      alarmMsc: 15,
      alarmModusMSC: 'MINUTEN',
      scope: 'this',
      occurrence: '17.03.2025 09:00',
    });
    expect(SaveTerminBodySchema.safeParse(body).success).toBe(true);
  });
  it('full day is sent as 00:00 to 23:59; without a repeat no count or max date', () => {
    const values = { ...valuesFromTermin(termin), fullDay: true, retry: 'Keine' as const };
    const body = toSaveBody(values);
    expect(body).toMatchObject({ begin: '10.03.2025 00:00', end: '10.03.2025 23:59', retryCount: null, retryDays: [] });
    expect(body.scope).toBeUndefined();
  });
  it('a new item with the offered owner (initBeteiligte, id 0) gives a body the server accepts', () => {
    const owner = { ...termin.beteiligteOutput[0], id: 0 } as (typeof termin.beteiligteOutput)[number];
    const v = newTerminValues({
      mode: 'Termin',
      actor: broker,
      now: { year: 2025, month: 3, day: 10, hour: 8, minute: 0 },
      initBeteiligte: [owner],
    });
    const body = toSaveBody({ ...v, label: 'Neu' });
    expect(body.participants?.[0]).not.toHaveProperty('id');
    expect(SaveTerminBodySchema.safeParse(body).success).toBe(true);
  });
  it('new values: broker area, OFFEN, KEINE_ANGABEN, Keine', () => {
    const v = newTerminValues({
      mode: 'Aufgabe',
      actor: broker,
      now: { year: 2025, month: 3, day: 10, hour: 8, minute: 0 },
      initBeteiligte: termin.beteiligteOutput,
    });
    expect(v).toMatchObject({
      art: 'AUFGABE',
      bereich: 'Aufgabe',
      status: 'OFFEN',
      sellingPhase: 'KEINE_ANGABEN',
      retry: 'Keine',
      beginTime: '23:59',
    });
    expect(v.participants[0]?.rolle).toBe('BESITZER');
  });
});
