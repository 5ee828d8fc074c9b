import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../db/client';
import type { BlobStore } from '../files/blob-store';
import { enqueue, type Job, type JobHandler } from '../jobs/queue';
import { htmlToPlainText } from '../lib/sanitize-html';
import {
  findOutboxMail,
  listMailAttachments,
  markMailFailed,
  markMailSending,
  markMailSent,
  recordMailError,
} from './outbox.repository';
import type { MailTransport } from './transport';

export const MAIL_JOB = 'mail.send';

/** Queues the delivery of a mail in the transaction that stored it: the outbox row and its job go together. */
export async function queueMail(tx: Executor, communicationId: number): Promise<void> {
  await enqueue(tx, MAIL_JOB, { communicationId });
}

function communicationOf(job: Job): number {
  const id = job.payload.communicationId;
  if (typeof id !== 'number') {
    throw new Error('Auftrag ohne E-Mail');
  }
  return id;
}

export type MailSender = { address: string; name: string };

const domainOf = (from: MailSender) => from.address.split('@')[1] ?? 'localhost';

/** A new Message-ID in the sender's domain (made once per mail, then stored). */
export function newMessageId(from: MailSender): string {
  return `<${randomUUID()}@${domainOf(from)}>`;
}

/**
 * Delivers one outbox mail. The status follows spec §4: SENDING while attempts run (a failed attempt
 * keeps it there with the error, the queue tries again later), OK once the receiving server took it,
 * ERROR when the queue gives up. A mail already OK is not sent again (a job that ran twice).
 *
 * At least once: a server that dies after the receiving server took the mail but before it was marked
 * OK leaves the job to another server, which sends it again — with the same Message-ID (stored with the
 * mail, never made per attempt), so the receiver can tell the repeat. Each attempt is counted with its time.
 */
export function mailDeliveryHandler(deps: {
  db: Db;
  blobStore: BlobStore;
  transport: MailTransport;
  from: MailSender;
}): JobHandler {
  const { db, blobStore, transport, from } = deps;
  return {
    run: async (job) => {
      const id = communicationOf(job);
      const mail = await findOutboxMail(db, id);
      if (!mail || mail.status === 'OK') {
        return;
      }
      const messageId = await markMailSending(db, id, newMessageId(from));
      const files = await listMailAttachments(db, id);
      try {
        await transport.send({
          from: { name: mail.fromName ?? from.name, address: mail.fromAddress ?? from.address },
          to: mail.toAddresses,
          cc: mail.ccAddresses,
          bcc: mail.bccAddresses,
          subject: mail.subject ?? '',
          html: mail.bodyHtml,
          text: htmlToPlainText(mail.bodyHtml),
          messageId,
          date: new Date(mail.date),
          attachments: await Promise.all(
            files.map(async (f) => ({
              filename: f.fileName,
              contentType: f.mimeType,
              content: await blobStore.get(f.blobHash),
            })),
          ),
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await recordMailError(db, id, message);
        throw error;
      }
      await markMailSent(db, id);
    },
    giveUp: async (job, error) => {
      await markMailFailed(db, communicationOf(job), error);
    },
  };
}

export const NOTIFY_JOB = 'mail.notify';

export type Notification = { to: string; subject: string; text: string };

/**
 * A short notice (a new message waits in Maklerwerk): the job row is its outbox; no content of the
 * message. Its Message-ID follows from the job, so a repeat after a dead server carries the same one.
 */
export async function queueNotification(tx: Executor, notification: Notification): Promise<void> {
  await enqueue(tx, NOTIFY_JOB, notification);
}

export function notificationHandler(deps: { transport: MailTransport; from: MailSender }): JobHandler {
  return {
    run: async (job) => {
      const { to, subject, text } = job.payload as Partial<Notification>;
      if (typeof to !== 'string' || typeof subject !== 'string' || typeof text !== 'string') {
        throw new Error('Benachrichtigung ohne Empfänger, Betreff oder Text');
      }
      const messageId = `<notice-${job.id}@${domainOf(deps.from)}>`;
      await deps.transport.send({ from: deps.from, to, subject, text, messageId });
    },
  };
}
