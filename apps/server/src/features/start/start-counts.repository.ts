// The start page's counts in one statement, from the conditions of its lists (start.repository.ts).
import { type Actor, LIST_COUNT_CAP, RENEWAL_COUNT_CAP, RENEWAL_LIST_SIZE, UNREAD_COUNT_CAP } from '@maklerwerk/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import { contractScope, customerScope, overScope, scopeCount } from '../../auth/data-scope.repository';
import type { Executor } from '../../db/client';
import { executeBuiltOnce, placeholderBinder } from '../../db/named-statement';
import {
  communications,
  contracts,
  customers,
  damageReports,
  documents,
  signatureRequests,
  termine,
} from '../../db/schema';

import {
  capped,
  cappedCount,
  countOf,
  newCustomerReports,
  openSignatureRuns,
  openTasksFilter,
  renewalFilter,
  rowsUpTo,
  unreadFilter,
} from './start.repository';

/**
 * Every count of the start page in one statement (one round trip instead of seven): the customers
 * and active contracts of the scope from broker_list_counts where kept, the others counted up to
 * their caps (docs/decisions/0031).
 */
export async function countStartPage(
  db: Executor,
  actor: Actor,
  { from, until, tasksUntil, office }: { from: string; until: string; tasksUntil: string; office: boolean },
) {
  const { bind, values } = placeholderBinder();
  const none = sql`NULL::int`;
  const counts = {
    kunden: office
      ? (scopeCount(actor, 'customers', bind) ??
        cappedCount(sql`${customers}`, customerScope(actor, bind), LIST_COUNT_CAP))
      : none,
    aktiveVertraege:
      scopeCount(actor, 'activeContracts', bind) ??
      cappedCount(
        sql`${contracts}`,
        and(sql`${contracts.status} = 'aktiv'`, contractScope(actor, bind)),
        LIST_COUNT_CAP,
      ),
    // Walking, the count reads at most the window's entries of the covering index (index only), not
    // reach × all / n: the structure is read whole only where the list itself would be.
    renewals: countOf(
      overScope(actor, 'contracts', RENEWAL_LIST_SIZE, bind, (table) =>
        rowsUpTo(table, renewalFilter(actor, from, until, bind), RENEWAL_COUNT_CAP),
      ),
    ),
    damages: office
      ? cappedCount(
          sql`${damageReports} JOIN ${contracts} ON ${contracts.id} = ${damageReports.contractId}`,
          newCustomerReports(actor, bind),
          RENEWAL_COUNT_CAP,
        )
      : none,
    unread: cappedCount(
      sql`${communications} JOIN ${contracts} ON ${contracts.id} = ${communications.contractId}`,
      unreadFilter(actor, bind),
      UNREAD_COUNT_CAP,
    ),
    tasks: cappedCount(sql`${termine}`, openTasksFilter(actor, tasksUntil, bind), UNREAD_COUNT_CAP),
    signatures: cappedCount(
      sql`${signatureRequests} JOIN ${documents} ON ${documents.id} = ${signatureRequests.documentId}
        JOIN ${customers} ON ${customers.id} = ${documents.customerId}`,
      openSignatureRuns(actor, bind),
      UNREAD_COUNT_CAP,
    ),
  };
  const fields = Object.fromEntries(
    Object.entries(counts).map(([key, count]) => [key, sql<number | null>`${count}`]),
  ) as Record<keyof typeof counts, SQL<number | null>>;
  // The counts, their values as placeholders, key the statement: built once per kind of user.
  const [row] = await executeBuiltOnce(db, 'start_counts', sql.join(Object.values(fields), sql`, `), values, () =>
    db.select(fields).from(sql`(VALUES (1)) AS one (x)`),
  );
  const n = (key: keyof typeof counts) => Number(row?.[key] ?? 0);
  return {
    kunden: office ? capped(n('kunden'), LIST_COUNT_CAP) : null,
    aktiveVertraege: capped(n('aktiveVertraege'), LIST_COUNT_CAP),
    renewals: capped(n('renewals'), RENEWAL_COUNT_CAP),
    damages: office ? capped(n('damages'), RENEWAL_COUNT_CAP) : null,
    unread: capped(n('unread'), UNREAD_COUNT_CAP),
    tasks: capped(n('tasks'), UNREAD_COUNT_CAP),
    signatures: capped(n('signatures'), UNREAD_COUNT_CAP),
  };
}
