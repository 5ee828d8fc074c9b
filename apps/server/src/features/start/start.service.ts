import {
  type Actor,
  addIsoDays,
  addWallMinutes,
  berlinInstant,
  berlinWallTime,
  ContractStatusSchema,
  formatWallTime,
  isCustomerKind,
  nextOccurrenceAfter,
  OPEN_TASKS_LIST_SIZE,
  parseIsoLocal,
  RENEWAL_WINDOW_DAYS,
  type StartPage,
  todayInGermany,
  type WallTime,
} from '@maklerwerk/domain';
import type { Db } from '../../db/client';

const toWall = (local: string) => parseIsoLocal(local.replace(' ', 'T').slice(0, 16));
const wallSortKey = (text: string) => text.replace(/^(\d{2})\.(\d{2})\.(\d{4}) (.*)$/, '$3$2$1 $4');

/**
 * What the start page shows for an item: a task its due date (a repeating task moves on when it is
 * done), an appointment series its next occurrence from now (none: it has ended).
 */
function startBegin(
  t: { art: string; beginLocal: string; rrule: string | null; exdates: string[] },
  now: Date,
): WallTime | null {
  const begin = toWall(t.beginLocal);
  if (begin === null || t.art !== 'TERMIN' || t.rrule === null) {
    return begin;
  }
  const exdates = t.exdates.map(toWall).filter((w): w is WallTime => w !== null);
  return nextOccurrenceAfter({ begin, rrule: t.rrule, exdates, after: addWallMinutes(berlinWallTime(now), -1) });
}

/** Open tasks and appointments up to the end of next week (Sunday 24:00 in Germany). */
function openTasksUntil(now: Date): string {
  const today = berlinWallTime(now);
  const weekday = (new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7;
  const end = addWallMinutes({ ...today, hour: 0, minute: 0 }, (14 - weekday) * 1440);
  return berlinInstant(end).toISOString();
}

import { toIsoTimestamp } from '../../lib/timestamp';
import * as repo from './start.repository';
import { countStartPage } from './start-counts.repository';

/**
 * The start page in one answer: counts in scope (capped like the contract list), the renewal list
 * (Hauptfälligkeit today … today + 90 days, German calendar day) and the records the user opened last.
 * A customer login sees his own contracts; customer counts and customers opened are office matters.
 */
export async function getStartPage(db: Db, actor: Actor, now: Date = new Date()): Promise<StartPage> {
  const today = todayInGermany(now);
  const until = addIsoDays(today, RENEWAL_WINDOW_DAYS);
  const office = !isCustomerKind(actor.viewed);
  const [counts, renewals, recentContracts, recentCustomers, damages, unread, aufgabenRows, signatures] =
    await Promise.all([
      countStartPage(db, actor, { from: today, until, tasksUntil: openTasksUntil(now), office }),
      repo.findRenewals(db, actor, today, until),
      repo.findRecentContracts(db, actor),
      office ? repo.findRecentCustomers(db, actor) : Promise.resolve([]),
      office ? repo.findCustomerDamageReports(db, actor) : Promise.resolve([]),
      repo.findUnread(db, actor),
      repo.findOpenTasks(db, actor, openTasksUntil(now), OPEN_TASKS_LIST_SIZE),
      repo.findOpenSignatureRuns(db, actor),
    ]);
  const {
    kunden,
    aktiveVertraege,
    renewals: renewalCount,
    damages: damageCount,
    unread: unreadCount,
    tasks: taskCount,
    signatures: signatureCount,
  } = counts;
  const aufgaben = { count: taskCount, rows: aufgabenRows };
  return {
    aufgaben: {
      count: aufgaben.count,
      items: aufgaben.rows
        .flatMap((t) => {
          const begin = startBegin(t, now);
          return begin === null
            ? []
            : [
                {
                  sid: t.sid,
                  art: t.art,
                  label: t.label,
                  begin: formatWallTime(begin),
                  overdue: berlinInstant(begin) < now,
                  bereichDisplay: t.bereichDisplay,
                  contractId: t.contractId,
                  isRepeating: t.rrule !== null,
                },
              ];
        })
        .sort((a, b) => wallSortKey(a.begin).localeCompare(wallSortKey(b.begin))),
    },
    today,
    counts: { kunden, aktiveVertraege },
    renewals: {
      from: today,
      until,
      count: renewalCount,
      items: renewals.map((r) => ({
        id: r.id,
        kunde: { id: r.kundeId, kundennr: r.kundennr, name: r.kundeName },
        nummer: r.nummer,
        gesellschaft: { id: r.gesellschaftId, name: r.gesellschaftName },
        sparte: { id: r.sparteId, name: r.sparteName },
        status: ContractStatusSchema.parse(r.status),
        hauptfaelligkeit: r.hauptfaelligkeit ?? today,
        jahresbeitragCents: r.jahresbeitragCents,
      })),
    },
    recent: {
      vertraege: recentContracts.map((r) => ({
        id: r.id,
        nummer: r.nummer,
        gesellschaft: r.gesellschaft,
        sparte: r.sparte,
        status: ContractStatusSchema.parse(r.status),
        kunde: { id: r.kundeId, kundennr: r.kundennr, name: r.kundeName },
        viewedAt: toIsoTimestamp(r.viewedAt),
      })),
      kunden: recentCustomers.map((r) => ({ ...r, viewedAt: toIsoTimestamp(r.viewedAt) })),
    },
    kundenSchaeden: damageCount && {
      count: damageCount,
      items: damages.map(({ kundeId, kundennr, kundeName, ...d }) => ({
        ...d,
        kunde: { id: kundeId, kundennr, name: kundeName },
      })),
    },
    signaturen: {
      count: signatureCount,
      items: signatures.map(({ kundeId, kundennr, kundeName, createdAt, ...s }) => ({
        ...s,
        createdAt: toIsoTimestamp(createdAt),
        kunde: { id: kundeId, kundennr, name: kundeName },
      })),
    },
    unread: {
      count: unreadCount,
      items: unread.map((u) => ({
        commId: u.commId,
        category: u.category as 'EMAIL' | 'NACHRICHT' | 'SMS' | 'FAX',
        subject: u.subject,
        from: u.fromName ?? u.fromAddress ?? '',
        date: toIsoTimestamp(u.date),
        contractId: u.contractId,
        nummer: u.nummer,
      })),
    },
  };
}
