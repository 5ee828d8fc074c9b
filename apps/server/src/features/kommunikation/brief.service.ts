import { Readable } from 'node:stream';
import { type Actor, AppError, canWriteMail, todayInGermany } from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import type { BlobStore } from '../../files/blob-store';
import { safeFileName } from '../../files/zip-stream';
import { authorize } from '../../lib/authorize';
import { textToHtml } from '../../lib/sanitize-html';
import { renderBrief } from '../../pdf/brief';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { insertDocument, insertFile } from '../../repositories/archive-document';
import * as repo from './kommunikation.repository';
import { findContractParties } from './kommunikation-parties.repository';

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
  const { broker, customer, company } = await findContractParties(db, contract);
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
    const documentId = await insertDocument(tx, {
      brokerId: contract.brokerId,
      customerId: contract.customerId,
      contractId: contract.id,
      nodeId: 'KORRESPONDENZ',
      bezeichnung: `Brief: ${body.betreff}`.slice(0, 200),
      datum,
      createdByUserId: actor.viewed.id,
    });
    const fileId = await insertFile(tx, documentId, {
      blobHash: info.hash,
      size: info.size,
      mimeType: 'application/pdf',
      fileName,
      originalFileName: fileName,
      createdByUserId: actor.viewed.id,
    });
    const commId = await repo.insertCommunication(tx, {
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
    });
    await repo.insertAttachments(tx, commId, [
      { blobHash: info.hash, size: info.size, mimeType: 'application/pdf', fileName },
    ]);
    await writeChangeLog(tx, actor, { type: 'kommunikation', id: commId }, [
      { field: 'angelegt', oldValue: null, newValue: `Brief an ${empfaenger[0] ?? ''}: ${body.betreff}` },
    ]);
    await writeChangeLog(tx, actor, { type: 'dokument', id: documentId }, [
      { field: 'angelegt', oldValue: null, newValue: fileName },
    ]);
    return { commId, documentId, fileId, fileName };
  });
}
