import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { jobs } from '../db/schema';

/** A job row as a claim returns it. */
export type ClaimedJobRow = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
};

/** Adds a job row in the caller's transaction. */
export async function insertJob(
  tx: Executor,
  kind: string,
  payload: Record<string, unknown>,
  options: { maxAttempts?: number; runAt?: Date } = {},
): Promise<void> {
  await tx.insert(jobs).values({
    kind,
    payload,
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    ...(options.runAt ? { runAt: options.runAt.toISOString() } : {}),
  });
}

/**
 * Takes up to `batch` due jobs of the given kinds with FOR UPDATE SKIP LOCKED, counts the attempt and
 * leases them to `workerId` for `leaseMs`.
 */
export async function claimDueJobs(
  db: Db,
  claim: { workerId: string; leaseMs: number; kinds: string[]; batch: number },
): Promise<ClaimedJobRow[]> {
  const result = await db.execute<{
    id: string | number;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>(sql`
      UPDATE jobs SET attempts = attempts + 1, locked_by = ${claim.workerId},
        locked_until = now() + make_interval(secs => ${claim.leaseMs / 1000})
      WHERE id IN (
        SELECT id FROM jobs
        WHERE finished_at IS NULL AND failed_at IS NULL AND run_at <= now()
          AND (locked_until IS NULL OR locked_until < now())
          AND kind IN (${sql.join(
            claim.kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
        ORDER BY run_at, id
        LIMIT ${claim.batch}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, kind, payload, attempts, max_attempts`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    payload: r.payload,
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
  }));
}

/**
 * The heartbeat: extends the lease of the given jobs by `leaseMs` from now where `workerId` still holds
 * them and they are not done; answers the ids it extended.
 */
export async function renewJobLeases(
  db: Db,
  renewal: { workerId: string; leaseMs: number; ids: number[] },
): Promise<number[]> {
  const result = await db.execute<{ id: string | number }>(sql`
      UPDATE jobs SET locked_until = now() + make_interval(secs => ${renewal.leaseMs / 1000})
      WHERE id IN (${sql.join(
        renewal.ids.map((id) => sql`${id}`),
        sql`, `,
      )})
        AND locked_by = ${renewal.workerId} AND finished_at IS NULL AND failed_at IS NULL
      RETURNING id`);
  return result.rows.map((r) => Number(r.id));
}

/** Marks a job done, if this worker still holds it. */
export async function markJobFinished(db: Db, id: number, workerId: string): Promise<void> {
  await db.execute(
    sql`UPDATE jobs SET finished_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${id} AND locked_by = ${workerId}`,
  );
}

/** Gives a job up after its last attempt, if this worker still holds it. */
export async function markJobFailed(db: Db, id: number, workerId: string, error: string): Promise<void> {
  await db.execute(
    sql`UPDATE jobs SET failed_at = now(), locked_until = NULL, last_error = ${error} WHERE id = ${id} AND locked_by = ${workerId}`,
  );
}

/** Releases a failed attempt and lets the job run again after `delayMs`, if this worker still holds it. */
export async function rescheduleJob(
  db: Db,
  id: number,
  workerId: string,
  retry: { error: string; delayMs: number },
): Promise<void> {
  await db.execute(sql`
      UPDATE jobs SET locked_until = NULL, last_error = ${retry.error},
        run_at = now() + make_interval(secs => ${retry.delayMs / 1000})
      WHERE id = ${id} AND locked_by = ${workerId}`);
}
