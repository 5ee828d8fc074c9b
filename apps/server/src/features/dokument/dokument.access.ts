import {
  type Actor,
  AppError,
  contractNodeIds,
  type DokumentNodeId,
  type DokumentScope,
  isCustomerKind,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import { findVisibleCustomer } from '../../auth/customer-access';
import { findVisibleReport } from '../../auth/damage-report-access';
import { DOCUMENT_NOT_FOUND } from '../../auth/document-access';
import type { Executor } from '../../db/client';
import type { ArchiveOwner } from './dokument-scope.repository';

export type { ArchiveOwner };

/**
 * An archive whose owner was found through the viewer's scope: its folders and who owns new documents.
 * Which documents it holds is a condition of its repository (dokument-scope.repository.ts).
 */
export type Archive = {
  scope: DokumentScope;
  nodeIds: readonly DokumentNodeId[];
  owner: ArchiveOwner;
};

/** A folder of the archive, else 404. */
export function assertNode(archive: Archive, nodeId: DokumentNodeId): void {
  if (!archive.nodeIds.includes(nodeId)) {
    throw new AppError('NOT_FOUND', 'Den Ordner gibt es in diesem Archiv nicht.');
  }
}

/**
 * Resolves an archive through the scope of its owner: a contract, damage report or customer outside
 * the viewer's scope answers 404 (from findVisible…). Customers only reach their contracts' archives.
 */
export async function resolveArchive(
  db: Executor,
  actor: Actor,
  scope: DokumentScope,
  id: number | undefined,
): Promise<Archive> {
  const customer = isCustomerKind(actor.viewed);
  const needId = () => {
    if (id === undefined) {
      throw new AppError('VALIDATION', 'Bitte geben Sie an, wessen Dokumente gezeigt werden sollen.');
    }
    return id;
  };
  switch (scope) {
    case 'vertrag': {
      const contract = await findVisibleContract(db, actor, needId());
      return {
        scope,
        nodeIds: contractNodeIds,
        owner: {
          brokerId: contract.brokerId,
          customerId: contract.customerId,
          contractId: contract.id,
          damageReportId: null,
        },
      };
    }
    case 'schaden': {
      const { report, contract } = await findVisibleReport(db, actor, needId());
      return {
        scope,
        nodeIds: ['SCHADENSUNTERLAGEN'],
        owner: {
          brokerId: contract.brokerId,
          customerId: contract.customerId,
          contractId: contract.id,
          damageReportId: report.id,
        },
      };
    }
    case 'kunde': {
      const row = await findVisibleCustomer(db, actor, needId());
      return {
        scope,
        // His Posteingang is not among the folders. Customers see released contract documents only.
        nodeIds: contractNodeIds,
        owner: { brokerId: row.brokerId, customerId: row.id, contractId: null, damageReportId: null },
      };
    }
    case 'eigene':
    case 'posteingang': {
      if (customer) {
        throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
      }
      const nodeId = scope === 'eigene' ? 'EIGENE_DOKUMENTE' : 'POSTEINGANG';
      return {
        scope,
        nodeIds: [nodeId],
        owner: { brokerId: actor.viewed.brokerId, customerId: null, contractId: null, damageReportId: null },
      };
    }
  }
}

export { DOCUMENT_NOT_FOUND, findVisibleDocument } from '../../auth/document-access';
