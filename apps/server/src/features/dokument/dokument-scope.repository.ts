import {
  type Actor,
  canSeeDeletedDocuments,
  type DokumentFilter,
  type DokumentScope,
  onlyReleasedDocuments,
} from '@maklerwerk/domain';
import { and, eq, gte, ilike, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { officeScope } from '../../auth/access.repository';
import { contractScope } from '../../auth/data-scope.repository';
import { asIs, type Bind } from '../../db/named-statement';
import { contracts, documents } from '../../db/schema';

// The conditions that say which documents an archive holds and which of them a request shows.
// dokument.access.ts resolves the archive's owner through the viewer's scope first (404 outside it);
// the queries of dokument.repository.ts build their conditions here from that archive.

/** Where new documents of an archive go, and who owns them. */
export type ArchiveOwner = {
  brokerId: number | null;
  customerId: number | null;
  contractId: number | null;
  damageReportId: number | null;
};

/** What the conditions need of a resolved archive (dokument.access.ts `Archive`). */
export type ArchiveKey = { scope: DokumentScope; owner: ArchiveOwner };

/** The ids of an archive's owner, found by resolveArchive: missing only if the archive was not resolved. */
function ownerId(id: number | null): number {
  if (id === null) {
    throw new Error('The archive has no owner of its kind.');
  }
  return id;
}

/**
 * Which documents an archive holds (`where`), and whether a document's contract lies in the viewer's
 * scope (`contractVisible`, its damage report can then be opened): true in a contract's or damage
 * report's archive, which were found through that scope; asked per row in a customer's archive,
 * which lists all his contracts' documents.
 */
export function archiveConditions(
  actor: Actor,
  archive: ArchiveKey,
  bind: Bind = asIs,
): { where: SQL; contractVisible: SQL } {
  const { owner } = archive;
  switch (archive.scope) {
    case 'vertrag':
      return { where: eq(documents.contractId, bind('owner', ownerId(owner.contractId))), contractVisible: sql`true` };
    case 'schaden':
      return {
        where: eq(documents.damageReportId, bind('owner', ownerId(owner.damageReportId))),
        contractVisible: sql`true`,
      };
    case 'kunde':
      // All his contracts' documents and his own without a contract (an investor profile's PDF in
      // Beratung); his Posteingang is not among the folders.
      return {
        where: eq(documents.customerId, bind('owner', ownerId(owner.customerId))),
        contractVisible: sql`EXISTS (SELECT 1 FROM ${contracts} WHERE ${contracts.id} = ${documents.contractId}
          AND ${contractScope(actor, bind)})`,
      };
    case 'eigene':
    case 'posteingang': {
      const nodeId = archive.scope === 'eigene' ? 'EIGENE_DOKUMENTE' : 'POSTEINGANG';
      return {
        where: and(officeScope(actor), eq(documents.nodeId, nodeId), isNull(documents.contractId)) as SQL,
        contractVisible: sql`false`,
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

/** An archive's documents that a request shows: the archive's condition and the request's filters. */
export function archiveDocuments(actor: Actor, archive: ArchiveKey, filter: DokumentFilter, bind: Bind = asIs): SQL {
  return and(archiveConditions(actor, archive, bind).where, visibleDocuments(actor, filter, bind)) as SQL;
}
