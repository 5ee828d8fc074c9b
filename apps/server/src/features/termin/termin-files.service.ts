import { type Actor, AppError, canWriteTermine, type TerminFile } from '@maklerwerk/domain';
import type { Db } from '../../db/client';
import type { StoredFile } from '../../files/store-upload';
import { authorize } from '../../lib/authorize';
import * as repo from './termin.repository';
import { findVisible } from './termin-read.service';

// Attachments of items (termin-files.routes.ts): an upload waits unbound until the item is saved.

/** Records a stored upload of the viewer, not yet bound to an item. */
export async function recordUpload(db: Db, actor: Actor, stored: StoredFile): Promise<TerminFile> {
  authorize(actor, canWriteTermine);
  const row = await repo.insertFile(db, {
    sha256: stored.hash,
    fileName: stored.fileName,
    mimeType: stored.mimeType,
    size: stored.size,
    uploadedByUserId: actor.viewed.id,
  });
  return {
    id: row.id,
    label: row.fileName,
    fileName: row.fileName,
    uploaded: new Date(row.uploadedAt).toISOString(),
    copyFileId: null,
    size: Number(row.size),
  };
}

/** An attachment of an item the viewer sees; 404 for another item's file or an item out of sight. */
export async function findAttachment(db: Db, actor: Actor, sid: number, fileId: number) {
  await findVisible(db, actor, sid);
  const file = await repo.findFile(db, sid, fileId);
  if (!file) {
    throw new AppError('NOT_FOUND', 'Die Datei wurde nicht gefunden.');
  }
  return { blobHash: file.sha256, size: Number(file.size), mimeType: file.mimeType, fileName: file.fileName };
}
