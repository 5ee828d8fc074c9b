import { createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import type { BlobStore } from '../files/blob-store';
import { createBlobStore } from '../files/create-blob-store';
import { P12_FILE, PASSWORD_FILE } from '../signatur/identity-files';
import { type DatabaseState, dumpPostgresInSnapshot, holdsPgliteDatabase } from './backup.repository';
import { requestSnapshot, type Snapshot } from './backup-socket';
import { type Manifest, type ManifestBody, writeManifest } from './manifest';
import { runPgTool } from './pg-tools';

export const PGLITE_DUMP = 'database/pglite.tar.gz';
export const POSTGRES_DUMP = 'database/postgres.dump';

/** The path of a blob inside a backup, fanned out as in the disk store. */
export const blobPathInBackup = (hash: string) => `files/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`;

type Report = (line: string) => void;

/**
 * `npm run backup -- <Ziel>`: the database (PostgreSQL: pg_dump in one snapshot; PGlite: its own dump,
 * from the running server over its backup socket or, with the server stopped, opened here), then every
 * blob of the file store, then the signing certificate, and last `manifest.json` with each file's
 * SHA-256. Blobs are written before the rows that name them, so every blob the dump refers to is
 * already stored when the blobs are copied; blobs added since are copied too and do no harm.
 */
export async function createBackup(config: Config, target: string, report: Report): Promise<Manifest> {
  await prepareTarget(target);
  try {
    await mkdir(path.join(target, 'database'));
    const createdAt = new Date().toISOString();
    const engine = config.databaseUrl ? 'postgres' : 'pglite';
    const started = performance.now();
    const state = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, path.join(target, POSTGRES_DUMP))
      : await dumpPglite(config.dataDir, path.join(target, PGLITE_DUMP), report);
    const rows = state.tables.reduce((sum, t) => sum + t.rows, 0);
    report(
      `Datenbank (${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}) gesichert: ${state.tables.length} Tabellen, ` +
        `${rows} Zeilen, Migrationsstand ${state.migration.applied} (${state.migration.last ?? '–'}), ` +
        `${seconds(started)} s.`,
    );
    const blobsStarted = performance.now();
    const blobs = await copyBlobs(createBlobStore(config), target);
    report(`${blobs} Dateien des Dateispeichers gesichert (${seconds(blobsStarted)} s).`);
    const signing = await copySigning(config, target);
    report(
      signing === null
        ? 'Kein Signaturzertifikat vorhanden (es wird beim ersten Start angelegt).'
        : `Signaturzertifikat gesichert (${signing.source === 'SIGNING_P12' ? 'SIGNING_P12' : 'DATA_DIR/signing'}).`,
    );
    const body: ManifestBody = {
      format: 'maklerwerk-backup',
      version: 1,
      createdAt,
      engine,
      migration: state.migration,
      database: { file: engine === 'postgres' ? POSTGRES_DUMP : PGLITE_DUMP, tables: state.tables },
      blobs,
      signing,
    };
    const manifest = await writeManifest(target, body);
    const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0);
    report(`Sicherung fertig: ${target} (${manifest.files.length} Dateien, ${(bytes / 1e6).toFixed(1)} MB).`);
    return manifest;
  } catch (error) {
    // Without its manifest the backup would be refused anyway; an unfinished one is not left behind.
    await rm(target, { recursive: true, force: true });
    throw error;
  }
}

async function prepareTarget(target: string): Promise<void> {
  if (existsSync(target)) {
    const entries = await readdir(target).catch(() => {
      throw new Error(`Das Ziel ${target} ist kein Verzeichnis.`);
    });
    if (entries.length > 0) {
      throw new Error(
        `Das Ziel ${target} ist nicht leer. Eine Sicherung wird nur in ein neues, leeres Verzeichnis geschrieben.`,
      );
    }
  }
  await mkdir(target, { recursive: true });
}

async function dumpPostgres(databaseUrl: string, file: string): Promise<DatabaseState> {
  return dumpPostgresInSnapshot(databaseUrl, (snapshotId) =>
    runPgTool('pg_dump', ['--format=custom', `--snapshot=${snapshotId}`, `--file=${file}`], databaseUrl),
  );
}

async function dumpPglite(dataDir: string, file: string, report: Report): Promise<DatabaseState> {
  if (!holdsPgliteDatabase(dataDir)) {
    throw new Error(`In ${dataDir} liegt keine Maklerwerk-Datenbank (DATA_DIR prüfen).`);
  }
  const fromServer = await requestSnapshot(dataDir);
  const snapshot = fromServer ?? (await snapshotOfStoppedServer(dataDir));
  report(
    fromServer
      ? 'Die eingebettete Datenbank wurde vom laufenden Server ausgegeben (Sicherungs-Socket).'
      : 'Kein laufender Server: die eingebettete Datenbank wurde direkt geöffnet und ausgegeben.',
  );
  // Compressed here, after the server has answered: its statements wait only for the dump itself.
  await pipeline(Readable.from([snapshot.tar]), createGzip(), createWriteStream(file));
  return snapshot.state;
}

async function snapshotOfStoppedServer(dataDir: string): Promise<Snapshot> {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ dataDir }, { migrate: false });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Die eingebettete Datenbank ist weder über den Sicherungs-Socket des laufenden Servers erreichbar noch frei: ${message}`,
    );
  }
  try {
    const snapshot = database.snapshot;
    if (!snapshot) {
      throw new Error('Diese Datenbank lässt sich nicht über PGlite ausgeben.');
    }
    const { tar, state } = await snapshot();
    return { tar: Buffer.from(await tar.arrayBuffer()), state };
  } finally {
    await database.close();
  }
}

/** Every stored blob, read through its hash check (a corrupt blob stops the backup with its hash). */
async function copyBlobs(store: BlobStore, target: string): Promise<number> {
  let count = 0;
  for await (const hash of store.list()) {
    const file = path.join(target, blobPathInBackup(hash));
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await pipeline(await store.get(hash), createWriteStream(file));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`Die Datei ${hash} des Dateispeichers konnte nicht gesichert werden: ${message}`);
    }
    count++;
  }
  return count;
}

async function copySigning(config: Config, target: string): Promise<Manifest['signing']> {
  const dir = path.join(target, 'signing');
  if (config.signing.p12Path) {
    await mkdir(dir);
    await copyFile(config.signing.p12Path, path.join(dir, 'SIGNING_P12.p12'));
    return { source: 'SIGNING_P12', files: ['signing/SIGNING_P12.p12'] };
  }
  const stored = path.join(config.dataDir, 'signing');
  if (!existsSync(path.join(stored, P12_FILE))) {
    return null;
  }
  await mkdir(dir);
  const files: string[] = [];
  for (const name of [P12_FILE, PASSWORD_FILE]) {
    if (existsSync(path.join(stored, name))) {
      await copyFile(path.join(stored, name), path.join(dir, name));
      files.push(`signing/${name}`);
    }
  }
  return { source: 'DATA_DIR', files };
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}
