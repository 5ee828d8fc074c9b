import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningIdentity, type SigningIdentity } from './certificate';
import { signPdf, verifyPdfSignature } from './pdf-signature';
import { pdfsig, textPdf } from './test-support';

const META = {
  reason: 'Elektronisch unterschrieben (Vorgang 42)',
  name: 'Erika Mustermann, Jürgen Groß',
  location: 'Maklerwerk',
  contactInfo: 'Maklerwerk e-Signatur',
};

let dataDir: string;
let identity: SigningIdentity;
let other: SigningIdentity;
let signed: Buffer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'signing-pdf-'));
  [identity, other] = await Promise.all([
    loadSigningIdentity({ dataDir: path.join(dataDir, 'a') }),
    loadSigningIdentity({ dataDir: path.join(dataDir, 'b') }),
  ]);
  signed = await signPdf(await textPdf(2), identity, META);
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function byteRange(pdf: Buffer): number[] {
  const match = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\]/.exec(pdf.toString('latin1'));
  return (match?.slice(1) ?? []).map(Number);
}

/** A copy with one letter of the /Reason changed: a signed byte, outside the /Contents gap. */
function tampered(pdf: Buffer): Buffer {
  const copy = Buffer.from(pdf);
  const at = copy.indexOf('Elektronisch unterschrieben');
  const [, gapStart = 0, gapEnd = 0] = byteRange(copy);
  expect(at).toBeGreaterThan(0);
  expect(at < gapStart || at >= gapEnd).toBe(true);
  copy[at] = 'F'.charCodeAt(0);
  return copy;
}

describe('signPdf', () => {
  it('produces a signature that pdfsig accepts for the whole document', async () => {
    const { output } = await pdfsig(signed);
    expect(output).toContain('Signature Validation: Signature is Valid.');
    expect(output).toContain('Total document signed');
    expect(output).toContain('Signer Certificate Common Name: Maklerwerk Signatur (selbst signiert)');
    expect(output).toContain('Signing Hash Algorithm: SHA-256');
    expect(output).toContain('Signature Type: ETSI.CAdES.detached');
  });

  it('keeps the pages and stays a readable PDF', async () => {
    const doc = await PDFDocument.load(signed);
    expect(doc.getPageCount()).toBe(2);
  });

  it('is no longer valid for pdfsig or verifyPdfSignature once a signed byte changes', async () => {
    const changed = tampered(signed);
    const { output } = await pdfsig(changed);
    expect(output).not.toContain('Signature is Valid');
    expect(output).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
    const check = verifyPdfSignature(changed, identity.fingerprintSha256);
    expect(check.signed).toBe(true);
    expect(check.intact).toBe(false);
    expect(check.bySystem).toBe(false);
  });
});

describe('verifyPdfSignature', () => {
  it('reports an untouched file as signed, intact and complete, by the trusted certificate', () => {
    const check = verifyPdfSignature(signed, identity.fingerprintSha256);
    expect(check).toMatchObject({
      signed: true,
      intact: true,
      coversWholeFile: true,
      bySystem: true,
      signerName: 'Maklerwerk Signatur (selbst signiert)',
      reason: META.reason,
      name: META.name,
    });
    expect(Math.abs((check.signingTime?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('accepts the fingerprint with colons and in capitals, and nothing else', () => {
    const colons = identity.fingerprintSha256.toUpperCase().replace(/(..)(?!$)/g, '$1:');
    expect(verifyPdfSignature(signed, colons).bySystem).toBe(true);
    expect(verifyPdfSignature(signed, other.fingerprintSha256).bySystem).toBe(false);
    expect(verifyPdfSignature(signed, '').bySystem).toBe(false);
  });

  it('sees bytes appended after signing, as pdfsig does', async () => {
    const appended = Buffer.concat([signed, Buffer.from('\n1 0 obj\n(nachträglich)\nendobj\n')]);
    const check = verifyPdfSignature(appended, identity.fingerprintSha256);
    expect(check.coversWholeFile).toBe(false);
    expect(check.intact).toBe(true);
    expect((await pdfsig(appended)).output).toContain('Not total document signed');
  });

  it('does not trust a valid signature made with another certificate', async () => {
    const foreign = await signPdf(await textPdf(1), other, META);
    const check = verifyPdfSignature(foreign, identity.fingerprintSha256);
    expect(check).toMatchObject({ signed: true, intact: true, coversWholeFile: true, bySystem: false });
  });

  it('reports unsigned PDFs and garbage as unsigned without throwing', async () => {
    expect(verifyPdfSignature(Buffer.from(await textPdf(1)), identity.fingerprintSha256).signed).toBe(false);
    expect(verifyPdfSignature(randomBytes(4096), identity.fingerprintSha256)).toMatchObject({
      signed: false,
      intact: false,
    });
    expect(verifyPdfSignature(Buffer.alloc(0), identity.fingerprintSha256).signed).toBe(false);
  });

  it('survives broken signatures: cut files, wild ranges, junk instead of PKCS#7', () => {
    const cut = signed.subarray(0, Math.floor(signed.length / 2));
    expect(() => verifyPdfSignature(cut, identity.fingerprintSha256)).not.toThrow();
    expect(verifyPdfSignature(cut, identity.fingerprintSha256).intact).toBe(false);

    const wild = Buffer.from('%PDF-1.7\n<< /ByteRange [0 999999 99999999 5] /Contents <00> >>\n');
    expect(verifyPdfSignature(wild, identity.fingerprintSha256)).toMatchObject({ signed: true, intact: false });

    const junk = Buffer.from(signed);
    const [, b = 0] = byteRange(junk);
    junk.write('30820101deadbeef', b + 1, 'latin1');
    expect(verifyPdfSignature(junk, identity.fingerprintSha256)).toMatchObject({ signed: true, intact: false });
  });
});
