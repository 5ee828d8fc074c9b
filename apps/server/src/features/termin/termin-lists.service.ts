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
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { findVisibleContract } from '../../auth/contract-access';
import { customerScope } from '../../auth/data-scope';
import { colleagueCondition } from '../../auth/termin-access';
import { brokerStructureIds } from '../../auth/user.repository';
import type { Db } from '../../db/client';
import { brokers, companies, companyContacts, customers, textbausteine, users } from '../../db/schema';
import { authorize } from '../../lib/authorize';
import { richTextHtml } from '../../lib/sanitize-html';
import { toIsoTimestamp } from '../../lib/timestamp';
import * as repo from './termin.repository';
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
  const phones = await db
    .select({ id: customers.id, telefon: customers.telefon, mobil: customers.mobil })
    .from(customers)
    .where(sql`${customers.id} = (SELECT customer_id FROM contracts WHERE id = ${contractId})`);
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
      telefon: phones[0]?.telefon ?? null,
      mobil: phones[0]?.mobil ?? null,
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
  const others = isCustomerKind(actor.viewed)
    ? []
    : await db
        .select({ userId: users.id, name: users.displayName })
        .from(users)
        .where(and(ne(users.id, actor.viewed.id), eq(users.active, true), colleagueCondition(actor, users.id)))
        .orderBy(asc(users.displayName))
        .limit(50);
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
  const rows = await db.select().from(textbausteine).orderBy(asc(textbausteine.kuerzel));
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

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
  const run = async <T>(base: {
    where: SQL | undefined;
    rows: (where: SQL | undefined) => Promise<T[]>;
    total: (where: SQL | undefined) => Promise<number>;
  }) => {
    const [rows, total] = await Promise.all([base.rows(base.where), base.total(base.where)]);
    return { rows, total };
  };
  switch (query.art) {
    case 'customer': {
      const where = and(
        customerScope(actor),
        q
          ? or(
              ilike(customers.name, like(q)),
              ilike(customers.vorname, like(q)),
              ilike(customers.kundennr, like(q)),
              ilike(customers.email, like(q)),
              ilike(customers.firma, like(q)),
            )
          : undefined,
      );
      const { rows, total } = await run({
        where,
        rows: (w) =>
          db
            .select({
              id: customers.id,
              vorname: customers.vorname,
              name: customers.name,
              email: customers.email,
              kundennr: customers.kundennr,
              ort: customers.ort,
            })
            .from(customers)
            .where(w)
            .orderBy(asc(customers.nameSort), asc(customers.id))
            .limit(page.limit)
            .offset(page.offset),
        total: (w) =>
          db
            .select({ n: count() })
            .from(customers)
            .where(w)
            .then((r) => r[0]?.n ?? 0),
      });
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
      const scope =
        actor.viewed.kind === 'internal' || actor.viewed.brokerId === null
          ? sql`true`
          : sql`${brokers.id} IN ${brokerStructureIds(actor.viewed.brokerId)}`;
      const where = and(
        scope,
        q
          ? or(
              ilike(brokers.name, like(q)),
              ilike(brokers.vorname, like(q)),
              ilike(brokers.vermittlernummer, like(q)),
              ilike(brokers.email, like(q)),
            )
          : undefined,
      );
      const { rows, total } = await run({
        where,
        rows: (w) =>
          db
            .select({
              id: brokers.id,
              vorname: brokers.vorname,
              name: brokers.name,
              email: brokers.email,
              nr: brokers.vermittlernummer,
            })
            .from(brokers)
            .where(w)
            .orderBy(asc(brokers.name), asc(brokers.id))
            .limit(page.limit)
            .offset(page.offset),
        total: (w) =>
          db
            .select({ n: count() })
            .from(brokers)
            .where(w)
            .then((r) => r[0]?.n ?? 0),
      });
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
      const where =
        query.art === 'company'
          ? and(
              q ? or(ilike(companies.name, like(q)), ilike(companies.kurzname, like(q))) : undefined,
              sql`${companyContacts.email} IS NOT NULL`,
              sql`${companyContacts.typ} IS DISTINCT FROM 'Person'`,
            )
          : and(
              q ? or(ilike(companyContacts.name, like(q)), ilike(companies.name, like(q))) : undefined,
              sql`${companyContacts.email} IS NOT NULL`,
            );
      const { rows, total } = await run({
        where,
        rows: (w) =>
          db
            .select({
              id: companyContacts.id,
              name: companyContacts.name,
              email: companyContacts.email,
              company: companies.name,
            })
            .from(companyContacts)
            .innerJoin(companies, eq(companies.id, companyContacts.companyId))
            .where(w)
            .orderBy(asc(companies.name), asc(companyContacts.name), asc(companyContacts.id))
            .limit(page.limit)
            .offset(page.offset),
        total: (w) =>
          db
            .select({ n: count() })
            .from(companyContacts)
            .innerJoin(companies, eq(companies.id, companyContacts.companyId))
            .where(w)
            .then((r) => r[0]?.n ?? 0),
      });
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
      const where = and(
        eq(users.active, true),
        colleagueCondition(actor, users.id),
        q ? ilike(users.displayName, like(q)) : undefined,
      );
      const { rows, total } = await run({
        where,
        rows: (w) =>
          db
            .select({ id: users.id, name: users.displayName, email: brokers.email })
            .from(users)
            .leftJoin(brokers, eq(brokers.id, users.brokerId))
            .where(w)
            .orderBy(asc(users.displayName))
            .limit(page.limit)
            .offset(page.offset),
        total: (w) =>
          db
            .select({ n: count() })
            .from(users)
            .where(w)
            .then((r) => r[0]?.n ?? 0),
      });
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
    const rows = await db
      .select({ userId: users.id, name: users.displayName, email: brokers.email, nr: brokers.vermittlernummer })
      .from(users)
      .innerJoin(brokers, eq(brokers.id, users.brokerId))
      .where(and(eq(brokers.vermittlernummer, query.maklernr), colleagueCondition(actor, users.id)));
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
    const rows = await db
      .select({
        id: companyContacts.id,
        name: companyContacts.name,
        email: companyContacts.email,
        typ: companyContacts.typ,
      })
      .from(companyContacts)
      .where(and(eq(companyContacts.companyId, query.bereichId), sql`${companyContacts.email} IS NOT NULL`))
      .orderBy(asc(companyContacts.name))
      .limit(100);
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
