import { type Actor, AppError } from '@maklerwerk/domain';
import type { Executor } from '../db/client';
import { type ContractRow, findVisibleContract } from './contract-access';
import { type DamageReportRow, findDamageReport } from './damage-report-access.repository';

export const REPORT_NOT_FOUND = 'Die Schadensmeldung wurde nicht gefunden.';

export type { DamageReportRow };

export type VisibleReport = { report: DamageReportRow; contract: ContractRow };

/**
 * A damage report and its contract, found through the contract's scope: 404 when it does not exist,
 * lies outside the viewer's scope, or (unless `includeRemoved`, for the merge's refusal) was removed.
 * The one way every feature reaches a damage report (its own pages, the documents filed to it).
 */
export async function findVisibleReport(
  db: Executor,
  actor: Actor,
  id: number,
  { includeRemoved = false } = {},
): Promise<VisibleReport> {
  const report = await findDamageReport(db, id);
  if (!report || (report.removedAt !== null && !includeRemoved)) {
    throw new AppError('NOT_FOUND', REPORT_NOT_FOUND);
  }
  try {
    return { report, contract: await findVisibleContract(db, actor, report.contractId) };
  } catch (error) {
    // Outside the scope it answers like a report that does not exist.
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw new AppError('NOT_FOUND', REPORT_NOT_FOUND);
    }
    throw error;
  }
}
