import {
  type Actor,
  AppError,
  acceptsUploads,
  canManageDocuments,
  canSeeDeletedDocuments,
  canSeeDocumentHistory,
  canSeeDocuments,
  canSeeKommunikation,
  type DokumentFilter,
  type DokumentHistory,
  type DokumentNodeId,
  type DokumentNodePage,
  type DokumentNodes,
  type DokumentScope,
  documentHeaders,
  dokumentNodeLabel,
  dokumentNodes,
  formatDate,
  headerActionsFor,
  mobileDocumentHeaders,
  nodeStatusIcons,
  onlyReleasedDocuments,
  type SaveDocumentBody,
} from '@maklerwerk/domain';
import { findVisibleFile } from '../../auth/document-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { toIsoTimestamp } from '../../lib/timestamp';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { type Archive, assertNode, findVisibleDocument, resolveArchive } from './dokument.access';
import * as repo from './dokument.repository';
import { toDokumentRow } from './dokument.rows';

export async function listNodes(
  db: Db,
  actor: Actor,
  query: { scope: DokumentScope; id?: number | undefined } & DokumentFilter,
): Promise<DokumentNodes> {
  authorize(actor, canSeeDocuments);
  const archive = await resolveArchive(db, actor, query.scope, query.id);
  const kept = keptCounting(actor, archive, query);
  const counts =
    kept.kind === 'kept'
      ? await repo.keptCountsByNode(db, kept.contractId, kept.releasedOnly)
      : await repo.countByNode(db, actor, archive, query);
  return {
    nodes: archive.nodeIds.map((nodeId) => ({
      nodeId,
      label: dokumentNodeLabel[nodeId],
      numberOfRecords: counts.get(nodeId) ?? 0,
    })),
    canUpload: canManageDocuments(actor) && archive.nodeIds.some((n) => acceptsUploads(query.scope, n)),
    canSeeDeleted: canSeeDeletedDocuments(actor),
    onlyReleased: onlyReleasedDocuments(actor),
  };
}

export async function nodePage(
  db: Db,
  actor: Actor,
  query: {
    scope: DokumentScope;
    id?: number | undefined;
    nodeId: DokumentNodeId;
    offset: number;
    limit: number;
    sort: string;
  } & DokumentFilter,
): Promise<DokumentNodePage> {
  authorize(actor, canSeeDocuments);
  const archive = await resolveArchive(db, actor, query.scope, query.id);
  assertNode(archive, query.nodeId);
  // The page, its files, the forms whose PDFs are on it (status, how to open them) and the count.
  const { rows, total, forms } = await repo.findNodePage(
    db,
    actor,
    archive,
    query,
    query.nodeId,
    query,
    keptCounting(actor, archive, query),
  );
  const documents = rows.map((r) => toDokumentRow(actor, r, forms.get(r.doc.id)));
  const statusIcons = nodeStatusIcons(actor, documents);
  const availableActions = [...new Set(documents.flatMap((d) => d.actions.map((a) => a.key)))];
  const headers = documentHeaders(actor, { statusIcons, actions: availableActions });
  return {
    nodeId: query.nodeId,
    label: dokumentNodeLabel[query.nodeId],
    headers,
    mobileHeaders: mobileDocumentHeaders(headers),
    documents,
    numberOfPages: Math.ceil(total / query.limit),
    numberOfRecords: total,
    offset: query.offset,
    limit: query.limit,
    // Marked documents go to the mail composer of a contract (issue 11).
    headerActions: headerActionsFor(actor, {
      nodeId: query.nodeId,
      scope: query.scope,
      mailAvailable: query.scope === 'vertrag' && canSeeKommunikation(actor),
    }),
    availableActions,
    availableStatusIcons: statusIcons,
    downloadColumnLabel: 'Download',
  };
}

/**
 * A contract's folder without filters counts from document_folder_counts (kept by a trigger): the
 * number the page needs without counting 10 000 rows. With any filter the query counts.
 */
function keptCounting(actor: Actor, archive: Archive, filter: DokumentFilter): repo.FolderCount {
  const unfiltered =
    filter.showSchaden &&
    !filter.fromDate &&
    !filter.toDate &&
    !filter.docLabel &&
    (!filter.showDeleted || !canSeeDeletedDocuments(actor));
  if (archive.scope !== 'vertrag' || archive.owner.contractId === null || !unfiltered) {
    return { kind: 'query' };
  }
  return { kind: 'kept', contractId: archive.owner.contractId, releasedOnly: onlyReleasedDocuments(actor) };
}

function nodeOptions(archiveNodes: readonly DokumentNodeId[]) {
  return dokumentNodes.filter((n) => archiveNodes.includes(n.nodeId)).map((n) => ({ value: n.nodeId, label: n.label }));
}

function editableNodes(doc: repo.DocumentRow): readonly DokumentNodeId[] {
  if (doc.contractId !== null) {
    return ['VERTRAGSUNTERLAGEN', 'SCHADENSUNTERLAGEN', 'KORRESPONDENZ', 'BERATUNG', 'SONSTIGES'];
  }
  return [doc.nodeId as DokumentNodeId];
}

function editInputsOf(doc: repo.DocumentRow) {
  return {
    version: doc.version,
    inputs: [
      { key: 'bezeichnung' as const, label: 'Bezeichnung', type: 'LABEL' as const, value: doc.bezeichnung },
      { key: 'datum' as const, label: 'Datum', type: 'DATE' as const, value: doc.datum },
      { key: 'bemerkung' as const, label: 'Bemerkung', type: 'TEXTAREA' as const, value: doc.bemerkung ?? '' },
      {
        key: 'nodeId' as const,
        label: 'Ordner',
        type: 'NODE' as const,
        value: doc.nodeId,
        options: nodeOptions(editableNodes(doc)),
      },
    ],
  };
}

export async function editInputs(db: Db, actor: Actor, docInfo: [DokumentNodeId, number]) {
  authorize(actor, canManageDocuments);
  const doc = await findVisibleDocument(db, actor, docInfo[1], { nodeId: docInfo[0] });
  return editInputsOf(doc);
}

export async function saveDocument(db: Db, actor: Actor, docInfo: [DokumentNodeId, number], body: SaveDocumentBody) {
  authorize(actor, canManageDocuments);
  const doc = await findVisibleDocument(db, actor, docInfo[1], { nodeId: docInfo[0] });
  if (body.version !== doc.version) {
    throw new AppError('STALE_VERSION');
  }
  if (!editableNodes(doc).includes(body.nodeId)) {
    throw new AppError('VALIDATION', undefined, { nodeId: 'Bitte wählen Sie einen Ordner dieses Archivs aus.' });
  }
  const bemerkung = body.bemerkung === '' ? null : (body.bemerkung ?? null);
  const changes = [
    ...(doc.bezeichnung !== body.bezeichnung
      ? [{ field: 'bezeichnung' as const, oldValue: doc.bezeichnung, newValue: body.bezeichnung }]
      : []),
    ...(doc.datum !== body.datum
      ? [{ field: 'datum' as const, oldValue: formatDate(doc.datum), newValue: formatDate(body.datum) }]
      : []),
    ...(doc.bemerkung !== bemerkung
      ? [{ field: 'bemerkung' as const, oldValue: doc.bemerkung, newValue: bemerkung }]
      : []),
    ...(doc.nodeId !== body.nodeId
      ? [
          {
            field: 'ordner' as const,
            oldValue: dokumentNodeLabel[doc.nodeId as DokumentNodeId],
            newValue: dokumentNodeLabel[body.nodeId],
          },
        ]
      : []),
  ];
  if (changes.length > 0) {
    await db.transaction(async (tx) => {
      const hit = await repo.updateDocumentVersioned(tx, doc.id, body.version, {
        bezeichnung: body.bezeichnung,
        datum: body.datum,
        bemerkung,
        nodeId: body.nodeId,
      });
      if (!hit) {
        throw new AppError('STALE_VERSION');
      }
      await writeChangeLog(tx, actor, { type: 'dokument', id: doc.id }, changes);
    });
  }
  const saved = await repo.findDocument(db, doc.id);
  return editInputsOf(saved ?? doc);
}

export async function history(db: Db, actor: Actor, docInfo: [DokumentNodeId, number]): Promise<DokumentHistory> {
  authorize(actor, canSeeDocumentHistory);
  const doc = await findVisibleDocument(db, actor, docInfo[1], { nodeId: docInfo[0], includeRemoved: true });
  const files = await repo.fileHistory(db, doc.id);
  return {
    documentId: doc.id,
    nodeId: doc.nodeId as DokumentNodeId,
    bezeichnung: doc.bezeichnung,
    exists: doc.removedAt === null,
    vertragId: doc.contractId,
    versions: files.map(({ file, createdBy }) => ({
      fileId: file.id,
      versionNo: file.versionNo,
      fileName: file.fileName,
      mimeType: file.mimeType,
      size: Number(file.size),
      createdAt: toIsoTimestamp(file.createdAt),
      createdBy,
      current: file.supersededAt === null,
    })),
  };
}

export { findVisibleFile };

export async function fileInfo(db: Db, actor: Actor, nodeId: DokumentNodeId, fileId: number) {
  authorize(actor, canSeeDocumentHistory);
  const { file } = await findVisibleFile(db, actor, nodeId, fileId);
  return { documentId: file.documentId, fileId: file.id, fileName: file.fileName };
}

/** Files for attachments (mail, appointment): the file ids are stable (content never changes). */
export async function tempFiles(db: Db, actor: Actor, items: { nodeId: DokumentNodeId; fileId: number }[]) {
  authorize(actor, canSeeDocuments);
  const out: { id: number; name: string }[] = [];
  for (const item of items) {
    const { file } = await findVisibleFile(db, actor, item.nodeId, item.fileId);
    out.push({ id: file.id, name: file.fileName });
  }
  return out;
}
