import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkDetachedSignature } from './cms';
import { createSelfSignedP12 } from './self-signed';

let key: forge.pki.rsa.PrivateKey;
let cert: forge.pki.Certificate;
const content = Buffer.from('%PDF-1.7 signierter Inhalt');
const signingTime = new Date('2026-11-25T15:04:05Z');

beforeAll(() => {
  const store = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(createSelfSignedP12('x').toString('binary')), 'x');
  const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag as string;
  const certBag = forge.pki.oids.certBag as string;
  key = store.getBags({ bagType: keyBag })[keyBag]?.[0]?.key as forge.pki.rsa.PrivateKey;
  cert = store.getBags({ bagType: certBag })[certBag]?.[0]?.cert as forge.pki.Certificate;
});

function sign(data: Buffer, withAttributes = true): Buffer {
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(data.toString('binary'));
  p7.addCertificate(cert);
  p7.addSigner({
    key,
    certificate: cert,
    digestAlgorithm: forge.pki.oids.sha256 as string,
    authenticatedAttributes: withAttributes
      ? [
          { type: forge.pki.oids.contentType as string, value: forge.pki.oids.data },
          { type: forge.pki.oids.signingTime as string, value: signingTime as unknown as string },
          { type: forge.pki.oids.messageDigest as string },
        ]
      : [],
  });
  p7.sign({ detached: true });
  return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
}

describe('checkDetachedSignature', () => {
  it('accepts a signature over the content, zero padding included, and names signer and time', () => {
    const der = Buffer.concat([sign(content), Buffer.alloc(200)]);
    const check = checkDetachedSignature(der, content);
    expect(check.valid).toBe(true);
    expect(check.signer?.subject).toContain('CN=Maklerwerk Signatur (selbst signiert)');
    expect(check.signingTime?.toISOString()).toBe(signingTime.toISOString());
  });

  it('rejects other content', () => {
    const check = checkDetachedSignature(sign(content), Buffer.from('%PDF-1.7 anderer Inhalt'));
    expect(check.valid).toBe(false);
    expect(check.signer).not.toBeNull();
  });

  it('rejects a signature value that was changed', () => {
    const der = sign(content);
    der[der.length - 5] = (der[der.length - 5] ?? 0) ^ 0xff;
    expect(checkDetachedSignature(der, content).valid).toBe(false);
  });

  it('checks signatures without signed attributes directly over the content', () => {
    expect(checkDetachedSignature(sign(content, false), content).valid).toBe(true);
    expect(checkDetachedSignature(sign(content, false), Buffer.from('x')).valid).toBe(false);
  });

  it('never throws on garbage', () => {
    for (const junk of [Buffer.alloc(0), Buffer.from('30820101deadbeef', 'hex'), Buffer.from('kein DER')]) {
      expect(checkDetachedSignature(junk, content)).toEqual({ valid: false, signer: null, signingTime: null });
    }
  });
});
