import type { Actor } from '@maklerwerk/domain';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { customers, documentFiles, documents } from '../../db/schema';
import { type ArchiveKey, archiveConditions } from './dokument-scope.repository';

/** The main file of a document: its first current file. */
const mainFile = alias(documentFiles, 'main_file');
const mainFileJoin = sql`${mainFile.id} = (SELECT f.id FROM ${documentFiles} f WHERE f.document_id = ${documents.id} AND f.superseded_at IS NULL ORDER BY f.id LIMIT 1)`;

/** The Posteingang of the office (optionally of one customer), newest first, with the customer's name. */
export async function findPosteingang(
  db: Executor,
  actor: Actor,
  archive: ArchiveKey,
  page: { kundeId?: number | undefined; offset: number; limit: number },
) {
  const condition = and(
    archiveConditions(actor, archive).where,
    page.kundeId === undefined ? undefined : eq(documents.customerId, page.kundeId),
    isNull(documents.removedAt),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        doc: documents,
        fileId: mainFile.id,
        fileName: mainFile.fileName,
        size: mainFile.size,
        kundeName: sql<
          string | null
        >`nullif(trim(coalesce(${customers.vorname}, '') || ' ' || coalesce(${customers.name}, '')), '')`,
        kundeFirma: customers.firma,
        kundennr: customers.kundennr,
      })
      .from(documents)
      .innerJoin(mainFile, mainFileJoin)
      .leftJoin(customers, eq(customers.id, documents.customerId))
      .where(condition)
      .orderBy(desc(documents.datum), desc(documents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(documents).where(condition),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
