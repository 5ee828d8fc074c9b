import { createHash, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { identityFromP12, loadSigningIdentity } from './certificate';
import { createSelfSignedP12 } from './self-signed';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'signing-cert-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const derFingerprint = (pem: string) =>
  createHash('sha256')
    .update(
      Buffer.from(
        forge.asn1.toDer(forge.pki.certificateToAsn1(forge.pki.certificateFromPem(pem))).getBytes(),
        'binary',
      ),
    )
    .digest('hex');

function foreignP12(password: string | null, commonName = 'Externe Kanzlei'): Buffer {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(pair.privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(pair.publicKey);
  cert.serialNumber = '0a';
  cert.validity.notBefore = new Date();
  cert.validity.notAfter = new Date(Date.now() + 86_400_000);
  cert.setSubject([{ shortName: 'CN', value: commonName }]);
  cert.setIssuer([{ shortName: 'CN', value: commonName }]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { useMac: password !== null });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

describe('loadSigningIdentity without a configured certificate', () => {
  it('creates a self-signed identity once, private to the owner, and reads the same one back', async () => {
    const first = await loadSigningIdentity({ dataDir });
    expect(first.commonName).toBe('Maklerwerk Signatur (selbst signiert)');
    expect(first.fingerprintSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(first.fingerprintSha256).toBe(derFingerprint(first.certificatePem));

    const dir = path.join(dataDir, 'signing');
    for (const file of ['signatur.p12', 'signatur.pass']) {
      expect((await stat(path.join(dir, file))).mode & 0o777).toBe(0o600);
    }
    expect((await readFile(path.join(dir, 'signatur.pass'), 'utf8')).length).toBeGreaterThanOrEqual(24);

    const second = await loadSigningIdentity({ dataDir });
    expect(second.fingerprintSha256).toBe(first.fingerprintSha256);
    expect(second.p12.equals(first.p12)).toBe(true);
  });

  it('says in German when the data directory cannot hold the files', async () => {
    const notADirectory = path.join(dataDir, 'datei');
    await writeFile(notADirectory, '');
    await expect(loadSigningIdentity({ dataDir: notADirectory })).rejects.toThrow(
      /Das Signaturzertifikat in .* kann nicht gelesen oder angelegt werden/,
    );
  });

  it('agrees on one identity when several callers start at the same time', async () => {
    const identities = await Promise.all([1, 2, 3].map(() => loadSigningIdentity({ dataDir })));
    expect(new Set(identities.map((i) => i.fingerprintSha256)).size).toBe(1);
  });

  it('issues an RSA 2048 / SHA-256 certificate for ten years with the signing key usages', async () => {
    const identity = await loadSigningIdentity({ dataDir });
    const cert = forge.pki.certificateFromPem(identity.certificatePem);
    expect((cert.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBe(2048);
    expect(cert.siginfo.algorithmOid).toBe(forge.pki.oids.sha256WithRSAEncryption);
    expect(cert.subject.getField('O')?.value).toBe('Maklerwerk');
    expect(cert.subject.getField('C')?.value).toBe('DE');
    expect(cert.issuer.hash).toBe(cert.subject.hash);
    const years = (cert.validity.notAfter.getTime() - cert.validity.notBefore.getTime()) / (365.25 * 86_400_000);
    expect(years).toBeCloseTo(10, 1);
    expect(cert.getExtension('keyUsage')).toMatchObject({ digitalSignature: true, nonRepudiation: true });
    expect(cert.getExtension('extKeyUsage')).toMatchObject({ emailProtection: true });
  });
});

describe('loadSigningIdentity with a configured PKCS#12 file', () => {
  it('reads the file with its password', async () => {
    const file = path.join(dataDir, 'kanzlei.p12');
    await writeFile(file, foreignP12('geheim'));
    const identity = await loadSigningIdentity({ dataDir, p12Path: file, p12Password: 'geheim' });
    expect(identity.commonName).toBe('Externe Kanzlei');
    expect(identity.password).toBe('geheim');
    expect(identity.fingerprintSha256).toBe(derFingerprint(identity.certificatePem));
  });

  it('says in German when the password is wrong or the file is missing', async () => {
    const file = path.join(dataDir, 'kanzlei.p12');
    await writeFile(file, foreignP12('geheim'));
    await expect(loadSigningIdentity({ dataDir, p12Path: file, p12Password: 'falsch' })).rejects.toThrow(
      /lässt sich nicht öffnen: das Passwort ist falsch/,
    );
    await expect(loadSigningIdentity({ dataDir, p12Path: path.join(dataDir, 'fehlt.p12') })).rejects.toThrow(
      /kann nicht gelesen werden/,
    );
  });

  it('refuses a file that is not PKCS#12 or lacks a key', async () => {
    const garbage = path.join(dataDir, 'kaputt.p12');
    await writeFile(garbage, 'kein Zertifikat');
    await expect(loadSigningIdentity({ dataDir, p12Path: garbage })).rejects.toThrow(/lässt sich nicht öffnen/);

    const store = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(foreignP12('x').toString('binary')), 'x');
    const certBag = forge.pki.oids.certBag as string;
    const onlyCert = store.getBags({ bagType: certBag })[certBag]?.[0]?.cert;
    expect(onlyCert).toBeDefined();
    const withoutKey = forge.pkcs12.toPkcs12Asn1(null, onlyCert as forge.pki.Certificate, 'x');
    const file = path.join(dataDir, 'ohne-schluessel.p12');
    await writeFile(file, Buffer.from(forge.asn1.toDer(withoutKey).getBytes(), 'binary'));
    await expect(loadSigningIdentity({ dataDir, p12Path: file, p12Password: 'x' })).rejects.toThrow(
      /enthält keinen privaten Schlüssel/,
    );
  });
});

describe('identityFromP12', () => {
  it('keeps a password-protected file as it is', () => {
    const p12 = createSelfSignedP12('pw');
    expect(identityFromP12(p12, 'pw').p12).toBe(p12);
  });

  it('repacks an unencrypted key so that the signer finds it', () => {
    const identity = identityFromP12(foreignP12(null), '');
    const store = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(identity.p12.toString('binary')), '');
    const shrouded = forge.pki.oids.pkcs8ShroudedKeyBag as string;
    expect(store.getBags({ bagType: shrouded })[shrouded]).toHaveLength(1);
    expect(identity.commonName).toBe('Externe Kanzlei');
  });
});
