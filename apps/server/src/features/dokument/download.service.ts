import { randomBytes } from 'node:crypto';
import {
  type Actor,
  AppError,
  canManageDocuments,
  canSeeDocuments,
  DOKUMENT_FILE_ROUTES,
  type DokumentFilter,
  type DokumentNodeId,
  type DokumentScope,
  type DokumentSelection,
  type DownloadList,
  dokumentNodeLabel,
} from '@maklerwerk/domain';
import type { Db } from '../../db/client';
import { DOWNLOAD_TOKEN_TTL_SECONDS, signDownloadToken, verifyDownloadToken } from '../../files/download-token';
import { appSecret } from '../../lib/app-secret';
import { authorize } from '../../lib/authorize';
import * as repo from './dokument.repository';
import { findVisibleFile } from './dokument.service';
import { assertRunnableSelection, resolveSelection } from './dokument-actions.service';
import * as bundles from './download.repository';

/** A ZIP address stays valid this long after the modal asked for it. */
const BUNDLE_MINUTES = 10;
const LINK_EXPIRED = 'Der Download-Link ist ungültig oder abgelaufen.';

/** The key of the signed download links (lib/app-secret.ts). */
export const downloadTokenSecret = (db: Db): Promise<string> => appSecret(db, 'download-token');

/** One file the session downloads or shows (`/download_service/docInfo`): the archive right, then the scope. */
export async function fileToDownload(db: Db, actor: Actor, nodeId: DokumentNodeId, fileId: number) {
  authorize(actor, canSeeDocuments);
  return (await findVisibleFile(db, actor, nodeId, fileId)).file;
}

/** A link to one file that works outside the app for ten minutes (a new tab, a mail); no session token in it. */
export async function createDownloadLink(db: Db, actor: Actor, nodeId: DokumentNodeId, fileId: number) {
  authorize(actor, canManageDocuments);
  const { file } = await findVisibleFile(db, actor, nodeId, fileId);
  const token = signDownloadToken(await downloadTokenSecret(db), {
    documentId: file.documentId,
    versionNo: file.id,
    userId: actor.original.id,
  });
  const expiresAt = new Date(Date.now() + DOWNLOAD_TOKEN_TTL_SECONDS * 1000).toISOString();
  return { url: `${DOKUMENT_FILE_ROUTES.link}?token=${encodeURIComponent(token)}`, expiresAt };
}

/** The file a signed link names (versionNo carries the file id), or 404 when the link is bad or expired. */
export async function fileOfLink(db: Db, token: string): Promise<repo.FileRow> {
  const claims = verifyDownloadToken(await downloadTokenSecret(db), token);
  const file = claims && (await repo.findFile(db, claims.versionNo));
  const doc = file && (await repo.findDocument(db, file.documentId));
  if (!claims || !file || !doc || file.documentId !== claims.documentId || doc.removedAt !== null) {
    throw new AppError('NOT_FOUND', LINK_EXPIRED);
  }
  return file;
}

/** The multi-file modal: the chosen documents' current files, and the address of their ZIP. */
export async function downloadList(
  db: Db,
  actor: Actor,
  body: {
    scope: DokumentScope;
    id?: number | undefined;
    nodeId: DokumentNodeId;
    selection: DokumentSelection;
    filter: DokumentFilter;
  },
): Promise<DownloadList> {
  authorize(actor, canSeeDocuments);
  const docs = await resolveSelection(db, actor, body);
  assertRunnableSelection(docs);
  const names = new Map(docs.map((d) => [d.id, d]));
  const files = (
    await repo.currentFiles(
      db,
      docs.map((d) => d.id),
    )
  ).filter((f) => names.has(f.documentId));
  if (files.length === 0) {
    return { files: [], zipUrl: null };
  }
  const token = randomBytes(24).toString('base64url');
  await bundles.insertBundle(db, {
    token,
    userId: actor.original.id,
    fileIds: files.map((f) => f.id),
    name: dokumentNodeLabel[body.nodeId],
    minutes: BUNDLE_MINUTES,
  });
  return {
    files: files.map((f) => ({ fileId: f.id, documentId: f.documentId, name: f.fileName, size: Number(f.size) })),
    zipUrl: `${DOKUMENT_FILE_ROUTES.zip}?bundle=${token}`,
  };
}

/** The files of a ZIP bundle: only for the login that asked for it, only while it is valid. */
export async function bundleFiles(
  db: Db,
  actor: Actor,
  token: string,
): Promise<{ name: string; files: repo.FileRow[] }> {
  authorize(actor, canSeeDocuments);
  const bundle = await bundles.findValidBundle(db, token, actor.original.id);
  if (!bundle) {
    throw new AppError('NOT_FOUND', LINK_EXPIRED);
  }
  const byId = new Map((await repo.findFilesByIds(db, bundle.fileIds)).map((f) => [f.id, f]));
  return { name: bundle.name, files: bundle.fileIds.flatMap((id) => byId.get(id) ?? []) };
}
