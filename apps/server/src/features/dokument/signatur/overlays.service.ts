import {
  type Actor,
  canSeeDocuments,
  type DocSignatures,
  type DokumentNodeId,
  type SignatureOverlay,
} from '@maklerwerk/domain';
import { findVisibleFile } from '../../../auth/document-access';
import type { Db } from '../../../db/client';
import { authorize } from '../../../lib/authorize';
import * as repo from './signatur.repository';

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A typed signature as an image the preview can draw like a drawn one. */
function typedSignatureSvg(name: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100"><text x="200" y="62" font-size="44" ` +
    `text-anchor="middle" font-family="cursive, 'Segoe Script', serif" font-style="italic" fill="#1a237e">` +
    `${escapeXml(name)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * `docSignatures` (spec §7): the signatures given so far on this file, drawn over the preview while a
 * run is open. A sealed version carries them in its content: it only reports its signature pages.
 */
export async function docSignatures(
  db: Db,
  actor: Actor,
  query: { nodeId: DokumentNodeId; fileId: number; page?: number | undefined; extractSignaturesMetadata: string },
): Promise<DocSignatures> {
  authorize(actor, canSeeDocuments);
  const { file } = await findVisibleFile(db, actor, query.nodeId, query.fileId);
  const requests = await repo.requestsOfFile(db, file.id);
  const overlays: SignatureOverlay[] = [];
  const pages = new Set<number>();
  for (const request of requests) {
    const sealed = request.signedFileId === file.id;
    if (request.fileId !== file.id && !sealed) {
      continue;
    }
    const [signers, fields] = await Promise.all([repo.signersOf(db, request.id), repo.fieldsOf(db, request.id)]);
    const signed = new Map(signers.filter((s) => s.state === 'UNTERSCHRIEBEN').map((s) => [s.id, s]));
    for (const f of fields) {
      const signer = signed.get(f.signerId);
      if (!signer) {
        continue;
      }
      pages.add(f.page);
      if (sealed || (query.page !== undefined && f.page !== query.page)) {
        continue;
      }
      overlays.push({
        page: f.page,
        x: f.x,
        y: f.y,
        width: f.width,
        height: f.height,
        imageBase64: signer.signaturePng
          ? `data:image/png;base64,${signer.signaturePng}`
          : typedSignatureSvg(signer.signatureTyped ?? signer.name),
      });
    }
  }
  const sorted = [...pages].sort((a, b) => a - b);
  return {
    signatures: overlays,
    signaturesMetadata: { hasSignatures: sorted.length > 0, signaturePages: sorted },
  };
}
