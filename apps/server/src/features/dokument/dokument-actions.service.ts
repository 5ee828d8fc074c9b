import {
  type ActionResult,
  type Actor,
  AppError,
  canManageDocuments,
  canRestoreDocuments,
  type DokumentFilter,
  type DokumentNodeId,
  type DokumentScope,
  type DokumentSelection,
  dokumentNodeLabel,
  HEADER_ACTION,
  ROW_ACTION,
  type SignaturStatus,
  SUBMIT_WARNING,
  submitOutcome,
} from '@maklerwerk/domain';
import { findVisibleReport, REPORT_NOT_FOUND } from '../../auth/damage-report-access';
import type { Db, Tx } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { assertNode, DOCUMENT_NOT_FOUND, findVisibleDocument, resolveArchive } from './dokument.access';
import * as repo from './dokument.repository';

// The archive's actions: a row action on one document (spec §4) and the header actions on marked ones.

/** The most documents one header action or ZIP takes (the selection schema allows as many ids). */
export const SELECTION_CAP = 1000;
const TOO_MANY = `Bitte wählen Sie höchstens ${SELECTION_CAP} Dokumente aus.`;

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
