import { type Actor, AppError, dataScopeOf } from '@maklerwerk/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { cachedQuery, withRowMapper } from '../db/named-statement';
import { contracts } from '../db/schema';
import { brokerStructureIds } from './user.repository';

export const CONTRACT_NOT_FOUND = 'Die Versicherung wurde nicht gefunden.';

/** contractScope (data-scope.ts) with placeholders: one statement text per kind of scope. */
const scopeTemplates: Record<'all' | 'brokerStructure' | 'customer', SQL> = {
  all: sql`true`,
  brokerStructure: inArray(contracts.brokerId, brokerStructureIds(sql.placeholder('brokerId'))),
  customer: eq(contracts.customerId, sql.placeholder('customerId')),
};

const buildLookup = (db: Db, kind: keyof typeof scopeTemplates) =>
  withRowMapper(
    db
      .select()
      .from(contracts)
      .where(and(eq(contracts.id, sql.placeholder('id')), scopeTemplates[kind]))
      .limit(1)
      .prepare(`visible_contract_${kind}`),
  );

/** The contract row, or 404 when it does not exist or lies outside the viewer's scope. */
export async function findVisibleContract(db: Executor, actor: Actor, id: number) {
  const scope = dataScopeOf(actor.viewed);
  if (scope.kind === 'none') {
    throw new AppError('NOT_FOUND', CONTRACT_NOT_FOUND);
  }
  // Nearly every request about a contract starts here: the lookup is built once per database (or
  // transaction) and kind of scope and runs prepared (docs/decisions/0031).
  const lookup = cachedQuery(db, `visible_contract_${scope.kind}`, () => buildLookup(db as Db, scope.kind));
  const rows = await lookup.execute({
    id,
    brokerId: scope.kind === 'brokerStructure' ? scope.brokerId : undefined,
    customerId: scope.kind === 'customer' ? scope.customerId : undefined,
  });
  const row = rows[0];
  if (!row) {
    throw new AppError('NOT_FOUND', CONTRACT_NOT_FOUND);
  }
  return row;
}

export type ContractRow = Awaited<ReturnType<typeof findVisibleContract>>;
