import { FAX_MESSAGE } from '../common/phone.rules';

// Appointments, tasks and activities (spec termine-courtage-aenderungslog.md §3.1–§3.5, §4.1, §5.1, §9;
// vertrag-details.md §3 'Task row'; issue 13). One model for the three kinds.

/** What an item is; the editor's modes are these plus 'Empfänger' (recipient selection). */
export const terminArten = ['TERMIN', 'AUFGABE', 'AKTIVITAET'] as const;
export type TerminArt = (typeof terminArten)[number];
export const terminArtLabel: Record<TerminArt, string> = {
  TERMIN: 'Termin',
  AUFGABE: 'Aufgabe',
  AKTIVITAET: 'Aktivität',
};
export const editorModes = ['Termin', 'Aufgabe', 'Aktivität', 'Empfänger'] as const;
export type EditorMode = (typeof editorModes)[number];

/** Areas (bereich) of spec §3.1. */
export const terminBereiche = ['Termin', 'Aufgabe', 'Besuchsbericht', 'VersVertrag', 'Makler', 'Kunde'] as const;
export type TerminBereich = (typeof terminBereiche)[number];

/** Task status (statusComboAufgabe); a task can be marked ERLEDIGT unless it is already (vertrag-details §4). */
export const aufgabenStatus = ['OFFEN', 'IN_BEARBEITUNG', 'WARTET', 'ERLEDIGT'] as const;
export type AufgabenStatus = (typeof aufgabenStatus)[number];
export const aufgabenStatusLabel: Record<AufgabenStatus, string> = {
  OFFEN: 'Offen',
  IN_BEARBEITUNG: 'In Bearbeitung',
  WARTET: 'Wartet',
  ERLEDIGT: 'Erledigt',
};

/** Follow-up (Wiedervorlage) status by colour (vertrag-details §4): green erledigt, blue wird versendet, yellow Handlung notwendig. */
export const wvStatus = ['GRUEN', 'BLAU', 'GELB'] as const;
export type WvStatus = (typeof wvStatus)[number];
export const wvStatusLabel: Record<WvStatus, string> = {
  GRUEN: 'erledigt',
  BLAU: 'wird versendet',
  GELB: 'Handlung notwendig',
};

export const verkaufsphasen = [
  'KEINE_ANGABEN',
  'ERSTKONTAKT',
  'BEDARFSANALYSE',
  'ANGEBOT',
  'ABSCHLUSS',
  'VERLOREN',
] as const;
export type Verkaufsphase = (typeof verkaufsphasen)[number];
export const verkaufsphaseLabel: Record<Verkaufsphase, string> = {
  KEINE_ANGABEN: 'Keine Angaben',
  ERSTKONTAKT: 'Erstkontakt',
  BEDARFSANALYSE: 'Bedarfsanalyse',
  ANGEBOT: 'Angebot',
  ABSCHLUSS: 'Abschluss',
  VERLOREN: 'Verloren',
};

export const aktivitaetArten = ['TELEFONAT', 'BESUCH', 'EMAIL', 'BRIEF', 'VIDEOKONFERENZ', 'SONSTIGES'] as const;
export type AktivitaetArt = (typeof aktivitaetArten)[number];
export const aktivitaetArtLabel: Record<AktivitaetArt, string> = {
  TELEFONAT: 'Telefonat',
  BESUCH: 'Besuch',
  EMAIL: 'E-Mail',
  BRIEF: 'Brief',
  VIDEOKONFERENZ: 'Videokonferenz',
  SONSTIGES: 'Sonstiges',
};

/** Participant roles (rolleCombo; spec §3.2 names three, 'others exist'). */
export const beteiligtenRollen = ['BESITZER', 'BEARBEITER', 'TEILNEHMER', 'INFORMIERT'] as const;
export type BeteiligtenRolle = (typeof beteiligtenRollen)[number];
export const beteiligtenRolleLabel: Record<BeteiligtenRolle, string> = {
  BESITZER: 'Besitzer',
  BEARBEITER: 'Bearbeiter',
  TEILNEHMER: 'Teilnehmer',
  INFORMIERT: 'Zur Kenntnis',
};

/** Repeats (retryCombo); default 'Keine'. */
export const wiederholungen = ['Keine', 'Täglich', 'Wöchentlich', 'Monatlich', 'Jährlich'] as const;
export type Wiederholung = (typeof wiederholungen)[number];
export const wochentage = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Wochentag = (typeof wochentage)[number];
export const wochentagLabel: Record<Wochentag, string> = {
  MO: 'Mo',
  TU: 'Di',
  WE: 'Mi',
  TH: 'Do',
  FR: 'Fr',
  SA: 'Sa',
  SU: 'So',
};

/** Alarm units and their length in minutes (spec §9). */
export const alarmEinheiten = ['MINUTEN', 'STUNDEN', 'TAG', 'WOCHE', 'MONAT', 'JAHR'] as const;
export type AlarmEinheit = (typeof alarmEinheiten)[number];
export const alarmEinheitMinuten: Record<AlarmEinheit, number> = {
  MINUTEN: 1,
  STUNDEN: 60,
  TAG: 1440,
  WOCHE: 10080,
  MONAT: 43200,
  JAHR: 525600,
};
/** The notification options of spec §9 in minutes before the begin (null: none). */
export const alarmOptionenMinuten = [
  null,
  0,
  15,
  30,
  60,
  90,
  180,
  240,
  300,
  360,
  1440,
  2880,
  4320,
  5760,
  7200,
  8640,
  10080,
] as const;

export const TERMIN_LIMITS = {
  label: 300,
  text: 20_000,
  place: 300,
  produkt: 200,
  color: 7,
  participants: 100,
  files: 20,
  retryCount: 500,
  alarmValue: 999,
  geschaeftwertCents: 100_000_000_000,
  shortcut: 30,
} as const;

/** Visible participant cap and the participant table's page size (spec §9). */
export const PARTICIPANTS_PAGE_SIZE = 15;
/** The postbox table 'Aufgaben' (vertrag-details §2.6). */
export const TASKS_PAGE_SIZE = 30;
export const PARTICIPANT_SEARCH_MIN = 3;
export const PARTICIPANT_SEARCH_DEBOUNCE_MS = 300;

export const TERMIN_MESSAGES = {
  labelRequired: 'Bitte geben Sie einen Titel ein.',
  beginRequired: 'Bitte geben Sie ein Startdatum ein.',
  wallTime: 'Bitte geben Sie Datum und Uhrzeit im Format TT.MM.JJJJ HH:MM ein.',
  endBeforeBegin: 'Endezeit kann nicht vor der Beginzeit sein! Wir kehren die Zeiten um.',
  multipleOwners: 'Ein Eintrag kann nur einen Besitzer haben.',
  noOwner: 'Bitte legen Sie einen Besitzer fest.',
  participantWithoutTarget: 'Ein Beteiligter braucht eine Person, einen Kunden, einen Nutzer oder eine E-Mail-Adresse.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  fax: FAX_MESSAGE,
  color: 'Bitte wählen Sie eine Farbe im Format #RRGGBB.',
  retryDays: 'Bitte wählen Sie mindestens einen Wochentag.',
  notFound: 'Der Termin wurde nicht gefunden.',
  alreadyDone: 'Die Aufgabe ist bereits erledigt.',
  unexpected: 'Es ist ein unerwarteter Fehler aufgetreten.',
  noAddress: (name: string) => `${name} hat keine Adresse hinterlegt`,
  noRecipients: 'Keine Empfänger vorhanden',
  importFailed: 'Beim importieren des Filters ist ein Fehler aufgetreten.',
  confirmDone: (subject: string) => `Soll die Aufgabe ${subject} wirklich als erledigt markiert werden?`,
  confirmDelete: (subject: string) => `Soll ${subject} wirklich gelöscht werden?`,
} as const;
