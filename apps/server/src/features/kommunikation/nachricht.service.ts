import { type Actor, AppError, type Chat, canWriteMessages, isCustomerKind } from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { textToHtml } from '../../lib/sanitize-html';
import { toIsoTimestamp } from '../../lib/timestamp';
import { queueNotification } from '../../mail/outbox';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import * as repo from './kommunikation.repository';
import { findContractParties } from './kommunikation-parties.repository';
import * as thread from './nachricht.repository';

const MAX_MESSAGES = 500;

/**
 * The message thread of a contract (named route 'ticket', channel 'vertrag'): its customer writes from
 * the portal, the office answers; both read the same thread. A customer reaches only his own
 * contracts (404 otherwise), like everywhere else.
 */
export async function chatOf(db: Db, actor: Actor, chatId: number): Promise<Chat> {
  const contract = await findVisibleContract(db, actor, chatId);
  const customer = await thread.customerName(db, contract.customerId);
  const rows = await thread.findThread(db, contract.id, MAX_MESSAGES);
  await thread.markAllRead(
    db,
    rows.map((r) => r.item.id),
    actor.viewed.id,
  );
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
  const { customer, broker } = await findContractParties(db, contract);
  if (!customer) {
    throw new AppError('NOT_FOUND');
  }
  const notify = fromCustomer ? broker?.email : customer.email;
  await db.transaction(async (tx) => {
    const id = await repo.insertCommunication(tx, {
      brokerId: contract.brokerId,
      customerId: contract.customerId,
      contractId: contract.id,
      category: 'NACHRICHT',
      extern: fromCustomer,
      subject: text.length > 80 ? `${text.slice(0, 77)}…` : text,
      bodyHtml: textToHtml(text),
      fromName: actor.viewed.displayName,
      createdByUserId: actor.viewed.id,
    });
    await repo.markRead(tx, id, actor.viewed.id);
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
