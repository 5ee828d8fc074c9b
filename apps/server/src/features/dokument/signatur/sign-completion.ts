import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { type SignerRole, signerRoleLabel } from '@maklerwerk/domain';
import type { Executor } from '../../../db/client';
import type { BlobStore } from '../../../files/blob-store';
import type { SigningIdentity } from '../../../signatur/certificate';
import { appendEvidencePage, germanDateTime } from '../../../signatur/evidence';
import { signPdf } from '../../../signatur/pdf-signature';
import { stampSignaturesInWorker } from '../../../workers/decode-tasks';
import type { DocumentRow, FileRow } from '../dokument.repository';
import * as docs from '../dokument.repository';
import { readBlob } from './read-blob';
import { eventLabel } from './sign-events';
import * as repo from './signatur.repository';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Everybody signed: the signatures are stamped at their fields, the evidence page appended and the
 * whole file signed with the office's certificate. The result is a new version of the document (the
 * original stays); runs inside the transaction that recorded the last signature.
 */
export async function sealSignedDocument(
  tx: Executor,
  deps: { store: BlobStore; identity: () => Promise<SigningIdentity> },
  request: repo.RequestRow,
  doc: DocumentRow,
  original: FileRow,
): Promise<{ fileId: number; sha256: string }> {
  const [signers, fields, events] = await Promise.all([
    repo.signersOf(tx, request.id),
    repo.fieldsOf(tx, request.id),
    repo.eventsOf(tx, request.id),
  ]);
  const byId = new Map(signers.map((s) => [s.id, s]));
  const stamps = fields.map((f) => {
    const s = byId.get(f.signerId);
    const signedAt = s?.signedAt ? new Date(s.signedAt) : new Date();
    return {
      page: f.page,
      x: f.x,
      y: f.y,
      width: f.width,
      height: f.height,
      ...(s?.signaturePng ? { png: Buffer.from(s.signaturePng, 'base64') } : {}),
      ...(s?.signatureTyped ? { typedName: s.signatureTyped } : {}),
      caption: `Unterschrieben von ${s?.name ?? ''} am ${germanDateTime(signedAt, 'Europe/Berlin').slice(0, 16)}`,
    };
  });
  const stamped = await stampSignaturesInWorker(await readBlob(deps.store, original.blobHash), stamps);
  const withEvidence = await appendEvidencePage(stamped, {
    documentName: doc.bezeichnung,
    originalSha256: request.originalSha256,
    signedContentSha256: sha256(stamped),
    requestId: request.id,
    consentText: request.consentText,
    signers: signers.map((s) => ({
      name: s.name,
      email: s.email,
      role: signerRoleLabel[s.role as SignerRole] ?? s.role,
      signedAt: new Date(s.signedAt ?? Date.now()),
      ip: s.ip,
      userAgent: s.userAgent,
      method: s.method === 'getippt' ? ('getippt' as const) : ('gezeichnet' as const),
    })),
    events: [
      ...events.map((e) => ({ at: new Date(e.at), label: eventLabel(e.kind), actor: e.actor, ip: e.ip })),
      { at: new Date(), label: eventLabel('ABGESCHLOSSEN'), actor: 'Maklerwerk' },
    ],
  });
  const identity = await deps.identity();
  const signed = await signPdf(withEvidence, identity, {
    reason: `Elektronisch unterschrieben (Vorgang ${request.id})`,
    name: signers.map((s) => s.name).join(', '),
    location: 'Maklerwerk',
    contactInfo: 'Maklerwerk e-Signatur',
  });
  const stored = await deps.store.put(Readable.from([signed]), { maxBytes: Number.MAX_SAFE_INTEGER });
  await docs.supersedeFile(tx, original.id);
  const fileName = original.fileName.replace(/(\.pdf)?$/i, ' (unterschrieben).pdf');
  const fileId = await docs.insertFile(tx, doc.id, {
    blobHash: stored.hash,
    size: stored.size,
    mimeType: 'application/pdf',
    fileName,
    originalFileName: original.originalFileName,
    createdByUserId: null,
    lineageId: original.lineageId ?? original.id,
    versionNo: original.versionNo + 1,
  });
  return { fileId, sha256: stored.hash };
}
