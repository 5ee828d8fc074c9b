import {
  type Actor,
  addIsoDays,
  ContractStatusSchema,
  isCustomerKind,
  RENEWAL_WINDOW_DAYS,
  type StartPage,
  todayInGermany,
} from '@maklerwerk/domain';
import type { Db } from '../../db/client';
import { toIsoTimestamp } from '../../lib/timestamp';
import * as repo from './start.repository';

/**
 * The start page in one answer: counts in scope (capped like the contract list), the renewal list
 * (Hauptfälligkeit today … today + 90 days, German calendar day) and the records the user opened last.
 * A customer login sees his own contracts; customer counts and customers opened are office matters.
 */
export async function getStartPage(db: Db, actor: Actor, now: Date = new Date()): Promise<StartPage> {
  const today = todayInGermany(now);
  const until = addIsoDays(today, RENEWAL_WINDOW_DAYS);
  const office = !isCustomerKind(actor.viewed);
  const [
    kunden,
    aktiveVertraege,
    renewalCount,
    renewals,
    recentContracts,
    recentCustomers,
    damageCount,
    damages,
    unreadCount,
    unread,
  ] = await Promise.all([
    office ? repo.countCustomers(db, actor) : Promise.resolve(null),
    repo.countActiveContracts(db, actor),
    repo.countRenewals(db, actor, today, until),
    repo.findRenewals(db, actor, today, until),
    repo.findRecentContracts(db, actor),
    office ? repo.findRecentCustomers(db, actor) : Promise.resolve([]),
    office ? repo.countCustomerDamageReports(db, actor) : Promise.resolve(null),
    office ? repo.findCustomerDamageReports(db, actor) : Promise.resolve([]),
    repo.countUnread(db, actor),
    repo.findUnread(db, actor),
  ]);
  return {
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
