import {
  type Actor,
  AppError,
  canMergeDamageReports,
  describeMergedInto,
  describeTakenOver,
  type MergeDamageReportsBody,
  mergeRefusal,
} from '@maklerwerk/domain';
import { findVisibleReport } from '../../auth/damage-report-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import * as repo from './merge.repository';
import { removeReport, touchReport } from './schadensmeldung.repository';

type Candidate = { id: number; contractId: number; removedAt: string | null };

const candidate = (r: Candidate) => ({ id: r.id, contractId: r.contractId, removed: r.removedAt !== null });

function refuseUnlessMergeable(source: Candidate, kept: Candidate): void {
  const refusal = mergeRefusal(candidate(source), candidate(kept));
  if (refusal) {
    throw new AppError('UNPROCESSABLE', refusal);
  }
}

/**
 * Merges the source (toRemove) into the kept report: payments, notes and status history move, the
 * source is removed (merged_into_id), both logs record it — one transaction on both locked rows.
 */
export async function mergeReports(
  db: Db,
  actor: Actor,
  body: MergeDamageReportsBody,
): Promise<{ kept: { schadenId: number; contractId: number } }> {
  const sourceId = body.toRemove.schadenId;
  const keptId = body.toKeep.schadenId;
  const [source, kept] = await Promise.all([
    findVisibleReport(db, actor, sourceId, { includeRemoved: true }),
    findVisibleReport(db, actor, keptId, { includeRemoved: true }),
  ]);
  authorize(actor, canMergeDamageReports);
  refuseUnlessMergeable(source.report, kept.report);

  await db.transaction(async (tx) => {
    const locked = await repo.lockPair(tx, [sourceId, keptId]);
    const lockedSource = locked.find((r) => r.id === sourceId);
    const lockedKept = locked.find((r) => r.id === keptId);
    if (!lockedSource || !lockedKept) {
      throw new AppError('NOT_FOUND');
    }
    // Another merge or a delete may have come between the first look and the lock.
    refuseUnlessMergeable(lockedSource, lockedKept);
    await repo.moveAttachments(tx, sourceId, keptId);
    await touchReport(tx, keptId);
    await removeReport(tx, sourceId, { userId: actor.original.id, mergedIntoId: keptId });
    await writeChangeLog(tx, actor, { type: 'schadensmeldung', id: keptId }, [
      { field: 'vereinigt', oldValue: null, newValue: describeTakenOver(lockedSource.schadennr) },
    ]);
    await writeChangeLog(tx, actor, { type: 'schadensmeldung', id: sourceId }, [
      { field: 'vereinigt', oldValue: null, newValue: describeMergedInto(lockedKept.schadennr) },
    ]);
  });
  return { kept: { schadenId: keptId, contractId: kept.report.contractId } };
}
