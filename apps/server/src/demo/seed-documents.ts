import { Readable } from 'node:stream';
import { CONSENT_TEXT, SIGN_LINK_DAYS_DEFAULT } from '@maklerwerk/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { brokers, contracts, customers, damageReports, documents, users } from '../db/schema';
import * as repo from '../features/dokument/dokument.repository';
import { newSignToken } from '../features/dokument/signatur/sign-token';
import * as signing from '../features/dokument/signatur/signatur.repository';
import { insertAppendices } from '../features/dokument/signatur/signatur.repository';
import type { BlobStore } from '../files/blob-store';
import { concatenatePdf } from '../signatur/concat';
import { atHour } from './dates';
import { makeDemoDocx } from './documents/demo-docx';
import { makeDemoPdf } from './documents/demo-pdf';
import { makeDamagePhotoPng } from './documents/demo-png';
import {
  type DemoDocument,
  type DemoFile,
  demoSignatureRun,
  eigeneDocuments,
  kfzDocuments,
  posteingangDocuments,
  signatureDemoDocuments,
} from './named-documents';
import { ERIKA_KUNDENNR } from './named-records';

const MIME = {
  pdf: 'application/pdf',
  png: 'image/png',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

type StoredDemoFile = { hash: string; size: number; mimeType: string; fileName: string };

async function demoBytes(file: DemoFile, title: string): Promise<Uint8Array> {
  return file.kind === 'pdf'
    ? makeDemoPdf({ title, pages: file.pages, ...(file.lines ? { lines: file.lines } : {}) })
    : file.kind === 'png'
      ? makeDamagePhotoPng({ seed: file.seed })
      : makeDemoDocx({ title, paragraphs: file.paragraphs });
}

async function store(
  blobs: BlobStore,
  file: DemoFile,
  title: string,
  appendix: readonly DemoFile[] = [],
): Promise<StoredDemoFile> {
  let bytes = await demoBytes(file, title);
  if (appendix.length > 0) {
    const parts = [];
    for (const part of appendix) {
      parts.push({ bytes: await demoBytes(part, title), mimeType: MIME[part.kind] });
    }
    bytes = await concatenatePdf(bytes, parts);
  }
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
  siblings: readonly DemoDocument[] = [],
  inserted: Map<string, number> = new Map(),
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
    bildAnhang: d.bildAnhang ?? false,
    signaturGeeignet: d.signaturGeeignet ?? true,
    createdByUserId: by,
    createdAt,
    updatedAt: createdAt,
    removedAt: d.removed ? atHour(d.datum, 16) : null,
    removedByUserId: d.removed ? by : null,
  });
  inserted.set(d.bezeichnung, documentId);
  const appended = (d.appended ?? []).map((name) => siblings.find((s) => s.bezeichnung === name));
  const appendix = appended.flatMap((a) => (a ? [a.file] : []));
  for (const name of d.appended ?? []) {
    const appendedId = inserted.get(name);
    if (appendedId !== undefined && by !== null) {
      await insertAppendices(tx, documentId, [appendedId], by);
    }
  }
  const versions = d.previous ? [d.previous, d.file] : [d.file];
  let lineageId: number | null = null;
  for (const [i, version] of versions.entries()) {
    const last = i === versions.length - 1;
    const stored = await store(blobs, version, d.bezeichnung, last ? appendix : []);
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
    for (const [nummer, list] of Object.entries(signatureDemoDocuments)) {
      const [other] = await tx
        .select({ id: contracts.id, brokerId: contracts.brokerId, customerId: contracts.customerId })
        .from(contracts)
        .where(eq(contracts.nummer, nummer))
        .limit(1);
      if (!other) {
        continue;
      }
      const inserted = new Map<string, number>();
      for (const d of list) {
        await insertDemoDocument(
          tx,
          blobs,
          { brokerId: other.brokerId, customerId: other.customerId, contractId: other.id },
          d,
          ids,
          list,
          inserted,
        );
      }
    }
    await seedDemoSignatureRun(tx, ids.user('makler'));
  });
}

/** The consultation record waits for Erika's signature, then Max Makler's (links to be renewed by the office). */
async function seedDemoSignatureRun(tx: Tx, makler: number | null): Promise<void> {
  const [doc] = await tx
    .select({ id: documents.id, customerId: documents.customerId, brokerId: documents.brokerId })
    .from(documents)
    .where(eq(documents.bezeichnung, demoSignatureRun.bezeichnung))
    .limit(1);
  const main = doc && (await signing.mainFile(tx, doc.id));
  if (!doc || !main || doc.customerId === null || doc.brokerId === null) {
    return;
  }
  const [kundin] = await tx
    .select({ vorname: customers.vorname, name: customers.name, email: customers.email })
    .from(customers)
    .where(eq(customers.id, doc.customerId));
  const [broker] = await tx
    .select({ name: users.displayName, email: brokers.email })
    .from(users)
    .innerJoin(brokers, eq(brokers.id, users.brokerId))
    .where(eq(users.username, 'makler'));
  const sentAt = atHour('2026-11-20', 11);
  const requestId = await signing.insertRequest(tx, {
    documentId: doc.id,
    fileId: main.id,
    originalSha256: main.blobHash,
    consentText: CONSENT_TEXT,
    createdByUserId: makler,
    createdAt: sentAt,
  });
  const people = [
    { name: `${kundin?.vorname ?? ''} ${kundin?.name ?? ''}`.trim(), email: kundin?.email ?? null },
    { name: broker?.name ?? 'Makler', email: broker?.email ?? null },
  ];
  // The links run from the day the demo is loaded, so that renewing is not needed to try them.
  const expiresAt = new Date(Date.now() + SIGN_LINK_DAYS_DEFAULT * 86_400_000).toISOString();
  for (const [i, s] of demoSignatureRun.signers.entries()) {
    const person = people[i] ?? { name: '', email: null };
    const signerId = await signing.insertSigner(tx, {
      requestId,
      orderNo: i + 1,
      role: s.role,
      name: person.name,
      email: person.email,
      tokenHash: newSignToken().hash,
      expiresAt,
      state: i === 0 ? 'OFFEN' : 'WARTET',
    });
    await signing.insertFields(tx, [{ requestId, signerId, ...s.field }]);
    await signing.insertEvent(tx, {
      requestId,
      signerId,
      kind: 'GESENDET',
      actor: `${broker?.name ?? ''} an ${person.name}${person.email ? ` (${person.email})` : ''}`,
      at: sentAt,
    });
  }
}
