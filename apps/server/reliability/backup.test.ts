import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../src/backup/manifest';
import { type Database, openDatabase } from '../src/db/client';
import { createDiskBlobStore } from '../src/files/disk-store';
import { verifyBlob } from '../src/files/verify-blob';
import { startPostgres } from './support/postgres';
import { type Session, serverDir, serverEnv, startServer, writeSession } from './support/server-process';

// Issue 39 item 6: a backup taken while a real server process takes writes, restored into a fresh
// instance; nothing confirmed before the backup began is missing, every table equals the backup's
// moment, every blob is there, and a backup with one flipped byte is refused with the file named.

const CONTRACT = 1;
const temporary: string[] = [];
const stops: (() => Promise<void>)[] = [];
const timings: string[] = [];

afterAll(async () => {
  for (const stop of stops.reverse()) {
    await stop();
  }
  for (const dir of temporary) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.info(`Zeiten:\n  ${timings.join('\n  ')}`);
});

function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `mw-backup-${name}-`));
  temporary.push(dir);
  return dir;
}

type Cli = { code: number | null; stdout: string; stderr: string; seconds: number };

/** Runs `npm run backup|restore`'s entry point as its own process, as an operator would. */
function runCli(script: 'backup' | 'restore', arg: string, env: Record<string, string>): Promise<Cli> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/backup/${script}-cli.ts`, arg], {
      cwd: serverDir,
      env: serverEnv(env),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) =>
      resolve({ code, stdout, stderr, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) }),
    );
  });
}

type Write = { kind: 'note'; id: number; betreff: string } | { kind: 'document'; id: number; sha256: string };
type Confirmed = Write & { at: number; ms: number };

/** A small PDF whose bytes differ per write, so that each upload is a new blob. */
const pdf = (n: string) => Buffer.from(`%PDF-1.7\n% Last ${n}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

async function write(s: Session, n: string): Promise<Write> {
  if (Number(n.split('-')[1]) % 2 === 0) {
    const betreff = `Last ${n}`;
    const response = await fetch(`${s.base}/MSC3/restful/anmerkungen`, {
      method: 'POST',
      headers: { ...s.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ owner: CONTRACT, datum: '2026-03-01', betreff, text: 'Sicherung', sichtbar: 'INTERN' }),
    });
    const body = (await response.json()) as { id: number };
    if (!response.ok) {
      throw new Error(`Anmerkung: HTTP ${response.status} ${JSON.stringify(body)}`);
    }
    return { kind: 'note', id: body.id, betreff };
  }
  const content = pdf(n);
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'application/pdf' }), `Last-${n}.pdf`);
  const response = await fetch(
    `${s.base}/MSC3/restful/dokumentenarchiv/upload?scope=vertrag&id=${CONTRACT}&nodeId=SONSTIGES`,
    { method: 'POST', headers: s.headers, body: form },
  );
  const body = (await response.json()) as { files: { documentId: number }[] };
  if (!response.ok || !body.files[0]) {
    throw new Error(`Upload: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
  return { kind: 'document', id: body.files[0].documentId, sha256: createHash('sha256').update(content).digest('hex') };
}

/** Writers in parallel until stopped; every write answered 2xx is recorded with the moment of its answer. */
function writeLoad(s: Session, writers: number) {
  const confirmed: Confirmed[] = [];
  const failures: string[] = [];
  let running = true;
  const loops = Array.from({ length: writers }, async (_, w) => {
    for (let i = 0; running; i++) {
      try {
        const sent = performance.now();
        const done = await write(s, `${w}-${i}`);
        const at = performance.now();
        confirmed.push({ ...done, at, ms: at - sent });
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  });
  return {
    confirmed,
    failures,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) {
      throw new Error(`Zeitüberschreitung: ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function listBlobs(filesDir: string): Promise<string[]> {
  const hashes: string[] = [];
  for await (const hash of createDiskBlobStore(filesDir).list()) {
    hashes.push(hash);
  }
  return hashes.sort();
}

async function rowsOf(database: Database, text: string): Promise<Record<string, unknown>[]> {
  const { sql } = await import('drizzle-orm');
  return (await database.db.execute(sql.raw(text))).rows as Record<string, unknown>[];
}

type Engine = {
  name: string;
  source: () => Promise<{ env: Record<string, string>; dataDir: string }>;
  /** A fresh, empty target (a new data directory; with PostgreSQL also a new, empty database). */
  target: () => Promise<{ env: Record<string, string>; dataDir: string; databaseUrl?: string }>;
};

let cluster: Awaited<ReturnType<typeof startPostgres>> | undefined;
async function newDatabase(name: string): Promise<string> {
  if (!cluster) {
    cluster = await startPostgres();
    stops.push(() => cluster?.stop() ?? Promise.resolve());
  }
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return cluster.url.replace(/\/postgres$/, `/${name}`);
}

const engines: Engine[] = [
  {
    name: 'PGlite (DATA_DIR)',
    source: async () => {
      const dataDir = tempDir('pglite');
      return { env: { DATA_DIR: dataDir }, dataDir };
    },
    target: async () => {
      const dataDir = path.join(tempDir('pglite-ziel'), 'data');
      return { env: { DATA_DIR: dataDir }, dataDir };
    },
  },
  {
    name: 'PostgreSQL (DATABASE_URL)',
    source: async () => {
      const dataDir = tempDir('pg');
      return { env: { DATA_DIR: dataDir, DATABASE_URL: await newDatabase('quelle') }, dataDir };
    },
    target: async () => {
      const dataDir = path.join(tempDir('pg-ziel'), 'data');
      const databaseUrl = await newDatabase(`ziel_${Math.floor(Math.random() * 1e9)}`);
      return { env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, dataDir, databaseUrl };
    },
  },
];

describe.each(engines)('backup and restore: $name', (engine) => {
  it('backs up under write load, restores into a fresh instance: every table as at the backup, every blob, nothing confirmed before missing; a flipped byte is refused', async () => {
    const t0 = performance.now();
    const source = await engine.source();
    const target =
      'DATABASE_URL' in source.env ? { databaseUrl: source.env.DATABASE_URL as string } : { dataDir: source.dataDir };
    const server = await startServer(target, { ...source.env, DEMO_DATA: 'true', MAX_UPLOAD_MB: '5' });
    stops.push(() => server.child.stop());
    const s = await writeSession(server.base);
    timings.push(
      `${engine.name}: Server mit Demo-Bestand gestartet in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const load = writeLoad(s, 3);
    await waitFor(() => load.confirmed.length >= 30, '30 bestätigte Schreibvorgänge');
    const backupStarted = performance.now();
    const confirmedBefore = [...load.confirmed];
    const blobsBefore = await listBlobs(path.join(source.dataDir, 'files'));
    const backupDir = path.join(tempDir('sicherung'), 'sicherung');
    const backup = await runCli('backup', backupDir, source.env);
    const backupEnded = performance.now();
    const during = load.confirmed.filter((w) => w.at > backupStarted && w.at - w.ms < backupEnded);
    const confirmedDuring = during.length;
    const slowest = Math.max(...during.map((w) => w.ms));
    await waitFor(
      () => load.confirmed.length > confirmedBefore.length + confirmedDuring + 5,
      'Schreiben nach der Sicherung',
    );
    await load.stop();
    expect(backup.stderr).toBe('');
    expect(backup.code, backup.stdout).toBe(0);
    expect(load.failures).toEqual([]);
    // The backup ran under load: writes were confirmed while it ran.
    expect(confirmedDuring).toBeGreaterThan(0);
    timings.push(
      `${engine.name}: Sicherung unter Last ${backup.seconds} s (${confirmedBefore.length} Schreibvorgänge davor, ` +
        `${confirmedDuring} währenddessen, ${load.confirmed.length} insgesamt; langsamste Antwort währenddessen ` +
        `${Math.round(slowest)} ms)`,
    );
    if (!('databaseUrl' in target)) {
      expect(backup.stdout).toContain('vom laufenden Server ausgegeben (Sicherungs-Socket)');
    }
    await server.child.stop();

    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.engine).toBe('databaseUrl' in target ? 'postgres' : 'pglite');
    expect(manifest.migration.applied).toBeGreaterThan(30);
    expect(manifest.signing?.files).toEqual(['signing/signatur.p12', 'signing/signatur.pass']);
    const tableDigest = (name: string) => manifest.database.tables.find((t) => t.table === name);
    expect(tableDigest('public.change_log')?.rows).toBeGreaterThan(0);
    expect(tableDigest('drizzle.__drizzle_migrations')?.rows).toBe(manifest.migration.applied);

    const restoredTarget = await engine.target();
    const restore = await runCli('restore', backupDir, restoredTarget.env);
    expect(restore.code, `${restore.stdout}\n${restore.stderr}`).toBe(0);
    expect(restore.stdout).toContain('jede wie gesichert');
    expect(restore.stdout).toContain('lückenlos und unverändert');
    expect(restore.stdout).toContain('Wiederherstellung fertig und geprüft');
    timings.push(`${engine.name}: Wiederherstellung mit Prüfung ${restore.seconds} s`);

    // The restored instance, read by the test itself.
    const restored = await openDatabase(
      restoredTarget.databaseUrl ? { databaseUrl: restoredTarget.databaseUrl } : { dataDir: restoredTarget.dataDir },
      { migrate: false },
    );
    try {
      // Every table and every row as at the backup's moment: count and digest of each table's rows.
      const state = await restored.readState();
      expect(state.tables).toEqual(manifest.database.tables);
      const tables = await rowsOf(
        restored,
        `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
      );
      expect(state.tables.length).toBe(tables[0]?.n);
      const notes = new Map(
        (await rowsOf(restored, 'SELECT id, betreff FROM notes')).map((r) => [Number(r.id), String(r.betreff)]),
      );
      const files = new Map(
        (await rowsOf(restored, 'SELECT document_id, blob_hash FROM document_files')).map((r) => [
          Number(r.document_id),
          String(r.blob_hash),
        ]),
      );
      // Nothing confirmed before the backup began is missing.
      const missing = confirmedBefore.filter((w) =>
        w.kind === 'note' ? notes.get(w.id) !== w.betreff : files.get(w.id) !== w.sha256,
      );
      expect(missing).toEqual([]);
      // Writes after the backup began may be absent, but nothing that was never confirmed is there.
      const present = load.confirmed.filter((w) => (w.kind === 'note' ? notes.has(w.id) : files.has(w.id)));
      expect(present.length).toBeGreaterThanOrEqual(confirmedBefore.length);
      expect(present.length).toBeLessThanOrEqual(load.confirmed.length);
      const loadNotes = [...notes.values()].filter((b) => b.startsWith('Last ')).length;
      expect(loadNotes).toBe(present.filter((w) => w.kind === 'note').length);
      timings.push(
        `${engine.name}: wiederhergestellt ${present.length} von ${load.confirmed.length} bestätigten Schreibvorgängen ` +
          `(alle ${confirmedBefore.length} von vor der Sicherung)`,
      );
    } finally {
      await restored.close();
    }

    // Every blob: those stored before the backup began and every one the backup holds, intact.
    const restoredBlobs = await listBlobs(path.join(restoredTarget.dataDir, 'files'));
    expect(blobsBefore.filter((h) => !restoredBlobs.includes(h))).toEqual([]);
    const backupBlobs = manifest.files.filter((f) => f.path.startsWith('files/')).map((f) => path.basename(f.path));
    expect(restoredBlobs).toEqual(backupBlobs.sort());
    expect(restoredBlobs.length).toBe(manifest.blobs);
    const store = createDiskBlobStore(path.join(restoredTarget.dataDir, 'files'));
    for (const hash of restoredBlobs) {
      await verifyBlob(store, hash);
    }
    expect(fs.readFileSync(path.join(restoredTarget.dataDir, 'signing', 'signatur.p12'))).toEqual(
      fs.readFileSync(path.join(source.dataDir, 'signing', 'signatur.p12')),
    );

    // A fresh server on the restored instance serves the data.
    const fresh = await startServer(
      restoredTarget.databaseUrl ? { databaseUrl: restoredTarget.databaseUrl } : { dataDir: restoredTarget.dataDir },
      { ...restoredTarget.env, DEMO_DATA: 'false' },
    );
    stops.push(() => fresh.child.stop());
    const freshSession = await writeSession(fresh.base);
    const served = new Set<number>();
    for (let offset = 0, total = 1; offset < total; offset += 50) {
      const page = await fetch(
        `${fresh.base}/MSC3/restful/insurances/${CONTRACT}/anmerkungen?offset=${offset}&limit=50`,
        {
          headers: freshSession.headers,
        },
      );
      expect(page.status).toBe(200);
      const body = (await page.json()) as { items: { id: number }[]; total: number };
      total = body.total;
      for (const item of body.items) {
        served.add(item.id);
      }
    }
    expect(confirmedBefore.filter((w) => w.kind === 'note' && !served.has(w.id))).toEqual([]);
    await fresh.child.stop();

    // A restore into what is not empty is refused.
    const again = await runCli('restore', backupDir, restoredTarget.env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/ist nicht leer/);

    // One flipped byte in one blob: refused with the file named, nothing restored.
    const flippedDir = path.join(tempDir('gekippt'), 'sicherung');
    fs.cpSync(backupDir, flippedDir, { recursive: true });
    const victim = manifest.files.find((f) => f.path.startsWith('files/'));
    expect(victim).toBeDefined();
    const victimFile = path.join(flippedDir, victim?.path ?? '');
    const bytes = fs.readFileSync(victimFile);
    bytes[Math.floor(bytes.length / 2)] = (bytes[Math.floor(bytes.length / 2)] ?? 0) ^ 0x10;
    fs.writeFileSync(victimFile, bytes);
    const emptyTarget = await engine.target();
    const refused = await runCli('restore', flippedDir, emptyTarget.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `Sicherung abgelehnt, nichts wurde wiederhergestellt: Die Datei ${victim?.path} ist beschädigt: ihre SHA-256-Prüfsumme stimmt nicht.`,
    );
    expect(fs.existsSync(emptyTarget.dataDir)).toBe(false);
    timings.push(`${engine.name}: insgesamt ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  });
});
