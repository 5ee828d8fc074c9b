import type { TerminFile } from './termin.schema';
import type {
  AktivitaetArt,
  AufgabenStatus,
  BeteiligtenRolle,
  EditorMode,
  TerminArt,
  TerminBereich,
  Verkaufsphase,
  Wiederholung,
  Wochentag,
} from './termin-combos';

// The editor's pure rules (spec termine-courtage-aenderungslog.md §2.1, §4.1, §4.2, §5.1, §6, §8, §9;
// issue 13). The form keeps date ('DD.MM.YYYY') and time ('HH:mm') apart; the API joins them.

/** A participant as the editor keeps it (a row of the table). */
export type EditorParticipant = {
  /** Stable row key of the table. */
  key: string;
  /** The stored participant row, when it exists. */
  id?: number;
  userId: number | null;
  customerId: number | null;
  personId: number | null;
  brokerId: number | null;
  name: string;
  email: string;
  label: string;
  nummerText: string | null;
  address: string | null;
  rolle: BeteiligtenRolle;
  canChange: boolean;
  alarmMail: boolean;
  alarmMsc: boolean;
  alarmDailyMail: boolean;
};

/** An archive document picked as an attachment (copied on save). */
export type EditorArchiveFile = { id: number; name: string };

/** The values of the editor form. */
export type TerminFormValues = {
  sid?: number;
  version?: number;
  art: TerminArt;
  label: string;
  /** The description as HTML (spec §3.1), as the rich-text editor writes it; the server sanitises it. */
  text: string;
  place: string;
  /** 'DD.MM.YYYY' or ''. */
  beginDate: string;
  /** 'HH:mm' or ''. */
  beginTime: string;
  endDate: string;
  endTime: string;
  fullDay: boolean;
  color: string;
  bereich: TerminBereich;
  bereichId: number | null;
  bereichDisplay: string | null;
  status: AufgabenStatus;
  sellingPhase: Verkaufsphase;
  activityArt: AktivitaetArt | null;
  produkt: string;
  /** Cents; a string while the currency field holds an unfinished entry. */
  geschaeftwert: number | string | null;
  private: boolean;
  bestaetigt: boolean;
  retry: Wiederholung;
  retryDays: Wochentag[];
  retryCount: number | null;
  /** ISO date or null. */
  retryMaxDate: string | null;
  /** Minutes before the begin (null: none). */
  alarmEmailMinutes: number | null;
  alarmMscMinutes: number | null;
  participants: EditorParticipant[];
  files: TerminFile[];
  archiveFiles: EditorArchiveFile[];
};

export const FULL_DAY_BEGIN = '00:00';
export const FULL_DAY_END = '23:59';
/** Begin and end time of a new or moved task or activity (spec §9). */
export const NON_TERMIN_TIME = '23:59';

// ---------------------------------------------------------------- modes and titles

export const modeArt: Record<Exclude<EditorMode, 'Empfänger'>, TerminArt> = {
  Termin: 'TERMIN',
  Aufgabe: 'AUFGABE',
  Aktivität: 'AKTIVITAET',
};

export function artMode(art: TerminArt): Exclude<EditorMode, 'Empfänger'> {
  return art === 'TERMIN' ? 'Termin' : art === 'AUFGABE' ? 'Aufgabe' : 'Aktivität';
}

/**
 * The modal's title (spec §2.1): '<mode> bearbeiten' for an existing item (and for a task opened from a
 * contract), '<mode> erstellen' for a new one, '<mode> auswählen' for the recipient selection.
 */
export function editorTitle(mode: EditorMode, existing: boolean, fromContract = false): string {
  if (mode === 'Empfänger') {
    return 'Empfänger auswählen';
  }
  if (fromContract) {
    return 'Aufgabe bearbeiten';
  }
  return `${mode} ${existing ? 'bearbeiten' : 'erstellen'}`;
}

// ---------------------------------------------------------------- saving

/** Spec §5.1: Speichern is disabled without a title or start date, while loading, with several owners, or when not editable. */
export function saveDisabled(s: {
  label: string;
  beginDate: string;
  loading: boolean;
  multipleOwners: boolean;
  updateable: boolean;
}): boolean {
  return s.label.trim() === '' || s.beginDate.trim() === '' || s.loading || s.multipleOwners || !s.updateable;
}

/** Spec §5.1: retry count and max date are disabled while the retry is 'Keine'. */
export function retryFieldsDisabled(retry: Wiederholung): boolean {
  return retry === 'Keine';
}

/** Whether the weekday chips apply. */
export function retryDaysShown(retry: Wiederholung): boolean {
  return retry === 'Wöchentlich';
}
