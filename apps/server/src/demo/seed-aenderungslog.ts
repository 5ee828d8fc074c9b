import { addIsoDays, berlinInstant, type ChangeLogField, type ChangeLogRecordType } from '@maklerwerk/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { changeLog, companies, contracts, damageReports, users } from '../db/schema';

// The Änderungslog of KF-4711-0815 (HUK-COBURG) over the three months before the load day (issue 15
// item 5): Max Makler's edits of the contract, the vehicle, the contract persons and the damage
// reports, some made by Ina Intern while viewing as Max Makler. About half lie before the page's
// default window of one month. `at` is set explicitly; the chain trigger (migrations 0001, 0012)
// hashes it like any row, and the rows go in oldest first, so id order and time order agree.

type Who = 'makler' | 'intern-als-makler';
type Row<R extends ChangeLogRecordType = ChangeLogRecordType> = {
  daysAgo: number;
  time: [number, number];
  who: Who;
  type: R;
  /** For schadensmeldung: the report's Schadennr. */
  report?: string;
  field: ChangeLogField<R>;
  old: string | null;
  new: string | null;
};

const row = <R extends ChangeLogRecordType>(r: Row<R>): Row => r as unknown as Row;

/** `days` days before the load day, as ISO date (for the logged date values). */
type Day = (daysAgo: number) => string;

function entries(day: Day): Row[] {
  return [
    row({
      daysAgo: 88,
      time: [9, 12],
      who: 'makler',
      type: 'versicherung',
      field: 'zahlrhythm',
      old: 'jährlich',
      new: 'halbjährlich',
    }),
    row({
      daysAgo: 88,
      time: [9, 12],
      who: 'makler',
      type: 'versicherung',
      field: 'praemiebto_zahlweise',
      old: '624,00 €',
      new: '318,00 €',
    }),
    row({
      daysAgo: 85,
      time: [14, 30],
      who: 'makler',
      type: 'fahrzeug',
      field: 'kilometerstand',
      old: '38.500',
      new: '41.200',
    }),
    row({
      daysAgo: 85,
      time: [14, 30],
      who: 'makler',
      type: 'fahrzeug',
      field: 'kilometerstand_am',
      old: day(450),
      new: day(85),
    }),
    row({
      daysAgo: 80,
      time: [10, 5],
      who: 'intern-als-makler',
      type: 'versicherung',
      field: 'betreuungsstufe',
      old: 'Standard',
      new: 'Premium',
    }),
    row({
      daysAgo: 78,
      time: [11, 40],
      who: 'makler',
      type: 'schadensmeldung',
      report: 'KS-2025-0107',
      field: 'bearbstand',
      old: 'Gemeldet',
      new: 'In Bearbeitung',
    }),
    row({
      daysAgo: 78,
      time: [11, 41],
      who: 'makler',
      type: 'schadensmeldung',
      report: 'KS-2025-0107',
      field: 'reserve',
      old: null,
      new: '980,00 €',
    }),
    row({
      daysAgo: 72,
      time: [16, 20],
      who: 'makler',
      type: 'vertragsperson',
      field: 'vertragsperson',
      old: null,
      new: 'Max Mustermann (Fahrer)',
    }),
    row({
      daysAgo: 70,
      time: [8, 55],
      who: 'makler',
      type: 'fahrzeug',
      field: 'stellplatz',
      old: 'Straße',
      new: 'Garage',
    }),
    row({
      daysAgo: 65,
      time: [13, 15],
      who: 'intern-als-makler',
      type: 'versicherung',
      field: 'maklerGesellNr',
      old: '4711-HUK-01',
      new: '4711-HUK-02',
    }),
    row({
      daysAgo: 61,
      time: [9, 30],
      who: 'makler',
      type: 'schadensmeldung',
      report: 'KS-2025-0107-A',
      field: 'schilderung',
      old: 'Nachmeldung der Kundin zum Steinschlag.',
      new: 'Nachmeldung der Kundin zum Steinschlag vom 01.06.2025.',
    }),
    row({
      daysAgo: 58,
      time: [15, 2],
      who: 'makler',
      type: 'versicherung',
      field: 'zahlungsart',
      old: 'Überweisung',
      new: 'Lastschrift',
    }),
    row({
      daysAgo: 58,
      time: [15, 2],
      who: 'makler',
      type: 'versicherung',
      field: 'bankverbindung',
      old: null,
      new: 'Erika Mustermann, DE89 3704 0044 0532 0130 00, Commerzbank',
    }),
    row({
      daysAgo: 52,
      time: [10, 48],
      who: 'makler',
      type: 'fahrzeug',
      field: 'kilometerleistung',
      old: '12.000',
      new: '15.000',
    }),
    row({
      daysAgo: 50,
      time: [12, 10],
      who: 'makler',
      type: 'schadensmeldung',
      report: 'KS-2025-0107',
      field: 'schadenhoehe',
      old: '980,00 €',
      new: '1.140,00 €',
    }),
    row({
      daysAgo: 45,
      time: [9, 5],
      who: 'intern-als-makler',
      type: 'schadensmeldung',
      report: 'KS-2025-0107',
      field: 'versichererSchadennr',
      old: null,
      new: 'HUK-25-204417',
    }),
    row({
      daysAgo: 41,
      time: [14, 0],
      who: 'makler',
      type: 'versicherung',
      field: 'letzteAenderungGueltigAb',
      old: null,
      new: day(31),
    }),
    row({
      daysAgo: 41,
      time: [14, 0],
      who: 'makler',
      type: 'versicherung',
      field: 'aenderungsGrund',
      old: null,
      new: 'Beitragsanpassung nach Typklassenänderung',
    }),
    row({
      daysAgo: 38,
      time: [11, 25],
      who: 'makler',
      type: 'vertragsperson',
      field: 'vertragsperson',
      old: 'Max Mustermann (Fahrer)',
      new: 'Max Mustermann (Halter)',
    }),
    row({
      daysAgo: 35,
      time: [17, 45],
      who: 'makler',
      type: 'versicherung',
      field: 'courtageBemerkung',
      old: null,
      new: 'Courtage laut Vereinbarung 2026 geprüft',
    }),
    row({
      daysAgo: 27,
      time: [9, 40],
      who: 'makler',
      type: 'fahrzeug',
      field: 'kilometerstand',
      old: '41.200',
      new: '44.950',
    }),
    row({
      daysAgo: 27,
      time: [9, 40],
      who: 'makler',
      type: 'fahrzeug',
      field: 'kilometerstand_am',
      old: day(85),
      new: day(27),
    }),
    row({
      daysAgo: 24,
      time: [10, 15],
      who: 'intern-als-makler',
      type: 'versicherung',
      field: 'bemerkungStatus',
      old: null,
      new: 'SF-Klasse nach dem Heckschaden mit der HUK abgeglichen',
    }),
    row({
      daysAgo: 22,
      time: [13, 50],
      who: 'makler',
      type: 'schadensmeldung',
      report: 'KS-2025-0107',
      field: 'zahlung',
      old: null,
      new: '980,00 € an Glas-Express Leipzig (Scheibentausch)',
    }),
    row({
      daysAgo: 22,
      time: [13, 51],
      who: 'makler',
      type: 'schadensmeldung',
      report: 'KS-2025-0107',
      field: 'bearbstand',
      old: 'In Bearbeitung',
      new: 'Reguliert',
    }),
    row({
      daysAgo: 20,
      time: [8, 30],
      who: 'makler',
      type: 'versicherung',
      field: 'praemiebto_zahlweise',
      old: '318,00 €',
      new: '332,40 €',
    }),
    row({
      daysAgo: 20,
      time: [8, 30],
      who: 'makler',
      type: 'versicherung',
      field: 'praemiento_zahlweise',
      old: '267,23 €',
      new: '279,33 €',
    }),
    row({ daysAgo: 18, time: [15, 35], who: 'makler', type: 'fahrzeug', field: 'leasing', old: 'true', new: 'false' }),
    row({
      daysAgo: 15,
      time: [11, 0],
      who: 'intern-als-makler',
      type: 'schadensmeldung',
      report: 'KS-2025-0107-A',
      field: 'vereinigt',
      old: null,
      new: 'Vereinigt mit KS-2025-0107',
    }),
    row({
      daysAgo: 12,
      time: [10, 20],
      who: 'makler',
      type: 'versicherung',
      field: 'korrespondenz',
      old: 'Post',
      new: 'E-Mail',
    }),
    row({
      daysAgo: 10,
      time: [16, 5],
      who: 'makler',
      type: 'vertragsperson',
      field: 'vertragsperson',
      old: null,
      new: 'Paul Mustermann (Fahrer)',
    }),
    row({
      daysAgo: 8,
      time: [9, 10],
      who: 'intern-als-makler',
      type: 'versicherung',
      field: 'zahlweiseBemerkung',
      old: null,
      new: 'Abbuchung jeweils zum 1. des Monats',
    }),
    row({
      daysAgo: 5,
      time: [14, 45],
      who: 'makler',
      type: 'fahrzeug',
      field: 'zeitwert',
      old: '18.500',
      new: '17.200',
    }),
    row({
      daysAgo: 5,
      time: [14, 45],
      who: 'makler',
      type: 'fahrzeug',
      field: 'zeitwert_vom',
      old: day(370),
      new: day(5),
    }),
    row({
      daysAgo: 3,
      time: [12, 30],
      who: 'makler',
      type: 'schadensmeldung',
      report: 'KS-2025-0107',
      field: 'schilderung',
      old: 'Ein Stein hat die Windschutzscheibe getroffen.',
      new: 'Ein Stein hat die Windschutzscheibe getroffen; Riss im Sichtfeld des Fahrers.',
    }),
    row({
      daysAgo: 1,
      time: [10, 0],
      who: 'makler',
      type: 'versicherung',
      field: 'geteiltMitKunde',
      old: 'false',
      new: 'true',
    }),
  ];
}

/** The log of KF-4711-0815; `today` is the load day (ISO). */
export async function seedDemoChangeLog(db: Db, today: string): Promise<void> {
  const [contract] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(companies, eq(companies.id, contracts.gesellschaftId))
    .where(and(eq(contracts.nummer, 'KF-4711-0815'), eq(companies.kurzname, 'HUK-COBURG')))
    .limit(1);
  const logins = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['makler', 'intern']));
  const makler = logins.find((u) => u.username === 'makler')?.id;
  const intern = logins.find((u) => u.username === 'intern')?.id;
  if (!contract || makler === undefined || intern === undefined) {
    return;
  }
  const reports = await db
    .select({ id: damageReports.id, schadennr: damageReports.schadennr })
    .from(damageReports)
    .where(eq(damageReports.contractId, contract.id));
  const reportId = new Map(reports.map((r) => [r.schadennr, r.id]));
  const day: Day = (daysAgo) => addIsoDays(today, -daysAgo);
  const values = entries(day).flatMap((e) => {
    const recordId = e.type === 'schadensmeldung' ? reportId.get(e.report ?? '') : contract.id;
    if (recordId === undefined) {
      return [];
    }
    const [year = 0, month = 1, d = 1] = day(e.daysAgo).split('-').map(Number);
    return [
      {
        at: berlinInstant({ year, month, day: d, hour: e.time[0], minute: e.time[1] }).toISOString(),
        userId: makler,
        originalUserId: e.who === 'makler' ? makler : intern,
        recordType: e.type,
        recordId,
        field: e.field,
        oldValue: e.old,
        newValue: e.new,
      },
    ];
  });
  // One INSERT: the trigger chains the rows in the order given (oldest first).
  await db.insert(changeLog).values(values);
}
