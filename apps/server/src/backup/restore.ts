import { createReadStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/client';
import { verifyChain } from '../features/aenderungslog/aenderungslog-verlauf.repository';
import type { BlobStore } from '../files/blob-store';
import { checkBlobs } from '../files/check-blobs';
import { createBlobStore } from '../files/create-blob-store';
import { verifyBlob } from '../files/verify-blob';
import { blobPathInBackup } from './backup';
import { blobReferences, isPostgresEmpty, journal } from './backup.repository';
import { type Manifest, verifyManifest } from './manifest';
import { runPgTool } from './pg-tools';

type Report = (line: string) => void;

export type RestoreResult = { tables: number; rows: number; changeLogRows: number; blobs: number };

/**
 * `npm run restore -- <Quelle>`: checks the manifest (every file's size and SHA-256) before anything
 * is written, refuses a target that is not empty, restores the database and the blobs, and then checks
 * what it restored: every table's rows against the manifest's digests, the change-log chain, every
 * blob read back through its hash, and every blob a row refers to present and intact.
 */
export async function restoreBackup(config: Config, source: string, report: Report): Promise<RestoreResult> {
  const manifest = await verifyManifest(source);
  report(
    `Manifest geprüft: ${manifest.files.length} Dateien unversehrt (Sicherung vom ${manifest.createdAt}, ` +
      `${manifest.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}, Migrationsstand ${manifest.migration.applied}).`,
  );
  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new Error(
      `Die Sicherung stammt aus ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}, das Ziel ist ` +
        `${engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (DATA_DIR)'}. Bitte in dieselbe Datenbankart wiederherstellen.`,
    );
  }
  const known = journal().length;
  if (manifest.migration.applied > known) {
    throw new Error(
      `Die Sicherung hat den Migrationsstand ${manifest.migration.applied}, diese Version kennt nur ${known}. ` +
        'Bitte mit der Maklerwerk-Version wiederherstellen, die die Sicherung geschrieben hat, oder einer neueren.',
    );
  }
  const store = createBlobStore(config);
  await assertEmptyTarget(config, store);

  const database = await restoreDatabase(config, source, manifest);
  try {
    const result = await checkDatabase(database, manifest, report);
    const blobs = await restoreBlobs(store, source, manifest);
    report(`${blobs} Dateien in den Dateispeicher zurückgeschrieben und nachgelesen (SHA-256 stimmt).`);
    const check = await checkBlobs(store, blobReferences(database.db));
    const broken = [
      ...check.missing.map((p) => ['Fehlt', p] as const),
      ...check.corrupt.map((p) => ['Beschädigt', p] as const),
    ];
    if (broken.length > 0) {
      const lines = broken.map(([what, p]) => `${what}: ${p.hash} (${p.references.join('; ')})`);
      throw new Error(`Dateien, auf die Datensätze verweisen, fehlen oder sind beschädigt:\n${lines.join('\n')}`);
    }
    report(`Alle ${check.checked} Dateien, auf die Dokumente und Mails verweisen, sind vorhanden und unversehrt.`);
    report(await restoreSigning(config, source, manifest));
    return { ...result, blobs };
  } finally {
    await database.close();
  }
}

async function assertEmptyTarget(config: Config, store: BlobStore): Promise<void> {
  if (existsSync(config.dataDir) && (await readdir(config.dataDir)).length > 0) {
    throw new Error(
      `Das Datenverzeichnis ${config.dataDir} ist nicht leer. Wiederhergestellt wird nur in ein leeres Verzeichnis ` +
        '(DATA_DIR auf ein neues Verzeichnis setzen).',
    );
  }
  if (config.databaseUrl && !(await isPostgresEmpty(config.databaseUrl))) {
    throw new Error(
      'Die Datenbank unter DATABASE_URL ist nicht leer. Wiederhergestellt wird nur in eine leere Datenbank ' +
        '(z. B. createdb maklerwerk_neu).',
    );
  }
  for await (const hash of store.list()) {
    throw new Error(
      `Der Dateispeicher ist nicht leer (er enthält z. B. ${hash}). Wiederhergestellt wird nur in einen leeren.`,
    );
  }
}

async function restoreDatabase(config: Config, source: string, manifest: Manifest): Promise<Database> {
  const dump = path.join(source, manifest.database.file);
  if (config.databaseUrl) {
    await runPgTool(
      'pg_restore',
      ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', dump],
      config.databaseUrl,
    );
    return openDatabase({ databaseUrl: config.databaseUrl }, { migrate: false });
  }
  const tar = new Blob([gunzipSync(await readFile(dump))]);
  return openDatabase({ dataDir: config.dataDir, loadDataDir: tar }, { migrate: false });
}

async function checkDatabase(database: Database, manifest: Manifest, report: Report) {
  const state = await database.readState();
  const restored = new Map(state.tables.map((t) => [t.table, t]));
  for (const expected of manifest.database.tables) {
    const actual = restored.get(expected.table);
    if (!actual) {
      throw new Error(`Die Tabelle ${expected.table} fehlt nach der Wiederherstellung.`);
    }
    if (actual.rows !== expected.rows || actual.md5 !== expected.md5) {
      throw new Error(
        `Die Tabelle ${expected.table} weicht von der Sicherung ab: ${actual.rows} Zeilen statt ${expected.rows}` +
          (actual.rows === expected.rows ? ', mit anderem Inhalt' : '') +
          '.',
      );
    }
    restored.delete(expected.table);
  }
  const [extra] = restored.keys();
  if (extra !== undefined) {
    throw new Error(`Die Tabelle ${extra} steht nicht in der Sicherung.`);
  }
  const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0);
  report(
    `Datenbank wiederhergestellt: ${manifest.database.tables.length} Tabellen, ${rows} Zeilen, jede wie gesichert.`,
  );
  const chain = await verifyChain(database.db);
  if (chain.brokenAtId !== null) {
    throw new Error(`Die Kette des Änderungslogs ist ab Eintrag ${chain.brokenAtId} unterbrochen.`);
  }
  report(`Änderungslog: Kette über ${chain.rows} Einträge lückenlos und unverändert.`);
  return { tables: manifest.database.tables.length, rows, changeLogRows: chain.rows };
}

async function restoreBlobs(store: BlobStore, source: string, manifest: Manifest): Promise<number> {
  let count = 0;
  for (const file of manifest.files) {
    const hash = /^files\/[0-9a-f]{2}\/[0-9a-f]{2}\/([0-9a-f]{64})$/.exec(file.path)?.[1];
    if (!hash || blobPathInBackup(hash) !== file.path) {
      continue;
    }
    const stored = await store.put(createReadStream(path.join(source, file.path)), { maxBytes: file.size });
    if (stored.hash !== hash) {
      throw new Error(`Die Datei ${file.path} hat nicht den Inhalt, den ihr Name verspricht.`);
    }
    await verifyBlob(store, hash);
    count++;
  }
  if (count !== manifest.blobs) {
    throw new Error(`Das Manifest nennt ${manifest.blobs} Dateien des Dateispeichers, gefunden: ${count}.`);
  }
  return count;
}

async function restoreSigning(config: Config, source: string, manifest: Manifest): Promise<string> {
  if (!manifest.signing) {
    return 'Die Sicherung enthält kein Signaturzertifikat (es wird beim ersten Start angelegt).';
  }
  if (manifest.signing.source === 'DATA_DIR') {
    const dir = path.join(config.dataDir, 'signing');
    await mkdir(dir, { recursive: true, mode: 0o700 });
    for (const file of manifest.signing.files) {
      const target = path.join(dir, path.basename(file));
      await copyFile(path.join(source, file), target);
      await chmod(target, 0o600);
    }
    return `Signaturzertifikat nach ${dir} zurückgeschrieben.`;
  }
  const [file = 'signing/SIGNING_P12.p12'] = manifest.signing.files;
  const target = config.signing.p12Path;
  if (target && !existsSync(target)) {
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(source, file), target);
    await chmod(target, 0o600);
    return `Signaturzertifikat nach ${target} (SIGNING_P12) zurückgeschrieben; SIGNING_P12_PASSWORD wie bisher setzen.`;
  }
  if (target && (await readFile(target)).equals(await readFile(path.join(source, file)))) {
    return `Signaturzertifikat: ${target} (SIGNING_P12) ist bereits das gesicherte.`;
  }
  return (
    `Signaturzertifikat: die Sicherung enthält die Datei aus SIGNING_P12 (${file}); kopieren Sie sie an ihren Platz ` +
    'und setzen Sie SIGNING_P12 und SIGNING_P12_PASSWORD wie bisher.'
  );
}
