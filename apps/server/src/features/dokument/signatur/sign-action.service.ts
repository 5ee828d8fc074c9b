import { Readable } from 'node:stream';
import {
  type Actor,
  AppError,
  type ChangeLogRecordType,
  type ConcatSignResult,
  canRequestSignatures,
  canSeeChangeLogField,
  changeLogFieldLabel,
  type DokumentNodeId,
  dokumentNodeLabel,
  isSubmitted,
  type PictureAttachments,
  SIGNATURE_FLAG_KOMPLETT,
  type SignActionResult,
  type SignaturStatus,
  signWorkspaceUrl,
  type WebserviceWarning,
} from '@maklerwerk/domain';
import { findVisibleFile } from '../../../auth/document-access';
import type { Db, Executor } from '../../../db/client';
import type { BlobStore } from '../../../files/blob-store';
import { authorize } from '../../../lib/authorize';
import { writeChangeLog } from '../../../repositories/aenderungslog.writer';
import { concatenatePdfInWorker } from '../../../workers/decode-tasks';
import { findVisibleDocument } from '../dokument.access';
import * as docs from '../dokument.repository';
import { readBlob } from './read-blob';
import * as repo from './signatur.repository';

const PDF = 'application/pdf';

async function policyNumber(db: Executor, contractId: number | null): Promise<string> {
  if (contractId === null) {
    return '';
  }
  return repo.contractNumber(db, contractId);
}

/**
 * The contract's data changed after the document was made (or sent for signing): the user should
 * know before anybody signs it. One line per field, its newest value.
 */
async function webserviceWarnings(
  db: Executor,
  actor: Actor,
  doc: docs.DocumentRow,
  since: string,
): Promise<WebserviceWarning[]> {
  if (doc.contractId === null || isSubmitted(doc.signaturStatus as SignaturStatus | null)) {
    return [];
  }
  const changes = await repo.contractChangesSince(db, doc.contractId, since);
  const latest = new Map<string, string>();
  // A field the viewer may not read in the change log (issue 35) is no warning for him either.
  for (const c of changes.filter((c) => canSeeChangeLogField(actor, c.recordType as ChangeLogRecordType, c.field))) {
    const label = changeLogFieldLabel(c.recordType as ChangeLogRecordType, c.field);
    latest.delete(label);
    latest.set(label, c.newValue === null || c.newValue === '' ? '—' : c.newValue);
  }
  return [...latest].map(([key, value]) => ({ key, value }));
}

/**
 * `documentSignAction` (spec §7): the files of the row with what the client needs to decide (spec §4):
 * a url where signing continues, the flag KOMPLETT once submitted, the picture-attachment flag.
 */
export async function signAction(db: Db, actor: Actor, docInfo: [DokumentNodeId, number]): Promise<SignActionResult> {
  authorize(actor, canRequestSignatures);
  const { doc } = await findVisibleFile(db, actor, docInfo[0], docInfo[1]);
  if (doc.removedAt !== null) {
    throw new AppError('NOT_FOUND', 'Das Dokument wurde nicht gefunden.');
  }
  const files = await docs.currentFiles(db, [doc.id]);
  const nummer = await policyNumber(db, doc.contractId);
  const submitted = isSubmitted(doc.signaturStatus as SignaturStatus | null);
  const open = await repo.latestRequest(db, doc.id);
  const since = open?.state === 'OFFEN' ? open.createdAt : (files[0]?.createdAt ?? doc.createdAt);
  return {
    signatures: files.map((file) => {
      const pdf = file.mimeType === PDF;
      return {
        url: pdf && doc.signaturGeeignet ? signWorkspaceUrl(doc.nodeId, doc.id) : null,
        fileName: file.fileName,
        signaturStatus: submitted ? SIGNATURE_FLAG_KOMPLETT : doc.signaturStatus,
        isPictureAttach: pdf && doc.bildAnhang,
        signoElement: {
          PARAMETER_DOK_ID: String(doc.id),
          PARAMETER_ANTRAGSNR_INTERN: nummer,
          PARAMETER_ANTRAGSDATEN_PDF_ID: String(file.id),
        },
      };
    }),
    webserviceWarnings: await webserviceWarnings(db, actor, doc, since),
  };
}

export const PICTURE_ATTACH_MESSAGE =
  'Wählen Sie die Fotos und Unterlagen aus, die vor der Unterschrift an das Dokument angehängt werden. ' +
  'Das Anhängen ist dauerhaft, auch wenn danach nicht unterschrieben wird.';

/** `getPictureAttachments`: photos and PDFs of the contract that can be appended; appended ones ticked. */
export async function pictureAttachments(db: Db, actor: Actor, documentId: number): Promise<PictureAttachments> {
  authorize(actor, canRequestSignatures);
  const doc = await findVisibleDocument(db, actor, documentId);
  if (doc.contractId === null) {
    return { attachments: [], pictureAttachMsg: PICTURE_ATTACH_MESSAGE, webServiceMsg: null, messages: [] };
  }
  const rows = await repo.attachableDocuments(db, doc.contractId, doc.id);
  return {
    attachments: rows.map((r) => ({
      id: r.id,
      filename: r.fileName,
      bezeichnung: r.bezeichnung,
      herkunft: dokumentNodeLabel[r.nodeId as DokumentNodeId] ?? r.nodeId,
      appended: r.appendedAt !== null,
    })),
    pictureAttachMsg: PICTURE_ATTACH_MESSAGE,
    webServiceMsg: null,
    messages: [],
  };
}

/**
 * `additionalDocumentsConcatSign`: the ticked documents become pages of the document (a new version;
 * images fitted to A4) and stay appended even if nobody signs. Answers where signing continues, or an
 * errorMessage the client shows in its error modal.
 */
export async function concatSign(
  db: Db,
  store: BlobStore,
  actor: Actor,
  body: { concatIds: number[]; dokId: number; antragsdatenPdfId: number },
): Promise<ConcatSignResult> {
  authorize(actor, canRequestSignatures);
  const doc = await findVisibleDocument(db, actor, body.dokId);
  const fail = (errorMessage: string): ConcatSignResult => ({ signoUri: null, errorMessage });
  const main = await repo.mainFile(db, doc.id);
  if (!main || main.mimeType !== PDF) {
    return fail('Das Dokument ist kein PDF und kann nicht zusammengeführt werden.');
  }
  if (main.id !== body.antragsdatenPdfId) {
    return fail('Das Dokument wurde inzwischen geändert. Bitte öffnen Sie die Unterschrift erneut.');
  }
  if (isSubmitted(doc.signaturStatus as SignaturStatus | null)) {
    return fail('Das Dokument wurde bereits eingereicht');
  }
  const attachable = doc.contractId === null ? [] : await repo.attachableDocuments(db, doc.contractId, doc.id);
  const chosen = body.concatIds.map((id) => attachable.filter((a) => a.id === id));
  if (chosen.some((files) => files.length === 0)) {
    return fail('Eine der gewählten Unterlagen wurde nicht gefunden.');
  }
  const fresh = chosen.flat().filter((a) => a.appendedAt === null);
  const uri = signWorkspaceUrl(doc.nodeId, doc.id);
  if (fresh.length === 0) {
    return { signoUri: uri, errorMessage: null };
  }
  let bytes: Uint8Array;
  try {
    const parts = [];
    for (const part of fresh) {
      parts.push({ bytes: await readBlob(store, part.blobHash), mimeType: part.mimeType });
    }
    bytes = await concatenatePdfInWorker(await readBlob(store, main.blobHash), parts);
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    return fail(`Die Unterlagen konnten nicht zusammengeführt werden: ${(error as Error).message}`);
  }
  const stored = await store.put(Readable.from([Buffer.from(bytes)]), { maxBytes: Number.MAX_SAFE_INTEGER });
  const appendedIds = [...new Set(fresh.map((f) => f.id))];
  await db.transaction(async (tx) => {
    const locked = await docs.lockDocument(tx, doc.id);
    const current = await repo.mainFile(tx, doc.id);
    if (!locked || locked.removedAt !== null || current?.id !== main.id) {
      throw new AppError('STALE_VERSION');
    }
    await docs.supersedeFile(tx, main.id);
    await docs.insertFile(tx, doc.id, {
      blobHash: stored.hash,
      size: stored.size,
      mimeType: PDF,
      fileName: main.fileName,
      originalFileName: main.originalFileName,
      createdByUserId: actor.viewed.id,
      lineageId: main.lineageId ?? main.id,
      versionNo: main.versionNo + 1,
    });
    await repo.insertAppendices(tx, doc.id, appendedIds, actor.viewed.id);
    await docs.updateDocument(tx, doc.id, {});
    await writeChangeLog(tx, actor, { type: 'dokument', id: doc.id }, [
      ...fresh.map((f) => ({ field: 'anhang' as const, oldValue: null, newValue: `${f.bezeichnung} (${f.fileName})` })),
      {
        field: 'version' as const,
        oldValue: `${main.fileName} (Version ${main.versionNo})`,
        newValue: `${main.fileName} (Version ${main.versionNo + 1})`,
      },
    ]);
  });
  return { signoUri: uri, errorMessage: null };
}
