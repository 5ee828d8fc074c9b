import { parseTime } from '../common/time.rules';
import type { Actor } from '../permissions';
import { alarmFromMinutes, alarmMinutes, defaultBereich, roleDefaults, withoutCustomerAlarms } from './termin.rules';
import type { Beteiligter, SaveTerminBody, SerienBereich, Termin, TerminFile } from './termin.schema';
import {
  type AktivitaetArt,
  type AufgabenStatus,
  type BeteiligtenRolle,
  type EditorMode,
  PARTICIPANT_SEARCH_MIN,
  type TerminArt,
  type TerminBereich,
  type Verkaufsphase,
  type Wiederholung,
  type Wochentag,
} from './termin-combos';
import type { DraftPicked, PickedParticipant, Textbaustein } from './termin-lists.schema';
import { addWallMinutes, compareWallTimes, formatWallTime, parseWallTime, type WallTime } from './termin-zeit';

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

// ---------------------------------------------------------------- dates and times

/** 'DD.MM.YYYY HH:mm' → the form's date and time ('' and '' when it is none). */
export function splitWallTime(text: string | null | undefined): { date: string; time: string } {
  const w = text ? parseWallTime(text) : null;
  if (!w) {
    return { date: '', time: '' };
  }
  const [date = '', time = ''] = formatWallTime(w).split(' ');
  return { date, time };
}

/** 'HH:mm' of a typed time ('8.30' → '08:30'); null when it is none. */
export function normalTime(time: string): string | null {
  const t = parseTime(time);
  if (!t || t.hours > 23 || t.minutes > 59) {
    return null;
  }
  return `${String(t.hours).padStart(2, '0')}:${String(t.minutes).padStart(2, '0')}`;
}

/** The form's date and time → 'DD.MM.YYYY HH:mm'; null when either is missing or invalid. */
export function joinWallTime(date: string, time: string): string | null {
  const t = normalTime(time);
  if (t === null) {
    return null;
  }
  const text = `${date.trim()} ${t}`;
  return parseWallTime(text) ? text : null;
}

function wallOf(date: string, time: string): WallTime | null {
  const text = joinWallTime(date, time);
  return text ? parseWallTime(text) : null;
}

function splitWall(w: WallTime): { date: string; time: string } {
  return splitWallTime(formatWallTime(w));
}

/** ISO date 'YYYY-MM-DD' → 'DD.MM.YYYY' ('' for none). */
export function isoToGermanDate(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

/** 'DD.MM.YYYY' → ISO date (null for none). */
export function germanToIsoDate(date: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

type Times = Pick<TerminFormValues, 'beginDate' | 'beginTime' | 'endDate' | 'endTime'>;

/** Spec §4.1: changing the start time sets the end to start plus one hour (on the wall clock, across midnight). */
export function changeBeginTime(values: Times, beginTime: string): Times {
  const begin = wallOf(values.beginDate, beginTime);
  if (!begin) {
    return { ...values, beginTime };
  }
  const end = splitWall(addWallMinutes(begin, 60));
  return { ...values, beginTime, endDate: end.date, endTime: end.time };
}

/**
 * Spec §4.1, §9: changing the start date sets the end date to it; outside Termin the start and end time
 * become 23:59. An end that would then lie before the begin moves to the begin plus one hour.
 */
export function changeBeginDate(values: Times, beginDate: string, mode: EditorMode): Times {
  if (mode !== 'Termin') {
    return { beginDate, beginTime: NON_TERMIN_TIME, endDate: beginDate, endTime: NON_TERMIN_TIME };
  }
  const next = { ...values, beginDate, endDate: beginDate };
  const begin = wallOf(next.beginDate, next.beginTime);
  const end = wallOf(next.endDate, next.endTime);
  if (begin && end && compareWallTimes(end, begin) < 0) {
    const moved = splitWall(addWallMinutes(begin, 60));
    return { ...next, endDate: moved.date, endTime: moved.time };
  }
  return next;
}

/**
 * Spec §4.1, §8: setting the end (date or time) resets the duration; an end before the begin raises the
 * alert 'Endezeit kann nicht vor der Beginzeit sein! …' and swaps begin and end.
 */
export function changeEnd(
  values: Times,
  end: { endDate?: string; endTime?: string },
): { times: Times; swapped: boolean } {
  const next = { ...values, ...end };
  const b = wallOf(next.beginDate, next.beginTime);
  const e = wallOf(next.endDate, next.endTime);
  if (b && e && compareWallTimes(e, b) < 0) {
    return {
      times: { beginDate: next.endDate, beginTime: next.endTime, endDate: next.beginDate, endTime: next.beginTime },
      swapped: true,
    };
  }
  return { times: next, swapped: false };
}

/** Spec §4.1: a full-day item shows its time as 0:00 to 23:59. */
export function fullDayTimes(values: Times): Times {
  return { ...values, beginTime: FULL_DAY_BEGIN, endTime: FULL_DAY_END, endDate: values.endDate || values.beginDate };
}

/** The begin and end of a new item: a Termin at the next full hour for one hour, otherwise today 23:59. */
export function newItemTimes(mode: EditorMode, now: WallTime): Times {
  const today = splitWall(now).date;
  if (mode !== 'Termin') {
    return { beginDate: today, beginTime: NON_TERMIN_TIME, endDate: today, endTime: NON_TERMIN_TIME };
  }
  const nextHour = addWallMinutes({ ...now, minute: 0 }, 60);
  const b = splitWall(nextHour);
  const e = splitWall(addWallMinutes(nextHour, 60));
  return { beginDate: b.date, beginTime: b.time, endDate: e.date, endTime: e.time };
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

// ---------------------------------------------------------------- participants (spec §4.2)

const isCustomerParticipant = (p: Pick<EditorParticipant, 'customerId'>) => p.customerId !== null;

export function countOwners(participants: Pick<EditorParticipant, 'rolle'>[]): number {
  return participants.filter((p) => p.rolle === 'BESITZER').length;
}

export function hasMultipleOwners(participants: Pick<EditorParticipant, 'rolle'>[]): boolean {
  return countOwners(participants) > 1;
}

/**
 * A role change sets canChange and the three alarm flags to the role's defaults (never alarms for a
 * customer); `multipleOwners` is raised when a second BESITZER appears.
 */
export function changeRole(
  participants: EditorParticipant[],
  key: string,
  rolle: BeteiligtenRolle,
  art: TerminArt,
): { participants: EditorParticipant[]; multipleOwners: boolean } {
  const next = participants.map((p) =>
    p.key === key ? withoutCustomerAlarms({ ...p, rolle, ...roleDefaults(rolle, art) }, isCustomerParticipant(p)) : p,
  );
  return { participants: next, multipleOwners: hasMultipleOwners(next) };
}

/** Spec §4.2: canChange defaults to true unless the participant is the logged-in user. */
export function defaultCanChange(p: { userId: number | null }, currentUserId: number | null): boolean {
  return p.userId === null || p.userId !== currentUserId;
}

/** Spec §4.2: the alarm checkboxes are disabled when the values cannot be changed, and always for customers. */
export function alarmCheckboxesDisabled(canChangeValues: boolean, p: Pick<EditorParticipant, 'customerId'>): boolean {
  return !canChangeValues || isCustomerParticipant(p);
}

/**
 * Spec §4.2: in mode Aufgabe the participant that is the current customer (the contract's or the
 * customer page's) cannot be removed or edited; its role and permission cells are hidden.
 */
export function participantLocked(
  p: Pick<EditorParticipant, 'customerId'>,
  mode: EditorMode,
  contextCustomerId: number | null | undefined,
): boolean {
  return mode === 'Aufgabe' && contextCustomerId != null && p.customerId === contextCustomerId;
}

/** Spec §6: participants with a customerId other than the user's own are clickable (open the customer). */
export function participantClickable(p: Pick<EditorParticipant, 'customerId'>, ownCustomerId: number | null): boolean {
  return p.customerId !== null && p.customerId !== ownCustomerId;
}

/**
 * The participant edit modal (spec §4.2): an empty name makes the e-mail the label; a name that
 * contains '@' (an address typed earlier) is replaced by the e-mail.
 */
export function editParticipantLabel(input: { name: string; email: string }): {
  name: string;
  email: string;
  label: string;
} {
  const email = input.email.trim();
  const name = input.name.trim();
  if (name === '' || name.includes('@')) {
    return { name: name === '' ? '' : email, email, label: email };
  }
  return { name, email, label: name };
}

/** A hit of the participant search: skipped without personId, customerID, userId or internId (spec §5.1). */
export type SearchHitIds = {
  personId?: number | null;
  customerID?: number | null;
  userId?: number | null;
  internId?: number | null;
};
export function searchHitUsable(hit: SearchHitIds): boolean {
  return [hit.personId, hit.customerID, hit.userId, hit.internId].some((v) => v !== null && v !== undefined);
}

/** Spec §5.1, §9: the participant search starts at 3 or more characters. */
export function participantSearchActive(text: string): boolean {
  return text.trim().length >= PARTICIPANT_SEARCH_MIN;
}

let keySeq = 0;
/** A fresh row key for participants added in the editor. */
export function newParticipantKey(): string {
  keySeq += 1;
  return `neu-${keySeq}`;
}

function participantKeyOf(p: Pick<EditorParticipant, 'userId' | 'customerId' | 'personId' | 'brokerId' | 'email'>) {
  if (p.userId !== null) {
    return `user:${p.userId}`;
  }
  if (p.personId !== null) {
    return `person:${p.personId}`;
  }
  if (p.customerId !== null) {
    return `customer:${p.customerId}`;
  }
  if (p.brokerId !== null) {
    return `broker:${p.brokerId}`;
  }
  return `email:${p.email.trim().toLowerCase()}`;
}

/** Whether two participants name the same user, person, customer, broker or address. */
export function sameParticipant(
  a: Pick<EditorParticipant, 'userId' | 'customerId' | 'personId' | 'brokerId' | 'email'>,
  b: Pick<EditorParticipant, 'userId' | 'customerId' | 'personId' | 'brokerId' | 'email'>,
): boolean {
  return participantKeyOf(a) === participantKeyOf(b);
}

/** A participant from the server's answer. */
export function participantFromServer(b: Beteiligter): EditorParticipant {
  return {
    key: `p-${b.id}`,
    id: b.id,
    userId: b.userId,
    customerId: b.customerId,
    personId: b.personId,
    brokerId: b.brokerId,
    name: b.name,
    email: b.email,
    label: b.label || b.name || b.email,
    nummerText: b.nummerText,
    address: b.address,
    rolle: b.rolle,
    canChange: b.canChange,
    alarmMail: b.alarmMail,
    alarmMsc: b.alarmMsc,
    alarmDailyMail: b.alarmDailyMail,
  };
}

/** A participant added from the search or a picker: TEILNEHMER with the role's defaults (spec §4.2). */
export function newParticipant(
  picked: Pick<PickedParticipant, 'userId' | 'customerId' | 'personId' | 'brokerId' | 'name' | 'email'>,
  art: TerminArt,
  currentUserId: number | null,
  rolle: BeteiligtenRolle = 'TEILNEHMER',
): EditorParticipant {
  const p: EditorParticipant = {
    key: newParticipantKey(),
    userId: picked.userId,
    customerId: picked.customerId,
    personId: picked.personId,
    brokerId: picked.brokerId,
    name: picked.name,
    email: picked.email,
    label: picked.name || picked.email,
    nummerText: null,
    address: null,
    rolle,
    ...roleDefaults(rolle, art),
  };
  p.canChange = defaultCanChange(p, currentUserId);
  return withoutCustomerAlarms(p, isCustomerParticipant(p));
}

/**
 * The recipients ticked in the mode 'Empfänger' (spec §2.1, §3.5) as participants (TEILNEHMER): a broker's
 * login (internId) by its user, a company's contact by its address (its id is no customer person).
 */
export function recipientParticipants(
  list: { name: string; email: string; internId: number | null }[],
  art: TerminArt,
  currentUserId: number | null,
): EditorParticipant[] {
  return list
    .filter((r) => r.internId !== null || r.email.trim() !== '')
    .map((r) =>
      newParticipant(
        { userId: r.internId, customerId: null, personId: null, brokerId: null, name: r.name, email: r.email },
        art,
        currentUserId,
      ),
    );
}

/** Adds participants, skipping those already in the list. */
export function addParticipants(list: EditorParticipant[], added: EditorParticipant[]): EditorParticipant[] {
  const next = [...list];
  for (const p of added) {
    if (!next.some((q) => sameParticipant(q, p))) {
      next.push(p);
    }
  }
  return next;
}

// ---------------------------------------------------------------- text shortcuts (spec §5.1, §6)

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Expands a text shortcut: when the text ends with a shortcut key followed by a space (the user just
 * typed the space), the key becomes its text. With `atEnd` (the user pressed space or Enter and the key
 * is the last word) the key needs no trailing space. Answers the new text, or null when nothing expands.
 */
export function expandShortcut(text: string, list: Textbaustein[], options: { atEnd?: boolean } = {}): string | null {
  for (const { kuerzel, text: replacement } of list) {
    const key = kuerzel.trim();
    if (key === '') {
      continue;
    }
    const pattern = new RegExp(`(^|\\s)${escapeRegExp(key)}(${options.atEnd ? '\\s?' : '\\s'})$`);
    const match = pattern.exec(text);
    if (match) {
      const before = text.slice(0, match.index + (match[1]?.length ?? 0));
      return `${before}${replacement}${match[2] ?? ''}`;
    }
  }
  return null;
}

// ---------------------------------------------------------------- HTML of the description

/** The editor's HTML as the body sends it: an editor with nothing typed (empty paragraphs) is no description. */
export function descriptionBody(html: string): string {
  return html.replace(/<p>(\s|<br\s*\/?>)*<\/p>/gi, '').trim() === '' ? '' : html;
}

// ---------------------------------------------------------------- values ↔ API

/** Empty values of a new item in a mode for this viewer (the logged-in user as owner from initBeteiligte). */
export function newTerminValues(opts: {
  mode: EditorMode;
  actor: Actor;
  now: WallTime;
  initBeteiligte: Beteiligter[];
}): TerminFormValues {
  const art = opts.mode === 'Empfänger' ? 'TERMIN' : modeArt[opts.mode];
  return {
    art,
    label: '',
    text: '',
    place: '',
    ...newItemTimes(opts.mode, opts.now),
    fullDay: false,
    color: '',
    bereich: defaultBereich(opts.actor, art),
    bereichId: null,
    bereichDisplay: null,
    status: 'OFFEN',
    sellingPhase: 'KEINE_ANGABEN',
    activityArt: null,
    produkt: '',
    geschaeftwert: null,
    private: false,
    bestaetigt: false,
    retry: 'Keine',
    retryDays: [],
    retryCount: null,
    retryMaxDate: null,
    alarmEmailMinutes: null,
    alarmMscMinutes: null,
    participants: opts.initBeteiligte.map(participantFromServer),
    files: [],
    archiveFiles: [],
  };
}

/** The form values of a loaded item. */
export function valuesFromTermin(t: Termin): TerminFormValues {
  const begin = splitWallTime(t.begin);
  const end = splitWallTime(t.end);
  return {
    sid: t.sid,
    version: t.version,
    art: t.art,
    label: t.label,
    text: t.text,
    place: t.place,
    beginDate: begin.date,
    beginTime: t.fullDay ? FULL_DAY_BEGIN : begin.time,
    endDate: end.date,
    endTime: t.fullDay ? FULL_DAY_END : end.time,
    fullDay: t.fullDay,
    color: t.color,
    bereich: t.bereich,
    bereichId: t.bereichId,
    bereichDisplay: t.bereichDisplay,
    status: t.status,
    sellingPhase: t.sellingPhase,
    activityArt: t.activityArt,
    produkt: t.produkt,
    geschaeftwert: t.geschaeftwert,
    private: t.private,
    bestaetigt: t.bestaetigt,
    retry: t.retry,
    retryDays: t.retryDays,
    retryCount: t.retryCount,
    retryMaxDate: t.retryMaxDate,
    alarmEmailMinutes: alarmMinutes(t.alarmEmail, t.alarmModuEmail),
    alarmMscMinutes: alarmMinutes(t.alarmMsc, t.alarmModusMSC),
    participants: t.beteiligteOutput.map(participantFromServer),
    files: t.files,
    archiveFiles: [],
  };
}

/**
 * The save body of the form values. An incomplete begin or end is sent as typed (the schema answers
 * with its message); `scope` and `occurrence` for one occurrence of a series.
 */
export function toSaveBody(
  v: TerminFormValues,
  series: { scope?: SerienBereich; occurrence?: string } = {},
): SaveTerminBody {
  const beginTime = v.fullDay ? FULL_DAY_BEGIN : v.beginTime;
  const endTime = v.fullDay ? FULL_DAY_END : v.endTime;
  const email = alarmFromMinutes(v.alarmEmailMinutes);
  const msc = alarmFromMinutes(v.alarmMscMinutes);
  const repeating = v.retry !== 'Keine';
  return {
    ...(v.sid !== undefined ? { sid: v.sid, version: v.version } : {}),
    art: v.art,
    label: v.label.trim(),
    text: descriptionBody(v.text),
    place: v.place.trim(),
    begin: joinWallTime(v.beginDate, beginTime) ?? `${v.beginDate} ${beginTime}`.trim(),
    end: joinWallTime(v.endDate || v.beginDate, endTime) ?? `${v.endDate} ${endTime}`.trim(),
    fullDay: v.fullDay,
    color: v.color,
    bereich: v.bereich,
    bereichId: v.bereichId,
    status: v.status,
    sellingPhase: v.sellingPhase,
    activityArt: v.activityArt,
    produkt: v.produkt,
    geschaeftwert: typeof v.geschaeftwert === 'number' ? v.geschaeftwert : null,
    private: v.private,
    bestaetigt: v.bestaetigt,
    retry: v.retry,
    retryDays: v.retry === 'Wöchentlich' ? v.retryDays : [],
    retryCount: repeating ? v.retryCount : null,
    retryMaxDate: repeating ? v.retryMaxDate : null,
    alarmEmail: email.value,
    alarmModuEmail: email.unit,
    alarmMsc: msc.value,
    alarmModusMSC: msc.unit,
    participants: v.participants.map((p) => ({
      // The owner offered for a new item (initBeteiligte) has no row yet: id 0.
      ...(p.id !== undefined && p.id > 0 ? { id: p.id } : {}),
      userId: p.userId,
      customerId: p.customerId,
      personId: p.personId,
      brokerId: p.brokerId,
      name: p.name,
      email: p.email,
      rolle: p.rolle,
      canChange: p.canChange,
      alarmMail: p.alarmMail,
      alarmMsc: p.alarmMsc,
      alarmDailyMail: p.alarmDailyMail,
    })),
    files: v.files.map((f) => f.id),
    archiveFiles: v.archiveFiles.map((f) => f.id),
    ...(series.occurrence ? { scope: series.scope ?? 'all', occurrence: series.occurrence } : {}),
  };
}

// ---------------------------------------------------------------- from a contract, from the draft

export type ContractTaskKind = 'Aufgabe hinzufügen' | 'Neue Aktivität';

/**
 * Spec §2.1, §9: 'Aufgabe hinzufügen' and 'Neue Aktivität' on a contract open 'Aufgabe bearbeiten' with
 * status OFFEN, area VersVertrag, the contract id and the subject '<Gesellschaft> <Versicherungsnummer>'.
 */
export function contractTaskPreset(
  contract: { id: number; gesellschaft: string; nummer: string },
  kind: ContractTaskKind,
): Partial<TerminFormValues> {
  const subject = `${contract.gesellschaft} ${contract.nummer}`.trim();
  return {
    art: kind === 'Neue Aktivität' ? 'AKTIVITAET' : 'AUFGABE',
    status: 'OFFEN',
    bereich: 'VersVertrag',
    bereichId: contract.id,
    bereichDisplay: subject,
    label: subject,
  };
}

/**
 * The values restored from the draft: picked participants appended as TEILNEHMER (no duplicates), a
 * picked contract as the area VersVertrag, picked archive documents as attachments.
 */
export function mergePicked(v: TerminFormValues, picked: DraftPicked, currentUserId: number | null): TerminFormValues {
  const participants = addParticipants(
    v.participants,
    picked.participants.map((p) => newParticipant(p, v.art, currentUserId)),
  );
  const archiveFiles = [...v.archiveFiles];
  for (const f of picked.archiveFiles) {
    if (!archiveFiles.some((a) => a.id === f.id)) {
      archiveFiles.push(f);
    }
  }
  return {
    ...v,
    participants,
    archiveFiles,
    ...(picked.contract
      ? { bereich: 'VersVertrag' as const, bereichId: picked.contract.id, bereichDisplay: picked.contract.display }
      : {}),
  };
}
