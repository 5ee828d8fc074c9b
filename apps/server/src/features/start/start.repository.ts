import {
  type Actor,
  CUSTOMER_DAMAGE_LIST_SIZE,
  isCustomerKind,
  LIST_COUNT_CAP,
  onlyReleasedDocuments,
  RECENT_VIEWS_KEPT,
  RENEWAL_COUNT_CAP,
  RENEWAL_LIST_SIZE,
  renewalStatuses,
  SIGNATURE_LIST_SIZE,
  UNREAD_COUNT_CAP,
  UNREAD_LIST_SIZE,
} from '@maklerwerk/domain';
import { and, asc, between, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { contractScope, customerScope } from '../../auth/data-scope';
import { takesPart } from '../../auth/termin-access';
import type { Executor } from '../../db/client';
import {
  branches,
  communicationHidden,
  communicationRead,
  communications,
  companies,
  contracts,
  customers,
  damageReports,
  documents,
  recentViews,
  signatureRequests,
  signatureSigners,
  termine,
} from '../../db/schema';

const customerName = sql<string>`concat_ws(' ', ${customers.vorname}, ${customers.name})`;

/** count(*) of at most cap + 1 rows: the scan stops early, the answer says 'mehr als'. */
async function cappedCount(
  db: Executor,
  table: typeof contracts | typeof customers,
  where: SQL | undefined,
  cap: number = LIST_COUNT_CAP,
) {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} WHERE ${where ?? sql`true`} LIMIT ${cap + 1}) AS capped`,
  );
  const n = Number(result.rows[0]?.n ?? 0);
  return { total: Math.min(n, cap), capped: n > cap };
}

export const countCustomers = (db: Executor, actor: Actor) => cappedCount(db, customers, customerScope(actor));

export const countActiveContracts = (db: Executor, actor: Actor) =>
  cappedCount(db, contracts, and(eq(contracts.status, 'aktiv'), contractScope(actor)));

/** Running contracts in scope whose Hauptfälligkeit lies in [from, until]: read along (hauptfaelligkeit, id). */
const renewalFilter = (actor: Actor, from: string, until: string) =>
  and(
    between(contracts.hauptfaelligkeit, from, until),
    inArray(contracts.status, [...renewalStatuses]),
    contractScope(actor),
  );

export const countRenewals = (db: Executor, actor: Actor, from: string, until: string) =>
  cappedCount(db, contracts, renewalFilter(actor, from, until), RENEWAL_COUNT_CAP);

export async function findRenewals(db: Executor, actor: Actor, from: string, until: string) {
  return db
    .select({
      id: contracts.id,
      kundeId: customers.id,
      kundennr: customers.kundennr,
      kundeName: customerName,
      nummer: contracts.nummer,
      gesellschaftId: companies.id,
      gesellschaftName: companies.kurzname,
      sparteId: branches.id,
      sparteName: branches.name,
      status: contracts.status,
      hauptfaelligkeit: contracts.hauptfaelligkeit,
      jahresbeitragCents: contracts.praemieBruttoJahrCents,
    })
    .from(contracts)
    .innerJoin(customers, eq(contracts.customerId, customers.id))
    .innerJoin(companies, eq(contracts.gesellschaftId, companies.id))
    .innerJoin(branches, eq(contracts.sparteId, branches.id))
    .where(renewalFilter(actor, from, until))
    .orderBy(asc(contracts.hauptfaelligkeit), asc(contracts.id))
    .limit(RENEWAL_LIST_SIZE);
}

/** The contracts the user opened last, newest first, as far as the viewed user's scope reaches. */
export async function findRecentContracts(db: Executor, actor: Actor) {
  return db
    .select({
      id: contracts.id,
      nummer: contracts.nummer,
      gesellschaft: companies.kurzname,
      sparte: branches.name,
      status: contracts.status,
      kundeId: customers.id,
      kundennr: customers.kundennr,
      kundeName: customerName,
      viewedAt: recentViews.viewedAt,
    })
    .from(recentViews)
    .innerJoin(contracts, eq(contracts.id, recentViews.recordId))
    .innerJoin(customers, eq(contracts.customerId, customers.id))
    .innerJoin(companies, eq(contracts.gesellschaftId, companies.id))
    .innerJoin(branches, eq(contracts.sparteId, branches.id))
    .where(and(eq(recentViews.userId, actor.original.id), eq(recentViews.recordType, 'vertrag'), contractScope(actor)))
    .orderBy(desc(recentViews.viewedAt))
    .limit(RECENT_VIEWS_KEPT);
}

export async function findRecentCustomers(db: Executor, actor: Actor) {
  return db
    .select({
      id: customers.id,
      kundennr: customers.kundennr,
      name: customerName,
      ort: customers.ort,
      viewedAt: recentViews.viewedAt,
    })
    .from(recentViews)
    .innerJoin(customers, eq(customers.id, recentViews.recordId))
    .where(and(eq(recentViews.userId, actor.original.id), eq(recentViews.recordType, 'kunde'), customerScope(actor)))
    .orderBy(desc(recentViews.viewedAt))
    .limit(RECENT_VIEWS_KEPT);
}

/** Reports a customer filed himself and the office has not taken up yet (partial index damage_reports_customer_new_idx). */
const newCustomerReports = (actor: Actor) =>
  and(
    eq(damageReports.gemeldetVonKunde, true),
    eq(damageReports.bearbstand, 'GEMELDET'),
    sql`${damageReports.removedAt} IS NULL`,
    contractScope(actor),
  );

export async function countCustomerDamageReports(db: Executor, actor: Actor) {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${damageReports}
        JOIN ${contracts} ON ${contracts.id} = ${damageReports.contractId}
        WHERE ${newCustomerReports(actor)} LIMIT ${RENEWAL_COUNT_CAP + 1}) AS capped`,
  );
  const n = Number(result.rows[0]?.n ?? 0);
  return { total: Math.min(n, RENEWAL_COUNT_CAP), capped: n > RENEWAL_COUNT_CAP };
}

export async function findCustomerDamageReports(db: Executor, actor: Actor) {
  return db
    .select({
      schadenId: damageReports.id,
      contractId: contracts.id,
      nummer: contracts.nummer,
      kundeId: customers.id,
      kundennr: customers.kundennr,
      kundeName: customerName,
      schadensursacheText: damageReports.schadensursache,
      meldedatum: damageReports.meldedatum,
      ereignisdatum: damageReports.ereignisdatum,
    })
    .from(damageReports)
    .innerJoin(contracts, eq(contracts.id, damageReports.contractId))
    .innerJoin(customers, eq(contracts.customerId, customers.id))
    .where(newCustomerReports(actor))
    .orderBy(desc(damageReports.createdAt), desc(damageReports.id))
    .limit(CUSTOMER_DAMAGE_LIST_SIZE);
}

/**
 * What waits for the user (issue 11 §8): for the office received mail, SMS, faxes and the customers'
 * messages on contracts in scope; for a customer the office's messages on his contracts; not opened
 * by him and not deleted for him.
 */
function unreadFilter(actor: Actor): SQL {
  const userId = actor.viewed.id;
  const kinds = isCustomerKind(actor.viewed)
    ? and(eq(communications.category, 'NACHRICHT'), eq(communications.extern, false))
    : and(inArray(communications.category, ['EMAIL', 'NACHRICHT', 'SMS', 'FAX']), eq(communications.extern, true));
  return and(
    kinds,
    sql`${communications.removedAt} IS NULL`,
    sql`NOT EXISTS (SELECT 1 FROM ${communicationRead} WHERE ${communicationRead.communicationId} = ${communications.id} AND ${communicationRead.userId} = ${userId})`,
    sql`NOT EXISTS (SELECT 1 FROM ${communicationHidden} WHERE ${communicationHidden.communicationId} = ${communications.id} AND ${communicationHidden.userId} = ${userId})`,
    contractScope(actor),
  ) as SQL;
}

export async function countUnread(db: Executor, actor: Actor) {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${communications} JOIN ${contracts} ON ${contracts.id} = ${communications.contractId} WHERE ${unreadFilter(actor)} LIMIT ${UNREAD_COUNT_CAP + 1}) AS capped`,
  );
  const n = Number(result.rows[0]?.n ?? 0);
  return { total: Math.min(n, UNREAD_COUNT_CAP), capped: n > UNREAD_COUNT_CAP };
}

export async function findUnread(db: Executor, actor: Actor) {
  return db
    .select({
      commId: communications.id,
      category: communications.category,
      subject: communications.subject,
      fromName: communications.fromName,
      fromAddress: communications.fromAddress,
      date: communications.date,
      contractId: contracts.id,
      nummer: contracts.nummer,
    })
    .from(communications)
    .innerJoin(contracts, eq(contracts.id, communications.contractId))
    .where(unreadFilter(actor))
    .orderBy(desc(communications.date), desc(communications.id))
    .limit(UNREAD_LIST_SIZE);
}

/**
 * Open tasks due up to `untilAt` (overdue ones too) and appointments from now to `untilAt` that the
 * viewer takes part in, soonest first; the count is capped like the others.
 */
export async function findOpenTasks(db: Executor, actor: Actor, untilAt: string, limit: number) {
  const where = and(
    isNull(termine.deletedAt),
    takesPart(actor),
    sql`${termine.beginAt} < ${untilAt}`,
    sql`((${termine.art} <> 'TERMIN' AND ${termine.status} <> 'ERLEDIGT')
      OR (${termine.art} = 'TERMIN' AND (${termine.seriesEndAt} IS NULL OR ${termine.seriesEndAt} >= now())))`,
  );
  const [rows, counted] = await Promise.all([
    db
      .select({
        sid: termine.id,
        art: termine.art,
        label: termine.label,
        beginLocal: termine.beginLocal,
        beginAt: termine.beginAt,
        contractId: termine.contractId,
        rrule: termine.rrule,
        exdates: termine.exdates,
        bereichDisplay: sql<string | null>`COALESCE(
          (SELECT g.kurzname || ' ' || c.nummer FROM contracts c JOIN companies g ON g.id = c.gesellschaft_id
            WHERE c.id = "termine"."contract_id"),
          (SELECT concat_ws(' ', k.vorname, k.name) FROM customers k WHERE k.id = "termine"."customer_id"))`,
      })
      .from(termine)
      .where(where)
      .orderBy(asc(termine.beginAt), asc(termine.id))
      .limit(limit),
    db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${termine} WHERE ${where} LIMIT ${UNREAD_COUNT_CAP + 1}) capped`,
    ),
  ]);
  const n = Number(counted.rows[0]?.n ?? 0);
  return { rows, count: { total: Math.min(n, UNREAD_COUNT_CAP), capped: n > UNREAD_COUNT_CAP } };
}

/**
 * Open signing runs on documents of customers in scope, not deleted; a customer sees only those on
 * documents released to him. Read along signature_requests_open_idx (state OFFEN, newest first).
 */
const openSignatureRuns = (actor: Actor) =>
  and(
    eq(signatureRequests.state, 'OFFEN'),
    isNull(documents.removedAt),
    customerScope(actor),
    onlyReleasedDocuments(actor) ? eq(documents.kundenFreigabe, true) : undefined,
  );

export async function countOpenSignatureRuns(db: Executor, actor: Actor) {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${signatureRequests}
        JOIN ${documents} ON ${documents.id} = ${signatureRequests.documentId}
        JOIN ${customers} ON ${customers.id} = ${documents.customerId}
        WHERE ${openSignatureRuns(actor)} LIMIT ${UNREAD_COUNT_CAP + 1}) AS capped`,
  );
  const n = Number(result.rows[0]?.n ?? 0);
  return { total: Math.min(n, UNREAD_COUNT_CAP), capped: n > UNREAD_COUNT_CAP };
}

export async function findOpenSignatureRuns(db: Executor, actor: Actor) {
  const signed = sql<number>`(SELECT count(*)::int FROM ${signatureSigners} s
    WHERE s.request_id = ${signatureRequests.id} AND s.state = 'UNTERSCHRIEBEN')`;
  const total = sql<number>`(SELECT count(*)::int FROM ${signatureSigners} s WHERE s.request_id = ${signatureRequests.id})`;
  const waitingFor = sql<string | null>`(SELECT s.name FROM ${signatureSigners} s
    WHERE s.request_id = ${signatureRequests.id} AND s.state IN ('OFFEN', 'WARTET') ORDER BY s.order_no LIMIT 1)`;
  return db
    .select({
      requestId: signatureRequests.id,
      documentId: documents.id,
      bezeichnung: documents.bezeichnung,
      contractId: documents.contractId,
      kundeId: customers.id,
      kundennr: customers.kundennr,
      kundeName: customerName,
      createdAt: signatureRequests.createdAt,
      signed,
      total,
      waitingFor,
    })
    .from(signatureRequests)
    .innerJoin(documents, eq(documents.id, signatureRequests.documentId))
    .innerJoin(customers, eq(customers.id, documents.customerId))
    .where(openSignatureRuns(actor))
    .orderBy(desc(signatureRequests.createdAt), desc(signatureRequests.id))
    .limit(SIGNATURE_LIST_SIZE);
}
