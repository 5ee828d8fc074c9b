import { type Actor, AppError, type Chat, canWriteMessages, isCustomerKind } from '@maklerwerk/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { brokers, communicationRead, communications, customers, users } from '../../db/schema';
import { authorize } from '../../lib/authorize';
import { textToHtml } from '../../lib/sanitize-html';
import { toIsoTimestamp } from '../../lib/timestamp';
import { queueNotification } from '../../mail/outbox';
import { writeChangeLog } from '../../repositories/changelog.writer';

const MAX_MESSAGES = 500;

/**
 * The message thread of a contract (named route 'ticket', channel 'vertrag'): its customer writes from
 * the portal, the office answers; both read the same thread. A customer reaches only his own
 * contracts (404 otherwise), like everywhere else.
 */
export async function chatOf(db: Db, actor: Actor, chatId: number): Promise<Chat> {
  const contract = await findVisibleContract(db, actor, chatId);
  const [customer] = await db
    .select({ name: customers.name, vorname: customers.vorname, firma: customers.firma })
    .from(customers)
    .where(eq(customers.id, contract.customerId));
  const rows = await db
    .select({ item: communications, author: users.displayName })
    .from(communications)
    .leftJoin(users, eq(users.id, communications.createdByUserId))
    .where(
      and(
        eq(communications.contractId, contract.id),
        eq(communications.category, 'NACHRICHT'),
        isNull(communications.removedAt),
      ),
    )
    .orderBy(asc(communications.date), asc(communications.id))
    .limit(MAX_MESSAGES);
  if (rows.length > 0) {
    await db
      .insert(communicationRead)
      .values(rows.map((r) => ({ communicationId: r.item.id, userId: actor.viewed.id })))
      .onConflictDoNothing();
  }
  return {
    chatId: contract.id,
    channelId: 'vertrag',
    nummer: contract.nummer,
    kunde: customer?.firma || [customer?.vorname, customer?.name].filter(Boolean).join(' '),
    messages: rows.map((r) => ({
      commId: r.item.id,
      text: r.item.bodyHtml,
      date: toIsoTimestamp(r.item.date),
      author: r.author ?? r.item.fromName ?? '',
      fromCustomer: r.item.extern,
      own: r.item.createdByUserId === actor.viewed.id,
    })),
    canWrite: canWriteMessages(actor),
  };
}

/** Writes a message and tells the other side by mail that one is waiting (the text stays in Maklerwerk). */
export async function postMessage(db: Db, actor: Actor, chatId: number, text: string): Promise<Chat> {
  const contract = await findVisibleContract(db, actor, chatId);
  authorize(actor, canWriteMessages);
  const fromCustomer = isCustomerKind(actor.viewed);
  const [customer] = await db.select().from(customers).where(eq(customers.id, contract.customerId));
  const [broker] = await db.select().from(brokers).where(eq(brokers.id, contract.brokerId));
  if (!customer) {
    throw new AppError('NOT_FOUND');
  }
  const notify = fromCustomer ? broker?.email : customer.email;
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(communications)
      .values({
        brokerId: contract.brokerId,
        customerId: contract.customerId,
        contractId: contract.id,
        category: 'NACHRICHT',
        extern: fromCustomer,
        subject: text.length > 80 ? `${text.slice(0, 77)}…` : text,
        bodyHtml: textToHtml(text),
        fromName: actor.viewed.displayName,
        createdByUserId: actor.viewed.id,
      })
      .returning({ id: communications.id });
    const id = rows[0]?.id as number;
    await tx.insert(communicationRead).values({ communicationId: id, userId: actor.viewed.id });
    await writeChangeLog(tx, actor, { type: 'kommunikation', id }, [
      { field: 'angelegt', oldValue: null, newValue: `Nachricht zu ${contract.nummer}` },
    ]);
    if (notify) {
      await queueNotification(tx, {
        to: notify,
        subject: `Neue Nachricht zur Versicherung ${contract.nummer}`,
        text: fromCustomer
          ? `${actor.viewed.displayName} hat Ihnen zur Versicherung ${contract.nummer} eine Nachricht geschrieben. Sie finden sie in Maklerwerk unter „Nachrichten“ der Versicherung.`
          : `Guten Tag,\n\nIhr Makler hat Ihnen zur Versicherung ${contract.nummer} eine Nachricht geschrieben. Sie finden sie nach der Anmeldung in Maklerwerk unter „Nachrichten“ der Versicherung.\n\nMit freundlichen Grüßen\nIhr Maklerbüro`,
      });
    }
  });
  return chatOf(db, actor, chatId);
}
