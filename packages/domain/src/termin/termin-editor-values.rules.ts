import type { Actor } from '../permissions';
import { alarmFromMinutes, alarmMinutes, defaultBereich } from './termin.rules';
import type { Beteiligter, SaveTerminBody, SerienBereich, Termin } from './termin.schema';
import type { EditorMode } from './termin-combos';
import { FULL_DAY_BEGIN, FULL_DAY_END, modeArt, type TerminFormValues } from './termin-editor.rules';
import { addParticipants, newParticipant, participantFromServer } from './termin-editor-participants.rules';
import { descriptionBody } from './termin-editor-text.rules';
import { joinWallTime, newItemTimes, splitWallTime } from './termin-editor-times.rules';
import type { DraftPicked } from './termin-lists.schema';
import type { WallTime } from './termin-zeit';

// The editor's form values ↔ the API: new and loaded items, the save body, a contract's preset and the draft.

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
