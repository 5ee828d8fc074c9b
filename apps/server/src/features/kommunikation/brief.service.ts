import { Readable } from 'node:stream';
import { type Actor, AppError, canWriteMail, todayInGermany } from '@maklerwerk/domain';
import { eq } from 'drizzle-orm';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import {
  brokers,
  communicationAttachments,
  communications,
  companies,
  customers,
  documentFiles,
  documents,
} from '../../db/schema';
import type { BlobStore } from '../../files/blob-store';
import { safeFileName } from '../../files/zip-stream';
import { authorize } from '../../lib/authorize';
import { textToHtml } from '../../lib/sanitize-html';
import { renderBrief } from '../../pdf/brief';
import { writeChangeLog } from '../../repositories/changelog.writer';

type BriefRequest = { empfaenger: 'KUNDE' | 'GESELLSCHAFT'; betreff: string; text: string };

const line = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

/**
 * 'Brief erstellen': the letter on the broker's letterhead (sender: the contract's broker), to the
 * customer or the insurer, as a DIN 5008 PDF; filed in the contract's Korrespondenz and as a
 * Schriftverkehr item of the postbox, in one transaction with the change log.
 */
export async function createBrief(db: Db, blobs: BlobStore, actor: Actor, contractId: number, body: BriefRequest) {
  const contract = await findVisibleContract(db, actor, contractId);
  authorize(actor, canWriteMail);
  const [[broker], [customer], [company]] = await Promise.all([
    db.select().from(brokers).where(eq(brokers.id, contract.brokerId)),
    db.select().from(customers).where(eq(customers.id, contract.customerId)),
    db.select().from(companies).where(eq(companies.id, contract.gesellschaftId)),
  ]);
  if (!broker || !customer || !company) {
    throw new AppError('NOT_FOUND');
  }
  const toCustomer = body.empfaenger === 'KUNDE';
  const empfaenger = toCustomer
    ? [
        customer.firma ?? line(customer.anrede, customer.titel, customer.vorname, customer.name),
        line(customer.strasse, customer.hausnr),
        line(customer.plz, customer.ort),
      ]
    : [company.kurzname, company.strasse ?? '', line(company.plz, company.ort)];
  const datum = todayInGermany();
  const bytes = await renderBrief({
    absender: {
      name: broker.firma ?? line(broker.vorname, broker.name),
      strasse: broker.strasse ?? '',
      plzOrt: line(broker.plz, broker.ort),
      telefon: broker.telefon,
      email: broker.email,
    },
    empfaenger: empfaenger.filter((l) => l.trim() !== ''),
    ort: broker.ort ?? '',
    datum,
    betreff: body.betreff,
    bezug: `Versicherungsnummer ${contract.nummer}`,
    text: body.text,
  });
  const info = await blobs.put(Readable.from([Buffer.from(bytes)]), { maxBytes: Number.MAX_SAFE_INTEGER });
  const fileName = `${safeFileName(`Brief ${body.betreff}`).slice(0, 180) || 'Brief'}.pdf`;
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .insert(documents)
      .values({
        brokerId: contract.brokerId,
        customerId: contract.customerId,
        contractId: contract.id,
        nodeId: 'KORRESPONDENZ',
        bezeichnung: `Brief: ${body.betreff}`.slice(0, 200),
        datum,
        createdByUserId: actor.viewed.id,
      })
      .returning({ id: documents.id });
    const documentId = doc?.id as number;
    const [file] = await tx
      .insert(documentFiles)
      .values({
        documentId,
        blobHash: info.hash,
        size: info.size,
        mimeType: 'application/pdf',
        fileName,
        originalFileName: fileName,
        createdByUserId: actor.viewed.id,
      })
      .returning({ id: documentFiles.id });
    const fileId = file?.id as number;
    await tx.update(documentFiles).set({ lineageId: fileId }).where(eq(documentFiles.id, fileId));
    const [item] = await tx
      .insert(communications)
      .values({
        brokerId: contract.brokerId,
        customerId: contract.customerId,
        contractId: contract.id,
        category: 'SCHRIFTVERKEHR',
        extern: false,
        subject: body.betreff,
        bodyHtml: textToHtml(body.text),
        toAddresses: [empfaenger[0] ?? ''],
        companyId: toCustomer ? null : company.id,
        createdByUserId: actor.viewed.id,
      })
      .returning({ id: communications.id });
    const commId = item?.id as number;
    await tx.insert(communicationAttachments).values({
      communicationId: commId,
      blobHash: info.hash,
      size: info.size,
      mimeType: 'application/pdf',
      fileName,
    });
    await writeChangeLog(tx, actor, { type: 'kommunikation', id: commId }, [
      { field: 'angelegt', oldValue: null, newValue: `Brief an ${empfaenger[0] ?? ''}: ${body.betreff}` },
    ]);
    await writeChangeLog(tx, actor, { type: 'dokument', id: documentId }, [
      { field: 'angelegt', oldValue: null, newValue: fileName },
    ]);
    return { commId, documentId, fileId, fileName };
  });
}
