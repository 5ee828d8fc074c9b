import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { branches, contractBranches } from '../db/schema';

export type SparteChoice = { id: number; name: string };

/**
 * The Sparten an entry of a contract may belong to (sums insured, securities): the Vertragssparte
 * first, then the contract's further branches that are switched on, each once.
 */
export async function findSparteChoices(
  db: Executor,
  contract: { id: number; sparteId: number },
): Promise<SparteChoice[]> {
  const [own, further] = await Promise.all([
    db.select({ id: branches.id, name: branches.name }).from(branches).where(eq(branches.id, contract.sparteId)),
    db
      .select({ id: branches.id, name: branches.name })
      .from(contractBranches)
      .innerJoin(branches, eq(contractBranches.sparteId, branches.id))
      .where(and(eq(contractBranches.contractId, contract.id), isNull(contractBranches.removedAt)))
      .orderBy(asc(contractBranches.id)),
  ]);
  const seen = new Set<number>();
  return [...own, ...further].filter((s) => !seen.has(s.id) && seen.add(s.id));
}
