import {
  type Actor,
  AppError,
  acceptsUploads,
  canManageDocuments,
  DOKUMENT_LIMITS,
  type DokumentNodeId,
  type DokumentScope,
  dokumentNodeLabel,
  formatDate,
  todayInGermany,
  type UploadInput,
  type UploadResult,
} from '@maklerwerk/domain';
import { findVisibleReport, REPORT_NOT_FOUND } from '../../auth/damage-report-access';
import type { Db } from '../../db/client';
import { BlobTooLargeError } from '../../files/blob-errors';
import type { BlobStore } from '../../files/blob-store';
import { ImageTooLargeError } from '../../files/image-limits';
import { type IncomingFile, type StoredFile, storeFile } from '../../files/store-upload';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';

export type { IncomingFile };

import { type Archive, findVisibleDocument, resolveArchive } from './dokument.access';
import * as repo from './dokument.repository';

function withoutExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

export type UploadTarget = {
  scope: DokumentScope;
  id?: number | undefined;
  nodeId: DokumentNodeId;
  bezeichnung?: string | undefined;
  datum?: string | undefined;
  schadenId?: number | undefined;
};

/**
 * The additional inputs of an upload (spec §7): the date of the documents (today by default) and, in
 * a contract's Schadensunterlagen, the damage report they belong to.
 */
export async function uploadInputs(db: Db, actor: Actor, target: UploadTarget): Promise<{ inputs: UploadInput[] }> {
  const archive = await resolveUploadTarget(db, actor, target);
  const inputs: UploadInput[] = [{ key: 'datum', label: 'Datum', type: 'DATE', value: todayInGermany(), options: [] }];
  if (
    target.nodeId === 'SCHADENSUNTERLAGEN' &&
    archive.owner.contractId !== null &&
    archive.owner.damageReportId === null
  ) {
    const reports = await repo.damageReportsOfContract(db, archive.owner.contractId);
    inputs.push({
      key: 'schadenId',
      label: 'Schadensmeldung',
      type: 'SELECT',
      value: null,
      options: reports.map((r) => ({ value: String(r.id), label: `${r.schadennr} vom ${formatDate(r.meldedatum)}` })),
    });
  }
  return { inputs };
}

/** The damage report an upload names: one of the archive's contract, else 404. */
async function chosenDamageReport(db: Db, actor: Actor, archive: Archive, schadenId: number | undefined) {
  if (schadenId === undefined || archive.owner.damageReportId !== null) {
    return archive.owner.damageReportId;
  }
  const { report } = await findVisibleReport(db, actor, schadenId);
  if (report.contractId !== archive.owner.contractId) {
    throw new AppError('NOT_FOUND', REPORT_NOT_FOUND);
  }
  return report.id;
}

/** The folder an upload goes to, in the order of the recipe: the record (404 outside the scope), then the rule (403). */
export async function resolveUploadTarget(db: Db, actor: Actor, target: UploadTarget): Promise<Archive> {
  const archive = await resolveArchive(db, actor, target.scope, target.id);
  authorize(actor, canManageDocuments);
  if (!archive.nodeIds.includes(target.nodeId) || !acceptsUploads(target.scope, target.nodeId)) {
    throw new AppError('VALIDATION', 'In diesen Ordner können keine Dokumente hochgeladen werden.');
  }
  return archive;
}

/**
 * Streams each file of a request into the store; one over the limit (bytes, or an image's pixels) is
 * refused by name (the others go on), each stored one is saved by `save` (its document rows and change log, one transaction each).
 */
async function storeAll(
  store: BlobStore,
  files: AsyncIterable<IncomingFile>,
  maxBytes: number,
  save: (stored: StoredFile) => Promise<UploadResult['files'][number]>,
): Promise<UploadResult> {
  const result: UploadResult = { files: [], rejected: [] };
  for await (const file of files) {
    let stored: StoredFile;
    try {
      stored = await storeFile(store, file, maxBytes);
    } catch (error) {
      if (error instanceof BlobTooLargeError || error instanceof ImageTooLargeError) {
        result.rejected.push({ fileName: file.fileName, message: error.message });
        continue;
      }
      throw error;
    }
    result.files.push(await save(stored));
  }
  return result;
}

/** Each uploaded file becomes a document of the folder, with its file and change log, in one transaction. */
export async function uploadDocuments(
  db: Db,
  store: BlobStore,
  actor: Actor,
  archive: Archive,
  target: UploadTarget,
  files: AsyncIterable<IncomingFile>,
  maxBytes: number,
): Promise<UploadResult> {
  const damageReportId = await chosenDamageReport(db, actor, archive, target.schadenId);
  return storeAll(store, files, maxBytes, async (stored) => {
    const bezeichnung = (target.bezeichnung || withoutExtension(stored.fileName)).slice(0, DOKUMENT_LIMITS.bezeichnung);
    const ids = await db.transaction(async (tx) => {
      const documentId = await repo.insertDocument(tx, {
        ...archive.owner,
        damageReportId,
        nodeId: target.nodeId,
        bezeichnung,
        datum: target.datum ?? todayInGermany(),
        createdByUserId: actor.viewed.id,
      });
      const fileId = await repo.insertFile(tx, documentId, {
        blobHash: stored.hash,
        size: stored.size,
        mimeType: stored.mimeType,
        fileName: stored.fileName,
        originalFileName: stored.originalFileName,
        createdByUserId: actor.viewed.id,
      });
      await writeChangeLog(tx, actor, { type: 'dokument', id: documentId }, [
        { field: 'angelegt', oldValue: null, newValue: `${bezeichnung} (${dokumentNodeLabel[target.nodeId]})` },
        { field: 'datei', oldValue: null, newValue: stored.fileName },
      ]);
      return { documentId, fileId };
    });
    return { ...ids, fileName: stored.fileName, mimeType: stored.mimeType, size: stored.size };
  });
}

/**
 * 'Zusätzliche Dokumente': more files for a document, or with `replaces` a new version of one of its
 * files (the old one stays, superseded, downloadable from the history).
 */
export async function addFiles(
  db: Db,
  store: BlobStore,
  actor: Actor,
  target: { nodeId: DokumentNodeId; fileId: number; replaces?: number | undefined },
  files: AsyncIterable<IncomingFile>,
  maxBytes: number,
): Promise<UploadResult> {
  const anchor = await repo.findFile(db, target.fileId);
  const doc = anchor && (await findVisibleDocument(db, actor, anchor.documentId, { nodeId: target.nodeId }));
  if (!anchor || !doc) {
    throw new AppError('NOT_FOUND', 'Das Dokument wurde nicht gefunden.');
  }
  authorize(actor, canManageDocuments);
  let replaced: repo.FileRow | undefined;
  if (target.replaces !== undefined) {
    replaced = await repo.findFile(db, target.replaces);
    if (!replaced || replaced.documentId !== doc.id || replaced.supersededAt !== null) {
      throw new AppError('NOT_FOUND', 'Die Datei wurde nicht gefunden.');
    }
  }
  return storeAll(store, files, maxBytes, async (stored) => {
    const previous = replaced;
    const fileId = await db.transaction(async (tx) => {
      const locked = await repo.lockDocument(tx, doc.id);
      if (!locked || locked.removedAt !== null) {
        throw new AppError('NOT_FOUND', 'Das Dokument wurde nicht gefunden.');
      }
      if (previous) {
        const current = await repo.findFile(tx, previous.id);
        if (!current || current.supersededAt !== null) {
          throw new AppError('STALE_VERSION');
        }
        await repo.supersedeFile(tx, previous.id);
      }
      const id = await repo.insertFile(tx, doc.id, {
        blobHash: stored.hash,
        size: stored.size,
        mimeType: stored.mimeType,
        fileName: stored.fileName,
        originalFileName: stored.originalFileName,
        createdByUserId: actor.viewed.id,
        lineageId: previous ? (previous.lineageId ?? previous.id) : null,
        versionNo: previous ? previous.versionNo + 1 : 1,
      });
      await repo.updateDocument(tx, doc.id, {});
      await writeChangeLog(
        tx,
        actor,
        { type: 'dokument', id: doc.id },
        previous
          ? [
              {
                field: 'version',
                oldValue: `${previous.fileName} (Version ${previous.versionNo})`,
                newValue: `${stored.fileName} (Version ${previous.versionNo + 1})`,
              },
            ]
          : [{ field: 'datei', oldValue: null, newValue: stored.fileName }],
      );
      return id;
    });
    // Only the first file of a request replaces; further files are added beside it.
    replaced = undefined;
    return { documentId: doc.id, fileId, fileName: stored.fileName, mimeType: stored.mimeType, size: stored.size };
  });
}
