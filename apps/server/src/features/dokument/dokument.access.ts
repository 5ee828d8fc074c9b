import {
  type Actor,
  AppError,
  canSeeDeletedDocuments,
  contractNodeIds,
  type DokumentFilter,
  type DokumentNodeId,
  type DokumentScope,
  isCustomerKind,
  onlyReleasedDocuments,
} from '@maklerwerk/domain';
import { and, eq, gte, ilike, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { findVisibleContract } from '../../auth/contract-access';
import { findVisibleCustomer } from '../../auth/customer-access';
import { contractScope } from '../../auth/data-scope.repository';
import { DOCUMENT_NOT_FOUND, officeScope } from '../../auth/document-access';
import type { Executor } from '../../db/client';
import { asIs, type Bind } from '../../db/named-statement';
import { contracts, documents } from '../../db/schema';
import { findVisibleDamageReport } from './dokument.repository';

/** Where new documents of an archive go, and who owns them. */
export type ArchiveOwner = {
  brokerId: number | null;
  customerId: number | null;
  contractId: number | null;
  damageReportId: number | null;
};

export type Archive = {
  scope: DokumentScope;
  /** Documents of this archive (without the filters of a request). */
  where: SQL;
  /**
   * Whether a document's contract lies in the viewer's scope (its damage report can then be opened): true
   * in a contract's or damage report's archive, which were found through that scope; asked per row in
   * a customer's archive, which lists all his contracts' documents.
   */
  contractVisible: SQL;
  nodeIds: readonly DokumentNodeId[];
  owner: ArchiveOwner;
};

/**
 * Resolves an archive through the scope of its owner: a contract, damage report or customer outside
 * the viewer's scope answers 404 (from findVisible…). Customers only reach their contracts' archives.
 */
export async function resolveArchive(
  db: Executor,
  actor: Actor,
  scope: DokumentScope,
  id: number | undefined,
  bind: Bind = asIs,
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
        where: eq(documents.contractId, bind('owner', contract.id)),
        contractVisible: sql`true`,
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
      const { report, contract } = await findVisibleDamageReport(db, actor, needId());
      return {
        scope,
        where: eq(documents.damageReportId, bind('owner', report.id)),
        contractVisible: sql`true`,
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
        // All his contracts' documents and his own without a contract (an investor profile's PDF in
        // Beratung); his Posteingang is not among the folders. Customers see released contract documents only.
        where: eq(documents.customerId, bind('owner', row.id)),
        contractVisible: sql`EXISTS (SELECT 1 FROM ${contracts} WHERE ${contracts.id} = ${documents.contractId}
          AND ${contractScope(actor, bind)})`,
        nodeIds: contractNodeIds,
        owner: { brokerId: row.brokerId, customerId: row.id, contractId: null, damageReportId: null },
      };
    }
    case 'eigene':
    case 'posteingang': {
      if (customer) {
        throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
      }
      const nodeId: DokumentNodeId = scope === 'eigene' ? 'EIGENE_DOKUMENTE' : 'POSTEINGANG';
      return {
        scope,
        where: and(officeScope(actor), eq(documents.nodeId, nodeId), isNull(documents.contractId)) as SQL,
        contractVisible: sql`false`,
        nodeIds: [nodeId],
        owner: { brokerId: actor.viewed.brokerId, customerId: null, contractId: null, damageReportId: null },
      };
    }
  }
}

/** The filters of a request plus what the viewer may never see (customers: released only; deleted: staff only). */
export function visibleDocuments(actor: Actor, filter: DokumentFilter, bind: Bind = asIs): SQL {
  const parts: (SQL | undefined)[] = [];
  if (!filter.showDeleted || !canSeeDeletedDocuments(actor)) {
    parts.push(isNull(documents.removedAt));
  }
  if (onlyReleasedDocuments(actor)) {
    parts.push(eq(documents.kundenFreigabe, true), isNotNull(documents.contractId), isNull(documents.removedAt));
  }
  if (!filter.showSchaden) {
    parts.push(isNull(documents.damageReportId));
  }
  if (filter.fromDate) {
    parts.push(gte(documents.datum, bind('fromDate', filter.fromDate)));
  }
  if (filter.toDate) {
    parts.push(lte(documents.datum, bind('toDate', filter.toDate)));
  }
  if (filter.docLabel) {
    const label = `%${filter.docLabel.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(ilike(documents.bezeichnung, bind('docLabel', label)));
  }
  return and(...parts) ?? sql`true`;
}

export { DOCUMENT_NOT_FOUND, findVisibleDocument } from '../../auth/document-access';
