import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackupInvalidError, type ManifestBody, verifyManifest, writeManifest } from './manifest';

const body: ManifestBody = {
  format: 'maklerwerk-backup',
  version: 1,
  createdAt: '2026-01-02T03:04:05.000Z',
  engine: 'pglite',
  migration: { applied: 36, last: '0035_datenimport' },
  database: { file: 'database/pglite.tar.gz', tables: [{ table: 'public.users', rows: 2, md5: 'abc' }] },
  blobs: 1,
  signing: null,
};

let dir: string;
const blob = Buffer.from('Inhalt eines Dokuments');
const blobHash = createHash('sha256').update(blob).digest('hex');
const blobPath = `files/${blobHash.slice(0, 2)}/${blobHash.slice(2, 4)}/${blobHash}`;

function write(file: string, content: Buffer | string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), content);
}

async function refusal(): Promise<string> {
  const error = await verifyManifest(dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupInvalidError);
  return (error as Error).message;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-manifest-'));
  write('database/pglite.tar.gz', Buffer.alloc(4096, 7));
  write(blobPath, blob);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('backup manifest', () => {
  it('lists every file with its size and SHA-256, sorted, and verifies the untouched backup', async () => {
    const manifest = await writeManifest(dir, body);
    expect(manifest.files).toEqual([
      {
        path: 'database/pglite.tar.gz',
        size: 4096,
        sha256: createHash('sha256').update(Buffer.alloc(4096, 7)).digest('hex'),
      },
      { path: blobPath, size: blob.length, sha256: blobHash },
    ]);
    const read = await verifyManifest(dir);
    expect(read).toEqual(manifest);
    expect(read.engine).toBe('pglite');
    expect(read.migration.applied).toBe(36);
  });

  it('refuses a backup with one flipped byte, naming the file', async () => {
    await writeManifest(dir, body);
    const file = path.join(dir, 'database/pglite.tar.gz');
    const bytes = fs.readFileSync(file);
    bytes[1000] = (bytes[1000] ?? 0) ^ 0x01;
    fs.writeFileSync(file, bytes);
    expect(await refusal()).toBe(
      'Die Datei database/pglite.tar.gz ist beschädigt: ihre SHA-256-Prüfsumme stimmt nicht.',
    );
  });

  it('refuses a shortened file, a missing file and a file the manifest does not list', async () => {
    await writeManifest(dir, body);
    fs.writeFileSync(path.join(dir, blobPath), blob.subarray(1));
    expect(await refusal()).toBe(
      `Die Datei ${blobPath} ist beschädigt: ${blob.length - 1} statt ${blob.length} Bytes laut Manifest.`,
    );
    fs.rmSync(path.join(dir, blobPath));
    expect(await refusal()).toBe(`Die Datei ${blobPath} fehlt in der Sicherung.`);
    write(blobPath, blob);
    write('files/extra.bin', 'x');
    expect(await refusal()).toBe('Die Datei files/extra.bin gehört nicht zur Sicherung (sie steht nicht im Manifest).');
  });

  it('refuses a changed manifest and a backup without one', async () => {
    expect(await refusal()).toMatch(/keine manifest\.json.*unfertig/);
    await writeManifest(dir, body);
    const manifestFile = path.join(dir, 'manifest.json');
    const text = fs.readFileSync(manifestFile, 'utf8');
    fs.writeFileSync(manifestFile, text.replace('"rows": 2', '"rows": 3'));
    expect(await refusal()).toBe('Die Datei manifest.json ist beschädigt (ihre Prüfsumme stimmt nicht).');
    fs.writeFileSync(manifestFile, text.slice(0, -10));
    expect(await refusal()).toBe('Die Datei manifest.json ist beschädigt (kein gültiges JSON).');
  });
});
