import {
  AppError,
  CONSENT_TEXT,
  canDeclineSigning,
  DECLINE_NOT_ON_TURN_TEXT,
  LINK_MESSAGE,
  linkState,
  nextSignerOrder,
  type SignBody,
  type SignerRole,
  type SignerState,
  type SigningSession,
  type SignRequestState,
  signatureImageProblem,
  signaturStatusOf,
} from '@maklerwerk/domain';
import type { Db, Executor } from '../../../db/client';
import type { BlobStore } from '../../../files/blob-store';
import { queueNotification } from '../../../mail/outbox';
import { writeChangeLog } from '../../../repositories/aenderungslog.writer';
import type { SigningIdentity } from '../../../signatur/certificate';
import * as docs from '../dokument.repository';
import { sealSignedDocument } from './sign-completion';
import { queueSignLinkMail } from './sign-request.service';
import { hashSignToken, newSignToken } from './sign-token';
import * as repo from './signatur.repository';

export type SigningDeps = {
  db: Db;
  store: BlobStore;
  identity: () => Promise<SigningIdentity>;
  origin: string;
  linkDays: number;
  wakeQueue: () => void;
};
export type Visitor = { ip: string; userAgent: string };

const gone = (message: string) => new AppError('GONE', message);

/** Tells the office that sent the request how it ended (a short notice; the details are in Maklerwerk). */
async function notifySender(tx: Executor, request: repo.RequestRow, subject: string, lines: string[]): Promise<void> {
  const to = await repo.senderAddress(tx, request);
  if (to) {
    await queueNotification(tx, { to, subject, text: [...lines, '', 'Ihr Maklerwerk'].join('\n') });
  }
}

/** The signer behind a link and whether it may be used now; any other state is a German message only. */
async function resolveLink(db: Executor, token: string, allowWaiting: boolean) {
  const found = await repo.findSignerByTokenHash(db, hashSignToken(token));
  if (!found) {
    throw new AppError('NOT_FOUND', LINK_MESSAGE.invalid);
  }
  const { signer, request } = found;
  const doc = await repo.findDocumentRow(db, request.documentId);
  const main = doc && doc.removedAt === null ? await repo.mainFile(db, doc.id) : undefined;
  if (!doc || !main) {
    throw gone(LINK_MESSAGE.closed);
  }
  const state = linkState(
    { state: signer.state as SignerState, expiresAt: new Date(signer.expiresAt) },
    { state: request.state as SignRequestState, fileId: request.fileId },
    main.id,
    new Date(),
  );
  if (state === 'valid' || (state === 'waiting' && allowWaiting)) {
    return { signer, request, doc, main, state };
  }
  if (state === 'waiting') {
    throw new AppError('UNPROCESSABLE', 'Sie sind noch nicht an der Reihe: zuerst unterschreibt eine andere Person.');
  }
  throw gone(LINK_MESSAGE[state]);
}

/** What the signing page shows; the first visit is logged ('Dokument geöffnet'). */
export async function signingSession(
  deps: Pick<SigningDeps, 'db'>,
  token: string,
  visitor: Visitor,
  pageCount: (hash: string) => Promise<number>,
): Promise<SigningSession> {
  const { signer, request, doc, state } = await resolveLink(deps.db, token, true);
  if (state === 'valid' && signer.openedAt === null) {
    await deps.db.transaction(async (tx) => {
      await repo.updateSigner(tx, signer.id, { openedAt: new Date().toISOString() });
      await repo.insertEvent(tx, {
        requestId: request.id,
        signerId: signer.id,
        kind: 'GEOEFFNET',
        actor: signer.name,
        ip: visitor.ip,
        userAgent: visitor.userAgent,
      });
    });
  }
  const fields = (await repo.fieldsOf(deps.db, request.id))
    .filter((f) => f.signerId === signer.id)
    .map(({ page, x, y, width, height }) => ({ page, x, y, width, height }));
  const original = await docs.findFile(deps.db, request.fileId);
  return {
    state: state === 'waiting' ? 'WARTET' : 'OFFEN',
    documentName: doc.bezeichnung,
    signerName: signer.name,
    role: signer.role as SignerRole,
    office: 'Ihr Maklerbüro',
    consentText: request.consentText || CONSENT_TEXT,
    fields,
    expiresAt: new Date(signer.expiresAt).toISOString(),
    pageCount: original ? await pageCount(original.blobHash) : 0,
  };
}

/** The file a link shows: exactly the version the link is bound to. */
export async function signingFile(db: Db, token: string) {
  const { request } = await resolveLink(db, token, true);
  const file = await docs.findFile(db, request.fileId);
  if (!file) {
    throw gone(LINK_MESSAGE.closed);
  }
  return file;
}

function decodePng(png: string): Buffer {
  const raw = png.replace(/^data:image\/png;base64,/, '');
  const bytes = Buffer.from(raw, 'base64');
  const problem = signatureImageProblem(bytes);
  if (problem !== null || bytes.toString('base64').replace(/=+$/, '') !== raw.replace(/=+$/, '')) {
    throw new AppError('UNPROCESSABLE', problem ?? 'Die Unterschrift ist kein Bild (PNG erwartet).');
  }
  return bytes;
}

/**
 * Signs through a link. The signer row is locked, so two completions of one link at once end with one
 * signature; the last signature seals the document (stamp, evidence page, digital signature).
 */
export async function sign(deps: SigningDeps, token: string, body: SignBody, visitor: Visitor) {
  const png = body.signature.kind === 'drawn' ? decodePng(body.signature.png) : null;
  const first = await resolveLink(deps.db, token, false);
  let completed = false;
  await deps.db.transaction(async (tx) => {
    const request = await repo.lockRequest(tx, first.request.id);
    const signer = await repo.lockSigner(tx, first.signer.id);
    const main = await repo.mainFile(tx, first.doc.id);
    if (!request || !signer || !main) {
      throw gone(LINK_MESSAGE.closed);
    }
    const state = linkState(
      { state: signer.state as SignerState, expiresAt: new Date(signer.expiresAt) },
      { state: request.state as SignRequestState, fileId: request.fileId },
      main.id,
      new Date(),
    );
    if (state !== 'valid') {
      throw state === 'waiting'
        ? new AppError('UNPROCESSABLE', 'Sie sind noch nicht an der Reihe.')
        : gone(LINK_MESSAGE[state]);
    }
    const now = new Date().toISOString();
    await repo.updateSigner(tx, signer.id, {
      state: 'UNTERSCHRIEBEN',
      signedAt: now,
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      method: png ? 'gezeichnet' : 'getippt',
      signaturePng: png ? png.toString('base64') : null,
      signatureTyped: body.signature.kind === 'typed' ? body.signature.name : null,
    });
    await repo.insertEvent(tx, {
      requestId: request.id,
      signerId: signer.id,
      kind: 'UNTERSCHRIEBEN',
      actor: signer.name,
      ip: visitor.ip,
      userAgent: visitor.userAgent,
    });
    const signers = await repo.signersOf(tx, request.id);
    const next = nextSignerOrder(signers.map((s) => ({ order: s.orderNo, state: s.state as SignerState })));
    const status = signaturStatusOf(signers.map((s) => ({ state: s.state as SignerState })));
    const record = { type: 'dokument' as const, id: first.doc.id };
    if (next !== null) {
      const following = signers.find((s) => s.orderNo === next);
      if (following && following.state === 'WARTET') {
        // His link was made when the run was sent; only its hash is kept, so he gets a fresh one now.
        const fresh = newSignToken();
        const expiresAt = new Date(Date.now() + deps.linkDays * 86_400_000);
        await repo.updateSigner(tx, following.id, {
          state: 'OFFEN',
          ...(following.email ? { tokenHash: fresh.hash, expiresAt: expiresAt.toISOString() } : {}),
        });
        if (following.email) {
          await queueSignLinkMail(tx, deps, following, first.doc.bezeichnung, fresh.token, expiresAt);
        }
      }
      await docs.updateDocument(tx, first.doc.id, { signaturStatus: status });
      await writeChangeLog(tx, null, record, [
        { field: 'signatur', oldValue: first.doc.signaturStatus, newValue: `${status} (${signer.name})` },
      ]);
      return;
    }
    const sealed = await sealSignedDocument(tx, deps, request, first.doc, main);
    await repo.updateRequest(tx, request.id, {
      state: 'UNTERSCHRIEBEN',
      closedAt: new Date().toISOString(),
      signedFileId: sealed.fileId,
      signedSha256: sealed.sha256,
    });
    await repo.insertEvent(tx, { requestId: request.id, kind: 'ABGESCHLOSSEN', actor: 'Maklerwerk' });
    await docs.updateDocument(tx, first.doc.id, { signaturStatus: 'UNTERSCHRIEBEN' });
    await notifySender(tx, request, `Unterschrieben: ${first.doc.bezeichnung}`, [
      `Alle haben das Dokument „${first.doc.bezeichnung}“ unterschrieben.`,
      'Die unterschriebene Fassung mit Prüfprotokoll liegt als neue Version im Dokumentenarchiv.',
    ]);
    await writeChangeLog(tx, null, record, [
      { field: 'signatur', oldValue: first.doc.signaturStatus, newValue: `UNTERSCHRIEBEN (${signer.name})` },
    ]);
    completed = true;
  });
  deps.wakeQueue();
  return {
    state: 'UNTERSCHRIEBEN' as const,
    message: completed
      ? 'Vielen Dank! Alle haben unterschrieben. Ihr Maklerbüro erhält das unterschriebene Dokument.'
      : 'Vielen Dank! Ihre Unterschrift wurde gespeichert.',
  };
}

/** Declines with a reason (only the signer on turn): the run ends for everybody, the office sees why. */
export async function decline(deps: SigningDeps, token: string, reason: string, visitor: Visitor) {
  const first = await resolveLink(deps.db, token, true);
  await deps.db.transaction(async (tx) => {
    const request = await repo.lockRequest(tx, first.request.id);
    const signer = await repo.lockSigner(tx, first.signer.id);
    if (!request || !signer || request.state !== 'OFFEN' || (signer.state !== 'OFFEN' && signer.state !== 'WARTET')) {
      throw gone(LINK_MESSAGE.closed);
    }
    if (!canDeclineSigning({ state: signer.state as SignerState })) {
      throw new AppError('UNPROCESSABLE', DECLINE_NOT_ON_TURN_TEXT);
    }
    const now = new Date().toISOString();
    await repo.updateSigner(tx, signer.id, {
      state: 'ABGELEHNT',
      declinedAt: now,
      declineReason: reason,
      ip: visitor.ip,
      userAgent: visitor.userAgent,
    });
    await repo.updateRequest(tx, request.id, { state: 'ABGELEHNT', closedAt: now });
    await repo.insertEvent(tx, {
      requestId: request.id,
      signerId: signer.id,
      kind: 'ABGELEHNT',
      actor: `${signer.name}: ${reason}`,
      ip: visitor.ip,
      userAgent: visitor.userAgent,
    });
    await writeChangeLog(tx, null, { type: 'dokument', id: first.doc.id }, [
      { field: 'signatur', oldValue: first.doc.signaturStatus, newValue: `abgelehnt von ${signer.name}: ${reason}` },
    ]);
    await notifySender(tx, request, `Unterschrift abgelehnt: ${first.doc.bezeichnung}`, [
      `${signer.name} hat die Unterschrift unter „${first.doc.bezeichnung}“ abgelehnt.`,
      `Grund: ${reason}`,
    ]);
  });
  deps.wakeQueue();
  return {
    state: 'ABGELEHNT' as const,
    message: 'Sie haben die Unterschrift abgelehnt. Ihr Maklerbüro wird informiert.',
  };
}
