import { X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { createSelfSignedP12, SELF_SIGNED_COMMON_NAME } from './self-signed';

function open(p12: Buffer, password: string) {
  const store = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), password);
  const certBag = forge.pki.oids.certBag as string;
  const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag as string;
  const cert = store.getBags({ bagType: certBag })[certBag]?.[0]?.cert;
  const key = store.getBags({ bagType: keyBag })[keyBag]?.[0]?.key;
  if (!cert || !key) {
    throw new Error('incomplete p12');
  }
  return { cert, key };
}

describe('createSelfSignedP12', () => {
  it('holds a password-protected key and its self-signed certificate', () => {
    const { cert, key } = open(createSelfSignedP12('geheim', new Date('2026-11-25T12:00:00Z')), 'geheim');
    expect(cert.subject.getField('CN')?.value).toBe(SELF_SIGNED_COMMON_NAME);
    expect(cert.verify(cert)).toBe(true);
    expect((key as forge.pki.rsa.PrivateKey).n.equals((cert.publicKey as forge.pki.rsa.PublicKey).n)).toBe(true);
    expect(cert.validity.notBefore.toISOString()).toBe('2026-11-25T11:55:00.000Z');
    expect(cert.validity.notAfter.toISOString()).toBe('2036-11-25T11:55:00.000Z');
  });

  it('is readable by OpenSSL (node:crypto) with a positive serial number and no CA rights', () => {
    const { cert } = open(createSelfSignedP12('x'), 'x');
    const x509 = new X509Certificate(forge.pki.certificateToPem(cert));
    expect(x509.ca).toBe(false);
    expect(x509.verify(x509.publicKey)).toBe(true);
    expect(Number.parseInt(x509.serialNumber.slice(0, 2), 16)).toBeLessThan(0x80);
    expect(x509.keyUsage).toContain('1.3.6.1.5.5.7.3.4');
  });

  it('makes a new key every time', () => {
    const a = open(createSelfSignedP12('x'), 'x').cert.serialNumber;
    const b = open(createSelfSignedP12('x'), 'x').cert.serialNumber;
    expect(a).not.toBe(b);
  });

  it('cannot be opened with another password', () => {
    expect(() => open(createSelfSignedP12('richtig'), 'falsch')).toThrow();
  });
});
