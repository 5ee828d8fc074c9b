import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export const SELF_SIGNED_COMMON_NAME = 'Maklerwerk Signatur (selbst signiert)';
const VALID_YEARS = 10;

function serialNumber(): string {
  const bytes = randomBytes(16);
  // A positive, non-zero INTEGER: clear the sign bit, set a low one.
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x01;
  return bytes.toString('hex');
}

/** A new RSA 2048 key with a self-signed SHA-256 certificate for document signing, as PKCS#12. */
export function createSelfSignedP12(password: string, now: Date = new Date()): Buffer {
  // node-forge generates RSA keys in pure JavaScript (seconds); Node's OpenSSL takes milliseconds.
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(pair.privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(pair.publicKey);
  cert.serialNumber = serialNumber();
  // A few minutes back so that a client clock running slightly behind still sees a valid certificate.
  cert.validity.notBefore = new Date(now.getTime() - 5 * 60_000);
  cert.validity.notAfter = new Date(cert.validity.notBefore);
  cert.validity.notAfter.setUTCFullYear(cert.validity.notAfter.getUTCFullYear() + VALID_YEARS);
  const name = [
    { shortName: 'CN', value: SELF_SIGNED_COMMON_NAME },
    { shortName: 'O', value: 'Maklerwerk' },
    { shortName: 'C', value: 'DE' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true },
    // Document signing certificates are checked as e-mail signers by NSS (pdfsig, Firefox) and Acrobat.
    { name: 'extKeyUsage', emailProtection: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert], password, {
    algorithm: 'aes256',
    friendlyName: SELF_SIGNED_COMMON_NAME,
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
