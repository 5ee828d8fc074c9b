import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';
import { P12_FILE, readOrCreateStoredP12, type StoredP12 } from './identity-files';

export type SigningIdentity = {
  p12: Buffer;
  password: string;
  certificatePem: string;
  /** SHA-256 of the DER certificate, hex lowercase. */
  fingerprintSha256: string;
  commonName: string;
};

const KEY_BAG = '1.2.840.113549.1.12.10.1.1';
const SHROUDED_KEY_BAG = '1.2.840.113549.1.12.10.1.2';
const CERT_BAG = '1.2.840.113549.1.12.10.1.3';

type KeyAndCert = { key: forge.pki.rsa.PrivateKey; cert: forge.pki.Certificate };

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

function bagsOf(store: forge.pkcs12.Pkcs12Pfx, bagType: string): forge.pkcs12.Bag[] {
  return store.getBags({ bagType })[bagType] ?? [];
}

function openP12(p12: Buffer, password: string, source: string): forge.pkcs12.Pkcs12Pfx {
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
    return forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    const reason = /mac could not be verified|invalid password/i.test(describe(error))
      ? 'das Passwort ist falsch'
      : `keine lesbare PKCS#12-Datei mit RSA-Schlüssel (${describe(error)})`;
    throw new Error(`Das Signaturzertifikat ${source} lässt sich nicht öffnen: ${reason}.`);
  }
}

function samePublicKey(key: forge.pki.rsa.PrivateKey, cert: forge.pki.Certificate): boolean {
  const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
  return key.n.equals(publicKey.n) && key.e.equals(publicKey.e);
}

function findKeyAndCert(store: forge.pkcs12.Pkcs12Pfx, source: string): KeyAndCert & { shrouded: boolean } {
  const shrouded = bagsOf(store, SHROUDED_KEY_BAG).flatMap((bag) => (bag.key ? [bag.key] : []));
  const plain = bagsOf(store, KEY_BAG).flatMap((bag) => (bag.key ? [bag.key] : []));
  const certs = bagsOf(store, CERT_BAG).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const keys = [...shrouded, ...plain] as forge.pki.rsa.PrivateKey[];
  if (keys.length === 0) {
    throw new Error(`Das Signaturzertifikat ${source} enthält keinen privaten Schlüssel.`);
  }
  if (certs.length === 0) {
    throw new Error(`Das Signaturzertifikat ${source} enthält kein Zertifikat.`);
  }
  for (const key of keys) {
    const cert = certs.find((candidate) => samePublicKey(key, candidate));
    if (cert) {
      return { key, cert, shrouded: key === shrouded[0] };
    }
  }
  throw new Error(`Im Signaturzertifikat ${source} passt kein Zertifikat zum privaten Schlüssel.`);
}

function certificateDer(cert: forge.pki.Certificate): Buffer {
  return Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
}

/**
 * @signpdf/signer-p12 signs with the first password-protected key of the file. Files where that is
 * not our key (unencrypted key bag, several keys) are repacked so that signing uses the right one.
 */
function repack({ key, cert }: KeyAndCert, store: forge.pkcs12.Pkcs12Pfx, password: string): Buffer {
  const others = bagsOf(store, CERT_BAG).flatMap((bag) => (bag.cert && bag.cert !== cert ? [bag.cert] : []));
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert, ...others], password, { algorithm: 'aes256' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/** Key, certificate and fingerprint of a PKCS#12 file; throws a German error if it is not usable. */
export function identityFromP12(p12: Buffer, password: string, source = ''): SigningIdentity {
  const label = source ? `„${source}“` : '(PKCS#12)';
  const store = openP12(p12, password, label);
  const found = findKeyAndCert(store, label);
  const der = certificateDer(found.cert);
  const commonName = found.cert.subject.getField('CN')?.value;
  return {
    p12: found.shrouded ? p12 : repack(found, store, password),
    password,
    certificatePem: forge.pki.certificateToPem(found.cert),
    fingerprintSha256: createHash('sha256').update(der).digest('hex'),
    commonName: typeof commonName === 'string' ? commonName : '',
  };
}

/**
 * The identity the server signs documents with: the configured PKCS#12 file, or else a self-signed
 * certificate kept under `${dataDir}/signing/` and created on first use.
 */
export async function loadSigningIdentity(options: {
  p12Path?: string | undefined;
  p12Password?: string | undefined;
  dataDir: string;
}): Promise<SigningIdentity> {
  if (options.p12Path) {
    let p12: Buffer;
    try {
      p12 = await readFile(options.p12Path);
    } catch (error) {
      throw new Error(`Das Signaturzertifikat „${options.p12Path}“ kann nicht gelesen werden (${describe(error)}).`);
    }
    return identityFromP12(p12, options.p12Password ?? '', options.p12Path);
  }
  const dir = path.join(options.dataDir, 'signing');
  let stored: StoredP12;
  try {
    stored = await readOrCreateStoredP12(dir);
  } catch (error) {
    // File system errors (no permission, disk full) come in English from Node; ours are German already.
    if ((error as NodeJS.ErrnoException).code === undefined) {
      throw error;
    }
    throw new Error(`Das Signaturzertifikat in ${dir} kann nicht gelesen oder angelegt werden (${describe(error)}).`);
  }
  return identityFromP12(stored.p12, stored.password, path.join(dir, P12_FILE));
}
