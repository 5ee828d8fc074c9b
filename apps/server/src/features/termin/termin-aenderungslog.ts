import {
  aktivitaetArtLabel,
  alarmLabel,
  alarmMinutes,
  aufgabenStatusLabel,
  describeWiederholung,
  formatWallTime,
  verkaufsphaseLabel,
  type WallTime,
} from '@maklerwerk/domain';

// What an appointment's change log records: its fields as German text.

export const loggedFields = [
  'art',
  'label',
  'text',
  'place',
  'begin',
  'end',
  'fullDay',
  'bereich',
  'status',
  'sellingPhase',
  'activityArt',
  'produkt',
  'geschaeftwert',
  'private',
  'bestaetigt',
  'wiederholung',
  'erinnerung',
  'beteiligte',
  'anhaenge',
  'farbe',
] as const;
export type Logged = Record<(typeof loggedFields)[number], string | null>;

const yesNo = (b: boolean) => (b ? 'Ja' : 'Nein');
const euro = (cents: number | null) =>
  cents === null ? null : new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

function alarmText(email: number | null, emailUnit: string, msc: number | null, mscUnit: string): string | null {
  const parts = [
    email === null ? null : `E-Mail ${alarmLabel(alarmMinutes(email, emailUnit as never))}`,
    msc === null ? null : `Browser ${alarmLabel(alarmMinutes(msc, mscUnit as never))}`,
  ].filter((p) => p !== null);
  return parts.length === 0 ? null : parts.join(', ');
}

export type LoggedInput = {
  art: string;
  label: string;
  text: string;
  place: string;
  begin: WallTime;
  end: WallTime;
  fullDay: boolean;
  bereich: string;
  status: string;
  sellingPhase: string;
  activityArt: string | null;
  produkt: string;
  geschaeftwert: number | null;
  private: boolean;
  bestaetigt: boolean;
  retry: string;
  retryDays: string[];
  retryCount: number | null;
  retryMaxDate: string | null;
  alarmEmail: number | null;
  alarmModuEmail: string;
  alarmMsc: number | null;
  alarmModusMsc: string;
  color: string;
  beteiligte: string[];
  anhaenge: string[];
};

export function logged(v: LoggedInput): Logged {
  return {
    art: v.art,
    label: v.label,
    text: v.text === '' ? null : v.text,
    place: v.place === '' ? null : v.place,
    begin: formatWallTime(v.begin),
    end: formatWallTime(v.end),
    fullDay: yesNo(v.fullDay),
    bereich: v.bereich,
    status: aufgabenStatusLabel[v.status as keyof typeof aufgabenStatusLabel] ?? v.status,
    sellingPhase: verkaufsphaseLabel[v.sellingPhase as keyof typeof verkaufsphaseLabel] ?? v.sellingPhase,
    activityArt:
      v.activityArt === null
        ? null
        : (aktivitaetArtLabel[v.activityArt as keyof typeof aktivitaetArtLabel] ?? v.activityArt),
    produkt: v.produkt === '' ? null : v.produkt,
    geschaeftwert: euro(v.geschaeftwert),
    private: yesNo(v.private),
    bestaetigt: yesNo(v.bestaetigt),
    wiederholung:
      v.retry === 'Keine'
        ? null
        : describeWiederholung({
            retry: v.retry as never,
            retryDays: v.retryDays as never,
            retryCount: v.retryCount,
            retryMaxDate: v.retryMaxDate,
          }),
    erinnerung: alarmText(v.alarmEmail, v.alarmModuEmail, v.alarmMsc, v.alarmModusMsc),
    beteiligte: v.beteiligte.length === 0 ? null : v.beteiligte.join(', '),
    anhaenge: v.anhaenge.length === 0 ? null : v.anhaenge.join(', '),
    farbe: v.color === '' ? null : v.color,
  };
}

export const EMPTY_LOG: Logged = Object.fromEntries(loggedFields.map((f) => [f, null])) as Logged;
