import { describe, expect, it } from 'vitest';
import { SaveTerminBodySchema, type Termin } from './termin.schema';
import { broker, participant } from './termin-editor.test-support';
import {
  contractTaskPreset,
  mergePicked,
  newTerminValues,
  toSaveBody,
  valuesFromTermin,
} from './termin-editor-values.rules';

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
