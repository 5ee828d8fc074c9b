import {
  addWallMinutes,
  berlinInstant,
  pad2,
  toRRule,
  type WallTime,
  type Wiederholung,
  type Wochentag,
} from '@maklerwerk/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contracts, customers, terminBeteiligte, termine, textbausteine, users } from '../db/schema';
import { ERIKA_KUNDENNR } from './named-records';

// Appointments and tasks of Max Makler over the four weeks from the load day (issue 13 §10): a weekly
// 'Teambesprechung' on Mondays at 09:00, tasks on KF-4711-0815 (open, done, repeating), a Termin with
// Erika Mustermann, and the office's text shortcuts. Dates follow the load day; no alarms are set
// (a demo should not send mail by itself).

type DemoItem = {
  art: 'TERMIN' | 'AUFGABE' | 'AKTIVITAET';
  label: string;
  /** Days after the load day, hour and minute (German wall clock); tasks are due at 23:59. */
  day: number;
  time?: [number, number];
  minutes?: number;
  place?: string;
  text?: string;
  onContract?: boolean;
  withErika?: boolean;
  status?: 'OFFEN' | 'IN_BEARBEITUNG' | 'ERLEDIGT';
  retry?: Wiederholung;
  retryDays?: Wochentag[];
  color?: string;
  private?: boolean;
};

const SUBJECT = 'HUK-COBURG KF-4711-0815';

const items: DemoItem[] = [
  {
    art: 'AUFGABE',
    label: `${SUBJECT} Schadenfreiheitsrabatt prüfen`,
    day: 3,
    onContract: true,
    text: '<p>SF-Klasse nach dem Heckschaden mit der HUK abgleichen.</p>',
  },
  { art: 'AUFGABE', label: `${SUBJECT} Beitragsrechnung 2027 prüfen`, day: -4, onContract: true, status: 'ERLEDIGT' },
  {
    art: 'AUFGABE',
    label: `${SUBJECT} Kilometerstand abfragen`,
    day: 6,
    onContract: true,
    retry: 'Monatlich',
    text: '<p>Kilometerstand bei Frau Mustermann erfragen.</p>',
  },
  {
    art: 'TERMIN',
    label: 'Beratungsgespräch Erika Mustermann',
    day: 2,
    time: [14, 0],
    minutes: 60,
    place: 'Büro, Besprechungsraum 1',
    withErika: true,
    color: '#237032',
    text: '<p>Kfz-Versicherung und Hausrat durchsprechen.</p>',
  },
  {
    art: 'TERMIN',
    label: 'Jahresgespräch Familie Beispiel',
    day: 1,
    time: [10, 30],
    minutes: 90,
    place: 'Beim Kunden, Hamburg',
  },
  { art: 'TERMIN', label: 'Telefontermin Herr Krause (BU-Angebot)', day: 1, time: [16, 0], minutes: 30 },
  { art: 'AUFGABE', label: 'Kündigungsfristen Dezember prüfen', day: 2 },
  {
    art: 'TERMIN',
    label: 'Außendienst-Treffen Allianz',
    day: 4,
    time: [11, 0],
    minutes: 120,
    place: 'Allianz Filialdirektion Köln',
  },
  { art: 'AKTIVITAET', label: 'Rückruf Frau Schulz wegen Wohngebäude', day: 4, time: [15, 0], minutes: 15 },
  { art: 'AUFGABE', label: 'Unterlagen Gewerbehaftpflicht Müller GmbH anfordern', day: 5, status: 'IN_BEARBEITUNG' },
  { art: 'TERMIN', label: 'Zahnarzt', day: 5, time: [8, 0], minutes: 60, private: true },
  {
    art: 'TERMIN',
    label: 'Schadenbesichtigung Wasserschaden Weber',
    day: 8,
    time: [9, 30],
    minutes: 60,
    place: 'Bonn, Rheinweg 12',
  },
  { art: 'AUFGABE', label: 'Provisionsabrechnung November kontrollieren', day: 9 },
  {
    art: 'TERMIN',
    label: 'Webinar: Neuerungen in der bAV',
    day: 10,
    time: [13, 0],
    minutes: 90,
    place: 'Online',
    color: '#862e9c',
  },
  { art: 'TERMIN', label: 'Erstgespräch Gründerin Frau Nowak', day: 11, time: [17, 0], minutes: 60, place: 'Büro' },
  { art: 'AUFGABE', label: 'Angebot Rechtsschutz Familie Becker nachfassen', day: 12 },
  { art: 'TERMIN', label: 'Jahresgespräch Herr Hoffmann', day: 15, time: [10, 0], minutes: 60, place: 'Büro' },
  {
    art: 'AKTIVITAET',
    label: 'Besuch Autohaus Klein (Flottenvertrag)',
    day: 16,
    time: [14, 0],
    minutes: 120,
    place: 'Autohaus Klein, Siegburg',
  },
  { art: 'AUFGABE', label: 'Vollmachten der Neukunden archivieren', day: 18 },
  {
    art: 'TERMIN',
    label: 'Beratung Altersvorsorge Ehepaar Wagner',
    day: 19,
    time: [18, 0],
    minutes: 90,
    place: 'Beim Kunden, Bonn',
  },
  {
    art: 'TERMIN',
    label: 'Jahresabschluss mit dem Steuerberater',
    day: 23,
    time: [9, 0],
    minutes: 120,
    place: 'Kanzlei Roth',
  },
  { art: 'AUFGABE', label: 'Kfz-Wechsel zum 01.01. vorbereiten', day: 24 },
  {
    art: 'TERMIN',
    label: 'Teambesprechung',
    day: 0,
    time: [9, 0],
    minutes: 60,
    place: 'Büro, Besprechungsraum 1',
    retry: 'Wöchentlich',
    retryDays: ['MO'],
    color: '#1971c2',
  },
];

export const demoTextbausteine = [
  { kuerzel: 'mfg', text: 'Mit freundlichen Grüßen' },
  { kuerzel: 'rr', text: 'Bitte um Rückruf.' },
  { kuerzel: 'sfr', text: 'Schadenfreiheitsrabatt' },
  { kuerzel: 'vn', text: 'Versicherungsnehmer' },
  { kuerzel: 'ut', text: 'Unterlagen liegen vor.' },
];

const dbLocal = (w: WallTime) => `${w.year}-${pad2(w.month)}-${pad2(w.day)} ${pad2(w.hour)}:${pad2(w.minute)}:00`;

function wallOf(today: string, day: number, time: [number, number]): WallTime {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return addWallMinutes({ year: y, month: m, day: d, hour: time[0], minute: time[1] }, day * 1440);
}

/** The Monday on or before the load day. */
function mondayOf(today: string): number {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return -weekday;
}

export async function seedDemoTermine(db: Db, today: string): Promise<void> {
  const [makler] = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(eq(users.username, 'makler'));
  const [contract] = await db
    .select({ id: contracts.id, customerId: contracts.customerId })
    .from(contracts)
    .where(eq(contracts.nummer, 'KF-4711-0815'));
  const [erika] = await db
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(eq(customers.kundennr, ERIKA_KUNDENNR));
  if (!makler || !contract || !erika) {
    return;
  }
  const colleagues = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(inArray(users.username, ['vermittler']));
  await db.transaction(async (tx) => {
    await tx.insert(textbausteine).values(demoTextbausteine).onConflictDoNothing();
    for (const item of items) {
      const isTask = item.art !== 'TERMIN';
      const day = item.retry === 'Wöchentlich' ? mondayOf(today) : item.day;
      const begin = wallOf(today, day, isTask && !item.time ? [23, 59] : (item.time ?? [9, 0]));
      const end = isTask && !item.time ? begin : addWallMinutes(begin, item.minutes ?? 60);
      const retry = item.retry ?? 'Keine';
      const rrule = toRRule({ retry, retryDays: item.retryDays ?? [], retryCount: null, retryMaxDate: null }, begin);
      const [row] = await tx
        .insert(termine)
        .values({
          art: item.art,
          label: item.label,
          text: item.text ?? '',
          place: item.place ?? '',
          beginLocal: dbLocal(begin),
          endLocal: dbLocal(end),
          beginAt: berlinInstant(begin).toISOString(),
          seriesEndAt: rrule === null ? berlinInstant(end).toISOString() : null,
          color: item.color ?? '',
          bereich: item.onContract ? 'VersVertrag' : item.art === 'TERMIN' ? 'Termin' : 'Aufgabe',
          contractId: item.onContract ? contract.id : null,
          status: item.status ?? 'OFFEN',
          private: item.private ?? false,
          retry,
          retryDays: item.retryDays ?? [],
          rrule,
          activityArt: item.art === 'AKTIVITAET' ? (item.place ? 'BESUCH' : 'TELEFONAT') : null,
          ownerUserId: makler.id,
          createdByUserId: makler.id,
          doneAt: item.status === 'ERLEDIGT' ? berlinInstant(begin).toISOString() : null,
        })
        .returning({ id: termine.id });
      if (!row) {
        continue;
      }
      const people = [
        {
          userId: makler.id,
          customerId: null,
          name: makler.name,
          email: 'max.makler@example.com',
          rolle: 'BESITZER',
          canChange: true,
          alarmMail: true,
          alarmMsc: true,
          alarmDailyMail: true,
        },
        ...(item.withErika
          ? [
              {
                userId: null,
                customerId: erika.id,
                name: 'Erika Mustermann',
                email: erika.email ?? '',
                rolle: 'TEILNEHMER',
                canChange: false,
                alarmMail: false,
                alarmMsc: false,
                alarmDailyMail: false,
              },
            ]
          : []),
        ...(item.label === 'Teambesprechung'
          ? colleagues.map((c) => ({
              userId: c.id,
              customerId: null,
              name: c.name,
              email: '',
              rolle: 'TEILNEHMER',
              canChange: true,
              alarmMail: true,
              alarmMsc: true,
              alarmDailyMail: true,
            }))
          : []),
      ];
      await tx.insert(terminBeteiligte).values(people.map((p, position) => ({ ...p, terminId: row.id, position })));
    }
  });
}
