import {
  type Actor,
  AppError,
  type CreateItem,
  canSeeKommunikation,
  canWriteMail,
  type DeleteKind,
  deleteKindOf,
  type ItemView,
  isCustomerKind,
  type KommunikationKategorie,
  type KommunikationList,
  type KommunikationRow,
  kategorieLabel,
  type MailStatus,
  type MailView,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { sanitizeMailHtml, textToHtml } from '../../lib/sanitize-html';
import { toIsoTimestamp } from '../../lib/timestamp';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import * as repo from './kommunikation.repository';

export const ITEM_NOT_FOUND = 'Der Eintrag wurde nicht gefunden.';
export const STALE_SUBJECT = 'Der Eintrag wurde inzwischen geändert. Bitte laden Sie das Postfach neu.';
export const WRONG_KIND = 'Der Eintrag ist von einer anderen Art.';
export const OUT_OF_SCOPE =
  'An diese Adresse dürfen Sie nicht schreiben: sie gehört einem Kunden außerhalb Ihres Bestands.';

export function addressList(addresses: readonly string[]): string {
  return addresses.join(', ');
}

export function fromOf(item: repo.CommunicationRow): string {
  if (!item.fromAddress) {
    return item.fromName ?? '';
  }
  return item.fromName ? `${item.fromName} <${item.fromAddress}>` : item.fromAddress;
}

export function toRow(actor: Actor, r: repo.KommunikationPageRow): KommunikationRow {
  const item = r.item;
  const category = item.category as KommunikationKategorie;
  const writable = canWriteMail(actor);
  return {
    commId: item.id,
    category,
    subject: item.subject,
    date: toIsoTimestamp(item.date),
    status: (item.status as MailStatus | null) ?? null,
    hasAttachment: r.hasAttachment,
    nummer: r.kundennr,
    deletable: writable,
    can_change_subject: writable && category === 'EMAIL',
    EXTERN: item.extern,
    fromTo: item.extern ? fromOf(item) : addressList(item.toAddresses),
    insurance: item.companyId !== null,
    unread: item.extern && !r.read,
    absenderNichtBestaetigt: item.absenderBestaetigt === false,
  };
}

/** The postbox is the office's: customer-only users get 403 (spec §2.6, §6). */
export function assertKommunikation(actor: Actor): void {
  authorize(actor, canSeeKommunikation);
}

export async function listKommunikation(
  db: Db,
  actor: Actor,
  contractId: number,
  page: { offset: number; limit: number },
): Promise<KommunikationList> {
  assertKommunikation(actor);
  await findVisibleContract(db, actor, contractId);
  const { rows, total } = await repo.findKommunikationPage(db, contractId, actor.viewed.id, page);
  return {
    items: rows.map((r) => toRow(actor, r)),
    total,
    offset: page.offset,
    limit: page.limit,
    reducedColumns: isCustomerKind(actor.viewed),
    canCompose: canWriteMail(actor),
  };
}

/** A live item of a contract the actor sees: 404 for anything else (also for a mail he deleted). */
export async function findVisibleItem(db: Db, actor: Actor, commId: number) {
  assertKommunikation(actor);
  const found = await repo.findItem(db, commId, actor.viewed.id);
  if (!found) {
    throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  }
  if (found.item.contractId === null) {
    // Received mail on no contract yet: the office it came to (its broker structure) reads it.
    if (!(await repo.isUnassignedInOffice(db, actor, commId))) {
      throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
    }
    return found;
  }
  await findVisibleContract(db, actor, found.item.contractId).catch(() => {
    throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  });
  return found;
}

export async function viewMail(db: Db, actor: Actor, commId: number): Promise<MailView> {
  const found = await findVisibleItem(db, actor, commId);
  const item = found.item;
  if (item.category !== 'EMAIL') {
    throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  }
  const [attachments, company] = await Promise.all([
    repo.attachmentsOf(db, item.id),
    item.companyId === null ? undefined : repo.findCompany(db, item.companyId),
  ]);
  if (!found.read) {
    await repo.markRead(db, item.id, actor.viewed.id);
  }
  const row = toRow(actor, found);
  return {
    commId: item.id,
    subject: item.subject,
    dateSend: toIsoTimestamp(item.date),
    fromAddress: fromOf(item),
    toAddress: addressList(item.toAddresses),
    ccAddress: addressList(item.ccAddresses),
    // Bcc is the sender's business: shown on mail the office wrote, never on received mail.
    bccAddress: item.extern ? '' : addressList(item.bccAddresses),
    text: sanitizeMailHtml(item.bodyHtml),
    attachments: attachments.map((a) => ({ id: a.id, name: a.fileName, size: Number(a.size), mimeType: a.mimeType })),
    status: row.status,
    EXTERN: item.extern,
    absenderNichtBestaetigt: row.absenderNichtBestaetigt,
    insuranceId: item.contractId,
    insurance: company ? { id: company.id, name: company.name } : null,
    deletable: row.deletable,
    can_change_subject: row.can_change_subject,
  };
}

export async function changeSubject(db: Db, actor: Actor, commId: number, subject: string): Promise<KommunikationRow> {
  const found = await findVisibleItem(db, actor, commId);
  authorize(actor, canWriteMail);
  if (!toRow(actor, found).can_change_subject) {
    throw new AppError('FORBIDDEN', 'Den Betreff dieses Eintrags können Sie nicht ändern.');
  }
  const before = found.item.subject;
  await db.transaction(async (tx) => {
    if (!(await repo.updateSubject(tx, commId, found.item.version, subject))) {
      throw new AppError('STALE_VERSION', STALE_SUBJECT);
    }
    await writeChangeLog(tx, actor, { type: 'kommunikation', id: commId }, [
      { field: 'betreff', oldValue: before, newValue: subject },
    ]);
  });
  const saved = await findVisibleItem(db, actor, commId);
  return toRow(actor, saved);
}

/**
 * Spec §8: an e-mail is deleted for this user only (the office's archive keeps it, GoBD); the other
 * kinds are removed for everybody and stay in the database with who and when.
 */
export async function deleteItem(db: Db, actor: Actor, kind: DeleteKind, commId: number) {
  const found = await findVisibleItem(db, actor, commId);
  authorize(actor, canWriteMail);
  const category = found.item.category as KommunikationKategorie;
  if (deleteKindOf[category] !== kind) {
    throw new AppError('VALIDATION', WRONG_KIND);
  }
  if (!toRow(actor, found).deletable) {
    throw new AppError('FORBIDDEN', 'Diesen Eintrag können Sie nicht löschen.');
  }
  await db.transaction(async (tx) => {
    if (category === 'EMAIL') {
      await repo.hideFor(tx, commId, actor.viewed.id);
      await writeChangeLog(tx, actor, { type: 'kommunikation', id: commId }, [
        { field: 'ausgeblendet', oldValue: null, newValue: actor.viewed.username },
      ]);
    } else {
      await repo.removeItem(tx, commId, actor.viewed.id);
      await writeChangeLog(tx, actor, { type: 'kommunikation', id: commId }, [
        { field: 'geloescht', oldValue: null, newValue: 'ja' },
      ]);
    }
  });
  return { commId, deleted: true as const };
}

export function detailOf(item: repo.CommunicationRow) {
  const d = item.details ?? {};
  const richtung = d.richtung === 'EINGEHEND' || d.richtung === 'AUSGEHEND' ? d.richtung : null;
  return {
    nummer: typeof d.nummer === 'string' ? d.nummer : null,
    richtung,
    dauerMinuten: typeof d.dauerMinuten === 'number' ? d.dauerMinuten : null,
  } as const;
}

/** One item of any kind for its page (Gespräch, Bemerkung, SMS, Fax, Brief, Nachricht, E-Mail). */
export async function viewItem(db: Db, actor: Actor, commId: number): Promise<ItemView> {
  const found = await findVisibleItem(db, actor, commId);
  const item = found.item;
  const [attachments, creator] = await Promise.all([
    repo.attachmentsOf(db, item.id),
    item.createdByUserId === null ? undefined : repo.userName(db, item.createdByUserId),
  ]);
  if (!found.read) {
    await repo.markRead(db, item.id, actor.viewed.id);
  }
  const row = toRow(actor, found);
  return {
    commId: item.id,
    category: row.category,
    subject: item.subject,
    date: toIsoTimestamp(item.date),
    text: sanitizeMailHtml(item.bodyHtml),
    fromTo: row.fromTo,
    EXTERN: item.extern,
    attachments: attachments.map((a) => ({ id: a.id, name: a.fileName, size: Number(a.size), mimeType: a.mimeType })),
    ...detailOf(item),
    // An SMS or a fax: the number it came from (to call back).
    ...(detailOf(item).nummer === null && (item.category === 'SMS' || item.category === 'FAX') && item.extern
      ? { nummer: item.fromAddress }
      : {}),
    createdBy: creator ?? null,
    insuranceId: item.contractId,
    deletable: row.deletable,
  };
}

/** A Gespräch or a Bemerkung written in the office, filed on the contract and its customer. */
export async function createItem(db: Db, actor: Actor, body: CreateItem): Promise<ItemView> {
  assertKommunikation(actor);
  const contract = await findVisibleContract(db, actor, body.insuranceId);
  authorize(actor, canWriteMail);
  const details =
    body.category === 'GESPRAECH'
      ? { nummer: body.nummer ?? null, richtung: body.richtung ?? null, dauerMinuten: body.dauerMinuten ?? null }
      : null;
  const id = await db.transaction(async (tx) => {
    const commId = await repo.insertCommunication(tx, {
      brokerId: contract.brokerId,
      customerId: contract.customerId,
      contractId: contract.id,
      category: body.category,
      extern: false,
      subject: body.subject,
      bodyHtml: textToHtml(body.text ?? ''),
      details,
      createdByUserId: actor.viewed.id,
    });
    await writeChangeLog(tx, actor, { type: 'kommunikation', id: commId }, [
      { field: 'angelegt', oldValue: null, newValue: `${kategorieLabel[body.category]}: ${body.subject}` },
    ]);
    return commId;
  });
  return viewItem(db, actor, id);
}

/** The file of a fax or a simple file (a letter's PDF): the item's first attachment. */
export async function firstFileOf(db: Db, actor: Actor, commId: number, category?: KommunikationKategorie) {
  const found = await findVisibleItem(db, actor, commId);
  if (category && found.item.category !== category) {
    throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  }
  const [file] = await repo.attachmentsOf(db, commId);
  if (!file) {
    throw new AppError('NOT_FOUND', 'Zu diesem Eintrag gibt es keine Datei.');
  }
  return file;
}
