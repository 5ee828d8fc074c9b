import { createHash } from 'node:crypto';
import { type SignerRole, signerRoleLabel, type VerifyResult } from '@maklerwerk/domain';
import type { Db } from '../../../db/client';
import { toIsoTimestamp } from '../../../lib/timestamp';
import type { SigningIdentity } from '../../../signatur/certificate';
import { verifyPdfSignature } from '../../../signatur/pdf-signature';
import * as repo from './signatur.repository';

export const VERIFY_TEXT = {
  notSigned: 'Diese Datei enthält keine digitale Signatur.',
  foreign: 'Die Datei ist digital signiert, aber nicht mit dem Zertifikat dieses Maklerbüros.',
  altered: 'Achtung: Die Datei wurde nach der Unterschrift verändert. Die Signatur ist ungültig.',
  valid: 'Die Datei wurde mit Maklerwerk unterschrieben und ist seitdem unverändert.',
} as const;

/** The verify page (issue 12 §7): is this PDF signed by this system, by whom, when, and unchanged? */
export async function verifyUpload(db: Db, identity: SigningIdentity, pdf: Buffer): Promise<VerifyResult> {
  const check = verifyPdfSignature(pdf, identity.fingerprintSha256);
  const base = { documentName: null, signedAt: null, signers: [] };
  if (!check.signed) {
    return { signed: false, bySystem: false, unchanged: false, message: VERIFY_TEXT.notSigned, ...base };
  }
  const unchanged = check.intact && check.coversWholeFile;
  if (!unchanged) {
    return { signed: true, bySystem: check.bySystem, unchanged: false, message: VERIFY_TEXT.altered, ...base };
  }
  if (!check.bySystem) {
    return { signed: true, bySystem: false, unchanged: true, message: VERIFY_TEXT.foreign, ...base };
  }
  const request = await repo.findRequestBySignedSha(db, createHash('sha256').update(pdf).digest('hex'));
  const doc = request ? await repo.findDocumentRow(db, request.documentId) : undefined;
  const signers = request ? await repo.signersOf(db, request.id) : [];
  return {
    signed: true,
    bySystem: true,
    unchanged: true,
    message: VERIFY_TEXT.valid,
    documentName: doc?.bezeichnung ?? null,
    signedAt: check.signingTime?.toISOString() ?? (request?.closedAt ? toIsoTimestamp(request.closedAt) : null),
    signers: signers.map((s) => ({
      name: s.name,
      role: signerRoleLabel[s.role as SignerRole] ?? s.role,
      signedAt: s.signedAt ? toIsoTimestamp(s.signedAt) : null,
    })),
  };
}
