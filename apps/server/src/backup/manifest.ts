import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MigrationLevel, TableDigest } from './backup.repository';

export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 'maklerwerk-backup';

export type ManifestFile = { path: string; size: number; sha256: string };

/** What a backup holds, written last: a backup without its manifest is unfinished. */
export type Manifest = {
  format: typeof BACKUP_FORMAT;
  version: 1;
  /** When the database's state was taken (ISO 8601, UTC). */
  createdAt: string;
  engine: 'pglite' | 'postgres';
  migration: MigrationLevel;
  /** The dump (relative path) and every table's row count and digest at that moment. */
  database: { file: string; tables: TableDigest[] };
  /** How many blobs of the file store are in `files/`. */
  blobs: number;
  /** The signing certificate: from DATA_DIR/signing (with its password file) or the file SIGNING_P12 names. */
  signing: { source: 'DATA_DIR' | 'SIGNING_P12'; files: string[] } | null;
  /** Every other file of the backup with its size and SHA-256, sorted by path. */
  files: ManifestFile[];
  /** SHA-256 of this manifest without this field (JSON), so a changed manifest is noticed too. */
  manifestSha256: string;
};

export type ManifestBody = Omit<Manifest, 'files' | 'manifestSha256'>;

/** A backup that must not be restored: the message names the file. */
export class BackupInvalidError extends Error {}

export async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    size += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { size, sha256: hash.digest('hex') };
}

/** Every file below `dir` as a relative path with forward slashes, sorted; `manifest.json` left out. */
export async function listBackupFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => file !== MANIFEST_FILE)
    .sort();
}

function checksumOf(manifest: Omit<Manifest, 'manifestSha256'>): string {
  return createHash('sha256').update(JSON.stringify(manifest)).digest('hex');
}

/** Hashes every file of the backup and writes `manifest.json` beside them. */
export async function writeManifest(dir: string, body: ManifestBody): Promise<Manifest> {
  const files: ManifestFile[] = [];
  for (const file of await listBackupFiles(dir)) {
    files.push({ path: file, ...(await hashFile(path.join(dir, file))) });
  }
  const withoutChecksum = { ...body, files };
  const manifest: Manifest = { ...withoutChecksum, manifestSha256: checksumOf(withoutChecksum) };
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Reads `manifest.json` and checks every file against it before anything is restored: each listed
 * file present with its size and SHA-256, no file that the manifest does not list.
 */
export async function verifyManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupInvalidError(
      `In ${dir} liegt keine ${MANIFEST_FILE}: keine (vollständige) Maklerwerk-Sicherung. Eine Sicherung ohne Manifest ist unfertig.`,
    );
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new BackupInvalidError(`Die Datei ${MANIFEST_FILE} ist beschädigt (kein gültiges JSON).`);
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1 || !Array.isArray(manifest.files)) {
    throw new BackupInvalidError(`Die Datei ${MANIFEST_FILE} beschreibt keine Maklerwerk-Sicherung im Format 1.`);
  }
  const { manifestSha256, ...withoutChecksum } = manifest;
  if (checksumOf(withoutChecksum) !== manifestSha256) {
    throw new BackupInvalidError(`Die Datei ${MANIFEST_FILE} ist beschädigt (ihre Prüfsumme stimmt nicht).`);
  }
  const present = new Set(await listBackupFiles(dir));
  for (const file of manifest.files) {
    if (!present.has(file.path)) {
      throw new BackupInvalidError(`Die Datei ${file.path} fehlt in der Sicherung.`);
    }
    present.delete(file.path);
    const actual = await hashFile(path.join(dir, file.path));
    if (actual.size !== file.size) {
      throw new BackupInvalidError(
        `Die Datei ${file.path} ist beschädigt: ${actual.size} statt ${file.size} Bytes laut Manifest.`,
      );
    }
    if (actual.sha256 !== file.sha256) {
      throw new BackupInvalidError(`Die Datei ${file.path} ist beschädigt: ihre SHA-256-Prüfsumme stimmt nicht.`);
    }
  }
  const [extra] = [...present];
  if (extra !== undefined) {
    throw new BackupInvalidError(`Die Datei ${extra} gehört nicht zur Sicherung (sie steht nicht im Manifest).`);
  }
  return manifest;
}
