import type { Actor, DokumentFilter, DokumentNodeId } from '@maklerwerk/domain';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { executeBuiltOnce, literalLimit, placeholderBinder } from '../../db/named-statement';
import {
  damageReports,
  documentFiles,
  documentFolderCounts,
  documents,
  formularAntraege,
  formularDefinitionen,
  users,
} from '../../db/schema';
import { type ArchiveKey, archiveConditions, archiveDocuments, visibleDocuments } from './dokument-scope.repository';

export type DocumentRow = typeof documents.$inferSelect;
export type FileRow = typeof documentFiles.$inferSelect;

export async function findDocument(db: Executor, id: number): Promise<DocumentRow | undefined> {
  const rows = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return rows[0];
}

/** The contract's damage reports for the upload's choice, newest first. */
export async function damageReportsOfContract(db: Executor, contractId: number) {
  return db
    .select({ id: damageReports.id, schadennr: damageReports.schadennr, meldedatum: damageReports.meldedatum })
    .from(damageReports)
    .where(and(eq(damageReports.contractId, contractId), isNull(damageReports.removedAt)))
    .orderBy(desc(damageReports.meldedatum), desc(damageReports.id));
}

export async function lockDocument(tx: Executor, id: number): Promise<DocumentRow | undefined> {
  const rows = await tx.select().from(documents).where(eq(documents.id, id)).for('update').limit(1);
  return rows[0];
}

const creator = alias(users, 'creator');

export type PageRow = {
  doc: DocumentRow;
  fileId: number;
  fileName: string;
  originalFileName: string;
  mimeType: string;
  size: number;
  documentCount: number;
  versionCount: number;
  uploadedBy: string | null;
  schadennr: string | null;
  /** The damage report is not removed and its contract lies in the viewer's scope: its claim number links. */
  schadenSichtbar: boolean;
};

/** Counting a folder: `count(*)` over the request's filters, or the trigger-kept number of the folder. */
export type FolderCount = { kind: 'query' } | { kind: 'kept'; contractId: number; releasedOnly: boolean };

function keptCount(releasedOnly: boolean): SQL {
  const n = releasedOnly ? documentFolderCounts.released : documentFolderCounts.live;
  return sql`coalesce((SELECT ${n} FROM ${documentFolderCounts}
    WHERE ${documentFolderCounts.contractId} = ${sql.placeholder('keptContract')}
      AND ${documentFolderCounts.nodeId} = ${sql.placeholder('nodeId')}), 0)`;
}

/** A document's files, oldest first: [id, file name, original name, MIME type, size, current]. */
type FileTuple = [number, string, string, string, number, boolean];

type PageShape = {
  where: SQL;
  /** The document's contract lies in the viewer's scope (Archive.contractVisible). */
  contractVisible: SQL;
  sort: string;
  limit: number;
  offset: number;
  counting: FolderCount;
};

/** The folder page's select; nodeId, the kept count's contract and the caller's placeholders are bound at execution. */
function buildNodePage(db: Executor, { where, contractVisible, sort, limit, offset, counting }: PageShape) {
  const [key, direction] = sort.split(':') as ['bezeichnung' | 'datum', 'asc' | 'desc'];
  const dir = direction === 'asc' ? asc : desc;
  const order =
    key === 'bezeichnung' ? [dir(documents.bezeichnung), dir(documents.id)] : [dir(documents.datum), dir(documents.id)];
  const condition = and(where, eq(documents.nodeId, sql.placeholder('nodeId')));
  // The uncorrelated count runs once; it reads `documents` in its own scope.
  const total =
    counting.kind === 'kept'
      ? keptCount(counting.releasedOnly)
      : sql`(SELECT count(*) FROM ${documents} WHERE ${condition})`;
  const f = documentFiles;
  const files = sql<FileTuple[] | null>`(SELECT json_agg(json_build_array(${f.id}, ${f.fileName},
      ${f.originalFileName}, ${f.mimeType}, ${f.size}, ${f.supersededAt} IS NULL) ORDER BY ${f.id})
    FROM ${f} WHERE ${f.documentId} = ${documents.id})`;
  const a = formularAntraege;
  const d = formularDefinitionen;
  const form = sql<Omit<FormOfDocument, 'documentId'> | null>`(SELECT json_build_object('id', ${a.id},
      'status', ${a.status}, 'anlegerprofilStatus', ${a.anlegerprofilStatus},
      'bestaetigtVon', ${a.anlegerprofilBestaetigtVon}, 'antragTyp', ${d.antragTyp},
      'formGroupPath', ${d.formGroupPath}, 'formPath', ${d.formPath})
    FROM ${a} JOIN ${d} ON ${d.id} = ${a.definitionId} WHERE ${a.documentId} = ${documents.id}
    ORDER BY ${a.id} DESC LIMIT 1)`;
  return {
    total,
    condition,
    query: db
      .select({
        doc: documents,
        uploadedBy: creator.displayName,
        schadennr: damageReports.schadennr,
        schadenSichtbar: sql<boolean>`(${damageReports.id} IS NOT NULL AND ${damageReports.removedAt} IS NULL
          AND ${contractVisible})`,
        files,
        form,
        total: sql<number | string>`${total}`,
      })
      .from(documents)
      .leftJoin(creator, eq(creator.id, documents.createdByUserId))
      .leftJoin(damageReports, eq(damageReports.id, documents.damageReportId))
      .where(condition)
      .orderBy(...order)
      .limit(literalLimit(limit))
      .offset(offset),
  };
}

/**
 * One page of a folder in one statement, sorted through the (owner, node, datum, id) indexes: the
 * documents with their files (main file, number of files and versions), their filled form and the
 * folder's count as subqueries. One round trip instead of three (docs/decisions/0031). The archive's
 * and the filters' values are placeholders, so the first page's statement is built once per filter
 * and sort and prepared (building it was a sixth of the request).
 */
export async function findNodePage(
  db: Executor,
  actor: Actor,
  archive: ArchiveKey,
  filter: DokumentFilter,
  nodeId: DokumentNodeId,
  page: { offset: number; limit: number; sort: string },
  counting: FolderCount = { kind: 'query' },
): Promise<{ rows: PageRow[]; total: number; forms: Map<number, FormOfDocument> }> {
  // The page's values as placeholders: its statement is built once per filter and sort.
  const { bind, values } = placeholderBinder();
  const conditions = archiveConditions(actor, archive, bind);
  const where = and(conditions.where, visibleDocuments(actor, filter, bind)) as SQL;
  const contractVisible = conditions.contractVisible;
  const shape: PageShape = {
    where,
    contractVisible,
    sort: page.sort,
    limit: page.limit,
    offset: page.offset,
    counting,
  };
  const bound = {
    ...values,
    nodeId,
    keptContract: counting.kind === 'kept' ? counting.contractId : undefined,
  };
  let built: ReturnType<typeof buildNodePage> | undefined;
  let docs: Awaited<ReturnType<ReturnType<typeof buildNodePage>['query']['execute']>>;
  if (page.offset === 0) {
    // Besides `where`, the statement's text depends on the sort, the page size and the kind of count.
    const name = ['node_page', page.sort, page.limit, counting.kind, counting.kind === 'kept' && counting.releasedOnly];
    // Both varying parts, the filter and the contract's visibility, decide the statement's key.
    const keyed = sql`${where} | ${contractVisible}`;
    docs = await executeBuiltOnce(db, name.join('|'), keyed, bound, () => buildNodePage(db, shape).query);
  } else {
    built = buildNodePage(db, shape);
    docs = await built.query.prepare('').execute(bound);
  }
  const forms = new Map<number, FormOfDocument>();
  const rows: PageRow[] = [];
  for (const { doc, uploadedBy, schadennr, schadenSichtbar, files: own, form: filled } of docs) {
    if (filled) {
      forms.set(doc.id, { ...filled, documentId: doc.id });
    }
    const current = (own ?? []).filter((file) => file[5]);
    const main = current[0];
    if (main) {
      rows.push({
        doc,
        uploadedBy,
        schadennr,
        schadenSichtbar: schadenSichtbar === true,
        fileId: main[0],
        fileName: main[1],
        originalFileName: main[2],
        mimeType: main[3],
        size: Number(main[4]),
        documentCount: current.length,
        versionCount: own?.length ?? 0,
      });
    }
  }
  const first = docs[0];
  let counted = first ? Number(first.total) : 0;
  if (!first && page.offset > 0) {
    // Past the last page: no row carries the count.
    const { total } = built ?? buildNodePage(db, shape);
    const [row] = await db
      .select({ n: sql<number | string>`${total}` })
      .from(sql`(VALUES (1)) AS one (x)`)
      .prepare('')
      .execute(bound);
    counted = Number(row?.n ?? 0);
  }
  return { rows, total: counted, forms };
}

/** The filled form whose finished PDF a document is: its status and what opens it. */
export type FormOfDocument = {
  id: number;
  documentId: number;
  status: string;
  anlegerprofilStatus: string | null;
  bestaetigtVon: number | null;
  antragTyp: string;
  formGroupPath: string;
  formPath: string;
};

/** The number of live documents per folder of a contract, as the trigger keeps it. */
export async function keptCountsByNode(
  db: Executor,
  contractId: number,
  releasedOnly: boolean,
): Promise<Map<string, number>> {
  const rows = await db.select().from(documentFolderCounts).where(eq(documentFolderCounts.contractId, contractId));
  return new Map(rows.map((r) => [r.nodeId, releasedOnly ? r.released : r.live]));
}

export async function countByNode(
  db: Executor,
  actor: Actor,
  archive: ArchiveKey,
  filter: DokumentFilter,
): Promise<Map<string, number>> {
  const where = archiveDocuments(actor, archive, filter);
  const rows = await db
    .select({ nodeId: documents.nodeId, n: count() })
    .from(documents)
    .where(where)
    .groupBy(documents.nodeId);
  return new Map(rows.map((r) => [r.nodeId, r.n]));
}

/** A folder's documents as an archive shows them with a request's filters. */
export type FolderQuery = { actor: Actor; archive: ArchiveKey; filter: DokumentFilter; nodeId: DokumentNodeId };

/** Ids of a folder's documents (a selection in blacklist mode), at most `cap`. */
export async function findIdsInNode(db: Executor, folder: FolderQuery, cap: number): Promise<number[]> {
  const where = archiveDocuments(folder.actor, folder.archive, folder.filter);
  const nodeId = folder.nodeId;
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(where, eq(documents.nodeId, nodeId)))
    .orderBy(desc(documents.datum), desc(documents.id))
    .limit(cap + 1);
  return rows.map((r) => r.id);
}

export async function findDocumentsByIds(db: Executor, folder: FolderQuery, ids: readonly number[]) {
  if (ids.length === 0) {
    return [];
  }
  const where = archiveDocuments(folder.actor, folder.archive, folder.filter);
  const nodeId = folder.nodeId;
  return db
    .select()
    .from(documents)
    .where(and(where, eq(documents.nodeId, nodeId), inArray(documents.id, [...ids])));
}

export async function currentFiles(db: Executor, documentIds: readonly number[]): Promise<FileRow[]> {
  if (documentIds.length === 0) {
    return [];
  }
  return db
    .select()
    .from(documentFiles)
    .where(and(inArray(documentFiles.documentId, [...documentIds]), isNull(documentFiles.supersededAt)))
    .orderBy(asc(documentFiles.documentId), asc(documentFiles.id));
}

export async function findFile(db: Executor, fileId: number): Promise<FileRow | undefined> {
  const rows = await db.select().from(documentFiles).where(eq(documentFiles.id, fileId)).limit(1);
  return rows[0];
}

export async function findFilesByIds(db: Executor, fileIds: readonly number[]): Promise<FileRow[]> {
  if (fileIds.length === 0) {
    return [];
  }
  return db
    .select()
    .from(documentFiles)
    .where(inArray(documentFiles.id, [...fileIds]));
}

export async function fileHistory(db: Executor, documentId: number) {
  return db
    .select({ file: documentFiles, createdBy: users.displayName })
    .from(documentFiles)
    .leftJoin(users, eq(users.id, documentFiles.createdByUserId))
    .where(eq(documentFiles.documentId, documentId))
    .orderBy(asc(sql`coalesce(${documentFiles.lineageId}, ${documentFiles.id})`), desc(documentFiles.versionNo));
}

import type { NewDocument } from '../../repositories/archive-document';

export {
  insertDocument,
  insertFile,
  type NewDocument,
  type NewFile,
} from '../../repositories/archive-document';

export async function supersedeFile(tx: Executor, fileId: number): Promise<void> {
  await tx.update(documentFiles).set({ supersededAt: sql`now()` }).where(eq(documentFiles.id, fileId));
}

export async function updateDocument(tx: Executor, id: number, values: Partial<NewDocument>): Promise<void> {
  await tx
    .update(documents)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${documents.version} + 1` })
    .where(eq(documents.id, id));
}

/** A versioned update: false when the row moved on meanwhile. */
export async function updateDocumentVersioned(
  tx: Executor,
  id: number,
  expectedVersion: number,
  values: Partial<NewDocument>,
): Promise<boolean> {
  const rows = await tx
    .update(documents)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${documents.version} + 1` })
    .where(and(eq(documents.id, id), eq(documents.version, expectedVersion)))
    .returning({ id: documents.id });
  return rows.length > 0;
}
