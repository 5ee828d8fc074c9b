import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { communicationAttachments, communications } from '../db/schema';

/** The outbox mail of a delivery job, or undefined when it is gone. */
export async function findOutboxMail(db: Db, id: number) {
  const rows = await db.select().from(communications).where(eq(communications.id, id)).limit(1);
  return rows[0];
}

/**
 * An attempt starts: the mail shows SENDING, counts it with its time, and keeps its Message-ID (a mail
 * stored without one gets `messageId` now, once). Answers the Message-ID every attempt sends.
 */
export async function markMailSending(db: Db, id: number, messageId: string): Promise<string> {
  const [row] = await db
    .update(communications)
    .set({
      status: 'SENDING',
      attempts: sql`${communications.attempts} + 1`,
      lastAttemptAt: sql`now()`,
      messageId: sql`coalesce(${communications.messageId}, ${messageId})`,
    })
    .where(eq(communications.id, id))
    .returning({ messageId: communications.messageId });
  return row?.messageId ?? messageId;
}

/** The attachments of a mail in the order they were added. */
export function listMailAttachments(db: Db, id: number) {
  return db
    .select()
    .from(communicationAttachments)
    .where(eq(communicationAttachments.communicationId, id))
    .orderBy(asc(communicationAttachments.id));
}

/** A failed attempt keeps the status and stores the error (at most 1000 characters). */
export async function recordMailError(db: Db, id: number, message: string): Promise<void> {
  await db
    .update(communications)
    .set({ lastError: message.slice(0, 1000) })
    .where(eq(communications.id, id));
}

/** The receiving server took the mail: OK, sent now. */
export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .update(communications)
    .set({ status: 'OK', lastError: null, date: sql`now()` })
    .where(eq(communications.id, id));
}

/** The queue gave up: ERROR with the last error (at most 1000 characters). */
export async function markMailFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(communications)
    .set({ status: 'ERROR', lastError: error.slice(0, 1000) })
    .where(eq(communications.id, id));
}
