import {
  type ActionResult,
  type Actor,
  AppError,
  acceptsUploads,
  canManageDocuments,
  canRestoreDocuments,
  canSeeDeletedDocuments,
  canSeeDocumentHistory,
  canSeeDocuments,
  canSeePostbox,
  type DokumentFilter,
  type DokumentHistory,
  type DokumentNodeId,
  type DokumentNodePage,
  type DokumentNodes,
  type DokumentScope,
  type DokumentSelection,
  documentHeaders,
  dokumentNodeLabel,
  dokumentNodes,
  formatDate,
  HEADER_ACTION,
  headerActionsFor,
  mobileDocumentHeaders,
  nodeStatusIcons,
  onlyReleasedDocuments,
  ROW_ACTION,
  type SaveDocumentBody,
  type SignaturStatus,
  SUBMIT_WARNING,
  submitOutcome,
} from '@maklerwerk/domain';
import { findVisibleReport, REPORT_NOT_FOUND } from '../../auth/damage-report-access';
import { findVisibleFile } from '../../auth/document-access';
import type { Db, Tx } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { toIsoTimestamp } from '../../lib/timestamp';
import { writeChangeLog } from '../../repositories/changelog.writer';
import { type Archive, DOCUMENT_NOT_FOUND, findVisibleDocument, resolveArchive } from './dokument.access';
import * as repo from './dokument.repository';
import { toDokumentRow } from './dokument.rows';

/** The most documents one header action or ZIP takes (the selection schema allows as many ids). */
export const SELECTION_CAP = 1000;
const TOO_MANY = `Bitte wählen Sie höchstens ${SELECTION_CAP} Dokumente aus.`;

function assertNode(archive: Archive, nodeId: DokumentNodeId): void {
  if (!archive.nodeIds.includes(nodeId)) {
    throw new AppError('NOT_FOUND', 'Den Ordner gibt es in diesem Archiv nicht.');
  }
}

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
      mailAvailable: query.scope === 'vertrag' && canSeePostbox(actor),
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

function sendDataValue(sendData: readonly { key: string; value: string }[], key: string): string | undefined {
  return sendData.find((d) => d.key === key)?.value;
}

async function softDelete(tx: Tx, actor: Actor, doc: repo.DocumentRow): Promise<void> {
  await repo.updateDocument(tx, doc.id, { removedAt: new Date().toISOString(), removedByUserId: actor.viewed.id });
  await writeChangeLog(tx, actor, { type: 'dokument', id: doc.id }, [
    { field: 'geloescht', oldValue: null, newValue: doc.bezeichnung },
  ]);
}

/**
 * A row action (spec §4): the server checks the right for each, answers a warning where the user
 * must confirm (deleting a document the customer sees), and runs it again with confirm '1'.
 */
export async function executeAction(
  db: Db,
  actor: Actor,
  body: {
    action: string;
    nodeId: DokumentNodeId;
    documentId: number;
    sendData: { key: string; value: string }[];
    confirm?: '1' | undefined;
  },
): Promise<ActionResult> {
  authorize(actor, canManageDocuments);
  const doc = await findVisibleDocument(db, actor, body.documentId, { nodeId: body.nodeId, includeRemoved: true });
  const done = (message: string): ActionResult => ({ message, warning: null });
  const record = { type: 'dokument' as const, id: doc.id };
  switch (body.action) {
    case ROW_ACTION.delete: {
      if (doc.removedAt !== null) {
        throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
      }
      if (doc.kundenFreigabe && body.confirm !== '1') {
        return {
          message: null,
          warning: {
            title: 'Dokument ist freigegeben',
            message: 'Das Dokument ist für den Kunden freigegeben. Möchten Sie es trotzdem löschen?',
          },
        };
      }
      await db.transaction((tx) => softDelete(tx, actor, doc));
      return done('Das Dokument wurde gelöscht.');
    }
    case ROW_ACTION.restore: {
      authorize(actor, canRestoreDocuments);
      if (doc.removedAt === null) {
        return done('Das Dokument ist nicht gelöscht.');
      }
      await db.transaction(async (tx) => {
        await repo.updateDocument(tx, doc.id, { removedAt: null, removedByUserId: null });
        await writeChangeLog(tx, actor, record, [
          { field: 'wiederhergestellt', oldValue: null, newValue: doc.bezeichnung },
        ]);
      });
      return done('Das Dokument wurde wiederhergestellt.');
    }
    case ROW_ACTION.release:
    case ROW_ACTION.refuse: {
      const release = body.action === ROW_ACTION.release;
      if (doc.removedAt !== null || doc.contractId === null) {
        throw new AppError('UNPROCESSABLE', 'Nur Dokumente eines Vertrags können für den Kunden freigegeben werden.');
      }
      if (doc.kundenFreigabe !== release) {
        await db.transaction(async (tx) => {
          await repo.updateDocument(tx, doc.id, { kundenFreigabe: release });
          await writeChangeLog(tx, actor, record, [
            { field: 'freigabe', oldValue: doc.kundenFreigabe ? 'ja' : 'nein', newValue: release ? 'ja' : 'nein' },
          ]);
        });
      }
      return done(
        release ? 'Das Dokument ist für den Kunden freigegeben.' : 'Die Freigabe für den Kunden wurde entzogen.',
      );
    }
    case ROW_ACTION.assignDamage: {
      const schadenId = Number(sendDataValue(body.sendData, 'schadenId'));
      if (!Number.isInteger(schadenId) || schadenId < 1) {
        throw new AppError('VALIDATION', 'Bitte wählen Sie eine Schadensmeldung aus.');
      }
      if (doc.removedAt !== null || doc.contractId === null) {
        throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
      }
      const { report } = await findVisibleReport(db, actor, schadenId);
      if (report.contractId !== doc.contractId) {
        throw new AppError('NOT_FOUND', REPORT_NOT_FOUND);
      }
      if (doc.damageReportId !== null) {
        throw new AppError('UNPROCESSABLE', 'Das Dokument ist bereits einer Schadensmeldung zugeordnet.');
      }
      await db.transaction(async (tx) => {
        await repo.updateDocument(tx, doc.id, { damageReportId: report.id, nodeId: 'SCHADENSUNTERLAGEN' });
        await writeChangeLog(tx, actor, record, [
          { field: 'schaden', oldValue: null, newValue: report.schadennr },
          ...(doc.nodeId === 'SCHADENSUNTERLAGEN'
            ? []
            : [
                {
                  field: 'ordner' as const,
                  oldValue: dokumentNodeLabel[doc.nodeId as DokumentNodeId],
                  newValue: 'Schadensunterlagen',
                },
              ]),
        ]);
      });
      return done(`Das Dokument wurde der Schadensmeldung ${report.schadennr} zugeordnet.`);
    }
    case ROW_ACTION.submit: {
      if (doc.removedAt !== null) {
        throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
      }
      const outcome = submitOutcome(doc.signaturStatus as SignaturStatus | null, body.confirm === '1');
      if (outcome.kind === 'refused') {
        throw new AppError('UNPROCESSABLE', outcome.message);
      }
      if (outcome.kind === 'ask') {
        return { message: null, warning: { ...SUBMIT_WARNING } };
      }
      await db.transaction(async (tx) => {
        const locked = await repo.lockDocument(tx, doc.id);
        if (locked?.signaturStatus !== doc.signaturStatus) {
          throw new AppError('STALE_VERSION');
        }
        await repo.updateDocument(tx, doc.id, { signaturStatus: outcome.status });
        await writeChangeLog(tx, actor, record, [
          { field: 'signatur', oldValue: doc.signaturStatus, newValue: outcome.status },
        ]);
      });
      return done(
        outcome.status === 'EINGEREICHT_ABGELEGT'
          ? 'Das Dokument ist als eingereicht abgelegt.'
          : 'Das Dokument ist als teilweise eingereicht abgelegt.',
      );
    }
    default:
      throw new AppError('VALIDATION', 'Diese Aktion gibt es nicht.');
  }
}

/** The documents a selection means: a whitelist as given, or the folder (with its filters) minus the exclusions. */
export async function resolveSelection(
  db: Db,
  actor: Actor,
  input: {
    scope: DokumentScope;
    id?: number | undefined;
    nodeId: DokumentNodeId;
    selection: DokumentSelection;
    filter: DokumentFilter;
  },
): Promise<repo.DocumentRow[]> {
  const archive = await resolveArchive(db, actor, input.scope, input.id);
  assertNode(archive, input.nodeId);
  const folder = { actor, archive, filter: input.filter, nodeId: input.nodeId };
  let ids = input.selection.ids;
  if (input.selection.mode === 'blacklist') {
    const excluded = new Set(input.selection.ids);
    ids = (await repo.findIdsInNode(db, folder, SELECTION_CAP + excluded.size)).filter((id) => !excluded.has(id));
  }
  if (ids.length > SELECTION_CAP) {
    throw new AppError('VALIDATION', TOO_MANY);
  }
  const docs = await repo.findDocumentsByIds(db, folder, ids);
  if (docs.length !== new Set(ids).size) {
    throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
  }
  return docs;
}

/**
 * Header actions on marked documents need at least one, all of them existing (vertrag-details.md §5):
 * the server refuses what the disabled button in the table only mirrors.
 */
export function assertRunnableSelection(docs: readonly repo.DocumentRow[]): void {
  if (docs.length === 0 || docs.some((d) => d.removedAt !== null)) {
    throw new AppError('UNPROCESSABLE', 'Bitte wählen Sie mindestens ein vorhandenes Dokument aus.');
  }
}

export async function executeHeaderAction(
  db: Db,
  actor: Actor,
  body: {
    headerAction: string;
    scope: DokumentScope;
    id?: number | undefined;
    nodeId: DokumentNodeId;
    selection: DokumentSelection;
    filter: DokumentFilter;
    confirm?: '1' | undefined;
  },
): Promise<ActionResult> {
  authorize(actor, canManageDocuments);
  if (body.headerAction !== HEADER_ACTION.deleteMarked) {
    throw new AppError('VALIDATION', 'Diese Aktion gibt es nicht.');
  }
  const docs = await resolveSelection(db, actor, body);
  assertRunnableSelection(docs);
  const released = docs.filter((d) => d.kundenFreigabe).length;
  if (released > 0 && body.confirm !== '1') {
    return {
      message: null,
      warning: {
        title: 'Freigegebene Dokumente',
        message: `${released === 1 ? 'Ein Dokument ist' : `${released} Dokumente sind`} für den Kunden freigegeben. Möchten Sie trotzdem löschen?`,
      },
    };
  }
  await db.transaction(async (tx) => {
    for (const doc of docs) {
      await softDelete(tx, actor, doc);
    }
  });
  return {
    message: docs.length === 1 ? 'Ein Dokument wurde gelöscht.' : `${docs.length} Dokumente wurden gelöscht.`,
    warning: null,
  };
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
