import { createHash } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import type { SigningIdentity } from './certificate';
import { checkDetachedSignature } from './cms';
import { encodePdfLiteral } from './pdf-strings';
import { findLastSignature } from './signature-dictionary';

export type SignatureMeta = { reason: string; name: string; location: string; contactInfo: string };

export type SignatureCheck = {
  signed: boolean;
  intact: boolean;
  coversWholeFile: boolean;
  bySystem: boolean;
  signerName: string | null;
  signingTime: Date | null;
  reason: string | null;
  name: string | null;
};

// Hex digits reserved for the signature in the file (the placeholder counts digits, not bytes):
// 8 KiB of DER, room for a chain of a few certificates from a commercial CA.
const SIGNATURE_LENGTH = 16_384;

/**
 * Signs the whole PDF with an invisible signature (detached CMS, SHA-256) of the identity. The result
 * must not be saved again by any PDF library: every byte after this is covered by the signature.
 */
export async function signPdf(pdf: Uint8Array, identity: SigningIdentity, meta: SignatureMeta): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const signingTime = new Date();
  pdflibAddPlaceholder({
    pdfDoc: doc,
    // pdf-lib writes these literal strings byte for byte without escaping them.
    reason: encodePdfLiteral(meta.reason),
    name: encodePdfLiteral(meta.name),
    location: encodePdfLiteral(meta.location),
    contactInfo: encodePdfLiteral(meta.contactInfo),
    signingTime,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  // Plain objects and a classic cross-reference table, as @signpdf documents it for pdf-lib.
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  const signer = new P12Signer(identity.p12, { passphrase: identity.password });
  return new SignPdf().sign(prepared, signer, signingTime);
}

const normalizeFingerprint = (fingerprint: string) => fingerprint.replace(/[^0-9a-f]/gi, '').toLowerCase();

function commonNameOf(subject: string): string | null {
  const line = subject.split('\n').find((part) => part.startsWith('CN='));
  return line ? line.slice(3) : null;
}

const UNSIGNED: SignatureCheck = {
  signed: false,
  intact: false,
  coversWholeFile: false,
  bySystem: false,
  signerName: null,
  signingTime: null,
  reason: null,
  name: null,
};

/**
 * Checks the newest signature of a PDF: whether the signed bytes are unchanged (`intact`), whether it
 * covers the file up to its last byte (`coversWholeFile`: false once anything was appended) and whether
 * the trusted certificate made it (`bySystem`). Unchanged means intact && coversWholeFile. Never throws.
 */
export function verifyPdfSignature(pdf: Buffer, trustedFingerprintSha256: string): SignatureCheck {
  try {
    const signature = findLastSignature(pdf);
    if (!signature) {
      return UNSIGNED;
    }
    const [a, b, c, d] = signature.byteRange;
    const rangesFit = a >= 0 && a + b <= c && c + d <= pdf.length;
    const check = rangesFit
      ? checkDetachedSignature(signature.contents, Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]))
      : { valid: false, signer: null, signingTime: null };
    const fingerprint = check.signer ? createHash('sha256').update(check.signer.raw).digest('hex') : null;
    const trusted = normalizeFingerprint(trustedFingerprintSha256);
    return {
      signed: true,
      intact: check.valid,
      coversWholeFile: rangesFit && a === 0 && c + d === pdf.length,
      bySystem: check.valid && fingerprint !== null && trusted !== '' && fingerprint === trusted,
      signerName: check.signer ? commonNameOf(check.signer.subject) : null,
      signingTime: check.signingTime ?? signature.modified,
      reason: signature.reason,
      name: signature.name,
    };
  } catch {
    return UNSIGNED;
  }
}
