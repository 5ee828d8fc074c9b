import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { contracts, customers, damageReports, users } from '../db/schema';
import * as repo from '../features/dokument/dokument.repository';
import type { BlobStore } from '../files/blob-store';
import { atHour } from './dates';
import { makeDemoDocx } from './documents/demo-docx';
import { makeDemoPdf } from './documents/demo-pdf';
import { makeDamagePhotoPng } from './documents/demo-png';
import {
  type DemoDocument,
  type DemoFile,
  eigeneDocuments,
  kfzDocuments,
  posteingangDocuments,
} from './named-documents';
import { ERIKA_KUNDENNR } from './named-records';

const MIME = {
  pdf: 'application/pdf',
  png: 'image/png',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

type StoredDemoFile = { hash: string; size: number; mimeType: string; fileName: string };

async function store(blobs: BlobStore, file: DemoFile, title: string): Promise<StoredDemoFile> {
  const bytes =
    file.kind === 'pdf'
      ? await makeDemoPdf({ title, pages: file.pages, ...(file.lines ? { lines: file.lines } : {}) })
      : file.kind === 'png'
        ? makeDamagePhotoPng({ seed: file.seed })
        : await makeDemoDocx({ title, paragraphs: file.paragraphs });
  const info = await blobs.put(Readable.from([Buffer.from(bytes)]), { maxBytes: Number.MAX_SAFE_INTEGER });
  return { ...info, mimeType: MIME[file.kind], fileName: file.name };
}

type Owner = { brokerId: number | null; customerId: number | null; contractId: number | null };

async function insertDemoDocument(
  tx: Tx,
  blobs: BlobStore,
  owner: Owner,
  d: DemoDocument,
  ids: { user: (name: 'makler' | 'intern') => number | null; schaden: (nr: string) => number | null },
): Promise<void> {
  const by = ids.user(d.by ?? 'makler');
  const createdAt = atHour(d.datum, 10);
  const documentId = await repo.insertDocument(tx, {
    ...owner,
    damageReportId: d.schaden ? ids.schaden(d.schaden) : null,
    nodeId: d.node,
    bezeichnung: d.bezeichnung,
    datum: d.datum,
    bemerkung: d.bemerkung ?? null,
    kundenFreigabe: d.released ?? false,
    vorlageStatus: d.vorlage ?? null,
    signaturStatus: d.signatur ?? null,
    createdByUserId: by,
    createdAt,
    updatedAt: createdAt,
    removedAt: d.removed ? atHour(d.datum, 16) : null,
    removedByUserId: d.removed ? by : null,
  });
  const versions = d.previous ? [d.previous, d.file] : [d.file];
  let lineageId: number | null = null;
  for (const [i, version] of versions.entries()) {
    const stored = await store(blobs, version, d.bezeichnung);
    const last = i === versions.length - 1;
    const fileId: number = await repo.insertFile(tx, documentId, {
      blobHash: stored.hash,
      size: stored.size,
      mimeType: stored.mimeType,
      fileName: stored.fileName,
      originalFileName: stored.fileName,
      createdByUserId: by,
      createdAt: atHour(d.datum, 10 + i),
      supersededAt: last ? null : atHour(d.datum, 11 + i),
      lineageId,
      versionNo: i + 1,
    });
    lineageId ??= fileId;
  }
}

/**
 * The demo archive (issue 10 §11): Erika's car KF-4711-0815 with more than a page of documents, a
 * photo of the damage KS-2025-0107, her Posteingang and the office's own documents. Real files in
 * the blob store, generated here; without a store (bench) nothing is seeded.
 */
export async function seedDemoDocuments(db: Db, blobs: BlobStore): Promise<void> {
  const [contract] = await db
    .select({ id: contracts.id, brokerId: contracts.brokerId, customerId: contracts.customerId })
    .from(contracts)
    .where(eq(contracts.nummer, 'KF-4711-0815'))
    .limit(1);
  const [erika] = await db
    .select({ id: customers.id, brokerId: customers.brokerId })
    .from(customers)
    .where(eq(customers.kundennr, ERIKA_KUNDENNR))
    .limit(1);
  if (!contract || !erika) {
    return;
  }
  const logins = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['makler', 'intern']));
  const reports = await db
    .select({ id: damageReports.id, schadennr: damageReports.schadennr })
    .from(damageReports)
    .where(and(eq(damageReports.contractId, contract.id)));
  const ids = {
    user: (name: 'makler' | 'intern') => logins.find((u) => u.username === name)?.id ?? null,
    schaden: (nr: string) => reports.find((r) => r.schadennr === nr)?.id ?? null,
  };
  await db.transaction(async (tx) => {
    for (const d of kfzDocuments) {
      await insertDemoDocument(
        tx,
        blobs,
        { brokerId: contract.brokerId, customerId: contract.customerId, contractId: contract.id },
        d,
        ids,
      );
    }
    for (const d of posteingangDocuments) {
      await insertDemoDocument(tx, blobs, { brokerId: erika.brokerId, customerId: erika.id, contractId: null }, d, ids);
    }
    for (const d of eigeneDocuments) {
      await insertDemoDocument(tx, blobs, { brokerId: contract.brokerId, customerId: null, contractId: null }, d, ids);
    }
  });
}
