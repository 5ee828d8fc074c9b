import { createHash, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

/** What a detached CMS/PKCS#7 signature says about the bytes it signs. */
export type CmsCheck = {
  /** The signed message digest equals the digest of the content and the signature verifies. */
  valid: boolean;
  signer: X509Certificate | null;
  signingTime: Date | null;
};

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
};

// Digest algorithms by OID, as named by node:crypto.
const DIGESTS: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

type Asn1 = forge.asn1.Asn1;
// @types/node-forge only knows the old boolean parameter; trailing zero padding needs parseAllBytes: false.
const fromDer = forge.asn1.fromDer as unknown as (
  bytes: forge.util.ByteStringBuffer,
  options: { parseAllBytes: boolean; decodeBitStrings: boolean },
) => Asn1;

const { Class, Type } = forge.asn1;
const children = (node: Asn1 | undefined): Asn1[] => (Array.isArray(node?.value) ? node.value : []);
const bytesOf = (node: Asn1 | undefined): string => (typeof node?.value === 'string' ? node.value : '');
const isContext = (node: Asn1, type: number) => node.tagClass === Class.CONTEXT_SPECIFIC && node.type === type;
const oidOf = (node: Asn1 | undefined) => (node && node.type === Type.OID ? forge.asn1.derToOid(bytesOf(node)) : '');
const binary = (bytes: string) => Buffer.from(bytes, 'binary');

type SignerInfo = {
  serial: string;
  digest: string | undefined;
  signedAttributes: Asn1 | undefined;
  signature: Buffer;
};

function parseSignerInfo(node: Asn1 | undefined): SignerInfo | undefined {
  const fields = children(node);
  const [, sid, digestAlgorithm] = fields;
  const signedAttributes = fields.find((field) => isContext(field, 0));
  const signature = fields.find((field) => field.tagClass === Class.UNIVERSAL && field.type === Type.OCTETSTRING);
  if (!sid || !digestAlgorithm || !signature) {
    return undefined;
  }
  // IssuerAndSerialNumber; a subjectKeyIdentifier ([0]) leaves the serial empty and the signer is found by its key.
  const serialNode = children(sid)[1];
  const serial = sid.type === Type.SEQUENCE && serialNode ? forge.util.bytesToHex(bytesOf(serialNode)) : '';
  return {
    serial: serial.replace(/^(00)+(?=.)/, '').toLowerCase(),
    digest: DIGESTS[oidOf(children(digestAlgorithm)[0])],
    signedAttributes,
    signature: binary(bytesOf(signature)),
  };
}

function attribute(signedAttributes: Asn1 | undefined, oid: string): Asn1 | undefined {
  const found = children(signedAttributes).find((attr) => oidOf(children(attr)[0]) === oid);
  return children(children(found)[1])[0];
}

function timeOf(node: Asn1 | undefined): Date | null {
  try {
    if (node?.type === Type.UTCTIME) {
      return forge.asn1.utcTimeToDate(bytesOf(node));
    }
    if (node?.type === Type.GENERALIZEDTIME) {
      return forge.asn1.generalizedTimeToDate(bytesOf(node));
    }
  } catch {
    // An unreadable time is as good as none.
  }
  return null;
}

function certificatesOf(signedData: Asn1[]): X509Certificate[] {
  const set = signedData.find((field) => isContext(field, 0));
  return children(set).flatMap((cert) => {
    try {
      return [new X509Certificate(binary(forge.asn1.toDer(cert).getBytes()))];
    } catch {
      return [];
    }
  });
}

/** The signature covers the DER of the signed attributes as a SET, not as the [0] they are stored in. */
function signedBytes(info: SignerInfo, content: Buffer): Buffer {
  if (!info.signedAttributes) {
    return content;
  }
  const set = forge.asn1.create(Class.UNIVERSAL, Type.SET, true, children(info.signedAttributes));
  return binary(forge.asn1.toDer(set).getBytes());
}

function verifies(info: SignerInfo, data: Buffer, cert: X509Certificate): boolean {
  if (!info.digest) {
    return false;
  }
  try {
    return verify(info.digest, data, cert.publicKey, info.signature);
  } catch {
    return false;
  }
}

/** Checks a detached CMS SignedData (DER, trailing zero padding allowed) against its content. Never throws. */
export function checkDetachedSignature(der: Buffer, content: Buffer): CmsCheck {
  const none: CmsCheck = { valid: false, signer: null, signingTime: null };
  let root: Asn1;
  try {
    root = fromDer(forge.util.createBuffer(der.toString('binary')), {
      parseAllBytes: false,
      decodeBitStrings: false,
    });
  } catch {
    return none;
  }
  const [contentType, wrapped] = children(root);
  if (oidOf(contentType) !== OID.signedData) {
    return none;
  }
  const signedData = children(children(wrapped)[0]);
  const signerInfos = signedData.at(-1);
  const info = signerInfos?.type === Type.SET ? parseSignerInfo(children(signerInfos)[0]) : undefined;
  if (!info) {
    return none;
  }
  const certs = certificatesOf(signedData);
  const bySerial = certs.find((cert) => cert.serialNumber.replace(/^(00)+(?=.)/, '').toLowerCase() === info.serial);
  const data = signedBytes(info, content);
  // The signer is the certificate whose key verifies the signature; the serial only decides the order.
  const candidates = bySerial ? [bySerial, ...certs.filter((cert) => cert !== bySerial)] : certs;
  const verifiedBy = candidates.find((cert) => verifies(info, data, cert));
  let digestMatches = !info.signedAttributes;
  if (info.signedAttributes && info.digest) {
    const signedDigest = binary(bytesOf(attribute(info.signedAttributes, OID.messageDigest)));
    digestMatches = signedDigest.equals(createHash(info.digest).update(content).digest());
  }
  return {
    valid: Boolean(verifiedBy) && digestMatches,
    signer: verifiedBy ?? bySerial ?? certs[0] ?? null,
    signingTime: timeOf(attribute(info.signedAttributes, OID.signingTime)),
  };
}
