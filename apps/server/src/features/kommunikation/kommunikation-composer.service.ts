import {
  type Actor,
  type AddressSuggestion,
  AppError,
  type ComposerKind,
  canWriteMail,
  fillTemplate,
  formatDateTime,
  forwardSubject,
  type MailInit,
  mailTemplates,
  type SendMailBody,
  SendMailBodySchema,
  salutation,
  terminEinladung,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import { findVisibleFile } from '../../auth/document-access';
import { findTerminForMail, type TerminForMail } from '../../auth/termin-access';
import type { Db } from '../../db/client';
import type { StoredFile } from '../../files/store-upload';
import { authorize } from '../../lib/authorize';
import { escapeHtml, richTextHtml, sanitizeMailHtml } from '../../lib/sanitize-html';
import { newMessageId, queueMail } from '../../mail/outbox';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import * as repo from './kommunikation.repository';
import { assertKommunikation, findVisibleItem, ITEM_NOT_FOUND, OUT_OF_SCOPE, viewMail } from './kommunikation.service';
import * as parties from './kommunikation-parties.repository';

// The mail composer: its start values from a contract or an appointment, and sending.

type ContractContext = Awaited<ReturnType<typeof contractContext>>;

async function contractContext(db: Db, actor: Actor, insuranceId: number) {
  const contract = await findVisibleContract(db, actor, insuranceId);
  const [{ customer, company }, contacts, brokerRows] = await Promise.all([
    parties.findContractParties(db, contract),
    parties.companyContactsOf(db, contract.gesellschaftId),
    parties.brokerAddresses(db, contract.brokerId, actor.viewed.brokerId ?? contract.brokerId),
  ]);
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
  assertKommunikation(actor);
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
  const text = richTextHtml(termin.text);
  const content =
    '<p>Guten Tag,</p><p>hiermit erhalten Sie die Angaben zu unserem Termin:</p>' +
    `<p><strong>${escapeHtml(termin.label)}</strong><br>Wann: ${escapeHtml(wann)}` +
    (termin.place.trim() === '' ? '' : `<br>Wo: ${escapeHtml(termin.place)}`) +
    '</p>' +
    (text === '' ? '' : `<p>Beschreibung:</p>${text}`) +
    '<p>Mit freundlichen Grüßen</p>';
  return { receiver, subject, content };
}

export type SendDeps = { from: { address: string; name: string }; wake?: () => void };

/**
 * Sends a mail: the mail and its attachments are stored as the outbox row and its delivery job in one
 * transaction (with the change log); the queue delivers it. Every address is checked against the
 * data scope: a customer's address outside the user's scope is refused at its field.
 */
export async function sendMail(db: Db, actor: Actor, input: SendMailBody, deps: SendDeps) {
  const body = SendMailBodySchema.parse(input);
  assertKommunikation(actor);
  const contract = await findVisibleContract(db, actor, body.insuranceId);
  authorize(actor, canWriteMail);
  const fieldErrors: Record<string, string> = {};
  for (const field of ['to', 'cc', 'bcc'] as const) {
    const foreign = await repo.customerAddressesOutside(db, actor, body[field]);
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
      // Made once here and stored: every delivery attempt sends this one (at least once, issue 39).
      messageId: newMessageId(deps.from),
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

/** A file the composer uploaded, kept for the user until a mail takes it as an attachment. */
export async function keepUpload(db: Db, actor: Actor, stored: StoredFile) {
  const row = await repo.insertPendingUpload(db, actor.viewed.id, {
    blobHash: stored.hash,
    size: stored.size,
    mimeType: stored.mimeType,
    fileName: stored.fileName,
  });
  return { id: row.id, name: row.fileName, size: Number(row.size), mimeType: row.mimeType };
}
