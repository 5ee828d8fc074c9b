import {
  type Actor,
  AppError,
  BLANK_FIELDS_WARNING,
  CONSENT_TEXT,
  canRenewLink,
  canRequestSignatures,
  type DokumentNodeId,
  isSubmitted,
  type PrepareSignRequest,
  RENEW_WAITING_TEXT,
  type SignaturStatus,
  type SignerRole,
  type SignerState,
  type SignRequestState,
  type SignWorkspace,
} from '@maklerwerk/domain';
import { PDFDocument } from 'pdf-lib';
import type { Db, Executor } from '../../../db/client';
import type { BlobStore } from '../../../files/blob-store';
import { authorize } from '../../../lib/authorize';
import { toIsoTimestamp } from '../../../lib/timestamp';
import { queueNotification } from '../../../mail/outbox';
import { writeChangeLog } from '../../../repositories/aenderungslog.writer';
import { findVisibleDocument } from '../dokument.access';
import type { DocumentRow } from '../dokument.repository';
import { readBlob } from './read-blob';
import { eventLabel } from './sign-events';
import { newSignToken, signLinkPath } from './sign-token';
import * as repo from './signatur.repository';

const PDF = 'application/pdf';

export type SignDeps = { db: Db; store: BlobStore; linkDays: number; origin: string; wakeQueue: () => void };

const ts = (v: string | null) => (v === null ? null : toIsoTimestamp(v));

async function pageCount(store: BlobStore, hash: string): Promise<number> {
  try {
    const pdf = await PDFDocument.load(await readBlob(store, hash), { ignoreEncryption: true, updateMetadata: false });
    return pdf.getPageCount();
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    return 0;
  }
}

async function suggestions(db: Executor, actor: Actor, doc: DocumentRow) {
  const list: SignWorkspace['suggestions'] = [];
  if (doc.customerId !== null) {
    const c = await repo.customerContact(db, doc.customerId);
    if (c) {
      const name = c.firma ?? [c.vorname, c.name].filter(Boolean).join(' ');
      list.push({ role: 'KUNDE', name, email: c.email });
    }
  }
  let brokerEmail: string | null = null;
  if (actor.viewed.brokerId !== null) {
    brokerEmail = await repo.brokerEmail(db, actor.viewed.brokerId);
  }
  list.push({ role: 'MAKLER', name: actor.viewed.displayName, email: brokerEmail });
  return list;
}

/** The office's view of the document's signing: the latest run, links only when just made. */
export async function workspace(
  deps: Pick<SignDeps, 'db' | 'store' | 'linkDays'>,
  actor: Actor,
  docInfo: [DokumentNodeId, number],
  freshLinks: ReadonlyMap<number, string> = new Map(),
  warning: SignWorkspace['warning'] = null,
): Promise<SignWorkspace> {
  const { db, store } = deps;
  authorize(actor, canRequestSignatures);
  const doc = await findVisibleDocument(db, actor, docInfo[1], { nodeId: docInfo[0] });
  const main = await repo.mainFile(db, doc.id);
  if (!main) {
    throw new AppError('NOT_FOUND', 'Das Dokument wurde nicht gefunden.');
  }
  const request = await repo.latestRequest(db, doc.id);
  const status = doc.signaturStatus as SignaturStatus | null;
  const blockedReason =
    main.mimeType !== PDF || !doc.signaturGeeignet
      ? 'Das Dokument ist nicht zur e-Signatur geeignet'
      : isSubmitted(status)
        ? 'Das Dokument wurde bereits eingereicht'
        : request?.state === 'OFFEN'
          ? 'Für dieses Dokument läuft bereits eine Unterschriftsanfrage.'
          : null;
  return {
    document: {
      id: doc.id,
      nodeId: doc.nodeId as DokumentNodeId,
      bezeichnung: doc.bezeichnung,
      fileId: main.id,
      fileName: main.fileName,
      vertragId: doc.contractId,
      signaturStatus: status,
    },
    request: request ? await requestView(db, request, freshLinks) : null,
    suggestions: await suggestions(db, actor, doc),
    canPrepare: blockedReason === null,
    blockedReason,
    linkDays: deps.linkDays,
    pageCount: main.mimeType === PDF ? await pageCount(store, main.blobHash) : 0,
    warning,
  };
}

async function requestView(db: Executor, request: repo.RequestRow, freshLinks: ReadonlyMap<number, string>) {
  const [signers, fields, events] = await Promise.all([
    repo.signersOf(db, request.id),
    repo.fieldsOf(db, request.id),
    repo.eventsOf(db, request.id),
  ]);
  const indexOf = new Map(signers.map((s, i) => [s.id, i]));
  return {
    id: request.id,
    state: request.state as SignRequestState,
    fileId: request.fileId,
    createdAt: toIsoTimestamp(request.createdAt),
    createdBy: await repo.requestCreator(db, request),
    signers: signers.map((s) => ({
      id: s.id,
      order: s.orderNo,
      role: s.role as SignerRole,
      name: s.name,
      email: s.email,
      state: s.state as SignerState,
      signedAt: ts(s.signedAt),
      declinedAt: ts(s.declinedAt),
      declineReason: s.declineReason,
      openedAt: ts(s.openedAt),
      expiresAt: toIsoTimestamp(s.expiresAt),
      link: freshLinks.get(s.id) ?? null,
    })),
    fields: fields.map((f) => ({
      signer: indexOf.get(f.signerId) ?? 0,
      page: f.page,
      x: f.x,
      y: f.y,
      width: f.width,
      height: f.height,
    })),
    events: events.map((e) => ({ at: toIsoTimestamp(e.at), label: eventLabel(e.kind), actor: e.actor })),
    signedFileId: request.signedFileId,
  };
}

/** The mail that hands a signer his link (only when it is his turn). */
export async function queueSignLinkMail(
  tx: Executor,
  deps: Pick<SignDeps, 'origin'>,
  signer: { name: string; email: string | null },
  documentName: string,
  token: string,
  expiresAt: Date,
): Promise<void> {
  if (!signer.email) {
    return;
  }
  await queueNotification(tx, {
    to: signer.email,
    subject: `Bitte unterschreiben: ${documentName}`,
    text: [
      `Guten Tag ${signer.name},`,
      '',
      `Ihr Maklerbüro bittet Sie, das Dokument „${documentName}“ elektronisch zu unterschreiben.`,
      `Öffnen Sie dazu diesen persönlichen Link: ${deps.origin}${signLinkPath(token)}`,
      '',
      `Der Link gilt bis ${expiresAt.toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' })} und nur für Sie. Bitte leiten Sie ihn nicht weiter.`,
    ].join('\n'),
  });
}

/** Sends a document for signing: fields, signers in order, one personal link each (issue 12 §3). */
export async function prepare(deps: SignDeps, actor: Actor, body: PrepareSignRequest) {
  const { db } = deps;
  authorize(actor, canRequestSignatures);
  const docInfo = body.docInfo;
  const current = await workspace(deps, actor, docInfo);
  if (current.blockedReason !== null) {
    throw new AppError('UNPROCESSABLE', current.blockedReason);
  }
  if (body.fields.some((f) => f.page > current.pageCount)) {
    throw new AppError('VALIDATION', `Das Dokument hat nur ${current.pageCount} Seiten.`);
  }
  const withoutField = body.signers.filter((_, i) => !body.fields.some((f) => f.signer === i)).map((s) => s.name);
  if (withoutField.length > 0 && body.confirm !== '1') {
    return {
      ...current,
      warning: { title: BLANK_FIELDS_WARNING.title, message: BLANK_FIELDS_WARNING.message(withoutField) },
    };
  }
  const main = await repo.mainFile(db, current.document.id);
  if (!main) {
    throw new AppError('NOT_FOUND', 'Das Dokument wurde nicht gefunden.');
  }
  const expiresAt = new Date(Date.now() + deps.linkDays * 86_400_000);
  const links = new Map<number, string>();
  await db.transaction(async (tx) => {
    const locked = await repo.lockDocumentForSigning(tx, current.document.id);
    if (locked?.fileId !== main.id || locked.open) {
      throw new AppError('STALE_VERSION');
    }
    const requestId = await repo.insertRequest(tx, {
      documentId: current.document.id,
      fileId: main.id,
      originalSha256: main.blobHash,
      consentText: CONSENT_TEXT,
      createdByUserId: actor.viewed.id,
    });
    const signerIds: number[] = [];
    for (const [i, s] of body.signers.entries()) {
      const { token, hash } = newSignToken();
      const id = await repo.insertSigner(tx, {
        requestId,
        orderNo: i + 1,
        role: s.role,
        name: s.name,
        email: s.email,
        tokenHash: hash,
        expiresAt: expiresAt.toISOString(),
        state: i === 0 ? 'OFFEN' : 'WARTET',
      });
      signerIds.push(id);
      // A later signer with an address gets a fresh link by mail when his turn comes (this one then ends).
      if (i === 0 || !s.email) {
        links.set(id, signLinkPath(token));
      }
      await repo.insertEvent(tx, {
        requestId,
        signerId: id,
        kind: 'GESENDET',
        actor: `${actor.viewed.displayName} an ${s.name}${s.email ? ` (${s.email})` : ''}`,
      });
      if (i === 0) {
        await queueSignLinkMail(tx, deps, s, current.document.bezeichnung, token, expiresAt);
      }
    }
    await repo.insertFields(
      tx,
      body.fields.map((f) => ({
        requestId,
        signerId: signerIds[f.signer] as number,
        page: f.page,
        x: f.x,
        y: f.y,
        width: f.width,
        height: f.height,
      })),
    );
    await writeChangeLog(tx, actor, { type: 'dokument', id: current.document.id }, [
      {
        field: 'signatur',
        oldValue: null,
        newValue: `zur Unterschrift gesendet an ${body.signers.map((s) => s.name).join(', ')}`,
      },
    ]);
  });
  deps.wakeQueue();
  return workspace(deps, actor, docInfo, links);
}

async function openRequestOf(db: Executor, actor: Actor, requestId: number) {
  const request = await repo.findRequest(db, requestId);
  if (!request) {
    throw new AppError('NOT_FOUND', 'Die Unterschriftsanfrage wurde nicht gefunden.');
  }
  const doc = await findVisibleDocument(db, actor, request.documentId);
  if (request.state !== 'OFFEN') {
    throw new AppError('UNPROCESSABLE', 'Die Unterschriftsanfrage ist bereits beendet.');
  }
  return { request, doc };
}

/** Withdraws a running request: every link of it stops working at once. */
export async function withdraw(deps: SignDeps, actor: Actor, requestId: number): Promise<SignWorkspace> {
  authorize(actor, canRequestSignatures);
  const { request, doc } = await openRequestOf(deps.db, actor, requestId);
  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockRequest(tx, request.id);
    if (locked?.state !== 'OFFEN') {
      throw new AppError('UNPROCESSABLE', 'Die Unterschriftsanfrage ist bereits beendet.');
    }
    await repo.updateRequest(tx, request.id, { state: 'ZURUECKGEZOGEN', closedAt: new Date().toISOString() });
    await repo.insertEvent(tx, { requestId: request.id, kind: 'ZURUECKGEZOGEN', actor: actor.viewed.displayName });
    await writeChangeLog(tx, actor, { type: 'dokument', id: doc.id }, [
      { field: 'signatur', oldValue: 'zur Unterschrift gesendet', newValue: 'Anfrage zurückgezogen' },
    ]);
  });
  return workspace(deps, actor, [doc.nodeId as DokumentNodeId, doc.id]);
}

/** A new link for one signer (lost mail, expired link); the old one stops working. */
export async function renewLink(deps: SignDeps, actor: Actor, signerId: number): Promise<SignWorkspace> {
  authorize(actor, canRequestSignatures);
  const found = await repo.findSigner(deps.db, signerId);
  if (!found) {
    throw new AppError('NOT_FOUND', 'Die unterschreibende Person wurde nicht gefunden.');
  }
  const { request, doc } = await openRequestOf(deps.db, actor, found.requestId);
  const { token, hash } = newSignToken();
  const expiresAt = new Date(Date.now() + deps.linkDays * 86_400_000);
  await deps.db.transaction(async (tx) => {
    const signer = await repo.lockSigner(tx, signerId);
    if (!signer || (signer.state !== 'OFFEN' && signer.state !== 'WARTET')) {
      throw new AppError('UNPROCESSABLE', 'Diese Person hat bereits unterschrieben oder abgelehnt.');
    }
    if (!canRenewLink({ state: signer.state, email: signer.email })) {
      throw new AppError('UNPROCESSABLE', RENEW_WAITING_TEXT);
    }
    await repo.updateSigner(tx, signerId, { tokenHash: hash, expiresAt: expiresAt.toISOString() });
    await repo.insertEvent(tx, {
      requestId: request.id,
      signerId,
      kind: 'LINK_ERNEUERT',
      actor: actor.viewed.displayName,
    });
    if (signer.state === 'OFFEN') {
      await queueSignLinkMail(tx, deps, signer, doc.bezeichnung, token, expiresAt);
    }
  });
  deps.wakeQueue();
  return workspace(deps, actor, [doc.nodeId as DokumentNodeId, doc.id], new Map([[signerId, signLinkPath(token)]]));
}
