import type { Actor } from '../permissions';
import { isBrokerLike, isCustomerKind } from '../permissions';
import {
  type AlarmEinheit,
  alarmEinheiten,
  alarmEinheitMinuten,
  type BeteiligtenRolle,
  type TerminArt,
  type TerminBereich,
} from './termin-combos';

/**
 * Areas the viewer may pick (spec 002 §6): brokers only Termin, Aufgabe or Besuchsbericht; customers
 * 'Kunde'; everybody else 'Makler'. An item opened from a contract keeps 'VersVertrag'.
 */
export function terminBereichOptions(a: Actor): TerminBereich[] {
  if (isBrokerLike(a.viewed)) {
    return ['Termin', 'Aufgabe', 'Besuchsbericht'];
  }
  if (isCustomerKind(a.viewed)) {
    return ['Kunde'];
  }
  return ['Makler'];
}

/** The area of a new item of this kind for this viewer. */
export function defaultBereich(a: Actor, art: TerminArt): TerminBereich {
  if (isBrokerLike(a.viewed)) {
    return art === 'TERMIN' ? 'Termin' : 'Aufgabe';
  }
  return isCustomerKind(a.viewed) ? 'Kunde' : 'Makler';
}

export type RoleFlags = { canChange: boolean; alarmMail: boolean; alarmDailyMail: boolean; alarmMsc: boolean };

/**
 * Defaults when a participant gets a role (spec §4.2): owner and editor everything on; a participant
 * (TEILNEHMER) everything on for a Termin, off otherwise; any other role off.
 */
export function roleDefaults(rolle: BeteiligtenRolle, art: TerminArt): RoleFlags {
  const on = rolle === 'BESITZER' || rolle === 'BEARBEITER' || (rolle === 'TEILNEHMER' && art === 'TERMIN');
  return { canChange: on, alarmMail: on, alarmDailyMail: on, alarmMsc: on };
}

/** Alarm flags never apply to customers (spec §4.2). */
export function withoutCustomerAlarms<P extends { customerId: number | null; userId?: number | null } & RoleFlags>(
  p: P,
  isCustomer: boolean,
): P {
  return isCustomer ? { ...p, alarmMail: false, alarmDailyMail: false, alarmMsc: false } : p;
}

/** Minutes before the begin of an alarm given as count and unit; null when there is none. */
export function alarmMinutes(value: number | null, unit: AlarmEinheit): number | null {
  return value === null ? null : value * alarmEinheitMinuten[unit];
}

/** The largest unit that expresses the minutes exactly (90 → 90 MINUTEN, 1440 → 1 TAG). */
export function alarmFromMinutes(minutes: number | null): { value: number | null; unit: AlarmEinheit } {
  if (minutes === null) {
    return { value: null, unit: 'MINUTEN' };
  }
  for (const unit of [...alarmEinheiten].reverse()) {
    const length = alarmEinheitMinuten[unit];
    if (minutes > 0 && minutes % length === 0) {
      return { value: minutes / length, unit };
    }
  }
  return { value: minutes, unit: 'MINUTEN' };
}

const unitLabel: Record<AlarmEinheit, [string, string]> = {
  MINUTEN: ['Minute', 'Minuten'],
  STUNDEN: ['Stunde', 'Stunden'],
  TAG: ['Tag', 'Tage'],
  WOCHE: ['Woche', 'Wochen'],
  MONAT: ['Monat', 'Monate'],
  JAHR: ['Jahr', 'Jahre'],
};

/** 'Keine', 'Zum Beginn', '15 Minuten vorher', '1 Tag vorher' … */
export function alarmLabel(minutes: number | null): string {
  if (minutes === null) {
    return 'Keine';
  }
  if (minutes === 0) {
    return 'Zum Beginn';
  }
  const { value, unit } = alarmFromMinutes(minutes);
  const [one, many] = unitLabel[unit];
  return `${value} ${value === 1 ? one : many} vorher`;
}
