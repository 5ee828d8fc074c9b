import {
  type Actor,
  AppError,
  addIsoDays,
  addWallMinutes,
  aktivitaetArtLabel,
  canUseTextbausteine,
  canWriteTermine,
  expandOccurrences,
  formatWallTime,
  isAppPath,
  isCustomerKind,
  type Kalender,
  type KandidatenArt,
  parseIsoLocal,
  type TaskList,
  type TaskRow,
  type TerminDraft,
  verkaufsphaseLabel,
  type WvStatus,
  wallTimeToIsoLocal,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { richTextHtml } from '../../lib/sanitize-html';
import { toIsoTimestamp } from '../../lib/timestamp';
import * as repo from './termin.repository';
import {
  findBrokerCandidates,
  findBrokerRecipients,
  findColleagueCalendars,
  findCompanyRecipients,
  findContactCandidates,
  findContractCustomerPhones,
  findCustomerCandidates,
  findTextbausteine,
  findUserCandidates,
} from './termin-lists.repository';
import { durationMinutes, fromDbLocal, instantIso } from './termin-time';

/** Longest range the calendar asks for at once (a month view shows six weeks; the list view a year). */
const MAX_RANGE_DAYS = 400;
/** Calendar colours dark enough for white text (WCAG AA 4.5 : 1 and more). */
const CALENDAR_COLORS = ['#1971c2', '#237032', '#c2410c', '#862e9c', '#0b7285', '#a61e4d', '#4a7a0a', '#364fc7'];

/**
 * The follow-up colour of a task (vertrag-details §4): green 'erledigt' when done, blue 'wird versendet'
 * while it is being worked on or waits for an answer, yellow 'Handlung notwendig' while it is open.
 */
function wvStatusOf(t: repo.VisibleTermin): WvStatus {
  if (t.status === 'ERLEDIGT') {
    return 'GRUEN';
  }
  return t.status === 'IN_BEARBEITUNG' || t.status === 'WARTET' ? 'BLAU' : 'GELB';
}

/** A task due at 23:59 (the default of tasks) is due by that day: the calendar shows it in the day's row. */
export const isDueByDay = (art: string, begin: { hour: number; minute: number }) =>
  art !== 'TERMIN' && begin.hour === 23 && begin.minute === 59;

const categoryOf = { TERMIN: 'Termin', AUFGABE: 'Aufgabe', AKTIVITAET: 'Aktivität' } as const;

export async function contractTasks(
  db: Db,
  actor: Actor,
  contractId: number,
  page: { offset: number; limit: number },
): Promise<TaskList> {
  await findVisibleContract(db, actor, contractId);
  const { rows, total } = await repo.findContractTaskPage(db, actor, contractId, page);
  const people = await repo.findBeteiligte(
    db,
    rows.map((r) => r.id),
  );
  const phones = await findContractCustomerPhones(db, contractId);
  const me = actor.viewed.id;
  const items: TaskRow[] = rows.map((t) => {
    const mine = people.filter((p) => p.terminId === t.id);
    const updateable =
      canWriteTermine(actor) &&
      (t.createdByUserId === me ||
        t.ownerUserId === me ||
        mine.some((p) => p.userId === me && p.canChange) ||
        (!isCustomerKind(actor.viewed) && !t.private && t.viaRecord));
    return {
      commId: t.id,
      date: formatWallTime(fromDbLocal(t.beginLocal)),
      wvStatus: wvStatusOf(t),
      subject: t.label,
      name: t.ownerName ?? t.createdByName,
      participants: mine.filter((p) => p.rolle !== 'BESITZER').map((p) => ({ id: p.id, name: p.name || p.email })),
      bereich: t.bereich,
      text: richTextHtml(t.text),
      art: t.activityArt === null ? null : aktivitaetArtLabel[t.activityArt as keyof typeof aktivitaetArtLabel],
      telefon: phones?.telefon ?? null,
      mobil: phones?.mobil ?? null,
      dateCreated: toIsoTimestamp(t.createdAt),
      geschaeftwert: t.geschaeftwertCents,
      produkt: t.produkt,
      verkaufphase: verkaufsphaseLabel[t.sellingPhase as keyof typeof verkaufsphaseLabel] ?? t.sellingPhase,
      status: t.status as TaskRow['status'],
      category: categoryOf[t.art],
      isRepeating: t.rrule !== null,
      deletable: updateable,
      version: t.version,
    };
  });
  return { items, total, offset: page.offset, limit: page.limit, canCreate: canWriteTermine(actor) };
}

/** Calendars the viewer may show: his own, then the office logins of his structure (internal staff: the office). */
async function calendarsOf(db: Db, actor: Actor) {
  const others = isCustomerKind(actor.viewed) ? [] : await findColleagueCalendars(db, actor);
  return [
    { userId: actor.viewed.id, name: actor.viewed.displayName, own: true },
    ...others.map((o) => ({ ...o, own: false })),
  ].map((c, i) => ({ ...c, color: CALENDAR_COLORS[i % CALENDAR_COLORS.length] ?? '#1971c2' }));
}

export async function kalender(
  db: Db,
  actor: Actor,
  query: { from: string; to: string; users?: number[] | undefined },
): Promise<Kalender> {
  const until = addIsoDays(query.to, 1);
  if (query.to < query.from || addIsoDays(query.from, MAX_RANGE_DAYS) < query.to) {
    throw new AppError('VALIDATION', 'Der Zeitraum ist ungültig (höchstens 400 Tage).');
  }
  const calendars = await calendarsOf(db, actor);
  const colleagueIds = (query.users ?? []).filter((id) => calendars.some((c) => c.userId === id && !c.own));
  const fromWall = parseIsoLocal(`${query.from}T00:00`);
  const toWall = parseIsoLocal(`${until}T00:00`);
  if (!fromWall || !toWall) {
    throw new AppError('VALIDATION');
  }
  const rows = await repo.findCalendarItems(
    db,
    actor,
    { fromAt: instantIso(addWallMinutes(fromWall, -1440 * 31)), toAt: instantIso(toWall) },
    colleagueIds,
  );
  const people = await repo.findBeteiligte(
    db,
    rows.map((r) => r.id),
  );
  const me = actor.viewed.id;
  const items: Kalender['items'] = [];
  for (const t of rows) {
    const begin = fromDbLocal(t.beginLocal);
    const end = fromDbLocal(t.endLocal);
    const duration = durationMinutes(begin, end);
    const own = t.mine;
    const calendarUserId = own ? me : (t.ownerUserId ?? me);
    const calendar = calendars.find((c) => c.userId === calendarUserId);
    const mine = people.filter((p) => p.terminId === t.id);
    const updateable =
      canWriteTermine(actor) &&
      (t.createdByUserId === me || t.ownerUserId === me || mine.some((p) => p.userId === me && p.canChange));
    const starts = expandOccurrences({
      begin,
      rrule: t.rrule,
      exdates: t.exdates.map(fromDbLocal),
      from: fromWall,
      to: toWall,
      durationMinutes: duration,
      max: 500,
    });
    for (const start of starts) {
      items.push({
        sid: t.id,
        art: t.art,
        label: t.label,
        start: wallTimeToIsoLocal(start),
        end: wallTimeToIsoLocal(addWallMinutes(start, duration)),
        occurrence: formatWallTime(start),
        fullDay: t.fullDay || isDueByDay(t.art, begin),
        color: t.color || (calendar?.color ?? '#1971c2'),
        status: t.status as Kalender['items'][number]['status'],
        isRepeating: t.rrule !== null,
        private: t.private,
        updateable,
        calendarUserId,
        place: t.place,
      });
    }
  }
  items.sort((a, b) => a.start.localeCompare(b.start) || a.sid - b.sid);
  return { items, calendars };
}

export async function listTextbausteine(db: Db, actor: Actor) {
  authorize(actor, canUseTextbausteine);
  const rows = await findTextbausteine(db);
  return { items: rows.map((r) => ({ kuerzel: r.kuerzel, text: r.text })) };
}

export async function readDraft(db: Db, actor: Actor): Promise<{ draft: TerminDraft | null }> {
  const draft = await repo.readDraft(db, actor.viewed.id);
  return { draft: (draft as TerminDraft | undefined) ?? null };
}

export async function saveDraft(db: Db, actor: Actor, draft: TerminDraft) {
  authorize(actor, canWriteTermine);
  if (!isAppPath(draft.back)) {
    throw new AppError('VALIDATION', undefined, { back: 'Ungültige Rücksprungadresse.' });
  }
  await repo.writeDraft(db, actor.viewed.id, draft);
  return { ok: true as const };
}

export async function deleteDraft(db: Db, actor: Actor) {
  authorize(actor, canWriteTermine);
  await repo.removeDraft(db, actor.viewed.id);
  return { ok: true as const };
}

/** Candidates of the pickers within the viewer's reach (customers, brokers, insurers, contacts, colleagues). */
export async function kandidaten(
  db: Db,
  actor: Actor,
  query: { art: KandidatenArt; q: string; offset: number; limit: number },
) {
  authorize(actor, canWriteTermine);
  const page = { offset: query.offset, limit: query.limit };
  const q = query.q;
  const office = !isCustomerKind(actor.viewed);
  const empty = { items: [], total: 0, ...page };
  switch (query.art) {
    case 'customer': {
      const { rows, total } = await findCustomerCandidates(db, actor, q, page);
      return {
        items: rows.map((c) => ({
          key: `customer:${c.id}`,
          name: [c.vorname, c.name].filter(Boolean).join(' '),
          email: c.email ?? '',
          detail: [c.kundennr, c.ort].filter(Boolean).join(' · '),
          userId: null,
          customerId: c.id,
          personId: null,
          brokerId: null,
        })),
        total,
        ...page,
      };
    }
    case 'broker': {
      if (!office) {
        return empty;
      }
      const { rows, total } = await findBrokerCandidates(db, actor, q, page);
      return {
        items: rows.map((b) => ({
          key: `broker:${b.id}`,
          name: [b.vorname, b.name].filter(Boolean).join(' '),
          email: b.email ?? '',
          detail: b.nr,
          userId: null,
          customerId: null,
          personId: null,
          brokerId: b.id,
        })),
        total,
        ...page,
      };
    }
    case 'company':
    case 'contact': {
      if (!office) {
        return empty;
      }
      const { rows, total } = await findContactCandidates(db, query.art, q, page);
      return {
        items: rows.map((c) => ({
          key: `contact:${c.id}`,
          name: query.art === 'company' ? `${c.company} – ${c.name}` : c.name,
          email: c.email ?? '',
          detail: c.company,
          userId: null,
          customerId: null,
          personId: null,
          brokerId: null,
        })),
        total,
        ...page,
      };
    }
    case 'user': {
      if (!office) {
        return empty;
      }
      const { rows, total } = await findUserCandidates(db, actor, q, page);
      return {
        items: rows.map((u) => ({
          key: `user:${u.id}`,
          name: u.name,
          email: u.email ?? '',
          detail: null,
          userId: u.id,
          customerId: null,
          personId: null,
          brokerId: null,
        })),
        total,
        ...page,
      };
    }
  }
}

/** Recipients of a broker (by Vermittlernummer: his logins) or of an insurer (its contacts with an address). */
export async function empfaenger(
  db: Db,
  actor: Actor,
  query: { maklernr?: string | undefined; bereichId?: number | undefined },
) {
  if (isCustomerKind(actor.viewed)) {
    return { items: [] };
  }
  if (query.maklernr) {
    const rows = await findBrokerRecipients(db, actor, query.maklernr);
    return {
      items: rows.map((r) => ({
        personId: null,
        internId: r.userId,
        maklernr: r.nr,
        unternr: null,
        name: r.name,
        email: r.email ?? '',
        rolle: 'Vermittler',
      })),
    };
  }
  if (query.bereichId) {
    const rows = await findCompanyRecipients(db, query.bereichId);
    return {
      items: rows.map((r) => ({
        personId: r.id,
        internId: null,
        maklernr: null,
        unternr: null,
        name: r.name,
        email: r.email ?? '',
        rolle: r.typ ?? 'Ansprechpartner',
      })),
    };
  }
  return { items: [] };
}
