import {
  type Actor,
  CUSTOMER_DAMAGE_LIST_SIZE,
  isCustomerKind,
  onlyReleasedDocuments,
  RECENT_VIEWS_KEPT,
  RENEWAL_LIST_SIZE,
  renewalStatuses,
  SIGNATURE_LIST_SIZE,
  UNREAD_LIST_SIZE,
} from '@maklerwerk/domain';
import { and, asc, between, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { contractScope, customerScope, overScope } from '../../auth/data-scope.repository';
import { takesPart } from '../../auth/termin-access.repository';
import type { Executor } from '../../db/client';
import {
  asIs,
  type Bind,
  executeBuiltOnce,
  literalLimit,
  type PreparableRows,
  placeholderBinder,
} from '../../db/named-statement';
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

/** At most cap + 1 rows of `from`: the scan stops early, the answer says 'mehr als'. */
export const rowsUpTo = (from: SQL, where: SQL | undefined, cap: number): SQL =>
  sql`SELECT 1 FROM ${from} WHERE ${where ?? sql`true`} LIMIT ${sql.raw(String(cap + 1))}`;
/** count(*) of such rows as a subquery. */
export const countOf = (rows: SQL): SQL => sql`(SELECT count(*) FROM (${rows}) AS capped)::int`;
export const cappedCount = (from: SQL, where: SQL | undefined, cap: number): SQL => countOf(rowsUpTo(from, where, cap));

export type StartCount = { total: number; capped: boolean };
export const capped = (n: number, cap: number): StartCount => ({ total: Math.min(n, cap), capped: n > cap });

/** Running contracts in scope whose Hauptfälligkeit lies in [from, until]: read along (hauptfaelligkeit, id). */
export const renewalFilter = (actor: Actor, from: string, until: string, bind: Bind = asIs) =>
  and(
    between(contracts.hauptfaelligkeit, bind('from', from), bind('until', until)),
    inArray(
      contracts.status,
      renewalStatuses.map((status, i) => bind(`status${i}`, status)),
    ),
    contractScope(actor, bind),
  );

/**
 * The first renewals in the order of the list: along (hauptfaelligkeit, id), or for a small broker
 * structure from its own contracts (overScope, docs/decisions/0034: a broker with a few contracts
 * would otherwise walk every renewal of the office).
 */
const renewalPage = (actor: Actor, from: string, until: string, bind: Bind) =>
  overScope(
    actor,
    'contracts',
    RENEWAL_LIST_SIZE,
    bind,
    (table) => sql`SELECT ${contracts.id} AS id FROM ${table} WHERE ${renewalFilter(actor, from, until, bind)}
      ORDER BY ${contracts.hauptfaelligkeit}, ${contracts.id} LIMIT ${sql.raw(String(RENEWAL_LIST_SIZE))}`,
  );

export function findRenewals(db: Executor, actor: Actor, from: string, until: string) {
  return builtOnce(
    db,
    'start_renewals',
    (bind) => renewalPage(actor, from, until, bind),
    (page) =>
      db
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
        // row_number() over the ordered page keeps its order through the joins.
        .from(sql`(SELECT p.id, row_number() OVER () AS ord FROM (${page}) AS p) AS page`)
        .innerJoin(contracts, eq(contracts.id, sql`page.id`))
        .innerJoin(customers, eq(contracts.customerId, customers.id))
        .innerJoin(companies, eq(contracts.gesellschaftId, companies.id))
        .innerJoin(branches, eq(contracts.sparteId, branches.id))
        .orderBy(sql`page.ord`),
  );
}

/** The contracts the user opened last, newest first, as far as the viewed user's scope reaches. */
export function findRecentContracts(db: Executor, actor: Actor) {
  return builtOnce(
    db,
    'start_recent_contracts',
    (bind) =>
      and(
        eq(recentViews.userId, bind('userId', actor.original.id)),
        eq(recentViews.recordType, bind('recordType', 'vertrag')),
        contractScope(actor, bind),
      ),
    (where) =>
      db
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
        .where(where)
        .orderBy(desc(recentViews.viewedAt))
        .limit(literalLimit(RECENT_VIEWS_KEPT)),
  );
}

export function findRecentCustomers(db: Executor, actor: Actor) {
  return builtOnce(
    db,
    'start_recent_customers',
    (bind) =>
      and(
        eq(recentViews.userId, bind('userId', actor.original.id)),
        eq(recentViews.recordType, bind('recordType', 'kunde')),
        customerScope(actor, bind),
      ),
    (where) =>
      db
        .select({
          id: customers.id,
          kundennr: customers.kundennr,
          name: customerName,
          ort: customers.ort,
          viewedAt: recentViews.viewedAt,
        })
        .from(recentViews)
        .innerJoin(customers, eq(customers.id, recentViews.recordId))
        .where(where)
        .orderBy(desc(recentViews.viewedAt))
        .limit(literalLimit(RECENT_VIEWS_KEPT)),
  );
}

/** Reports a customer filed himself and the office has not taken up yet (partial index damage_reports_customer_new_idx). */
export const newCustomerReports = (actor: Actor, bind: Bind = asIs) =>
  and(
    eq(damageReports.gemeldetVonKunde, bind('vonKunde', true)),
    eq(damageReports.bearbstand, bind('bearbstand', 'GEMELDET')),
    sql`${damageReports.removedAt} IS NULL`,
    contractScope(actor, bind),
  );

export function findCustomerDamageReports(db: Executor, actor: Actor) {
  return builtOnce(
    db,
    'start_customer_reports',
    (bind) => newCustomerReports(actor, bind),
    (where) =>
      db
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
        .where(where)
        .orderBy(desc(damageReports.createdAt), desc(damageReports.id))
        .limit(literalLimit(CUSTOMER_DAMAGE_LIST_SIZE)),
  );
}

/**
 * What waits for the user (issue 11 §8): for the office received mail, SMS, faxes and the customers'
 * messages on contracts in scope; for a customer the office's messages on his contracts; not opened
 * by him and not deleted for him.
 */
export function unreadFilter(actor: Actor, bind: Bind = asIs): SQL {
  const userId = bind('viewedUserId', actor.viewed.id);
  const kinds = isCustomerKind(actor.viewed)
    ? and(eq(communications.category, bind('category', 'NACHRICHT')), eq(communications.extern, bind('extern', false)))
    : and(
        inArray(
          communications.category,
          ['EMAIL', 'NACHRICHT', 'SMS', 'FAX'].map((category, i) => bind(`category${i}`, category)),
        ),
        eq(communications.extern, bind('extern', true)),
      );
  return and(
    kinds,
    sql`${communications.removedAt} IS NULL`,
    sql`NOT EXISTS (SELECT 1 FROM ${communicationRead} WHERE ${communicationRead.communicationId} = ${communications.id} AND ${communicationRead.userId} = ${userId})`,
    sql`NOT EXISTS (SELECT 1 FROM ${communicationHidden} WHERE ${communicationHidden.communicationId} = ${communications.id} AND ${communicationHidden.userId} = ${userId})`,
    contractScope(actor, bind),
  ) as SQL;
}

export function findUnread(db: Executor, actor: Actor) {
  return builtOnce(
    db,
    'start_unread',
    (bind) => unreadFilter(actor, bind),
    (where) =>
      db
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
        .where(where)
        .orderBy(desc(communications.date), desc(communications.id))
        .limit(literalLimit(UNREAD_LIST_SIZE)),
  );
}

/**
 * Open tasks due up to `untilAt` (overdue ones too) and appointments from now to `untilAt` that the
 * viewer takes part in, soonest first; the count is capped like the others.
 */
export const openTasksFilter = (actor: Actor, untilAt: string, bind: Bind = asIs) =>
  and(
    isNull(termine.deletedAt),
    takesPart(actor, bind),
    sql`${termine.beginAt} < ${bind('tasksUntil', untilAt)}`,
    sql`((${termine.art} <> 'TERMIN' AND ${termine.status} <> 'ERLEDIGT')
      OR (${termine.art} = 'TERMIN' AND (${termine.seriesEndAt} IS NULL OR ${termine.seriesEndAt} >= now())))`,
  );

export function findOpenTasks(db: Executor, actor: Actor, untilAt: string, limit: number) {
  return builtOnce(
    db,
    `start_open_tasks_${limit}`,
    (bind) => openTasksFilter(actor, untilAt, bind),
    (where) =>
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
        .limit(literalLimit(limit)),
  );
}

/**
 * Open signing runs on documents of customers in scope, not deleted; a customer sees only those on
 * documents released to him. Read along signature_requests_open_idx (state OFFEN, newest first).
 */
export const openSignatureRuns = (actor: Actor, bind: Bind = asIs) =>
  and(
    eq(signatureRequests.state, bind('state', 'OFFEN')),
    isNull(documents.removedAt),
    customerScope(actor, bind),
    onlyReleasedDocuments(actor) ? eq(documents.kundenFreigabe, bind('freigabe', true)) : undefined,
  );

export function findOpenSignatureRuns(db: Executor, actor: Actor) {
  const signed = sql<number>`(SELECT count(*)::int FROM ${signatureSigners} s
    WHERE s.request_id = ${signatureRequests.id} AND s.state = 'UNTERSCHRIEBEN')`;
  const total = sql<number>`(SELECT count(*)::int FROM ${signatureSigners} s WHERE s.request_id = ${signatureRequests.id})`;
  const waitingFor = sql<string | null>`(SELECT s.name FROM ${signatureSigners} s
    WHERE s.request_id = ${signatureRequests.id} AND s.state IN ('OFFEN', 'WARTET') ORDER BY s.order_no LIMIT 1)`;
  return builtOnce(
    db,
    'start_signature_runs',
    (bind) => openSignatureRuns(actor, bind),
    (where) =>
      db
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
        .where(where)
        .orderBy(desc(signatureRequests.createdAt), desc(signatureRequests.id))
        .limit(literalLimit(SIGNATURE_LIST_SIZE)),
  );
}

/**
 * A list of the start page: its condition written with placeholders (the same text for every user
 * of a kind), the select around it built once (executeBuiltOnce, docs/decisions/0031).
 */
function builtOnce<T>(
  db: Executor,
  name: string,
  where: (bind: Bind) => SQL | undefined,
  build: (where: SQL | undefined) => PreparableRows<T>,
): Promise<T[]> {
  const { bind, values } = placeholderBinder();
  const condition = where(bind);
  return executeBuiltOnce(db, name, condition, values, () => build(condition));
}
