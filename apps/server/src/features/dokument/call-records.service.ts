import {
  type Actor,
  CALL_RECORDS_LIMIT,
  type CallRecords,
  canSeeCallRecords,
  type DokumentNodeId,
  HINWEIS,
} from '@maklerwerk/domain';
import { findVisibleDocument } from '../../auth/document-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { htmlToPlainText } from '../../lib/sanitize-html';
import { toIsoTimestamp } from '../../lib/timestamp';
import { contractCalls } from './call-records.repository';

/**
 * Spec §7 'retrieve additional documents (call records)' (decision 0046): the document must be visible
 * (404), the actor an office user who sees the postbox (403); then the calls recorded in the postbox of
 * the document's contract. A document without a contract has none. Audio recordings need a telephone
 * system Maklerwerk does not have: the answer says so (hinweis).
 */
export async function callRecords(db: Db, actor: Actor, docInfo: [DokumentNodeId, number]): Promise<CallRecords> {
  const doc = await findVisibleDocument(db, actor, docInfo[1], { nodeId: docInfo[0] });
  authorize(actor, canSeeCallRecords);
  const rows = doc.contractId === null ? [] : await contractCalls(db, doc.contractId, CALL_RECORDS_LIMIT);
  return {
    documentId: doc.id,
    vertragId: doc.contractId,
    items: rows.slice(0, CALL_RECORDS_LIMIT).map((row) => {
      const d = row.details ?? {};
      return {
        commId: row.id,
        date: toIsoTimestamp(row.date),
        subject: row.subject,
        notiz: htmlToPlainText(row.bodyHtml),
        nummer: typeof d.nummer === 'string' ? d.nummer : null,
        richtung: d.richtung === 'EINGEHEND' || d.richtung === 'AUSGEHEND' ? d.richtung : null,
        dauerMinuten: typeof d.dauerMinuten === 'number' ? d.dauerMinuten : null,
        createdBy: row.createdBy,
      };
    }),
    more: rows.length > CALL_RECORDS_LIMIT,
    hinweis: HINWEIS.gespraechsaufzeichnungen,
  };
}
