import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type AddressSuggestion,
  AppError,
  type ComposerKind,
  type CreateItem,
  canManageDocuments,
  canSeePostbox,
  canWriteMail,
  type DeleteKind,
  type DokumentNodeId,
  deleteKindOf,
  displaySubject,
  FILE_MAIL_FIRST,
  fillTemplate,
  formatDateTime,
  forwardSubject,
  type ItemView,
  isCustomerKind,
  type KommunikationKategorie,
  kategorieLabel,
  type MailInit,
  type MailStatus,
  type MailView,
  mailStatusLegend,
  mailTemplates,
  OTHER_CUSTOMER,
  type PostboxList,
  type PostboxRow,
  type SendMailBody,
  SendMailBodySchema,
  salutation,
  terminEinladung,
  todayInGermany,
} from '@maklerwerk/domain';
import { eq, or } from 'drizzle-orm';
import { findVisibleContract } from '../../auth/contract-access';
import { customerScope } from '../../auth/data-scope';
import { findVisibleFile } from '../../auth/document-access';
import { findTerminForMail, type TerminForMail } from '../../auth/termin-access';
import type { Db } from '../../db/client';
import { brokers, companyContacts, customers } from '../../db/schema';
import { safeFileName } from '../../files/zip-stream';
import { authorize } from '../../lib/authorize';
import { escapeHtml, sanitizeMailHtml, textToHtml } from '../../lib/sanitize-html';
import { csvExport, type ExportColumn, type ExportFile, xlsxExport } from '../../lib/table-export';
import { toIsoTimestamp } from '../../lib/timestamp';
import { queueMail } from '../../mail/outbox';
import { writeChangeLog } from '../../repositories/changelog.writer';
import * as repo from './kommunikation.repository';

export const ITEM_NOT_FOUND = 'Der Eintrag wurde nicht gefunden.';
const STALE_SUBJECT = 'Der Eintrag wurde inzwischen geändert. Bitte laden Sie das Postfach neu.';
const WRONG_KIND = 'Der Eintrag ist von einer anderen Art.';
const OUT_OF_SCOPE = 'An diese Adresse dürfen Sie nicht schreiben: sie gehört einem Kunden außerhalb Ihres Bestands.';

function addressList(addresses: readonly string[]): string {
  return addresses.join(', ');
}

function fromOf(item: repo.CommunicationRow): string {
  if (!item.fromAddress) {
    return item.fromName ?? '';
  }
  return item.fromName ? `${item.fromName} <${item.fromAddress}>` : item.fromAddress;
}

function toRow(actor: Actor, r: repo.PostboxPageRow): PostboxRow {
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
function assertPostbox(actor: Actor): void {
  authorize(actor, canSeePostbox);
}

export async function listPostbox(
  db: Db,
  actor: Actor,
  contractId: number,
  page: { offset: number; limit: number },
): Promise<PostboxList> {
  assertPostbox(actor);
  await findVisibleContract(db, actor, contractId);
  const { rows, total } = await repo.findPostboxPage(db, contractId, actor.viewed.id, page);
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
async function findVisibleItem(db: Db, actor: Actor, commId: number) {
  assertPostbox(actor);
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

export async function changeSubject(db: Db, actor: Actor, commId: number, subject: string): Promise<PostboxRow> {
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

type ContractContext = Awaited<ReturnType<typeof contractContext>>;

async function contractContext(db: Db, actor: Actor, insuranceId: number) {
  const contract = await findVisibleContract(db, actor, insuranceId);
  const [customerRows, company, contacts, brokerRows] = await Promise.all([
    db.select().from(customers).where(eq(customers.id, contract.customerId)).limit(1),
    repo.findCompany(db, contract.gesellschaftId),
    db
      .select({ name: companyContacts.name, email: companyContacts.email })
      .from(companyContacts)
      .where(eq(companyContacts.companyId, contract.gesellschaftId)),
    db
      .select({ vorname: brokers.vorname, name: brokers.name, email: brokers.email })
      .from(brokers)
      .where(or(eq(brokers.id, contract.brokerId), eq(brokers.id, actor.viewed.brokerId ?? contract.brokerId))),
  ]);
  const customer = customerRows[0];
  if (!customer) {
    throw new AppError('NOT_FOUND');
  }
  return { contract, customer, company, contacts, brokers: brokerRows };
}

function fullName(vorname: string | null, name: string, firma?: string | null): string {
  return firma ? firma : [vorname, name].filter(Boolean).join(' ');
}

/** The receiver list of a contract (spec §3 composer): its customer, the insurer and its contacts, the brokers. */
function suggestionsOf(c: ContractContext): AddressSuggestion[] {
  const list: AddressSuggestion[] = [];
  const add = (address: string | null | undefined, name: string, source: string) => {
    if (address && !list.some((s) => s.address.toLowerCase() === address.toLowerCase())) {
      list.push({ address, name, source });
    }
  };
  add(c.customer.email, fullName(c.customer.vorname, c.customer.name, c.customer.firma), 'Kunde');
  add(c.company?.email, c.company?.name ?? '', 'Gesellschaft');
  for (const contact of c.contacts) {
    add(contact.email, `${contact.name} (${c.company?.name ?? 'Gesellschaft'})`, 'Gesellschaft');
  }
  for (const broker of c.brokers) {
    add(broker.email, fullName(broker.vorname, broker.name), 'Makler');
  }
  return list;
}

/** What the composer starts with for one kind of mail (templates with placeholders, or a forward). */
export async function mailInit(
  db: Db,
  actor: Actor,
  query: {
    insuranceId: number;
    kind: ComposerKind;
    commId?: number | undefined;
    copiedFiles?: number[] | undefined;
    termin?: number | undefined;
  },
): Promise<MailInit> {
  assertPostbox(actor);
  const c = await contractContext(db, actor, query.insuranceId);
  authorize(actor, canWriteMail);
  const values = {
    anrede: salutation(c.customer.anrede, c.customer.name),
    name: fullName(c.customer.vorname, c.customer.name, c.customer.firma),
    versicherungsnummer: c.contract.nummer,
    gesellschaft: c.company?.name ?? '',
  };
  const insurance = c.company ? { id: c.company.id, name: c.company.name } : null;
  const copied = await archiveFiles(db, actor, query.copiedFiles ?? []);
  const base = {
    insuranceId: c.contract.id,
    insurance,
    suggestions: suggestionsOf(c),
    attachments: [] as MailInit['attachments'],
    copied: copied.map((f) => ({ id: f.id, name: f.fileName, size: Number(f.size), mimeType: f.mimeType })),
    refused: null as string | null,
  };
  const toCustomer = c.customer.email ? [c.customer.email] : [];
  const toCompany = c.company?.email ? [c.company.email] : [];
  const template = (t: { subject: string; body: string }) => ({
    subject: fillTemplate(t.subject, values),
    content: fillTemplate(t.body, values),
  });
  switch (query.kind) {
    case 'kunde':
      return { ...base, toCompany: false, receiver: toCustomer, ...template(mailTemplates.kunde) };
    case 'gesellschaft':
      return { ...base, toCompany: true, receiver: toCompany, ...template(mailTemplates.gesellschaft) };
    case 'kuendigung': {
      const refused = !c.contract.kuendigungCanMail
        ? 'Für diesen Vertrag ist keine Kündigung per E-Mail möglich.'
        : c.contract.kuendigungLaeuft
          ? 'Für diesen Vertrag läuft bereits eine Kündigung.'
          : null;
      return { ...base, refused, toCompany: true, receiver: toCompany, ...template(mailTemplates.kuendigung) };
    }
    case 'forward':
    case 'forward-kunde':
    case 'forward-gesellschaft': {
      if (query.commId === undefined) {
        throw new AppError('VALIDATION', 'Bitte geben Sie an, welche E-Mail weitergeleitet wird.');
      }
      const mail = await viewMail(db, actor, query.commId);
      if (mail.insuranceId !== c.contract.id) {
        throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
      }
      const quoted =
        `<p></p><p>---------- Weitergeleitete Nachricht ----------<br>Von: ${escapeHtml(mail.fromAddress)}<br>` +
        `Datum: ${formatDateTime(mail.dateSend)}<br>` +
        `Betreff: ${escapeHtml(mail.subject ?? '')}<br>An: ${escapeHtml(mail.toAddress)}</p>${mail.text}`;
      const toCompanyKind = query.kind === 'forward-gesellschaft';
      return {
        ...base,
        toCompany: toCompanyKind,
        receiver: query.kind === 'forward' ? [] : toCompanyKind ? toCompany : toCustomer,
        subject: forwardSubject(mail.subject),
        content: quoted,
        attachments: mail.attachments,
      };
    }
    case 'termin': {
      if (query.termin === undefined) {
        throw new AppError('VALIDATION', 'Der Termin fehlt.');
      }
      const termin = await findTerminForMail(db, actor, query.termin);
      if (!termin) {
        throw new AppError('NOT_FOUND', TERMIN_NOT_FOUND);
      }
      if (termin.contractId !== c.contract.id) {
        throw new AppError('UNPROCESSABLE', 'Der Termin gehört nicht zu dieser Versicherung.');
      }
      return { ...base, toCompany: false, ...terminMail(actor, termin) };
    }
    default:
      return { ...base, toCompany: false, receiver: [], subject: '', content: '' };
  }
}

const TERMIN_NOT_FOUND = 'Der Termin wurde nicht gefunden.';

/**
 * The invitation to an appointment: to every participant with an address but the viewer himself,
 * 'Termin: <label> am <date> um <time>' and the when, where and description as HTML.
 */
function terminMail(actor: Actor, termin: TerminForMail) {
  const { receiver, subject, wann } = terminEinladung(
    {
      label: termin.label,
      begin: termin.beginLocal,
      end: termin.endLocal,
      fullDay: termin.fullDay,
      participants: termin.participants,
    },
    actor.viewed.id,
  );
  const text = sanitizeMailHtml(termin.text).trim();
  const content =
    '<p>Guten Tag,</p><p>hiermit erhalten Sie die Angaben zu unserem Termin:</p>' +
    `<p><strong>${escapeHtml(termin.label)}</strong><br>Wann: ${escapeHtml(wann)}` +
    (termin.place.trim() === '' ? '' : `<br>Wo: ${escapeHtml(termin.place)}`) +
    '</p>' +
    (text === '' ? '' : `<p>Beschreibung:</p>${text}`) +
    '<p>Mit freundlichen Grüßen</p>';
  return { receiver, subject, content };
}

function detailOf(item: repo.CommunicationRow) {
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
  assertPostbox(actor);
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

export type SendDeps = { from: { address: string; name: string }; wake?: () => void };

/**
 * Sends a mail: the mail and its attachments are stored as the outbox row and its delivery job in one
 * transaction (with the change log); the queue delivers it. Every address is checked against the
 * data scope: a customer's address outside the user's scope is refused at its field.
 */
export async function sendMail(db: Db, actor: Actor, input: SendMailBody, deps: SendDeps) {
  const body = SendMailBodySchema.parse(input);
  assertPostbox(actor);
  const contract = await findVisibleContract(db, actor, body.insuranceId);
  authorize(actor, canWriteMail);
  const fieldErrors: Record<string, string> = {};
  for (const field of ['to', 'cc', 'bcc'] as const) {
    const foreign = await repo.customerAddressesOutside(db, body[field], customerScope(actor));
    if (foreign.length > 0) {
      fieldErrors[field] = OUT_OF_SCOPE;
    }
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('UNPROCESSABLE', OUT_OF_SCOPE, fieldErrors);
  }
  const copied = await archiveFiles(db, actor, body.copiedFiles);
  const uploads = await repo.pendingUploads(db, actor.viewed.id, body.uploads);
  if (uploads.length !== new Set(body.uploads).size) {
    throw new AppError('NOT_FOUND', 'Ein Anhang wurde nicht gefunden. Bitte laden Sie ihn erneut hoch.');
  }
  const forwarded =
    body.forwardOf === undefined ? [] : await forwardedAttachments(db, actor, body.forwardOf, contract.id);
  const domain = deps.from.address.split('@')[1] ?? 'localhost';
  const html = sanitizeMailHtml(body.html);
  const commId = await db.transaction(async (tx) => {
    const id = await repo.insertCommunication(tx, {
      brokerId: contract.brokerId,
      customerId: contract.customerId,
      contractId: contract.id,
      category: 'EMAIL',
      extern: false,
      subject: body.subject === '' ? null : body.subject,
      bodyHtml: html,
      fromAddress: deps.from.address,
      fromName: deps.from.name,
      toAddresses: body.to,
      ccAddresses: body.cc,
      bccAddresses: body.bcc,
      companyId: null,
      status: 'BEREITGESTELLT',
      messageId: `<${randomUUID()}@${domain}>`,
      createdByUserId: actor.viewed.id,
    });
    await repo.insertAttachments(tx, id, [
      ...copied.map((f) => ({
        blobHash: f.blobHash,
        size: Number(f.size),
        mimeType: f.mimeType,
        fileName: f.fileName,
      })),
      ...forwarded,
    ]);
    await repo.claimUploads(
      tx,
      id,
      uploads.map((u) => u.id),
    );
    await queueMail(tx, id);
    await writeChangeLog(tx, actor, { type: 'kommunikation', id }, [
      { field: 'versendet', oldValue: null, newValue: `${body.subject || '[kein Betreff]'} an ${body.to.join(', ')}` },
    ]);
    return id;
  });
  deps.wake?.();
  return { commId, status: 'BEREITGESTELLT' as const };
}

/** Attachments from the archive: current files of live documents the user sees (404 otherwise). */
function archiveFiles(db: Db, actor: Actor, fileIds: readonly number[]) {
  return Promise.all(
    fileIds.map(async (fileId) => {
      const { file, doc } = await findVisibleFile(db, actor, undefined, fileId);
      if (doc.removedAt !== null || file.supersededAt !== null) {
        throw new AppError('NOT_FOUND', 'Ein Dokument des Anhangs wurde nicht gefunden.');
      }
      return file;
    }),
  );
}

async function forwardedAttachments(db: Db, actor: Actor, commId: number, contractId: number) {
  const found = await findVisibleItem(db, actor, commId);
  if (found.item.contractId !== contractId) {
    throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  }
  const files = await repo.attachmentsOf(db, commId);
  return files.map((f) => ({ blobHash: f.blobHash, size: Number(f.size), mimeType: f.mimeType, fileName: f.fileName }));
}

/** One attachment of a visible mail, for the download route. */
export async function findAttachment(db: Db, actor: Actor, commId: number, attachmentId: number) {
  const found = await findVisibleItem(db, actor, commId);
  const file = await repo.findAttachment(db, found.item.id, attachmentId);
  if (!file) {
    throw new AppError('NOT_FOUND', 'Der Anhang wurde nicht gefunden.');
  }
  return file;
}

const EXPORT_PAGE = 200;
/** The columns of the export as the table shows them; a customer's view leaves out the office's columns. */
function exportColumns(reduced: boolean): ExportColumn<PostboxRow>[] {
  const all: (ExportColumn<PostboxRow> & { office?: boolean })[] = [
    { header: 'Art', kind: 'text', width: 14, value: (r) => kategorieLabel[r.category] },
    { header: 'Datum', kind: 'text', width: 18, value: (r) => formatDateTime(r.date) },
    { header: 'Betreff', kind: 'text', width: 50, value: (r) => r.subject ?? '' },
    { header: 'Von/An', kind: 'text', width: 36, office: true, value: (r) => r.fromTo },
    {
      header: 'Status',
      kind: 'text',
      width: 22,
      office: true,
      value: (r) => (r.status ? (mailStatusLegend[r.status]?.label ?? '') : ''),
    },
    { header: 'Anhang', kind: 'text', width: 8, value: (r) => (r.hasAttachment ? 'ja' : 'nein') },
    { header: 'Quelle', kind: 'text', width: 8, office: true, value: (r) => (r.EXTERN ? 'extern' : 'intern') },
    { header: 'Kundennr.', kind: 'text', width: 12, value: (r) => r.nummer ?? '' },
  ];
  return all.filter((c) => !(reduced && c.office)).map(({ office: _office, ...c }) => c);
}

/** The whole postbox of a contract as CSV or Excel (root 'Postfach'), paged through the database. */
export async function exportPostbox(
  db: Db,
  actor: Actor,
  contractId: number,
  format: 'csv' | 'xlsx',
  onError: (error: unknown) => void,
): Promise<ExportFile> {
  assertPostbox(actor);
  const contract = await findVisibleContract(db, actor, contractId);
  async function* pages() {
    for (let offset = 0; ; offset += EXPORT_PAGE) {
      const { rows } = await repo.findPostboxPage(db, contract.id, actor.viewed.id, { offset, limit: EXPORT_PAGE });
      yield rows.map((r) => toRow(actor, r));
      if (rows.length < EXPORT_PAGE) {
        return;
      }
    }
  }
  const columns = exportColumns(isCustomerKind(actor.viewed));
  const name = `Postfach ${safeFileName(contract.nummer)}`;
  return format === 'csv'
    ? { contentType: 'text/csv; charset=utf-8', fileName: `${name}.csv`, body: csvExport(columns, pages()) }
    : {
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: `${name}.xlsx`,
        body: xlsxExport(columns, pages(), 'Postfach', onError),
      };
}

/** Received mail on no contract: its customer's (by sender address) or nobody's, newest first. */
export async function listUnassigned(db: Db, actor: Actor, page: { offset: number; limit: number }) {
  assertPostbox(actor);
  const { rows, total } = await repo.findUnassignedPage(db, actor, page);
  return {
    items: rows.map((r) => ({
      commId: r.item.id,
      subject: r.item.subject,
      date: toIsoTimestamp(r.item.date),
      from: fromOf(r.item),
      kunde: r.kundeId === null ? null : { id: r.kundeId, name: r.kundeName ?? '', kundennr: r.kundennr ?? '' },
      hasAttachment: r.hasAttachment,
      absenderNichtBestaetigt: r.item.absenderBestaetigt === false,
    })),
    total,
    offset: page.offset,
    limit: page.limit,
    canAssign: canWriteMail(actor),
  };
}

/** Files a received mail on a contract: one of its customer's, when the sender was known. */
export async function assignMail(db: Db, actor: Actor, commId: number, insuranceId: number): Promise<PostboxRow> {
  assertPostbox(actor);
  if (!(await repo.isUnassignedInOffice(db, actor, commId))) {
    throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  }
  authorize(actor, canWriteMail);
  const found = await repo.findItem(db, commId, actor.viewed.id);
  const contract = await findVisibleContract(db, actor, insuranceId);
  if (found?.item.customerId != null && found.item.customerId !== contract.customerId) {
    throw new AppError('UNPROCESSABLE', OTHER_CUSTOMER, { insuranceId: OTHER_CUSTOMER });
  }
  await db.transaction(async (tx) => {
    await repo.assignToContract(tx, commId, contract);
    await writeChangeLog(tx, actor, { type: 'kommunikation', id: commId }, [
      { field: 'zugeordnet', oldValue: null, newValue: contract.nummer },
    ]);
  });
  return toRow(actor, (await repo.findItem(db, commId, actor.viewed.id)) as repo.PostboxPageRow);
}

/**
 * Files an attachment of a mail into the contract's archive as a new document (the same blob, no
 * copy): the mail must be on a contract, the user needs the archive right and may write mail.
 */
export async function fileAttachment(
  db: Db,
  actor: Actor,
  commId: number,
  attachmentId: number,
  nodeId: DokumentNodeId,
): Promise<{ documentId: number; fileId: number }> {
  const found = await findVisibleItem(db, actor, commId);
  authorize(actor, canWriteMail);
  authorize(actor, canManageDocuments);
  const file = await repo.findAttachment(db, commId, attachmentId);
  if (!file) {
    throw new AppError('NOT_FOUND', 'Der Anhang wurde nicht gefunden.');
  }
  const contractId = found.item.contractId;
  if (contractId === null) {
    throw new AppError('UNPROCESSABLE', FILE_MAIL_FIRST);
  }
  const contract = await findVisibleContract(db, actor, contractId);
  return db.transaction(async (tx) => {
    const documentId = await repo.insertArchiveDocument(tx, {
      brokerId: contract.brokerId,
      customerId: contract.customerId,
      contractId: contract.id,
      nodeId,
      bezeichnung: file.fileName.replace(/\.[^.]+$/, '').slice(0, 200) || 'Anhang',
      datum: todayInGermany(),
      bemerkung: `Anhang der E-Mail „${displaySubject(found.item.subject)}“`,
      createdByUserId: actor.viewed.id,
    });
    const fileId = await repo.insertArchiveFile(tx, documentId, {
      blobHash: file.blobHash,
      size: Number(file.size),
      mimeType: file.mimeType,
      fileName: file.fileName,
      originalFileName: file.fileName,
      createdByUserId: actor.viewed.id,
    });
    await writeChangeLog(tx, actor, { type: 'dokument', id: documentId }, [
      { field: 'angelegt', oldValue: null, newValue: `${file.fileName} (aus E-Mail)` },
    ]);
    return { documentId, fileId };
  });
}
