import {
  type Actor,
  AppError,
  aktivitaetArtLabel,
  alarmLabel,
  alarmOptionenMinuten,
  aufgabenStatusLabel,
  type Beteiligter,
  beteiligtenRolleLabel,
  canWriteTermine,
  effectiveRights,
  formatWallTime,
  isCustomerKind,
  isInternal,
  TERMIN_MESSAGES,
  type Termin,
  type TerminCombos,
  terminBereichOptions,
  verkaufsphaseLabel,
  wiederholungen,
  wvStatusLabel,
} from '@maklerwerk/domain';
import type { Db, Tx } from '../../db/client';
import { richTextHtml } from '../../lib/sanitize-html';
import { toIsoTimestamp } from '../../lib/timestamp';
import * as repo from './termin.repository';
import * as participants from './termin-participants';
import { fromDbLocal } from './termin-time';

// Reading one appointment, task or activity as the editor shows it, and the editor's choices.

/** What the viewer may do with a visible item. */
export function rightsOn(
  actor: Actor,
  t: repo.VisibleTermin,
  rows: { userId: number | null; canChange: boolean; rolle: string }[],
) {
  const me = actor.viewed.id;
  const mineWithChange =
    t.createdByUserId === me ||
    t.ownerUserId === me ||
    rows.some((p) => p.userId === me && (p.canChange || p.rolle === 'BESITZER' || p.rolle === 'BEARBEITER'));
  const office = !isCustomerKind(actor.viewed);
  const updateable = canWriteTermine(actor) && (mineWithChange || (office && !t.private && t.viaRecord));
  const deletable =
    updateable && (t.createdByUserId === me || t.ownerUserId === me || isInternal(actor.viewed) || t.viaRecord);
  return { updateable, deletable };
}

function toBeteiligter(p: Awaited<ReturnType<typeof repo.findBeteiligte>>[number]): Beteiligter {
  return {
    id: p.id,
    userId: p.userId,
    customerId: p.customerId,
    personId: p.personId,
    brokerId: p.brokerId,
    name: p.name,
    email: p.email,
    label: p.name.trim() === '' ? p.email : p.name,
    nummerText: p.nummerText,
    rolle: p.rolle as Beteiligter['rolle'],
    canChange: p.canChange,
    alarmMail: p.alarmMail,
    alarmMsc: p.alarmMsc,
    alarmDailyMail: p.alarmDailyMail,
    address: p.address,
  };
}

async function toTermin(db: Db | Tx, actor: Actor, t: repo.VisibleTermin): Promise<Termin> {
  const [rows, files] = await Promise.all([repo.findBeteiligte(db, [t.id]), repo.findFiles(db, t.id)]);
  const { updateable, deletable } = rightsOn(actor, t, rows);
  return {
    sid: t.id,
    version: t.version,
    art: t.art,
    label: t.label,
    text: richTextHtml(t.text),
    place: t.place,
    begin: formatWallTime(fromDbLocal(t.beginLocal)),
    end: formatWallTime(fromDbLocal(t.endLocal)),
    fullDay: t.fullDay,
    color: t.color,
    bereich: t.bereich as Termin['bereich'],
    bereichId: t.contractId ?? t.customerId,
    bereichDisplay: t.contractDisplay ?? t.customerDisplay,
    status: t.status as Termin['status'],
    sellingPhase: t.sellingPhase as Termin['sellingPhase'],
    activityArt: t.activityArt as Termin['activityArt'],
    produkt: t.produkt,
    geschaeftwert: t.geschaeftwertCents,
    private: t.private,
    bestaetigt: t.bestaetigt,
    retry: t.retry as Termin['retry'],
    retryDays: t.retryDays as Termin['retryDays'],
    retryCount: t.retryCount,
    retryMaxDate: t.retryMaxDate,
    alarmEmail: t.alarmEmail,
    alarmModuEmail: t.alarmModuEmail as Termin['alarmModuEmail'],
    alarmMsc: t.alarmMsc,
    alarmModusMSC: t.alarmModusMsc as Termin['alarmModusMSC'],
    files: files.map((f) => ({
      id: f.id,
      label: f.fileName,
      fileName: f.fileName,
      uploaded: toIsoTimestamp(f.uploadedAt),
      copyFileId: f.copyFileId,
      size: f.size,
    })),
    beteiligteOutput: rows.map(toBeteiligter),
    updateable,
    deletable,
    customerNr: t.customerNr,
    rrule: t.rrule,
    createdBy: t.createdByName,
    dateCreated: toIsoTimestamp(t.createdAt),
  };
}

export async function findVisible(db: Db | Tx, actor: Actor, sid: number): Promise<repo.VisibleTermin> {
  const t = await repo.findVisibleTermin(db, actor, sid);
  if (!t) {
    throw new AppError('NOT_FOUND', TERMIN_MESSAGES.notFound);
  }
  return t;
}

export async function getTermin(db: Db, actor: Actor, sid: number): Promise<Termin> {
  return toTermin(db, actor, await findVisible(db, actor, sid));
}

export async function combos(db: Db, actor: Actor): Promise<TerminCombos> {
  const own = await participants.ownerFor(db, actor);
  const list = <K extends string>(labels: Record<K, string>) =>
    Object.entries(labels).map(([value, label]) => ({ value, label: label as string }));
  return {
    retryCombo: wiederholungen.map((w) => ({ value: w, label: w })),
    statusComboAufgabe: list(aufgabenStatusLabel),
    statusComboWV: list(wvStatusLabel),
    verkaufsphaseWVCombo: list(verkaufsphaseLabel),
    artComboWV: list(aktivitaetArtLabel),
    rolleCombo: list(beteiligtenRolleLabel),
    bereichCombo: terminBereichOptions(actor).map((b) => ({ value: b, label: b })),
    alarmConfig: { alarmMail: true, alarmMSC: true, alarmTagesmail: true },
    alarmOptions: alarmOptionenMinuten.map((m) => ({ minutes: m, label: alarmLabel(m) })),
    initBeteiligte: [
      {
        id: 0,
        userId: own.userId,
        customerId: own.customerId,
        personId: null,
        brokerId: null,
        name: own.name,
        email: own.email,
        label: own.name,
        nummerText: null,
        rolle: 'BESITZER',
        // The logged-in user does not grant himself the right (spec §4.2: canChange unless it is him).
        canChange: false,
        ...(own.customerId !== null
          ? { alarmMail: false, alarmMsc: false, alarmDailyMail: false }
          : { alarmMail: true, alarmMsc: true, alarmDailyMail: true }),
        address: null,
      },
    ],
    canUseDocumentArchive: effectiveRights(actor).canUseDocumentArchive && !isCustomerKind(actor.viewed),
  };
}
